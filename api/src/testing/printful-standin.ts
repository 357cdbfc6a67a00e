import Fastify, { type FastifyInstance } from 'fastify';
import type { SampleProduct } from '../catalog/sample-catalog';

/**
 * A local server that speaks Printful's REST API for the endpoints we call: store product
 * list (paged) and detail, order creation and lookup by external id. It counts calls and
 * can be told to answer 429 or to fail, so tests can watch how our client behaves.
 */
export class PrintfulStandIn {
  readonly calls = { list: 0, detail: 0, createOrder: 0, findOrder: 0 };
  readonly orders = new Map<string, { id: number; external_id: string; status: string; body: unknown }>();
  /** Answer the next N calls with 429 and this Retry-After. */
  rateLimit: { remaining: number; retryAfterSeconds: number } = { remaining: 0, retryAfterSeconds: 30 };
  /** Fail the next N order creations with a server error. */
  failOrderCreations = 0;
  /** Milliseconds added to every answer, so concurrent callers overlap. */
  latencyMs = 0;
  readonly pageSize = 2;

  private server: FastifyInstance | undefined;
  private nextOrderId = 9001;

  constructor(
    /** The store's products; replace them to change the catalogue while it runs. */
    public products: SampleProduct[],
    readonly token = 'pf-test-token',
  ) {}

  get url(): string {
    const address = this.server?.server.address();
    if (!address || typeof address === 'string') throw new Error('The Printful stand-in is not running');
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    const app = Fastify();
    app.addHook('onRequest', async (request, reply) => {
      if (this.latencyMs) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
      if (request.headers.authorization !== `Bearer ${this.token}`) {
        return reply
          .code(401)
          .send({ code: 401, result: 'Unauthorized', error: { reason: 'Unauthorized', message: 'Invalid token' } });
      }
      if (this.rateLimit.remaining > 0) {
        this.rateLimit.remaining -= 1;
        return reply
          .code(429)
          .header('Retry-After', String(this.rateLimit.retryAfterSeconds))
          .send({
            code: 429,
            result: 'Too Many Requests',
            error: { reason: 'TooManyRequests', message: 'Rate limit exceeded' },
          });
      }
    });

    app.get<{ Querystring: { offset?: string; limit?: string } }>('/store/products', async (request) => {
      this.calls.list += 1;
      const offset = Number(request.query.offset ?? 0);
      const limit = Math.min(Number(request.query.limit ?? 20), this.pageSize);
      const page = this.products.slice(offset, offset + limit).map((product) => ({
        id: product.id,
        external_id: `ext-${product.id}`,
        name: product.name,
        variants: product.sync_variants.length,
        synced: product.sync_variants.length,
        thumbnail_url: product.thumbnail,
        is_ignored: false,
      }));
      return { code: 200, result: page, paging: { total: this.products.length, offset, limit } };
    });

    app.get<{ Params: { id: string } }>('/store/products/:id', async (request, reply) => {
      this.calls.detail += 1;
      const product = this.products.find((candidate) => String(candidate.id) === request.params.id);
      if (!product) return reply.code(404).send(notFound('Product not found'));
      return {
        code: 200,
        result: {
          sync_product: { id: product.id, name: product.name, thumbnail_url: product.thumbnail, is_ignored: false },
          sync_variants: product.sync_variants.map((variant) => ({
            ...variant,
            sync_product_id: product.id,
            synced: true,
            variant_id: variant.id + 100_000,
            sku: `SKU-${variant.id}`,
            is_ignored: false,
            options: [],
          })),
        },
      };
    });

    app.post<{ Querystring: { confirm?: string }; Body: { external_id: string } }>(
      '/orders',
      async (request, reply) => {
        this.calls.createOrder += 1;
        if (this.failOrderCreations > 0) {
          this.failOrderCreations -= 1;
          return reply.code(500).send({
            code: 500,
            result: 'Internal error',
            error: { reason: 'InternalError', message: 'Printful is having trouble' },
          });
        }
        const externalId = request.body.external_id;
        if (this.orders.has(externalId)) {
          return reply.code(400).send({
            code: 400,
            result: 'Duplicate',
            error: { reason: 'BadRequest', message: `Order with external ID ${externalId} already exists` },
          });
        }
        const order = {
          id: this.nextOrderId++,
          external_id: externalId,
          status: request.query.confirm === 'true' ? 'pending' : 'draft',
          body: request.body,
        };
        this.orders.set(externalId, order);
        return {
          code: 200,
          result: { id: order.id, external_id: externalId, status: order.status, costs: {}, items: [] },
        };
      },
    );

    app.get<{ Params: { externalId: string } }>('/orders/@:externalId', async (request, reply) => {
      this.calls.findOrder += 1;
      const order = this.orders.get(request.params.externalId);
      if (!order) return reply.code(404).send(notFound('Not found'));
      return { code: 200, result: { id: order.id, external_id: order.external_id, status: order.status } };
    });

    await app.listen({ host: '127.0.0.1', port: 0 });
    this.server = app;
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }
}

function notFound(message: string) {
  return { code: 404, result: message, error: { reason: 'NotFound', message } };
}
