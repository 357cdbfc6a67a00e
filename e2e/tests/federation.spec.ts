import { remotes, remoteUrlVariable } from 'shared-contracts/site-manifest';
import { RemoteOrigin } from '../support/remote-origin';
import { startTestSite } from '../support/site';
import type { Response } from '@playwright/test';
import { expect, pageErrors, test } from '../support/fixtures';

test('the composed site downloads React and the federation runtime once, from the shell, across every public remote, and never the studio', async ({
  page,
}) => {
  const scripts: Promise<{ path: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((body) => ({ path: new URL(response.url()).pathname, body })));
  });

  // One page load that shows a screen of each remote.
  await page.goto('/proposal');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Proposals' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Merch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Faith-Inspired Merch' })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Where Faith Meets Creativity' })).toBeVisible();

  const downloaded = await Promise.all(scripts);
  // React's production build, and only React's, links its error decoder.
  const withReact = downloaded.filter(({ body }) => body.includes('react.dev/errors')).map(({ path }) => path);
  expect(withReact).toEqual([expect.stringMatching(/^\/main\.[0-9a-f]{8}\.js$/)]);
  // The runtime's global registry key is written by the runtime alone.
  const withRuntime = downloaded.filter(({ body }) => body.includes('__GLOBAL_PLUGIN__')).map(({ path }) => path);
  expect(withRuntime).toEqual(withReact);
  for (const [name, { urlPrefix }] of Object.entries(remotes)) {
    // The artist's studio is downloaded on her pages only.
    expect(
      downloaded.some(({ path }) => path.startsWith(urlPrefix)),
      name,
    ).toBe(name !== 'studio');
  }
});

test('no script names a source map, and none is served, from the shell or any remote', async ({ page, request }) => {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  await page.goto('/proposal');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Proposals' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Merch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Faith-Inspired Merch' })).toBeVisible();

  const downloaded = await Promise.all(scripts);
  expect(downloaded.length).toBeGreaterThan(3);
  for (const { url, body } of downloaded) {
    expect(body, url).not.toContain('sourceMappingURL');
    expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
  }
});

test('a remote can be pointed at by its manifest instead of its entry script', async ({ page }) => {
  const site = await startTestSite({
    [remoteUrlVariable('design_service')]: `${remotes.design_service.urlPrefix}mf-manifest.json`,
  });
  try {
    await page.goto(`${site.url}/proposal`);
    await expect(page.getByRole('heading', { level: 1, name: 'Project Proposals' })).toBeVisible();
  } finally {
    await site.stop();
  }
});

test.describe('a remote on its own origin', () => {
  test('when its server is down, only its routes show the fallback, and a retry recovers once it is back', async ({
    page,
  }) => {
    const shop = await RemoteOrigin.deploy('shop');
    const site = await startTestSite(shop.siteEnv);
    try {
      await page.goto(`${site.url}/merch`);
      await expect(page.getByRole('heading', { level: 1, name: 'Faith-Inspired Merch' })).toBeVisible();

      await shop.stop();
      await page.goto(`${site.url}/merch`);
      await expect(page.getByRole('heading', { level: 1, name: 'This page is taking a short rest' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('button', { name: /open cart/i })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fine Art' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Fine Art' })).toBeVisible();
      await page.goto(`${site.url}/proposal`);
      await expect(page.getByRole('heading', { level: 1, name: 'Project Proposals' })).toBeVisible();

      await page.goto(`${site.url}/merch`);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await shop.start();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Faith-Inspired Merch' })).toBeVisible();
    } finally {
      await shop.dispose();
      await site.stop();
    }
  });

  test('is served from there, and a redeploy shows up without rebuilding the shell', async ({ page }) => {
    // Two production builds of the portfolio, on CI's two cores: more than the usual 45 seconds.
    test.slow();
    const portfolio = await RemoteOrigin.deploy('portfolio');
    const site = await startTestSite(portfolio.siteEnv);
    const entryFromRemoteOrigin = (response: Response) =>
      response.url() === `http://127.0.0.1:${portfolio.port}/remoteEntry.js`;
    const errors = pageErrors(page);
    try {
      const entryLoaded = page.waitForResponse(entryFromRemoteOrigin);
      await page.goto(`${site.url}/fine-art`);
      await expect(page.getByRole('heading', { level: 1, name: 'Fine Art' })).toBeVisible();
      await entryLoaded;
      // Taken over before the redeploy: its old screen's chunk is not replaced while it loads.
      await page.waitForLoadState('networkidle');

      // The server renders the new build too, so the browser takes the page over without a mismatch.
      await portfolio.redeployReplacing('Fine Art', 'Fine Art Gallery');
      const html = await (await page.request.get(`${site.url}/fine-art`)).text();
      expect(html).toMatch(/<h1[^>]*>Fine Art Gallery<\/h1>/);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Fine Art Gallery' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await portfolio.dispose();
      await site.stop();
    }
  });
});
