import type { CartItem } from 'shared-contracts/cart';
import type { Product, ProductList, Variant } from 'shared-contracts/catalog';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A product with one variant per colour and size, numbered from `firstId`, each with its colour's picture. */
function product(
  id: number,
  name: string,
  {
    firstId,
    price,
    imageStem,
    colors,
    sizes,
    designFile = 'default',
  }: {
    firstId: number;
    price: string;
    imageStem: string;
    colors: string[];
    sizes: string[];
    /** Printful's type of the design's file: `embroidery_{placement}` when stitched. */
    designFile?: string;
  },
): Product {
  const picture = (color: string) => `/catalog-images/${imageStem}-${slug(color)}.svg`;
  let variantId = firstId;
  const variants = colors.flatMap((color) =>
    sizes.map((size): Variant => ({
      id: variantId++,
      name: `${name} / ${color} / ${size}`,
      retail_price: price,
      currency: 'USD',
      color,
      size,
      files: [
        { type: designFile, preview_url: null },
        { type: 'preview', preview_url: picture(color) },
      ],
    })),
  );
  return { id, name, thumbnail: picture(colors[0] ?? ''), sync_variants: variants };
}

/** Variants 10101–10103: White, S to L, at 24.99. */
export const womensTee = product(101, "Walk by Faith Women's Relaxed T-Shirt", {
  firstId: 10101,
  price: '24.99',
  imageStem: 'womens-tee',
  colors: ['White'],
  sizes: ['S', 'M', 'L'],
});

/** Variants 10201–10220: Maroon, Dust, Navy and Vintage Black, five sizes each, at 54.99. */
export const sweatshirt = product(102, 'Rooted in Faith Embroidered Heavyweight Sweatshirt', {
  firstId: 10201,
  price: '54.99',
  imageStem: 'sweatshirt',
  colors: ['Maroon', 'Dust', 'Navy', 'Vintage Black'],
  sizes: ['S', 'M', 'L', 'XL', '2XL'],
  designFile: 'embroidery_chest_left',
});

/** Variant 10301: Black, M, at 22.99. */
export const minimalTee = product(103, 'Grace Upon Grace Minimalist T-Shirt', {
  firstId: 10301,
  price: '22.99',
  imageStem: 'minimal-tee',
  colors: ['Black'],
  sizes: ['M'],
});

/** A store's product list as get-printful-products answers it. */
export const productList: ProductList = { products: [womensTee, sweatshirt, minimalTee] };

/** The sweatshirt in size S, maroon, as a cart line: one at $54.99. */
export const sweatshirtLine: CartItem = {
  id: '102-10201',
  productId: 102,
  variantId: 10201,
  name: 'Sweatshirt',
  imageUrl: '',
  price: '54.99',
  currency: 'USD',
  size: 'S',
  color: 'Maroon',
  quantity: 1,
};
