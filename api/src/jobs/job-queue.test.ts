import { PgBoss } from 'pg-boss';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { type TestDatabase, testEngines } from '../testing/test-databases';
import { JobQueue } from './job-queue';
import { type GaveUpJob, type JobQueueOptions, PermanentJobError } from './job-types';

interface LogLine {
  level: number;
  msg: string;
  queue?: string;
  jobId?: string;
  attempt?: number;
}

interface JobRow {
  state: string;
  retry_count: number;
  output: { message?: string } | null;
  completed_on: Date | null;
}

/** The shortest lease pg-boss keeps: a job of a worker that stopped answering waits this long for it. */
const leaseMs = 10_000;

/** Resolves when `condition` holds, checking every few milliseconds; fails after `timeoutMs`. */
async function eventually(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe.each(testEngines)('background jobs on $label', (engine) => {
  let target: TestDatabase;
  let db: Database;
  let logs: LogLine[];
  const queues: JobQueue[] = [];
  const extraHandles: Database[] = [];

  const log = () => pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line) as LogLine) });
  const createQueue = (options: JobQueueOptions = {}, database: Database = db) => {
    const queue = new JobQueue(database, log(), { pollMs: 500, leaseMs, ...options });
    queues.push(queue);
    return queue;
  };
  const jobRow = async (id: string) =>
    (await db.query<JobRow>('SELECT state, retry_count, output, completed_on FROM pgboss.job WHERE id = $1', [id]))[0]!;
  /** Milliseconds until the job is due again, by the database's clock. */
  const dueInMs = async (id: string) =>
    (
      await db.query<{ ms: number }>(
        'SELECT (extract(epoch FROM start_after - now()) * 1000)::float8 AS ms FROM pgboss.job WHERE id = $1',
        [id],
      )
    )[0]!.ms;
  const makeDue = (id: string) => db.query('UPDATE pgboss.job SET start_after = now() WHERE id = $1', [id]);

  // One database for the engine, emptied between tests: PGlite takes a second or two to start.
  beforeAll(async () => {
    target = await engine.create();
    db = await openDatabase(target.config);
    await migrate(db);
  });

  afterAll(async () => {
    await db.close();
    await target.drop();
  });

  beforeEach(() => {
    logs = [];
  });

  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    await Promise.all(extraHandles.splice(0).map((handle) => handle.close()));
    await db.query('DELETE FROM pgboss.job');
  });

  it('runs a job once, with its payload, and keeps it as completed', async () => {
    const jobs = createQueue();
    const runs: { payload: unknown; attempt: number; id: string }[] = [];
    jobs.define<{ orderId: string }>(
      'fulfil-order',
      async (payload, job) => {
        runs.push({ payload, ...job });
      },
      { baseMs: 30_000 },
    );
    await jobs.start();

    const id = await jobs.enqueue('fulfil-order', { orderId: 'ord_1' });
    await eventually(async () => (await jobRow(id!)).state === 'completed');
    await jobs.runDue();

    expect(runs).toEqual([{ payload: { orderId: 'ord_1' }, attempt: 1, id }]);
    expect(await jobRow(id!)).toMatchObject({ state: 'completed', retry_count: 0 });
    expect((await jobRow(id!)).completed_on).toBeInstanceOf(Date);
  });

  it('stores a job once per key, even after it has run', async () => {
    const jobs = createQueue();
    let runs = 0;
    jobs.define(
      'fulfil-order',
      async () => {
        runs++;
      },
      { baseMs: 30_000 },
    );

    const first = await jobs.enqueue('fulfil-order', { orderId: 'ord_1' }, { key: 'fulfil:ord_1' });
    const second = await jobs.enqueue('fulfil-order', { orderId: 'ord_1' }, { key: 'fulfil:ord_1' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBeUndefined();
    expect(await jobs.runDue()).toBe(1);

    expect(await jobs.enqueue('fulfil-order', { orderId: 'ord_1' }, { key: 'fulfil:ord_1' })).toBeUndefined();
    expect(await jobs.runDue()).toBe(0);
    expect(runs).toBe(1);
  });

  it('retries a failing job after a doubling delay, capped, and keeps its error', async () => {
    const jobs = createQueue();
    const attempts: number[] = [];
    jobs.define(
      'send-mail',
      async (_payload, job) => {
        attempts.push(job.attempt);
        throw new Error(`mail server down (attempt ${job.attempt})`);
      },
      { baseMs: 60_000, maxMs: 150_000 },
    );
    const id = (await jobs.enqueue('send-mail', {}))!;

    // Each wait is drawn between the doubled delays (pg-boss spreads retries out), up to the cap.
    const expectedWaits = [
      [60_000, 120_000],
      [120_000, 150_000],
      [150_000, 150_000],
    ] as const;
    for (const [index, [least, most]] of expectedWaits.entries()) {
      expect(await jobs.runDue()).toBe(1);
      expect(await jobs.runDue()).toBe(0);
      const wait = await dueInMs(id);
      expect(wait).toBeGreaterThan(least - 2000);
      expect(wait).toBeLessThanOrEqual(most);
      expect(await jobRow(id)).toMatchObject({
        state: 'retry',
        retry_count: index,
        output: { message: `mail server down (attempt ${index + 1})` },
      });
      await makeDue(id);
    }

    expect(attempts).toEqual([1, 2, 3]);
    const warnings = logs.filter((line) => line.msg === 'job failed; it will be retried');
    expect(warnings.map(({ queue, jobId, attempt }) => ({ queue, jobId, attempt }))).toEqual(
      [1, 2, 3].map((attempt) => ({ queue: 'send-mail', jobId: id, attempt })),
    );
  });

  it('gives a job up as failed after its last attempt, and reports it once', async () => {
    const jobs = createQueue();
    const reported: GaveUpJob[] = [];
    jobs.onGaveUp(async (job) => {
      reported.push(job);
    });
    let runs = 0;
    jobs.define<{ orderId: string }>(
      'settle-payment',
      async () => {
        runs++;
        throw new Error('processor unreachable');
      },
      { baseMs: 60_000, maxAttempts: 2, describe: ({ orderId }) => `Settling order ${orderId}` },
    );
    const id = (await jobs.enqueue('settle-payment', { orderId: 'ord_9' }))!;

    await jobs.runDue();
    expect((await jobRow(id)).state).toBe('retry');
    await makeDue(id);
    await jobs.runDue();
    await makeDue(id);
    expect(await jobs.runDue()).toBe(0);

    expect(runs).toBe(2);
    expect(await jobRow(id)).toMatchObject({
      state: 'failed',
      retry_count: 1,
      output: { message: 'processor unreachable' },
    });
    expect(logs.filter((line) => line.msg === 'job failed and will not be retried')).toHaveLength(1);

    await jobs.start();
    await eventually(() => reported.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(reported).toEqual([
      {
        queue: 'settle-payment',
        jobId: id,
        payload: { orderId: 'ord_9' },
        description: 'Settling order ord_9',
        attempts: 2,
        error: 'processor unreachable',
      },
    ]);
  });

  it('fails a job at once on a permanent error, run inline or by a worker', async () => {
    const jobs = createQueue();
    const reported: GaveUpJob[] = [];
    jobs.onGaveUp(async (job) => {
      reported.push(job);
    });
    let runs = 0;
    jobs.define(
      'fulfil-order',
      async () => {
        runs++;
        throw new PermanentJobError('The order does not exist');
      },
      { baseMs: 30_000 },
    );
    const inline = (await jobs.enqueue('fulfil-order', {}, { key: 'fulfil:gone' }))!;
    expect(await jobs.runNow('fulfil-order', 'fulfil:gone')).toBe('failed');
    await makeDue(inline);
    expect(await jobs.runDue()).toBe(0);
    expect(await jobRow(inline)).toMatchObject({ state: 'failed', output: { message: 'The order does not exist' } });

    await jobs.start();
    const byWorker = (await jobs.enqueue('fulfil-order', {}))!;
    await eventually(async () => (await jobRow(byWorker)).state === 'failed');
    await eventually(() => reported.length === 2);

    expect(runs).toBe(2);
    expect(reported.map((job) => job.jobId).sort()).toEqual([inline, byWorker].sort());
  });

  it('refuses a job stored in a transaction before the queue is open', async () => {
    const jobs = createQueue();
    jobs.define('send-mail', async () => undefined, { baseMs: 60_000 });

    await expect(db.transaction((tx) => jobs.enqueue('send-mail', {}, {}, tx))).rejects.toThrow(
      'The job queue must be open before send-mail jobs are stored in a transaction',
    );
  });

  it('never runs a job whose transaction rolled back', async () => {
    const jobs = createQueue();
    let runs = 0;
    jobs.define(
      'send-mail',
      async () => {
        runs++;
      },
      { baseMs: 60_000 },
    );
    await jobs.start();

    await expect(
      db.transaction(async (tx) => {
        await jobs.enqueue('send-mail', {}, {}, tx);
        throw new Error('the order could not be stored');
      }),
    ).rejects.toThrow('the order could not be stored');

    expect(await jobs.runDue()).toBe(0);
    expect(runs).toBe(0);
    expect(await db.query("SELECT id FROM pgboss.job WHERE name = 'send-mail'")).toEqual([]);
  });

  it('starts a job stored in a committed transaction at once, without waiting for a poll', async () => {
    const jobs = createQueue({ pollMs: 60_000 });
    const ran = deferred();
    jobs.define('send-mail', async () => ran.resolve(), { baseMs: 60_000 });
    await jobs.start();
    // Each worker makes its first look at start; the next would be a minute later.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const id = await db.transaction((tx) => jobs.enqueue('send-mail', {}, {}, tx));
    await ran.promise;
    await eventually(async () => (await jobRow(id!)).state === 'completed', 2000);
  });

  it('claims more as its running jobs finish while a backlog is due', async () => {
    const jobs = createQueue({ pollMs: 60_000, concurrency: 2 });
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    jobs.define(
      'send-mail',
      async () => {
        mostAtOnce = Math.max(mostAtOnce, ++running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        runs++;
      },
      { baseMs: 60_000 },
    );
    await jobs.open();
    await db.transaction(async (tx) => {
      for (let n = 0; n < 10; n++) await jobs.enqueue('send-mail', { n }, {}, tx);
    });

    await jobs.start();
    await eventually(() => runs === 10);
    expect(mostAtOnce).toBe(2);
  });

  it('runs each of 200 jobs exactly once with two workers on one database', async () => {
    const otherHandle = engine.label === 'PGlite' ? db : await openDatabase(target.config);
    if (otherHandle !== db) extraHandles.push(otherHandle);
    const runsById = new Map<string, number>();
    const runsByWorker = [0, 0];
    const workers = [createQueue(), createQueue({}, otherHandle)];
    workers.forEach((worker, index) =>
      worker.define(
        'webhook',
        async (_payload, job) => {
          await new Promise((resolve) => setImmediate(resolve));
          runsById.set(job.id, (runsById.get(job.id) ?? 0) + 1);
          runsByWorker[index]!++;
        },
        { baseMs: 30_000 },
      ),
    );
    await Promise.all(workers.map((worker) => worker.open()));
    const ids = await db.transaction(async (tx) => {
      const stored: string[] = [];
      for (let n = 0; n < 200; n++) stored.push((await workers[0]!.enqueue('webhook', { n }, {}, tx))!);
      return stored;
    });

    await Promise.all(workers.map((worker) => worker.start()));
    await eventually(
      async () =>
        (
          await db.query<{ left: number }>(
            "SELECT count(*)::int AS left FROM pgboss.job WHERE name = 'webhook' AND state <> 'completed'",
          )
        )[0]!.left === 0,
      20_000,
    );

    expect([...runsById.keys()].sort()).toEqual([...ids].sort());
    expect([...runsById.values()].every((runs) => runs === 1)).toBe(true);
    expect(runsByWorker.every((runs) => runs > 0)).toBe(true);
  });

  it('keeps a long job with its worker while the worker is alive', async () => {
    const owner = createQueue();
    const other = createQueue();
    const runs: string[] = [];
    const started = deferred();
    owner.define(
      'fulfil-order',
      async () => {
        runs.push('owner');
        started.resolve();
        await new Promise((resolve) => setTimeout(resolve, leaseMs * 1.5));
      },
      { baseMs: 30_000 },
    );
    other.define(
      'fulfil-order',
      async () => {
        runs.push('other');
      },
      { baseMs: 30_000 },
    );
    const id = (await owner.enqueue('fulfil-order', {}, { key: 'fulfil:long' }))!;

    const run = owner.runNow('fulfil-order', 'fulfil:long');
    await started.promise;
    await other.start();
    expect(await run).toBe('done');
    await other.stop();

    expect(runs).toEqual(['owner']);
    expect(await jobRow(id)).toMatchObject({ state: 'completed', retry_count: 0 });
  }, 30_000);

  it('hands the job of a worker that died to another once its lease runs out', async () => {
    const jobs = createQueue();
    const started: { at: number; attempt: number }[] = [];
    jobs.define(
      'fulfil-order',
      async (_payload, job) => {
        started.push({ at: Date.now(), attempt: job.attempt });
      },
      { baseMs: 1000 },
    );
    const id = (await jobs.enqueue('fulfil-order', {}))!;

    // What a killed process leaves behind: a job it claimed, and no heartbeat after.
    const dying = new PgBoss({ ...db.jobStore(), supervise: false, schedule: false });
    await dying.start();
    const [claimed] = await dying.fetch('fulfil-order');
    expect(claimed?.id).toBe(id);
    const claimedAt = Date.now();
    await dying.stop({ graceful: false });

    await jobs.start();
    await eventually(async () => (await jobRow(id)).state === 'completed', leaseMs * 3);

    expect(started).toHaveLength(1);
    expect(started[0]!.attempt).toBe(2);
    expect(started[0]!.at - claimedAt).toBeGreaterThanOrEqual(leaseMs - 10);
  }, 40_000);

  it('leaves the outcome to the worker that took a job over after its lease ran out', async () => {
    const jobs = createQueue();
    const release = deferred();
    const started = deferred();
    jobs.define(
      'fulfil-order',
      async () => {
        started.resolve();
        await release.promise;
      },
      { baseMs: 30_000 },
    );
    const id = (await jobs.enqueue('fulfil-order', {}, { key: 'fulfil:taken-over' }))!;

    const run = jobs.runNow('fulfil-order', 'fulfil:taken-over');
    await started.promise;
    // Another worker's claim of a later attempt, as after this one's heartbeat stopped reaching the database.
    await db.query('UPDATE pgboss.job SET retry_count = retry_count + 1, started_on = now() WHERE id = $1', [id]);
    release.resolve();

    expect(await run).toBe('done');
    expect(await jobRow(id)).toMatchObject({ state: 'active', retry_count: 1 });
    expect(logs.some((line) => line.msg.startsWith('job finished after its lease ran out'))).toBe(true);
  });

  it('runs a waiting job inline by its key, ahead of its time, and reports a job another worker holds as busy', async () => {
    const jobs = createQueue();
    const other = createQueue();
    const release = deferred();
    const started = deferred();
    jobs.define('fulfil-order', async () => undefined, { baseMs: 30_000 });
    other.define(
      'fulfil-order',
      async () => {
        started.resolve();
        await release.promise;
      },
      { baseMs: 30_000 },
    );

    const now = (await jobs.enqueue('fulfil-order', { orderId: 'ord_1' }, { key: 'fulfil:ord_1' }))!;
    expect(await jobs.runNow('fulfil-order', 'fulfil:ord_1')).toBe('done');
    expect((await jobRow(now)).state).toBe('completed');
    expect(await jobs.runNow('fulfil-order', 'fulfil:ord_1')).toBe('busy');

    const later = (await jobs.enqueue('fulfil-order', {}, { key: 'fulfil:ord_2', delayMs: 60_000 }))!;
    expect(await jobs.runNow('fulfil-order', 'fulfil:ord_2')).toBe('done');
    expect((await jobRow(later)).state).toBe('completed');

    await jobs.enqueue('fulfil-order', { orderId: 'ord_3' }, { key: 'fulfil:ord_3' });
    const otherRun = other.runNow('fulfil-order', 'fulfil:ord_3');
    await started.promise;
    expect(await jobs.runNow('fulfil-order', 'fulfil:ord_3')).toBe('busy');
    release.resolve();
    expect(await otherRun).toBe('done');

    expect(await jobs.runNow('fulfil-order', 'fulfil:never-stored')).toBe('busy');
  });

  it('waits for a run its own worker started when asked to run that job now', async () => {
    const jobs = createQueue();
    const release = deferred();
    const started = deferred();
    let runs = 0;
    jobs.define(
      'fulfil-order',
      async () => {
        runs++;
        started.resolve();
        await release.promise;
      },
      { baseMs: 30_000 },
    );
    await jobs.start();

    await jobs.enqueue('fulfil-order', {}, { key: 'fulfil:ord_1' });
    await started.promise;
    const outcome = jobs.runNow('fulfil-order', 'fulfil:ord_1');
    release.resolve();

    expect(await outcome).toBe('done');
    expect(runs).toBe(1);
  });

  it('never claims a job of a queue it has no handler for', async () => {
    const mail = createQueue();
    mail.define('send-mail', async () => undefined, { baseMs: 60_000 });
    const webhooks = createQueue();
    webhooks.define('process-webhook', async () => undefined, { baseMs: 30_000 });
    const id = (await webhooks.enqueue('process-webhook', {}, { key: 'event:1' }))!;

    expect(await mail.runDue()).toBe(0);
    expect(await mail.runNow('process-webhook', 'event:1')).toBe('busy');
    expect(await jobRow(id)).toMatchObject({ state: 'created', retry_count: 0 });
  });

  it('waits for running handlers when stopped, and claims nothing after', async () => {
    const jobs = createQueue();
    const release = deferred();
    const started = deferred();
    let runs = 0;
    jobs.define(
      'send-mail',
      async () => {
        runs++;
        started.resolve();
        await release.promise;
      },
      { baseMs: 60_000 },
    );
    await jobs.start();
    const id = (await jobs.enqueue('send-mail', {}))!;
    await started.promise;

    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;

    expect((await jobRow(id)).state).toBe('completed');
    expect(runs).toBe(1);
  });
});
