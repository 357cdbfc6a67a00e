import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config';
import { FunctionError, type RateLimit } from './site-function';

/**
 * Counts calls per route and visitor address (request.ip, so behind TRUST_PROXY the forwarded
 * one; IPv6 visitors by their /64). In memory by default; with REDIS_URL every API process
 * counts in the same Redis, so a visitor cannot multiply the limit by the number of processes.
 * Routes opt in with `config.rateLimit` (see `routeRateLimit`).
 */
export async function rateLimits(app: FastifyInstance, config: Pick<AppConfig, 'redisUrl'>): Promise<void> {
  const redis = config.redisUrl ? sharedStore(app, config.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    // After the body is parsed and checked: a request that was refused anyway does not count.
    hook: 'preHandler',
    ...(redis ? { redis, nameSpace: 'functions-rate-limit:' } : {}),
    // A Redis outage must not take the site down with it: calls then go through uncounted.
    skipOnError: true,
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new FunctionError(429, 'Too many requests. Please wait a few minutes and try again.'),
  });
}

/** A function's limit as its route's `config.rateLimit`. */
export function routeRateLimit(limit: RateLimit): RateLimitOptions {
  // The in-memory count forgets the least recent of this many visitors per function.
  return { max: limit.max, timeWindow: limit.windowMs, cache: 50_000 };
}

function sharedStore(app: FastifyInstance, url: string): Redis {
  // Fail a count quickly rather than hold a visitor's request while Redis is away.
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    app.log.warn({ err: error.message }, 'rate-limit store unreachable: calls go uncounted until it answers');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    app.log.info('rate-limit store reachable again');
  });
  app.addHook('onClose', async () => redis.disconnect());
  return redis;
}
