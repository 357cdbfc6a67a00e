import type { FastifyBaseLogger } from 'fastify';
import type { JobResult, PgBoss } from 'pg-boss';
import type { Queryable } from '../db/database';
import { type ClaimedJob, useUpRetries } from './job-table';
import { type JobHandler, type JobPolicy, PermanentJobError } from './job-types';

/** A queue this process handles: what its jobs do, and how they are retried and described. */
export interface Definition {
  handler: JobHandler<unknown>;
  policy: JobPolicy<unknown>;
}

export interface JobRunnerSettings {
  /** How long a claimed job stays with this process without a heartbeat. */
  leaseSeconds: number;
  /** Attempts before a job is given up, for queues that set none. */
  maxAttempts: number;
}

interface RunResult {
  outcome: 'done' | 'failed';
  error?: { message: string };
  /** The handler said that trying again cannot help. */
  permanent?: boolean;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the jobs this process claimed through their queue's handler, and keeps track of them so
 * that a request asking for a job already running here waits for that run, and so that stopping
 * waits for every run. pg-boss settles and keeps alive the jobs its workers hand over; the jobs
 * the queue claims itself (to run one now, or every due one) are kept alive and settled here,
 * the same way.
 */
export class JobRunner {
  /** The runs this process has going, by job id. */
  private readonly running = new Map<string, Promise<'done' | 'failed'>>();

  constructor(
    private readonly boss: PgBoss,
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    private readonly definitions: ReadonlyMap<string, Definition>,
    private readonly settings: JobRunnerSettings,
  ) {}

  /** The run of a job this process has going, if there is one. */
  runOf(jobId: string): Promise<'done' | 'failed'> | undefined {
    return this.running.get(jobId);
  }

  /** Waits for every run this process has going, those that start meanwhile too. */
  async finishRunning(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  /** A job a pg-boss worker handed over: run, and its outcome handed back for pg-boss to settle. */
  async runForWorker(queue: string, job: ClaimedJob): Promise<JobResult[]> {
    const { outcome, error, permanent } = await this.execute(queue, job);
    const status = outcome === 'done' ? 'completed' : permanent ? 'deadletter' : 'failed';
    return [{ id: job.id, status, output: error }];
  }

  /** A job this process claimed itself: run, kept alive with heartbeats, and settled for its attempt. */
  async runClaimed(queue: string, job: ClaimedJob): Promise<'done' | 'failed'> {
    const attempt = [{ id: job.id, retryCount: job.retryCount }];
    const heartbeat = setInterval(
      () => void this.boss.touch(queue, attempt).catch(() => undefined),
      (this.settings.leaseSeconds * 1000) / 2,
    ).unref();
    try {
      const { outcome, error, permanent } = await this.execute(queue, job);
      if (permanent) await useUpRetries(this.db, queue, job.id);
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

  /** What a job does, in the artist's words when its queue gives them. */
  async describe(queue: string, payload: unknown): Promise<string> {
    const describe = this.definitions.get(queue)?.policy.describe;
    return describe ? describe(payload) : `${queue} ${JSON.stringify(payload)}`;
  }

  private execute(queue: string, job: ClaimedJob): Promise<RunResult> {
    const { handler, policy } = this.definitions.get(queue)!;
    const attempt = job.retryCount + 1;
    const run = handler(job.data, { id: job.id, attempt }).then(
      (): RunResult => ({ outcome: 'done' }),
      (error: unknown): RunResult => {
        const permanent = error instanceof PermanentJobError;
        const last = permanent || attempt >= (policy.maxAttempts ?? this.settings.maxAttempts);
        const context = { queue, jobId: job.id, attempt, err: error };
        if (last) this.log.error(context, 'job failed and will not be retried');
        else this.log.warn(context, 'job failed; it will be retried');
        return { outcome: 'failed', error: { message: errorMessage(error) }, permanent };
      },
    );
    const outcome = run.then(({ outcome }) => outcome);
    this.running.set(job.id, outcome);
    void outcome.finally(() => this.running.delete(job.id));
    return run;
  }
}
