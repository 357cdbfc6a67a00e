import { test as base, expect } from '@playwright/test';
import { startTestSite, type TestSite } from './site';

interface WorkerFixtures {
  site: TestSite;
}

/** Every test runs against one composed site per worker; `page` starts at its address. */
export const test = base.extend<{ consoleErrors: string[] }, WorkerFixtures>({
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startTestSite();
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(errors);
  },
});

export { expect };
