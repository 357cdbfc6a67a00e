import { artworkFunctions, type PublicArtwork } from 'shared-contracts/artworks';
import type { FunctionResponse } from 'shared-contracts/functions';
import { invokeFunction } from 'shared-contracts/functions-client';
import { usePageAnswer } from 'shared-contracts/page-data';

/** Her pieces on show, in her order, as the studio last saved them. */
export async function loadArtworks(): Promise<PublicArtwork[]> {
  return (await invokeFunction(artworkFunctions, 'get-artworks', {})).artworks;
}

/** A piece on its own page, with the lowest price of her prints of it (null when she offers none). */
export type ShownArtwork = FunctionResponse<'get-artwork'>;

/** One piece by its address; a FunctionCallError with status 404 when it is not on show. */
export function loadArtwork(slug: string): Promise<ShownArtwork> {
  return invokeFunction(artworkFunctions, 'get-artwork', { slug });
}

/** The pieces the page came with (rendered on the server), if it did. */
export function useServedArtworks(): PublicArtwork[] | undefined {
  return usePageAnswer(artworkFunctions, 'get-artworks', {})?.artworks;
}

/** The piece the page came with, if it did; null when the page came knowing it is not on show. */
export function useServedArtwork(slug: string): ShownArtwork | null | undefined {
  return usePageAnswer(artworkFunctions, 'get-artwork', { slug });
}
