import type { Product } from 'shared-contracts/catalog';
import { invokeFunction } from 'shared-contracts/functions-client';

let productsLoad: Promise<Product[]> | undefined;

/**
 * The shop's products as the server sells them, fetched once per page visit and shared by the
 * list and the product pages; `refresh` asks again.
 */
export function loadProducts({ refresh = false } = {}): Promise<Product[]> {
  if (refresh || !productsLoad) {
    const load = invokeFunction('get-printful-products', {}).then(({ products }) => products);
    load.catch(() => {
      if (productsLoad === load) productsLoad = undefined;
    });
    productsLoad = load;
  }
  return productsLoad;
}

/** Whether this page visit has asked for the products already (the list may skip its wait). */
export function productsRequested(): boolean {
  return productsLoad !== undefined;
}

/** Which variants can be bought: a variant is in stock unless the server says otherwise. */
export async function loadInventory(variantIds: number[]): Promise<Map<number, boolean>> {
  const { inventory } = await invokeFunction('check-inventory', { variantIds });
  return new Map(inventory.map(({ variantId, inStock }) => [variantId, inStock]));
}

export function isProductInStock(product: Product, inventory: Map<number, boolean>): boolean {
  return (
    product.sync_variants.length === 0 || product.sync_variants.some((variant) => inventory.get(variant.id) !== false)
  );
}
