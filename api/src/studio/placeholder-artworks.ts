import { readFile } from 'node:fs/promises';
import type { Database } from '../db/database';
import type { ArtworksRepository, SavedDraft } from './artworks-repository';

/** Stores an illustration and names it, as the photo library does for the placeholders. */
export interface IllustrationStore {
  addVector(svg: Buffer, width: number, height: number): Promise<{ photoId: string }>;
}

/** The six pieces of the product specification, shown until she replaces them. */
const placeholders = [
  'Deep blue hills under a golden dawn',
  'Purple and rose hills with a cross in the sunrise',
  'Teal waves under a pale sun',
  'Rust and gold hills at harvest',
  'A violet night sky over dark hills, with a cross of light',
  'An olive branch over green hills in the morning',
].map((alt, index) => ({ number: index + 1, alt }));

const seedName = 'placeholder-artworks';

/**
 * Puts the six placeholder pieces into a fresh catalogue, once: a piece she later deletes does
 * not come back, and servers starting together on one database put them in once between them.
 */
export async function seedPlaceholderArtworks(
  db: Database,
  artworks: ArtworksRepository,
  illustrations: IllustrationStore,
): Promise<boolean> {
  const [seeded] = await db.query('SELECT 1 FROM seeded_content WHERE name = $1', [seedName]);
  if (seeded) return false;
  // The illustrations are stored under their content's hash, so storing them twice is harmless.
  const photos = await Promise.all(
    placeholders.map(async ({ number }) => {
      const svg = await readFile(new URL(`./placeholders/artwork-${number}.svg`, import.meta.url));
      return illustrations.addVector(svg, 600, 600);
    }),
  );
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO seeded_content (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name',
      [seedName],
    );
    if (!claimed.length) return false;
    for (const [index, { number, alt }] of placeholders.entries()) {
      const draft: SavedDraft = {
        title: `Artwork Title ${number}`,
        year: null,
        medium: 'Acrylic on canvas',
        size: { widthIn: 16, heightIn: 20 },
        framed: false,
        description:
          'A one-of-a-kind original painting, made by hand in the studio. Ask about the story behind it, framing and delivery.',
        price: 150,
        shippingPrice: 0,
        status: 'available',
        photos: [{ photoId: photos[index]!.photoId, alt }],
      };
      await artworks.createWithSlug(tx, `artwork-${number}`, draft, index);
    }
    return true;
  });
}
