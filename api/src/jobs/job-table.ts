import { createHash } from 'node:crypto';
import type { Job } from 'pg-boss';
import type { Queryable } from '../db/database';
import type { QueueCounts } from './job-types';

/** The schema pg-boss keeps its tables in, inside the site's own database. */
export const jobSchema = 'pgboss';
/** pg-boss's table of jobs, for a count that reads jobs beside the rows they serve. */
export const jobsTable = `${jobSchema}.job`;

/** A job this process claimed: its attempt is named by the retry count it was claimed with. */
export type ClaimedJob = Pick<Job<unknown>, 'id' | 'data'> & { retryCount: number };

/** A job given up, as pg-boss keeps it. */
export interface FailedJobRow {
  name: string;
  id: string;
  data: unknown;
  retry_count: number;
  started_on: Date | null;
  output: { message?: string } | null;
  completed_on: Date;
}

/** A key names the same job in every process: its id is a UUID made from the queue and the key. */
export function idForKey(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\0${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Claims one waiting job by its id, as pg-boss's own claim does, so a request can run the job
 * it just stored; pg-boss claims only the next jobs of a queue. A job whose earlier run was lost
 * with its process counts one attempt more.
 */
export async function claimWaitingJob(db: Queryable, queue: string, id: string): Promise<ClaimedJob | undefined> {
  const [claimed] = await db.query<{ id: string; data: unknown; retry_count: number }>(
    `UPDATE ${jobsTable} SET state = 'active', started_on = now(), heartbeat_on = now(),
       retry_count = CASE WHEN started_on IS NOT NULL THEN retry_count + 1 ELSE retry_count END
     WHERE name = $1 AND id = $2 AND state < 'active'
     RETURNING id, data, retry_count`,
    [queue, id],
  );
  return claimed && { id: claimed.id, data: claimed.data, retryCount: claimed.retry_count };
}

/**
 * Leaves a job no retries, so that failing it gives it up at once: pg-boss gives up a job whose
 * retries are used, and its `fail` otherwise retries it.
 */
export async function useUpRetries(db: Queryable, queue: string, id: string): Promise<void> {
  await db.query(`UPDATE ${jobsTable} SET retry_limit = retry_count WHERE name = $1 AND id = $2`, [queue, id]);
}

/** The jobs of `queues` given up and still kept, newest first. */
export function failedJobs(db: Queryable, queues: string[]): Promise<FailedJobRow[]> {
  return db.query<FailedJobRow>(
    `SELECT name, id, data, retry_count, started_on, output, completed_on FROM ${jobsTable}
     WHERE state = 'failed' AND name = ANY($1::text[]) ORDER BY completed_on DESC, id`,
    [queues],
  );
}

/** Each of `queues`, with its jobs by where they stand, read in one query. */
export async function countJobs(db: Queryable, queues: string[]): Promise<QueueCounts[]> {
  const rows = await db.query<QueueCounts>(
    `SELECT name AS queue,
       count(*) FILTER (WHERE state < 'active' AND start_after <= now())::int AS waiting,
       count(*) FILTER (WHERE state < 'active' AND start_after > now())::int AS scheduled,
       count(*) FILTER (WHERE state = 'active')::int AS running,
       count(*) FILTER (WHERE state = 'failed')::int AS failed
     FROM ${jobsTable} WHERE name = ANY($1::text[]) AND state IN ('created', 'retry', 'active', 'failed')
     GROUP BY name`,
    [queues],
  );
  const counted = new Map(rows.map((row) => [row.queue, row]));
  return queues.map((queue) => counted.get(queue) ?? { queue, waiting: 0, scheduled: 0, running: 0, failed: 0 });
}
