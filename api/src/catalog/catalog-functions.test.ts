import { sampleCatalog } from './sample-catalog';
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
        { type: 'embroidery_chest_left', preview_url: null },
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

describe('conditional answers of the catalogue functions', () => {
  let printful: PrintfulStandIn;
  let server: TestServer;
  beforeAll(async () => {
    printful = await new PrintfulStandIn(structuredClone(sampleCatalog)).start();
    // A short TTL, so the catalogue is fetched again within a test.
    server = await startTestServer({
      env: { PRINTFUL_API_TOKEN: printful.token, PRINTFUL_API_URL: printful.url, CATALOG_TTL_SECONDS: '0.05' },
    });
  });
  afterAll(async () => {
    await server.stop();
    await printful.stop();
  });

  const post = (name: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const etagOf = async (name: string, body: unknown = {}) => {
    const response = await post(name, body);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    return response.headers.get('etag')!;
  };
  /** Asks until `done` holds, while the cache refreshes in the background. */
  const askUntil = async (done: () => Promise<boolean>) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await done()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('The condition never held');
  };

  it('tags the product list with an ETag that stays the same while the catalogue does, and asks to revalidate', async () => {
    const response = await post('get-printful-products', {});
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    await response.arrayBuffer();

    const fetchesBefore = printful.calls.list;
    await askUntil(async () => {
      expect(await etagOf('get-printful-products')).toBe(etag);
      return printful.calls.list > fetchesBefore;
    });
    expect(await etagOf('get-printful-products')).toBe(etag);
  });

  it('answers 304 with no body when If-None-Match names the current answer, also in a list or without W/', async () => {
    const etag = await etagOf('get-printful-products');
    for (const ifNoneMatch of [etag, `"older", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const response = await post('get-printful-products', {}, { 'If-None-Match': ifNoneMatch });
      expect(response.status).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe('');
    }
  });

  it('answers a malformed or stale If-None-Match with the whole list', async () => {
    for (const ifNoneMatch of ['not-a-tag', '"', 'W/', '""', 'W/"older"']) {
      const response = await post('get-printful-products', {}, { 'If-None-Match': ifNoneMatch });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { products: unknown[] }).products).toHaveLength(3);
    }
  });

  it('sends the same answer and ETag brotli- or gzip-compressed as asked', async () => {
    const plain = await post('get-printful-products', {}, { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const list: unknown = await plain.json();
    for (const encoding of ['br', 'gzip']) {
      const response = await post('get-printful-products', {}, { 'Accept-Encoding': encoding });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('etag')).toBe(plain.headers.get('etag'));
      expect(await response.json()).toEqual(list);
    }
  });

  it('tags each list of variants asked for check-inventory apart, and revalidates each', async () => {
    const sweatshirt = await etagOf('check-inventory', { variantIds: [10201] });
    const twoVariants = await etagOf('check-inventory', { variantIds: [10201, 10220] });
    expect(twoVariants).not.toBe(sweatshirt);
    expect(await etagOf('check-inventory', { variantIds: [10201] })).toBe(sweatshirt);
    expect(sweatshirt).not.toBe(await etagOf('get-printful-products'));

    const current = await post('check-inventory', { variantIds: [10201] }, { 'If-None-Match': sweatshirt });
    expect(current.status).toBe(304);
    const otherList = await post('check-inventory', { variantIds: [10201, 10220] }, { 'If-None-Match': sweatshirt });
    expect(otherList.status).toBe(200);
    expect(await otherList.json()).toEqual({
      inventory: [
        { variantId: 10201, inStock: true },
        { variantId: 10220, inStock: false },
      ],
    });
  });

  it('gives a changed catalogue a new ETag and the whole answer to a caller holding the old one', async () => {
    const listTag = await etagOf('get-printful-products');
    const inventoryTag = await etagOf('check-inventory', { variantIds: [10201] });

    printful.products = structuredClone(printful.products);
    printful.products[1]!.sync_variants[0]!.availability_status = 'out_of_stock';
    await askUntil(async () => (await etagOf('get-printful-products')) !== listTag);

    const list = await post('get-printful-products', {}, { 'If-None-Match': listTag });
    expect(list.status).toBe(200);
    const newListTag = list.headers.get('etag');
    expect(newListTag).not.toBe(listTag);
    await list.arrayBuffer();
    expect((await post('get-printful-products', {}, { 'If-None-Match': newListTag! })).status).toBe(304);

    const inventory = await post('check-inventory', { variantIds: [10201] }, { 'If-None-Match': inventoryTag });
    expect(inventory.status).toBe(200);
    expect(inventory.headers.get('etag')).not.toBe(inventoryTag);
    expect(await inventory.json()).toEqual({ inventory: [{ variantId: 10201, inStock: false }] });
  });
});
