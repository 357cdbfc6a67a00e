import { expect, test } from '../support/fixtures';
import { fillCheckout, seedStorage, sweatshirtCart } from '../support/journeys';

test('a visitor buys a sweatshirt: size and colour, cart, reload, checkout with a test card, confirmation', async ({
  page,
  site,
}) => {
  await page.goto('/merch');
  await expect(page.getByText('Loading your designs...')).toBeVisible();
  const sweatshirt = page.getByRole('article').filter({ hasText: 'Heavyweight Sweatshirt' });
  await sweatshirt.getByRole('link', { name: 'View Product' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Rooted in Faith Embroidered Heavyweight Sweatshirt' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Navy', exact: true }).click();
  await page.getByRole('button', { name: 'L', exact: true }).click();
  await expect(page).toHaveURL(/variant=10213$/);
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  const cart = page.getByRole('dialog', { name: /Shopping Cart/ });
  await expect(cart).toHaveAccessibleName('Shopping Cart (1 items)');
  await expect(page.getByText('Added to cart!').first()).toBeVisible();
  await cart.getByRole('button', { name: /Increase quantity/ }).click();
  await cart.getByRole('button', { name: /Increase quantity/ }).click();
  await cart.getByRole('button', { name: /Decrease quantity/ }).click();
  await expect(cart).toHaveAccessibleName('Shopping Cart (2 items)');
  await expect(cart.getByTestId('cart-total')).toHaveText('$109.98');
  await cart.getByRole('button', { name: 'Close cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.getByRole('button', { name: /open cart/i }).click();
  await expect(cart).toHaveAccessibleName('Shopping Cart (2 items)');
  await cart.getByRole('button', { name: 'Checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await fillCheckout(page, {
    firstName: 'Lydia',
    lastName: 'Purple',
    email: 'lydia@example.com',
    cardNumber: '4242 4242 4242 4242',
  });
  await expect(page.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('$118.78');
  await page.getByRole('button', { name: /Place Order/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText('Order placed successfully and sent for fulfillment!')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  expect(orderId).toMatch(/^ord_/);
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();

  const [order] = await site.db.query<{
    payment_state: string;
    fulfilment_state: string;
    total_cents: number;
    items: { variantId: number; quantity: number }[];
  }>('SELECT payment_state, fulfilment_state, total_cents, items FROM orders WHERE id = $1', [orderId]);
  expect(order).toMatchObject({ payment_state: 'paid', fulfilment_state: 'sent', total_cents: 11878 });
  expect(order!.items).toMatchObject([{ variantId: 10213, quantity: 2 }]);
});

test('a declined card keeps the form and the cart and says the payment failed', async ({ page }) => {
  await page.goto('/merch/product/103');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Checkout' }).click();
  await fillCheckout(page, {
    firstName: 'Ruth',
    lastName: 'Moab',
    email: 'ruth@example.com',
    cardNumber: '4000 0000 0000 0002',
  });
  await page.getByRole('button', { name: /Place Order/ }).click();

  await expect(page.locator('[role="alert"]').filter({ hasText: 'Your card was declined.' }).first()).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ruth');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('the cart stays in step across two open tabs', async ({ page, context }) => {
  await page.goto('/merch/product/101');
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { level: 1, name: 'Where Faith Meets Creativity' })).toBeVisible();
  await expect(other.getByRole('button', { name: /open cart/i })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await expect(other.getByTestId('cart-count')).toHaveText('1');
});

test('on a phone, each checkout section carries its name inside its card, not across its border', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await seedStorage(page, sweatshirtCart);
  await page.goto('/checkout');
  for (const name of ['Shipping Information', 'Billing Information', 'Payment Information']) {
    const section = page.getByRole('group', { name });
    const card = await section.boundingBox();
    const heading = await section.locator('legend').boundingBox();
    expect(heading!.y, name).toBeGreaterThan(card!.y);
  }
});
