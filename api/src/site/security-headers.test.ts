import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('security headers', () => {
  let server: TestServer;
  afterEach(() => server.stop());

  // The body is read too, so that the connection is free when the server stops.
  const headersOf = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${server.url}${path}`, init);
    await response.arrayBuffer();
    return response.headers;
  };

  it('allow scripts only from this origin and the configured remote origins, and framing by its own pages only', async () => {
    server = await startTestServer({ env: { REMOTE_SHOP_URL: 'https://shop.cdn.example/remoteEntry.js' } });
    const headers = await headersOf('/health');
    const csp = headers.get('content-security-policy')!;
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'))!;
    expect(scriptSrc.trim()).toBe("script-src 'self' https://shop.cdn.example");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it("allow Stripe's script and frames only when Stripe takes the payments", async () => {
    server = await startTestServer({ env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' } });
    const csp = (await headersOf('/health')).get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
  });

  it('let pages send their error reports to the error service only when SENTRY_DSN names one', async () => {
    server = await startTestServer({ env: { SENTRY_DSN: 'https://0123456789abcdef@errors.example.net:8443/3' } });
    const csp = (await headersOf('/health')).get('content-security-policy')!;
    expect(csp).toContain("connect-src 'self' https://errors.example.net:8443");
    await server.stop();

    server = await startTestServer();
    expect((await headersOf('/health')).get('content-security-policy')).toContain("connect-src 'self';");
  });

  it('send HSTS when the site is served over HTTPS', async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://grace.example' } });
    expect((await headersOf('/health')).get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('answer cross-origin calls only from configured origins', async () => {
    server = await startTestServer({ env: { CORS_ORIGINS: 'https://partner.example' } });
    const allowed = await headersOf('/functions/v1/get-printful-products', {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(allowed.get('access-control-allow-origin')).toBe('https://partner.example');
    const stranger = await headersOf('/health', { headers: { Origin: 'https://evil.example' } });
    expect(stranger.get('access-control-allow-origin')).toBeNull();
  });

  it('send no CORS headers at all by default', async () => {
    server = await startTestServer();
    expect(
      (await headersOf('/health', { headers: { Origin: 'https://partner.example' } })).get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });
});

describe('search engine files', () => {
  let server: TestServer;
  afterEach(() => server.stop());

  it('serve robots.txt that lets crawlers read every page, and a sitemap of exactly the indexed pages and every product page', async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://grace.example' } });
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    // Pages kept out of search results say so with noindex, which a crawler must be allowed to read.
    expect(robots).not.toContain('Disallow: /checkout');
    expect(robots).not.toContain('/dydd-logo-proposal');
    expect(robots).toContain('Disallow: /pay/');
    expect(robots).toContain('Sitemap: https://grace.example/sitemap.xml');

    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>https:\/\/grace\.example(.*?)<\/loc>/g)].map(([, path]) => path);
    expect(listed.filter((path) => !path?.startsWith('/merch/product/'))).toEqual([
      '/',
      '/meet-grace',
      '/fine-art',
      '/prints',
      '/custom-paintings',
      '/contact-grace',
      '/shipping-returns',
      '/privacy',
      '/terms',
      '/faq',
      '/merch',
      '/t-shirts',
      '/gift-cards',
      '/proposal',
      '/play-harbor-proposal',
      '/dydd-logo-proposal',
    ]);
    expect(listed).toContain('/merch/product/102');
  });
});
