import { expect, test } from '../support/fixtures';

const screens: [path: string, heading: string | RegExp][] = [
  ['/', 'Where Faith Meets Creativity'],
  ['/meet-grace', 'Meet the artist'],
  ['/fine-art', 'Fine Art'],
  ['/art-shop', 'Fine Art'],
  ['/prints', 'Prints'],
  ['/print-shop', 'Prints'],
  ['/custom-paintings', 'Custom Paintings'],
  ['/contact-grace', 'Get in Touch'],
  ['/contact', 'Get in Touch'],
  ['/merch', 'Faith-Inspired Merch'],
  ['/swag-shop', 'Faith-Inspired Merch'],
  ['/merch/product/102', 'Rooted in Faith Embroidered Heavyweight Sweatshirt'],
  ['/swag-shop/product/101', "Walk by Faith Women's Relaxed T-Shirt"],
  ['/proposal', 'Project Proposals'],
  ['/play-harbor-proposal', 'Play Harbor Mural Proposal'],
  ['/dydd-logo-proposal', 'Divine Design Logo & Book Cover Proposal'],
  ['/dydd-logo-proposal/payment?package=logo', 'Project Agreement & Payment'],
  ['/dydd-logo-proposal/thank-you', 'Payment Status Unknown'],
  ['/payment-success', 'Payment Error'],
];

test.describe('every route of the site', () => {
  for (const [path, heading] of screens) {
    test(`${path} lands on "${heading}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  // That every page of the site manifest answers 200 with its own screen is checked with its
  // accessibility, in one visit each (accessibility.spec.ts).

  for (const path of ['/no-such-page', '/merch/unknown/deeper']) {
    test(`${path} answers 404, shows the 404 page and logs the path`, async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      // The page is on screen as the server rendered it; the path is logged once the browser has taken it over.
      await expect
        .poll(() =>
          logged.some(
            (line) => line.includes('404 Error: User attempted to access non-existent route:') && line.includes(path),
          ),
        )
        .toBe(true);

      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('the footer reaches T-Shirts, the merch list of t-shirts', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'T-Shirts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Faith-Inspired T-Shirts' })).toBeVisible();
  });
});

test.describe('the navigation bar', () => {
  test('highlights only the link of the current page, Home only on exactly /', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const current = nav.locator('[aria-current="page"]');

    await page.goto('/');
    await expect(current).toHaveText(['Home']);

    await nav.getByRole('link', { name: 'Fine Art' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fine Art' })).toBeVisible();
    await expect(current).toHaveText(['Fine Art']);

    await page.goto('/proposal');
    await expect(page.getByRole('heading', { level: 1, name: 'Project Proposals' })).toBeVisible();
    await expect(current).toHaveCount(0);
  });

  test('on a phone, the menu opens from its button and closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const printsLink = nav.getByRole('link', { name: 'Prints' });

    await expect(printsLink).toBeHidden();
    await menuButton.click();
    await expect(printsLink).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await printsLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prints' })).toBeVisible();
    await expect(printsLink).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: /open cart/i })).toBeVisible();
  });
});

test('/t-shirts shows the merch list with its t-shirts only', async ({ page }) => {
  const response = await page.goto('/t-shirts');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^T-Shirts/);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Sweatshirt' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Minimalist T-Shirt' })).toHaveCount(1);
});

test.describe('a page reached by another address, or within a section, lights the navigation link it belongs to', () => {
  for (const [path, link] of [
    ['/print-shop', 'Prints'],
    ['/prints/artwork-2', 'Prints'],
    ['/art-shop', 'Fine Art'],
    ['/fine-art/artwork-3', 'Fine Art'],
    ['/contact', 'Contact'],
    ['/swag-shop', 'Merch'],
    ['/t-shirts', 'Merch'],
    ['/merch/product/102', 'Merch'],
  ] as const) {
    test(`${path} lights ${link}`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('navigation', { name: 'Main' });
      await expect(main.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(main.locator('[aria-current]')).toHaveCount(1);
    });
  }
});

test('a page loaded afresh opens at its top, not where the page before it was scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/custom-paintings');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Paintings' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.waitForFunction(() => window.scrollY >= 1200);

  await page.goto('/meet-grace');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet the artist' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
