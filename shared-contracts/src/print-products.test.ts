import { describe, expect, it } from 'vitest';
import {
  findPrintSize,
  minPrintDpi,
  printOfferSchema,
  printOffersSchema,
  printProducts,
  printResolution,
} from './print-products';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the print products', () => {
  it('name each Printful variant once, portrait, with the pixels it needs at 150 dpi', () => {
    const sizes = printProducts.flatMap((product) => product.sizes);
    expect(new Set(sizes.map((size) => size.printfulVariantId)).size).toBe(sizes.length);
    for (const size of sizes) {
      expect(size.widthIn).toBeLessThanOrEqual(size.heightIn);
      expect(size.minPixels).toEqual({ width: size.widthIn * minPrintDpi, height: size.heightIn * minPrintDpi });
    }
    expect(findPrintSize('poster', '18x24')).toMatchObject({
      label: '18″ × 24″',
      printfulVariantId: 1,
      minPixels: { width: 2700, height: 3600 },
    });
  });

  it('find a size only in the product that comes in it', () => {
    expect(findPrintSize('poster', '24x36')?.printfulVariantId).toBe(2);
    expect(findPrintSize('framed-poster', '24x36')).toBeUndefined();
  });
});

describe('whether a photo is large enough to print', () => {
  const size = (product: 'poster' | 'canvas', key: string) => findPrintSize(product, key)!;

  it('gives a 2400 × 3200 photo 200 dpi at 12″ × 16″, and too few at 24″ × 36″', () => {
    expect(printResolution({ width: 2400, height: 3200 }, size('poster', '12x16'))).toEqual({ dpi: 200, enough: true });
    expect(printResolution({ width: 2400, height: 3200 }, size('poster', '24x36'))).toEqual({ dpi: 88, enough: false });
  });

  it('turns the size to a landscape photo', () => {
    expect(printResolution({ width: 3200, height: 2400 }, size('canvas', '12x16'))).toEqual({ dpi: 200, enough: true });
  });

  it('counts the side that runs short once the photo is cropped to the size', () => {
    expect(printResolution({ width: 3000, height: 3000 }, size('poster', '12x16'))).toEqual({ dpi: 187, enough: true });
    expect(printResolution({ width: 6000, height: 2000 }, size('poster', '12x16'))).toEqual({ dpi: 166, enough: true });
  });

  it('asks for 150 dpi exactly, rounding down', () => {
    expect(printResolution({ width: 1800, height: 2400 }, size('poster', '12x16'))).toEqual({ dpi: 150, enough: true });
    expect(printResolution({ width: 1799, height: 2400 }, size('poster', '12x16'))).toEqual({
      dpi: 149,
      enough: false,
    });
  });
});

describe('a print offer', () => {
  it('takes a size of the product at a price in dollars and cents', () => {
    for (const price of [45, 45.5, 0.01, 129.99, 10_000]) {
      expect(printOfferSchema.safeParse({ product: 'canvas', size: '16x20', price }).data).toEqual({
        product: 'canvas',
        size: '16x20',
        price,
      });
    }
  });

  it('refuses a price of nothing, below nothing, above $10,000 or with fractions of a cent', () => {
    const offer = (price: number) => printOfferSchema.safeParse({ product: 'poster', size: '12x16', price });
    expect(messages(offer(0))).toEqual(['price: Please enter a price above $0']);
    expect(messages(offer(-5))).toEqual(['price: Please enter a price above $0']);
    expect(messages(offer(10_000.01))).toEqual(['price: Please enter a price of at most $10,000']);
    expect(messages(offer(12.345))).toEqual(['price: Please enter the price in dollars and cents']);
  });

  it('refuses a size the product does not come in, and a product Printful does not make for her', () => {
    expect(messages(printOfferSchema.safeParse({ product: 'framed-poster', size: '24x36', price: 90 }))).toEqual([
      'size: Please choose one of the sizes of this product',
    ]);
    expect(messages(printOfferSchema.safeParse({ product: 'mug', size: '11oz', price: 20 }))).toEqual([
      'product: Please choose a product',
    ]);
  });
});

describe('the print offers of an artwork', () => {
  it('takes one size in several products', () => {
    const offers = [
      { product: 'poster', size: '18x24', price: 45 },
      { product: 'framed-poster', size: '18x24', price: 120 },
      { product: 'canvas', size: '18x24', price: 160 },
    ];
    expect(printOffersSchema.safeParse(offers).data).toEqual(offers);
  });

  it('refuses the same size of a product offered twice', () => {
    const offers = [
      { product: 'poster', size: '18x24', price: 45 },
      { product: 'poster', size: '18x24', price: 55 },
    ];
    expect(messages(printOffersSchema.safeParse(offers))).toEqual([': Please offer each size of a product only once']);
  });
});
