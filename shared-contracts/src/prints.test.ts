import { describe, expect, it } from 'vitest';
import { printLabel } from './print-products';
import { printsSummary, type PrintChoice, type PrintPage } from './prints';

const choice = (product: PrintChoice['product'], size: string, price: number): PrintChoice => ({
  product,
  size,
  label: printLabel(product, size),
  price,
  mockup: { url: `/media/${product}-${size}.webp`, width: 600, height: 800 },
});

const page = (choices: PrintChoice[]): PrintPage => ({
  slug: 'still-waters',
  title: 'Still Waters',
  aboutOriginal: 'A one-of-a-kind original painting, made by hand. Oil on Belgian linen, signed on the front.',
  choices,
});

describe('what a piece’s prints are', () => {
  it('names the products offered, made to order, and what they are prints of, never the original’s words', () => {
    const summary = printsSummary(
      page([choice('canvas', '16x20', 120), choice('poster', '12x16', 35), choice('framed-poster', '12x16', 85)]),
      'Grace',
    );
    expect(summary).toBe(
      'Prints of “Still Waters”, a painting by Grace: matte poster, framed poster and canvas prints, printed to order and shipped to your door.',
    );
    expect(summary).not.toMatch(/one-of-a-kind|Belgian linen|signed/);
  });

  it('names one product alone', () => {
    expect(printsSummary(page([choice('canvas', '16x20', 120)]), 'Grace')).toBe(
      'Prints of “Still Waters”, a painting by Grace: canvas prints, printed to order and shipped to your door.',
    );
  });
});
