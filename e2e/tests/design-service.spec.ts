import type { BrowserContext, Page } from '@playwright/test';
import { expectNoViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { paidLogoSession, payHostedSession, payOnHostedPage } from '../support/journeys';

test('a client accepts the agreement, pays the logo package in a new tab, and completes onboarding', async ({
  page,
  context,
  site,
  mailbox,
}) => {
  await page.goto('/dydd-logo-proposal');
  await page.getByRole('link', { name: 'Choose Logo Package' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Project Agreement & Payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Proceed to Secure Payment/ })).toBeDisabled();
  await page.getByLabel('Full name').fill('Deborah Judge');
  await page.getByLabel('Email').fill('deborah.e2e@example.com');
  await page.getByLabel('Phone').fill('312-555-0100');
  await page.getByLabel('I have read and accept the project agreement').check();

  const [payment] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Proceed to Secure Payment/ }).click(),
  ]);
  await expect(page.getByText('Opening secure payment window...')).toBeVisible();
  await payOnHostedPage(payment, '$300.00');

  await expect(payment.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await expect(payment.getByText('Your payment has been received and confirmed')).toBeVisible();
  await expect(payment.getByText('$300.00')).toBeVisible();
  const sessionId = new URL(payment.url()).searchParams.get('session_id')!;
  await expect(payment.getByText(sessionId)).toBeVisible();
  const receipt = await mailbox.waitFor((mail) => mail.to.includes('deborah.e2e@example.com'));
  expect(receipt.subject).toBe('Payment received: Divine Design Logo Project');

  await payment.getByRole('link', { name: 'Start Your Project Onboarding' }).click();
  await expect(payment.getByRole('heading', { level: 1, name: 'Project Onboarding' })).toBeVisible();
  await expect(payment.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await payment.getByLabel('Business or ministry name').fill('Dwell in the Word');
  await payment.getByLabel('Spiritual').check();
  await payment.getByRole('button', { name: 'Continue' }).click();
  await payment.getByLabel('Elegant & classic').check();
  await payment.reload();
  await expect(payment.getByText('Step 2 of 5')).toBeVisible();
  await expect(payment.getByLabel('Elegant & classic')).toBeChecked();
  for (let step = 2; step < 5; step++) await payment.getByRole('button', { name: 'Continue' }).click();
  await payment.getByLabel('Email', { exact: true }).check();
  await payment.getByRole('button', { name: 'Complete Onboarding' }).click();

  await expect(payment.getByText('Onboarding Complete!')).toBeVisible();
  await expect(payment).toHaveURL(new URL('/', site.url).href);
  const [stored] = await site.db.query<{ answers: unknown }>(
    'SELECT answers FROM onboarding_responses WHERE session_id = $1',
    [sessionId],
  );
  expect(stored!.answers).toEqual({
    businessName: 'Dwell in the Word',
    brandPersonality: ['Spiritual'],
    logoStyle: 'elegant-classic',
    preferredContact: 'email',
  });
});

test('onboarding turns away a visitor who has not paid', async ({ page }) => {
  await page.goto('/dydd-logo-proposal/onboarding?session_id=cs_test_notpaidatall');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page).toHaveURL(/\/dydd-logo-proposal$/);
  await page.goto('/dydd-logo-proposal/onboarding?test=true');
  await expect(page).toHaveURL(/\/dydd-logo-proposal$/);
});

test('a client accepts the mural proposal and pays the $475 deposit', async ({ page, context }) => {
  await page.goto('/proposal');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Play Harbor Mural' })
    .getByRole('link', { name: 'View Proposal' })
    .click();
  await expect(page.getByRole('img', { name: 'Floor plan of the Play Harbor room' })).toBeVisible();
  await page.getByLabel('Full name').fill('Anna Prophet');
  await page.getByLabel('Email').fill('anna.e2e@example.com');
  await page.getByLabel('Phone').fill('312-555-0199');

  const [payment] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Accept Proposal - Pay $475 Deposit' }).click(),
  ]);
  await payOnHostedPage(payment, '$475.00');

  await expect(payment).toHaveURL(/\/payment-success\?session_id=cs_test_/);
  await expect(payment.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(payment.getByText('$475.00 paid')).toBeVisible();
  await expect(payment.getByText('$475.00 upon completion')).toBeVisible();
});

test('the payment success page without a session says so', async ({ page }) => {
  await page.goto('/payment-success');
  await expect(page.getByText('No session ID found.')).toBeVisible();
});

/** A visitor on the agreement page who has accepted it and given her details, about to proceed. */
async function acceptAgreement(page: Page, pack: 'logo' | 'complete') {
  await page.goto(`/dydd-logo-proposal/payment?package=${pack}`);
  await page.getByLabel('Full name').fill('Ruth Gleaner');
  await page.getByLabel('Email').fill(`ruth.${pack}.e2e@example.com`);
  await page.getByLabel('Phone').fill('312-555-0142');
  await page.getByLabel('I have read and accept the project agreement').check();
}

/** Proceeds to payment from the agreement page; resolves with the new tab on the hosted payment page. */
async function proceedToPayment(page: Page, context: BrowserContext) {
  const [payment] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Proceed to Secure Payment/ }).click(),
  ]);
  await payment.waitForURL(/\/pay\/cs_test_/);
  return payment;
}

test('after paying for the complete package, the thank-you page names that package and its book-cover steps', async ({
  page,
  context,
}) => {
  await acceptAgreement(page, 'complete');
  const payment = await proceedToPayment(page, context);
  await payOnHostedPage(payment, '$450.00');

  await expect(payment.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await expect(
    payment.getByRole('heading', { name: 'Project Confirmed: Divine Design Complete Package (Logo + Book Cover)' }),
  ).toBeVisible();
  await expect(payment.getByText('$450.00')).toBeVisible();
  const steps = payment.getByRole('region', { name: 'What Happens Next?' }).getByRole('listitem');
  await expect(steps).toHaveText([
    'Email confirmation with your project timeline.',
    'Initial consultation: a call or email about your brand vision and your book.',
    'Concept development: 2-3 initial logo concepts within 1-2 weeks.',
    'Book cover design: 2 initial book cover designs at 9.5 × 6.5 in, with bleed, alongside the logo concepts.',
  ]);
  await expect(payment.getByText('Divine Design Logo', { exact: true })).toHaveCount(0);
});

test('the thank-you page confirms the project only for a verified payment', async ({ page }) => {
  await page.goto('/dydd-logo-proposal/thank-you?session_id=cs_test_notpaidatall');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Error' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Project Confirmed/ })).toHaveCount(0);
  await expect(page.getByText(/joins the design queue/)).toHaveCount(0);

  await page.goto('/dydd-logo-proposal/thank-you');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Status Unknown' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Project Confirmed/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What Happens Next?' })).toBeVisible();
});

test('the agreement page left open learns at once that the other tab paid, and offers onboarding instead of a second payment', async ({
  page,
  context,
}) => {
  await acceptAgreement(page, 'logo');
  const payment = await proceedToPayment(page, context);
  const sessionId = new URL(payment.url()).pathname.split('/pay/')[1]!;
  await payOnHostedPage(payment, '$300.00');
  await expect(payment.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(
    page.getByText('Your payment of $300.00 for the Divine Design Logo Project has been received'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Proceed to Secure Payment/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start Your Project Onboarding' })).toHaveAttribute(
    'href',
    `/dydd-logo-proposal/onboarding?session_id=${sessionId}`,
  );
  await expect(page.getByRole('link', { name: 'View Your Confirmation' })).toHaveAttribute(
    'href',
    `/dydd-logo-proposal/thank-you?session_id=${sessionId}`,
  );
  await expectNoViolations(page);
});

test('the agreement page asks again when the visitor comes back to it, and offers the way on once the payment is made', async ({
  page,
  context,
}) => {
  await acceptAgreement(page, 'complete');
  const payment = await proceedToPayment(page, context);
  const payPage = payment.url();
  // Paid away from this browser, so no page of the site announces it: the agreement page must ask.
  await payment.close();
  await expect(page.getByRole('button', { name: /Proceed to Secure Payment/ })).toBeEnabled();
  const paid = await payHostedSession(payPage, 'Ruth');
  expect(paid.status).toBe(303);

  // Headless Chromium never takes the focus from a tab, so the visitor's return is the event the browser sends then.
  await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Proceed to Secure Payment/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'View Your Confirmation' }).click();
  await expect(
    page.getByRole('heading', { name: 'Project Confirmed: Divine Design Complete Package (Logo + Book Cover)' }),
  ).toBeVisible();
});

test('on a phone the floor plan and the colour mock-up fit their boxes, every label whole and readable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/play-harbor-proposal');
  const drawings = {
    'Floor plan of the Play Harbor room': ['Window', 'Door', '19 ft', '11 ft', 'Ceiling height: 9 ft'],
    'Colour mock-up of the wave pattern': [
      'North wall · 19 ft',
      'East wall · 11 ft',
      'South wall · 19 ft',
      'West wall · 11 ft',
    ],
  };
  for (const [name, labels] of Object.entries(drawings)) {
    const drawing = page.getByRole('img', { name });
    await drawing.scrollIntoViewIfNeeded();
    const shown = await drawing.evaluate((img) => {
      const card = img.closest('section')!;
      const inside = (inner: DOMRect, outer: DOMRect) =>
        inner.left >= outer.left - 0.5 &&
        inner.right <= outer.right + 0.5 &&
        inner.top >= outer.top - 0.5 &&
        inner.bottom <= outer.bottom + 0.5;
      const boxes: Element[] = [];
      for (let box = img.parentElement; box && box !== card.parentElement; box = box.parentElement) boxes.push(box);
      return {
        fits: boxes.every((box) => inside(img.getBoundingClientRect(), box.getBoundingClientRect())),
        labels: [...img.querySelectorAll('text')]
          .filter((label) => label.checkVisibility())
          .map((label) => {
            const whole = [label.closest('svg')!, ...boxes].every((box) =>
              inside(label.getBoundingClientRect(), box.getBoundingClientRect()),
            );
            const { a, b } = (label as SVGTextElement).getScreenCTM()!;
            const pixels = parseFloat(getComputedStyle(label).fontSize) * Math.hypot(a, b);
            return { text: label.textContent, whole, readable: pixels >= 11 };
          }),
      };
    });
    expect(shown).toEqual({
      fits: true,
      labels: labels.map((text) => ({ text, whole: true, readable: true })),
    });
  }
});

test('on a phone the package buttons keep their wrapped words centred', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dydd-logo-proposal');
  for (const name of ['Choose Logo Package', 'Choose Complete Package']) {
    const offsets = await page.getByRole('link', { name }).evaluate((button) => {
      const frame = button.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(button);
      // Each line's extent, from the boxes of the words on it.
      const lines = new Map<number, { left: number; right: number }>();
      for (const box of range.getClientRects()) {
        const line = lines.get(box.top) ?? { left: box.left, right: box.right };
        lines.set(box.top, { left: Math.min(line.left, box.left), right: Math.max(line.right, box.right) });
      }
      return [...lines.values()].map((line) =>
        Math.round((line.left + line.right) / 2 - (frame.left + frame.width / 2)),
      );
    });
    expect(offsets.length, name).toBeGreaterThan(0);
    for (const offset of offsets) expect(Math.abs(offset), name).toBeLessThanOrEqual(1);
  }
});

test('onboarding checkboxes and radios keep their size beside labels that wrap, on a desktop and a phone', async ({
  page,
  site,
}) => {
  await page.goto(`/dydd-logo-proposal/onboarding?session_id=${await paidLogoSession(site)}`);
  for (let step = 1; step < 4; step++) await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Project Context' })).toBeVisible();
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    const sizes = await page
      .locator('input[type=checkbox], input[type=radio]')
      .evaluateAll((inputs) =>
        inputs.map(
          (input) =>
            `${(input as HTMLInputElement).value}: ${input.getBoundingClientRect().width}×${input.getBoundingClientRect().height}`,
        ),
      );
    expect(sizes.length).toBeGreaterThan(10);
    expect(
      sizes.filter((size) => !size.endsWith(': 18×18')),
      `at ${viewport.width} px`,
    ).toEqual([]);
  }
});

test("a mistyped payment address is answered in the visitor's words, and the tab's title says what the page says", async ({
  page,
}) => {
  for (const address of [
    '/payment-success?session_id=cs_test_x',
    '/dydd-logo-proposal/thank-you?session_id=cs_test_x',
  ]) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Error' })).toBeVisible();
    await expect(
      page.getByText(
        'We could not find this payment. Please check the address, or contact us if you have questions about your payment.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/sessionId/)).toHaveCount(0);
    await expect(page).toHaveTitle('Payment Error · Grace Studio');
  }
});
