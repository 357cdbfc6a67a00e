import type { Product, Variant } from 'shared-contracts/catalog';

/**
 * The three sample products of the business, sold when no Printful store is configured; the
 * tests' Printful stand-in serves them too. Their images (./images/) are served by the site
 * under /catalog-images/.
 */
export interface SampleVariant extends Variant {
  /** Printful's availability_status: active, out_of_stock, temporary_out_of_stock, discontinued. */
  availability_status: string;
}

export interface SampleProduct extends Product {
  sync_variants: SampleVariant[];
}

const image = (file: string) => `/catalog-images/${file}.svg`;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function variants(options: {
  productName: string;
  imageStem: string;
  firstId: number;
  price: string;
  colors: string[];
  sizes: string[];
  outOfStock?: string[];
  /** Printful's type of the design's file: `default` for a front print, `embroidery_{placement}` when stitched. */
  designFile?: string;
}): SampleVariant[] {
  let id = options.firstId;
  return options.colors.flatMap((color) =>
    options.sizes.map((size) => {
      const preview = image(`${options.imageStem}-${slug(color)}`);
      return {
        id: id++,
        name: `${options.productName} / ${color} / ${size}`,
        retail_price: options.price,
        currency: 'USD',
        color,
        size,
        files: [
          { type: options.designFile ?? 'default', preview_url: null },
          { type: 'preview', preview_url: preview },
        ],
        availability_status: options.outOfStock?.includes(`${color} / ${size}`) ? 'out_of_stock' : 'active',
      };
    }),
  );
}

const sizes = ['S', 'M', 'L', 'XL', '2XL'];

export const sampleCatalog: SampleProduct[] = [
  {
    id: 101,
    name: "Walk by Faith Women's Relaxed T-Shirt",
    thumbnail: image('womens-tee-white'),
    sync_variants: variants({
      productName: "Walk by Faith Women's Relaxed T-Shirt",
      imageStem: 'womens-tee',
      firstId: 10101,
      price: '24.99',
      colors: ['White', 'Heather Lilac'],
      sizes,
    }),
  },
  {
    id: 102,
    name: 'Rooted in Faith Embroidered Heavyweight Sweatshirt',
    thumbnail: image('sweatshirt-maroon'),
    sync_variants: variants({
      productName: 'Rooted in Faith Embroidered Heavyweight Sweatshirt',
      imageStem: 'sweatshirt',
      firstId: 10201,
      price: '54.99',
      colors: ['Maroon', 'Dust', 'Navy', 'Vintage Black'],
      sizes,
      outOfStock: ['Vintage Black / 2XL'],
      designFile: 'embroidery_chest_left',
    }),
  },
  {
    id: 103,
    name: 'Grace Upon Grace Minimalist T-Shirt',
    thumbnail: image('minimal-tee-black'),
    sync_variants: variants({
      productName: 'Grace Upon Grace Minimalist T-Shirt',
      imageStem: 'minimal-tee',
      firstId: 10301,
      price: '22.99',
      colors: ['Black', 'White', 'Natural'],
      sizes: ['S', 'M', 'L', 'XL'],
    }),
  },
];
