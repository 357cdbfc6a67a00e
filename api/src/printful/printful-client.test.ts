import { sampleCatalog } from '../catalog/sample-catalog';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PrintfulStandIn } from '../testing/printful-standin';
import { PrintfulClient, PrintfulError } from './printful-client';

describe('the Printful client', () => {
  let printful: PrintfulStandIn;
  let client: PrintfulClient;
  beforeAll(async () => {
    printful = await new PrintfulStandIn(sampleCatalog).start();
    client = new PrintfulClient({ token: printful.token, baseUrl: printful.url });
  });
  afterAll(() => printful.stop());
  beforeEach(() => {
    printful.rateLimit.remaining = 0;
    Object.assign(printful.calls, { list: 0, detail: 0, createOrder: 0, findOrder: 0 });
  });

  it('lists every store product, following the pages to the end', async () => {
    const products = await client.listSyncProducts();
    expect(products.map((product) => product.id)).toEqual([101, 102, 103]);
    expect(printful.calls.list).toBe(2);
  });

  it('reads a product with its sync variants', async () => {
    const { sync_product, sync_variants } = await client.getSyncProduct(102);
    expect(sync_product.name).toBe('Rooted in Faith Embroidered Heavyweight Sweatshirt');
    expect(sync_variants).toHaveLength(20);
    expect(sync_variants[0]).toMatchObject({ retail_price: '54.99', color: 'Maroon', size: 'S' });
  });

  it('creates an order and finds it again by our external id', async () => {
    const created = await client.createOrder(
      {
        external_id: 'ord_client_test',
        shipping: 'STANDARD',
        recipient: {
          name: 'Ruth Moab',
          address1: '1 Field Rd',
          city: 'Bethlehem',
          state_code: 'PA',
          country_code: 'US',
          zip: '18015',
          email: 'ruth@example.com',
        },
        items: [{ sync_variant_id: 10201, quantity: 1, retail_price: '54.99' }],
      },
      { confirm: true },
    );
    expect(created.status).toBe('pending');
    expect(await client.findOrderByExternalId('ord_client_test')).toMatchObject({ id: created.id });
    expect(await client.findOrderByExternalId('ord_unknown')).toBeNull();
  });

  it('reports a 429 as a rate limit with the Retry-After to honour', async () => {
    printful.rateLimit = { remaining: 1, retryAfterSeconds: 42 };
    const failure = await client.listSyncProducts().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PrintfulError);
    expect(failure).toMatchObject({ status: 429, isRateLimit: true, retryAfterSeconds: 42 });
  });

  it('is refused without the right token', async () => {
    const stranger = new PrintfulClient({ token: 'wrong', baseUrl: printful.url });
    await expect(stranger.listSyncProducts()).rejects.toMatchObject({ status: 401 });
  });

  it('reports an unreachable Printful as a 503', async () => {
    const offline = new PrintfulClient({ token: 'x', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(offline.listSyncProducts()).rejects.toMatchObject({ status: 503 });
  });
});
