import { afterEach, describe, expect, it, onTestFailed } from 'vitest';
import { sampleCatalog } from '../catalog/sample-catalog';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { ApiProcess } from '../testing/api-process';
import { cartLine, orderNumber, orderRequest, shippingAddress } from '../testing/order-fixtures';
import { PrintfulStandIn } from '../testing/printful-standin';
import { SmtpCapture } from '../testing/smtp-capture';
import { testEngines, type TestDatabase } from '../testing/test-databases';

const postgres = testEngines.find((engine) => engine.label === 'PostgreSQL');
const artistEmail = 'artist@example.com';
/** Each process runs at most this many jobs at once (the queue's default concurrency). */
const jobsPerProcess = 5;
/** Two servers starting from source take a few seconds, and over ten on a busy machine. */
const testTimeoutMs = 60_000;

interface JobRow {
  state: string;
  retry_count: number;
}

interface Cluster {
  db: Database;
  printful: PrintfulStandIn;
  smtp: SmtpCapture;
  processes: [ApiProcess, ApiProcess];
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe.skipIf(!postgres)(
  'background jobs shared by two API processes on one PostgreSQL',
  { timeout: testTimeoutMs },
  () => {
    let database: TestDatabase | undefined;
    let cluster: Partial<Cluster> = {};

    afterEach(async () => {
      const { db, printful, smtp, processes = [] } = cluster;
      cluster = {};
      await Promise.all(processes.map((api) => api.kill()));
      await db?.close();
      await printful?.stop();
      await smtp?.stop();
      await database?.drop();
      database = undefined;
    });

    /**
     * Two servers on one fresh database, with Printful and the mail server stood in by this
     * test; the second is started only when the test says so, when `startBoth` is false.
     */
    async function startCluster(env: Record<string, string>, startBoth = true): Promise<Cluster> {
      database = await postgres!.create();
      if (database.config.kind !== 'postgres') throw new Error('The PostgreSQL engine made another database');
      // Migrated here, once, so the two servers start on the same schema without racing to make it.
      const db = await openDatabase(database.config);
      cluster.db = db;
      await migrate(db);
      const printful = await new PrintfulStandIn(sampleCatalog).start();
      cluster.printful = printful;
      const smtp = await new SmtpCapture().start();
      cluster.smtp = smtp;
      const serverEnv = {
        APP_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.config.url,
        PRINTFUL_API_TOKEN: printful.token,
        PRINTFUL_API_URL: printful.url,
        SMTP_URL: smtp.url,
        ARTIST_EMAIL: artistEmail,
        JOB_POLL_MS: '500',
        ...env,
      };
      const processes: [ApiProcess, ApiProcess] = [new ApiProcess(serverEnv), new ApiProcess(serverEnv)];
      cluster.processes = processes;
      onTestFailed(() => {
        for (const api of processes) console.error(`Output of the API process on ${api.url}:\n${api.output}`);
      });
      const starting = startBoth ? processes : [processes[0]];
      await Promise.all(starting.map((api) => api.start()));
      // Each loads the catalogue now, so placing orders later is quick.
      await Promise.all(starting.map((api) => api.invoke('get-printful-products', {})));
      return { db, printful, smtp, processes };
    }

    const jobsOf = (db: Database, queue: string) =>
      db.query<JobRow & { order_id: string }>(
        "SELECT data->>'orderId' AS order_id, state, retry_count FROM pgboss.job WHERE name = $1",
        [queue],
      );

    const fulfilmentOf = (db: Database, orderIds: string[]) =>
      db.query<{ id: string; fulfilment_state: string; fulfilment_order_id: string | null }>(
        'SELECT id, fulfilment_state, fulfilment_order_id FROM orders WHERE id = ANY($1::text[]) ORDER BY id',
        [orderIds],
      );

    /** The mails the capture received about one order: the buyer's confirmation and the artist's notice. */
    const mailsAbout = async (smtp: SmtpCapture, db: Database, orderId: string) => {
      const number = await orderNumber({ db }, orderId);
      return {
        confirmations: smtp.messages.filter(
          (mail) => mail.to.includes(shippingAddress.email) && mail.subject.includes(number),
        ).length,
        notices: smtp.messages.filter((mail) => mail.to.includes(artistEmail) && mail.subject.includes(number)).length,
      };
    };

    it('sends each order to Printful once and e-mails it once while two processes share its retries', async () => {
      const { db, printful, smtp, processes } = await startCluster({
        // Well after the last paying request's own try, so each order's first try is one that fails.
        FULFILMENT_RETRY_SECONDS: '3',
        JOB_LEASE_SECONDS: '10',
      });
      const orderCount = 2 * jobsPerProcess;
      printful.failOrderCreations = orderCount;

      const placed = await Promise.all(
        Array.from({ length: orderCount }, (_, index) =>
          processes[index % 2]!.invoke('process-order', orderRequest([cartLine(10201 + (index % 3))])),
        ),
      );
      const orderIds = placed.map((answer) => answer.orderId);
      // Every paying request's own try failed at Printful: the rest is up to the background retries.
      expect(placed.map((answer) => answer.printfulOrderId)).toEqual(placed.map(() => null));

      // Held inside Printful, the retries pile up: a process runs at most jobsPerProcess jobs of
      // a queue at once, so all of them held at the same time means each process claimed its share.
      const gate = deferred();
      printful.holdOrderCreation = gate.promise;
      await expect
        .poll(async () => (await jobsOf(db, 'fulfil-order')).filter((job) => job.state === 'active').length, {
          timeout: 15_000,
        })
        .toBe(orderCount);
      printful.holdOrderCreation = undefined;
      gate.resolve();

      const unfinished = async () =>
        (
          await db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pgboss.job WHERE state <> 'completed' AND name IN ('fulfil-order', 'deliver-mail')",
          )
        )[0]!.n;
      await expect.poll(unfinished, { timeout: 15_000 }).toBe(0);

      const orders = await fulfilmentOf(db, orderIds);
      expect(orders.map((order) => order.fulfilment_state)).toEqual(orders.map(() => 'sent'));
      expect([...printful.orders.keys()].sort()).toEqual([...orderIds].sort());
      for (const order of orders) {
        expect(order.fulfilment_order_id).toBe(String(printful.orders.get(order.id)!.id));
      }
      // Printful refuses a second order under the same id, but such an attempt would be counted here.
      const failedCreations = orderCount;
      expect(printful.failOrderCreations).toBe(0);
      expect(printful.calls.createOrder).toBe(failedCreations + orderCount);

      for (const orderId of orderIds) {
        expect(await mailsAbout(smtp, db, orderId)).toEqual({ confirmations: 1, notices: 1 });
      }
      // Besides the orders' e-mails, one studio enrolment link: the two servers started together send one.
      const enrolments = smtp.messages.filter((mail) => mail.subject === 'Create your passkey for the studio');
      expect(enrolments).toHaveLength(1);
      expect(smtp.messages).toHaveLength(2 * orderCount + 1);
      const mailJobs = await jobsOf(db, 'deliver-mail');
      expect(mailJobs.map((job) => job.state)).toEqual(mailJobs.map(() => 'completed'));
      expect(mailJobs).toHaveLength(2 * orderCount + 1);
      for (const api of processes) expect(api.output).not.toContain('lease ran out');
    });

    it('finishes in the other process the fulfilment of a process killed inside the Printful call', async () => {
      const { db, printful, smtp, processes } = await startCluster(
        // The shortest lease pg-boss keeps.
        { FULFILMENT_RETRY_SECONDS: '1', JOB_LEASE_SECONDS: '10' },
        false,
      );
      const [holder, survivor] = processes;
      const fulfilmentJob = async () => (await jobsOf(db, 'fulfil-order'))[0];

      const gate = deferred();
      printful.holdOrderCreation = gate.promise;
      // Printful holds the order's creation, so the paying request's own try keeps the fulfilment job's claim.
      const paying = holder.invoke('process-order', orderRequest([cartLine(10202)])).catch((error: Error) => error);
      await expect.poll(() => printful.calls.createOrder, { timeout: 10_000 }).toBe(1);
      const claimed = (await fulfilmentJob())!;
      const orderId = claimed.order_id;
      expect(claimed).toMatchObject({ state: 'active', retry_count: 0 });

      // The order's e-mails (and the studio's enrolment link, sent at start) go out first, so the
      // only work left with the holder is the fulfilment.
      await expect
        .poll(async () => (await jobsOf(db, 'deliver-mail')).map((job) => job.state), { timeout: 10_000 })
        .toEqual(['completed', 'completed', 'completed']);
      await survivor.start();
      await holder.kill();
      expect(await fulfilmentJob()).toMatchObject({ state: 'active', retry_count: 0 });

      // Printful makes the order the dead process asked for; only the answer is lost. Its
      // answers now come slowly, so the survivor's claim can be seen while it asks about it.
      printful.latencyMs = 1500;
      printful.holdOrderCreation = undefined;
      gate.resolve();
      await expect.poll(() => printful.orders.has(orderId)).toBe(true);

      await expect
        .poll(async () => await fulfilmentJob(), { timeout: 30_000, interval: 20 })
        .toMatchObject({ state: 'active', retry_count: 1 });
      printful.latencyMs = 0;

      await expect
        .poll(async () => (await fulfilmentOf(db, [orderId]))[0]!.fulfilment_state, { timeout: 10_000 })
        .toBe('sent');
      await expect.poll(async () => await fulfilmentJob()).toMatchObject({ state: 'completed', retry_count: 1 });
      expect((await fulfilmentOf(db, [orderId]))[0]!.fulfilment_order_id).toBe(
        String(printful.orders.get(orderId)!.id),
      );
      expect([...printful.orders.keys()]).toEqual([orderId]);
      // The survivor asked Printful first and found the order, so it created none of its own.
      expect(printful.calls).toMatchObject({ createOrder: 1, findOrder: 2 });
      expect(await mailsAbout(smtp, db, orderId)).toEqual({ confirmations: 1, notices: 1 });
      // And the studio's enrolment link, sent once at the first start.
      expect(smtp.messages).toHaveLength(3);
      expect(await paying).toBeInstanceOf(Error);
    });
  },
);
