import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoViolations } from '../support/accessibility';
import type { TestSite } from '../support/site';
import { fillSweatshirtCheckout, paidLogoSession, payOnHostedPage } from '../support/journeys';
import { artistEmail, expect, openStudio, test } from '../support/studio-site';

/** A visitor pays for the sweatshirt and lands on the success page; answers the order's id. */
async function buySweatshirt(page: Page, buyer: { firstName: string; lastName: string; email: string }) {
  await fillSweatshirtCheckout(page, { ...buyer, cardNumber: '4242 4242 4242 4242' });
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
  const params = new URL(page.url()).searchParams;
  return { orderId: params.get('orderId')!, number: `#${params.get('orderNumber')}` };
}

/** A function of the site called as its own pages call it. */
async function callSite(site: TestSite, name: string, body: object) {
  const answer = await fetch(`${site.publicUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.publicUrl },
    body: JSON.stringify(body),
  });
  expect(answer.status, `${name} answered ${await answer.clone().text()}`).toBe(200);
  return answer.json() as Promise<Record<string, unknown>>;
}

test('an order a visitor places is in Orders at once; a full refund from the studio refunds it and e-mails the buyer', async ({
  page,
  browser,
  mailbox,
  artistPasskey,
  site,
}) => {
  const visitor = await browser.newPage({ baseURL: site.publicUrl });
  const { orderId, number } = await buySweatshirt(visitor, {
    firstName: 'Rhoda',
    lastName: 'Gate',
    email: 'rhoda.e2e@example.com',
  });
  await visitor.close();

  await openStudio(page, artistPasskey, '/studio/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByLabel('Search orders').fill('rhoda.e2e@example.com');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Rhoda Gate');
  await expect(row).toContainText('Paid');
  await expectNoViolations(page);

  const exported = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await exported).path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv).toContain(`${number},${orderId},`);

  await row.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText('Payment: Paid')).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByRole('button', { name: /^Yes, refund \$/ }).click();
  await expect(page.getByText('Payment: Refunded')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Refunded \$.*The buyer was e-mailed\./ })).toBeVisible();

  const refund = await mailbox.waitFor(
    (mail) => mail.to.includes('rhoda.e2e@example.com') && mail.subject === `Your refund for order ${number}`,
  );
  expect(refund.text).toContain(`/orders/${orderId}#key=`);
  await page.reload();
  await expect(page.getByRole('list', { name: 'E-mails sent' })).toContainText(`Your refund for order ${number}`);
});

test('on a phone the studio’s menu is one row, and each order shows its total and payment with nothing to scroll sideways', async ({
  page,
  browser,
  artistPasskey,
  site,
}) => {
  const visitor = await browser.newPage({ baseURL: site.publicUrl });
  const { number } = await buySweatshirt(visitor, {
    firstName: 'Lois',
    lastName: 'Grand',
    email: 'lois.e2e@example.com',
  });
  await visitor.close();

  await page.setViewportSize({ width: 375, height: 812 });
  await openStudio(page, artistPasskey, '/studio/orders');
  const menu = page.getByRole('navigation', { name: 'Studio' });
  expect((await menu.boundingBox())!.height).toBeLessThan(70);
  await expect(menu.getByRole('link', { name: /^Orders/ })).toBeInViewport();

  const card = page.getByRole('row').filter({ hasText: number });
  for (const part of [
    card.getByRole('link', { name: number }),
    card.getByText('Paid'),
    card.getByText(/^\$\d+\.\d{2}$/),
  ]) {
    await expect(part).toBeInViewport();
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = page.getByRole('region', { name: 'Table of orders' });
  expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('orders-375.png') });
});

test('on a phone the artwork editor, with its Add photos button, has nothing to scroll sideways', async ({
  page,
  artistPasskey,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openStudio(page, artistPasskey, '/studio/artworks/new');
  await expect(page.getByText('Add photos')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('a contact message is waiting in Messages, and her reply reaches the sender', async ({
  page,
  browser,
  mailbox,
  artistPasskey,
  site,
}) => {
  const visitor = await browser.newPage({ baseURL: site.publicUrl });
  await visitor.goto('/contact');
  await visitor.getByLabel('Name').fill('Tabitha Joppa');
  await visitor.getByLabel('Email').fill('tabitha.e2e@example.com');
  await visitor.getByLabel('Subject').selectOption('About My Art');
  await visitor
    .getByLabel('Message', { exact: true })
    .fill('Is the harbour painting still available in a larger size?');
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByText('Thank you, your message is on its way!')).toBeVisible();
  await visitor.close();

  await openStudio(page, artistPasskey, '/studio/messages');
  await expect(page.getByRole('link', { name: /^Messages, \d+ unread$/ })).toBeVisible();
  await page.getByRole('link', { name: /Tabitha Joppa/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About My Art' })).toBeVisible();
  await expect(page.getByText('Is the harbour painting still available in a larger size?')).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel('Your reply').fill('It is! I can paint a 36 × 24 in version by March.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply was sent to tabitha.e2e@example.com.')).toBeVisible();

  const reply = await mailbox.waitFor((mail) => mail.to.includes('tabitha.e2e@example.com'));
  expect(reply.replyTo).toBe(artistEmail);
  expect(reply.text).toContain('It is! I can paint a 36 × 24 in version by March.');
  await page.getByRole('link', { name: 'All messages' }).click();
  await expect(page.getByRole('link', { name: /Tabitha Joppa/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Tabitha Joppa' })).toContainText('Replied');
});

test('a paid logo project shows its onboarding answers, a step at a time', async ({ page, site, artistPasskey }) => {
  const sessionId = await paidLogoSession(site);
  await callSite(site, 'save-onboarding', {
    sessionId,
    answers: {
      businessName: 'Harbor Light Ministries',
      brandPersonality: ['Peaceful', 'Grounded'],
      timeline: 'flexible',
    },
  });

  await openStudio(page, artistPasskey, '/studio/projects');
  await page
    .getByRole('link', { name: /Divine Design Logo Project — Deborah/ })
    .first()
    .click();
  const answers = page.getByRole('region', { name: 'Onboarding answers' });
  await expect(answers.getByRole('heading', { level: 3, name: 'Tell Us About Your Business' })).toBeVisible();
  await expect(answers).toContainText('Harbor Light Ministries');
  await expect(answers).toContainText('Peaceful, Grounded');
  await expect(answers).toContainText('Flexible');
  await expect(page.getByLabel('Status')).toHaveValue('onboarding_received');
  await expectNoViolations(page);
});

test('a mural’s balance link is paid by the client and the project shows both payments', async ({
  page,
  context,
  site,
  mailbox,
  artistPasskey,
}) => {
  const { url } = (await callSite(site, 'create-payment', {
    clientName: 'Miriam Harbor',
    email: 'miriam.e2e@example.com',
    phone: '312-555-0142',
    address: '',
    amount: 475,
    projectType: 'Play Harbor Mural Deposit',
  })) as { url: string };
  const client = await context.newPage();
  await client.goto(url);
  await payOnHostedPage(client, '$475.00');
  await expect(client.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();

  await openStudio(page, artistPasskey, '/studio/projects');
  await page.getByRole('link', { name: /Play Harbor Mural Deposit — Miriam Harbor/ }).click();
  await expect(page.getByText('Balance due on completion: $475.00')).toBeVisible();
  await page.getByRole('button', { name: 'Send balance link' }).click();
  await page.getByRole('button', { name: 'Yes, send it' }).click();

  const mail = await mailbox.waitFor(
    (message) => message.to.includes('miriam.e2e@example.com') && /\/api\/payment-links\//.test(message.text),
  );
  const link = /(http\S+\/api\/payment-links\/\S+)/.exec(mail.text)![1]!;
  await client.goto(link);
  await payOnHostedPage(client, '$475.00');
  await expect(client.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(client.getByText('Your final payment has been processed successfully.')).toBeVisible();
  await client.close();

  await page.reload();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expect(payments).toContainText('Deposit');
  await expect(payments).toContainText('Balance');
  await expect(page.getByText(/^Balance paid on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send balance link' })).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`at ${width} px Site health says in her words what needs her, with nothing to scroll sideways`, async ({
    page,
    artistPasskey,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openStudio(page, artistPasskey, '/studio/site-health');
    await expect(page.getByRole('heading', { level: 1, name: 'Site health' })).toBeVisible();
    // Every section and Sign out stand in one row, on a phone (scrolling) as on a laptop.
    const menu = (await page.getByRole('navigation', { name: 'Studio' }).boundingBox())!;
    const signOut = (await page.getByRole('button', { name: 'Sign out' }).boundingBox())!;
    expect(menu.height).toBeLessThan(70);
    expect(signOut.y).toBeLessThan(menu.y + menu.height);
    // A fresh site has no backup yet: that is what needs her.
    await expect(page.getByText(/backup/i).first()).toBeVisible();
    await expectNoViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`site-health-${width}.png`), fullPage: true });
  });
}
