import {
  artworkStatusLabels,
  publicArtworkStatuses,
  sitePhotoSlots,
  type ArtworkStatus,
  type Picture,
  type PublicArtwork,
  type SitePhotos,
  type SitePhotoSlot,
} from 'shared-contracts/artworks';
import type { ArtworkChange, StudioArtwork } from 'shared-contracts/studio';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';
import { Refusal } from '../domain/refusal';
import { describeChanges, slugFrom, type ArtworkRow, type PhotoRow, type SavedDraft } from './artwork-rows';

/** What the catalogue needs of the photo library: how to draw each stored photo. */
export interface PhotoShelf {
  /** Each known photo's picture without its words; unknown ids are left out. */
  pictures(photoIds: readonly string[]): Promise<Map<string, Omit<Picture, 'alt'>>>;
}

/** A piece's row as visitors see it: an Available piece a buyer's checkout holds is Reserved. */
const publicColumns = `a.*, CASE WHEN a.status = 'available' AND EXISTS (
    SELECT 1 FROM artwork_holds h WHERE h.artwork_id = a.id AND h.released_at IS NULL AND h.expires_at > now()
  ) THEN 'reserved' ELSE a.status END AS public_status`;

/**
 * Her artworks in PostgreSQL: the studio edits them, the public pages read the Available and
 * Sold ones in her order. Every change is recorded with what changed.
 */
export class ArtworksRepository {
  constructor(
    private readonly db: Database,
    private readonly photos: PhotoShelf,
  ) {}

  async studioList(): Promise<StudioArtwork[]> {
    const rows = await this.db.query<ArtworkRow>('SELECT * FROM artworks ORDER BY position, created_at');
    return this.toStudio(rows);
  }

  async studioArtwork(id: string): Promise<StudioArtwork> {
    const rows = await this.db.query<ArtworkRow>('SELECT * FROM artworks WHERE id = $1', [id]);
    const [artwork] = await this.toStudio(rows);
    if (!artwork) throw new Refusal('not-found', 'This artwork was not found. It may have been deleted.');
    return artwork;
  }

  async publicList(): Promise<PublicArtwork[]> {
    const rows = await this.db.query<ArtworkRow>(
      `SELECT ${publicColumns} FROM artworks a WHERE status = ANY($1) ORDER BY position, created_at`,
      [publicArtworkStatuses],
    );
    return this.toPublic(rows);
  }

  async publicArtwork(slug: string): Promise<PublicArtwork | undefined> {
    const rows = await this.db.query<ArtworkRow>(
      `SELECT ${publicColumns} FROM artworks a WHERE slug = $1 AND status = ANY($2)`,
      [slug, publicArtworkStatuses],
    );
    const [artwork] = await this.toPublic(rows);
    return artwork;
  }

  /** The pieces of these addresses with what a checkout needs: price, shipping and status. */
  async forSale(slugs: readonly string[]) {
    return this.db.query<{
      id: string;
      slug: string;
      title: string;
      price_cents: number;
      shipping_cents: number;
      status: ArtworkStatus;
    }>('SELECT id, slug, title, price_cents, shipping_cents, status FROM artworks WHERE slug = ANY($1)', [slugs]);
  }

  /** Creates a piece (first in her order) or replaces one's details; its address never changes. */
  async save(draft: SavedDraft): Promise<StudioArtwork> {
    await this.checkPhotos(draft.photos.map((photo) => photo.photoId));
    const id = await this.db.transaction(async (tx) => {
      if (!draft.id) return this.create(tx, draft);
      const [before] = await tx.query<ArtworkRow>('SELECT * FROM artworks WHERE id = $1 FOR UPDATE', [draft.id]);
      if (!before) throw new Refusal('not-found', 'This artwork was not found. It may have been deleted.');
      const beforePhotos = await tx.query<PhotoRow>(
        'SELECT * FROM artwork_photos WHERE artwork_id = $1 ORDER BY position',
        [draft.id],
      );
      await tx.query(
        `UPDATE artworks SET title = $2, year = $3, medium = $4, width_in = $5, height_in = $6, framed = $7,
                description = $8, price_cents = $9, shipping_cents = $10, status = $11, updated_at = now()
          WHERE id = $1`,
        [draft.id, ...this.columns(draft)],
      );
      await this.replacePhotos(tx, draft.id, draft.photos);
      await this.record(tx, draft.id, draft.title, describeChanges(before, beforePhotos, draft));
      return draft.id;
    });
    return this.studioArtwork(id);
  }

  /** Deletes a piece, unless a buyer's payment for it is under way. */
  async delete(id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM artworks WHERE id = $1 FOR UPDATE', [id]);
      const [held] = await tx.query('SELECT 1 FROM artwork_holds WHERE artwork_id = $1 AND released_at IS NULL', [id]);
      if (held) {
        throw new Refusal(
          'conflict',
          'A buyer’s payment for this piece is under way, so it cannot be deleted now. Please try again in 15 minutes.',
        );
      }
      const [row] = await tx.query<ArtworkRow>('DELETE FROM artworks WHERE id = $1 RETURNING *', [id]);
      if (row) await this.record(tx, id, row.title, 'Deleted');
    });
  }

  /** Puts the pieces in the order given; the list must name every piece once. */
  async reorder(ids: readonly string[]): Promise<StudioArtwork[]> {
    await this.db.transaction(async (tx) => {
      const rows = await tx.query<ArtworkRow>('SELECT * FROM artworks ORDER BY position, created_at FOR UPDATE');
      const known = new Set(rows.map((row) => row.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
        throw new Refusal('invalid', 'The list of artworks has changed. Please reload the page and try again.');
      }
      for (const [index, id] of ids.entries()) {
        const row = rows.find((candidate) => candidate.id === id)!;
        const before = rows.indexOf(row);
        if (row.position !== index) await tx.query('UPDATE artworks SET position = $2 WHERE id = $1', [id, index]);
        if (before !== index) {
          await this.record(tx, id, row.title, `Moved from place ${before + 1} to place ${index + 1}`);
        }
      }
    });
    return this.studioList();
  }

  async changes(artworkId?: string): Promise<ArtworkChange[]> {
    const rows = await this.db.query<{ at: Date; artwork_id: string; title: string; summary: string }>(
      `SELECT at, artwork_id, title, summary FROM artwork_changes
        WHERE $1::text IS NULL OR artwork_id = $1 ORDER BY at DESC, id DESC LIMIT 500`,
      [artworkId ?? null],
    );
    return rows.map((row) => ({
      at: new Date(row.at).toISOString(),
      artworkId: row.artwork_id,
      title: row.title,
      summary: row.summary,
    }));
  }

  async sitePhotos(): Promise<SitePhotos> {
    const rows = await this.db.query<{ slot: SitePhotoSlot; photo_id: string; alt: string }>(
      'SELECT slot, photo_id, alt FROM site_photos',
    );
    const pictures = await this.photos.pictures(rows.map((row) => row.photo_id));
    const bySlot = (slot: SitePhotoSlot) => {
      const row = rows.find((candidate) => candidate.slot === slot);
      const picture = row && pictures.get(row.photo_id);
      return row && picture ? { ...picture, alt: row.alt } : null;
    };
    return Object.fromEntries(sitePhotoSlots.map((slot) => [slot, bySlot(slot)])) as SitePhotos;
  }

  async setSitePhoto(slot: SitePhotoSlot, photo: { photoId: string; alt: string } | null): Promise<SitePhotos> {
    if (photo) {
      await this.checkPhotos([photo.photoId]);
      await this.db.query(
        `INSERT INTO site_photos (slot, photo_id, alt) VALUES ($1, $2, $3)
         ON CONFLICT (slot) DO UPDATE SET photo_id = excluded.photo_id, alt = excluded.alt`,
        [slot, photo.photoId, photo.alt],
      );
    } else {
      await this.db.query('DELETE FROM site_photos WHERE slot = $1', [slot]);
    }
    return this.sitePhotos();
  }

  /** Adds a piece with a given address, for content put in at the first start. */
  async createWithSlug(tx: Queryable, slug: string, draft: SavedDraft, position: number): Promise<void> {
    const id = newId('art');
    await tx.query(
      `INSERT INTO artworks (id, slug, title, year, medium, width_in, height_in, framed, description, price_cents, shipping_cents, status, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [id, slug, ...this.columns(draft), position],
    );
    await this.replacePhotos(tx, id, draft.photos);
  }

  private async create(tx: Queryable, draft: SavedDraft): Promise<string> {
    const id = newId('art');
    const base = slugFrom(draft.title);
    const taken = new Set(
      (
        await tx.query<{ slug: string }>(`SELECT slug FROM artworks WHERE slug = $1 OR slug LIKE $1 || '-%'`, [base])
      ).map((row) => row.slug),
    );
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    await tx.query(
      `INSERT INTO artworks (id, slug, title, year, medium, width_in, height_in, framed, description, price_cents, shipping_cents, status, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
               (SELECT coalesce(min(position), 0) - 1 FROM artworks))`,
      [id, slug, ...this.columns(draft)],
    );
    await this.replacePhotos(tx, id, draft.photos);
    await this.record(tx, id, draft.title, `Added as ${artworkStatusLabels[draft.status]}`);
    return id;
  }

  private columns(draft: SavedDraft): unknown[] {
    return [
      draft.title,
      draft.year,
      draft.medium,
      draft.size.widthIn,
      draft.size.heightIn,
      draft.framed,
      draft.description,
      Math.round(draft.price * 100),
      Math.round(draft.shippingPrice * 100),
      draft.status,
    ];
  }

  private async replacePhotos(tx: Queryable, artworkId: string, photos: SavedDraft['photos']): Promise<void> {
    await tx.query('DELETE FROM artwork_photos WHERE artwork_id = $1', [artworkId]);
    for (const [position, photo] of photos.entries()) {
      await tx.query('INSERT INTO artwork_photos (artwork_id, position, photo_id, alt) VALUES ($1, $2, $3, $4)', [
        artworkId,
        position,
        photo.photoId,
        photo.alt,
      ]);
    }
  }

  private async checkPhotos(photoIds: readonly string[]): Promise<void> {
    const known = await this.photos.pictures(photoIds);
    const missing = photoIds.findIndex((id) => !known.has(id));
    if (missing >= 0) {
      throw new Refusal('invalid', `Photo ${missing + 1} was not found. Please upload it again.`);
    }
  }

  /** Keeps one change to a piece, in words, for the studio's Changes. */
  async record(tx: Queryable, artworkId: string, title: string, summary: string): Promise<void> {
    await tx.query('INSERT INTO artwork_changes (id, artwork_id, title, summary) VALUES ($1, $2, $3, $4)', [
      newId('chg'),
      artworkId,
      title,
      summary,
    ]);
  }

  private async photosOf(rows: ArtworkRow[]) {
    const photoRows = await this.db.query<PhotoRow & { position: number }>(
      'SELECT * FROM artwork_photos WHERE artwork_id = ANY($1) ORDER BY artwork_id, position',
      [rows.map((row) => row.id)],
    );
    const pictures = await this.photos.pictures([...new Set(photoRows.map((row) => row.photo_id))]);
    return (artworkId: string) =>
      photoRows
        .filter((row) => row.artwork_id === artworkId && pictures.has(row.photo_id))
        .map((row) => ({
          photoId: row.photo_id,
          alt: row.alt,
          picture: { ...pictures.get(row.photo_id)!, alt: row.alt },
        }));
  }

  private async toStudio(rows: ArtworkRow[]): Promise<StudioArtwork[]> {
    const photosOf = await this.photosOf(rows);
    return rows.map((row) => ({
      id: row.id,
      ...this.details(row),
      status: row.status,
      photos: photosOf(row.id),
      updatedAt: new Date(row.updated_at).toISOString(),
    }));
  }

  private async toPublic(rows: ArtworkRow[]): Promise<PublicArtwork[]> {
    const photosOf = await this.photosOf(rows);
    return rows.map((row) => ({
      ...this.details(row),
      status: row.public_status as PublicArtwork['status'],
      photos: photosOf(row.id).map((photo) => photo.picture),
    }));
  }

  private details(row: ArtworkRow) {
    return {
      slug: row.slug,
      title: row.title,
      year: row.year,
      medium: row.medium,
      size: { widthIn: Number(row.width_in), heightIn: Number(row.height_in) },
      framed: row.framed,
      description: row.description,
      price: row.price_cents / 100,
      shippingPrice: row.shipping_cents / 100,
    };
  }
}
