import * as z from 'zod/mini';

export const maxLineQuantity = 99;

/** One line of the cart, as the shop keeps it and sends it with an order. */
export const cartItemSchema = z.object({
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

export const cartLineId = (productId: number, variantId: number) => `${productId}-${variantId}`;
