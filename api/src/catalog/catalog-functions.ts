import { CatalogUnavailableError, type CatalogCache, type CatalogSnapshot } from './catalog-cache';
import { FunctionError, type SiteFunction } from '../http/site-function';
import { VersionedAnswer } from '../http/versioned-answers';

/** Maps a catalogue failure to what the shop's pages understand: 429 or 503. */
export async function readCatalog(catalog: CatalogCache): Promise<CatalogSnapshot> {
  try {
    return await catalog.catalog();
  } catch (error) {
    if (error instanceof CatalogUnavailableError && error.retryAfterSeconds !== undefined) {
      throw new FunctionError(429, 'Too many requests: the catalogue is busy. Please wait a moment.', {
        'Retry-After': String(error.retryAfterSeconds),
      });
    }
    throw new FunctionError(503, 'The catalogue is unavailable right now. Please try again in a moment.');
  }
}

/** get-printful-products: every product with its variants, from the cached catalogue, versioned by it. */
export function getPrintfulProducts(catalog: CatalogCache): SiteFunction<'get-printful-products'> {
  return {
    handle: async () => {
      const snapshot = await readCatalog(catalog);
      return new VersionedAnswer(snapshot.version, snapshot.list);
    },
  };
}

/**
 * check-inventory: whether each variant can be bought now; unknown variants cannot. Versioned
 * by the catalogue and the variants asked.
 */
export function checkInventory(catalog: CatalogCache): SiteFunction<'check-inventory'> {
  return {
    handle: async ({ variantIds }) => {
      const snapshot = await readCatalog(catalog);
      return new VersionedAnswer(`${snapshot.version} ${variantIds.join(',')}`, {
        inventory: variantIds.map((variantId) => ({
          variantId,
          inStock: snapshot.variant(variantId)?.variant.inStock ?? false,
        })),
      });
    },
  };
}
