import { FunctionError, type SiteFunction } from '../http/site-function';
import type { PrintOffers } from '../prints/print-offers';
import type { ArtworksRepository } from './artworks-repository';

/** What the gallery's pages read: her pieces and the prints she offers of them. */
export interface GalleryDeps {
  artworks: Pick<ArtworksRepository, 'publicList' | 'publicArtwork' | 'sitePhotos'>;
  prints: Pick<PrintOffers, 'lowestPrice' | 'listings' | 'page'>;
}

/** Her Available and Sold pieces, in her order, as the studio last saved them. */
export function getArtworks({ artworks }: Pick<GalleryDeps, 'artworks'>): SiteFunction<'get-artworks'> {
  return { handle: async () => ({ artworks: await artworks.publicList() }) };
}

/** One piece by its address; a draft or a piece not for sale is not found. */
export function getArtwork({ artworks, prints }: GalleryDeps): SiteFunction<'get-artwork'> {
  return {
    handle: async ({ slug }) => {
      const artwork = await artworks.publicArtwork(slug);
      if (!artwork) throw new FunctionError(404, 'This piece is not in the gallery.');
      return { artwork, printsFrom: await prints.lowestPrice(slug) };
    },
  };
}

/** The home page's studio photo and the about page's portrait, where she has replaced them. */
export function getSitePhotos({ artworks }: Pick<GalleryDeps, 'artworks'>): SiteFunction<'get-site-photos'> {
  return { handle: () => artworks.sitePhotos() };
}

/** Every piece offered as prints, from its lowest price. */
export function getPrints({ prints }: Pick<GalleryDeps, 'prints'>): SiteFunction<'get-prints'> {
  return { handle: async () => ({ prints: await prints.listings() }) };
}

/** A piece's prints: every product and size she offers, with its mock-up. */
export function getPrint({ prints }: Pick<GalleryDeps, 'prints'>): SiteFunction<'get-print'> {
  return {
    handle: async ({ slug }) => {
      const print = await prints.page(slug);
      if (!print) throw new FunctionError(404, 'This piece is not offered as prints.');
      return { print };
    },
  };
}
