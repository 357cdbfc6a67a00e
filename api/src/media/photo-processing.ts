import { photoUpload } from 'shared-contracts/studio';
import sharp, { type Sharp } from 'sharp';

export type PhotoType = (typeof photoUpload.types)[number];
export type DerivativeType = 'image/avif' | 'image/webp' | 'image/jpeg';

/** A photo the site will not keep, with a sentence for the artist that says why. */
export class PhotoRefusedError extends Error {
  override name = 'PhotoRefusedError';
  constructor(
    /** 415 not a photo we take, 413 too large, 422 too many pixels or unreadable. */
    readonly statusCode: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Far above any camera's photo of a painting (a 12-megapixel phone, a 60-megapixel camera), and
 * low enough that decoding one stays within a few hundred megabytes of memory.
 */
export const maxPhotoPixels = 100_000_000;

/** The widths pages choose from with srcset: a phone, a laptop, a large screen, a sharp large screen. */
export const derivativeWidths = [480, 960, 1600, 2400] as const;

/** No side of a derivative is longer: WebP stops at 16383, and a panorama needs no more. */
const maxDerivativeSide = 8192;

/**
 * Best first: each browser takes the first its `<picture>` offers that it can show. AVIF's effort
 * 3, not sharp's default 4, keeps a 12-megapixel photo to seconds rather than tens of seconds
 * on two cores. JPEG is the fallback few browsers still fetch, so it is made the quick way.
 */
const encoders: { type: DerivativeType; encode(image: Sharp): Sharp }[] = [
  { type: 'image/avif', encode: (image) => image.avif({ quality: 50, effort: 3 }) },
  { type: 'image/webp', encode: (image) => image.webp({ quality: 80 }) },
  // JPEG has no transparency: a transparent PNG is shown on white.
  {
    type: 'image/jpeg',
    encode: (image) =>
      image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true, optimiseCoding: true }),
  },
];

export const derivativeTypes = encoders.map((encoder) => encoder.type);

export interface Derivative {
  type: DerivativeType;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  /** The original's own type, read from its bytes. */
  type: PhotoType;
  /** As shown, after the camera's orientation is applied. */
  width: number;
  height: number;
  /** Every format at every width, formats best first, each from narrow to wide. */
  derivatives: Derivative[];
}

const startsWith = (bytes: Buffer, text: string, at = 0) =>
  bytes.subarray(at, at + text.length).equals(Buffer.from(text, 'latin1'));

/** ISO media files (HEIC, AVIF) name their kind in the brand that follows `ftyp`. */
const isoBrand = (bytes: Buffer) => (startsWith(bytes, 'ftyp', 4) ? bytes.subarray(8, 12).toString('latin1') : '');

const accepted: { type: PhotoType; format: string; matches(bytes: Buffer): boolean }[] = [
  { type: 'image/jpeg', format: 'jpeg', matches: (bytes) => startsWith(bytes, '\xff\xd8\xff') },
  { type: 'image/png', format: 'png', matches: (bytes) => startsWith(bytes, '\x89PNG\r\n\x1a\n') },
  { type: 'image/webp', format: 'webp', matches: (bytes) => startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8) },
];

/** Images the artist may well try (an iPhone saves HEIC), named so that she knows what to change. */
const refused: { name: string; matches(bytes: Buffer): boolean }[] = [
  { name: 'HEIC', matches: (bytes) => /^(heic|heix|hevc|heim|heis)$/.test(isoBrand(bytes)) },
  { name: 'AVIF', matches: (bytes) => /^avi[fs]$/.test(isoBrand(bytes)) },
  { name: 'GIF', matches: (bytes) => startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a') },
  { name: 'TIFF', matches: (bytes) => startsWith(bytes, 'II*\0') || startsWith(bytes, 'MM\0*') },
];

const unreadable = () => new PhotoRefusedError(422, 'This image could not be read; it may be damaged.');

/** The widths to make: those of `derivativeWidths` the photo can fill, and at least one. */
function widthsFor(width: number, height: number): number[] {
  const widest = Math.max(1, Math.min(width, Math.floor((maxDerivativeSide * width) / height)));
  const widths = derivativeWidths.filter((candidate) => candidate <= widest);
  return widths.length ? widths : [widest];
}

/**
 * Checks an uploaded photo and makes the files pages show: upright (the camera's orientation
 * applied), in sRGB, without any of its metadata (no location, no camera), as AVIF, WebP and
 * JPEG at each width (or only the `types` asked for). The photo's size and pixel count are
 * checked before it is decoded.
 */
export async function processPhoto(
  bytes: Buffer,
  types: readonly DerivativeType[] = derivativeTypes,
): Promise<ProcessedPhoto> {
  if (bytes.length > photoUpload.maxBytes) {
    throw new PhotoRefusedError(413, `This photo is larger than ${photoUpload.maxBytes / (1024 * 1024)} MB.`);
  }
  // The type is read from the first bytes; whatever the browser declared is not consulted.
  const kind = accepted.find((candidate) => candidate.matches(bytes));
  if (!kind) {
    const known = refused.find((candidate) => candidate.matches(bytes));
    throw new PhotoRefusedError(
      415,
      known
        ? `This file is a ${known.name} image; only JPEG, PNG and WebP photos can be used.`
        : 'This file is not a JPEG, PNG or WebP image.',
    );
  }

  // Reads the header only; the pixel limit is ours to report, so sharp's is lifted here.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (metadata.format !== kind.format) throw unreadable();
  const pixels = metadata.width * metadata.height;
  if (pixels > maxPhotoPixels) {
    throw new PhotoRefusedError(
      422,
      `This image is ${Math.round(pixels / 1_000_000)} megapixels; photos of up to ${maxPhotoPixels / 1_000_000} megapixels can be used.`,
    );
  }

  const { width, height } = metadata.autoOrient;
  // Even one pixel across, a longer side than any format holds; a photo of a painting is never so thin.
  if (Math.max(width, height) > maxDerivativeSide * Math.min(width, height)) {
    throw new PhotoRefusedError(
      422,
      `This image is ${width} × ${height} pixels, too long and thin to show: crop it to the painting and try again.`,
    );
  }
  const widths = widthsFor(width, height);
  // Decoded once, at the widest size needed; every derivative is made from these pixels.
  const decoded = await sharp(bytes, { limitInputPixels: maxPhotoPixels })
    .rotate()
    .resize({ width: Math.max(...widths), withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unreadable();
    });
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };

  const derivatives = await Promise.all(
    encoders
      .filter(({ type }) => types.includes(type))
      .flatMap(({ type, encode }) =>
        widths.map(async (derivativeWidth): Promise<Derivative> => {
          const image = sharp(decoded.data, { raw }).resize({ width: derivativeWidth, withoutEnlargement: true });
          const { data, info } = await encode(image).toBuffer({ resolveWithObject: true });
          return { type, width: info.width, height: info.height, bytes: data };
        }),
      ),
  );
  return { type: kind.type, width, height, derivatives };
}
