import { sampleCatalog } from '../catalog/sample-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrintfulStandIn } from '../testing/printful-standin';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('the catalogue functions with the bundled catalogue', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('get-printful-products lists the three sample products in the spec shape', async () => {
    const { status, body } = await server.invoke('get-printful-products');
    expect(status).toBe(200);
    const products = body.products as {
      id: number;
      name: string;
      thumbnail: string;
      sync_variants: Record<string, unknown>[];
    }[];
    expect(products.map((product) => product.sync_variants[0]?.retail_price)).toEqual(['24.99', '54.99', '22.99']);
    expect(Object.keys(products[1]!).sort()).toEqual(['id', 'name', 'sync_variants', 'thumbnail']);
    expect(products[1]!.sync_variants[0]).toEqual({
      id: 10201,
      name: 'Rooted in Faith Embroidered Heavyweight Sweatshirt / Maroon / S',
      retail_price: '54.99',
      currency: 'USD',
      color: 'Maroon',
      size: 'S',
      files: [
        { type: 'default', preview_url: null },
        { type: 'preview', preview_url: '/catalog-images/sweatshirt-maroon.svg' },
      ],
    });
    const colors = new Set(products[1]!.sync_variants.map((variant) => variant.color));
    expect([...colors]).toEqual(['Maroon', 'Dust', 'Navy', 'Vintage Black']);
  });

  it('check-inventory answers per variant: out-of-stock and unknown variants are not in stock', async () => {
    const { status, body } = await server.invoke('check-inventory', { variantIds: [10201, 10220, 424242] });
    expect(status).toBe(200);
    expect(body).toEqual({
      inventory: [
        { variantId: 10201, inStock: true },
        { variantId: 10220, inStock: false },
        { variantId: 424242, inStock: false },
      ],
    });
  });

  it('check-inventory refuses a body without variant ids', async () => {
    const { status, body } = await server.invoke('check-inventory', { variantIds: 'all' });
    expect(status).toBe(400);
    expect(body.error).toMatch(/^variantIds/);
  });

  it('serves the sample product images', async () => {
    const response = await fetch(`${server.url}/catalog-images/sweatshirt-dust.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });
});

describe('the catalogue functions with a Printful store', () => {
  let printful: PrintfulStandIn;
  let server: TestServer;
  beforeAll(async () => {
    printful = await new PrintfulStandIn(sampleCatalog).start();
    printful.rateLimit = { remaining: 1, retryAfterSeconds: 1 };
    server = await startTestServer({ env: { PRINTFUL_API_TOKEN: printful.token, PRINTFUL_API_URL: printful.url } });
  });
  afterAll(async () => {
    await server.stop();
    await printful.stop();
  });

  it('answers 429 with Retry-After when Printful rate-limits and nothing is cached', async () => {
    const response = await fetch(`${server.url}/functions/v1/get-printful-products`, { method: 'POST' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(((await response.json()) as { error: string }).error).toMatch(/too many requests/i);
  });

  it('serves many concurrent visitors with one upstream fetch once Printful allows it', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    printful.latencyMs = 40;
    Object.assign(printful.calls, { list: 0, detail: 0 });

    const answers = await Promise.all(Array.from({ length: 20 }, () => server.invoke('get-printful-products')));

    expect(answers.every(({ status, body }) => status === 200 && (body.products as unknown[]).length === 3)).toBe(true);
    expect(printful.calls).toMatchObject({ list: 2, detail: 3 });
  });
});
