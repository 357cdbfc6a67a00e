import type { Page } from '@playwright/test';
import { sendCommissionRequest, tabTo } from '../support/journeys';
import { expect, test } from '../support/fixtures';

/** Fills the contact form as Martha, writing from `email`, and sends it. */
async function sendContactMessage(page: Page, email: string) {
  await page.getByLabel('Name').fill('Martha Bethany');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Subject').selectOption('Commission Question');
  await page.getByLabel('Message', { exact: true }).fill('Could you paint our church at sunrise for Easter?');
  await page.getByRole('button', { name: 'Send Message' }).click();
}

test('a visitor sends a contact message and the artist receives it', async ({ page, mailbox, site }) => {
  await page.goto('/contact');
  await sendContactMessage(page, 'martha.e2e@example.com');

  await expect(page.getByText('Thank you, your message is on its way!')).toBeVisible();
  const mail = await mailbox.waitFor((message) => message.replyTo === 'martha.e2e@example.com');
  expect(mail.to).toEqual(['studio@example.com']);
  expect(mail.subject).toBe('Commission Question from Martha Bethany');
  expect(mail.text).toContain('Could you paint our church at sunrise for Easter?');
  const rows = await site.db.query('SELECT subject FROM contact_messages WHERE email = $1', ['martha.e2e@example.com']);
  expect(rows).toEqual([{ subject: 'Commission Question' }]);
});

test('a visitor requests a commission and the artist receives every detail', async ({ page, mailbox }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Commission' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Paintings' })).toBeVisible();
  await sendCommissionRequest(page, 'joseph.e2e@example.com');

  await expect(page.getByText(/Your request is with Grace/)).toBeVisible();
  const mail = await mailbox.waitFor((message) => message.replyTo === 'joseph.e2e@example.com');
  expect(mail.subject).toBe('Commission request from Joseph Arimathea');
  for (const detail of [
    'An olive grove at dawn',
    '24 × 36 in',
    'Warm golds and soft greens',
    '$500 - $1,000',
    '2-3 months',
  ]) {
    expect(mail.text).toContain(detail);
  }
});

test('the prints buttons open the contact form about prints', async ({ page }) => {
  await page.goto('/print-shop');
  await page.getByRole('link', { name: 'View NFL Prints' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('Print Shop Question');
});

test('the footer reaches the about section on the home page', async ({ page }) => {
  await page.goto('/fine-art');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Meet Grace' }).click();
  await expect(page).toHaveURL(/\/#meet-grace$/);
  await expect(page.locator('#meet-grace')).toBeInViewport();
});

test('the commission form lines its text boxes and drop-downs up at one height', async ({ page }) => {
  await page.goto('/custom-paintings');
  const height = async (label: string) => (await page.getByLabel(label).boundingBox())?.height;

  const textBox = await height('Colour palette');
  expect(textBox).toBeGreaterThan(0);
  for (const dropDown of ['Size', 'Budget', 'Timeline']) expect(await height(dropDown)).toBe(textBox);
});

test('clicking the painting or the title of a card opens the piece, through the card’s one link', async ({ page }) => {
  for (const [list, name, part] of [
    ['/fine-art', 'Artwork Title 2', 'img'],
    ['/fine-art', 'Artwork Title 3', 'heading'],
    ['/prints', 'Artwork Title 1', 'img'],
  ] as const) {
    await page.goto(list);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.getByRole('link')).toBeEnabled();
    // Where a person clicks: the middle of the painting or the title, whatever covers it there.
    const target = card.getByRole(part).first();
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page, `${list}: the ${part} of ${name}`).toHaveURL(
      new RegExp(`/${list.slice(1)}/artwork-${name.slice(-1)}$`),
    );
  }
});

test("a piece's View Details opens its own page, and Back returns to the gallery; an old ?piece= link lands on the piece", async ({
  page,
}) => {
  await page.goto('/fine-art');
  const card = page.getByRole('listitem').filter({ hasText: 'Artwork Title 6' });
  const viewDetails = card.getByRole('link', { name: 'View Details' });
  await tabTo(page, viewDetails);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/fine-art\/artwork-6$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Artwork Title 6' })).toBeVisible();
  await expect(page).toHaveTitle('Artwork Title 6 · Fine Art · Grace Studio');
  await expect(page.getByText('16 × 20 in (40.6 × 50.8 cm)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask About This Piece' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/fine-art$/);
  await expect(viewDetails).toBeVisible();

  await page.goto('/fine-art?piece=artwork-2');
  await expect(page).toHaveURL(/\/fine-art\/artwork-2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Artwork Title 2' })).toBeVisible();
});

for (const { device, viewport } of [
  { device: 'a computer', viewport: { width: 1280, height: 900 } },
  { device: 'a phone', viewport: { width: 375, height: 812 } },
]) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    // The server's answer is given here: what is tested is the page once a form is accepted.
    const accepted = (page: Page, name: string) =>
      page.route(`**/functions/v1/${name}`, (route) => route.fulfill({ json: { received: true } }));

    test('the thank-you for a commission request takes the focus and is on screen', async ({ page }) => {
      await accepted(page, 'submit-commission-request');
      await page.goto('/custom-paintings');
      await sendCommissionRequest(page, 'joseph.e2e@example.com');

      const thanks = page.getByRole('heading', { level: 2, name: 'Thank you! Your request is with Grace.' });
      await expect.soft(thanks).toBeFocused();
      await expect.soft(thanks).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Request another painting' })).toBeInViewport({ ratio: 1 });
    });

    test('the thank-you for a contact message takes the focus and is on screen', async ({ page }) => {
      await accepted(page, 'send-contact-message');
      await page.goto('/contact');
      await sendContactMessage(page, 'martha.e2e@example.com');

      const thanks = page.getByRole('heading', { level: 2, name: 'Thank you, your message is on its way!' });
      await expect.soft(thanks).toBeFocused();
      await expect.soft(thanks).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Send another message' })).toBeInViewport({ ratio: 1 });
    });
  });
}

test("the commission form asks the visitor to choose a size, a budget and a timeline they haven't chosen", async ({
  page,
}) => {
  await page.goto('/custom-paintings');
  await page.getByRole('button', { name: 'Send Request' }).click();

  await expect(page.getByLabel('Size')).toHaveAccessibleDescription('Please choose a size');
  await expect(page.getByLabel('Budget')).toHaveAccessibleDescription('Please choose a budget');
  await expect(page.getByLabel('Timeline')).toHaveAccessibleDescription('Please choose a timeline');
});

test('on a 1280 px screen, every row of the Fine Art gallery is centred: no row is left half empty', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/fine-art');
  const gallery = page.getByRole('list').filter({ has: page.getByRole('link', { name: 'View Details' }) });
  await expect(gallery.getByRole('listitem').first()).toBeVisible();

  // Each row's space left of its first card and right of its last, in whole pixels.
  const margins = await gallery.evaluate((list) => {
    const frame = list.getBoundingClientRect();
    const rows = new Map<number, DOMRect[]>();
    for (const card of list.children) {
      const box = card.getBoundingClientRect();
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    }
    return [...rows.values()].map((row) => ({
      cards: row.length,
      left: Math.round(row[0]!.left - frame.left),
      right: Math.round(frame.right - row.at(-1)!.right),
    }));
  });
  expect(margins).toEqual(margins.map((row) => ({ ...row, right: row.left })));
});
