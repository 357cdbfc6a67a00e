import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/journeys';

test('the whole purchase path works with the keyboard alone', async ({ page, site }) => {
  await page.goto('/merch');
  const viewProduct = page
    .getByRole('article')
    .filter({ hasText: 'Heavyweight Sweatshirt' })
    .getByRole('link', { name: 'View Product' });
  await expect(viewProduct).toBeVisible();
  await tabTo(page, viewProduct);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: /Heavyweight Sweatshirt/ })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'M', exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Dust', exact: true }));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/variant=10207$/);
  await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');

  const cart = page.getByRole('dialog', { name: 'Shopping Cart (1 item)' });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Close cart' })).toBeFocused();
  await tabTo(page, cart.getByRole('button', { name: 'Checkout' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const type = async (label: string, text: string) => {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(text);
  };
  await type('First name', 'Ruth');
  await type('Last name', 'Moab');
  await type('Email', 'ruth.keys@example.com');
  await type('Address', '1 Field Road');
  await type('City', 'Bethlehem');
  await tabTo(page, page.getByLabel('State'));
  await page.keyboard.type('PA');
  await type('ZIP code', '18015');
  await type('Card number', '4242 4242 4242 4242');
  await type('Expiry date', '12/34');
  await type('CVV', '123');
  await type('Name on card', 'Ruth Moab');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId');
  expect(await site.db.query('SELECT payment_state, fulfilment_state FROM orders WHERE id = $1', [orderId])).toEqual([
    { payment_state: 'paid', fulfilment_state: 'sent' },
  ]);
});

test('the design-service payment path works with the keyboard alone', async ({ page, context }) => {
  await page.goto('/dydd-logo-proposal');
  await tabTo(page, page.getByRole('link', { name: 'Choose Complete Package' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Project Agreement & Payment' })).toBeVisible();
  for (const [label, text] of [
    ['Full name', 'Deborah Judge'],
    ['Email', 'deborah.keys@example.com'],
    ['Phone', '312-555-0100'],
  ]) {
    await tabTo(page, page.getByLabel(label!, { exact: true }));
    await page.keyboard.type(text!);
  }
  await tabTo(page, page.getByLabel('I have read and accept the project agreement'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: /Proceed to Secure Payment/ }));
  const [payment] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);

  await payment.waitForURL(/\/pay\/cs_test_/);
  await expect(payment.getByText('$450.00', { exact: true })).toBeVisible();
  for (const [label, text] of [
    ['Card number', '4242 4242 4242 4242'],
    ['Expiry (MM/YY)', '12/34'],
    ['CVC', '123'],
  ]) {
    await tabTo(payment, payment.getByLabel(label!));
    await payment.keyboard.type(text!);
  }
  await payment.keyboard.press('Enter');

  await expect(payment.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await expect(payment.getByText('$450.00')).toBeVisible();
});

test('on a phone, the menu opened from the keyboard takes the focus, and Escape closes it and gives the focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Where Faith Meets Creativity' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');

  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('list');
  await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Meet Grace' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});
