import type { Browser, Page } from '@playwright/test';
import { fillCheckout } from '../support/journeys';
import { expect, test } from '../support/fixtures';

/** A visitor puts the piece at `slug` in the cart from its page and goes to the checkout. */
async function cartAndCheckout(page: Page, slug: string, title: string) {
  await page.goto(`/fine-art/${slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const cart = page.getByRole('dialog', { name: /Shopping Cart/ });
  await expect(cart).toContainText(title);
  await expect(cart).toContainText('Original, one of a kind');
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await fillCheckout(page, {
    firstName: 'Ann',
    lastName: 'Lee',
    email: `ann.${slug}@example.com`,
    cardNumber: '4242 4242 4242 4242',
  });
}

async function buyer(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

test('a visitor buys an original with a good card: it shows Sold, and its page offers no Add to Cart', async ({
  page,
  site,
}) => {
  await site.db.query(`UPDATE artworks SET shipping_cents = 4500 WHERE slug = 'artwork-3'`);
  await cartAndCheckout(page, 'artwork-3', 'Artwork Title 3');
  const summary = page.getByRole('complementary').or(page.locator('aside')).first();
  await expect(summary).toContainText('$45.00');
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();

  await page.goto('/fine-art');
  await expect(page.getByRole('listitem').filter({ hasText: 'Artwork Title 3' })).toContainText('Sold');
  await page.goto('/fine-art/artwork-3');
  await expect(page.getByText('Sold', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
});

test('two buyers of one original check out at once: one pays, the other is refused before any charge', async ({
  browser,
  site,
}) => {
  const [first, second] = [await buyer(browser, site.url), await buyer(browser, site.url)];
  await cartAndCheckout(first.page, 'artwork-5', 'Artwork Title 5');
  await cartAndCheckout(second.page, 'artwork-5', 'Artwork Title 5');

  await Promise.all([
    first.page.getByRole('button', { name: /Place Order/ }).click(),
    second.page.getByRole('button', { name: /Place Order/ }).click(),
  ]);
  const outcome = async (page: Page) => {
    if (await page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' }).isVisible()) return 'paid';
    return (await page
      .getByText(/has just been reserved or sold/)
      .first()
      .isVisible())
      ? 'refused'
      : 'waiting';
  };
  await expect
    .poll(async () => (await Promise.all([outcome(first.page), outcome(second.page)])).sort())
    .toEqual(['paid', 'refused']);
  const [charges] = await site.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM test_card_charges WHERE status = 'succeeded' AND amount_cents = 16200`,
  );
  expect(charges!.count).toBe(1);
  await first.close();
  await second.close();
});
