import * as z from 'zod/mini';
import { dollarAmount } from 'shared-contracts/dollar-amount';

/**
 * The prints of her artworks Printful makes on demand: which products, in which sizes, and
 * what a photo must hold to print well on them.
 */

/** Below this a print looks soft at arm's length; the studio warns her. */
export const minPrintDpi = 150;

export const printProductKeys = ['poster', 'framed-poster', 'canvas'] as const;
export type PrintProductKey = (typeof printProductKeys)[number];

/** One size of a product, portrait: landscape artworks are printed on the same variant turned. */
export interface PrintSize {
  /** `12x16`: unique within its product. */
  key: string;
  /** `12″ × 16″`. */
  label: string;
  /** Printful's catalogue variant, what an order names. */
  printfulVariantId: number;
  widthIn: number;
  heightIn: number;
  /** The pixels a photo needs, width by height, to print this size at `minPrintDpi`. */
  minPixels: { width: number; height: number };
}

export interface PrintProduct {
  key: PrintProductKey;
  /** As the shop shows it. */
  name: string;
  /** What the print is, in the shop's words, for its page. */
  description: string;
  /** As Printful's catalogue names it. */
  printfulName: string;
  printfulProductId: number;
  sizes: readonly PrintSize[];
}

const size = (widthIn: number, heightIn: number, printfulVariantId: number): PrintSize => ({
  key: `${widthIn}x${heightIn}`,
  label: `${widthIn}″ × ${heightIn}″`,
  printfulVariantId,
  widthIn,
  heightIn,
  minPixels: { width: widthIn * minPrintDpi, height: heightIn * minPrintDpi },
});

/**
 * The variant ids were read in public code that orders these products through Printful's API,
 * not in Printful's catalogue itself: two or more projects agree on each, but canvas 12×16 (5)
 * and 18×24 (7) were found in one project each. `GET https://api.printful.com/products/{id}`
 * lists a product's variants, to confirm them.
 */
export const printProducts: readonly PrintProduct[] = [
  {
    key: 'poster',
    name: 'Matte poster',
    description: 'Printed on thick, museum-quality matte paper, ready for a frame of your choice.',
    printfulName: 'Enhanced Matte Paper Poster (in)',
    printfulProductId: 1,
    sizes: [size(12, 16, 1349), size(16, 20, 3877), size(18, 24, 1), size(24, 36, 2)],
  },
  {
    key: 'framed-poster',
    name: 'Framed poster',
    description: 'Printed on museum-quality matte paper in a black wooden frame, ready to hang.',
    printfulName: 'Enhanced Matte Paper Framed Poster (in)',
    printfulProductId: 2,
    // The black frame's variants; the white and wood frames have others.
    sizes: [size(12, 16, 1350), size(16, 20, 4399), size(18, 24, 3)],
  },
  {
    key: 'canvas',
    name: 'Canvas',
    description: 'Printed on canvas, stretched over a wooden frame and ready to hang.',
    printfulName: 'Canvas (in)',
    printfulProductId: 3,
    sizes: [size(12, 16, 5), size(16, 20, 6), size(18, 24, 7)],
  },
];

/** The product of that key: every key names one. */
export function findPrintProduct(product: PrintProductKey): PrintProduct {
  return printProducts.find((candidate) => candidate.key === product)!;
}

/** The size of a product with that key, if the product comes in it. */
export function findPrintSize(product: PrintProductKey, sizeKey: string): PrintSize | undefined {
  return findPrintProduct(product).sizes.find((each) => each.key === sizeKey);
}

/** A size turned to the photo's orientation: long side across for a landscape photo. */
export function orientPrintSize(
  photo: { width: number; height: number },
  { widthIn, heightIn }: Pick<PrintSize, 'widthIn' | 'heightIn'>,
): { widthIn: number; heightIn: number } {
  const [short, long] = widthIn <= heightIn ? [widthIn, heightIn] : [heightIn, widthIn];
  return photo.width > photo.height ? { widthIn: long, heightIn: short } : { widthIn: short, heightIn: long };
}

export interface PrintResolution {
  /** Whole dots per inch the photo gives when cropped to fill the size, rounded down. */
  dpi: number;
  /** Whether that reaches `minPrintDpi`. */
  enough: boolean;
}

/**
 * How sharp a photo prints at a size: cropped to fill it (turned to the photo's orientation), its
 * dpi is that of the side with fewer pixels per inch.
 */
export function printResolution(
  photo: { width: number; height: number },
  printSize: Pick<PrintSize, 'widthIn' | 'heightIn'>,
): PrintResolution {
  const { widthIn, heightIn } = orientPrintSize(photo, printSize);
  const dpi = Math.floor(Math.min(photo.width / widthIn, photo.height / heightIn));
  return { dpi, enough: dpi >= minPrintDpi };
}

/** A print she offers of an artwork: a product in one of its sizes, at her price in US dollars. */
export const printOfferSchema = z
  .object({
    product: z.enum(printProductKeys, 'Please choose a product'),
    size: z.string().check(z.maxLength(20)),
    price: dollarAmount('a price', { free: false, max: 10_000 }),
  })
  .check(
    z.refine((offer) => findPrintSize(offer.product, offer.size) !== undefined, {
      message: 'Please choose one of the sizes of this product',
      path: ['size'],
    }),
  );

export type PrintOffer = z.infer<typeof printOfferSchema>;

/** Every print she offers of one artwork: each product and size once. */
export const printOffersSchema = z
  .array(printOfferSchema)
  .check(
    z.refine(
      (offers) => new Set(offers.map((offer) => `${offer.product} ${offer.size}`)).size === offers.length,
      'Please offer each size of a product only once',
    ),
  );

/** `Framed poster, 12″ × 16″`: how a print is named beside its artwork's title. */
export function printLabel(product: PrintProductKey, sizeKey: string): string {
  return `${findPrintProduct(product).name}, ${findPrintSize(product, sizeKey)?.label ?? sizeKey}`;
}
