import { readFile, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SoftwarePasskey } from '../testing/software-passkey';
import { enrol, saveStillWaters, StudioBrowser } from '../testing/studio-browser';
import { startTestServer, type TestServer } from '../testing/test-server';
import { builtShell, headOf } from '../testing/served-pages';

describe('the head of each page, in the HTML the server sends', () => {
  let server: TestServer;
  let piece: string;
  let print: string;
  const site = 'https://grace.example';

  beforeAll(async () => {
    server = await startTestServer({ serveSite: true, env: { SITE_DIR: await builtShell(), PUBLIC_URL: site } });
    const artist = new StudioBrowser(server);
    expect((await enrol(server, artist, new SoftwarePasskey(artist.origin))).status).toBe(200);
    const artwork = await saveStillWaters(artist, {
      title: 'Still Waters </script><script>alert(1)</script>',
      // `$'` and `$&` are replacement patterns to String.replace: they must come out as written.
      description: `A lake at dawn, "still" & quiet, worth every $' and $&.`,
    });
    piece = `/fine-art/${artwork.slug}`;
    print = `/prints/${artwork.slug}`;
    const offered = await artist.call('studio-save-print-offers', {
      id: artwork.id,
      offers: [
        { product: 'poster', size: '12x16', price: 35 },
        { product: 'poster', size: '18x24', price: 55 },
      ],
      printMasterPhotoId: null,
    });
    expect(offered.status).toBe(200);
  });
  afterAll(() => server.stop());

  const page = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${pathname}`, { headers });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };

  it('names a product, with its picture, price and place in the shop, for link previews and shopping results', async () => {
    const { status, html } = await page('/merch/product/102');
    expect(status).toBe(200);
    const head = headOf(html);
    expect(head.title).toBe('Rooted in Faith Embroidered Heavyweight Sweatshirt · Grace Studio');
    expect(head.description).toBe(
      'Rooted in Faith Embroidered Heavyweight Sweatshirt: faith-inspired apparel, embroidered on demand and shipped to your door.',
    );
    expect(head.descriptions).toBe(1);
    expect(head.canonical).toBe(`${site}/merch/product/102`);
    expect(head.og('type')).toBe('product');
    expect(head.og('title')).toBe(head.title);
    expect(head.og('url')).toBe(`${site}/merch/product/102`);
    expect(head.og('image')).toBe(`${site}/catalog-images/sweatshirt-maroon.svg`);
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Rooted in Faith Embroidered Heavyweight Sweatshirt',
        sku: '10201',
        offers: {
          '@type': 'Offer',
          price: '54.99',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: `${site}/merch/product/102`,
        },
      }),
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
          { '@type': 'ListItem', position: 2, name: 'Merch', item: `${site}/merch` },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Rooted in Faith Embroidered Heavyweight Sweatshirt',
            item: `${site}/merch/product/102`,
          },
        ],
      }),
    ]);
  });

  it('names an original with its own photo near 1200 px wide, its price and whether it can still be bought, escaped', async () => {
    const { status, html } = await page(piece);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    const head = headOf(html);
    expect(head.title).toBe(
      'Still Waters &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Fine Art · Grace Studio',
    );
    expect(head.description).toBe('A lake at dawn, &quot;still&quot; &amp; quiet, worth every $&#39; and $&amp;.');
    expect(head.og('type')).toBe('product');
    expect(head.og('image')).toMatch(new RegExp(`^${site}/media/[\\w-]+-1600\\.jpg$`));
    expect(head.og('image:width')).toBe('1600');
    expect(head.og('image:height')).toBe('2133');
    expect(head.og('image:alt')).toBe('A blue lake at dawn');
    const [product] = head.structuredData;
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Still Waters </script><script>alert(1)</script>',
      offers: { price: '1200', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
  });

  it("names the prints of a piece with the range of their prices and the piece's own photo near 1200 px wide", async () => {
    const head = headOf((await page(print)).html);
    expect(head.title).toBe(
      'Still Waters &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Prints · Grace Studio',
    );
    expect(head.og('type')).toBe('product');
    expect(head.og('image')).toMatch(new RegExp(`^${site}/media/[\\w-]+-1600\\.jpg$`));
    expect(head.og('image:width')).toBe('1600');
    expect(head.og('image:alt')).toBe('A blue lake at dawn');
    // A print is described as a print: never in the original's words.
    const printed = 'a painting by Grace: matte poster prints, printed to order and shipped to your door.';
    expect(head.description).toContain(printed);
    expect(head.description).not.toContain('A lake at dawn');
    expect(head.structuredData[0]).toMatchObject({
      '@type': 'Product',
      description: expect.stringContaining(printed),
      image: head.og('image'),
      offers: { '@type': 'AggregateOffer', lowPrice: '35', highPrice: '55', priceCurrency: 'USD' },
    });
  });

  it('describes the business and its site on the home page, with the site card as its picture', async () => {
    const head = headOf((await page('/')).html);
    expect(head.title).toBe('Grace Studio · Creativity Rooted in Faith');
    expect(head.canonical).toBe(`${site}/`);
    expect(head.og('type')).toBe('website');
    expect(head.og('image')).toBe(`${site}/social-card.png`);
    expect(head.structuredData.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);

    const card = await fetch(`${server.url}/social-card.png`);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('draws the site card again after a failed drawing, once its icon is there', async () => {
    const root = await builtShell();
    const icon = path.join(root, 'shell/dist/favicon.svg');
    const iconSvg = await readFile(icon);
    await rm(icon);
    const another = await startTestServer({ serveSite: true, env: { SITE_DIR: root } });
    try {
      expect((await fetch(`${another.url}/social-card.png`)).status).toBe(500);
      await writeFile(icon, iconSvg);
      const card = await fetch(`${another.url}/social-card.png`);
      expect(card.status).toBe(200);
      expect(card.headers.get('content-type')).toBe('image/png');
    } finally {
      await another.stop();
    }
  });

  it("gives another address of a page the page's own address as its canonical one", async () => {
    for (const [alias, canonical] of [
      ['/art-shop', '/fine-art'],
      ['/print-shop/', '/prints'],
      ['/contact', '/contact-grace'],
      ['/swag-shop/product/102', '/merch/product/102'],
      [piece.replace('/fine-art/', '/art-shop/'), piece],
    ]) {
      expect(headOf((await page(alias!)).html).canonical, alias).toBe(`${site}${canonical}`);
    }
  });

  it('answers a product, piece or print that does not exist with 404 and the 404 page', async () => {
    for (const pathname of [
      '/merch/product/999999',
      '/swag-shop/product/abc',
      '/fine-art/no-such-piece',
      '/prints/no-such-piece',
      '/fine-art/%00',
      `/prints/${'a'.repeat(500)}`,
      '/no/such/page',
    ]) {
      const { status, headers, html } = await page(pathname);
      expect(status, pathname).toBe(404);
      expect(headers.get('x-robots-tag')).toBe('noindex');
      const head = headOf(html);
      expect(head.title).toBe('Page not found · Grace Studio');
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toBeUndefined();
    }
    // An address that is not valid percent-encoding is refused before any page is looked for.
    expect((await page('/merch/product/%E0%A4%A')).status).toBe(400);
  });

  it("serves a piece's and a print's page with its section's head while her records cannot be read", async () => {
    const { artworks, prints } = server.app.services;
    vi.spyOn(artworks, 'publicArtwork').mockRejectedValueOnce(new Error('the database is restarting'));
    vi.spyOn(prints, 'pageWithPicture').mockRejectedValueOnce(new Error('the database is restarting'));
    for (const [pathname, title] of [
      [piece, 'Fine Art · Grace Studio'],
      [print, 'Prints · Grace Studio'],
    ] as const) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(200);
      expect(headOf(html).title).toBe(title);
    }
  });

  it('sends a page brotli- or gzip-compressed as the browser asks, under one ETag', async () => {
    const raw = (encoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        get(`${server.url}/merch/product/102`, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await raw('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect((await raw('gzip, br')).body.equals(br.body)).toBe(true);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(new Set([plain, br, gzip].map(({ headers }) => headers.etag)).size).toBe(1);
  });

  it('answers an unchanged page with 304 to a browser that has it', async () => {
    const first = await page('/merch/product/102');
    const etag = first.headers.get('etag')!;
    expect((await page('/merch/product/102', { 'If-None-Match': etag })).status).toBe(304);
    expect((await page('/merch/product/101', { 'If-None-Match': etag })).status).toBe(200);
  });
});
