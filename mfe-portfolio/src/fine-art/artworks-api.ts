import { artworkFunctions, type PublicArtwork } from 'shared-contracts/artworks';
import { invokeFunction } from 'shared-contracts/functions-client';
import { usePageAnswer } from 'shared-contracts/page-data';

/** Her pieces on show, in her order, as the studio last saved them. */
export async function loadArtworks(): Promise<PublicArtwork[]> {
  return (await invokeFunction(artworkFunctions, 'get-artworks', {})).artworks;
}

/** One piece by its address; a FunctionCallError with status 404 when it is not on show. */
export async function loadArtwork(slug: string): Promise<PublicArtwork> {
  return (await invokeFunction(artworkFunctions, 'get-artwork', { slug })).artwork;
}

/** The pieces the page came with (rendered on the server), if it did. */
export function useServedArtworks(): PublicArtwork[] | undefined {
  return usePageAnswer(artworkFunctions, 'get-artworks', {})?.artworks;
}

/** The piece the page came with, if it did; null when the page came knowing it is not on show. */
export function useServedArtwork(slug: string): PublicArtwork | null | undefined {
  const answer = usePageAnswer(artworkFunctions, 'get-artwork', { slug });
  return answer && answer.artwork;
}
