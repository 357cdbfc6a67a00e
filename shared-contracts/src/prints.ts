import * as z from 'zod/mini';
import { artworkAddressSchema, pictureSchema } from 'shared-contracts/artworks';
import { noInput, type FunctionRegistry } from 'shared-contracts/function-contract';
import { printProductKeys, printProducts, type PrintProduct } from 'shared-contracts/print-products';

/** A mock-up of the artwork on a product: one WebP image drawn on the server. */
export const mockupSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type Mockup = z.infer<typeof mockupSchema>;

/** One print a visitor can buy: a product in a size, at her price (US dollars), with its mock-up. */
export const printChoiceSchema = z.object({
  product: z.enum(printProductKeys),
  size: z.string(),
  /** `Framed poster, 12″ × 16″`. */
  label: z.string(),
  price: z.number(),
  mockup: mockupSchema,
});
export type PrintChoice = z.infer<typeof printChoiceSchema>;

/** An artwork offered as prints, as /prints lists it: from its lowest price. */
export const printListingSchema = z.object({
  slug: z.string(),
  title: z.string(),
  picture: pictureSchema,
  fromPrice: z.number(),
});
export type PrintListing = z.infer<typeof printListingSchema>;

/** A print's own page, /prints/{slug}: the artwork and every product and size she offers, each with its mock-up. */
export const printPageSchema = z.object({
  slug: z.string(),
  /** The piece's title. */
  title: z.string(),
  /** The piece's own description: the original's, shown as such. */
  aboutOriginal: z.string(),
  choices: z.array(printChoiceSchema).check(z.minLength(1)),
});
export type PrintPage = z.infer<typeof printPageSchema>;

/** The products the artwork is offered as, in the shop's order. */
export function offeredProducts(choices: readonly PrintChoice[]): PrintProduct[] {
  return printProducts.filter((product) => choices.some((choice) => choice.product === product.key));
}

/**
 * What a piece's prints are, for its page's description and structured data: the products and
 * the sizes offered, printed to order, and what they are prints of. Never the original's words.
 */
export function printsSummary(page: PrintPage, artistName: string): string {
  const products = offeredProducts(page.choices).map((product) => product.name.toLowerCase());
  const listed = products.length > 1 ? `${products.slice(0, -1).join(', ')} and ${products.at(-1)}` : products[0];
  return `Prints of “${page.title}”, a painting by ${artistName}: ${listed} prints, printed to order and shipped to your door.`;
}

/** The public calls of the prints: no session, nothing of hers but what she offers. */
export const printFunctions = {
  'get-prints': { request: noInput, response: z.object({ prints: z.array(printListingSchema) }) },
  'get-print': { request: artworkAddressSchema, response: z.object({ print: printPageSchema }) },
} as const satisfies FunctionRegistry;
