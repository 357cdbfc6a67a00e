import { sampleCatalog } from './sample-catalog';
import { isAvailable, type CatalogProduct, type CatalogSource } from './catalog-source';

/** The bundled sample catalogue, sold when no Printful store is configured. */
export class EmbeddedCatalog implements CatalogSource {
  readonly name = 'embedded';

  async fetchProducts(): Promise<CatalogProduct[]> {
    return sampleCatalog.map(({ sync_variants, ...product }) => ({
      ...product,
      sync_variants: sync_variants.map(({ availability_status, ...variant }) => ({
        ...variant,
        inStock: isAvailable(availability_status),
      })),
    }));
  }
}
