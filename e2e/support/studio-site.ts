import type { CDPSession, Page } from '@playwright/test';
import { test as siteTest } from './fixtures';
import { startTestSite } from './site';

/** The artist's own inbox: her enrolment links arrive here. */
export const artistEmail = 'grace.studio@example.com';

/** The passkeys an authenticator holds, with their private keys, as Chromium's DevTools give them. */
async function passkeysIn(cdp: CDPSession, authenticatorId: string) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}
type StoredPasskey = Awaited<ReturnType<typeof passkeysIn>>[number];

/**
 * The composed site as the artist reaches her studio: at `localhost`, since a passkey belongs
 * to a domain name and never to an address like 127.0.0.1.
 */
export const test = siteTest.extend<object, { artistPasskey: StoredPasskey }>({
  site: [
    async ({ mailbox }, use) => {
      const site = await startTestSite(
        // Her devices reach the site through a proxy on this machine, each from an address of its own.
        { SMTP_URL: mailbox.url, ARTIST_EMAIL: artistEmail, JOB_POLL_MS: '500', TRUST_PROXY: '127.0.0.1,::1' },
        { publicHost: 'localhost' },
      );
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ site }, use) => use(site.publicUrl),
  /**
   * A passkey of hers, created once per worker from a fresh enrolment link (made as `npm run
   * studio:enrol` makes one), for the tests that start signed in.
   */
  artistPasskey: [
    async ({ browser, site }, use) => {
      const link = await site.app.services.studioAuth.createEnrolmentLink();

      const page = await browser.newPage();
      const authenticator = await addVirtualAuthenticator(page);
      await page.goto(link);
      await page.getByRole('button', { name: 'Create passkey' }).click();
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      const [passkey] = await passkeysIn(authenticator.cdp, authenticator.id);
      await page.close();
      await use(passkey!);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/**
 * Gives the page's browser a platform authenticator, as a phone or laptop has: it keeps
 * discoverable passkeys, verifies its user, and answers without a prompt.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

let devices = 0;

/**
 * Opens `path` in her studio, signed in with her passkey as she would on her own device. The
 * passkey's signature counter is carried back, since the server refuses a counter that does
 * not grow (the sign of a copied passkey).
 */
export async function openStudio(page: Page, passkey: StoredPasskey, path: string) {
  // Each sign-in comes from a device of its own, so the tests together never meet the limit on
  // sign-ins from one address.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${++devices}` });
  const authenticator = await addVirtualAuthenticator(page);
  await authenticator.cdp.send('WebAuthn.addCredential', { authenticatorId: authenticator.id, credential: passkey });
  await page.goto(path);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  const [used] = await passkeysIn(authenticator.cdp, authenticator.id);
  passkey.signCount = used!.signCount;
}

/** A photo as her phone's camera would give it: a JPEG, here painted on a canvas in the browser. */
export async function canvasPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, 1200);
    sky.addColorStop(0, '#f6d38a');
    sky.addColorStop(1, '#3b4f7a');
    context.fillStyle = sky;
    context.fillRect(0, 0, 1600, 1200);
    context.fillStyle = '#1f2a44';
    context.beginPath();
    context.ellipse(800, 1250, 1100, 420, 0, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

export { expect } from './fixtures';
