import { createHash } from 'node:crypto';
import type { Picture } from 'shared-contracts/artworks';
import type { Database } from '../db/database';
import { extensionOf, type MediaStorage } from './media-storage';
import { processPhoto } from './photo-processing';

/** Where pages fetch media files: `/media/3f2a9c0d1e2b4a5f-960.avif`. */
export const mediaPath = '/media/';

/**
 * The names files are served under: the first 16 hex digits of the SHA-256 of the file, its
 * width, its format. A changed file gets a new name, so a name can be cached for a year.
 */
export const publicMediaName = /^[0-9a-f]{16}-\d{1,5}\.(avif|webp|jpg|svg)$/;

type FormatType = Picture['formats'][number]['type'];

/** What `media_photos.formats` holds: file names rather than addresses, so the prefix can move. */
type RecordedFormats = { type: FormatType; files: { name: string; width: number }[] }[];

interface PhotoRow {
  id: string;
  width: number;
  height: number;
  formats: RecordedFormats;
}

export interface StoredPhoto {
  photoId: string;
  /** As shown, after the camera's orientation is applied. */
  width: number;
  height: number;
}

interface MediaFile {
  key: string;
  bytes: Buffer;
  type: string;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes);

/** A photo's id comes from its original's content: the same file uploaded again is the same photo. */
const photoIdOf = (bytes: Buffer) => `med_${sha256(bytes).digest('base64url').slice(0, 22)}`;

const publicName = (bytes: Buffer, width: number, type: string) =>
  `${sha256(bytes).digest('hex').slice(0, 16)}-${width}.${extensionOf(type)}`;

/**
 * The artist's photos: each kept as uploaded, privately, under `originals/` (it can hold where
 * it was taken), with the derivatives pages show, and recorded in `media_photos`.
 */
export class MediaLibrary {
  constructor(
    private readonly db: Database,
    private readonly storage: MediaStorage,
  ) {}

  /** Checks and stores an uploaded photo; a photo refused throws PhotoRefusedError and nothing is kept. */
  async addPhoto(bytes: Buffer): Promise<StoredPhoto> {
    const photoId = photoIdOf(bytes);
    const known = await this.find(photoId);
    if (known) return known;

    const photo = await processPhoto(bytes);
    const derivatives = photo.derivatives.map((file) => ({
      key: publicName(file.bytes, file.width, file.type),
      ...file,
    }));
    const formats: RecordedFormats = [...new Set(derivatives.map((file) => file.type))].map((type) => ({
      type,
      files: derivatives.filter((file) => file.type === type).map(({ key, width }) => ({ name: key, width })),
    }));
    const original = { key: `originals/${photoId}.${extensionOf(photo.type)}`, bytes, type: photo.type };
    return this.record({ id: photoId, width: photo.width, height: photo.height, formats }, original, derivatives);
  }

  /**
   * Stores one of the site's own illustrations as a picture of one SVG file. Only for files of
   * the site itself: an SVG can hold script, which the media route's sandbox keeps from running.
   */
  async addVector(svg: Buffer, width: number, height: number): Promise<StoredPhoto> {
    const photoId = photoIdOf(svg);
    const known = await this.find(photoId);
    if (known) return known;
    const file = { key: publicName(svg, width, 'image/svg+xml'), bytes: svg, type: 'image/svg+xml' };
    const formats: RecordedFormats = [{ type: 'image/svg+xml', files: [{ name: file.key, width }] }];
    // The illustration is its own original, and public.
    return this.record({ id: photoId, width, height, formats }, file, []);
  }

  /** Each known photo's picture, without its words; unknown ids are left out. One query for all. */
  async pictures(photoIds: readonly string[]): Promise<Map<string, Omit<Picture, 'alt'>>> {
    if (!photoIds.length) return new Map();
    const rows = await this.db.query<PhotoRow>(
      'SELECT id, width, height, formats FROM media_photos WHERE id = ANY($1::text[])',
      [[...new Set(photoIds)]],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          width: row.width,
          height: row.height,
          formats: row.formats.map(({ type, files }) => ({
            type,
            files: files.map(({ name, width }) => ({ url: `${mediaPath}${name}`, width })),
          })),
        },
      ]),
    );
  }

  async picture(photoId: string, alt: string): Promise<Picture | undefined> {
    const picture = (await this.pictures([photoId])).get(photoId);
    return picture && { alt, ...picture };
  }

  async exists(photoId: string): Promise<boolean> {
    return (await this.find(photoId)) !== undefined;
  }

  private async find(photoId: string): Promise<StoredPhoto | undefined> {
    const [row] = await this.db.query<Omit<PhotoRow, 'formats'>>(
      'SELECT id, width, height FROM media_photos WHERE id = $1',
      [photoId],
    );
    return row && { photoId: row.id, width: row.width, height: row.height };
  }

  /**
   * Stores every file, then records the photo: a photo is recorded only once all its files are
   * kept. Files stored before a failure stay where they are; their names come from their content,
   * so another photo may share them, and storing this photo again puts the same names again.
   */
  private async record(row: PhotoRow, original: MediaFile, derivatives: MediaFile[]): Promise<StoredPhoto> {
    await Promise.all([original, ...derivatives].map((file) => this.storage.put(file.key, file.bytes, file.type)));
    // The same photo uploaded twice at once is recorded once.
    await this.db.query(
      `INSERT INTO media_photos (id, width, height, formats, original_key, original_type, original_bytes)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [row.id, row.width, row.height, JSON.stringify(row.formats), original.key, original.type, original.bytes.length],
    );
    return { photoId: row.id, width: row.width, height: row.height };
  }
}
