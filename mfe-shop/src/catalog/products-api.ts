import { catalogFunctions } from 'shared-contracts/catalog';
import type { Product } from 'shared-contracts/catalog';
import { invokeFunction } from 'shared-contracts/functions-client';
import { sharedRequest } from 'shared-contracts/shared-request';

const storeProducts = sharedRequest(() =>
  invokeFunction(catalogFunctions, 'get-printful-products', {}).then(({ products }) => products),
);

/**
 * The shop's products as the server sells them, fetched once per page visit and shared by the
 * list and the product pages; `refresh` asks again.
 */
export function loadProducts({ refresh = false } = {}): Promise<Product[]> {
  return refresh ? storeProducts.refresh() : storeProducts.get();
}

/** Whether this page visit has asked for the products already (the list may skip its wait). */
export function productsRequested(): boolean {
  return storeProducts.current() !== undefined;
}

/** Which variants can be bought: a variant is in stock unless the server says otherwise. */
export async function loadInventory(variantIds: number[]): Promise<Map<number, boolean>> {
  const { inventory } = await invokeFunction(catalogFunctions, 'check-inventory', { variantIds });
  return new Map(inventory.map(({ variantId, inStock }) => [variantId, inStock]));
}

export function isProductInStock(product: Product, inventory: Map<number, boolean>): boolean {
  return (
    product.sync_variants.length === 0 || product.sync_variants.some((variant) => inventory.get(variant.id) !== false)
  );
}
