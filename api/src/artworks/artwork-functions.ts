import type { Services } from '../services';
import { FunctionError, type SiteFunction } from '../http/site-function';

/** Her Available and Sold pieces, in her order, as the studio last saved them. */
export function getArtworks({ studio }: Services): SiteFunction<'get-artworks'> {
  return { handle: async () => ({ artworks: await studio.artworks.publicList() }) };
}

/** One piece by its address; a draft or a piece not for sale is not found. */
export function getArtwork({ studio }: Services): SiteFunction<'get-artwork'> {
  return {
    handle: async ({ slug }) => {
      const artwork = await studio.artworks.publicArtwork(slug);
      if (!artwork) throw new FunctionError(404, 'This piece is not in the gallery.');
      return { artwork, printsFrom: await studio.prints.lowestPrice(slug) };
    },
  };
}

/** The home page's studio photo and the about page's portrait, where she has replaced them. */
export function getSitePhotos({ studio }: Services): SiteFunction<'get-site-photos'> {
  return { handle: () => studio.artworks.sitePhotos() };
}

/** Every piece offered as prints, from its lowest price. */
export function getPrints({ studio }: Services): SiteFunction<'get-prints'> {
  return { handle: async () => ({ prints: await studio.prints.listings() }) };
}

/** A piece's prints: every product and size she offers, with its mock-up. */
export function getPrint({ studio }: Services): SiteFunction<'get-print'> {
  return {
    handle: async ({ slug }) => {
      const print = await studio.prints.page(slug);
      if (!print) throw new FunctionError(404, 'This piece is not offered as prints.');
      return { print };
    },
  };
}
