import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { type TestDatabase, testEngines } from '../testing/test-databases';
import { JobQueue, type JobQueueOptions, PermanentJobError } from './job-queue';

interface LogLine {
  level: number;
  msg: string;
  queue?: string;
  jobId?: string;
  attempt?: number;
  retryInMs?: number;
}

interface JobRow {
  state: string;
  attempts: number;
  last_error: string | null;
  locked_by: string | null;
  finished_at: Date | null;
}

const leaseMs = 400;

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
    const queue = new JobQueue(database, log(), { pollMs: 50, leaseMs, ...options });
    queues.push(queue);
    return queue;
  };
  const jobRow = async (id: string) =>
    (
      await db.query<JobRow>('SELECT state, attempts, last_error, locked_by, finished_at FROM jobs WHERE id = $1', [id])
    )[0]!;
  /** Milliseconds until the job is due again, by the database's clock. */
  const dueInMs = async (id: string) =>
    (
      await db.query<{ ms: number }>(
        'SELECT (extract(epoch FROM run_at - now()) * 1000)::float8 AS ms FROM jobs WHERE id = $1',
        [id],
      )
    )[0]!.ms;
  const makeDue = (id: string) => db.query('UPDATE jobs SET run_at = now() WHERE id = $1', [id]);

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
    await db.query('DELETE FROM jobs');
  });

  it('runs a job once, with its payload, and keeps it as done', async () => {
    const jobs = createQueue();
    const runs: { payload: unknown; attempt: number; id: string }[] = [];
    jobs.define<{ orderId: string }>('fulfil-order', async (payload, job) => {
      runs.push({ payload, ...job });
    });
    jobs.start();

    const id = await jobs.enqueue('fulfil-order', { orderId: 'ord_1' });
    await eventually(async () => (await jobRow(id!)).state === 'done');
    await jobs.runDue();

    expect(runs).toEqual([{ payload: { orderId: 'ord_1' }, attempt: 1, id }]);
    expect(await jobRow(id!)).toMatchObject({ state: 'done', attempts: 1, locked_by: null });
    expect((await jobRow(id!)).finished_at).toBeInstanceOf(Date);
  });

  it('stores a job once per key, even after it has run', async () => {
    const jobs = createQueue();
    let runs = 0;
    jobs.define('fulfil-order', async () => {
      runs++;
    });

    const first = await jobs.enqueue('fulfil-order', { orderId: 'ord_1' }, { key: 'fulfil:ord_1' });
    const second = await jobs.enqueue('fulfil-order', { orderId: 'ord_1' }, { key: 'fulfil:ord_1' });
    expect(first).toMatch(/^job_/);
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

    const expectedDelays = [60_000, 120_000, 150_000];
    for (const [index, delay] of expectedDelays.entries()) {
      expect(await jobs.runDue()).toBe(1);
      expect(await jobs.runDue()).toBe(0);
      const wait = await dueInMs(id);
      expect(wait).toBeGreaterThan(delay - 2000);
      expect(wait).toBeLessThanOrEqual(delay);
      expect(await jobRow(id)).toMatchObject({
        state: 'queued',
        attempts: index + 1,
        locked_by: null,
        last_error: `mail server down (attempt ${index + 1})`,
      });
      await makeDue(id);
    }

    expect(attempts).toEqual([1, 2, 3]);
    const warnings = logs.filter((line) => line.msg === 'job failed; it will be retried');
    expect(warnings.map(({ queue, jobId, attempt, retryInMs }) => ({ queue, jobId, attempt, retryInMs }))).toEqual(
      expectedDelays.map((retryInMs, index) => ({ queue: 'send-mail', jobId: id, attempt: index + 1, retryInMs })),
    );
  });

  it('gives a job up as failed after its last attempt', async () => {
    const jobs = createQueue();
    let runs = 0;
    jobs.define(
      'settle-payment',
      async () => {
        runs++;
        throw new Error('processor unreachable');
      },
      { baseMs: 60_000, maxAttempts: 2 },
    );
    const id = (await jobs.enqueue('settle-payment', {}))!;

    await jobs.runDue();
    expect((await jobRow(id)).state).toBe('queued');
    await makeDue(id);
    await jobs.runDue();
    await makeDue(id);
    expect(await jobs.runDue()).toBe(0);

    expect(runs).toBe(2);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 2, last_error: 'processor unreachable' });
    expect(logs.filter((line) => line.msg === 'job failed and will not be retried')).toHaveLength(1);
  });

  it('fails a job at once on a permanent error', async () => {
    const jobs = createQueue();
    let runs = 0;
    jobs.define('fulfil-order', async () => {
      runs++;
      throw new PermanentJobError('The order does not exist');
    });
    const id = (await jobs.enqueue('fulfil-order', {}))!;

    expect(await jobs.runNow(id)).toBe('failed');
    await makeDue(id);
    expect(await jobs.runDue()).toBe(0);

    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 1, last_error: 'The order does not exist' });
  });

  it('never runs a job whose transaction rolled back', async () => {
    const jobs = createQueue();
    let runs = 0;
    jobs.define('send-mail', async () => {
      runs++;
    });
    jobs.start();

    await expect(
      db.transaction(async (tx) => {
        await jobs.enqueue('send-mail', {}, {}, tx);
        throw new Error('the order could not be stored');
      }),
    ).rejects.toThrow('the order could not be stored');
    await jobs.stop();

    expect(await jobs.runDue()).toBe(0);
    expect(runs).toBe(0);
    expect(await db.query('SELECT id FROM jobs')).toEqual([]);
  });

  it('runs a job stored in a committed transaction at the next poll', async () => {
    const jobs = createQueue();
    const ran = deferred();
    jobs.define('send-mail', async () => ran.resolve());
    jobs.start();

    const id = await db.transaction((tx) => jobs.enqueue('send-mail', {}, {}, tx));
    await ran.promise;
    await eventually(async () => (await jobRow(id!)).state === 'done');
  });

  it('starts a job enqueued in this process at once, without waiting for the next poll', async () => {
    const jobs = createQueue({ pollMs: 60_000 });
    let ran = false;
    jobs.define('send-mail', async () => {
      ran = true;
    });
    jobs.start();
    // The first poll, made at start, is over by the time this round trip is.
    await jobs.runDue();

    await jobs.enqueue('send-mail', {});
    await eventually(() => ran, 2000);
  });

  it('claims more as its running jobs finish while a backlog is due', async () => {
    const jobs = createQueue({ pollMs: 60_000, concurrency: 2 });
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    jobs.define('send-mail', async () => {
      mostAtOnce = Math.max(mostAtOnce, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      runs++;
    });
    await db.transaction(async (tx) => {
      for (let n = 0; n < 10; n++) await jobs.enqueue('send-mail', { n }, {}, tx);
    });

    jobs.start();
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
      worker.define('webhook', async (_payload, job) => {
        await new Promise((resolve) => setImmediate(resolve));
        runsById.set(job.id, (runsById.get(job.id) ?? 0) + 1);
        runsByWorker[index]!++;
      }),
    );
    const ids = await db.transaction(async (tx) => {
      const stored: string[] = [];
      for (let n = 0; n < 200; n++) stored.push((await workers[0]!.enqueue('webhook', { n }, {}, tx))!);
      return stored;
    });

    workers.forEach((worker) => worker.start());
    await eventually(
      async () =>
        (await db.query<{ left: number }>("SELECT count(*)::int AS left FROM jobs WHERE state <> 'done'"))[0]!.left ===
        0,
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
    owner.define('fulfil-order', async () => {
      runs.push('owner');
      started.resolve();
      await new Promise((resolve) => setTimeout(resolve, leaseMs * 3));
    });
    other.define('fulfil-order', async () => {
      runs.push('other');
    });
    const id = (await owner.enqueue('fulfil-order', {}))!;

    const run = owner.runNow(id);
    await started.promise;
    other.start();
    expect(await run).toBe('done');
    await other.stop();

    expect(runs).toEqual(['owner']);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('hands the job of a worker that died to another once its lease runs out', async () => {
    const jobs = createQueue();
    const started: { at: number; attempt: number }[] = [];
    jobs.define('fulfil-order', async (_payload, job) => {
      started.push({ at: Date.now(), attempt: job.attempt });
    });
    const id = (await jobs.enqueue('fulfil-order', {}))!;

    // What a killed process leaves behind: a claim that nobody extends.
    const claimedAt = Date.now();
    await db.query(
      `UPDATE jobs SET locked_by = 'worker-that-died', attempts = 1,
         locked_until = now() + $2::double precision * interval '1 millisecond'
       WHERE id = $1`,
      [id, leaseMs],
    );
    jobs.start();
    await eventually(async () => (await jobRow(id)).state === 'done');

    expect(started).toHaveLength(1);
    expect(started[0]!.attempt).toBe(2);
    expect(started[0]!.at - claimedAt).toBeGreaterThanOrEqual(leaseMs - 10);
  });

  it('leaves the outcome to the worker that took a job over after its lease ran out', async () => {
    const jobs = createQueue();
    const release = deferred();
    const started = deferred();
    jobs.define('fulfil-order', async () => {
      started.resolve();
      await release.promise;
    });
    const id = (await jobs.enqueue('fulfil-order', {}))!;

    const run = jobs.runNow(id);
    await started.promise;
    await db.query("UPDATE jobs SET locked_by = 'worker-that-took-over' WHERE id = $1", [id]);
    release.resolve();

    expect(await run).toBe('done');
    expect(await jobRow(id)).toMatchObject({ state: 'queued', locked_by: 'worker-that-took-over' });
    expect(logs.some((line) => line.msg.startsWith('job finished after its lease ran out'))).toBe(true);
  });

  it('runs a due job inline, by id or key, and reports a job another worker holds as busy', async () => {
    const jobs = createQueue();
    const other = createQueue();
    const release = deferred();
    const started = deferred();
    jobs.define('fulfil-order', async () => undefined);
    other.define('fulfil-order', async () => {
      started.resolve();
      await release.promise;
    });

    const byId = (await jobs.enqueue('fulfil-order', { orderId: 'ord_1' }))!;
    expect(await jobs.runNow(byId)).toBe('done');
    expect((await jobRow(byId)).state).toBe('done');
    expect(await jobs.runNow(byId)).toBe('busy');

    const byKey = (await jobs.enqueue('fulfil-order', { orderId: 'ord_2' }, { key: 'fulfil:ord_2' }))!;
    expect(await jobs.runNow('fulfil:ord_2')).toBe('done');
    expect((await jobRow(byKey)).state).toBe('done');

    const held = (await jobs.enqueue('fulfil-order', { orderId: 'ord_3' }, { key: 'fulfil:ord_3' }))!;
    const otherRun = other.runNow(held);
    await started.promise;
    expect(await jobs.runNow(held)).toBe('busy');
    expect(await jobs.runNow('fulfil:ord_3')).toBe('busy');
    release.resolve();
    expect(await otherRun).toBe('done');

    const later = (await jobs.enqueue('fulfil-order', {}, { delayMs: 60_000 }))!;
    expect(await jobs.runNow(later)).toBe('busy');
  });

  it('waits for a run its own poller started when asked to run that job now', async () => {
    const jobs = createQueue();
    const release = deferred();
    const started = deferred();
    let runs = 0;
    jobs.define('fulfil-order', async () => {
      runs++;
      started.resolve();
      await release.promise;
    });
    jobs.start();

    // The enqueue woke the poller, whose claim is on its way when runNow asks for the job.
    await jobs.enqueue('fulfil-order', {}, { key: 'fulfil:ord_1' });
    const outcome = jobs.runNow('fulfil:ord_1');
    await started.promise;
    release.resolve();

    expect(await outcome).toBe('done');
    expect(runs).toBe(1);
  });

  it('never claims a job of a queue it has no handler for', async () => {
    const jobs = createQueue();
    jobs.define('send-mail', async () => undefined);
    const id = (await jobs.enqueue('process-webhook', {}))!;

    expect(await jobs.runDue()).toBe(0);
    expect(await jobs.runNow(id)).toBe('busy');
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 0, locked_by: null });
  });

  it('waits for running handlers when stopped, and claims nothing after', async () => {
    const jobs = createQueue();
    const release = deferred();
    const started = deferred();
    let runs = 0;
    jobs.define('send-mail', async () => {
      runs++;
      started.resolve();
      await release.promise;
    });
    jobs.start();
    const id = (await jobs.enqueue('send-mail', {}))!;
    await started.promise;

    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;

    expect((await jobRow(id)).state).toBe('done');
    await jobs.enqueue('send-mail', {});
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(runs).toBe(1);
  });

  it('prunes finished jobs older than the given age, keeping queued ones', async () => {
    const jobs = createQueue();
    jobs.define('send-mail', async () => undefined);
    const old = (await jobs.enqueue('send-mail', {}, { key: 'mail:old' }))!;
    const recent = (await jobs.enqueue('send-mail', {}, { key: 'mail:recent' }))!;
    await jobs.runDue();
    const waiting = (await jobs.enqueue('send-mail', {}, { delayMs: 60_000 }))!;
    await db.query("UPDATE jobs SET finished_at = now() - interval '31 days' WHERE id = $1", [old]);

    expect(await jobs.prune(30 * 24 * 60 * 60 * 1000)).toBe(1);
    const left = await db.query<{ id: string }>('SELECT id FROM jobs ORDER BY id');
    expect(left.map((row) => row.id).sort()).toEqual([recent, waiting].sort());
  });
});
