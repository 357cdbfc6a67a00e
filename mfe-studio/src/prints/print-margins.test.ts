import { describe, expect, it } from 'vitest';
import { formFromOffers, offerKey } from './print-offers-form';
import { costNote, costsByOffer, priceAllFromMarkup, priceFromMarkup, readMarkup } from './print-margins';

describe('her margins on Printful’s costs', () => {
  it('names the margin in dollars and as a share of her price, once the price reads as an amount', () => {
    expect(costNote(1195, '45')).toEqual({ text: 'Printful’s cost $11.95 · your margin $33.05 (73%)', loss: false });
    expect(costNote(1195, '$1,200')).toEqual({
      text: 'Printful’s cost $11.95 · your margin $1,188.05 (99%)',
      loss: false,
    });
    expect(costNote(1195, '11.95')).toEqual({ text: 'Printful’s cost $11.95 · your margin $0.00 (0%)', loss: false });
    for (const unread of ['', 'soon', '0']) {
      expect(costNote(1195, unread)).toEqual({ text: 'Printful’s cost $11.95', loss: false });
    }
  });

  it('says plainly when her price is below Printful’s cost', () => {
    expect(costNote(1195, '10')).toEqual({
      text: 'Printful’s cost $11.95 · below its cost: you would lose $1.95 on each',
      loss: true,
    });
  });

  it('prices from a markup on the cost, rounded up to a whole dollar', () => {
    expect(priceFromMarkup(1195, 60)).toBe(20);
    expect(priceFromMarkup(1000, 10)).toBe(11);
    expect(priceFromMarkup(1000, 0)).toBe(10);
    expect(priceFromMarkup(4450, 62.5)).toBe(73);
  });

  it('reads a markup in percent as she may type it, and names one it cannot take', () => {
    expect(readMarkup(' 60 ')).toEqual({ ok: true, percent: 60 });
    expect(readMarkup('62.5%')).toEqual({ ok: true, percent: 62.5 });
    expect(readMarkup('')).toEqual({ ok: false, error: 'Please enter the markup as a number of percent, such as 60' });
    expect(readMarkup('lots')).toEqual({
      ok: false,
      error: 'Please enter the markup as a number of percent, such as 60',
    });
    expect(readMarkup('-5')).toEqual({ ok: false, error: 'Please enter a markup of 0% or more' });
    expect(readMarkup('2000')).toEqual({ ok: false, error: 'Please enter a markup of at most 1000%' });
  });

  it('fills in the price of every size Printful gives a cost for, keeping which sizes she offers', () => {
    const form = formFromOffers([{ product: 'poster', size: '12x16', price: 45 }]);
    const costs = costsByOffer([
      { product: 'poster', size: '12x16', costCents: 1195 },
      { product: 'canvas', size: '18x24', costCents: 4450 },
    ]);

    const priced = priceAllFromMarkup(form, costs, 60);

    expect(priced[offerKey('poster', '12x16')]).toEqual({ offered: true, price: '20' });
    expect(priced[offerKey('canvas', '18x24')]).toEqual({ offered: false, price: '72' });
    expect(priced[offerKey('poster', '16x20')]).toEqual(form[offerKey('poster', '16x20')]);
  });
});
