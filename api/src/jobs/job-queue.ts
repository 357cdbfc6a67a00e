import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';

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

export interface RetryPolicy {
  /** Delay before the second attempt; each further one waits twice as long. */
  baseMs: number;
  /** Longest delay between attempts; an hour unless set. */
  maxMs?: number;
  /** Attempts before the job is given up as failed; unlimited unless set. */
  maxAttempts?: number;
}

export interface EnqueueOptions {
  /** Names the work: a second enqueue with a key used before, even long done, is a no-op. */
  key?: string;
  runAt?: Date;
  delayMs?: number;
}

export interface JobQueueOptions {
  /** How often jobs stored by other processes, or delayed ones, are looked for. */
  pollMs?: number;
  /** How long a claimed job is kept from other workers without a sign of life from this one. */
  leaseMs?: number;
  /** Names this process in the jobs it holds; must differ between processes. */
  workerId?: string;
  /** Jobs this process runs at the same time. */
  concurrency?: number;
}

/**
 * What one run of a job came to: `done`; `failed` (the handler threw: the job is retried
 * later unless it is out of attempts or the error was permanent); `busy` (nothing ran: another
 * worker holds the job, it is not due, it has finished, or its queue is not handled here).
 */
export type JobRunOutcome = 'done' | 'failed' | 'busy';

interface ClaimedJob {
  id: string;
  key: string | null;
  queue: string;
  payload: unknown;
  attempts: number;
}

interface QueueDefinition {
  handler: JobHandler<unknown>;
  retry: Required<RetryPolicy>;
}

const hourMs = 60 * 60 * 1000;
const defaultRetry: RetryPolicy = { baseMs: 30_000 };
const pruneEveryMs = hourMs;
const keepFinishedMs = 30 * 24 * hourMs;

const claimedColumns = 'id, key, queue, payload, attempts';
const claimAssignments =
  "locked_by = $1, locked_until = now() + $2::double precision * interval '1 millisecond', attempts = attempts + 1";
const claimable = "state = 'queued' AND run_at <= now() AND (locked_until IS NULL OR locked_until < now())";

/**
 * Durable background jobs in the `jobs` table, for any number of processes on one database
 * (PostgreSQL, or PGlite in one process). A job is stored, possibly in the transaction of what
 * it reports, and one worker at a time runs it: the worker claims it with a lease and extends
 * the lease while the handler runs, so a long job stays with its worker, and the job of a
 * process that died is taken by another once the lease runs out. That job runs again from the
 * start, so a handler must tolerate a repeat of a run cut short. A failed job is retried with
 * a doubling delay.
 */
export class JobQueue {
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly workerId: string;
  private readonly concurrency: number;
  private readonly definitions = new Map<string, QueueDefinition>();
  /** The runs this process has going, by job id. */
  private readonly running = new Map<string, { key: string | null; outcome: Promise<'done' | 'failed'> }>();
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private pollWanted = false;
  /** The last claim filled every free slot, so more jobs are probably due. */
  private backlog = false;
  private claimFailing = false;
  private prunedAt = 0;
  private pruning: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: JobQueueOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.concurrency = options.concurrency ?? 5;
  }

  /** Handles the jobs of `queue` in this process; a queue without a handler here is left to others. */
  define<P>(queue: string, handler: JobHandler<P>, retry: RetryPolicy = defaultRetry): void {
    if (this.definitions.has(queue)) throw new Error(`The job queue ${queue} is defined twice`);
    this.definitions.set(queue, {
      handler: handler as JobHandler<unknown>,
      retry: { baseMs: retry.baseMs, maxMs: retry.maxMs ?? hourMs, maxAttempts: retry.maxAttempts ?? Infinity },
    });
  }

  /**
   * Stores a job; returns its id, or undefined when its key was used before. Given the
   * caller's transaction, the job exists only if that transaction commits, and the next poll
   * finds it; otherwise this process's poller is woken at once.
   */
  async enqueue<P>(
    queue: string,
    payload: P,
    options: EnqueueOptions = {},
    tx?: Queryable,
  ): Promise<string | undefined> {
    const [row] = await (tx ?? this.db).query<{ id: string }>(
      `INSERT INTO jobs (id, queue, key, payload, run_at)
       VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, now() + $6::double precision * interval '1 millisecond'))
       ON CONFLICT (key) DO NOTHING
       RETURNING id`,
      [
        newId('job'),
        queue,
        options.key ?? null,
        JSON.stringify(payload ?? null),
        options.runAt?.toISOString() ?? null,
        options.delayMs ?? 0,
      ],
    );
    const dueNow = !options.runAt && !options.delayMs;
    if (row && !tx && dueNow && this.definitions.has(queue)) this.wake();
    return row?.id;
  }

  /**
   * Runs one job, named by its id or its key, inline if it is due and no worker holds it, so
   * a request can report the result of work it just stored. If this process's poller took it
   * a moment earlier, waits for that run instead. Call it after the transaction that stored
   * the job has committed.
   */
  async runNow(idOrKey: string): Promise<JobRunOutcome> {
    const [job] = await this.db.query<ClaimedJob>(
      `UPDATE jobs SET ${claimAssignments}
       WHERE (id = $3 OR key = $3) AND ${claimable} AND queue = ANY($4::text[])
       RETURNING ${claimedColumns}`,
      [this.workerId, this.leaseMs, idOrKey, [...this.definitions.keys()]],
    );
    if (job) return this.execute(job);
    // The poller's claim may be answered after this one, which found the job taken.
    await this.polling;
    const local = [...this.running.entries()].find(([id, run]) => id === idOrKey || run.key === idOrKey);
    return (await local?.[1].outcome) ?? 'busy';
  }

  /** Runs every job due now, each once, and waits for them; returns how many ran. */
  async runDue(): Promise<number> {
    const seen: string[] = [];
    for (;;) {
      const jobs = await this.claimDue(this.concurrency, seen);
      if (jobs.length === 0) return seen.length;
      seen.push(...jobs.map((job) => job.id));
      await Promise.all(jobs.map((job) => this.execute(job)));
    }
  }

  /** Polls at once and then every pollMs; finished jobs are pruned at most once an hour. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.wake(), this.pollMs).unref();
    this.wake();
  }

  /** Stops claiming jobs and waits for the handlers still running. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.polling;
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()].map((run) => run.outcome));
    await this.pruning;
  }

  /** Deletes jobs that finished (done or failed) longer ago than `olderThanMs`; returns how many. */
  async prune(olderThanMs: number): Promise<number> {
    const [row] = await this.db.query<{ pruned: number }>(
      `WITH pruned AS (
         DELETE FROM jobs
         WHERE state <> 'queued' AND finished_at < now() - $1::double precision * interval '1 millisecond'
         RETURNING 1
       )
       SELECT count(*)::int AS pruned FROM pruned`,
      [olderThanMs],
    );
    return row?.pruned ?? 0;
  }

  private wake(): void {
    if (!this.timer) return;
    this.pollWanted = true;
    this.polling ??= this.pollWhileWanted();
  }

  /** One poll at a time; a wake during a poll asks for another, so no enqueue is missed. */
  private async pollWhileWanted(): Promise<void> {
    try {
      while (this.pollWanted && this.timer) {
        this.pollWanted = false;
        await this.poll();
      }
    } finally {
      this.polling = undefined;
    }
  }

  private async poll(): Promise<void> {
    this.pruneWhenDue();
    const free = this.concurrency - this.running.size;
    if (free <= 0) {
      this.backlog = true;
      return;
    }
    let jobs: ClaimedJob[];
    try {
      jobs = await this.claimDue(free, []);
    } catch (error) {
      if (!this.claimFailing) this.log.error({ err: error }, 'jobs cannot be claimed; still trying');
      this.claimFailing = true;
      return;
    }
    if (this.claimFailing) this.log.info('jobs are being claimed again');
    this.claimFailing = false;
    this.backlog = jobs.length === free;
    for (const job of jobs) {
      this.execute(job).catch((error: unknown) =>
        this.log.error({ err: error, queue: job.queue, jobId: job.id }, 'the outcome of a job was not recorded'),
      );
    }
  }

  /** Claims due jobs of the queues handled here, oldest first, skipping rows other workers are claiming. */
  private async claimDue(limit: number, exclude: string[]): Promise<ClaimedJob[]> {
    if (this.definitions.size === 0) return [];
    return this.db.query<ClaimedJob>(
      `UPDATE jobs SET ${claimAssignments}
       WHERE id IN (
         SELECT id FROM jobs
         WHERE ${claimable} AND queue = ANY($3::text[]) AND id <> ALL($4::text[])
         ORDER BY run_at
         LIMIT $5
         FOR UPDATE SKIP LOCKED
       )
       RETURNING ${claimedColumns}`,
      [this.workerId, this.leaseMs, [...this.definitions.keys()], [...this.running.keys(), ...exclude], limit],
    );
  }

  private execute(job: ClaimedJob): Promise<'done' | 'failed'> {
    const outcome = this.runHandler(job).finally(() => {
      this.running.delete(job.id);
      if (this.running.size === 0) {
        clearInterval(this.heartbeat);
        this.heartbeat = undefined;
      }
      if (this.backlog) this.wake();
    });
    this.running.set(job.id, { key: job.key, outcome });
    this.heartbeat ??= setInterval(() => void this.extendLeases(), this.leaseMs / 3).unref();
    return outcome;
  }

  private async runHandler(job: ClaimedJob): Promise<'done' | 'failed'> {
    const { handler, retry } = this.definitions.get(job.queue)!;
    try {
      if (job.attempts > retry.maxAttempts) {
        throw new PermanentJobError(`Its workers stopped before finishing it ${job.attempts - 1} times`);
      }
      await handler(job.payload, { id: job.id, attempt: job.attempts });
    } catch (error) {
      await this.recordFailure(job, retry, error);
      return 'failed';
    }
    await this.release(job, "state = 'done', finished_at = now()", []);
    return 'done';
  }

  private async recordFailure(job: ClaimedJob, retry: Required<RetryPolicy>, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const context = { queue: job.queue, jobId: job.id, attempt: job.attempts, err: error };
    if (error instanceof PermanentJobError || job.attempts >= retry.maxAttempts) {
      await this.release(job, "state = 'failed', finished_at = now(), last_error = $3", [message]);
      this.log.error(context, 'job failed and will not be retried');
      return;
    }
    const retryInMs = Math.min(retry.baseMs * 2 ** (job.attempts - 1), retry.maxMs);
    await this.release(job, "run_at = now() + $3::double precision * interval '1 millisecond', last_error = $4", [
      retryInMs,
      message,
    ]);
    this.log.warn({ ...context, retryInMs }, 'job failed; it will be retried');
  }

  /** Records a run's outcome and frees the job, unless the lease ran out and another worker took it. */
  private async release(job: ClaimedJob, assignments: string, params: unknown[]): Promise<void> {
    const updated = await this.db.query(
      `UPDATE jobs SET ${assignments}, locked_by = NULL, locked_until = NULL
       WHERE id = $1 AND locked_by = $2
       RETURNING id`,
      [job.id, this.workerId, ...params],
    );
    if (updated.length === 0) {
      this.log.warn(
        { queue: job.queue, jobId: job.id, attempt: job.attempts },
        'job finished after its lease ran out; its outcome is left to the worker that took it over',
      );
    }
  }

  private async extendLeases(): Promise<void> {
    try {
      await this.db.query(
        `UPDATE jobs SET locked_until = now() + $2::double precision * interval '1 millisecond'
         WHERE locked_by = $1 AND id = ANY($3::text[])`,
        [this.workerId, this.leaseMs, [...this.running.keys()]],
      );
    } catch (error) {
      this.log.warn({ err: error }, 'the leases of running jobs could not be extended');
    }
  }

  private pruneWhenDue(): void {
    if (this.pruning || Date.now() - this.prunedAt < pruneEveryMs) return;
    this.prunedAt = Date.now();
    this.pruning = this.prune(keepFinishedMs)
      .then((pruned) => {
        if (pruned > 0) this.log.info({ pruned }, 'finished jobs pruned');
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'finished jobs could not be pruned'))
      .finally(() => (this.pruning = undefined));
  }
}
