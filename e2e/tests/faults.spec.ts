import { expect, test } from '../support/fixtures';
import { fillSweatshirtCheckout, seedStorage, sweatshirtCart } from '../support/journeys';

test('with the API down, the merch page says so and the cart is untouched', async ({ page }) => {
  await seedStorage(page, sweatshirtCart);
  // Opened at its address, the page comes with its products: the browser asks for them after a move.
  await page.goto('/');
  await page.route('**/functions/v1/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Merch' }).click();

  await expect(page.getByRole('alert')).toHaveText('Failed to load products. Please try again.');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await page.evaluate(() => window.localStorage.getItem('grace-studio:cart'))).toBe(
    sweatshirtCart['grace-studio:cart'],
  );

  await page.unroute('**/functions/v1/**');
  await page.getByRole('button', { name: 'Refresh Products' }).click();
  await expect(page.getByRole('article')).toHaveCount(3);
});

test('offline at the moment of paying, the checkout keeps the form and the cart, and the retry places the order once', async ({
  page,
  context,
  site,
}) => {
  await fillSweatshirtCheckout(page, {
    firstName: 'Lydia',
    lastName: 'Purple',
    email: 'lydia.offline@example.com',
    cardNumber: '4242 4242 4242 4242',
  });

  await context.setOffline(true);
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(
    page.locator('[role="alert"]').filter({ hasText: 'We could not reach the server' }).first(),
  ).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Lydia');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await context.setOffline(false);
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
  const orders = await site.db.query('SELECT id FROM orders WHERE email = $1', ['lydia.offline@example.com']);
  expect(orders).toHaveLength(1);
});
