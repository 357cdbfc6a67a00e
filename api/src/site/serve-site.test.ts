import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { buildRecheckMs } from './looked-at-most-every';

async function builtSite(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-'));
  const files: Record<string, string | Buffer> = {
    'shell/dist/index.html':
      '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
    'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'shell/dist/main.9f8e7d6c.js': 'console.log("shell")',
    'shell/dist/src_bootstrap_tsx.1a2b3c4d.js': 'console.log("bootstrap")',
    'mfe-shop/dist/remoteEntry.js': 'var shop;',
    'mfe-shop/dist/mf-manifest.json': '{"id":"shop"}',
    'mfe-shop/dist/__federation_expose_MerchList.5e6f7a8b.js': 'console.log("merch")',
  };
  // The build writes a brotli and a gzip copy beside each text file; the server sends the one the browser takes.
  for (const file of ['mfe-shop/dist/remoteEntry.js', 'mfe-shop/dist/__federation_expose_MerchList.5e6f7a8b.js']) {
    files[`${file}.br`] = brotliCompressSync(files[file]!);
    files[`${file}.gz`] = gzipSync(files[file]!);
  }
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  return root;
}

describe('serving the composed site', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      serveSite: true,
      env: { SITE_DIR: await builtSite(), REMOTE_SHOP_URL: 'https://shop.example.com/remoteEntry.js' },
    });
  });
  afterAll(() => server.stop());

  // Each answer is read whole, so that the connection is free when the server stops.
  const get = async (url: string) => {
    const response = await fetch(`${server.url}${url}`);
    const body = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text: async () => body,
      json: async () => JSON.parse(body) as unknown,
    };
  };

  it('serves the shell page for every page of the site manifest, aliases included, so deep links load directly', async () => {
    for (const url of ['/', '/merch/product/102', '/swag-shop/product/101/', '/meet-grace', '/contact', '/checkout']) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers an address no page has with 404 and the shell page, which shows the 404 screen', async () => {
    for (const url of ['/no/such/page', '/merch/product', '/merch/product/1/more']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain('<div id="root"></div>');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
    }
  });

  it('marks the pages kept out of search results noindex in the header, and no others', async () => {
    for (const url of ['/checkout', '/dydd-logo-proposal/onboarding', '/payment-success?orderId=ord_1']) {
      expect((await get(url)).headers.get('x-robots-tag'), url).toBe('noindex');
    }
    for (const url of ['/', '/merch', '/dydd-logo-proposal']) {
      expect((await get(url)).headers.get('x-robots-tag'), url).toBeNull();
    }
  });

  it('tells the shell where each remote lives, from configuration', async () => {
    const response = await get('/remotes.json');
    expect(await response.json()).toEqual({
      portfolio: '/portfolio/remoteEntry.js',
      shop: 'https://shop.example.com/remoteEntry.js',
      design_service: '/design-service/remoteEntry.js',
      studio: '/studio-app/remoteEntry.js',
    });
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 to a browser that holds the current remote configuration', async () => {
    const first = await get('/remotes.json');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/remotes.json`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const stale = await fetch(`${server.url}/remotes.json`, { headers: { 'If-None-Match': 'W/"older"' } });
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual(await first.json());
  });

  it('lets browsers keep the site icon for a day', async () => {
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it("serves each remote's build under its own path", async () => {
    const response = await get('/shop/__federation_expose_MerchList.5e6f7a8b.js');
    expect(await response.text()).toBe('console.log("merch")');
  });

  it('lets hashed files be cached for a year and makes entry files and manifests revalidate', async () => {
    expect((await get('/src_bootstrap_tsx.1a2b3c4d.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/main.9f8e7d6c.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/shop/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/shop/mf-manifest.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed files for a year however the browser asks for them: brotli, gzip or plain', async () => {
    for (const encoding of ['br, gzip', 'gzip', 'identity']) {
      const response = await fetch(`${server.url}/shop/__federation_expose_MerchList.5e6f7a8b.js`, {
        headers: { 'Accept-Encoding': encoding },
      });
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-encoding') ?? 'identity', encoding).toBe(encoding.split(',')[0]);
      expect(body.length).toBeGreaterThan(0);
      expect(response.headers.get('cache-control'), encoding).toBe('public, max-age=31536000, immutable');
    }
    const entry = await fetch(`${server.url}/shop/remoteEntry.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    await entry.arrayBuffer();
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
  });

  it('moves a link to a piece from before each piece had its own page there for good', async () => {
    for (const url of ['/fine-art?piece=still-waters', '/art-shop?piece=still-waters']) {
      const response = await fetch(`${server.url}${url}`, { redirect: 'manual' });
      await response.text();
      expect(response.status, url).toBe(301);
      expect(response.headers.get('location'), url).toBe('/fine-art/still-waters');
    }
  });

  it('answers a missing file with 404 rather than the page', async () => {
    expect((await get('/missing.12345678.js')).status).toBe(404);
    expect((await get('/shop/missing.js')).status).toBe(404);
  });
});

describe('the files of a build', () => {
  let server: TestServer;
  beforeAll(async () => {
    const root = await builtSite();
    const builds = {
      'shell/dist/server/render.js': 'module.exports = {};',
      'shell/dist/mf-stats.json': '{"metaData":{"buildInfo":{"buildRoot":"/home/builder/site"}}}',
      'mfe-shop/dist/server/remoteEntry.js': 'module.exports = {};',
      'mfe-shop/dist/mf-stats.json': '{"metaData":{"buildInfo":{"buildRoot":"/home/builder/site"}}}',
    };
    for (const [file, content] of Object.entries(builds)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), content);
    }
    server = await startTestServer({ serveSite: true, env: { SITE_DIR: root } });
  });
  afterAll(() => server.stop());

  it('are served only as far as a browser needs them: not the server’s builds nor the statistics naming its folders', async () => {
    for (const address of [
      '/server/render.js',
      '/mf-stats.json',
      '/shop/server/remoteEntry.js',
      '/shop/mf-stats.json',
    ]) {
      const response = await fetch(`${server.url}${address}`);
      const body = await response.text();
      expect(response.status, address).toBe(404);
      expect(body, address).not.toMatch(/module\.exports|buildRoot/);
    }
    expect((await fetch(`${server.url}/shop/mf-manifest.json`)).status).toBe(200);
    expect((await fetch(`${server.url}/favicon.svg`)).status).toBe(200);
  });
});

describe('a demo shop', () => {
  let demo: TestServer;
  let shop: TestServer;
  beforeAll(async () => {
    const site = await builtSite();
    [demo, shop] = await Promise.all([
      startTestServer({ serveSite: true, env: { APP_ENV: 'demo', SITE_DIR: site } }),
      startTestServer({ serveSite: true, env: { SITE_DIR: site } }),
    ]);
  });
  afterAll(() => Promise.all([demo.stop(), shop.stop()]));

  const notice = '<aside class="test-shop-notice" aria-label="Test shop">Test shop: no real orders</aside>';

  it('says on every page, first in its body and before any script runs, that it takes no real orders', async () => {
    for (const address of ['/', '/merch', '/checkout', '/studio', '/no-such-page']) {
      const html = await (await fetch(`${demo.url}${address}`)).text();
      expect(html, address).toContain(`<body>${notice}<div id="root">`);
    }
  });

  it('is the only kind of shop that says so', async () => {
    expect(await (await fetch(`${shop.url}/`)).text()).not.toContain('Test shop');
  });
});

describe('a site that reports its errors', () => {
  const dsn = 'https://0123456789abcdef@errors.example.net/3';
  let reporting: TestServer;
  let quiet: TestServer;
  beforeAll(async () => {
    const site = await builtSite();
    [reporting, quiet] = await Promise.all([
      startTestServer({ serveSite: true, env: { SITE_DIR: site, SENTRY_DSN: dsn, SITE_COMMIT: '7b292f7ad76c' } }),
      startTestServer({ serveSite: true, env: { SITE_DIR: site } }),
    ]);
  });
  afterAll(() => Promise.all([reporting.stop(), quiet.stop()]));

  it("tells every page, in its head, where the browser reports errors, under the start's environment and release", async () => {
    const settings = `<script type="application/json" id="error-reporting">{"dsn":"${dsn}","environment":"test","release":"7b292f7ad76c"}</script>`;
    for (const address of ['/', '/checkout', '/no-such-page']) {
      const [head] = (await (await fetch(`${reporting.url}${address}`)).text()).split('</head>');
      expect(head, address).toContain(settings);
    }
  });

  it("names each page's request id in Server-Timing, where its script can read it, while the page stays the same and answers 304", async () => {
    const first = await fetch(`${reporting.url}/merch`);
    await first.text();
    const requestId = first.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(first.headers.get('server-timing')).toBe(`request-id;desc="${requestId}"`);

    const again = await fetch(`${reporting.url}/merch`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('server-timing')).toBe(`request-id;desc="${again.headers.get('x-request-id')}"`);
    expect(again.headers.get('x-request-id')).not.toBe(requestId);
  });

  it('says nothing of error reports on a site without SENTRY_DSN', async () => {
    expect(await (await fetch(`${quiet.url}/`)).text()).not.toContain('error-reporting');
  });
});

describe("a page's early hints for its remote", () => {
  const manifest = (expose: string, js: string[], css: string[]) =>
    JSON.stringify({
      id: 'shop',
      exposes: [{ name: expose, assets: { js: { sync: js, async: [] }, css: { sync: css, async: [] } } }],
    });

  it("names the screen's own scripts and styles, read again when the remote is rebuilt, and never the revalidated entry", async () => {
    const root = await builtSite();
    const manifestFile = path.join(root, 'mfe-shop/dist/mf-manifest.json');
    await writeFile(
      manifestFile,
      manifest('MerchList', ['__federation_expose_MerchList.5e6f7a8b.js'], ['m.1a2b3c4d.css']),
    );
    const server = await startTestServer({ serveSite: true, env: { SITE_DIR: root } });
    try {
      const link = async (url: string) => {
        const response = await fetch(`${server.url}${url}`);
        await response.text();
        return response.headers.get('link');
      };
      expect(await link('/merch')).toBe(
        '</shop/__federation_expose_MerchList.5e6f7a8b.js>; rel=preload; as=script, </shop/m.1a2b3c4d.css>; rel=preload; as=style',
      );
      expect(await link('/checkout')).toBeNull();
      expect(await link('/no-such-page')).toBeNull();

      await writeFile(manifestFile, manifest('MerchList', ['__federation_expose_MerchList.99999999.js'], []));
      const later = new Date(Date.now() + 5000);
      await utimes(manifestFile, later, later);
      await sleep(buildRecheckMs);
      expect(await link('/merch')).toBe('</shop/__federation_expose_MerchList.99999999.js>; rel=preload; as=script');
    } finally {
      await server.stop();
    }
  });

  it('serves the page without hints while a rebuild has left the manifest half written or gone', async () => {
    const root = await builtSite();
    const manifestFile = path.join(root, 'mfe-shop/dist/mf-manifest.json');
    const server = await startTestServer({ serveSite: true, env: { SITE_DIR: root } });
    try {
      await writeFile(manifestFile, '{"id":"shop","exposes":[{"na');
      const later = new Date(Date.now() + 5000);
      await utimes(manifestFile, later, later);
      await sleep(buildRecheckMs);
      const halfWritten = await fetch(`${server.url}/merch`);
      expect(halfWritten.status).toBe(200);
      expect(await halfWritten.text()).toContain('<div id="root">');
      expect(halfWritten.headers.get('link')).toBeNull();

      await rm(manifestFile);
      await sleep(buildRecheckMs);
      const gone = await fetch(`${server.url}/merch`);
      expect(gone.status).toBe(200);
      expect(await gone.text()).toContain('<div id="root">');
      expect(gone.headers.get('link')).toBeNull();
    } finally {
      await server.stop();
    }
  });

  it('names nothing for a remote that lives elsewhere, whose files it cannot know', async () => {
    const server = await startTestServer({
      serveSite: true,
      env: { SITE_DIR: await builtSite(), REMOTE_SHOP_URL: 'https://shop.example.com/remoteEntry.js' },
    });
    try {
      const response = await fetch(`${server.url}/merch`);
      await response.text();
      expect(response.headers.get('link')).toBeNull();
    } finally {
      await server.stop();
    }
  });
});
