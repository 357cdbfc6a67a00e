import { invalidEmailMessage } from 'shared-contracts/mailbox';
import { signUpReceivedMessage } from 'shared-contracts/mailing-list';
import { expectNoViolations } from '../support/accessibility';
import { canvasPhoto, expect, openStudio, test } from '../support/studio-site';

const follower = 'miriam.e2e@example.com';

test('a visitor subscribes from the footer, confirms from the e-mail, gets the announcement of a new piece, and one click stops the next letter', async ({
  page,
  browser,
  mailbox,
  artistPasskey,
  site,
}) => {
  // A visitor's journey and hers, from a first sign-up to a second letter.
  test.slow();
  const visitor = await browser.newPage({ baseURL: site.publicUrl });
  await visitor.goto('/');
  const footer = visitor.getByRole('contentinfo');
  const field = footer.getByLabel('E-mail address for news');
  // A refused address keeps what was typed, with the reason beside it.
  for (const refused of [
    'miriam.e2e@example',
    'miriam.e2e@example.com, spy@example.com',
    `${'m'.repeat(260)}@example.com`,
  ]) {
    await field.fill(refused);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText(invalidEmailMessage)).toBeVisible();
    await expect(field).toHaveValue(refused);
  }
  await field.fill(follower);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(signUpReceivedMessage);

  const confirmation = await mailbox.waitFor((mail) => mail.to.includes(follower) && /confirm/i.test(mail.subject));
  const link = /^(http\S+\/list\/confirm#\S+)$/m.exec(confirmation.text)?.[1];
  expect(link).toBeDefined();
  await visitor.goto(link!);
  await expect(visitor.getByRole('heading', { level: 1, name: "You're on the list" })).toBeVisible();

  // She publishes a piece and announces it from the editor: the letter is written from the piece.
  await openStudio(page, artistPasskey, '/studio/artworks/new');
  await page.getByLabel('Title').fill('Morning Psalm');
  await page.getByLabel('Year').fill('2026');
  await page.getByLabel('Medium').fill('Oil on linen');
  const size = page.getByRole('group', { name: 'Size' });
  await size.getByLabel(/Width/).fill('20');
  await size.getByLabel(/Height/).fill('16');
  await page.getByLabel('Price').fill('950');
  await page.getByLabel('Photos').setInputFiles({
    name: 'morning-psalm.jpg',
    mimeType: 'image/jpeg',
    buffer: await canvasPhoto(page),
  });
  await page.getByLabel('Describe photo 1').fill('Gold light rising over dark hills');
  await page.getByLabel('Status').selectOption({ label: 'Available' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Announce it to your list' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('New work: Morning Psalm');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.frameLocator('iframe[title="Preview of the e-mail"]').getByText('Morning Psalm').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send to my list' }).click();
  await page.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(page).toHaveURL(/\/studio\/list$/);

  const letter = await mailbox.waitFor(
    (mail) => mail.to.includes(follower) && mail.subject === 'New work: Morning Psalm',
  );
  expect(letter.text).toContain('Original $950.00');
  expect(letter.text).toContain(`${site.publicUrl}/fine-art/morning-psalm`);
  expect(letter.html).toContain('Gold light rising over dark hills');
  expect(letter.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(https?:\/\/\S+)>$/.exec(letter.headers['list-unsubscribe'] ?? '')?.[1];
  expect(oneClick).toBeDefined();
  const sends = page.getByRole('region', { name: 'Sends' });
  await expect(sends.getByRole('listitem').filter({ hasText: 'New work: Morning Psalm' })).toContainText(
    'Sent to 1 of 1',
  );

  // Her mail program's Unsubscribe button posts once, with no sign-in.
  const unsubscribed = await fetch(oneClick!, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status).toBe(200);

  await page.getByRole('link', { name: 'Write a letter' }).click();
  await page.getByLabel('Subject').fill('See me at the Advent market');
  await page
    .getByRole('textbox', { name: 'Letter' })
    .fill('I will be at the Advent market on Saturday with new prints.');
  await page.getByRole('button', { name: 'Send to my list' }).click();
  await page.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Sends' })
      .getByRole('listitem')
      .filter({ hasText: 'See me at the Advent market' }),
  ).toContainText('Sent to 0 of 0');
  await expect(
    page.getByRole('region', { name: 'Sends' }).getByRole('listitem').filter({ hasText: 'New work: Morning Psalm' }),
  ).toContainText('Unsubscribed since: 1');
  expect(mailbox.messages.filter((mail) => mail.subject === 'See me at the Advent market')).toEqual([]);
  await visitor.close();
});
