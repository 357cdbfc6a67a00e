import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sweatshirtCart, seedStorage } from '../support/journeys';
import { makeRelease, runCommand, startRelease, unpackRelease } from '../support/release';
import { RemoteOrigin } from '../support/remote-origin';

// One release for the file, unpacked where no repository and no installed package is near.
let release: { dir: string; remove(): Promise<void> };
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  release = await unpackRelease(await makeRelease());
  dataDir = await mkdtemp(path.join(tmpdir(), 'release-data-'));
});

test.afterAll(async () => {
  await release?.remove();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test.describe.configure({ mode: 'serial' });

test('started for production with no settings, the release refuses and names every setting that would take false money, send no e-mail or lose data', async () => {
  const { code, output } = await runCommand(release.dir, 'start', [], {});
  expect(code).not.toBe(0);
  for (const setting of ['STRIPE_SECRET_KEY', 'SMTP_URL', 'PUBLIC_URL', 'ARTIST_EMAIL', 'MAIL_FROM', 'DATA_DIR']) {
    expect(output).toMatch(new RegExp(`^  ${setting}: `, 'm'));
  }
  expect(output).toContain('start a test shop with APP_ENV=demo');
  expect(output).not.toContain('Server listening');
});

test('a production start with Printful but test payments refuses to send unpaid orders to her store', async () => {
  const { code, output } = await runCommand(release.dir, 'start', [], {
    STRIPE_SECRET_KEY: 'sk_test_51Hrelease',
    PRINTFUL_API_TOKEN: 'pf-release-token',
    STRIPE_SECRETKEY: 'sk_live_typo',
  });
  expect(code).not.toBe(0);
  expect(output).toContain('STRIPE_SECRET_KEY: is a test key');
  expect(output).toContain('PRINTFUL_API_TOKEN: is set while payments are not live');
  expect(output).toContain('STRIPE_SECRETKEY: is not a setting of this site: did you mean STRIPE_SECRET_KEY?');
});

test('unpacked in an empty folder, the release serves the whole site as a test shop that says so on every page', async ({
  page,
}) => {
  const site = await startRelease(release.dir, { APP_ENV: 'demo', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  try {
    console.info(`The release served its first page ${site.startedInMs} ms after ./start.`);
    expect(site.output()).toContain('This is a test shop (APP_ENV=demo)');
    // The placeholder pieces are put in once the site answers; the studio's link is offered after them.
    await expect.poll(site.output, { timeout: 30_000 }).toContain('No passkey opens the studio yet');

    await page.goto(`${site.url}/fine-art`);
    await expect(page.getByRole('complementary', { name: 'Test shop' })).toHaveText('Test shop: no real orders');
    await expect(page.getByRole('heading', { level: 2, name: 'Artwork Title 1' })).toBeVisible();
    const picture = page.getByRole('img', { name: 'Deep blue hills under a golden dawn' });
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.goto(`${site.url}/merch/product/102`);
    await expect(page.getByRole('heading', { level: 1, name: /Sweatshirt/ })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Test shop' })).toBeVisible();

    await seedStorage(page, sweatshirtCart, site.url);
    await page.goto(`${site.url}/checkout`);
    await expect(page.getByText('Test mode: no real card is charged. Use 4242 4242 4242 4242')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Test shop' })).toBeVisible();
  } finally {
    await site.stop();
  }
});

test('the release’s ./backup archives the running site, and its ./restore fills an empty folder that then serves it', async ({
  page,
}) => {
  const archive = path.join(dataDir, 'site.tar.gz');
  const restored = await mkdtemp(path.join(tmpdir(), 'release-restored-'));
  try {
    const site = await startRelease(release.dir, { APP_ENV: 'demo', DATA_DIR: dataDir });
    const env = { APP_ENV: 'demo', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: new URL(site.url).port };
    const backup = await runCommand(release.dir, 'backup', ['--to', archive], env).finally(() => site.stop());
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backed up to .*site\.tar\.gz/);

    const restore = await runCommand(release.dir, 'restore', [archive], { APP_ENV: 'demo', DATA_DIR: restored });
    expect(restore.code, restore.output).toBe(0);
    const again = await startRelease(release.dir, { APP_ENV: 'demo', DATA_DIR: restored });
    try {
      await page.goto(`${again.url}/fine-art/artwork-1`);
      await expect(page.getByRole('heading', { level: 1, name: 'Artwork Title 1' })).toBeVisible();
      const picture = page.getByRole('img', { name: 'Deep blue hills under a golden dawn' });
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    } finally {
      await again.stop();
    }
  } finally {
    await rm(restored, { recursive: true, force: true });
  }
});

test('a remote’s folder in the release is uploaded to an origin of its own, and the release serves its pages from there', async ({
  page,
}) => {
  const origin = await RemoteOrigin.deploy('shop', path.join(release.dir, 'mfe-shop', 'dist'));
  const site = await startRelease(release.dir, { APP_ENV: 'demo', DATA_DIR: dataDir, ...origin.siteEnv });
  try {
    const served: string[] = [];
    page.on('request', (request) => served.push(request.url()));
    await page.goto(`${site.url}/merch`);
    await expect(
      page.getByRole('heading', { name: 'Rooted in Faith Embroidered Heavyweight Sweatshirt' }),
    ).toBeVisible();
    // The page came rendered; the browser then takes it over with the shop's scripts from its origin.
    await expect.poll(() => served.some((url) => url.startsWith(`http://127.0.0.1:${origin.port}/`))).toBe(true);
  } finally {
    await site.stop();
    await origin.dispose();
  }
});
