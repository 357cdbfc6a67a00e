import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('the rate limiter', () => {
  const limit = { max: 3, windowMs: 60_000 };

  it('lets max requests through per window and says how long to wait after that', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    expect([limiter.take('a', limit), limiter.take('a', limit), limiter.take('a', limit)]).toEqual([0, 0, 0]);
    now = 10_000;
    expect(limiter.take('a', limit)).toBe(50);
    expect(limiter.take('b', limit)).toBe(0);
    now = 60_001;
    expect(limiter.take('a', limit)).toBe(0);
  });

  it('forgets the oldest callers beyond its size', () => {
    const limiter = new RateLimiter(() => 0, 2);
    limiter.take('a', { max: 1, windowMs: 1000 });
    limiter.take('b', { max: 1, windowMs: 1000 });
    limiter.take('c', { max: 1, windowMs: 1000 });
    expect(limiter.take('a', { max: 1, windowMs: 1000 })).toBe(0);
  });
});
