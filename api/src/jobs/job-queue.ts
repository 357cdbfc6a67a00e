import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Job, type JobWithMetadata, type Queue } from 'pg-boss';
import type { Database, Queryable } from '../db/database';

/** Thrown by a handler when trying again cannot help (the order is gone, the address is invalid). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface JobContext {
  id: string;
  /** 1 on the first run; a run lost with its process counts as an attempt too. */
  attempt: number;
}

export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;

export interface JobPolicy<P> {
  /** Delay before the second attempt, in whole seconds (rounded up); each further one waits about twice as long. */
  baseMs: number;
  /** Longest delay between attempts; an hour unless set. */
  maxMs?: number;
  /** Attempts before the job is given up as failed; the queue's `maxAttempts` unless set. */
  maxAttempts?: number;
  /** What the job does, in the artist's words, for the notice she gets when it is given up. */
  describe?: (payload: P) => string | Promise<string>;
}

export interface EnqueueOptions {
  /** Names the work: a second enqueue with a key used before, even done (for 30 days), is a no-op. */
  key?: string;
  runAt?: Date;
  delayMs?: number;
}

export interface JobQueueOptions {
  /** How often due jobs are looked for (at least every 500 ms); jobs stored by any process wake the workers at once. */
  pollMs?: number;
  /** How long a running job stays with a process that stopped answering before another takes it (at least 10 s). */
  leaseMs?: number;
  /** Jobs of one queue this process runs at the same time. */
  concurrency?: number;
  /** Attempts before a job is given up as failed, for queues that set none; ten unless set. */
  maxAttempts?: number;
}

/** A job that ran out of attempts, or failed for good. */
export interface GaveUpJob {
  queue: string;
  jobId: string;
  payload: unknown;
  description: string;
  attempts: number;
  error: string;
}

/** A job given up, with when it was. */
export interface GivenUpJob extends GaveUpJob {
  at: Date;
}

/** Where a job stands: waiting (`created`, or `retry` after a failed attempt), `active`, `completed` or `failed`. */
export interface JobStatus {
  state: JobWithMetadata['state'];
  /** Attempts begun so far. */
  attempts: number;
  /** The last failed attempt's error. */
  error?: string;
}

/**
 * The jobs of one queue by where they stand: `waiting` (due now), `scheduled` (stored for later,
 * or waiting out the delay after a failed attempt), `running`, and `failed` (given up, kept 30 days).
 */
export interface QueueCounts {
  queue: string;
  waiting: number;
  scheduled: number;
  running: number;
  failed: number;
}

/**
 * What one run of a job came to: `done`; `failed` (the handler threw: the job is retried
 * later unless it is out of attempts or the error was permanent); `busy` (nothing ran: another
 * worker holds the job, it is not due, it has finished, or its queue is not handled here).
 */
export type JobRunOutcome = 'done' | 'failed' | 'busy';

interface Definition {
  handler: JobHandler<unknown>;
  policy: JobPolicy<unknown>;
}

/** A job this process claimed: its attempt is named by the retry count it was claimed with. */
type ClaimedJob = Pick<Job<unknown>, 'id' | 'data'> & { retryCount: number };

const schema = 'pgboss';
/** pg-boss's table of jobs, for a count that reads jobs beside the rows they serve. */
export const jobsTable = `${schema}.job`;
const gaveUpQueue = 'job-gave-up';
const hourMs = 60 * 60 * 1000;
const keepFinishedSeconds = 30 * 24 * 60 * 60;
const defaultMaxAttempts = 10;
/** How often a slot other than a queue's first looks for due jobs by itself (pg-boss's default). */
const idleSlotPollSeconds = 30;
/** Serialises the move of the jobs table the queue had before pg-boss, across servers starting together. */
const legacyMoveLock = 727_002;

const wholeSeconds = (ms: number, least: number) => Math.max(least, Math.ceil(ms / 1000));

/** A key names the same job in every process: its id is a UUID made from the queue and the key. */
function idForKey(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\0${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Durable background jobs on pg-boss, in the database the site already uses (PostgreSQL, or
 * PGlite in one process), for any number of processes. A job is stored, possibly in the
 * transaction of what it reports, and one worker at a time runs it, keeping it with a
 * heartbeat; the job of a process that died is taken by another once its lease runs out, and
 * runs again from the start, so a handler must tolerate a repeat of a run cut short. A failed
 * job is retried with a doubling delay, a bounded number of times; a job given up is reported
 * once, through `onGaveUp`.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly pollSeconds: number;
  private readonly leaseSeconds: number;
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private readonly definitions = new Map<string, Definition>();
  /** Cron expressions (UTC) at which a queue gets a job, by queue. */
  private readonly schedules = new Map<string, string>();
  /** The runs this process has going, by job id. */
  private readonly running = new Map<string, Promise<'done' | 'failed'>>();
  private gaveUp: ((job: GaveUpJob) => Promise<void>) | undefined;
  private ready: Promise<void> | undefined;
  private working = false;
  private poller: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: JobQueueOptions = {},
  ) {
    this.pollSeconds = Math.max(0.5, (options.pollMs ?? 1000) / 1000);
    this.leaseSeconds = wholeSeconds(options.leaseMs ?? 60_000, 10);
    this.concurrency = options.concurrency ?? 5;
    this.maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
    // Supervision finds the jobs of a process that stopped answering; it checks a few times a lease.
    const superviseSeconds = Math.max(1, Math.round(this.leaseSeconds / 5));
    this.boss = new PgBoss({
      ...db.jobStore(),
      schema,
      useListenNotify: true,
      superviseIntervalSeconds: superviseSeconds,
      monitorIntervalSeconds: superviseSeconds,
      // Scheduled jobs that fell due are looked for as often as supervision looks, by one
      // process a pass (pg-boss claims it); each process hands them on within 5 seconds.
      cronMonitorIntervalSeconds: Math.min(45, superviseSeconds),
    });
    this.boss.on('error', (error) => log.error({ err: error }, 'the job queue reported an error'));
    this.boss.on('warning', (warning) => log.warn({ warning }, 'the job queue reported a warning'));
  }

  /** Handles the jobs of `queue` in this process; every queue is defined before the first enqueue or start. */
  define<P>(queue: string, handler: JobHandler<P>, policy: JobPolicy<P>): void {
    if (this.definitions.has(queue)) throw new Error(`The job queue ${queue} is defined twice`);
    if (this.ready) throw new Error(`The job queue ${queue} is defined after the queue started`);
    this.definitions.set(queue, { handler: handler as JobHandler<unknown>, policy: policy as JobPolicy<unknown> });
  }

  /**
   * Stores a job in `queue` at each time the cron expression names (UTC): once across every
   * process, and once on a return for a time that passed while no process ran. Declared with
   * the queue, before the queue opens.
   */
  schedule(queue: string, cron: string): void {
    if (!this.definitions.has(queue)) throw new Error(`The job queue ${queue} is scheduled before it is defined`);
    if (this.ready) throw new Error(`The job queue ${queue} is scheduled after the queue started`);
    this.schedules.set(queue, cron);
  }

  /** Called once for each job given up, in whichever process learns of it first. */
  onGaveUp(report: (job: GaveUpJob) => Promise<void>): void {
    this.gaveUp = report;
  }

  /**
   * Stores a job; returns its id, or undefined when its key was used before. Given the
   * caller's transaction, the job exists only if that transaction commits, and the workers of
   * every process are woken when it does; the queue must be open by then.
   */
  async enqueue<P>(
    queue: string,
    payload: P,
    options: EnqueueOptions = {},
    tx?: Queryable,
  ): Promise<string | undefined> {
    // Opening the queue inside a transaction would wait for that transaction on PGlite's one connection.
    if (tx && !this.ready)
      throw new Error(`The job queue must be open before ${queue} jobs are stored in a transaction`);
    await this.open();
    return this.send(queue, payload, options, tx);
  }

  /**
   * Runs one job, named by its key, inline and ahead of its time if it is waiting and no worker
   * holds it, so a request can report the result of work it just stored; stored with a delay,
   * the job is the fallback should this run fail or its process die. If this process's worker
   * took it a moment earlier, waits for that run instead. Call it after the transaction that
   * stored the job has committed.
   */
  async runNow(queue: string, key: string): Promise<JobRunOutcome> {
    await this.open();
    const id = idForKey(queue, key);
    if (!this.definitions.has(queue)) return 'busy';
    const local = this.running.get(id);
    if (local) return local;
    // pg-boss claims only the next jobs of a queue; this claims one by its id, as pg-boss's own claim does.
    const [claimed] = await this.db.query<{ id: string; data: unknown; retry_count: number }>(
      `UPDATE ${schema}.job SET state = 'active', started_on = now(), heartbeat_on = now(),
         retry_count = CASE WHEN started_on IS NOT NULL THEN retry_count + 1 ELSE retry_count END
       WHERE name = $1 AND id = $2 AND state < 'active'
       RETURNING id, data, retry_count`,
      [queue, id],
    );
    if (claimed) return this.runClaimed(queue, { id, data: claimed.data, retryCount: claimed.retry_count });
    return (await this.running.get(id)) ?? 'busy';
  }

  /** Where the job stored under `key` stands, if there is one. */
  async status(queue: string, key: string): Promise<JobStatus | undefined> {
    await this.open();
    const [job] = await this.boss.findJobs(queue, { id: idForKey(queue, key) });
    if (!job) return undefined;
    const started = job.startedOn ? 1 : 0;
    const output = job.output as { message?: string } | null;
    return { state: job.state, attempts: job.retryCount + started, error: output?.message };
  }

  /**
   * The jobs of this process's queues given up (out of attempts, or failed for good) and still
   * kept (for 30 days), newest first, described as their notices describe them.
   */
  async givenUp(): Promise<GivenUpJob[]> {
    await this.open();
    const jobs = await this.db.query<{
      name: string;
      id: string;
      data: unknown;
      retry_count: number;
      started_on: Date | null;
      output: { message?: string } | null;
      completed_on: Date;
    }>(
      `SELECT name, id, data, retry_count, started_on, output, completed_on FROM ${schema}.job
       WHERE state = 'failed' AND name = ANY($1::text[]) ORDER BY completed_on DESC, id`,
      [[...this.definitions.keys()]],
    );
    return Promise.all(
      jobs.map(async (job) => ({
        queue: job.name,
        jobId: job.id,
        payload: job.data,
        description: await this.describe(job.name, job.data),
        attempts: job.retry_count + (job.started_on ? 1 : 0),
        error: job.output?.message ?? 'no error was recorded',
        at: job.completed_on,
      })),
    );
  }

  /** This process's queues, each with its jobs by where they stand, read in one query. */
  async counts(): Promise<QueueCounts[]> {
    await this.open();
    const queues = [...this.definitions.keys(), gaveUpQueue];
    const rows = await this.db.query<QueueCounts>(
      `SELECT name AS queue,
         count(*) FILTER (WHERE state < 'active' AND start_after <= now())::int AS waiting,
         count(*) FILTER (WHERE state < 'active' AND start_after > now())::int AS scheduled,
         count(*) FILTER (WHERE state = 'active')::int AS running,
         count(*) FILTER (WHERE state = 'failed')::int AS failed
       FROM ${schema}.job WHERE name = ANY($1::text[]) AND state IN ('created', 'retry', 'active', 'failed')
       GROUP BY name`,
      [queues],
    );
    const counted = new Map(rows.map((row) => [row.queue, row]));
    return queues.map((queue) => counted.get(queue) ?? { queue, waiting: 0, scheduled: 0, running: 0, failed: 0 });
  }

  /** Runs every job due now, each once, and waits for them; returns how many ran. */
  async runDue(): Promise<number> {
    await this.open();
    let ran = 0;
    for (const queue of this.definitions.keys()) {
      for (;;) {
        const jobs = await this.boss.fetch(queue, { batchSize: this.concurrency });
        if (jobs.length === 0) break;
        ran += jobs.length;
        await Promise.all(jobs.map((job) => this.runClaimed(queue, job as ClaimedJob)));
      }
    }
    return ran;
  }

  /** Starts this process's workers for every defined queue. */
  async start(): Promise<void> {
    await this.open();
    if (this.working) return;
    this.working = true;
    const polling = { pollingIntervalSeconds: this.pollSeconds, notifyPollingIntervalSeconds: this.pollSeconds };
    // One pg-boss worker per slot, each claiming one job at a time. A new job wakes them all
    // (NOTIFY). For jobs that fall due later, one idle slot of each queue is woken every poll
    // interval, and a slot that finds work wakes the others, so an idle process makes one
    // query a queue a poll rather than one a slot.
    const idleSlots = { ...polling, notifyPollingIntervalSeconds: Math.max(idleSlotPollSeconds, this.pollSeconds) };
    const queues: { worker: string; busy: boolean }[][] = [];
    for (const queue of this.definitions.keys()) {
      const slots: { worker: string; busy: boolean }[] = [];
      for (let n = 0; n < this.concurrency; n++) {
        const slot = { worker: '', busy: false };
        slot.worker = await this.boss.work(
          queue,
          { ...idleSlots, batchSize: 1, perJobResults: true },
          async ([job]) => {
            slot.busy = true;
            for (const other of slots) if (!other.busy) this.boss.notifyWorker(other.worker);
            try {
              return await this.runWorkerJob(queue, job as ClaimedJob);
            } finally {
              slot.busy = false;
              // More may be due: the slot looks again at once, not a poll interval later.
              this.boss.notifyWorker(slot.worker);
            }
          },
        );
        slots.push(slot);
      }
      queues.push(slots);
    }
    this.poller = setInterval(() => {
      for (const slots of queues) {
        const idle = slots.find((slot) => !slot.busy);
        if (idle) this.boss.notifyWorker(idle.worker);
      }
    }, this.pollSeconds * 1000).unref();
    await this.boss.work(gaveUpQueue, { ...polling, includeMetadata: true }, ([job]) =>
      this.reportGaveUp(job as JobWithMetadata<Record<string, unknown>>),
    );
  }

  /** Stops claiming jobs and waits for the handlers still running. */
  async stop(): Promise<void> {
    if (!this.ready) return;
    await this.ready.catch(() => undefined);
    this.working = false;
    clearInterval(this.poller);
    await this.boss.stop({ graceful: true, timeout: 30_000 });
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  /** Makes pg-boss's schema and the defined queues, and moves the jobs of the queue this one replaced. */
  open(): Promise<void> {
    this.ready ??= (async () => {
      await this.boss.start();
      await this.boss.createQueue(gaveUpQueue, {
        retryLimit: this.maxAttempts - 1,
        retryDelay: 60,
        retryBackoff: true,
        retryDelayMax: hourMs / 1000,
        deleteAfterSeconds: keepFinishedSeconds,
        retentionSeconds: keepFinishedSeconds,
      });
      for (const [queue, { policy }] of this.definitions) await this.createQueue(queue, policy);
      for (const [queue, cron] of this.schedules) await this.boss.schedule(queue, cron, null, { missed: 'once' });
      await this.moveLegacyJobs();
    })();
    return this.ready;
  }

  private async createQueue(queue: string, policy: JobPolicy<unknown>): Promise<void> {
    const options: Omit<Queue, 'name'> = {
      retryLimit: (policy.maxAttempts ?? this.maxAttempts) - 1,
      retryDelay: wholeSeconds(policy.baseMs, 1),
      retryBackoff: true,
      retryDelayMax: wholeSeconds(policy.maxMs ?? hourMs, 1),
      heartbeatSeconds: this.leaseSeconds,
      deleteAfterSeconds: keepFinishedSeconds,
      retentionSeconds: keepFinishedSeconds,
      deadLetter: gaveUpQueue,
      notify: true,
    };
    await this.boss.createQueue(queue, options);
    // A queue made by an earlier release keeps its options until they are set again.
    await this.boss.updateQueue(queue, options);
  }

  /**
   * The `jobs` table of the hand-written queue this one replaced: its waiting jobs of the
   * queues defined here move onto pg-boss, and the table goes once none is left waiting.
   */
  private async moveLegacyJobs(): Promise<void> {
    const moved = await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [legacyMoveLock]);
      const [table] = await tx.query<{ found: boolean }>(`SELECT to_regclass('public.jobs') IS NOT NULL AS found`);
      if (!table!.found) return 0;
      const rows = await tx.query<{ queue: string; key: string | null; payload: unknown; run_at: Date }>(
        `DELETE FROM jobs WHERE state = 'queued' AND queue = ANY($1::text[]) RETURNING queue, key, payload, run_at`,
        [[...this.definitions.keys()]],
      );
      for (const row of rows) {
        await this.send(row.queue, row.payload, { key: row.key ?? undefined, runAt: row.run_at }, tx);
      }
      const [waiting] = await tx.query<{ left: number }>(
        `SELECT count(*)::int AS left FROM jobs WHERE state = 'queued'`,
      );
      if (waiting!.left === 0) await tx.query('DROP TABLE jobs');
      return rows.length;
    });
    if (moved > 0) this.log.info({ moved }, 'waiting jobs moved onto the job queue');
  }

  private async send(queue: string, payload: unknown, options: EnqueueOptions, tx?: Queryable) {
    const startAfter = options.runAt ?? (options.delayMs ? new Date(Date.now() + options.delayMs) : undefined);
    const id = await this.boss.send(queue, (payload ?? null) as object, {
      id: options.key ? idForKey(queue, options.key) : undefined,
      startAfter,
      db: tx ? { executeSql: async (text, values) => ({ rows: await tx.query(text, values) }) } : undefined,
    });
    return id ?? undefined;
  }

  private runWorkerJob(queue: string, job: ClaimedJob) {
    const run = this.execute(queue, job);
    return run.then(({ outcome, error, permanent }) => [
      {
        id: job.id,
        status: outcome === 'done' ? ('completed' as const) : permanent ? ('deadletter' as const) : ('failed' as const),
        output: error,
      },
    ]);
  }

  /** A job this process claimed itself: run, kept alive with heartbeats, and settled for its attempt. */
  private async runClaimed(queue: string, job: ClaimedJob): Promise<'done' | 'failed'> {
    const attempt = [{ id: job.id, retryCount: job.retryCount }];
    const heartbeat = setInterval(
      () => void this.boss.touch(queue, attempt).catch(() => undefined),
      (this.leaseSeconds * 1000) / 2,
    ).unref();
    try {
      const { outcome, error, permanent } = await this.execute(queue, job);
      if (permanent) {
        // pg-boss gives up a job whose retries are used; a permanent error uses them all at once.
        await this.db.query(`UPDATE ${schema}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`, [
          queue,
          job.id,
        ]);
      }
      const settled =
        outcome === 'done' ? await this.boss.complete(queue, attempt) : await this.boss.fail(queue, attempt, error);
      // pg-boss answers how many jobs the settle reached, though its typings leave the count out.
      if ((settled as { affected?: number }).affected === 0) {
        this.log.warn(
          { queue, jobId: job.id, attempt: job.retryCount + 1 },
          'job finished after its lease ran out; its outcome is left to the worker that took it over',
        );
      }
      return outcome;
    } finally {
      clearInterval(heartbeat);
    }
  }

  private execute(
    queue: string,
    job: ClaimedJob,
  ): Promise<{ outcome: 'done' | 'failed'; error?: { message: string }; permanent?: boolean }> {
    const { handler, policy } = this.definitions.get(queue)!;
    const attempt = job.retryCount + 1;
    const run = handler(job.data, { id: job.id, attempt }).then(
      () => ({ outcome: 'done' as const }),
      (error: unknown) => {
        const permanent = error instanceof PermanentJobError;
        const last = permanent || attempt >= (policy.maxAttempts ?? this.maxAttempts);
        const context = { queue, jobId: job.id, attempt, err: error };
        if (last) this.log.error(context, 'job failed and will not be retried');
        else this.log.warn(context, 'job failed; it will be retried');
        return { outcome: 'failed' as const, error: { message: errorMessage(error) }, permanent };
      },
    );
    const outcome = run.then(({ outcome }) => outcome);
    this.running.set(job.id, outcome);
    void outcome.finally(() => this.running.delete(job.id));
    return run;
  }

  /** What a job does, in the artist's words when its queue gives them. */
  private async describe(queue: string, payload: unknown): Promise<string> {
    const describe = this.definitions.get(queue)?.policy.describe;
    return describe ? describe(payload) : `${queue} ${JSON.stringify(payload)}`;
  }

  private async reportGaveUp(job: JobWithMetadata<Record<string, unknown>>): Promise<void> {
    const queue = job.sourceName ?? 'unknown';
    const output = job.sourceOutput as { message?: string } | null;
    this.log.error({ queue, jobId: job.sourceId }, 'job given up');
    await this.gaveUp?.({
      queue,
      jobId: job.sourceId ?? job.id,
      payload: job.data,
      description: await this.describe(queue, job.data),
      attempts: (job.sourceRetryCount ?? 0) + 1,
      error: output?.message ?? 'no error was recorded',
    });
  }
}
