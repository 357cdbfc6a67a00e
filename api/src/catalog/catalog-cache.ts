import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ProductList } from 'shared-contracts/catalog';
import { sharedRequest } from 'shared-contracts/shared-request';
import { PrintfulError } from '../printful/printful-client';
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

/**
 * One fetched catalogue, with what the functions ask of it worked out once per fetch rather
 * than once per request: the public list (no stock flags), the variants by id, and its version.
 */
export class CatalogSnapshot {
  readonly list: ProductList;
  /** A hash of the whole catalogue, stock included: the same content always has the same version. */
  readonly version: string;
  private readonly byVariant = new Map<number, { product: CatalogProduct; variant: CatalogVariant }>();

  constructor(readonly products: CatalogProduct[]) {
    this.version = createHash('sha256').update(JSON.stringify(products)).digest('base64url');
    this.list = {
      products: products.map((product) => ({
        ...product,
        sync_variants: product.sync_variants.map(({ inStock: _inStock, ...variant }) => variant),
      })),
    };
    for (const product of products) {
      for (const variant of product.sync_variants) this.byVariant.set(variant.id, { product, variant });
    }
  }

  variant(variantId: number): { product: CatalogProduct; variant: CatalogVariant } | undefined {
    return this.byVariant.get(variantId);
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
  private cached: { snapshot: CatalogSnapshot; fetchedAt: number } | undefined;
  // The snapshot is kept in `cached` with its age, so only a running fetch is shared.
  private readonly fetching = sharedRequest(() => this.fetchSnapshot(), { forget: 'when-settled' });
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

  async catalog(): Promise<CatalogSnapshot> {
    if (!this.cached) return this.load();
    if (this.now() - this.cached.fetchedAt >= this.options.ttlMs) this.refreshInBackground();
    return this.cached.snapshot;
  }

  async products(): Promise<CatalogProduct[]> {
    return (await this.catalog()).products;
  }

  private load(): Promise<CatalogSnapshot> {
    const waitMs = this.quietUntil - this.now();
    if (waitMs > 0) {
      return Promise.reject(new CatalogUnavailableError('The catalogue is rate limited.', Math.ceil(waitMs / 1000)));
    }
    return this.fetching.get();
  }

  private async fetchSnapshot(): Promise<CatalogSnapshot> {
    let products: CatalogProduct[];
    try {
      products = await this.source.fetchProducts();
    } catch (error) {
      if (error instanceof PrintfulError && error.isRateLimit) {
        const seconds = error.retryAfterSeconds ?? 60;
        this.quietUntil = this.now() + seconds * 1000;
        throw new CatalogUnavailableError('The catalogue is rate limited.', seconds);
      }
      throw new CatalogUnavailableError(`The catalogue could not be loaded: ${(error as Error).message}`);
    }
    const snapshot = new CatalogSnapshot(products);
    this.cached = { snapshot, fetchedAt: this.now() };
    return snapshot;
  }

  private refreshInBackground(): void {
    if (this.fetching.current() || this.now() < this.quietUntil) return;
    this.load().catch((error: unknown) =>
      this.options.log.warn({ err: error }, 'catalogue refresh failed; serving the cached copy'),
    );
  }
}
