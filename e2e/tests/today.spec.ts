import type { Page } from '@playwright/test';
import { expectNoViolations } from '../support/accessibility';
import { fillSweatshirtCheckout, placeOrderFor } from '../support/journeys';
import { expect, openStudio, test } from '../support/studio-site';

/** A dollar figure of hers as a number of cents: `$1,254.99` is 125499. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

/** This week's figures on her Today page: merch and the total in cents, and the week's visits. */
async function thisWeek(page: Page) {
  const week = page.getByRole('region', { name: 'This week' });
  const merch = week
    .getByRole('row', { name: /^Merch/ })
    .getByRole('cell')
    .first();
  const total = week
    .getByRole('row', { name: /^Total/ })
    .getByRole('cell')
    .first();
  const visits = page
    .getByRole('region', { name: 'Visits' })
    .getByText(/^\d[\d,]* visits?/)
    .first();
  return {
    merch: centsOf(await merch.innerText()),
    total: centsOf(await total.innerText()),
    visits: Number((await visits.innerText()).replace(/[^0-9].*$/s, '').replace(/,/g, '') || 0),
  };
}

test('her studio opens on Today, whose week shows to the cent an order placed now, and the visits of a visitor who did not ask not to be counted', async ({
  page,
  browser,
  artistPasskey,
  site,
}) => {
  await openStudio(page, artistPasskey, '/studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const before = await thisWeek(page);

  // A visitor reads two pages and buys the sweatshirt ($54.99, shipped free, 8% tax): $54.99 of sales.
  const visitor = await browser.newPage({ baseURL: site.publicUrl });
  await visitor.goto('/fine-art');
  await visitor.getByRole('link', { name: 'Prints' }).first().click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Prints' })).toBeVisible();
  await fillSweatshirtCheckout(visitor, {
    firstName: 'Chloe',
    lastName: 'Corinth',
    email: 'chloe.today@example.com',
    cardNumber: '4242 4242 4242 4242',
  });
  await placeOrderFor(visitor, '$59.39');
  await visitor.close();

  // One who asks not to be tracked is not counted.
  const private_ = await browser.newContext({ baseURL: site.publicUrl, extraHTTPHeaders: { DNT: '1' } });
  const unseen = await private_.newPage();
  await unseen.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  await unseen.goto('/fine-art');
  await private_.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect.poll(async () => (await thisWeek(page)).merch - before.merch).toBe(5499);
  const after = await thisWeek(page);
  expect(after.total - before.total).toBe(5499);
  // /fine-art, /prints, /checkout and the order's success page.
  expect(after.visits - before.visits).toBe(4);
  await expectNoViolations(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`today-${width}.png`), fullPage: true });
  }
});
