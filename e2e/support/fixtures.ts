import { test as base, expect, type Page } from '@playwright/test';
import { SmtpCapture } from 'api/testing/smtp-capture';
import { startTestSite, type TestSite } from './site';

interface WorkerFixtures {
  site: TestSite;
  /** The artist's mailbox: every e-mail the site sends arrives here. */
  mailbox: SmtpCapture;
}

/** Every test runs against one composed site per worker; `page` starts at its address. */
export const test = base.extend<{ cspGuard: void }, WorkerFixtures>({
  mailbox: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const mailbox = await new SmtpCapture().start();
      await use(mailbox);
      await mailbox.stop();
    },
    { scope: 'worker' },
  ],
  site: [
    async ({ mailbox }, use) => {
      const site = await startTestSite({ SMTP_URL: mailbox.url });
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  // Every page must run under the site's Content-Security-Policy without a violation.
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Every error a page throws or logs from now on, with the address it was at (a hydration mismatch is one). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}
