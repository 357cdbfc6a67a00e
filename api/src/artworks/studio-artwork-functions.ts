import type { studioFunctions } from 'shared-contracts/studio';
import type { BackendFunctions } from '../http/site-function';
import type { PrintOffers } from '../prints/print-offers';
import type { ArtworksRepository } from './artworks-repository';

type ArtworkCalls = Pick<
  typeof studioFunctions,
  | 'studio-artworks'
  | 'studio-artwork'
  | 'studio-save-artwork'
  | 'studio-delete-artwork'
  | 'studio-reorder-artworks'
  | 'studio-artwork-changes'
  | 'studio-site-photos'
  | 'studio-set-site-photo'
>;

/** What the studio's Artworks section uses: her pieces and photos, and the prints whose mock-ups show them. */
export interface StudioArtworkDeps {
  artworks: ArtworksRepository;
  prints: Pick<PrintOffers, 'refreshMockups'>;
}

/** The studio's Artworks section and the site's own photos. */
export function createStudioArtworkFunctions({ artworks, prints }: StudioArtworkDeps): BackendFunctions<ArtworkCalls> {
  return {
    'studio-artworks': { handle: async () => ({ artworks: await artworks.studioList() }) },
    'studio-artwork': { handle: async ({ id }) => ({ artwork: await artworks.studioArtwork(id) }) },
    'studio-save-artwork': {
      handle: async (draft) => {
        const artwork = await artworks.save(draft);
        // The prints' mock-ups show its first photo, which may have changed.
        await prints.refreshMockups(artwork.id);
        return { artwork };
      },
    },
    'studio-delete-artwork': {
      handle: async ({ id }) => {
        await artworks.delete(id);
        return { done: true };
      },
    },
    'studio-reorder-artworks': {
      handle: async ({ ids }) => ({ artworks: await artworks.reorder(ids) }),
    },
    'studio-artwork-changes': { handle: async ({ artworkId }) => ({ changes: await artworks.changes(artworkId) }) },
    'studio-site-photos': { handle: () => artworks.sitePhotos() },
    'studio-set-site-photo': {
      handle: ({ slot, photo }) => artworks.setSitePhoto(slot, photo),
    },
  };
}
