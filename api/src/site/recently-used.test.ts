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

  it('forgets a value only while it is still the one kept', () => {
    const kept = new RecentlyUsed<string, { page: string }>(5);
    const first = kept.use('/merch', () => ({ page: 'first' }));
    kept.forget('/merch', first);
    const second = kept.use('/merch', () => ({ page: 'second' }));
    kept.forget('/merch', first);
    expect(kept.use('/merch', () => ({ page: 'third' }))).toBe(second);
  });
});
