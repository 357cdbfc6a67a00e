import { describe, expect, it } from 'vitest';
import { dropIndex, moveItem } from './reorder';

describe('reordering', () => {
  it('moves one item and keeps the others in their order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the list as it was for a place outside it', () => {
    expect(moveItem(['a', 'b'], 0, 2)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });

  it('drops a dragged row after every other row whose middle the pointer has passed', () => {
    const middles = [50, 150, 250];
    expect(dropIndex(middles, 10)).toBe(0);
    expect(dropIndex(middles, 151)).toBe(2);
    expect(dropIndex(middles, 900)).toBe(3);
  });
});
