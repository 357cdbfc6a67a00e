import type { FastifyBaseLogger } from 'fastify';
import { PrintfulError } from '../adapters/printful/printful-client';
import type { CatalogProduct, CatalogSource, CatalogVariant } from './catalog-source';

/** The catalogue cannot be read now and nothing is cached; `retryAfterSeconds` when rate limited. */
export class CatalogUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'CatalogUnavailableError';
  }
}

export interface CatalogCacheOptions {
  ttlMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Keeps the catalogue in memory so visitors never drive calls to Printful: it is fetched
 * once, served from memory for `ttlMs`, then served stale while one background refresh
 * runs. Concurrent misses share one upstream call, and a 429 from upstream silences all
 * calls until its Retry-After has passed.
 */
export class CatalogCache {
  private cached: { products: CatalogProduct[]; fetchedAt: number } | undefined;
  private inflight: Promise<CatalogProduct[]> | undefined;
  private quietUntil = 0;
  private readonly now: () => number;

  constructor(
    private readonly source: CatalogSource,
    private readonly options: CatalogCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  get sourceName(): CatalogSource['name'] {
    return this.source.name;
  }

  async products(): Promise<CatalogProduct[]> {
    if (!this.cached) return this.load();
    if (this.now() - this.cached.fetchedAt >= this.options.ttlMs) this.refreshInBackground();
    return this.cached.products;
  }

  async variant(variantId: number): Promise<{ product: CatalogProduct; variant: CatalogVariant } | undefined> {
    for (const product of await this.products()) {
      const variant = product.sync_variants.find((candidate) => candidate.id === variantId);
      if (variant) return { product, variant };
    }
    return undefined;
  }

  private load(): Promise<CatalogProduct[]> {
    const waitMs = this.quietUntil - this.now();
    if (waitMs > 0) {
      return Promise.reject(new CatalogUnavailableError('The catalogue is rate limited.', Math.ceil(waitMs / 1000)));
    }
    this.inflight ??= this.source
      .fetchProducts()
      .then((products) => {
        this.cached = { products, fetchedAt: this.now() };
        return products;
      })
      .catch((error: unknown) => {
        if (error instanceof PrintfulError && error.isRateLimit) {
          const seconds = error.retryAfterSeconds ?? 60;
          this.quietUntil = this.now() + seconds * 1000;
          throw new CatalogUnavailableError('The catalogue is rate limited.', seconds);
        }
        throw new CatalogUnavailableError(`The catalogue could not be loaded: ${(error as Error).message}`);
      })
      .finally(() => {
        this.inflight = undefined;
      });
    return this.inflight;
  }

  private refreshInBackground(): void {
    if (this.inflight || this.now() < this.quietUntil) return;
    this.load().catch((error: unknown) =>
      this.options.log.warn({ err: error }, 'catalogue refresh failed; serving the cached copy'),
    );
  }
}
