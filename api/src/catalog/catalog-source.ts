import type { Product, Variant } from 'shared-contracts/catalog';

export interface CatalogVariant extends Variant {
  inStock: boolean;
}

export interface CatalogProduct extends Omit<Product, 'sync_variants'> {
  sync_variants: CatalogVariant[];
}

/** Where the shop's products come from: a Printful store, or the bundled sample catalogue. */
export interface CatalogSource {
  readonly name: 'printful' | 'embedded';
  fetchProducts(): Promise<CatalogProduct[]>;
}

const unavailable = new Set(['out_of_stock', 'temporary_out_of_stock', 'discontinued']);

/** Printful's availability_status, read as "can be bought now". */
export function isAvailable(availabilityStatus: string | null | undefined): boolean {
  return !availabilityStatus || !unavailable.has(availabilityStatus);
}
