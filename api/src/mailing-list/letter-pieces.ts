import type { ArtworksRepository } from '../artworks/artworks-repository';
import type { PrintOffers } from '../prints/print-offers';
import { checkShown, type LetterPiece } from './letters';

/** Her pieces as letters show them: each one visitors can see, with the lowest price of its prints. */
export function piecesForLetters(
  artworks: Pick<ArtworksRepository, 'studioArtwork'>,
  prints: Pick<PrintOffers, 'lowestPrice'>,
) {
  const piece = async (artworkId: string): Promise<LetterPiece> => {
    const artwork = await artworks.studioArtwork(artworkId);
    checkShown(artwork);
    return { artwork, printsFrom: await prints.lowestPrice(artwork.slug) };
  };
  return {
    piece,
    /** The pieces a letter shows, by id; refused when one is missing or a draft. */
    async pieces(ids: readonly string[]): Promise<Map<string, LetterPiece>> {
      const unique = [...new Set(ids)];
      return new Map(await Promise.all(unique.map(async (id) => [id, await piece(id)] as const)));
    },
  };
}
