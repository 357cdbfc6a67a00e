import type { CDPSession, Page } from '@playwright/test';
import { test as siteTest } from './fixtures';
import { startTestSite } from './site';

/** The artist's own inbox: her enrolment links arrive here. */
export const artistEmail = 'grace.studio@example.com';

/**
 * The composed site as the artist reaches her studio: at `localhost`, since a passkey belongs
 * to a domain name and never to an address like 127.0.0.1.
 */
export const test = siteTest.extend<object, object>({
  site: [
    async ({ mailbox }, use) => {
      const site = await startTestSite(
        { SMTP_URL: mailbox.url, ARTIST_EMAIL: artistEmail, JOB_POLL_MS: '500' },
        { publicHost: 'localhost' },
      );
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ site }, use) => use(site.publicUrl),
});

/**
 * Gives the page's browser a platform authenticator, as a phone or laptop has: it keeps
 * discoverable passkeys, verifies its user, and answers without a prompt.
 */
export async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

export { expect } from './fixtures';
