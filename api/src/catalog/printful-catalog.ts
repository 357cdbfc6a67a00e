import { isAvailable, type CatalogProduct, type CatalogSource } from './catalog-source';
import type { PrintfulClient, PrintfulSyncProduct } from '../printful/printful-client';

/** How many product details are fetched at once: gentle on Printful's per-minute limit. */
const detailConcurrency = 4;

/** The products of a Printful store: the list, then each product's variants. */
export class PrintfulCatalog implements CatalogSource {
  readonly name = 'printful';

  constructor(private readonly client: PrintfulClient) {}

  async fetchProducts(): Promise<CatalogProduct[]> {
    const summaries = (await this.client.listSyncProducts()).filter((product) => !product.is_ignored);
    const details: PrintfulSyncProduct[] = new Array(summaries.length);
    let next = 0;
    const worker = async () => {
      while (next < summaries.length) {
        const index = next++;
        details[index] = await this.client.getSyncProduct(summaries[index]!.id);
      }
    };
    await Promise.all(Array.from({ length: Math.min(detailConcurrency, summaries.length) }, worker));
    return details.map(toCatalogProduct);
  }
}

function toCatalogProduct({ sync_product, sync_variants }: PrintfulSyncProduct): CatalogProduct {
  return {
    id: sync_product.id,
    name: sync_product.name,
    thumbnail: sync_product.thumbnail_url ?? null,
    sync_variants: sync_variants
      .filter((variant) => !variant.is_ignored)
      .map((variant) => ({
        id: variant.id,
        name: variant.name,
        retail_price: variant.retail_price,
        currency: variant.currency,
        color: variant.color ?? null,
        size: variant.size ?? null,
        files: variant.files.map((file) => ({ type: file.type, preview_url: file.preview_url ?? null })),
        inStock: isAvailable(variant.availability_status),
      })),
  };
}
