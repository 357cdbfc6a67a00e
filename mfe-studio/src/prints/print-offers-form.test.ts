import type { Picture } from 'shared-contracts/artworks';
import { samplePicture } from 'shared-contracts/testing/pictures';
import { describe, expect, it } from 'vitest';
import { checkPrintOffers, formFromOffers, offerKey, printFileOf } from './print-offers-form';

const photo = (width: number, height: number): Picture => ({ ...samplePicture(1), width, height });

const drawing: Picture = {
  alt: '',
  width: 800,
  height: 1000,
  formats: [{ type: 'image/svg+xml', files: [{ url: '/media/d-800.svg', width: 800 }] }],
};

describe('the prints form', () => {
  it('sends the sizes she checked in the shop’s order, reading prices as she types them', () => {
    const form = formFromOffers([{ product: 'canvas', size: '12x16', price: 99.5 }]);
    form[offerKey('poster', '24x36')] = { offered: true, price: '1,250' };
    form[offerKey('framed-poster', '12x16')] = { offered: false, price: 'not sent' };

    expect(form[offerKey('canvas', '12x16')]).toEqual({ offered: true, price: '99.50' });
    expect(checkPrintOffers(form)).toEqual({
      ok: true,
      offers: [
        { product: 'poster', size: '24x36', price: 1250 },
        { product: 'canvas', size: '12x16', price: 99.5 },
      ],
    });
  });

  it('names each offer at fault by its key', () => {
    const form = formFromOffers([]);
    form[offerKey('poster', '12x16')] = { offered: true, price: '0' };
    form[offerKey('canvas', '18x24')] = { offered: true, price: 'twelve' };

    expect(checkPrintOffers(form)).toEqual({
      ok: false,
      errors: {
        'poster-12x16': 'Please enter a price above $0',
        'canvas-18x24': 'Please enter a price in dollars',
      },
    });
  });
});

describe('the file prints are made from', () => {
  const saved = { printMaster: null, printFile: { width: 3000, height: 4000, vector: true } };
  const master = { photoId: 'master-1', picture: photo(6000, 8000) };

  it('is the server’s while her choice of master is the one saved', () => {
    expect(printFileOf(saved, null, photo(3000, 4000))).toBe(saved.printFile);
    expect(printFileOf({ printMaster: master, printFile: saved.printFile }, master, undefined)).toBe(saved.printFile);
  });

  it('is read from the picture of a master just uploaded, or of the first photo once she stops using one', () => {
    expect(printFileOf(saved, master, undefined)).toEqual({ width: 6000, height: 8000, vector: false });
    const savedMaster = { printMaster: master, printFile: { width: 6000, height: 8000, vector: false } };
    expect(printFileOf(savedMaster, null, drawing)).toEqual({ width: 800, height: 1000, vector: true });
    expect(printFileOf(savedMaster, null, undefined)).toBeNull();
  });
});
