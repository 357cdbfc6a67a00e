import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { TestSite } from './site';

/** One line of merchandise in the cart, as the shop keeps it, with the shell's count beside it. */
function merchCart(line: {
  productId: number;
  variantId: number;
  name: string;
  image: string;
  price: string;
  size: string;
  color: string;
}) {
  const { image, ...item } = line;
  return {
    'grace-studio:cart': JSON.stringify([
      {
        id: `${line.productId}-${line.variantId}`,
        ...item,
        imageUrl: `/catalog-images/${image}.svg`,
        currency: 'USD',
        quantity: 1,
      },
    ]),
    'grace-studio:shell:cart-count': '1',
  };
}

/** The sweatshirt, Maroon, S, at $54.99: over $50, so it ships free. */
export const sweatshirtCart = merchCart({
  productId: 102,
  variantId: 10201,
  name: 'Rooted in Faith Embroidered Heavyweight Sweatshirt',
  image: 'sweatshirt-maroon',
  price: '54.99',
  size: 'S',
  color: 'Maroon',
});

/** The women's tee, White, S, at $24.99, which pays the $9.99 shipping. */
export const teeCart = merchCart({
  productId: 101,
  variantId: 10101,
  name: "Walk by Faith Women's Relaxed T-Shirt",
  image: 'womens-tee-white',
  price: '24.99',
  size: 'S',
  color: 'White',
});

/** Puts values in the site's localStorage (at `origin`, or the test's base URL) before its first page. */
export async function seedStorage(page: Page, values: Record<string, string>, origin?: string) {
  await page.goto(origin ? new URL('/robots.txt', origin).href : '/robots.txt');
  await page.evaluate(
    (entries) => entries.forEach(([key, value]) => window.localStorage.setItem(key, value)),
    Object.entries(values),
  );
}

/** A paid logo project, made through the API and its hosted payment page. */
export async function paidLogoSession(site: TestSite): Promise<string> {
  const call = await fetch(`${site.url}/functions/v1/create-payment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      clientName: 'Deborah',
      email: 'd@example.com',
      phone: '1',
      address: '',
      amount: 300,
      projectType: 'Divine Design Logo Project',
    }),
  });
  const { url } = (await call.json()) as { url: string };
  await payHostedSession(url, 'Deborah');
  return url.split('/pay/')[1]!;
}

/** Pays a hosted payment page's session with the good test card, as its form does, from outside any browser. */
export function payHostedSession(payPage: string, cardName: string) {
  return fetch(payPage, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: '4242424242424242', expiryDate: '12/34', cvv: '123', cardName }),
    redirect: 'manual',
  });
}

/** Pays with the good test card on the embedded hosted payment page the client is on, typing it as a person does. */
export async function payOnHostedPage(payment: Page, amount: string) {
  await payment.waitForURL(/\/pay\/cs_test_/);
  await expect(payment.getByText(amount, { exact: true })).toBeVisible();
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  // Typed as a person types it: the page writes the slash, as the shop's checkout does.
  const expiry = payment.getByLabel('Expiry (MM/YY)');
  await expiry.pressSequentially('1234');
  await expect(expiry).toHaveValue('12/34');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: `Pay ${amount}` }).click();
}

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through a page once it
 * works: a control of a page the server rendered is skipped until the browser has taken it over.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  await expect(target).toBeEnabled();
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Fills the checkout's shipping and card fields for a visitor paying with `cardNumber`. */
export async function fillCheckout(
  page: Page,
  visitor: { firstName: string; lastName: string; email: string; cardNumber: string },
) {
  await fillCheckoutAddress(page, visitor);
  await page.getByLabel('Card number').fill(visitor.cardNumber);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill(`${visitor.firstName} ${visitor.lastName}`);
}

/** The visitor's name, e-mail and a Chicago address on the checkout: all it asks for besides the card. */
export async function fillCheckoutAddress(page: Page, visitor: { firstName: string; lastName: string; email: string }) {
  await page.getByLabel('First name').fill(visitor.firstName);
  await page.getByLabel('Last name').fill(visitor.lastName);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Address', { exact: true }).fill('16 River Road');
  await page.getByLabel('City').fill('Chicago');
  await page.getByLabel('State').selectOption('IL');
  await page.getByLabel('ZIP code').fill('60601');
}

/** A visitor with the sweatshirt in the cart opens the checkout and fills it in, paying with `cardNumber`. */
export async function fillSweatshirtCheckout(page: Page, visitor: Parameters<typeof fillCheckout>[1]) {
  await seedStorage(page, sweatshirtCart);
  await page.goto('/checkout');
  await fillCheckout(page, visitor);
}

/** Places the order at the checkout, its button showing `total` due, and waits for the success page. */
export async function placeOrderFor(page: Page, total: string) {
  await page.getByRole('button', { name: `Place Order • ${total}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
}

/** Fills the commission form as Joseph, writing from `email`, and sends it. */
export async function sendCommissionRequest(page: Page, email: string) {
  await page.getByLabel('Your name').fill('Joseph Arimathea');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Theme or subject').fill('An olive grove at dawn');
  await page.getByLabel('Size').selectOption('24 × 36 in');
  await page.getByLabel('Colour palette').fill('Warm golds and soft greens');
  await page.getByLabel('Budget').selectOption('$500 - $1,000');
  await page.getByLabel('Timeline').selectOption('2-3 months');
  await page.getByRole('button', { name: 'Send Request' }).click();
}
