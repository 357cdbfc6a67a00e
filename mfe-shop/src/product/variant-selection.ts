import { previewImages, type Product, type Variant } from 'shared-contracts/catalog';

/** The values in first-seen order, without repeats or blanks. */
export function distinct(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => !!value))];
}

/** Choosing a size keeps the colour: the variant with that size and the current colour. */
export function selectSize(variants: Variant[], current: Variant, size: string): Variant {
  return (
    variants.find((variant) => variant.size === size && variant.color === current.color) ??
    variants.find((variant) => variant.size === size) ??
    current
  );
}

/** Choosing a colour keeps the size: the variant with that colour and the current size. */
export function selectColor(variants: Variant[], current: Variant, color: string): Variant {
  return (
    variants.find((variant) => variant.color === color && variant.size === current.size) ??
    variants.find((variant) => variant.color === color) ??
    current
  );
}

// The heavyweight sweatshirt's pictures come from the site itself, one per colour.
const sweatshirtImages: [colour: string, file: string][] = [
  ['vintage black', 'sweatshirt-vintage-black'],
  ['black', 'sweatshirt-black'],
  ['dust', 'sweatshirt-dust'],
  ['maroon', 'sweatshirt-maroon'],
  ['navy', 'sweatshirt-navy'],
];

function isHeavyweightSweatshirt(product: Product): boolean {
  return /heavyweight sweatshirt/i.test(product.name);
}

/** The picture of a variant: the sweatshirt's by its colour, otherwise its first preview. */
export function variantImage(product: Product, variant: Variant): string | undefined {
  if (isHeavyweightSweatshirt(product) && variant.color) {
    const colour = variant.color.toLowerCase();
    const match = sweatshirtImages.find(([name]) => colour.includes(name));
    if (match) return `/catalog-images/${match[1]}.svg`;
  }
  return previewImages(variant)[0];
}

export interface GalleryImage {
  url: string;
  /** The variant that owns the picture: choosing the thumbnail selects it. */
  variant: Variant;
}

/** One entry per distinct picture, in variant order. */
export function galleryImages(product: Product): GalleryImage[] {
  const seen = new Map<string, GalleryImage>();
  for (const variant of product.sync_variants) {
    const url = variantImage(product, variant);
    if (url && !seen.has(url)) seen.set(url, { url, variant });
  }
  return [...seen.values()];
}

/** The variant to select for a thumbnail: its owner, in the current size when there is one. */
export function selectImage(product: Product, current: Variant, image: GalleryImage): Variant {
  return (
    product.sync_variants.find(
      (variant) => variantImage(product, variant) === image.url && variant.size === current.size,
    ) ?? image.variant
  );
}
