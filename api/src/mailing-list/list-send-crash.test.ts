import pino from 'pino';
import { afterEach, describe, expect, it, onTestFailed } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { JobQueue } from '../jobs/job-queue';
import { ApiProcess } from '../testing/api-process';
import { SmtpCapture } from '../testing/smtp-capture';
import { testEngines, type TestDatabase } from '../testing/test-databases';
import { listSendQueue } from './list-sends';

const postgres = testEngines.find((engine) => engine.label === 'PostgreSQL');
const subscribers = 5000;
const subject = 'New work: Still Waters';

const sentSoFar = async (db: Database, sendId: string) => {
  const [row] = await db.query<{ sent: number }>(
    `SELECT count(*)::int AS sent FROM list_send_recipients WHERE send_id = $1 AND state = 'sent'`,
    [sendId],
  );
  return row!.sent;
};

/** Waits until `check` holds; `what` says what was awaited, as it stands when the wait runs out. */
async function until(check: () => Promise<boolean>, what: string | (() => string), timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!postgres)(
  'a letter to 5,000 subscribers, with the sending process killed halfway',
  { timeout: 240_000 },
  () => {
    let database: TestDatabase | undefined;
    let db: Database | undefined;
    let smtp: SmtpCapture | undefined;
    let queue: JobQueue | undefined;
    const processes: ApiProcess[] = [];

    afterEach(async () => {
      await Promise.all(processes.map((api) => api.kill()));
      await queue?.stop();
      await db?.close();
      await smtp?.stop();
      await database?.drop();
    });

    it('reaches each subscriber exactly once, across a SIGKILL and two processes that take over', async () => {
      database = await postgres!.create();
      if (database.config.kind !== 'postgres') throw new Error('The PostgreSQL engine made another database');
      db = await openDatabase(database.config);
      await migrate(db);
      smtp = await new SmtpCapture().start();
      await db.query(
        `INSERT INTO list_subscribers (id, email, email_key, state, source, token, confirmed_at)
       SELECT 'sub_' || n, 'friend' || n || '@example.com', 'friend' || n || '@example.com', 'confirmed', 'footer',
              md5(n::text) || md5('token' || n), now()
         FROM generate_series(1, $1) AS n`,
        [subscribers],
      );
      const env = {
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.config.url,
        SMTP_URL: smtp.url,
        JOB_POLL_MS: '500',
        JOB_LEASE_SECONDS: '10',
        MAIL_RETRY_SECONDS: '1',
        LIST_SENDS_PER_MINUTE: '1000000',
      };
      const first = new ApiProcess(env);
      processes.push(first);
      onTestFailed(() => {
        for (const api of processes) console.error(`Output of the API process on ${api.url}:\n${api.output}`);
      });
      await first.start();

      // The send as the studio stores it: the letter, and its job.
      const sendId = 'send_crash';
      queue = new JobQueue(db, pino({ level: 'silent' }), { leaseMs: 10_000 });
      queue.define(listSendQueue, async () => {}, { baseMs: 1000 });
      const started = Date.now();
      await db.query(
        `INSERT INTO list_sends (id, subject, body, state, send_at) VALUES ($1, $2, 'A new piece.', 'scheduled', now())`,
        [sendId, subject],
      );
      await queue.enqueue(listSendQueue, { sendId }, { key: sendId });

      await until(async () => (await sentSoFar(db!, sendId)) >= subscribers / 2, 'half the letters were sent', 120_000);
      // Killed while each of its connections waits for the server to take a recipient: mid-send, with
      // messages begun. (A kill in the fraction of a millisecond between a letter's record and its
      // final dot loses that letter, recorded sent; the site never sends one twice instead.)
      smtp.holdRecipients();
      // Every connection then finishes the message it is in and waits on its next recipient, however
      // slow the machine; a sending rate that stays still for two looks confirms it.
      let sentAtKill = await sentSoFar(db, sendId);
      await until(
        async () => {
          const now = await sentSoFar(db!, sendId);
          const still = now === sentAtKill && smtp!.sendersWaiting;
          sentAtKill = now;
          return still;
        },
        'the sending process waited on the mail server',
        30_000,
      );
      await first.kill();
      smtp.releaseRecipients();
      expect(sentAtKill).toBeLessThan(subscribers);

      const takeOver = [new ApiProcess(env), new ApiProcess(env)];
      processes.push(...takeOver);
      await Promise.all(takeOver.map((api) => api.start()));
      await until(
        async () => {
          const [send] = await db!.query<{ state: string }>('SELECT state FROM list_sends WHERE id = $1', [sendId]);
          return send?.state === 'sent';
        },
        'the send ended',
        120_000,
      );
      // The first start also e-mails her the link that creates her studio passkey.
      const letters = () => smtp!.messages.filter((mail) => mail.subject === subject);
      await until(
        async () => letters().length >= subscribers,
        () => `every letter arrived (${letters().length} of ${subscribers} so far)`,
        30_000,
      );
      const seconds = (Date.now() - started) / 1000;
      // Anything still on its way would arrive now.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const received = new Map<string, number>();
      for (const mail of letters()) for (const to of mail.to) received.set(to, (received.get(to) ?? 0) + 1);
      expect(received.size).toBe(subscribers);
      expect([...received.values()].filter((count) => count !== 1)).toEqual([]);
      expect(await sentSoFar(db, sendId)).toBe(subscribers);
      console.info(
        `Sent to ${subscribers} subscribers in ${seconds.toFixed(1)} s, the first process killed after ${sentAtKill}: each received exactly one.`,
      );
    });
  },
);
