import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type JobWithMetadata, type Queue } from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import { type Definition, JobRunner } from './job-runner';
import { type ClaimedJob, claimWaitingJob, countJobs, failedJobs, idForKey, jobSchema } from './job-table';
import type {
  EnqueueOptions,
  GaveUpJob,
  GivenUpJob,
  JobHandler,
  JobPolicy,
  JobQueueOptions,
  JobRunOutcome,
  JobStatus,
  QueueCounts,
} from './job-types';

const gaveUpQueue = 'job-gave-up';
const hourMs = 60 * 60 * 1000;
const keepFinishedSeconds = 30 * 24 * 60 * 60;
const defaultMaxAttempts = 10;
/** How often a slot other than a queue's first looks for due jobs by itself (pg-boss's default). */
const idleSlotPollSeconds = 30;

const wholeSeconds = (ms: number, least: number) => Math.max(least, Math.ceil(ms / 1000));

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
  private readonly runner: JobRunner;
  private readonly pollSeconds: number;
  private readonly leaseSeconds: number;
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private readonly definitions = new Map<string, Definition>();
  /** Cron expressions (UTC) at which a queue gets a job, by queue. */
  private readonly schedules = new Map<string, string>();
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
      schema: jobSchema,
      useListenNotify: true,
      superviseIntervalSeconds: superviseSeconds,
      monitorIntervalSeconds: superviseSeconds,
      // Scheduled jobs that fell due are looked for as often as supervision looks, by one
      // process a pass (pg-boss claims it); each process hands them on within 5 seconds.
      cronMonitorIntervalSeconds: Math.min(45, superviseSeconds),
    });
    this.boss.on('error', (error) => log.error({ err: error }, 'the job queue reported an error'));
    this.boss.on('warning', (warning) => log.warn({ warning }, 'the job queue reported a warning'));
    this.runner = new JobRunner(this.boss, db, log, this.definitions, {
      leaseSeconds: this.leaseSeconds,
      maxAttempts: this.maxAttempts,
    });
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
    const startAfter = options.runAt ?? (options.delayMs ? new Date(Date.now() + options.delayMs) : undefined);
    const id = await this.boss.send(queue, (payload ?? null) as object, {
      id: options.key ? idForKey(queue, options.key) : undefined,
      startAfter,
      db: tx ? { executeSql: async (text, values) => ({ rows: await tx.query(text, values) }) } : undefined,
    });
    return id ?? undefined;
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
    const local = this.runner.runOf(id);
    if (local) return local;
    const claimed = await claimWaitingJob(this.db, queue, id);
    if (claimed) return this.runner.runClaimed(queue, claimed);
    return (await this.runner.runOf(id)) ?? 'busy';
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
    const jobs = await failedJobs(this.db, [...this.definitions.keys()]);
    return Promise.all(
      jobs.map(async (job) => ({
        queue: job.name,
        jobId: job.id,
        payload: job.data,
        description: await this.runner.describe(job.name, job.data),
        attempts: job.retry_count + (job.started_on ? 1 : 0),
        error: job.output?.message ?? 'no error was recorded',
        at: job.completed_on,
      })),
    );
  }

  /** This process's queues, each with its jobs by where they stand, read in one query. */
  async counts(): Promise<QueueCounts[]> {
    await this.open();
    return countJobs(this.db, [...this.definitions.keys(), gaveUpQueue]);
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
        await Promise.all(jobs.map((job) => this.runner.runClaimed(queue, job as ClaimedJob)));
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
    // One pg-boss worker per slot, each claiming one job at a time, so a long job holds only its
    // own slot. A new job wakes them all (NOTIFY). For jobs that fall due later, one idle slot
    // of each queue is woken every poll interval, and a slot that finds work wakes the others,
    // so an idle process makes one query a queue a poll rather than one a slot.
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
              return await this.runner.runForWorker(queue, job as ClaimedJob);
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
    await this.runner.finishRunning();
  }

  /** Makes pg-boss's schema, the queue of jobs given up, and the defined queues with their schedules. */
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

  private async reportGaveUp(job: JobWithMetadata<Record<string, unknown>>): Promise<void> {
    const queue = job.sourceName ?? 'unknown';
    const output = job.sourceOutput as { message?: string } | null;
    this.log.error({ queue, jobId: job.sourceId }, 'job given up');
    await this.gaveUp?.({
      queue,
      jobId: job.sourceId ?? job.id,
      payload: job.data,
      description: await this.runner.describe(queue, job.data),
      attempts: (job.sourceRetryCount ?? 0) + 1,
      error: output?.message ?? 'no error was recorded',
    });
  }
}
