import type { Page } from '@playwright/test';
import type { PrintfulStandIn } from 'api/testing/printful-standin';
import type { CapturedMail } from 'api/testing/smtp-capture';
import { expectNoViolations } from '../support/accessibility';
import { fillCheckout, tabTo } from '../support/journeys';
import { artistEmail, expect, test } from '../support/printful-site';

interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
}

/** The parcel Printful reports for every order these tests ship. */
const parcel = { carrier: 'USPS', service: 'USPS First Class', trackingNumber: '9400111899223344556677' };
const trackingUrl = `https://tools.usps.com/go/TrackConfirmAction?tLabels=${parcel.trackingNumber}`;

/** The t-shirt's line in an order e-mail: quantity, name, size and colour, and its price. */
const tShirtLine = /^1 × Walk by Faith Women's Relaxed T-Shirt \(M, Heather Lilac\): \$24\.99$/m;

/** An order placed by `buyTShirt`. */
interface PlacedOrder {
  orderId: string;
  /** As the confirmation shows it: #1001. */
  number: string;
}

/** A visitor buys one Walk by Faith t-shirt in Heather Lilac, size M, with the test card. */
async function buyTShirt(page: Page, buyer: Buyer): Promise<PlacedOrder> {
  await page.goto('/merch');
  await page
    .getByRole('article')
    .filter({ hasText: "Walk by Faith Women's Relaxed T-Shirt" })
    .getByRole('link', { name: 'View Product' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: "Walk by Faith Women's Relaxed T-Shirt" })).toBeVisible();
  await page.getByRole('button', { name: 'Heather Lilac', exact: true }).click();
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await expect(page).toHaveURL(/variant=10107$/);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: 'Shopping Cart (1 item)' }).getByRole('button', { name: 'Checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await fillCheckout(page, { ...buyer, cardNumber: '4242 4242 4242 4242' });
  await page.getByRole('button', { name: /Place Order/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId');
  expect(orderId).toMatch(/^ord_/);
  const number = await fact(page, 'Order number').textContent();
  expect(number).toMatch(/^#\d{4,}$/);
  await expect(page.getByText(orderId!)).toHaveCount(0);
  return { orderId: orderId!, number: number! };
}

/** Printful ships the order's parcel. */
function ship(printful: PrintfulStandIn, { orderId }: PlacedOrder) {
  return printful.ship(orderId, parcel);
}

/** The buyer's e-mail about the order numbered `number` (#1001) whose subject says `subject`. */
function buyerMail(buyer: Buyer, number: string, subject: RegExp) {
  return (mail: CapturedMail) =>
    mail.to.includes(buyer.email) && mail.subject.includes(number) && subject.test(mail.subject);
}

/** The order page an e-mail's "See your order" points to, as its plain text gives it. */
function orderPageIn(mail: CapturedMail): string {
  const link = /^See your order: (\S+)$/m.exec(mail.text)?.[1];
  if (!link) throw new Error(`No order page link in "${mail.subject}"`);
  return link;
}

/** What the order page's list of facts says for `term` (Status, Order number, Carrier, ...). */
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('an order that talks', () => {
  test('a buyer follows a t-shirt from the checkout to the parcel: e-mails, the order page, the shipment', async ({
    page,
    mailbox,
    printful,
    site,
  }) => {
    const lydia = { firstName: 'Lydia', lastName: 'Purple', email: 'lydia.tee@example.com' };
    const order = await buyTShirt(page, lydia);
    const { orderId, number } = order;
    await expect(page.getByRole('link', { name: 'View your order' })).toBeVisible();

    const confirmation = await mailbox.waitFor(buyerMail(lydia, number, /^Your .* order #\d+$/));
    expect(confirmation.to).toEqual([lydia.email]);
    expect(confirmation.replyTo).toBe(artistEmail);
    expect(confirmation.text).toContain(`order ${number} was received`);
    expect(confirmation.text).toMatch(tShirtLine);
    expect(confirmation.text).toContain('Subtotal: $24.99\nShipping: $9.99\nTax: $2.00\nTotal: $36.98');
    expect(confirmation.text).toContain('Shipping to:\nLydia Purple\n16 River Road\nChicago, IL 60601');
    const orderPage = orderPageIn(confirmation);
    expect(orderPage).toMatch(new RegExp(`^${site.url}/orders/${orderId}#key=[\\w-]{20,}$`));
    expect(confirmation.html).toContain(`<a href="${orderPage}">See your order</a>`);
    expect(confirmation.html).toContain('Heather Lilac');

    const notice = await mailbox.waitFor((mail) => mail.to.includes(artistEmail) && mail.subject.includes(number));
    expect(notice.subject).toBe(`New order ${number}: $36.98 from Lydia Purple`);
    expect(notice.replyTo).toBe(lydia.email);
    expect(notice.text).toMatch(tShirtLine);

    await page.goto(orderPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Order' })).toBeVisible();
    await expect(fact(page, 'Status')).toHaveText(/Sent to print$/);
    await expect(fact(page, 'Order number')).toHaveText(number);
    await expect(page.locator('li[aria-current="step"]')).toContainText('Sent to print');
    await expect(
      page
        .getByRole('region', { name: 'Order Summary' })
        .getByRole('listitem')
        .filter({ hasText: "Walk by Faith Women's Relaxed T-Shirt" }),
    ).toContainText('M • Heather Lilac • Qty 1');
    const parts = page.getByRole('region', { name: 'Shipping' });
    await expect(parts).toContainText('In production at the print shop');
    await expect(fact(page, 'Total')).toHaveText('$36.98');

    expect((await ship(printful, order)).status).toBe(200);
    const shipping = await mailbox.waitFor(buyerMail(lydia, number, /has shipped$/));
    expect(shipping.text).toContain(`has shipped with ${parcel.service}.`);
    expect(shipping.text).toContain(`Tracking number: ${parcel.trackingNumber}`);
    expect(shipping.text).toContain(`Track your package: ${trackingUrl}`);
    expect(orderPageIn(shipping)).toBe(orderPage);

    await page.reload();
    await expect(fact(page, 'Status')).toHaveText(/Shipped$/);
    await expect(page.locator('li[aria-current="step"]')).toContainText('Shipped');
    await expect(parts).not.toContainText('In production');
    await expect(fact(page, 'Carrier')).toHaveText(parcel.service);
    await expect(fact(page, 'Tracking number')).toHaveText(parcel.trackingNumber);
    await expect(page.getByRole('link', { name: /^Track your package/ })).toHaveAttribute('href', trackingUrl);

    expect(await site.db.query('SELECT payment_state, fulfilment_state FROM orders WHERE id = $1', [orderId])).toEqual([
      { payment_state: 'paid', fulfilment_state: 'shipped' },
    ]);
  });

  test('"View your order" on the success page opens the page the e-mail links to; a wrong key finds no order', async ({
    page,
    mailbox,
  }) => {
    const ruth = { firstName: 'Ruth', lastName: 'Moab', email: 'ruth.tee@example.com' };
    const { orderId, number } = await buyTShirt(page, ruth);
    const orderPage = orderPageIn(await mailbox.waitFor(buyerMail(ruth, number, /^Your .* order #\d+$/)));

    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page).toHaveURL(orderPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Order' })).toBeVisible();
    await expect(fact(page, 'Order number')).toHaveText(number);

    await page.goto(`/orders/${orderId}?key=not-the-key-from-the-e-mail`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible();
    await expect(page.getByText(orderId)).toHaveCount(0);
  });

  test('the order key stays out of every address a server sees: the confirmation keeps it in page state, the e-mail in the fragment, and an old link still opens the order', async ({
    page,
    mailbox,
  }) => {
    const miriam = { firstName: 'Miriam', lastName: 'Levi', email: 'miriam.tee@example.com' };
    const { orderId, number } = await buyTShirt(page, miriam);
    expect(page.url()).not.toMatch(/key/i);
    await page.reload();
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(fact(page, 'Order number')).toHaveText(number);
    expect(new URL(page.url()).search).toBe('');

    const orderPage = new URL(orderPageIn(await mailbox.waitFor(buyerMail(miriam, number, /^Your .* order #\d+$/))));
    expect(orderPage.search).toBe('');
    const key = /^#key=([\w-]{20,})$/.exec(orderPage.hash)?.[1];
    expect(key).toBeDefined();

    await page.goto(`/orders/${orderId}?key=${key}`);
    await expect(fact(page, 'Order number')).toHaveText(number);
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await expect(fact(page, 'Order number')).toHaveText(number);
  });

  test('the page of a shipped order has no accessibility violations and the keyboard reaches its tracking', async ({
    page,
    mailbox,
    printful,
  }) => {
    const naomi = { firstName: 'Naomi', lastName: 'Bethlehem', email: 'naomi.tee@example.com' };
    const order = await buyTShirt(page, naomi);
    const { number } = order;
    const orderPage = orderPageIn(await mailbox.waitFor(buyerMail(naomi, number, /^Your .* order #\d+$/)));
    await ship(printful, order);
    await mailbox.waitFor(buyerMail(naomi, number, /has shipped$/));

    await page.goto(orderPage);
    await expect(fact(page, 'Status')).toHaveText(/Shipped$/);
    await expectNoViolations(page);

    const track = page.getByRole('link', { name: /^Track your package/ });
    await tabTo(page, track);
    await expect(track).toBeFocused();
  });
});
