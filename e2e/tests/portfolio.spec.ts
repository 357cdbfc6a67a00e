import { tabTo } from '../support/journeys';
import { expect, test } from '../support/fixtures';

test('a visitor sends a contact message and the artist receives it', async ({ page, mailbox, site }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Martha Bethany');
  await page.getByLabel('Email').fill('martha.e2e@example.com');
  await page.getByLabel('Subject').selectOption('Commission Question');
  await page.getByLabel('Message', { exact: true }).fill('Could you paint our church at sunrise for Easter?');
  await page.getByRole('button', { name: 'Send Message' }).click();

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
  await page.getByLabel('Your name').fill('Joseph Arimathea');
  await page.getByLabel('Email').fill('joseph.e2e@example.com');
  await page.getByLabel('Theme or subject').fill('An olive grove at dawn');
  await page.getByLabel('Size').selectOption('24 × 36 in');
  await page.getByLabel('Colour palette').fill('Warm golds and soft greens');
  await page.getByLabel('Budget').selectOption('$500 - $1,000');
  await page.getByLabel('Timeline').selectOption('2-3 months');
  await page.getByRole('button', { name: 'Send Request' }).click();

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
  await expect(page).toHaveTitle('Artwork Title 6 | Fine Art | Grace Studio');
  await expect(page.getByText('16 × 20 in (40.6 × 50.8 cm)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask About This Piece' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/fine-art$/);
  await expect(viewDetails).toBeVisible();

  await page.goto('/fine-art?piece=artwork-2');
  await expect(page).toHaveURL(/\/fine-art\/artwork-2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Artwork Title 2' })).toBeVisible();
});
