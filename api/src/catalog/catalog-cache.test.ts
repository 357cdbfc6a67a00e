import pino from 'pino';
import { sampleCatalog } from './sample-catalog';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PrintfulCatalog } from './printful-catalog';
import { PrintfulClient } from '../printful/printful-client';
import { PrintfulStandIn } from '../testing/printful-standin';
import { CatalogCache, CatalogUnavailableError } from './catalog-cache';

const log = pino({ level: 'silent' });

describe('the catalogue cache in front of Printful', () => {
  let printful: PrintfulStandIn;
  let clock: number;
  const cacheWithTtl = (ttlMs: number) =>
    new CatalogCache(new PrintfulCatalog(new PrintfulClient({ token: printful.token, baseUrl: printful.url })), {
      ttlMs,
      log,
      now: () => clock,
    });
  const upstreamCalls = () => printful.calls.list + printful.calls.detail;

  beforeAll(async () => {
    printful = await new PrintfulStandIn(sampleCatalog).start();
  });
  afterAll(() => printful.stop());
  beforeEach(() => {
    clock = 1_000_000;
    printful.latencyMs = 0;
    printful.rateLimit.remaining = 0;
    Object.assign(printful.calls, { list: 0, detail: 0, createOrder: 0, findOrder: 0 });
  });

  it('answers many concurrent visitors with one upstream fetch', async () => {
    printful.latencyMs = 30;
    const cache = cacheWithTtl(60_000);

    const answers = await Promise.all(Array.from({ length: 25 }, () => cache.products()));

    expect(answers.every((products) => products.length === 3)).toBe(true);
    expect(printful.calls).toMatchObject({ list: 2, detail: 3 });
  });

  it('serves from memory within the TTL', async () => {
    const cache = cacheWithTtl(60_000);
    await cache.products();
    const afterFirst = upstreamCalls();

    clock += 59_000;
    await cache.products();

    expect(upstreamCalls()).toBe(afterFirst);
  });

  it('serves the stale copy after the TTL while one background refresh runs', async () => {
    const cache = cacheWithTtl(60_000);
    const first = await cache.products();
    const afterFirst = upstreamCalls();
    printful.latencyMs = 50;

    clock += 61_000;
    const stale = await Promise.all([cache.products(), cache.products(), cache.products()]);

    expect(stale.every((products) => products === first)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(upstreamCalls() - afterFirst).toBe(5);
    expect(await cache.products()).not.toBe(first);
  });

  it('reports a rate limit when Printful answers 429 and nothing is cached, then stays quiet until Retry-After', async () => {
    printful.rateLimit = { remaining: 1, retryAfterSeconds: 20 };
    const cache = cacheWithTtl(60_000);

    await expect(cache.products()).rejects.toMatchObject({ retryAfterSeconds: 20 });
    const callsAfter429 = upstreamCalls();

    clock += 10_000;
    await expect(cache.products()).rejects.toBeInstanceOf(CatalogUnavailableError);
    expect(upstreamCalls()).toBe(callsAfter429);

    clock += 11_000;
    expect(await cache.products()).toHaveLength(3);
  });

  it('keeps serving the cached copy when a refresh is rate limited', async () => {
    const cache = cacheWithTtl(60_000);
    const first = await cache.products();
    printful.rateLimit = { remaining: 10, retryAfterSeconds: 30 };

    clock += 61_000;
    expect(await cache.products()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await cache.products()).toBe(first);
  });
});
