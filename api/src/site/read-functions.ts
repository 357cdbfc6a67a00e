import type { backendFunctions } from 'shared-contracts/functions';
import {
  getArtwork,
  getArtworks,
  getPrint,
  getPrints,
  getSitePhotos,
  type GalleryDeps,
} from '../artworks/artwork-functions';
import type { CatalogCache } from '../catalog/catalog-cache';
import { checkInventory, getPrintfulProducts } from '../catalog/catalog-functions';
import type { BackendFunctions } from '../http/site-function';
import { createCommissionReadFunctions, type CommissionReadDeps } from '../commissions/commission-functions';

/** What the public pages read: the print shop's catalogue, her pieces and their prints, her past work and examples. */
export interface SiteReadDeps extends GalleryDeps, CommissionReadDeps {
  catalog: CatalogCache;
}

/** The functions a public page's data is read with: they change nothing and need no visitor. */
export function createReadFunctions(deps: SiteReadDeps) {
  return {
    'get-printful-products': getPrintfulProducts(deps.catalog),
    'check-inventory': checkInventory(deps.catalog),
    'get-artworks': getArtworks(deps),
    'get-artwork': getArtwork(deps),
    'get-site-photos': getSitePhotos(deps),
    'get-prints': getPrints(deps),
    'get-print': getPrint(deps),
    ...createCommissionReadFunctions(deps),
  } satisfies Partial<BackendFunctions<typeof backendFunctions>>;
}
