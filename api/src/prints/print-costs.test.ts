import { signedOutMessage } from 'shared-contracts/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from '../catalog/sample-catalog';
import { PrintfulStandIn } from '../testing/printful-standin';
import { SoftwarePasskey } from '../testing/software-passkey';
import { enrol, StudioBrowser } from '../testing/studio-browser';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('Printful’s costs of her prints', () => {
  let printful: PrintfulStandIn;
  let server: TestServer;
  let artist: StudioBrowser;

  beforeAll(async () => {
    printful = await new PrintfulStandIn(sampleCatalog).start();
    server = await startTestServer({
      env: { PRINTFUL_API_TOKEN: printful.token, PRINTFUL_API_URL: printful.url },
    });
    artist = new StudioBrowser(server);
    expect((await enrol(server, artist, new SoftwarePasskey(artist.origin))).status).toBe(200);
  });
  afterAll(async () => {
    await server.stop();
    await printful.stop();
  });

  it('are refused without her session, and Printful is not asked', async () => {
    const stranger = new StudioBrowser(server);
    expect(await stranger.call('studio-print-costs')).toMatchObject({
      status: 401,
      body: { error: signedOutMessage },
    });
    expect(printful.calls.catalogProduct).toBe(0);
  });

  it('are not made up when Printful cannot answer: the studio is told to try again', async () => {
    printful.rateLimit = { remaining: 1, retryAfterSeconds: 30 };
    expect(await artist.call('studio-print-costs')).toMatchObject({
      status: 503,
      body: { error: 'Printful’s costs could not be read just now. Please try again in a minute.' },
    });
  });

  it('are Printful’s catalogue price of every size she can offer, in cents, read from Printful once for a while', async () => {
    const answered = await artist.call('studio-print-costs');
    expect(answered.status).toBe(200);
    const costs = answered.body.costs as { product: string; size: string; costCents: number }[];
    expect(costs).toHaveLength(10);
    expect(costs.slice(0, 4)).toEqual([
      { product: 'poster', size: '12x16', costCents: 1195 },
      { product: 'poster', size: '16x20', costCents: 1495 },
      { product: 'poster', size: '18x24', costCents: 1695 },
      { product: 'poster', size: '24x36', costCents: 2295 },
    ]);
    // The black frame's variant, not the white one of the same size Printful lists beside it.
    expect(costs).toContainEqual({ product: 'framed-poster', size: '12x16', costCents: 3750 });
    expect(costs).toContainEqual({ product: 'canvas', size: '16x20', costCents: 3825 });
    const reads = printful.calls.catalogProduct;

    expect((await artist.call('studio-print-costs')).body.costs).toEqual(costs);
    expect(printful.calls.catalogProduct).toBe(reads);
  });
});

describe('Printful’s costs of her prints, without Printful', () => {
  let server: TestServer;
  let artist: StudioBrowser;

  beforeAll(async () => {
    server = await startTestServer();
    artist = new StudioBrowser(server);
    expect((await enrol(server, artist, new SoftwarePasskey(artist.origin))).status).toBe(200);
  });
  afterAll(() => server.stop());

  it('are none: prints made locally have no Printful cost to show', async () => {
    const answered = await artist.call('studio-print-costs');
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({ costs: null });
  });
});
