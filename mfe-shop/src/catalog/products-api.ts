import { catalogFunctions, productAt, variantIdsOf, type Inventory, type Product } from 'shared-contracts/catalog';
import { invokeFunction } from 'shared-contracts/functions-client';
import { usePageAnswer } from 'shared-contracts/page-data';
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
  return stockOf(await invokeFunction(catalogFunctions, 'check-inventory', { variantIds }));
}

/** Stock by variant, from an answer of check-inventory (none: every variant in stock). */
export function stockOf(answer: Inventory | null | undefined): Map<number, boolean> {
  return new Map(answer?.inventory.map(({ variantId, inStock }) => [variantId, inStock]));
}

/**
 * The products the page came with (rendered on the server), and the stock of those it shows:
 * all of them, or the one product of `productId`'s page. Undefined products: it came with none.
 */
export function useServedCatalogue(productId?: string): { products?: Product[]; stock: Map<number, boolean> } {
  const list = usePageAnswer(catalogFunctions, 'get-printful-products', {});
  const product = productId === undefined || !list ? undefined : productAt(list.products, productId);
  const shown = productId === undefined ? (list?.products ?? []) : product ? [product] : [];
  const stock = usePageAnswer(catalogFunctions, 'check-inventory', { variantIds: variantIdsOf(shown) });
  return { products: list?.products, stock: stockOf(stock) };
}

export function isProductInStock(product: Product, inventory: Map<number, boolean>): boolean {
  return (
    product.sync_variants.length === 0 || product.sync_variants.some((variant) => inventory.get(variant.id) !== false)
  );
}
