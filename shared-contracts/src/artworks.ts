import * as z from 'zod/mini';
import { noInput, type FunctionRegistry } from 'shared-contracts/function-contract';

/** One file of a picture at one width: `/media/3f2a…-960.avif`. */
export const pictureFileSchema = z.object({ url: z.string(), width: z.number() });

/**
 * A picture as pages draw it: one `<source>` per format, best first, and the last format as
 * the `<img>` every browser can show. Width and height are the picture's own, so the page
 * keeps its place before the file arrives.
 */
export const pictureSchema = z.object({
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  formats: z
    .array(
      z.object({
        type: z.enum(['image/avif', 'image/webp', 'image/jpeg', 'image/svg+xml']),
        files: z.array(pictureFileSchema).check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
});

export type PictureFile = z.infer<typeof pictureFileSchema>;
export type Picture = z.infer<typeof pictureSchema>;

/** An artwork's status, as the studio names it. Only Available and Sold pieces are shown publicly. */
export const artworkStatuses = ['draft', 'available', 'sold', 'not_for_sale'] as const;
export type ArtworkStatus = (typeof artworkStatuses)[number];

export const artworkStatusLabels: Record<ArtworkStatus, string> = {
  draft: 'Draft',
  available: 'Available',
  sold: 'Sold',
  not_for_sale: 'Not for sale',
};

/** Statuses a visitor sees. */
export const publicArtworkStatuses = ['available', 'sold'] as const satisfies readonly ArtworkStatus[];

/** Size in inches, width by height. */
export const artworkSizeSchema = z.object({
  widthIn: z.number().check(z.positive(), z.lte(1000)),
  heightIn: z.number().check(z.positive(), z.lte(1000)),
});

export type ArtworkSize = z.infer<typeof artworkSizeSchema>;

const inches = (value: number) => String(Math.round(value * 100) / 100);
const centimetres = (value: number) => (Math.round(value * 2.54 * 10) / 10).toFixed(1);

/** `16 × 20 in (40.6 × 50.8 cm)`. */
export function formatArtworkSize({ widthIn, heightIn }: ArtworkSize): string {
  return `${inches(widthIn)} × ${inches(heightIn)} in (${centimetres(widthIn)} × ${centimetres(heightIn)} cm)`;
}

/** What a piece is, for visitors and in the studio alike. */
export const artworkDetailsSchema = z.object({
  slug: z.string(),
  title: z.string(),
  year: z.nullable(z.number()),
  medium: z.string(),
  size: artworkSizeSchema,
  framed: z.boolean(),
  description: z.string(),
  /** In US dollars. */
  price: z.number(),
  /** What the artist charges to pack and ship the original, in US dollars; 0 when she ships it free. */
  shippingPrice: z.number(),
});

/** A piece as visitors see it, on /fine-art and on its own page: Reserved while a buyer's payment is under way. */
export const publicArtworkSchema = z.object({
  ...artworkDetailsSchema.shape,
  status: z.enum([...publicArtworkStatuses, 'reserved']),
  photos: z.array(pictureSchema),
});

export type PublicArtwork = z.infer<typeof publicArtworkSchema>;

/** The addresses a piece's slug may take: lower-case words joined by hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const artworkAddressSchema = z.object({ slug: z.string().check(z.maxLength(120), z.regex(slugPattern)) });

/** The pictures of the home and about pages the artist can replace. */
export const sitePhotoSlots = ['studio', 'portrait'] as const;
export type SitePhotoSlot = (typeof sitePhotoSlots)[number];

export const sitePhotosSchema = z.object({ studio: z.nullable(pictureSchema), portrait: z.nullable(pictureSchema) });
export type SitePhotos = z.infer<typeof sitePhotosSchema>;

/** The public catalogue of her art, and the photos of her pages. */
export const artworkFunctions = {
  'get-artworks': { request: noInput, response: z.object({ artworks: z.array(publicArtworkSchema) }) },
  'get-artwork': {
    request: artworkAddressSchema,
    /** With the lowest price of her prints of the piece, in US dollars; null when she offers none. */
    response: z.object({ artwork: publicArtworkSchema, printsFrom: z.nullable(z.number()) }),
  },
  'get-site-photos': { request: noInput, response: sitePhotosSchema },
} as const satisfies FunctionRegistry;

const srcSetOf = (files: readonly PictureFile[]) => files.map((file) => `${file.url} ${file.width}w`).join(', ');

/**
 * What a `<picture>` element needs: a `<source>` for each format but the last, best first, and
 * an `<img>` of the last format, which every browser shows, with the picture's own size.
 */
export function pictureElements(picture: Picture) {
  const fallback = picture.formats[picture.formats.length - 1]!;
  const widest = fallback.files.reduce((wide, file) => (file.width > wide.width ? file : wide));
  return {
    sources: picture.formats.slice(0, -1).map((format) => ({ type: format.type, srcSet: srcSetOf(format.files) })),
    img: {
      src: widest.url,
      srcSet: srcSetOf(fallback.files),
      width: picture.width,
      height: picture.height,
      alt: picture.alt,
    },
  };
}
