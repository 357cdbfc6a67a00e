import { sampleCatalog } from 'api/catalog/sample-catalog';
import { PrintfulStandIn } from 'api/testing/printful-standin';
import { test as siteTest } from './fixtures';
import { startTestSite } from './site';

/** The secret part of the address the site gives Printful for its webhooks. */
export const printfulWebhookSecret = 'e2e-printful-hook-7Qm2Xv9LtR4w';

/** The artist's own inbox, where new orders and fulfilment problems are reported. */
export const artistEmail = 'grace.orders@example.com';

/**
 * The composed site selling through a Printful store: the stand-in serves the catalogue,
 * takes the print orders, and reports shipments back to the site's webhook address. Jobs are
 * polled every 100 ms so e-mails and webhook work land within a test's patience.
 */
export const test = siteTest.extend<object, { printful: PrintfulStandIn }>({
  printful: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const printful = await new PrintfulStandIn(sampleCatalog).start();
      await use(printful);
      await printful.stop();
    },
    { scope: 'worker' },
  ],
  site: [
    async ({ mailbox, printful }, use) => {
      const site = await startTestSite({
        PRINTFUL_API_TOKEN: printful.token,
        PRINTFUL_API_URL: printful.url,
        PRINTFUL_WEBHOOK_SECRET: printfulWebhookSecret,
        SMTP_URL: mailbox.url,
        ARTIST_EMAIL: artistEmail,
        JOB_POLL_MS: '500',
      });
      printful.webhookUrl = `${site.url}/webhooks/printful/${printfulWebhookSecret}`;
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

export { expect } from './fixtures';
