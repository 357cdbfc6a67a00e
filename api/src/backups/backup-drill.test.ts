import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orderPageKey } from 'shared-contracts/order-status';
import { originalCartLine } from 'shared-contracts/testing/cart-lines';
import { afterEach, describe, expect, it, onTestFailed } from 'vitest';
import { loadConfig, type AppConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { openMediaStorage, type MediaStorage } from '../media/media-storage';
import { startLocalBucket, type LocalBucket } from '../media/testing/local-bucket';
import { startDeskServer, type DeskServer } from '../testing/desk-server';
import { freePort } from '../testing/free-port';
import { contactMessage } from '../testing/message-fixtures';
import { cartLine, logoClient, orderRequest, originalForSale } from '../testing/order-fixtures';
import { StripeStandIn } from '../testing/stripe-standin';
import { saveStillWaters, signIn, StudioBrowser } from '../testing/studio-browser';
import { testEngines, type TestDatabase } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';
import { writeEnrolmentKey } from '../studio/enrolment-links';
import { backUpSite } from './backup-command';
import { restoreSite } from './restore-command';

/** Where a drill keeps the site's data: a PGlite folder and media folder, or PostgreSQL and a bucket. */
interface DrillSite {
  env: Record<string, string>;
  database: AppConfig['database'];
  stop(): Promise<void>;
}

type SiteMaker = (dataDir: string) => Promise<DrillSite>;

const onPglite: SiteMaker = async (dataDir) => ({
  env: { DATA_DIR: dataDir },
  database: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  stop: async () => undefined,
});

const postgresEngine = testEngines.find((engine) => engine.label === 'PostgreSQL');

const onPostgresAndBucket: SiteMaker = async (dataDir) => {
  const database: TestDatabase = await postgresEngine!.create();
  const bucket: LocalBucket = await startLocalBucket('site/media/');
  const { config } = bucket;
  if (database.config.kind !== 'postgres') throw new Error('The PostgreSQL engine made another database');
  return {
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: database.config.url,
      S3_BUCKET: config.bucket,
      S3_ENDPOINT: config.endpoint!,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_PREFIX: config.prefix,
    },
    database: database.config,
    stop: async () => {
      await database.drop();
      await bucket.stop();
    },
  };
};

const drills = [
  { label: 'PGlite and a media folder', makeSite: onPglite },
  ...(postgresEngine ? [{ label: 'PostgreSQL and a media bucket', makeSite: onPostgresAndBucket }] : []),
];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every media object, by key, as its SHA-256. */
async function mediaSums(storage: MediaStorage): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const key of await storage.keys()) sums[key] = sha256((await storage.get(key))!.bytes);
  return sums;
}

describe.each(drills)('the backup drill on $label', { timeout: 120_000 }, ({ makeSite }) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  async function folder(name: string): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), `drill-${name}-`));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  }

  it('restores a site backed up while checkouts kept coming in: every paid order, her words, photos, passkey and waiting job', async () => {
    const stripe = await new StripeStandIn().start();
    cleanups.push(() => stripe.stop());
    const stripeEnv = { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_URL: stripe.url };
    const paid = { paymentInfo: { confirmationToken: 'ctoken_success' } };

    // The site as it was: her passkey, a piece with its photo and prints, orders paid, refunded
    // and held, a message and a client's onboarding answers.
    const before = await makeSite(await folder('before'));
    let siteBefore: DrillSite | undefined = before;
    cleanups.push(() => siteBefore?.stop() ?? Promise.resolve());
    const port = await freePort();
    let desk: DeskServer | undefined = await startDeskServer({
      env: { ...before.env, ...stripeEnv },
      database: before.database,
      port,
    });
    cleanups.push(() => desk?.stop() ?? Promise.resolve());
    const { server, artist, passkey } = desk;
    onTestFailed(() => console.error(server.logs.join('')));
    await writeEnrolmentKey(server.config.dataDir, randomBytes(32).toString('base64url'));

    const piece = await saveStillWaters(artist);
    const offers = [{ product: 'poster', size: '12x16', price: 35 }];
    expect(
      (await artist.call('studio-save-print-offers', { id: piece.id, offers, printMasterPhotoId: null })).status,
    ).toBe(200);

    const placeOrder = async () => {
      const placed = await server.invoke('process-order', orderRequest([cartLine(10201)], paid));
      expect(placed.status).toBe(200);
      const orderPage = new URL(String(placed.body.orderPage), 'http://site.test');
      return { orderId: String(placed.body.orderId), key: orderPageKey(orderPage)! };
    };
    const orders = [await placeOrder(), await placeOrder(), await placeOrder()];
    expect((await artist.call('studio-refund-order', { orderId: orders[0]!.orderId, amount: null })).status).toBe(200);

    await originalForSale(server, 'evening-prayer', 'Evening Prayer', { price: 800, shippingPrice: 30 });
    const line = originalCartLine('evening-prayer', 'Evening Prayer', '800.00', '30.00');
    const held = await server.invoke(
      'process-order',
      orderRequest([line], { paymentInfo: { confirmationToken: 'ctoken_processing' } }),
    );
    expect(held.status).toBe(200);
    const heldOrder = String(held.body.orderId);

    expect((await server.invoke('send-contact-message', contactMessage())).status).toBe(200);
    await server.invoke('create-payment', logoClient);
    const session = [...stripe.checkoutSessions.values()].at(-1)!;
    stripe.completeCheckoutSession(session.id);
    const answers = {
      businessName: 'Dwell in the Word',
      brandPersonality: ['Peaceful'],
      logoStyle: 'hand-drawn',
      timeline: 'standard',
    };
    expect((await server.invoke('save-onboarding', { sessionId: session.id, answers })).status).toBe(200);

    // The backup, with buyers checking out all the while.
    const paidBefore = await server.db.query<{ id: string; payment_state: string }>(
      `SELECT id, payment_state FROM orders WHERE payment_state IN ('paid', 'refunded') ORDER BY id`,
    );
    let backingUp = true;
    const placedMeanwhile: string[] = [];
    // A buyer every quarter of a second, within the checkout's limit of 30 orders in 10 minutes.
    const checkouts = (async () => {
      while (backingUp && placedMeanwhile.length < 20) {
        placedMeanwhile.push((await placeOrder()).orderId);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const archive = path.join(await folder('archive'), 'site.tar.gz');
    const cli = loadConfig({ ...before.env, HOST: '127.0.0.1', PORT: String(port), APP_ENV: 'test' });
    const backup = backUpSite(cli, archive).finally(() => (backingUp = false));
    const [made] = await Promise.all([backup, checkouts]);
    expect(placedMeanwhile.length).toBeGreaterThan(0);
    expect(made.madeBy).toBe(
      before.database.kind === 'pglite'
        ? `the site running at http://127.0.0.1:${port}`
        : 'this command, from the database itself',
    );
    const photos = await mediaSums(server.app.services.mediaStorage);
    expect(Object.keys(photos).length).toBeGreaterThan(3);

    // Everything goes: the server, its database and its media.
    await desk.stop();
    desk = undefined;
    await before.stop();
    siteBefore = undefined;

    // Restored into a new folder, or a new database and bucket, and started.
    const after = await makeSite(await folder('after'));
    cleanups.push(() => after.stop());
    const target = loadConfig({ ...after.env, HOST: '127.0.0.1', PORT: String(await freePort()), APP_ENV: 'test' });
    const restored = await restoreSite(target, archive);
    expect(restored.rowCounts).toEqual(made.manifest.database.rowCounts);

    // While the site was down the bank debit cleared, and the settlement job's quarter of an hour passed.
    stripe.settlePaymentIntent(String(held.body.paymentIntentId), 'succeeded');
    const restoredDb = await openDatabase(target.database);
    await restoredDb.query(
      `UPDATE pgboss.job SET start_after = now() WHERE name = 'settle-payment' AND data->>'orderId' = $1`,
      [heldOrder],
    );
    await restoredDb.close();

    const restarted: TestServer = await startTestServer({
      env: { ...after.env, ...stripeEnv },
      database: target.database,
    });
    cleanups.push(() => restarted.stop());

    for (const { orderId, key } of orders.slice(1)) {
      expect((await restarted.invoke('get-order-status', { orderId, key })).body).toMatchObject({
        orderId,
        status: expect.any(String),
      });
    }
    const paidAfter = await restarted.db.query<{ id: string; payment_state: string }>(
      `SELECT id, payment_state FROM orders WHERE id = ANY($1::text[]) ORDER BY id`,
      [paidBefore.map((order) => order.id)],
    );
    expect(paidAfter).toEqual(paidBefore);

    expect(await mediaSums(openMediaStorage(target.media))).toEqual(photos);
    const browser = new StudioBrowser(restarted);
    expect((await signIn(browser, passkey)).status).toBe(200);
    const { messages } = (await browser.call('studio-messages', {})).body as { messages: { email: string }[] };
    expect(messages.map((message) => message.email)).toContain(contactMessage().email);
    const { project } = (await browser.call('studio-project', { id: session.id })).body as { project: unknown };
    expect(JSON.stringify(project)).toContain('Dwell in the Word');
    expect((await restarted.invoke('get-print', { slug: piece.slug })).status).toBe(200);

    await expect
      .poll(
        async () =>
          (
            await restarted.db.query<{ payment_state: string }>('SELECT payment_state FROM orders WHERE id = $1', [
              heldOrder,
            ])
          )[0]!.payment_state,
        { timeout: 15_000 },
      )
      .toBe('paid');
    const settlements = await restarted.db.query<{ state: string; retry_count: number }>(
      `SELECT state, retry_count FROM pgboss.job WHERE name = 'settle-payment' AND data->>'orderId' = $1`,
      [heldOrder],
    );
    expect(settlements).toEqual([{ state: 'completed', retry_count: 0 }]);
    const paidChanges = await restarted.db.query(
      `SELECT source FROM state_changes WHERE subject_id = $1 AND to_state = 'paid'`,
      [heldOrder],
    );
    expect(paidChanges).toEqual([{ source: 'settlement' }]);
  });
});
