import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The screen on `page` has loaded, is itself (not a fallback), and axe finds nothing on it. */
export async function expectNoViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The screen itself, not the fallback a module that failed to load leaves in its place.
  await expect(page.getByRole('heading', { level: 1, name: 'This page is taking a short rest' })).toHaveCount(0);
  await expect(page.locator('main h1')).toHaveCount(1);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}
