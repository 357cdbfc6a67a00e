import { expect, test } from '../support/fixtures';
import { fillCheckout, fillSweatshirtCheckout, seedStorage, sweatshirtCart } from '../support/journeys';
import { expectUncovered, untilAnimationsEnd } from '../support/layout';

test('a visitor buys a sweatshirt: size and colour, cart, reload, checkout with a test card, confirmation', async ({
  page,
  site,
}) => {
  // Reached by a move within the site, the list waits and says so; opened at its address, it comes with its products.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Merch' }).click();
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
  await expect(cart).toHaveAccessibleName('Shopping Cart (1 item)');
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
  await expect(page.getByText(/placed successfully/i)).toHaveCount(1);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  expect(orderId).toMatch(/^ord_/);
  await expect(page.getByText(/^#\d{4,}$/)).toBeVisible();
  await expect(page.getByText(orderId)).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText(/^#\d{4,}$/)).toBeVisible();

  const [order] = await site.db.query<{
    payment_state: string;
    fulfilment_state: string;
    total_cents: number;
    items: { variantId: number; quantity: number }[];
  }>('SELECT payment_state, fulfilment_state, total_cents, items FROM orders WHERE id = $1', [orderId]);
  expect(order).toMatchObject({ payment_state: 'paid', fulfilment_state: 'sent', total_cents: 11878 });
  expect(order!.items).toMatchObject([{ variantId: 10213, quantity: 2 }]);
});

test('a declined card keeps the form and the cart and says the payment failed, and the notice goes with the page', async ({
  page,
}) => {
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

  // Paid at once with a good card, the confirmation carries none of the failed try's notices.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  // Read at once: a notice left over would go by itself only seconds later.
  const notices = await page.getByRole('region', { name: 'Notifications' }).textContent();
  expect(notices).not.toContain('Your card was declined.');
  expect(notices).not.toContain('Payment failed');
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

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

for (const viewport of [desktop, phone]) {
  test(`at ${viewport.width} px, "Added to cart!" leaves the cart's Clear All and Checkout uncovered`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/merch/product/102');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const cart = page.getByRole('dialog', { name: /Shopping Cart/ });
    const notice = page.getByRole('status').filter({ hasText: 'Added to cart!' });
    await expect(notice).toBeVisible();
    await untilAnimationsEnd(page);
    await expectUncovered(notice, cart.getByRole('button', { name: 'Clear All' }));
    await expectUncovered(notice, cart.getByRole('button', { name: 'Checkout' }));
  });
}

test('on a phone, the notice of a declined card leaves the field the visitor pressed Enter in uncovered', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await fillSweatshirtCheckout(page, {
    firstName: 'Eli',
    lastName: 'Shiloh',
    email: 'eli@example.com',
    cardNumber: '4000 0000 0000 0002',
  });
  const nameOnCard = page.getByLabel('Name on card');
  await nameOnCard.evaluate((input) => input.scrollIntoView({ block: 'end' }));
  await nameOnCard.press('Enter');
  const notice = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
  await expect(notice).toContainText('Your card was declined.');
  await untilAnimationsEnd(page);
  await expectUncovered(notice, nameOnCard);
});

test('the card expiry takes the MM/YY form as it is typed, and a passed month is refused at the field before paying', async ({
  page,
  site,
}) => {
  await seedStorage(page, sweatshirtCart);
  await page.goto('/checkout');
  const expiry = page.getByLabel('Expiry date');
  await expiry.pressSequentially('1230');
  await expect(expiry).toHaveValue('12/30');

  await fillCheckout(page, {
    firstName: 'Mara',
    lastName: 'Naomi',
    email: 'mara@example.com',
    cardNumber: '4242 4242 4242 4242',
  });
  await expiry.fill('');
  await expiry.pressSequentially('0124');
  await expect(expiry).toHaveValue('01/24');
  await page.getByLabel('CVV').focus();
  await expect(page.getByText("This card's expiry date has passed.")).toBeVisible();
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(expiry).toBeFocused();
  expect(await site.db.query('SELECT id FROM orders WHERE email = $1', ['mara@example.com'])).toEqual([]);

  await expiry.fill('');
  await expiry.pressSequentially('1334');
  await page.getByLabel('CVV').focus();
  await expect(page.getByText('Please enter the expiry date as MM/YY.')).toBeVisible();
});

test('the merch list leaves no empty column: its three products stand centred in one row on a desktop', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await page.goto('/merch');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  const boxes = await cards.evaluateAll((articles) =>
    articles.map((article) => article.getBoundingClientRect().toJSON()),
  );
  const grid = (await page.getByRole('list').filter({ has: cards.first() }).boundingBox())!;
  expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
  const before = boxes[0].left - grid.x;
  const after = grid.x + grid.width - boxes[2].right;
  expect(Math.abs(before - after)).toBeLessThan(2);
});

test('the cart says "1 item", and the add-to-cart notice names the size and the colour', async ({ page }) => {
  await page.goto('/merch/product/102');
  await page.getByRole('button', { name: 'Navy', exact: true }).click();
  await page.getByRole('button', { name: 'L', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart (1 item)' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toContainText('L, Navy');
});

test('the embroidered sweatshirt says it is embroidered, the printed t-shirt that it is printed', async ({ page }) => {
  await page.goto('/merch/product/102');
  await expect(page.getByRole('listitem').filter({ hasText: 'Decoration: Stitched embroidery' })).toBeVisible();
  await expect(page.getByText('Direct-to-Garment')).toHaveCount(0);
  await page.goto('/merch/product/103');
  await expect(page.getByText('High-Quality Direct-to-Garment printing')).toBeVisible();
});

test('Refresh Products says when the products were refreshed', async ({ page }) => {
  await page.goto('/merch');
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.getByRole('button', { name: 'Refresh Products' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Products refreshed.' })).toBeVisible();
});

test('on a phone, the confirmation shows the order number whole on its own line', async ({ page }) => {
  await page.setViewportSize(phone);
  await fillSweatshirtCheckout(page, {
    firstName: 'Ada',
    lastName: 'Lois',
    email: 'ada@example.com',
    cardNumber: '4242 4242 4242 4242',
  });
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
  const ids = page.getByRole('definition');
  await expect(ids).toHaveCount(1);
  for (const id of await ids.all()) {
    const lines = await id.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, (await id.textContent()) ?? '').toBe(1);
    const box = await id.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
});

test('beside the pay button, the checkout links to its Terms and Shipping & Returns in new tabs, and keeps what was typed', async ({
  page,
  context,
}) => {
  await seedStorage(page, sweatshirtCart);
  await page.goto('/checkout');
  await page.getByLabel('First name').fill('Ruth');
  const pay = page.getByRole('complementary').getByRole('button', { name: /Place Order/ });
  await expect(pay).toBeVisible();

  for (const [name, title] of [
    ['Terms', /^Terms/],
    ['Shipping & Returns', /^Shipping & Returns/],
  ] as const) {
    const link = page.getByRole('complementary').getByRole('link', { name: new RegExp(`^${name}`) });
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(opened).toHaveTitle(title);
    await opened.close();
  }
  await expect(page.getByLabel('First name')).toHaveValue('Ruth');
});
