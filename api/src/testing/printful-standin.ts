import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { printProducts } from 'shared-contracts/print-products';
import type { SampleProduct } from '../catalog/sample-catalog';

interface StandInShipment {
  id: number;
  carrier: string;
  service: string;
  tracking_number: string;
  tracking_url: string;
  created: number;
  ship_date: string;
  shipped_at: number;
  reshipment: boolean;
  items: { item_id: number; quantity: number }[];
}

interface StandInOrder {
  id: number;
  external_id: string;
  status: string;
  body: unknown;
  shipments: StandInShipment[];
}

/** A variant of Printful's own catalogue, as `GET /products/{id}` lists it. */
interface StandInCatalogVariant {
  id: number;
  product_id: number;
  name: string;
  size: string;
  color: string | null;
  price: string;
  in_stock: boolean;
}

/**
 * A local server that speaks Printful's REST API for the endpoints we call: catalogue products
 * with their prices, store product list (paged) and detail, order creation, lookup and
 * cancellation by external id. It counts
 * calls and can be told to answer 429 or to fail, so tests can watch how our client behaves.
 * With `webhookUrl` set, it reports shipments, holds, failures and cancellations there as
 * Printful's v1 webhooks do (unsigned JSON envelopes).
 */
export class PrintfulStandIn {
  readonly calls = { list: 0, detail: 0, createOrder: 0, findOrder: 0, cancelOrder: 0, catalogProduct: 0 };
  /**
   * What Printful charges the store for each catalogue variant of the print products, by variant
   * id; a variant without a price is not listed. The framed poster also comes in a white frame,
   * which the site does not offer.
   */
  readonly catalogPrices = new Map<number, string>([
    [1349, '11.95'],
    [3877, '14.95'],
    [1, '16.95'],
    [2, '22.95'],
    [1350, '37.50'],
    [4399, '45.00'],
    [3, '52.00'],
    [5, '31.00'],
    [6, '38.25'],
    [7, '44.50'],
  ]);
  readonly orders = new Map<string, StandInOrder>();
  /** Where webhook events go, and every delivery with the status our endpoint answered. */
  webhookUrl: string | undefined;
  readonly deliveries: { body: unknown; status: number }[] = [];
  /** Every print file an order named, as fetched from its address when the order was created. */
  readonly fetchedFiles: { url: string; status: number; contentType: string; bytes: number }[] = [];
  /** Mock-up tasks by key, each answered pending once, then completed. */
  readonly mockupTasks = new Map<
    string,
    { productId: number; variantIds: number[]; imageUrl: string; polled: number }
  >();
  /** The colour of every mock-up it draws, so a test can tell its images from others. */
  readonly mockupColour = '#00a0a0';
  /** Hold the next order creation's answer until this resolves, as a slow Printful would. */
  holdOrderCreation: Promise<void> | undefined;
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
      // Mock-up images are public addresses, as Printful's are.
      if (request.url.startsWith('/mockup-files/')) return;
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

    // The store's webhook, as Printful keeps it: the address events are sent to.
    app.get('/webhooks', async () => ({ code: 200, result: { url: this.webhookUrl ?? null, types: [] } }));

    app.get<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
      this.calls.catalogProduct += 1;
      const product = printProducts.find((candidate) => String(candidate.printfulProductId) === request.params.id);
      if (!product) return reply.code(404).send(notFound('Product not found'));
      const framed = product.key === 'framed-poster';
      const variant = (id: number, label: string, price: string, color = framed ? 'Black' : null) => ({
        id,
        product_id: product.printfulProductId,
        name: `${product.printfulName} (${color ? `${color} / ` : ''}${label})`,
        size: label,
        color,
        price,
        in_stock: true,
      });
      const variants: StandInCatalogVariant[] = product.sizes.flatMap((size) => {
        const price = this.catalogPrices.get(size.printfulVariantId);
        return price ? [variant(size.printfulVariantId, size.label, price)] : [];
      });
      if (framed) variants.push(variant(10_350, '12″ × 16″', '39.00', 'White'));
      return {
        code: 200,
        result: {
          product: {
            id: product.printfulProductId,
            title: product.printfulName,
            currency: 'USD',
            variant_count: variants.length,
          },
          variants,
        },
      };
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

    app.post<{
      Querystring: { confirm?: string };
      Body: { external_id: string; items?: { files?: { url: string }[] }[] };
    }>('/orders', async (request, reply) => {
      this.calls.createOrder += 1;
      if (this.holdOrderCreation) await this.holdOrderCreation;
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
      // Printful downloads each print file; an address it cannot fetch fails the order.
      for (const file of (request.body.items ?? []).flatMap((item) => item.files ?? [])) {
        const fetched = await fetch(file.url).catch(() => undefined);
        const bytes = fetched?.ok ? (await fetched.arrayBuffer()).byteLength : 0;
        this.fetchedFiles.push({
          url: file.url,
          status: fetched?.status ?? 0,
          contentType: fetched?.headers.get('content-type') ?? '',
          bytes,
        });
        if (!bytes) {
          return reply.code(400).send({
            code: 400,
            result: 'Could not download file',
            error: { reason: 'BadRequest', message: `Could not download file from ${file.url}` },
          });
        }
      }
      const order: StandInOrder = {
        id: this.nextOrderId++,
        external_id: externalId,
        status: request.query.confirm === 'true' ? 'pending' : 'draft',
        body: request.body,
        shipments: [],
      };
      this.orders.set(externalId, order);
      return {
        code: 200,
        result: { id: order.id, external_id: externalId, status: order.status, costs: {}, items: [] },
      };
    });

    app.post<{
      Params: { productId: string };
      Body: { variant_ids: number[]; files: { image_url: string }[] };
    }>('/mockup-generator/create-task/:productId', async (request, reply) => {
      const imageUrl = request.body.files[0]?.image_url ?? '';
      const fetched = await fetch(imageUrl).catch(() => undefined);
      if (!fetched?.ok) {
        return reply.code(400).send({
          code: 400,
          result: 'Could not download file',
          error: { reason: 'BadRequest', message: `Could not download file from ${imageUrl}` },
        });
      }
      const taskKey = `gt-${this.mockupTasks.size + 1}`;
      this.mockupTasks.set(taskKey, {
        productId: Number(request.params.productId),
        variantIds: request.body.variant_ids,
        imageUrl,
        polled: 0,
      });
      return { code: 200, result: { task_key: taskKey, status: 'pending' } };
    });
    app.get<{ Querystring: { task_key: string } }>('/mockup-generator/task', async (request, reply) => {
      const task = this.mockupTasks.get(request.query.task_key);
      if (!task) return reply.code(404).send(notFound('Task not found'));
      task.polled += 1;
      if (task.polled === 1) return { code: 200, result: { task_key: request.query.task_key, status: 'pending' } };
      return {
        code: 200,
        result: {
          task_key: request.query.task_key,
          status: 'completed',
          mockups: task.variantIds.map((variantId) => ({
            placement: 'default',
            variant_ids: [variantId],
            mockup_url: `${this.url}/mockup-files/${request.query.task_key}-${variantId}.jpg`,
          })),
        },
      };
    });
    app.get('/mockup-files/:name', async (_request, reply) => {
      const image = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: this.mockupColour } })
        .jpeg()
        .toBuffer();
      return reply.type('image/jpeg').send(image);
    });

    app.get<{ Params: { externalId: string } }>('/orders/@:externalId', async (request, reply) => {
      this.calls.findOrder += 1;
      const order = this.orders.get(request.params.externalId);
      if (!order) return reply.code(404).send(notFound('Not found'));
      return { code: 200, result: publicOrder(order) };
    });

    app.delete<{ Params: { externalId: string } }>('/orders/@:externalId', async (request, reply) => {
      this.calls.cancelOrder += 1;
      const order = this.orders.get(request.params.externalId);
      if (!order) return reply.code(404).send(notFound('Not found'));
      if (!['draft', 'pending', 'failed', 'onhold'].includes(order.status)) {
        return reply.code(400).send({
          code: 400,
          result: 'Order cannot be canceled',
          error: { reason: 'BadRequest', message: `Orders with status ${order.status} cannot be canceled` },
        });
      }
      order.status = 'canceled';
      return { code: 200, result: publicOrder(order) };
    });

    await app.listen({ host: '127.0.0.1', port: 0 });
    this.server = app;
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }

  /** Printful ships an order: a parcel with tracking, and a `package_shipped` event. */
  async ship(externalId: string, parcel: { carrier?: string; service?: string; trackingNumber?: string } = {}) {
    const order = this.order(externalId);
    const now = Math.floor(Date.now() / 1000);
    const id = 70_000 + order.id * 10 + order.shipments.length;
    const trackingNumber = parcel.trackingNumber ?? `9400${id}`;
    const shipment: StandInShipment = {
      id,
      carrier: parcel.carrier ?? 'USPS',
      service: parcel.service ?? 'USPS First Class',
      tracking_number: trackingNumber,
      tracking_url: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${trackingNumber}`,
      created: now,
      ship_date: new Date(now * 1000).toISOString().slice(0, 10),
      shipped_at: now,
      reshipment: false,
      items: [],
    };
    order.shipments.push(shipment);
    order.status = 'fulfilled';
    return this.sendEvent('package_shipped', { shipment, order: publicOrder(order) });
  }

  /** Printful puts an order on hold, fails it or cancels it, with a reason. */
  async report(externalId: string, event: 'order_put_hold' | 'order_failed' | 'order_canceled', reason: string) {
    const order = this.order(externalId);
    order.status = { order_put_hold: 'onhold', order_failed: 'failed', order_canceled: 'canceled' }[event];
    return this.sendEvent(event, { reason, order: publicOrder(order) });
  }

  /** Sends a v1 webhook envelope; answers with what our endpoint answered and the body sent. */
  async sendEvent(type: string, data: unknown, retries = 0): Promise<{ status: number; body: unknown }> {
    if (!this.webhookUrl) throw new Error('No webhook address set on the Printful stand-in');
    const body = { type, created: Math.floor(Date.now() / 1000), retries, store: 1, data };
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    this.deliveries.push({ body, status: response.status });
    return { status: response.status, body };
  }

  private order(externalId: string): StandInOrder {
    const order = this.orders.get(externalId);
    if (!order) throw new Error(`The Printful stand-in has no order ${externalId}`);
    return order;
  }
}

function publicOrder(order: StandInOrder) {
  return { id: order.id, external_id: order.external_id, status: order.status, shipments: order.shipments };
}

function notFound(message: string) {
  return { code: 404, result: message, error: { reason: 'NotFound', message } };
}
