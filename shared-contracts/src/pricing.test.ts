import { describe, expect, it } from 'vitest';
import { cartTotal, formatCents, formatUsd, itemCount, priceOrder, priceOrderInCents, toCents } from './pricing';

describe('pricing', () => {
  it('charges $9.99 shipping up to $50 and 8% tax on the subtotal', () => {
    expect(priceOrder([{ price: '24.99', quantity: 2 }])).toEqual({
      subtotal: 49.98,
      shipping: 9.99,
      tax: 4,
      total: 63.97,
    });
  });

  it('ships free when the subtotal is over $50, not at exactly $50', () => {
    expect(priceOrder([{ price: '54.99', quantity: 1 }]).shipping).toBe(0);
    expect(priceOrder([{ price: '25.00', quantity: 2 }]).shipping).toBe(9.99);
    expect(priceOrder([{ price: '25.01', quantity: 2 }]).shipping).toBe(0);
  });

  it('adds cents exactly, with no floating-point drift', () => {
    const totals = priceOrderInCents([
      { price: '0.10', quantity: 3 },
      { price: '22.99', quantity: 3 },
    ]);
    expect(totals.subtotalCents).toBe(6927);
    expect(totals.taxCents).toBe(554);
    expect(totals.totalCents).toBe(7481);
  });

  it('rounds tax to the nearest cent', () => {
    expect(priceOrderInCents([{ price: '22.99', quantity: 1 }]).taxCents).toBe(184);
  });

  it('totals the cart and counts its items', () => {
    const lines = [
      { price: '24.99', quantity: 2 },
      { price: '54.99', quantity: 1 },
    ];
    expect(cartTotal(lines)).toBe(104.97);
    expect(itemCount(lines)).toBe(3);
  });

  it('formats amounts with a dollar sign, thousands grouped and two decimals', () => {
    expect(formatUsd(9.9)).toBe('$9.90');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(1200)).toBe('$1,200.00');
    expect(formatUsd(1492.2)).toBe('$1,492.20');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
    expect(formatCents(149220)).toBe('$1,492.20');
  });

  it('refuses a price that is not a number', () => {
    expect(() => toCents('free')).toThrow(RangeError);
  });

  it("adds an original's own shipping to the shop's rule for the other lines, and taxes the whole subtotal", () => {
    const original = { price: '1200.00', quantity: 1, shipping: '45.00' };
    expect(priceOrder([original])).toEqual({ subtotal: 1200, shipping: 45, tax: 96, total: 1341 });
    expect(priceOrder([original, { price: '24.99', quantity: 1 }])).toEqual({
      subtotal: 1224.99,
      shipping: 54.99,
      tax: 98,
      total: 1377.98,
    });
    expect(
      priceOrder([
        { ...original, shipping: '0' },
        { price: '54.99', quantity: 1 },
      ]).shipping,
    ).toBe(0);
  });
});
