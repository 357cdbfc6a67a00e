import * as z from 'zod/mini';
import { artworkAddressSchema, pictureSchema } from './artworks';
import { noInput, type FunctionRegistry } from './function-contract';
import { printProductKeys } from './print-products';

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
  title: z.string(),
  description: z.string(),
  choices: z.array(printChoiceSchema).check(z.minLength(1)),
});
export type PrintPage = z.infer<typeof printPageSchema>;

/** The public calls of the prints: no session, nothing of hers but what she offers. */
export const printFunctions = {
  'get-prints': { request: noInput, response: z.object({ prints: z.array(printListingSchema) }) },
  'get-print': { request: artworkAddressSchema, response: z.object({ print: printPageSchema }) },
} as const satisfies FunctionRegistry;
