import { fillCheckout } from '../support/journeys';
import { addVirtualAuthenticator, artistEmail, canvasPhoto, expect, test } from '../support/studio-site';

test('the artist enrols a passkey from her e-mail, signs out and in, and a painting she adds is on Fine Art at once, as AVIF', async ({
  page,
  browser,
  mailbox,
}) => {
  await addVirtualAuthenticator(page);
  const invitation = await mailbox.waitFor(
    (mail) => mail.to.includes(artistEmail) && mail.subject === 'Create your passkey for the studio',
  );
  const link = /^(http\S+\/studio\/enrol#\S+)$/m.exec(invitation.text)?.[1];
  expect(link).toBeDefined();

  await page.goto(link!);
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Artworks' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

  await page.getByRole('link', { name: 'Artworks' }).click();
  await page.getByRole('link', { name: 'Add artwork' }).click();
  await page.getByLabel('Title').fill('Still Waters');
  await page.getByLabel('Year').fill('2026');
  await page.getByLabel('Medium').fill('Oil on linen');
  const size = page.getByRole('group', { name: 'Size' });
  await size.getByLabel(/Width/).fill('24');
  await size.getByLabel(/Height/).fill('18');
  await expect(size).toContainText('61.0 × 45.7 cm');
  await page.getByLabel('Price').fill('1200');
  await page.getByLabel('Description').fill('Evening light over the lake, painted from the shore.');
  // A file that only claims to be a photo is refused by the server, which says why.
  await page.getByLabel('Photos').setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('These are notes, not a photo.'),
  });
  await expect(page.getByText(/notes\.jpg.*This file is not a JPEG, PNG or WebP image\./)).toBeVisible();
  await page.getByLabel('Photos').setInputFiles({
    name: 'still-waters.jpg',
    mimeType: 'image/jpeg',
    buffer: await canvasPhoto(page),
  });
  await page.getByLabel('Describe photo 1').fill('A gold sky over dark blue hills');
  await page.getByLabel('Status').selectOption({ label: 'Available' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  const visitor = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await visitor.goto('/fine-art');
  const card = visitor.getByRole('listitem').filter({ hasText: 'Still Waters' });
  await expect(card).toContainText('$1,200.00');
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(visitor).toHaveURL(/\/fine-art\/still-waters$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Still Waters' })).toBeVisible();
  await expect(visitor.getByText('24 × 18 in (61.0 × 45.7 cm)')).toBeVisible();
  const photo = visitor.getByRole('img', { name: 'A gold sky over dark blue hills' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.avif$/);

  // She offers it as prints: her 1600-pixel photo is too small for a large poster, and the studio says so.
  const prints = page.getByRole('region', { name: 'Offered as prints' });
  const posters = prints.getByRole('group', { name: 'Matte poster' });
  await posters.getByLabel('Offer 18″ × 24″').check();
  await expect(posters).toContainText('Only 66 dpi at this size');
  await posters.getByLabel('Price of the 18″ × 24″ matte poster').fill('55');
  await prints.getByRole('button', { name: 'Save prints' }).click();
  await expect(prints.getByRole('status')).toHaveText('Saved.');
  await visitor.goto('/prints');
  await expect(visitor.getByRole('region', { name: 'Art Prints' }).getByRole('listitem')).toContainText([
    /Still Waters\s*from \$55\.00/,
  ]);

  // A collector buys the original; she ships it from To ship, and the collector's order page follows.
  await visitor.goto('/fine-art/still-waters');
  await visitor.getByRole('button', { name: 'Add to Cart' }).click();
  await visitor
    .getByRole('dialog', { name: /Shopping Cart/ })
    .getByRole('button', { name: 'Checkout' })
    .click();
  await fillCheckout(visitor, {
    firstName: 'Lydia',
    lastName: 'Purple',
    email: 'lydia@example.com',
    cardNumber: '4242 4242 4242 4242',
  });
  await visitor.getByRole('button', { name: /Place Order/ }).click();
  await visitor.getByRole('link', { name: 'View your order' }).click();
  const progress = visitor.getByRole('region', { name: 'Order Progress' });
  const shipping = visitor.getByRole('region', { name: 'Shipping' });
  await expect(shipping).toContainText('Being packed by the artist');
  await expect(progress).not.toContainText('Packed');

  await page.getByRole('link', { name: 'To ship' }).click();
  const order = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('list', { name: 'Originals' }), hasText: 'Still Waters' });
  await expect(order).toContainText('16 River Road');
  await order.getByLabel('Carrier').fill('USPS');
  await order.getByLabel('Tracking number').fill('9400100000000000000000');
  await order.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByText('Nothing to ship right now.')).toBeVisible();
  await visitor.reload();
  await expect(progress).toContainText('Shipped');
  await expect(shipping).toContainText('9400100000000000000000');
  // Entered without a link, the tracking page is filled in from the carrier and the number.
  await expect(shipping.getByRole('link', { name: /^Track your package/ })).toHaveAttribute(
    'href',
    'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
  );
  await visitor.close();
});

test('a studio page signed out offers only the sign-in, and a used enrolment link says so and offers a new one', async ({
  page,
  mailbox,
}) => {
  await page.goto('/studio');
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

  await page.goto('/studio/enrol#not-a-real-link');
  await expect(page.getByText('This link has expired or was already used')).toBeVisible();
  const sent = mailbox.messages.length;
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect.poll(() => mailbox.messages.length).toBeGreaterThan(sent);
});
