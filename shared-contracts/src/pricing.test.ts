import { describe, expect, it } from 'vitest';
import {
  cartTotal,
  discountFit,
  formatCents,
  formatUsd,
  itemCount,
  priceOrder,
  priceOrderInCents,
  toCents,
  type DiscountTerms,
} from './pricing';

describe('pricing', () => {
  it('charges $9.99 shipping up to $50 and 8% tax on the subtotal', () => {
    expect(priceOrder([{ price: '24.99', quantity: 2 }])).toEqual({
      subtotal: 49.98,
      discount: 0,
      shipping: 9.99,
      tax: 4,
      total: 63.97,
      giftCard: 0,
      due: 63.97,
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

  it("writes every amount as the browser's own en-US dollar format does, rounding included", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [
      ...Array.from({ length: 200_001 }, (_, cents) => cents / 100),
      ...Array.from({ length: 20_001 }, (_, thousandths) => thousandths / 1000),
      1.005,
      2.675,
      0.125,
      4.35,
      999.995,
      999_999.999,
      12_345_678.9,
      -0.004,
      -0.005,
      -1.5,
      -1234.5,
    ];
    const signed = [...amounts, ...amounts.map((amount) => -amount).filter((amount) => amount !== 0)];
    const written = signed.filter((amount) => formatUsd(amount) !== intl.format(amount));
    expect(written.map((amount) => `${amount}: ${formatUsd(amount)}, not ${intl.format(amount)}`)).toEqual([]);
  });

  it('refuses a price that is not a number', () => {
    expect(() => toCents('free')).toThrow(RangeError);
  });

  it("adds an original's own shipping to the shop's rule for the other lines, and taxes the whole subtotal", () => {
    const original = { price: '1200.00', quantity: 1, shipping: '45.00' };
    expect(priceOrder([original])).toMatchObject({ subtotal: 1200, shipping: 45, tax: 96, total: 1341 });
    expect(priceOrder([original, { price: '24.99', quantity: 1 }])).toMatchObject({
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

describe('pricing with a discount code and a gift card', () => {
  const tee = { price: '30.00', quantity: 1 };
  const print = { kind: 'print', price: '40.00', quantity: 1 } as const;
  const original = { kind: 'original', price: '1000.00', quantity: 1, shipping: '50.00' } as const;
  const giftCard = { kind: 'gift-card', price: '50', quantity: 1 } as const;
  const percent = (value: number, appliesTo: DiscountTerms['appliesTo'] = 'everything'): DiscountTerms => ({
    kind: 'percent',
    value,
    appliesTo,
    minSubtotalCents: null,
  });
  const amountOff = (cents: number, appliesTo: DiscountTerms['appliesTo'] = 'everything'): DiscountTerms => ({
    kind: 'amount',
    value: cents,
    appliesTo,
    minSubtotalCents: null,
  });

  it('takes a percentage off only the lines it applies to, and taxes the discounted subtotal', () => {
    const totals = priceOrderInCents([tee, print], { discount: percent(15, 'prints') });
    expect(totals).toEqual({
      subtotalCents: 7000,
      discountCents: 600,
      shippingCents: 0,
      taxCents: 512,
      totalCents: 6912,
      giftCardCents: 0,
      dueCents: 6912,
    });
  });

  it('judges free shipping on the discounted subtotal: over $50 before, $50 or less after, pays shipping', () => {
    expect(priceOrderInCents([tee, print]).shippingCents).toBe(0);
    expect(priceOrderInCents([tee, print], { discount: amountOff(2000) }).shippingCents).toBe(999);
    expect(priceOrderInCents([tee, print], { discount: amountOff(1999) }).shippingCents).toBe(0);
  });

  it("never discounts an original's own shipping, and shares an everything discount between originals and print-shop lines", () => {
    const totals = priceOrderInCents([original, { price: '60.00', quantity: 1 }], { discount: percent(10) });
    expect(totals.discountCents).toBe(10600);
    // $6.00 of the discount falls on the $60 tee: $54 is still over $50, so its shipping stays free.
    expect(totals.shippingCents).toBe(5000);
    expect(totals.taxCents).toBe(Math.round((106000 - 10600) * 0.08));
  });

  it('caps a fixed amount at what the lines it applies to cost, so a total never goes below shipping and tax', () => {
    const totals = priceOrderInCents([tee], { discount: amountOff(5000, 'merch') });
    expect(totals.discountCents).toBe(3000);
    expect(totals.taxCents).toBe(0);
    expect(totals.totalCents).toBe(999);
  });

  it('takes a 100% code down to shipping alone', () => {
    expect(priceOrderInCents([print], { discount: percent(100, 'prints') }).totalCents).toBe(999);
  });

  it('rounds a percentage to the nearest cent', () => {
    expect(priceOrderInCents([{ price: '0.99', quantity: 1 }], { discount: percent(15) }).discountCents).toBe(15);
    expect(priceOrderInCents([{ price: '0.10', quantity: 1 }], { discount: percent(5) }).discountCents).toBe(1);
  });

  it('takes nothing off below the minimum subtotal, and applies from exactly the minimum', () => {
    const terms = { ...percent(10), minSubtotalCents: 7000 };
    expect(discountFit([tee], terms)).toBe('minimum-not-reached');
    expect(priceOrderInCents([tee], { discount: terms }).discountCents).toBe(0);
    expect(discountFit([tee, print], terms)).toBe('fits');
    expect(priceOrderInCents([tee, print], { discount: terms }).discountCents).toBe(700);
  });

  it('judges the minimum on the goods, a gift card in the cart not counting toward it', () => {
    const terms = { ...percent(10), minSubtotalCents: 5000 };
    expect(discountFit([tee, giftCard], terms)).toBe('minimum-not-reached');
  });

  it('says when nothing in the cart is what the code applies to, and never discounts a gift card', () => {
    expect(discountFit([tee], percent(10, 'prints'))).toBe('nothing-it-applies-to');
    expect(discountFit([giftCard], percent(10))).toBe('nothing-it-applies-to');
    const totals = priceOrderInCents([tee, giftCard], { discount: percent(10) });
    expect(totals.discountCents).toBe(300);
  });

  it('charges a gift card bought alone no shipping and no tax', () => {
    expect(priceOrderInCents([giftCard])).toMatchObject({ shippingCents: 0, taxCents: 0, totalCents: 5000 });
  });

  it('charges shipping and tax on the goods beside a gift card, not on the card', () => {
    expect(priceOrderInCents([tee, giftCard])).toMatchObject({
      subtotalCents: 8000,
      shippingCents: 999,
      taxCents: 240,
      totalCents: 9239,
    });
  });

  it('lets a gift card pay part of the total, the rest due on the card', () => {
    const totals = priceOrderInCents([tee], { giftCardBalanceCents: 2000 });
    expect(totals).toMatchObject({ totalCents: 4239, giftCardCents: 2000, dueCents: 2239 });
  });

  it('lets a gift card pay the whole total, keeping the rest of its balance', () => {
    const totals = priceOrderInCents([tee], { giftCardBalanceCents: 10000 });
    expect(totals).toMatchObject({ totalCents: 4239, giftCardCents: 4239, dueCents: 0 });
  });

  it('never lets a gift card pay for a gift card bought', () => {
    const totals = priceOrderInCents([tee, giftCard], { giftCardBalanceCents: 100000 });
    expect(totals).toMatchObject({ totalCents: 9239, giftCardCents: 4239, dueCents: 5000 });
  });

  it('applies the discount before the gift card: the card pays the discounted total', () => {
    const totals = priceOrderInCents([tee, print], { discount: percent(15, 'prints'), giftCardBalanceCents: 5000 });
    expect(totals).toMatchObject({ totalCents: 6912, giftCardCents: 5000, dueCents: 1912 });
  });
});
