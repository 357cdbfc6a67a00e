import { describe, expect, it } from 'vitest';
import { printChoice, printPage } from '../testing/print-fixtures';
import { offeredProducts } from 'shared-contracts/prints';
import { cheapestChoice, chooseProduct, chooseSize, mockupAlt, offeredSizes } from './print-choices';

const { choices } = printPage(1);
const choice = (product: string, size: string) =>
  choices.find((each) => each.product === product && each.size === size)!;

describe('choosing a print', () => {
  it('offers the products and sizes she offers, in the shop’s order, smallest size first', () => {
    expect(offeredProducts(choices).map((product) => product.name)).toEqual([
      'Matte poster',
      'Framed poster',
      'Canvas',
    ]);
    expect(offeredSizes(choices, 'poster').map((size) => size.label)).toEqual(['12″ × 16″', '16″ × 20″']);
    expect(offeredSizes(choices, 'canvas').map((size) => size.key)).toEqual(['16x20']);
    expect(offeredProducts([printChoice(1, 'canvas', '12x16', 80)]).map((product) => product.key)).toEqual(['canvas']);
  });

  it('opens on the cheapest print, the price the list says it starts from', () => {
    expect(cheapestChoice(choices)).toBe(choice('poster', '12x16'));
  });

  it('keeps the size when switching product if that product comes in it, else takes its smallest', () => {
    expect(chooseProduct(choices, choice('poster', '12x16'), 'framed-poster')).toBe(choice('framed-poster', '12x16'));
    expect(chooseProduct(choices, choice('poster', '12x16'), 'canvas')).toBe(choice('canvas', '16x20'));
    expect(chooseProduct(choices, choice('canvas', '16x20'), 'poster')).toBe(choice('poster', '16x20'));
  });

  it('changes the size within the product', () => {
    expect(chooseSize(choices, choice('poster', '12x16'), '16x20')).toBe(choice('poster', '16x20'));
  });

  it('describes the mock-up in words', () => {
    expect(mockupAlt('Sunrise', choice('framed-poster', '12x16'))).toBe('“Sunrise” as a framed poster, 12″ × 16″');
  });
});
