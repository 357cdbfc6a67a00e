import { describe, expect, it } from 'vitest';
import { lookedAtMostEvery } from './looked-at-most-every';

describe('a look shared for a while', () => {
  it('serves every call within its time from one look, looks again after it or when told to forget, and keeps no failed look', async () => {
    let looks = 0;
    let failNext = false;
    const look = lookedAtMostEvery(60_000, async () => {
      looks += 1;
      if (failNext) throw new Error('the look failed');
      return looks;
    });

    expect(await Promise.all([look(), look(), look()])).toEqual([1, 1, 1]);
    look.forget();
    expect(await look()).toBe(2);

    look.forget();
    failNext = true;
    await expect(look()).rejects.toThrow('the look failed');
    failNext = false;
    expect(await look()).toBe(4);
    expect(await look()).toBe(4);
  });
});
