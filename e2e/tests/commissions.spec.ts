import type { Page } from '@playwright/test';
import { expectNoViolations } from '../support/accessibility';
import { payOnHostedPage, sendCommissionRequest } from '../support/journeys';
import { canvasPhoto, expect, openStudio, test } from '../support/studio-site';

const clientEmail = 'joseph.commission@example.com';
const title = 'An olive grove at dawn';

/** The link to the client's page that an e-mail carries. */
const pageLinkIn = (text: string) => /https?:\/\/\S+\/commission#key=[\w-]+/.exec(text)![0];

/** Adds a photo painted in the browser through a photo button of the studio. */
async function addPhoto(page: Page, button: string) {
  await page
    .getByLabel(button)
    .setInputFiles({ name: 'grove.jpg', mimeType: 'image/jpeg', buffer: await canvasPhoto(page) });
}

test('a commission runs from the client’s request to the final payment, the client following it on one private page', async ({
  page,
  browser,
  mailbox,
  artistPasskey,
  site,
}) => {
  test.setTimeout(180_000);
  const clientContext = await browser.newContext({ baseURL: site.publicUrl });
  const client = await clientContext.newPage();

  // 1. The client sends a commission request.
  await client.goto('/custom-paintings');
  await sendCommissionRequest(client, clientEmail);
  await expect(client.getByRole('heading', { level: 2, name: 'Thank you! Your request is with Grace.' })).toBeVisible();

  // 2. She makes a proposal from it, with a picture, and sends it.
  await openStudio(page, artistPasskey, '/studio/messages');
  await page
    .getByRole('link', { name: /Joseph Arimathea/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Make a proposal' }).click();
  await expect(page).toHaveURL(/\/studio\/proposals\/cms_/);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Heading').fill('The painting');
  await page.getByLabel('Text').fill('Oil on linen, 24 × 36 in, in warm golds and soft greens.');
  await addPhoto(page, 'Add pictures');
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await page.getByLabel('Price').fill('1200');
  await page.getByLabel('Terms').fill('The deposit starts the work. The balance is due when the painting is ready.');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Send to client' }).click();
  await page.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
  const invitation = await mailbox.waitFor(
    (mail) => mail.to.includes(clientEmail) && mail.subject.startsWith('A proposal from'),
  );
  const link = pageLinkIn(invitation.text);

  // 3. The client asks for a change, and she sends version 2.
  await client.goto(link);
  await expect(client.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(client.getByText('$1,200.00').first()).toBeVisible();
  await expectNoViolations(client);
  await client.getByRole('button', { name: 'Ask for changes' }).click();
  await client.getByLabel('What would you like changed?').fill('Could it be 30 × 40 in?');
  await client.getByRole('button', { name: 'Send request' }).click();
  await expect(client.getByText('Thank you. Your request was sent to Grace.')).toBeVisible();
  await mailbox.waitFor((mail) => mail.subject === `Changes asked: ${title}` && mail.text.includes('30 × 40'));

  await page.reload();
  await page.getByLabel('Price').fill('1500');
  await page.getByRole('button', { name: 'Send to client' }).click();
  await page.getByRole('button', { name: 'Yes, send it' }).click();
  await mailbox.waitFor((mail) => mail.to.includes(clientEmail) && mail.subject === `Your proposal, changed: ${title}`);

  // 4. The client accepts and pays the 50% deposit.
  await client.reload();
  await expect(client.getByText('$1,500.00').first()).toBeVisible();
  await client.getByLabel('I have read and accept the terms').check();
  await client.getByLabel('Your full name, as your signature').fill('Joseph Arimathea');
  await client.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(client.getByText(/Accepted by Joseph Arimathea/)).toBeVisible();
  await mailbox.waitFor((mail) => mail.subject === `Joseph Arimathea accepted ${title}`);
  await mailbox.waitFor(
    (mail) => mail.to.includes(clientEmail) && mail.subject === `Payment request: Deposit for ${title}`,
  );
  await client.getByRole('link', { name: 'Pay $750.00' }).click();
  await payOnHostedPage(client, '$750.00');
  await expect(client.getByText('Thank you! Your payment of $750.00 was received.')).toBeVisible();
  await mailbox.waitFor(
    (mail) => mail.to.includes(clientEmail) && mail.subject === `Payment received: Deposit for ${title}`,
  );

  // 5. She posts a sketch, and the client approves it.
  await page.reload();
  await expect(page.getByText('Deposit paid').first()).toBeVisible();
  await page.getByLabel('Sketch for approval').check();
  await page.getByLabel('Words').fill('The first sketch: the grove from the east.');
  await addPhoto(page, 'Add photos');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await mailbox.waitFor(
    (mail) => mail.to.includes(clientEmail) && mail.subject === `A sketch for your approval: ${title}`,
  );
  await client.reload();
  await expect(client.getByText('The first sketch: the grove from the east.')).toBeVisible();
  await client.getByRole('button', { name: 'Approve sketch' }).click();
  await expect(client.getByText('Sketch approved')).toBeVisible();
  await mailbox.waitFor((mail) => mail.subject === 'Sketch approved by Joseph Arimathea');

  // 6. She posts a progress photo, and the client sees it.
  await page.reload();
  await page.getByLabel('Progress photos').check();
  await page.getByLabel('Words').fill('The underpainting is done.');
  await addPhoto(page, 'Add photos');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await mailbox.waitFor((mail) => mail.to.includes(clientEmail) && mail.subject === `New progress photos: ${title}`);
  await client.reload();
  await expect(client.getByText('The underpainting is done.')).toBeVisible();
  await expect(client.getByRole('img', { name: 'Progress photos' })).toBeVisible();

  // 7. She marks it ready, and the balance request goes out.
  await page.reload();
  await page.getByRole('button', { name: 'Ready', exact: true }).click();
  const balanceMail = await mailbox.waitFor(
    (mail) => mail.to.includes(clientEmail) && mail.subject === `Payment request: Balance for ${title}`,
  );
  expect(balanceMail.text).toContain('$750.00');

  // 8. The client pays it.
  await client.reload();
  await client.getByRole('link', { name: 'Pay $750.00' }).click();
  await payOnHostedPage(client, '$750.00');
  await expect(client.getByText('Thank you! Your payment of $750.00 was received.')).toBeVisible();

  // 9. She ships it, and adds it to Past commissions with the client's testimonial.
  await page.getByRole('link', { name: /^To ship/ }).click();
  await page.getByRole('region', { name: 'Commissions to ship' }).getByRole('link', { name: title }).click();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Carrier').fill('USPS');
  await page.getByLabel('Tracking number').fill('9400 1000 0000 0000 0000 00');
  await page.getByRole('button', { name: 'Delivered', exact: true }).click();
  await mailbox.waitFor((mail) => mail.to.includes(clientEmail) && mail.text.includes('9400 1000 0000 0000 0000 00'));
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await mailbox.waitFor((mail) => mail.to.includes(clientEmail) && mail.subject === `Thank you: ${title}`);

  await client.reload();
  await client.getByLabel('Your words').fill('She painted our grove better than we remembered it.');
  await client.getByLabel('Name to show').fill('Joseph A.');
  await client.getByLabel(/I agree that Grace may show my words/).check();
  await client.getByRole('button', { name: 'Share your words' }).click();
  await expect(client.getByText('She painted our grove better than we remembered it.')).toBeVisible();
  await mailbox.waitFor((mail) => mail.subject === 'A testimonial from Joseph Arimathea');

  await page.reload();
  await page.getByLabel('Photo 1').check();
  await page.getByLabel('Show the client’s testimonial').check();
  await page.getByRole('button', { name: 'Show on Custom Paintings' }).click();
  await expect(page.getByRole('button', { name: 'Take off Custom Paintings' })).toBeVisible();

  const visitor = await browser.newPage({ baseURL: site.publicUrl });
  const served = await (await visitor.request.get('/custom-paintings')).text();
  expect(served).toContain('She painted our grove better than we remembered it.');
  await visitor.goto('/custom-paintings');
  await expect(visitor.getByText('She painted our grove better than we remembered it.')).toBeVisible();
  await expect(visitor.getByText('Joseph A.')).toBeVisible();
  await clientContext.close();
});
