import * as z from 'zod/mini';
import { noInput, type FunctionRegistry } from 'shared-contracts/function-contract';

/** A file of a product variant; files of type 'preview' are the images shoppers see. */
export const variantFileSchema = z.object({
  type: z.string(),
  preview_url: z.nullable(z.string()),
});

/** A product variant as get-printful-products returns it (Printful's sync variant, trimmed). */
export const variantSchema = z.object({
  id: z.number(),
  name: z.string(),
  retail_price: z.string(),
  currency: z.string(),
  color: z.nullable(z.string()),
  size: z.nullable(z.string()),
  files: z.array(variantFileSchema),
});

export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  thumbnail: z.nullable(z.string()),
  sync_variants: z.array(variantSchema),
});

export const productListSchema = z.object({ products: z.array(productSchema) });

export type VariantFile = z.infer<typeof variantFileSchema>;
export type Variant = z.infer<typeof variantSchema>;
export type Product = z.infer<typeof productSchema>;
export type ProductList = z.infer<typeof productListSchema>;

export const checkInventoryRequestSchema = z.object({
  variantIds: z.array(z.number().check(z.int())).check(z.maxLength(500)),
});
export const inventorySchema = z.object({
  inventory: z.array(z.object({ variantId: z.number(), inStock: z.boolean() })),
});

export type CheckInventoryRequest = z.infer<typeof checkInventoryRequestSchema>;
export type Inventory = z.infer<typeof inventorySchema>;

/** The price shown when a product has no variant to take a price from. */
export const defaultVariantPrice = { amount: '25.00', currency: 'USD' } as const;

/** The images of a variant a shopper can look at. */
export function previewImages(variant: Variant): string[] {
  return variant.files
    .filter((file) => file.type === 'preview' && file.preview_url)
    .map((file) => file.preview_url as string);
}

/** Whether the variant is stitched rather than printed: Printful names embroidery files `embroidery_{placement}`. */
export function isEmbroidered(variant: Variant): boolean {
  return variant.files.some((file) => file.type.startsWith('embroidery'));
}

/** A garment in one sentence, as link previews and search engines show it. */
export function productSummary(product: Product, variant: Variant): string {
  const made = isEmbroidered(variant) ? 'embroidered' : 'printed';
  return `${product.name}: faith-inspired apparel, ${made} on demand and shipped to your door.`;
}

/** The product of a product page's address (`/merch/product/:productId`), if the list has it. */
export function productAt(products: readonly Product[], productId: string | undefined): Product | undefined {
  return products.find((product) => String(product.id) === productId);
}

/** The variants whose stock a page shows: every variant of the products it lists, in order. */
export function variantIdsOf(products: readonly Product[]): number[] {
  return products.flatMap((product) => product.sync_variants.map((variant) => variant.id));
}

/** The catalogue's functions. */
export const catalogFunctions = {
  'get-printful-products': { request: noInput, response: productListSchema },
  'check-inventory': { request: checkInventoryRequestSchema, response: inventorySchema },
} as const satisfies FunctionRegistry;
