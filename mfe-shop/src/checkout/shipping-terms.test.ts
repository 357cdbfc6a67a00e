import { specPrices } from 'shared-contracts/pricing';
import { giftCardCartLine, originalCartLine } from 'shared-contracts/testing/cart-lines';
import { describe, expect, it } from 'vitest';
import { sweatshirtLine } from '../testing/products';
import { shippingTerms, shopShippingTerms } from './shipping-terms';

describe('the shipping terms of a cart', () => {
  it('are the shop’s free shipping over $50 and 30-day returns for merchandise and prints', () => {
    expect(shippingTerms([sweatshirtLine], specPrices)).toBe('Free shipping on orders over $50 • 30-day returns');
  });

  it('name the shipping the artist charges for an original, never the shop’s free shipping', () => {
    expect(shippingTerms([originalCartLine()], specPrices)).toBe(
      'The original is packed and shipped by the artist for $45.00',
    );
    expect(shippingTerms([originalCartLine('a', 'A', '100.00', '0.00')], specPrices)).toBe(
      'The original is packed and shipped by the artist, free',
    );
    expect(shippingTerms([originalCartLine('a'), originalCartLine('b', 'B', '90.00', '30.00')], specPrices)).toBe(
      'The originals are packed and shipped by the artist for $75.00',
    );
  });

  it('say which terms are for which lines in a cart of both', () => {
    expect(shippingTerms([sweatshirtLine, originalCartLine()], specPrices)).toBe(
      'Prints and merch: free shipping on orders over $50 • 30-day returns. The original is packed and shipped by the artist for $45.00',
    );
  });

  it('name her free-shipping threshold once she has set her own', () => {
    const rates = { ...specPrices, freeShippingOverCents: 10000 };
    expect(shippingTerms([sweatshirtLine], rates)).toBe('Free shipping on orders over $100 • 30-day returns');
    expect(shippingTerms([sweatshirtLine, originalCartLine()], rates)).toBe(
      'Prints and merch: free shipping on orders over $100 • 30-day returns. The original is packed and shipped by the artist for $45.00',
    );
    expect(shopShippingTerms({ ...specPrices, freeShippingOverCents: 7550 })).toBe(
      'Free shipping on orders over $75.50 • 30-day returns',
    );
  });

  it('say that gift cards are e-mailed, not shipped, in a cart of gift cards alone', () => {
    expect(shippingTerms([giftCardCartLine(), giftCardCartLine('25', undefined, 'gift-card-2')], specPrices)).toBe(
      'Gift cards are sent by e-mail on the day you chose.',
    );
  });

  it('leave a gift card out of the terms of the goods beside it', () => {
    expect(shippingTerms([giftCardCartLine(), sweatshirtLine], specPrices)).toBe(
      'Free shipping on orders over $50 • 30-day returns',
    );
    expect(shippingTerms([giftCardCartLine(), originalCartLine()], specPrices)).toBe(
      'The original is packed and shipped by the artist for $45.00',
    );
  });
});
