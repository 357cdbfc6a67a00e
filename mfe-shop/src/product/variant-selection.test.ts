import type { Product } from 'shared-contracts/catalog';
import { describe, expect, it } from 'vitest';
import { sweatshirt } from '../testing/products';
import { distinct, galleryImages, selectColor, selectImage, selectSize, variantImage } from './variant-selection';

const variant = (id: number) => sweatshirt.sync_variants.find((candidate) => candidate.id === id)!;

describe('choosing a variant', () => {
  it('lists sizes and colours once each, in catalogue order', () => {
    expect(distinct(sweatshirt.sync_variants.map((v) => v.size))).toEqual(['S', 'M', 'L', 'XL', '2XL']);
    expect(distinct(sweatshirt.sync_variants.map((v) => v.color))).toEqual(['Maroon', 'Dust', 'Navy', 'Vintage Black']);
  });

  it('keeps the colour when the size changes', () => {
    const navySmall = variant(10211);
    expect(selectSize(sweatshirt.sync_variants, navySmall, 'XL')).toMatchObject({ color: 'Navy', size: 'XL' });
  });

  it('keeps the size when the colour changes', () => {
    const maroonLarge = variant(10203);
    expect(selectColor(sweatshirt.sync_variants, maroonLarge, 'Dust')).toMatchObject({ color: 'Dust', size: 'L' });
  });

  it('falls back to the first variant of the chosen value when the combination does not exist', () => {
    const product: Product = {
      id: 1,
      name: 'Tee',
      thumbnail: null,
      sync_variants: [
        {
          id: 1,
          name: 'Tee / Black / S',
          retail_price: '20.00',
          currency: 'USD',
          color: 'Black',
          size: 'S',
          files: [],
        },
        {
          id: 2,
          name: 'Tee / White / M',
          retail_price: '20.00',
          currency: 'USD',
          color: 'White',
          size: 'M',
          files: [],
        },
      ],
    };
    expect(selectSize(product.sync_variants, product.sync_variants[0]!, 'M').id).toBe(2);
  });

  it("shows the sweatshirt in its colour's own picture", () => {
    expect(variantImage(sweatshirt, variant(10216))).toBe('/catalog-images/sweatshirt-vintage-black.svg');
    expect(variantImage(sweatshirt, { ...variant(10216), color: 'Black' })).toBe(
      '/catalog-images/sweatshirt-black.svg',
    );
    expect(variantImage(sweatshirt, variant(10206))).toBe('/catalog-images/sweatshirt-dust.svg');
  });

  it('offers one thumbnail per distinct picture, and choosing one selects its variant in the current size', () => {
    const images = galleryImages(sweatshirt);
    expect(images.map((image) => image.url)).toEqual([
      '/catalog-images/sweatshirt-maroon.svg',
      '/catalog-images/sweatshirt-dust.svg',
      '/catalog-images/sweatshirt-navy.svg',
      '/catalog-images/sweatshirt-vintage-black.svg',
    ]);
    const maroonMedium = variant(10202);
    expect(selectImage(sweatshirt, maroonMedium, images[2]!)).toMatchObject({ color: 'Navy', size: 'M' });
  });
});
