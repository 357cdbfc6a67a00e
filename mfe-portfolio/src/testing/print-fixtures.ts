import { printLabel } from 'shared-contracts/print-products';
import type { PrintChoice, PrintListing, PrintPage } from 'shared-contracts/prints';
import { samplePicture } from 'shared-contracts/testing/pictures';

/** A print of artwork N as get-print offers it: a product in a size, at a price, with its mock-up. */
export const printChoice = (
  number: number,
  product: PrintChoice['product'],
  size: string,
  price: number,
): PrintChoice => ({
  product,
  size,
  label: printLabel(product, size),
  price,
  mockup: { url: `/media/mockups/p${number}-${product}-${size}.webp`, width: 1200, height: 1500 },
});

/** Artwork N as get-prints lists it. */
export const printListing = (number: number, changes: Partial<PrintListing> = {}): PrintListing => ({
  slug: `artwork-${number}`,
  title: `Artwork Title ${number}`,
  picture: samplePicture(number, `Painting ${number}`),
  fromPrice: 45,
  ...changes,
});

/**
 * Artwork N's print page: a matte poster in two sizes, a framed poster in one (12″ × 16″) and a
 * canvas in another (16″ × 20″), so that switching product keeps the size or cannot.
 */
export const printPage = (number: number, changes: Partial<PrintPage> = {}): PrintPage => ({
  slug: `artwork-${number}`,
  title: `Artwork Title ${number}`,
  aboutOriginal: 'Acrylic on canvas, painted by hand in the studio.',
  choices: [
    printChoice(number, 'framed-poster', '12x16', 95),
    printChoice(number, 'poster', '16x20', 55),
    printChoice(number, 'poster', '12x16', 45),
    printChoice(number, 'canvas', '16x20', 120),
  ],
  ...changes,
});
