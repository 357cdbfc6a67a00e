import { fillCheckout, placeOrderFor } from '../support/journeys';
import { expect, test } from '../support/printful-site';

test('the lead calls to action reach pages where something can be bought', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Shop Prints' }).first().click();
  await expect(page).toHaveURL(/\/print-shop$/);
  const prints = page.getByRole('region', { name: 'Art Prints' });
  await expect(prints.getByRole('link', { name: /Artwork Title 1/ })).toBeVisible();
  await expect(prints).toContainText('from $35.00');
  await prints.getByRole('link', { name: /Artwork Title 1/ }).click();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  await page.goto('/prints');
  await page.getByRole('link', { name: 'View All Prints' }).click();
  await expect(page).toHaveURL(/\/prints#all-prints$/);
  await expect(prints).toBeInViewport();
  await expect(page.getByRole('link', { name: 'View NFL Prints' })).toHaveAttribute('href', /^\/contact-grace\?/);

  await page.goto('/fine-art');
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/fine-art\/artwork-1$/);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('a visitor buys a framed print: the print shop receives the order with a file it can fetch', async ({
  page,
  printful,
}) => {
  await page.goto('/prints/artwork-2');
  await page.getByRole('radio', { name: 'Framed poster' }).check();
  await expect(page.getByRole('img', { name: '“Artwork Title 2” as a framed poster, 12″ × 16″' })).toBeVisible();
  await expect(page.getByText('$85.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const cart = page.getByRole('dialog', { name: /Shopping Cart/ });
  await expect(cart).toContainText('Framed poster, 12″ × 16″');
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await fillCheckout(page, {
    firstName: 'Priscilla',
    lastName: 'Tentmaker',
    email: 'priscilla@example.com',
    cardNumber: '4242 4242 4242 4242',
  });
  // $85.00 ships free under the shop's rule; 8% tax.
  await placeOrderFor(page, '$91.80');

  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const order = printful.orders.get(orderId)!;
  const [item] = (order.body as { items: { variant_id: number; files: { url: string }[] }[] }).items;
  expect(item).toMatchObject({ variant_id: 1350, name: 'Artwork Title 2 (Framed poster, 12″ × 16″)' });
  const fetched = printful.fetchedFiles.find((file) => file.url === item!.files[0]!.url);
  expect(fetched).toMatchObject({ status: 200, contentType: 'image/jpeg' });
  expect(fetched!.bytes).toBeGreaterThan(10_000);
});
