import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectNoViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { paidLogoSession, seedStorage, sweatshirtCart } from '../support/journeys';
import { siteAddresses } from '../support/site-addresses';

/** States a visitor can reach by an address beyond the pages' own: a query, a thing that is not there. */
const stateRoutes = [
  '/fine-art?piece=artwork-1',
  '/merch/product/999',
  '/dydd-logo-proposal/payment?package=logo',
  '/dydd-logo-proposal/payment?package=complete',
  '/dydd-logo-proposal/thank-you?session_id=cs_test_unknownsession',
  '/payment-success?orderId=ord_example&printfulOrderId=pf_1&paymentIntentId=pi_1',
];

/** Waits for what a page fills in after it shows, so the check reads the page a visitor reads. */
async function settled(page: Page, path: string) {
  if (['/merch', '/swag-shop', '/t-shirts'].includes(path))
    await expect(page.getByRole('article').first()).toBeVisible();
}

// Every page of the site manifest, in one visit each: it answers 200 with its own screen (not the
// 404 or a remote's fallback), and that screen has no accessibility violations.
for (const { address } of siteAddresses) {
  test(`${address} answers 200 with its screen, which has no accessibility violations`, async ({ page }) => {
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^(404|This page is taking a short rest)$/ })).toHaveCount(
      0,
    );
    await settled(page, address);
    await expectNoViolations(page);
  });
}

for (const path of stateRoutes) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await settled(page, path);
    await expectNoViolations(page);
  });
}

test('the checkout, with a cart, has no accessibility violations', async ({ page }) => {
  await seedStorage(page, sweatshirtCart);
  await page.goto('/checkout');
  await expectNoViolations(page);
});

test('the open cart panel has no accessibility violations', async ({ page }) => {
  await seedStorage(page, sweatshirtCart);
  await page.goto('/');
  await page.getByRole('button', { name: /open cart/i }).click();
  await expect(page.getByRole('dialog', { name: /Shopping Cart/ })).toBeVisible();
  await expectNoViolations(page);
});

test('the onboarding questionnaire of a paid project has no accessibility violations', async ({ page, site }) => {
  await page.goto(`/dydd-logo-proposal/onboarding?session_id=${await paidLogoSession(site)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Tell Us About Your Business' })).toBeVisible();
  await expectNoViolations(page);
});

test('the hosted payment page has no accessibility violations', async ({ page, site }) => {
  const response = await fetch(`${site.url}/functions/v1/create-payment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      clientName: 'Anna',
      email: 'a@example.com',
      phone: '1',
      address: '',
      amount: 475,
      projectType: 'Play Harbor Mural Deposit',
    }),
  });
  await page.goto(((await response.json()) as { url: string }).url);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
