import type { JobWithMetadata } from 'pg-boss';

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
