import { readFile } from 'node:fs/promises';
import type { PrintOffer } from 'shared-contracts/print-products';
import type { Database, Queryable } from '../db/database';
import type { SavedDraft } from './artwork-rows';
import type { ArtworksRepository } from './artworks-repository';

/** Stores an illustration and names it, as the photo library does for the placeholders. */
export interface IllustrationStore {
  addVector(svg: Buffer, width: number, height: number): Promise<{ photoId: string }>;
}

/** Offers prints of a piece, as the studio does. */
export interface PrintShelf {
  save(artworkId: string, offers: readonly PrintOffer[], printMasterPhotoId: null): Promise<unknown>;
}

/** The placeholders' prints, so that a fresh site has prints to buy: a few sizes of each product. */
const placeholderPrints: PrintOffer[] = [
  { product: 'poster', size: '12x16', price: 35 },
  { product: 'poster', size: '18x24', price: 55 },
  { product: 'framed-poster', size: '12x16', price: 85 },
  { product: 'canvas', size: '16x20', price: 120 },
];

/** The six pieces of the product specification, shown until she replaces them. */
const placeholders = [
  'Deep blue hills under a golden dawn',
  'Purple and rose hills with a cross in the sunrise',
  'Teal waves under a pale sun',
  'Rust and gold hills at harvest',
  'A violet night sky over dark hills, with a cross of light',
  'An olive branch over green hills in the morning',
].map((alt, index) => ({ number: index + 1, alt }));

/** The placeholders offered as prints. */
const printedPlaceholders = [1, 2, 4];

const seedName = 'placeholder-artworks';

/** The placeholders as stored: their address and their title, until she changes them. */
const placeholderPieces = `a.slug ~ '^artwork-[1-6]$' AND a.title = 'Artwork Title ' || substr(a.slug, 9)`;

/**
 * The placeholder pieces a visitor could pay for: Available, or offered as prints. A shop must
 * never take money for art that does not exist.
 */
export async function placeholdersForSale(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ title: string }>(
    `SELECT a.title FROM artworks a
      WHERE ${placeholderPieces}
        AND (a.status = 'available' OR EXISTS (SELECT 1 FROM artwork_print_offers o WHERE o.artwork_id = a.id))
      ORDER BY a.slug`,
  );
  return rows.map((row) => row.title);
}

/**
 * Puts the six placeholder pieces into a fresh catalogue, once: a piece she later deletes does
 * not come back, and servers starting together on one database put them in once between them.
 * For sale in a demo or test shop; in production they are drafts without prints, examples in
 * her studio that nobody can buy.
 */
export async function seedPlaceholderArtworks(
  db: Database,
  { artworks, media, prints }: { artworks: ArtworksRepository; media: IllustrationStore; prints: PrintShelf },
  { forSale }: { forSale: boolean },
): Promise<boolean> {
  const [done] = await db.query('SELECT 1 FROM seeded_content WHERE name = $1', [seedName]);
  if (done) return false;
  // The illustrations are stored under their content's hash, so storing them twice is harmless.
  const photos = await Promise.all(
    placeholders.map(async ({ number }) => {
      const svg = await readFile(new URL(`./placeholders/artwork-${number}.svg`, import.meta.url));
      return media.addVector(svg, 600, 600);
    }),
  );
  const claimed = await db.transaction(async (tx) => {
    const first = await tx.query(
      'INSERT INTO seeded_content (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name',
      [seedName],
    );
    if (!first.length) return false;
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
        status: forSale ? 'available' : 'draft',
        photos: [{ photoId: photos[index]!.photoId, alt }],
      };
      await artworks.createWithSlug(tx, `artwork-${number}`, draft, index);
    }
    return true;
  });
  if (!claimed || !forSale) return claimed;
  // Made after the pieces are stored: each offer draws its mock-up. The server that stored the pieces offers their prints.
  const pieces = await db.query<{ id: string }>(`SELECT id FROM artworks WHERE slug = ANY($1) ORDER BY position`, [
    printedPlaceholders.map((number) => `artwork-${number}`),
  ]);
  for (const piece of pieces) await prints.save(piece.id, placeholderPrints, null);
  return true;
}
