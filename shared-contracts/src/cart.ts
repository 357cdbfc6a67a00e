import * as z from 'zod/mini';
import { giftCardCartItemSchema } from 'shared-contracts/offers';
import { printProductKeys, type PrintProductKey } from 'shared-contracts/print-products';

export const maxLineQuantity = 99;

/** One line of the cart, as the shop keeps it and sends it with an order. */
export const cartItemSchema = z.object({
  /** Merchandise lines carry no kind, as the original client sends them. */
  kind: z.optional(z.undefined()),
  /** The product id and variant id joined: one line per variant. */
  id: z.string().check(z.maxLength(100)),
  productId: z.number().check(z.int()),
  variantId: z.number().check(z.int()),
  name: z.string().check(z.maxLength(300)),
  imageUrl: z.string().check(z.maxLength(2000)),
  price: z.string().check(z.regex(/^\d+(\.\d{1,2})?$/, 'must be an amount such as 24.99')),
  currency: z.string().check(z.maxLength(10)),
  size: z.optional(z.nullable(z.string().check(z.maxLength(50)))),
  color: z.optional(z.nullable(z.string().check(z.maxLength(50)))),
  quantity: z
    .number()
    .check(
      z.int(`must be a whole number from 1 to ${maxLineQuantity}`),
      z.minimum(1, `must be a whole number from 1 to ${maxLineQuantity}`),
      z.maximum(maxLineQuantity, `must be a whole number from 1 to ${maxLineQuantity}`),
    ),
});

export type CartItem = z.infer<typeof cartItemSchema>;

const amount = z.string().check(z.regex(/^\d+(\.\d{1,2})?$/, 'must be an amount such as 24.99'));

/**
 * An original painting in the cart: one of a kind, so always one, shipped by the artist at the
 * shipping price she set for it. The server reads both prices again from her catalogue.
 */
export const originalCartItemSchema = z.object({
  kind: z.literal('original'),
  /** `original-{slug}`: one line per piece. */
  id: z.string().check(z.maxLength(140)),
  artworkSlug: z.string().check(z.maxLength(120)),
  name: z.string().check(z.maxLength(300)),
  imageUrl: z.string().check(z.maxLength(2000)),
  price: amount,
  shipping: amount,
  currency: z.string().check(z.maxLength(10)),
  quantity: z.literal(1, 'must be 1: each original is one of a kind'),
});

export type OriginalCartItem = z.infer<typeof originalCartItemSchema>;

/**
 * A print of one of her artworks, made on demand by the print shop: a product in a size. The
 * server reads its price again from what she offers.
 */
export const printCartItemSchema = z.object({
  kind: z.literal('print'),
  /** `print-{slug}-{product}-{size}`: one line per product and size of a piece. */
  id: z.string().check(z.maxLength(180)),
  artworkSlug: z.string().check(z.maxLength(120)),
  product: z.enum(printProductKeys),
  size: z.string().check(z.maxLength(20)),
  /** `Framed poster, 12″ × 16″`. */
  label: z.string().check(z.maxLength(100)),
  name: z.string().check(z.maxLength(300)),
  imageUrl: z.string().check(z.maxLength(2000)),
  price: amount,
  currency: z.string().check(z.maxLength(10)),
  quantity: cartItemSchema.shape.quantity,
});

export type PrintCartItem = z.infer<typeof printCartItemSchema>;

/** A line of her art: an original or a print; art pages ask the shop to add these. */
export const artCartItemSchema = z.discriminatedUnion('kind', [originalCartItemSchema, printCartItemSchema]);
export type ArtCartItem = z.infer<typeof artCartItemSchema>;

/** Any line of the cart: merchandise (as the original client sends it), an original, a print or a gift card. */
export const cartLineSchema = z.discriminatedUnion('kind', [
  cartItemSchema,
  originalCartItemSchema,
  printCartItemSchema,
  giftCardCartItemSchema,
]);
export type CartLine = z.infer<typeof cartLineSchema>;

export const originalLineId = (slug: string) => `original-${slug}`;

export const printLineId = (slug: string, product: PrintProductKey, size: string) => `print-${slug}-${product}-${size}`;

/** The refusal of a checkout for an original that another buyer holds or bought: nothing is charged. */
export const originalUnavailableMessage = (title: string) =>
  `“${title}” has just been reserved or sold to another buyer, so it cannot be bought now.`;

export const cartLineId = (productId: number, variantId: number) => `${productId}-${variantId}`;
