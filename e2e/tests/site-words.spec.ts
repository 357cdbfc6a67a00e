import type { APIRequestContext, Page } from '@playwright/test';
import { payOnHostedPage } from '../support/journeys';
import { expect, openStudio, test } from '../support/studio-site';

const headline = 'Where Hope Meets the Brush';
const trait = 'Green Bay fan, now';
const answer = 'Free on every order this Advent, whatever it comes to.';

/** The page's HTML as the server sends it, before any script: what a search engine or a link preview reads. */
async function served(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return { html, description: meta('og:description') };
}

/** Goes back to a version from her Site section, as she does: the button, then yes. */
async function goBackTo(page: Page, version: number) {
  await page.getByRole('button', { name: `Go back to this version (version ${version})` }).click();
  await page.getByRole('button', { name: 'Yes, go back to it' }).click();
  await expect(
    page.getByText(`Published: version ${version + 2}, the words and prices of version ${version}`),
  ).toBeVisible();
}

test('she rewrites the home headline, a trait, an FAQ answer and the logo price; a visitor meets each at once, and going back brings the spec’s words back', async ({
  page,
  browser,
  artistPasskey,
  site,
}) => {
  await openStudio(page, artistPasskey, '/studio/site');
  await expect(page.getByRole('heading', { level: 1, name: 'Your site’s words and prices' })).toBeVisible();

  await page.getByRole('tab', { name: 'Home' }).click();
  await page.getByLabel('Headline', { exact: true }).fill(headline);
  await page.getByRole('tab', { name: 'About' }).click();
  await page.getByLabel('Trait 2, title').fill(trait);
  await page.getByRole('tab', { name: 'FAQ' }).click();
  const faq = page.getByLabel('Questions and answers');
  const before = await faq.inputValue();
  await faq.fill(before.replace(/(## How much is shipping\?\n\n)[^\n]+/, `$1${answer}`));
  await page.getByRole('tab', { name: 'Prices' }).click();
  await page.getByLabel('Logo project').fill('350.00');

  // Her draft, on the real page at a phone's width and a desktop's, before anyone else sees it.
  await page.getByRole('tab', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  for (const frame of ['Phone', 'Desktop']) {
    await expect(
      page.frameLocator(`iframe[title="${frame}"]`).getByRole('heading', { level: 1, name: headline }),
    ).toBeVisible();
  }
  const visitor = await browser.newPage({ baseURL: site.publicUrl });
  expect((await served(visitor.request, '/')).html).not.toContain(headline);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`site-words-${width}.png`), fullPage: true });
  }

  await page.getByRole('button', { name: 'Publish' }).click();
  const published = page.getByText(/^Published: version \d+$/);
  await expect(published).toBeVisible();
  const version = Number((await published.innerText()).replace(/\D/g, ''));

  // At once, in the HTML the server sends and in its link preview, then on the page itself.
  const home = await served(visitor.request, '/');
  expect(home.html).toContain(`${headline}</h1>`);
  expect(home.description).toContain(headline);
  expect((await served(visitor.request, '/meet-grace')).html).toContain(trait);
  const faqPage = await served(visitor.request, '/faq');
  expect(faqPage.html).toContain(`<p>${answer}</p>`);
  expect(faqPage.html).toContain(`"acceptedAnswer":{"@type":"Answer","text":"${answer}"}`);
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1, name: headline })).toBeVisible();
  await visitor.goto('/meet-grace');
  await expect(visitor.getByRole('heading', { name: trait })).toBeVisible();

  // The logo's agreement page and its hosted payment ask her new price.
  await visitor.goto('/dydd-logo-proposal/payment?package=logo');
  await expect(visitor.getByText('$350.00').first()).toBeVisible();
  await visitor.getByLabel('Full name').fill('Ruth Gleaner');
  await visitor.getByLabel('Email').fill('ruth.prices.e2e@example.com');
  await visitor.getByLabel('Phone').fill('312-555-0142');
  await visitor.getByLabel('I have read and accept the project agreement').check();
  const [payment] = await Promise.all([
    visitor.context().waitForEvent('page'),
    visitor.getByRole('button', { name: /Proceed to Secure Payment/ }).click(),
  ]);
  await payOnHostedPage(payment, '$350.00');
  await expect(payment.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await payment.close();

  // Back to the version before hers: the spec's words and price return, for everyone.
  await goBackTo(page, version - 1);
  const restored = await served(visitor.request, '/');
  expect(restored.html).not.toContain(headline);
  expect(restored.html).toContain('Where Faith Meets Creativity</h1>');
  await visitor.goto('/meet-grace');
  await expect(visitor.getByRole('heading', { name: 'Chicago Bears fan' })).toBeVisible();
  await visitor.goto('/dydd-logo-proposal/payment?package=logo');
  await expect(visitor.getByText('$300.00').first()).toBeVisible();
  await visitor.close();
});
