import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { signedOutMessage, type SiteHealth, type SiteProblem } from 'shared-contracts/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryQueue } from '../mail/mail-outbox';
import { archiveName } from '../backups/archive-store';
import { sampleCatalog } from '../catalog/sample-catalog';
import { artistEmail, startDeskServer, type DeskServer } from '../testing/desk-server';
import { cartLine, orderNumber, orderRequest, shippingAddress } from '../testing/order-fixtures';
import { PrintfulStandIn } from '../testing/printful-standin';
import { StudioBrowser } from '../testing/studio-browser';

const hourMs = 60 * 60 * 1000;

describe('Site health, her view of what the server checks', () => {
  let printful: PrintfulStandIn;
  let desk: DeskServer;

  beforeAll(async () => {
    printful = await new PrintfulStandIn(sampleCatalog).start();
    desk = await startDeskServer({
      env: {
        PRINTFUL_API_TOKEN: printful.token,
        PRINTFUL_API_URL: printful.url,
        // A task or an e-mail that fails once is given up at once.
        JOB_MAX_ATTEMPTS: '1',
      },
    });
  });
  afterAll(async () => {
    await desk.stop();
    await printful.stop();
  });

  async function health(): Promise<SiteHealth> {
    const { status, body } = await desk.artist.call('studio-site-health');
    expect(status).toBe(200);
    return body as unknown as SiteHealth;
  }
  const problems = async (check: SiteProblem['check']) =>
    (await health()).problems.filter((problem) => problem.check === check);

  /** An order of the sweatshirt, paid at the checkout; answers its id and number. */
  async function placeOrder(email = shippingAddress.email) {
    const buyer = { ...shippingAddress, email };
    const placed = await desk.server.invoke(
      'process-order',
      orderRequest([cartLine(10201)], { shippingInfo: buyer, billingInfo: buyer }),
    );
    expect(placed.status).toBe(200);
    const orderId = String(placed.body.orderId);
    return { orderId, number: await orderNumber(desk.server, orderId), orderNumber: Number(placed.body.orderNumber) };
  }

  it('is refused without her session, and reads nothing', async () => {
    const stranger = new StudioBrowser(desk.server);
    expect(await stranger.call('studio-site-health')).toMatchObject({
      status: 401,
      body: { error: signedOutMessage },
    });
  });

  it('says no backup was made yet, then that the last one is late, and nothing once a fresh one is made', async () => {
    expect(await health()).toEqual({
      lastBackupAt: null,
      problems: [
        {
          check: 'backup',
          found: 'No backup of the site has been made yet.',
          at: null,
          todo: expect.stringContaining('the site makes one every night'),
          action: { page: 'backups' },
        },
      ],
    });

    const { store } = desk.server.app.services.backups;
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * hourMs - 60_000);
    const old = store.locationOf(archiveName('backup', threeDaysAgo));
    await mkdir(path.dirname(old), { recursive: true });
    await writeFile(old, 'an archive of three days ago');
    expect(await health()).toEqual({
      lastBackupAt: threeDaysAgo.toISOString(),
      problems: [
        {
          check: 'backup',
          found: 'The last backup is 3 days old.',
          at: threeDaysAgo.toISOString(),
          todo: expect.stringContaining('The nightly backup has stopped'),
          action: { page: 'backups' },
        },
      ],
    });

    await desk.server.app.services.backups.backUpDaily();
    const fresh = await health();
    expect(fresh.problems).toEqual([]);
    expect(Date.now() - Date.parse(fresh.lastBackupAt!)).toBeLessThan(60_000);
  });

  it('names a background task that gave up by its order, and links to that order', async () => {
    printful.failOrderCreations = 1;
    const order = await placeOrder();

    await expect.poll(async () => (await problems('task')).length, { timeout: 15_000 }).toBe(1);
    expect(await problems('task')).toEqual([
      {
        check: 'task',
        found: `Sending order ${order.number} to Printful failed.`,
        at: expect.any(String),
        todo: 'The site will not try again: open the order to see where it stands, and finish it by hand.',
        action: { page: 'order', orderId: order.orderId, orderNumber: order.orderNumber },
      },
    ]);
    // Her notice of it names the order the same way.
    await desk.smtp.waitFor(
      (mail) => mail.subject === `Needs your attention: Sending order ${order.number} to Printful`,
    );
  });

  it('names each e-mail that could not be sent apart from the tasks, leaving out the notices that only repeat it', async () => {
    await desk.smtp.waitFor((mail) => mail.subject === 'A passkey was added to your studio');
    const buyer = `ruth-${randomUUID().slice(0, 8)}@example.com`;
    desk.smtp.unknownMailboxes.add(buyer);
    // Her own mailbox refuses too: the notices of these failures fail in turn.
    desk.smtp.unknownMailboxes.add(artistEmail);
    const order = await placeOrder(buyer);

    // The buyer's confirmation, her own new-order mail, and the notice of each failure.
    await expect
      .poll(
        async () => (await desk.server.app.services.jobs.givenUp()).filter((job) => job.queue === deliveryQueue).length,
        { timeout: 20_000 },
      )
      .toBe(4);
    const mails = await problems('mail');
    const action = { page: 'order', orderId: order.orderId, orderNumber: order.orderNumber };
    expect(mails).toHaveLength(2);
    expect(mails).toEqual(
      expect.arrayContaining([
        {
          check: 'mail',
          found: expect.stringMatching(
            new RegExp(`^The e-mail “New order ${order.number}: .*” to you could not be sent\\.$`),
          ),
          at: expect.any(String),
          todo: `Check your address (${artistEmail}) and the site’s e-mail settings.`,
          action,
        },
        {
          check: 'mail',
          found: `The e-mail “Your Grace Studio order ${order.number}” to ${buyer} could not be sent.`,
          at: expect.any(String),
          todo: 'Check the address and the site’s e-mail settings, then open the order to resend its confirmation or write to the buyer yourself.',
          action,
        },
      ]),
    );
    expect(await problems('task')).toHaveLength(1);
  });

  it('counts her site’s problems beside Site health in the studio’s menu', async () => {
    const { problems: found } = await health();
    expect(found.length).toBeGreaterThan(0);
    expect((await desk.artist.call('studio-desk-counts')).body).toMatchObject({ siteProblems: found.length });
  });
});
