import { createHash } from 'node:crypto';
import type { Picture } from 'shared-contracts/artworks';
import type { Database } from '../db/database';
import { extensionOf, type MediaStorage } from './media-storage';
import type { Mockup } from 'shared-contracts/prints';
import { findPrintSize, type PrintProductKey } from 'shared-contracts/print-products';
import sharp from 'sharp';
import { maxPhotoPixels, processPhoto } from './photo-processing';
import { makePrintMockup, mockupLongSide } from './print-mockups';

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

/** The long side a vector drawing's print file is drawn at: 24″ at 150 dpi. */
const vectorPrintSide = 3600;

interface SourceRow {
  width: number;
  height: number;
  formats: RecordedFormats;
  original_key: string;
  original_type: string;
  print_name: string | null;
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
    const known = await this.kept(photoId);
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
    const known = await this.kept(photoId);
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

  /** A photo's pixel size and whether it is a vector drawing, which prints sharp at any size. */
  async printSize(photoId: string): Promise<{ width: number; height: number; vector: boolean } | undefined> {
    const row = await this.source(photoId);
    return row && { width: row.width, height: row.height, vector: row.original_type === 'image/svg+xml' };
  }

  /**
   * The photo drawn as a print product, hung on a wall, as the shop shows a print: made from
   * its 960-pixel file (or its drawing) and kept under a public name.
   */
  async mockup(photoId: string, product: PrintProductKey, sizeKey: string): Promise<Mockup> {
    const row = await this.source(photoId);
    const size = findPrintSize(product, sizeKey);
    if (!row || !size) throw new Error(`No mock-up of ${photoId} as ${product} ${sizeKey}`);
    const jpeg = row.formats.find((format) => format.type === 'image/jpeg' || format.type === 'image/svg+xml')!;
    const file = jpeg.files.find((candidate) => candidate.width >= 960) ?? jpeg.files.at(-1)!;
    return this.keepMockup(await makePrintMockup(await this.read(file.name), product, size));
  }

  /**
   * Keeps a mock-up drawn elsewhere (Printful's generator), as the shop shows one: a WebP at
   * most `mockupLongSide` pixels on its long side, without metadata, under a public name.
   */
  async addMockup(image: Buffer): Promise<Mockup> {
    const webp = await sharp(image, { limitInputPixels: maxPhotoPixels })
      .rotate()
      .resize({ width: mockupLongSide, height: mockupLongSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return this.keepMockup(webp);
  }

  private async keepMockup(webp: Buffer): Promise<Mockup> {
    const { width, height } = await sharp(webp).metadata();
    const name = publicName(webp, width, 'image/webp');
    await this.storage.put(name, webp, 'image/webp');
    return { url: `${mediaPath}${name}`, width, height };
  }

  /**
   * The address, under `mediaPath`, of the file a print is made from: the photo at full size,
   * upright, in sRGB and without any metadata (so no location), as a high-quality JPEG; a vector
   * drawing is drawn at 24″ at 150 dpi. Made once, then kept under a public name.
   */
  async printFile(photoId: string): Promise<string> {
    const row = await this.source(photoId);
    if (!row) throw new Error(`No photo ${photoId} to print`);
    if (row.print_name) return `${mediaPath}${row.print_name}`;
    const original = await this.read(row.original_key);
    const vector = row.original_type === 'image/svg+xml';
    const scale = vector ? vectorPrintSide / Math.max(row.width, row.height) : 1;
    const image = vector
      ? sharp(original, { density: 72 * scale }).resize({ width: Math.round(row.width * scale) })
      : sharp(original, { limitInputPixels: maxPhotoPixels }).rotate();
    const bytes = await image
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
      .toBuffer();
    const name = publicName(bytes, Math.round(row.width * scale), 'image/jpeg');
    await this.storage.put(name, bytes, 'image/jpeg');
    await this.db.query('UPDATE media_photos SET print_name = $2 WHERE id = $1', [photoId, name]);
    return `${mediaPath}${name}`;
  }

  private async source(photoId: string): Promise<SourceRow | undefined> {
    const [row] = await this.db.query<SourceRow>(
      'SELECT width, height, formats, original_key, original_type, print_name FROM media_photos WHERE id = $1',
      [photoId],
    );
    return row;
  }

  private async read(key: string): Promise<Buffer> {
    const file = await this.storage.get(key);
    if (!file) throw new Error(`The media file ${key} is missing from storage`);
    return file.bytes;
  }

  /**
   * A photo recorded whose original is still in storage. One recorded whose files are gone (a
   * database restored without its photos, a bucket changed) is stored again when uploaded again.
   */
  private async kept(photoId: string): Promise<StoredPhoto | undefined> {
    const [row] = await this.db.query<Omit<PhotoRow, 'formats'> & { original_key: string }>(
      'SELECT id, width, height, original_key FROM media_photos WHERE id = $1',
      [photoId],
    );
    if (!row || !(await this.storage.get(row.original_key))) return undefined;
    return { photoId: row.id, width: row.width, height: row.height };
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
    // The same photo uploaded twice at once is recorded once; stored again, it names its files anew.
    await this.db.query(
      `INSERT INTO media_photos (id, width, height, formats, original_key, original_type, original_bytes)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET formats = EXCLUDED.formats, original_key = EXCLUDED.original_key`,
      [row.id, row.width, row.height, JSON.stringify(row.formats), original.key, original.type, original.bytes.length],
    );
    return { photoId: row.id, width: row.width, height: row.height };
  }
}
