import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('a count with the word for it', () => {
  it('says one of a thing, none or many of them, with thousands grouped', () => {
    expect(plural(1, 'order', 'orders')).toBe('1 order');
    expect(plural(0, 'order', 'orders')).toBe('0 orders');
    expect(plural(1204, 'visit', 'visits')).toBe('1,204 visits');
  });
});
