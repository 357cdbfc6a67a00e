import { expect, test } from '../support/fixtures';

const policyPages = [
  { link: 'Shipping & Returns', path: '/shipping-returns', heading: 'Shipping & Returns', title: 'Shipping & Returns' },
  { link: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy' },
  { link: 'Terms of Service', path: '/terms', heading: 'Terms of Service', title: 'Terms of Service' },
  { link: 'FAQ', path: '/faq', heading: 'Frequently Asked Questions', title: 'FAQ' },
];

for (const { link, path, heading, title } of policyPages) {
  test(`the home page's footer leads to ${link}, which answers 200 with its own title and heading`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Grace Studio`);

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Grace Studio`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
}

test('the shipping page states the shop’s own rules: free shipping over $50, else $9.99, and 30-day returns', async ({
  page,
}) => {
  await page.goto('/shipping-returns');
  await expect(
    page.getByText('Merch and prints: free when they come to more than $50 together, otherwise $9.99 per order.'),
  ).toBeVisible();
  await expect(page.getByText(/^Merch and prints: 30-day returns\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'studio@example.com' })).toHaveAttribute(
    'href',
    'mailto:studio@example.com',
  );
});

test('the sitemap lists the four pages', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const { path } of policyPages) expect(sitemap).toContain(`${path}</loc>`);
});
