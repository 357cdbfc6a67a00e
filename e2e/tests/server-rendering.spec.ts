import type { Browser, Page } from '@playwright/test';
import { pages, renderedOnServer } from 'shared-contracts/site-manifest';
import { expect, pageErrors, test } from '../support/fixtures';
import { siteAddresses, visitable } from '../support/site-addresses';

const sweatshirt = { name: 'Rooted in Faith Embroidered Heavyweight Sweatshirt', price: '$54.99' };

// Each public page at its own address: an alias renders the same screen.
const publicAddresses = pages.filter(renderedOnServer).map((page) => visitable(page.path));
const ownAddresses = siteAddresses.filter(({ page }) => !renderedOnServer(page)).map(({ address }) => address);
// A product, piece or print the site does not have, with the heading of its screen's "not found".
const missingThings = [
  ['/merch/product/999999', 'Product Not Found'],
  ['/fine-art/no-such-piece', 'This piece is not in the gallery'],
  ['/prints/no-such-piece', 'This print is not offered'],
] as const;

/** Visits the site in a browser that runs no script, as a link preview's crawler does. */
async function withoutJavaScript(browser: Browser, site: { url: string }, visit: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.url });
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('pages rendered on the server', () => {
  test('a browser without JavaScript sees every public page: its heading, the navigation, the footer and its data', async ({
    browser,
    site,
  }) => {
    test.setTimeout(120_000);
    await withoutJavaScript(browser, site, async (page) => {
      for (const address of publicAddresses) {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main' }), address).toBeVisible();
        await expect(page.getByRole('contentinfo'), address).toBeVisible();
        await expect(page.getByText('Loading…'), address).toHaveCount(0);
      }
      await page.goto('/merch/product/102');
      await expect(page.getByRole('heading', { level: 1, name: sweatshirt.name })).toBeVisible();
      await expect(page.getByText(sweatshirt.price).first()).toBeVisible();
      await page.goto('/fine-art');
      await expect(page.getByRole('heading', { level: 2, name: 'Artwork Title 1' })).toBeVisible();
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    });
  });

  test('no control of a public page can be used before the browser takes it over: a choice made then would be lost', async ({
    browser,
    site,
  }) => {
    test.setTimeout(120_000);
    await withoutJavaScript(browser, site, async (page) => {
      for (const address of publicAddresses) {
        await page.goto(address);
        const controls = page.locator('button, input, select, textarea');
        for (const control of await controls.all()) {
          await expect(
            control,
            `${address}: ${await control.evaluate((element) => element.outerHTML.slice(0, 120))}`,
          ).toBeDisabled();
        }
      }
    });
  });

  test('the browser takes over every public page without a hydration error or a second copy of its styles, and its links then work', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = pageErrors(page);
    for (const address of publicAddresses) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible();
      await page.waitForLoadState('networkidle');
      // A sheet linked twice is matched twice in every style recalculation, as when a dialog opens.
      const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? 'inline'));
      expect(sheets.length, `${address}: ${sheets.join(', ')}`).toBe(new Set(sheets).size);
    }
    expect(errors).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Merch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Faith-Inspired Merch' })).toBeVisible();
  });

  test('a product, piece or print the site does not have comes as its screen\'s "not found", which the browser takes over without an error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      // The page's own 404 status is the one error it is expected to log.
      if (message.type() === 'error' && message.location().url !== page.url()) {
        errors.push(`${page.url()}: ${message.text()}`);
      }
    });
    for (const [address, heading] of missingThings) {
      const response = await page.goto(address);
      expect(response!.status(), address).toBe(404);
      expect(await response!.text(), address).toContain(`>${heading}</h1>`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: heading }), address).toBeVisible();
    }
    expect(errors).toEqual([]);
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
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/portfolio\/(__federation_expose_About\.[0-9a-f]{8}\.css)" data-href="\1" \/>/,
    );
  });

  test('a product page comes with its product, which the browser shows without asking for it again', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/merch/product/102')).text();
    const data = JSON.parse(html.match(/id="page-data">([^<]*)</)![1]!) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual([
      'get-printful-products {}',
      expect.stringMatching(/^check-inventory \{"variantIds":\[10201,/),
    ]);

    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/functions/v1/get-printful-products')) asked.push(sent.url());
    });
    const errors = pageErrors(page);
    await page.goto('/merch/product/102');
    await expect(page.getByRole('heading', { level: 1, name: sweatshirt.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
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
