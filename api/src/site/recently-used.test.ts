import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './recently-used';

describe('a map of the most recently used entries', () => {
  it('keeps a value until it is the least recently used beyond its limit', () => {
    const kept = new RecentlyUsed<string, number>(2);
    let made = 0;
    const use = (key: string) => kept.use(key, () => ++made);
    expect([use('a'), use('b'), use('a')]).toEqual([1, 2, 1]);
    use('c');
    expect(use('a')).toBe(1);
    expect(use('b')).toBe(4);
  });

  it('tells whether a value is kept without making it more recently used', () => {
    const kept = new RecentlyUsed<string, number>(2);
    kept.use('a', () => 1);
    kept.use('b', () => 2);
    expect([kept.has('a'), kept.has('c')]).toEqual([true, false]);
    kept.use('c', () => 3);
    expect(kept.has('a')).toBe(false);
  });

  it('forgets a value only while it is still the one kept', () => {
    const kept = new RecentlyUsed<string, { page: string }>(5);
    const first = kept.use('/merch', () => ({ page: 'first' }));
    kept.forget('/merch', first);
    const second = kept.use('/merch', () => ({ page: 'second' }));
    kept.forget('/merch', first);
    expect(kept.use('/merch', () => ({ page: 'third' }))).toBe(second);
  });
});
