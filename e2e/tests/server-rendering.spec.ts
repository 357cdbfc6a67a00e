import { renderedOnServer } from 'shared-contracts/site-manifest';
import { expect, pageErrors, test } from '../support/fixtures';
import { siteAddresses } from '../support/site-addresses';

const publicAddresses = siteAddresses.filter(({ page }) => renderedOnServer(page)).map(({ address }) => address);
// A product's, a piece's or a print's page has its heading only once its data has come: the
// server does not yet write a page's data into it, so without JavaScript these show their loading view.
const pagesWithoutTheirData = new Set(['ProductDetail', 'Artwork', 'Print']);
const contentAddresses = siteAddresses
  .filter(({ page }) => renderedOnServer(page))
  .filter(({ page }) => !('remote' in page.screen && pagesWithoutTheirData.has(page.screen.exposed)))
  .map(({ address }) => address);
const ownAddresses = siteAddresses.filter(({ page }) => !renderedOnServer(page)).map(({ address }) => address);

test.describe('pages rendered on the server', () => {
  test('a browser without JavaScript sees every public page that needs no data: its heading, the navigation and the footer', async ({
    browser,
    site,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.url });
    const page = await context.newPage();
    for (const address of contentAddresses) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }), address).toBeVisible();
      await expect(page.getByRole('contentinfo'), address).toBeVisible();
      await expect(page.getByText('Loading…'), address).toHaveCount(0);
    }
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await context.close();
  });

  test('the browser takes over every public page without a hydration error, and its links then work', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = pageErrors(page);
    for (const address of publicAddresses) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Merch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Faith-Inspired Merch' })).toBeVisible();
  });

  test('the HTML of a public page holds its content and the remote addresses it was rendered with', async ({
    request,
  }) => {
    const html = await (await request.get('/meet-grace')).text();
    expect(html).toMatch(
      /<div id="root"><div[^>]*>.*Meet the artist.*<\/div><script type="application\/json" id="site-remotes">/s,
    );
    const remotes = JSON.parse(html.match(/id="site-remotes">([^<]*)</)![1]!) as Record<string, string>;
    expect(remotes.portfolio).toBe('/portfolio/remoteEntry.js');
    expect(html).not.toContain('href="/remotes.json"');
    expect(html).toMatch(/<link rel="stylesheet" href="\/portfolio\/__federation_expose_About\.[0-9a-f]{8}\.css" \/>/);
  });

  test("a page of a visitor's own cart, order or payment, and the studio, is drawn by the browser alone", async ({
    request,
  }) => {
    expect(ownAddresses).toContain('/checkout');
    for (const address of ownAddresses) {
      const html = await (await request.get(address)).text();
      expect(html, address).toMatch(/<div id="?root"?><\/div>/);
      expect(html, address).not.toContain('id="site-remotes"');
    }
  });
});
