import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from '../catalog/sample-catalog';
import { freePort } from '../testing/free-port';
import { cartLine, orderNumber, orderRequest, printLine } from '../testing/order-fixtures';
import { PrintfulStandIn } from '../testing/printful-standin';
import { SoftwarePasskey } from '../testing/software-passkey';
import { enrol, saveStillWaters, StudioBrowser } from '../testing/studio-browser';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('prints of her artworks', () => {
  let printful: PrintfulStandIn;
  let server: TestServer;
  let artist: StudioBrowser;
  let artworkId: string;

  beforeAll(async () => {
    printful = await new PrintfulStandIn(sampleCatalog).start();
    const port = await freePort();
    server = await startTestServer({
      port,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PRINTFUL_API_TOKEN: printful.token,
        PRINTFUL_API_URL: printful.url,
      },
    });
    artist = new StudioBrowser(server);
    expect((await enrol(server, artist, new SoftwarePasskey(artist.origin))).status).toBe(200);
    artworkId = (await saveStillWaters(artist, { status: 'sold' })).id;
  });
  afterAll(async () => {
    await server.stop();
    await printful.stop();
  });

  it('are offered in the studio with her prices and the file’s size, and the change is recorded', async () => {
    // Printful's mock-up generator answers its first task with its rate limit: the job waits and asks again.
    printful.rateLimit = { remaining: 1, retryAfterSeconds: 1 };
    const saved = await artist.call('studio-save-print-offers', {
      id: artworkId,
      offers: [
        { product: 'framed-poster', size: '12x16', price: 85 },
        { product: 'poster', size: '18x24', price: 55 },
        { product: 'poster', size: '12x16', price: 35 },
      ],
      printMasterPhotoId: null,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      artworkId,
      printMaster: null,
      printFile: { width: 1800, height: 2400, vector: false },
    });
    expect((await artist.call('studio-print-offers', { id: artworkId })).body.offers).toEqual([
      { product: 'poster', size: '18x24', price: 55 },
      { product: 'poster', size: '12x16', price: 35 },
      { product: 'framed-poster', size: '12x16', price: 85 },
    ]);
    const { changes } = (await artist.call('studio-artwork-changes', { artworkId })).body as {
      changes: { summary: string }[];
    };
    expect(changes[0]!.summary).toBe(
      'Prints: none → Framed poster, 12″ × 16″ $85.00; Matte poster, 18″ × 24″ $55.00; Matte poster, 12″ × 16″ $35.00',
    );
  });

  it('are listed on /prints from their lowest price, a sold original too, with a mock-up of each choice', async () => {
    const listed = (await server.invoke('get-prints')).body.prints as { slug: string; fromPrice: number }[];
    expect(listed).toContainEqual(
      expect.objectContaining({ slug: 'still-waters', title: 'Still Waters', fromPrice: 35 }),
    );

    const page = await server.invoke('get-print', { slug: 'still-waters' });
    const choices = (page.body.print as { choices: { label: string; price: number; mockup: { url: string } }[] })
      .choices;
    expect(choices.map(({ label, price }) => [label, price])).toEqual([
      ['Matte poster, 18″ × 24″', 55],
      ['Matte poster, 12″ × 16″', 35],
      ['Framed poster, 12″ × 16″', 85],
    ]);
    const mockup = await fetch(`${server.url}${choices[2]!.mockup.url}`);
    expect(mockup.status).toBe(200);
    expect(mockup.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await mockup.arrayBuffer())).metadata()).toMatchObject({ width: 600, height: 800 });
  });

  it('show Printful’s own mock-ups once its generator has drawn them from the print file', async () => {
    const choices = async () =>
      (
        (await server.invoke('get-print', { slug: 'still-waters' })).body.print as {
          choices: { label: string; mockup: { url: string; width: number } }[];
        }
      ).choices;
    const centre = async (url: string) => {
      const image = sharp(Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer()));
      const { width, height } = await image.metadata();
      const { data } = await image
        .extract({ left: Math.floor(width / 2), top: Math.floor(height / 2), width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    // The stand-in's mock-ups are #00a0a0, give or take what JPEG and WebP make of it.
    const printfulColour = [0x00, 0xa0, 0xa0];

    await expect
      .poll(async () => (await choices()).map((choice) => choice.mockup.width), { timeout: 15_000 })
      .toEqual([800, 800, 800]);
    for (const choice of await choices()) {
      const colour = await centre(choice.mockup.url);
      colour.forEach((channel, index) => expect(Math.abs(channel - printfulColour[index]!)).toBeLessThanOrEqual(4));
    }
    const tasks = [...printful.mockupTasks.values()];
    expect(tasks.map((task) => [task.productId, task.variantIds])).toEqual([
      [1, [1, 1349]],
      [2, [1350]],
    ]);
    expect(tasks[0]!.imageUrl).toMatch(new RegExp(`^${server.config.publicUrl}/media/[0-9a-f]{16}-1800\\.jpg$`));
  });

  it('each have their page in the sitemap', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.config.publicUrl}/prints/still-waters</loc>`);
  });

  it('are not offered by a piece she offers none of, nor by an unknown one', async () => {
    expect((await server.invoke('get-print', { slug: 'no-such-piece' })).status).toBe(404);
  });

  it('are public only while the piece is: kept Not for sale, its prints go with its page', async () => {
    const kept = await saveStillWaters(artist, { title: 'Kept At Home', status: 'not_for_sale' });
    const offered = await artist.call('studio-save-print-offers', {
      id: kept.id,
      offers: [{ product: 'poster', size: '12x16', price: 35 }],
      printMasterPhotoId: null,
    });
    expect(offered.status).toBe(200);

    expect((await server.invoke('get-artwork', { slug: kept.slug })).status).toBe(404);
    expect((await server.invoke('get-print', { slug: kept.slug })).status).toBe(404);
    const listed = (await server.invoke('get-prints')).body.prints as { slug: string }[];
    expect(listed.map(({ slug }) => slug)).not.toContain(kept.slug);
    const bought = await server.invoke(
      'process-order',
      orderRequest([printLine(kept.slug, 'Kept At Home', 'poster', '12x16', '35.00')]),
    );
    expect(bought.status).toBe(409);
  });

  it('are named on the piece’s own page from their lowest price, and as none where she offers none', async () => {
    expect((await server.invoke('get-artwork', { slug: 'still-waters' })).body.printsFrom).toBe(35);
    const unprinted = await saveStillWaters(artist, { title: 'Quiet Harbour' });
    expect((await server.invoke('get-artwork', { slug: unprinted.slug })).body.printsFrom).toBeNull();
  });

  it('are priced at her price under the shop’s shipping rule and sent to Printful with a file it can fetch', async () => {
    const framed = printLine('still-waters', 'Still Waters', 'framed-poster', '12x16', '85.00');
    const request = orderRequest([framed]);
    expect(request.totals).toMatchObject({ subtotal: 85, shipping: 0, tax: 6.8, total: 91.8 });
    const placed = await server.invoke('process-order', request);
    expect(placed.status).toBe(200);

    const created = printful.orders.get(String(placed.body.orderId))!;
    const [item] = (created.body as { items: { variant_id: number; files: { url: string }[] }[] }).items;
    expect(item).toMatchObject({
      variant_id: 1350,
      name: 'Still Waters (Framed poster, 12″ × 16″)',
      quantity: 1,
      retail_price: '85.00',
    });
    const [file] = item!.files;
    expect(file!.url).toMatch(new RegExp(`^${server.config.publicUrl}/media/[0-9a-f]{16}-1800\\.jpg$`));
    expect(printful.fetchedFiles.at(-1)).toMatchObject({ url: file!.url, status: 200, contentType: 'image/jpeg' });
    const printed = await sharp(Buffer.from(await (await fetch(file!.url)).arrayBuffer())).metadata();
    expect(printed).toMatchObject({ width: 1800, height: 2400, format: 'jpeg' });
    expect(printed.exif).toBeUndefined();

    const mails = await server.db.query<{ to_address: string; body_text: string }>(
      `SELECT to_address, body_text FROM mail_outbox WHERE subject LIKE $1`,
      [`%${await orderNumber(server, String(placed.body.orderId))}%`],
    );
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) expect(mail.body_text).toContain('1 × Still Waters (Framed poster, 12″ × 16″)');
  });

  it('are refused at the checkout, naming the print, once she no longer offers them, beside merchandise kept', async () => {
    const canvas = printLine('still-waters', 'Still Waters', 'canvas', '16x20', '120.00');
    const refused = await server.invoke('process-order', orderRequest([cartLine(10201), canvas]));
    expect(refused).toEqual({
      status: 409,
      body: {
        error:
          'items: “Still Waters” is no longer offered as a Canvas, 16″ × 20″ print. Please remove it from your cart.',
      },
    });
  });

  it('refuse a price the browser made up', async () => {
    const cheap = printLine('still-waters', 'Still Waters', 'poster', '12x16', '1.00');
    const refused = await server.invoke('process-order', orderRequest([cheap]));
    expect(refused.status).toBe(400);
  });
});
