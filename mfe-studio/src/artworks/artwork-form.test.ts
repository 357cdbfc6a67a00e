import { describe, expect, it } from 'vitest';
import { studioArtwork } from '../testing/studio-fixtures';
import { checkArtworkForm, emptyArtworkForm, formFromArtwork, sizeInWords } from './artwork-form';
import { readNumber } from '../ui/typed-numbers';

const filled = {
  ...emptyArtworkForm,
  title: '  Morning Psalm ',
  year: '2024',
  medium: 'Acrylic on canvas',
  widthIn: '16',
  heightIn: '20',
  price: '$1,250.50',
  status: 'available' as const,
};

describe('the artwork form', () => {
  it('reads prices and sizes as she types them, with dollar signs and thousands commas', () => {
    expect(readNumber('$1,250.50')).toBe(1250.5);
    expect(readNumber(' 16 ')).toBe(16);
    expect(readNumber('')).toBeUndefined();
    expect(readNumber('sixteen')).toBeNaN();
  });

  it('saves a filled-in form as the draft the server takes, trimmed, with no year when left empty', () => {
    const checked = checkArtworkForm({ ...filled, year: '' });
    expect(checked).toEqual({
      ok: true,
      draft: {
        title: 'Morning Psalm',
        year: null,
        medium: 'Acrylic on canvas',
        size: { widthIn: 16, heightIn: 20 },
        framed: false,
        description: '',
        price: 1250.5,
        shippingPrice: 0,
        status: 'available',
        photos: [],
      },
    });
  });

  it('keeps the id of the piece being edited', () => {
    const checked = checkArtworkForm(filled, 'art-1');
    expect(checked.ok && checked.draft.id).toBe('art-1');
  });

  it("names each field at fault with the server schema's own words", () => {
    const checked = checkArtworkForm({
      ...emptyArtworkForm,
      year: '20x4',
      widthIn: '0',
      price: '12.345',
      photos: [{ photoId: 'p1', alt: ' ', picture: studioArtwork(1).photos[0]!.picture }],
    });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toEqual({
      title: 'Please enter a title',
      year: 'Please enter the year as a number',
      'size.widthIn': 'Please enter a width above 0',
      'size.heightIn': 'Please enter the height in inches',
      price: 'Please enter the price in dollars and cents',
      'photos.0.alt': 'Please enter words that describe the photo',
    });
  });

  it('fills the form from a saved piece, and that form saves the same piece', () => {
    const artwork = studioArtwork(2, { year: 2023, price: 99.5 });
    const form = formFromArtwork(artwork);
    expect(form).toMatchObject({ year: '2023', price: '99.50', widthIn: '16', heightIn: '20' });
    const checked = checkArtworkForm(form, artwork.id);
    expect(checked.ok && checked.draft).toMatchObject({ id: artwork.id, price: 99.5, year: 2023 });
  });

  it('shows the size in centimetres only once both sides read as a size', () => {
    expect(sizeInWords({ widthIn: '16', heightIn: '20' })).toBe('16 × 20 in (40.6 × 50.8 cm)');
    expect(sizeInWords({ widthIn: '16', heightIn: '' })).toBeUndefined();
    expect(sizeInWords({ widthIn: '-1', heightIn: '20' })).toBeUndefined();
  });
});
