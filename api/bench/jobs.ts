// `npm run bench:jobs`: the job queue on embedded PGlite, and on PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, in a fresh database there. Prints
// how fast no-op jobs are stored one at a time, how fast a backlog of them drains with one
// worker and (PostgreSQL) two, and how long an idle worker at the default poll interval takes
// to start a job: one enqueued on its own, or one stored by a transaction when it commits.
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { type Database, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { JobQueue } from '../src/jobs/job-queue';

const jobCount = Number(process.env.BENCH_JOBS ?? 2000);
const latencySamples = Number(process.env.BENCH_SAMPLES ?? 20);
const pollMs = 1000;
const concurrency = 5;
const queue = 'bench';

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const { testEngines } = await import('../src/testing/test-databases');
const log = pino({ level: 'warn' });

interface Figures {
  engine: string;
  enqueuePerSecond: number;
  drainOneWorker: number;
  drainTwoWorkers?: number;
  enqueuedMs: { p50: number; p95: number };
  committedMs: { p50: number; p95: number };
}

/** Resolves once `tick` has been called `target` times. */
function countdown(target: number): { tick: () => void; done: Promise<void> } {
  let left = target;
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { tick: () => void (--left === 0 && finish()), done };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** A queue of no-op jobs, each counted by `tick`. */
function benchQueue(db: Database, tick: () => void = () => undefined): JobQueue {
  const jobs = new JobQueue(db, log, { pollMs, concurrency });
  jobs.define(queue, async () => tick(), { baseMs: 1000 });
  return jobs;
}

const clear = (db: Database) => db.query('DELETE FROM pgboss.job WHERE name = $1', [queue]);

async function enqueueRate(db: Database): Promise<number> {
  const jobs = benchQueue(db);
  await jobs.open();
  const started = performance.now();
  for (let n = 0; n < jobCount; n++) await jobs.enqueue(queue, { n });
  await jobs.stop();
  return jobCount / ((performance.now() - started) / 1000);
}

/** Stores a backlog, then times the workers from their start until every job is recorded done. */
async function drainRate(db: Database, handles: Database[]): Promise<number> {
  await clear(db);
  const ran = countdown(jobCount);
  const workers = handles.map((handle) => benchQueue(handle, ran.tick));
  await Promise.all(workers.map((worker) => worker.open()));
  await db.transaction(async (tx) => {
    for (let n = 0; n < jobCount; n++) await workers[0]!.enqueue(queue, { n }, {}, tx);
  });
  const started = performance.now();
  await Promise.all(workers.map((worker) => worker.start()));
  await ran.done;
  await Promise.all(workers.map((worker) => worker.stop()));
  const seconds = (performance.now() - started) / 1000;
  const [unfinished] = await db.query<{ left: number }>(
    "SELECT count(*)::int AS left FROM pgboss.job WHERE name = $1 AND state <> 'completed'",
    [queue],
  );
  const left = unfinished?.left;
  if (left !== 0) throw new Error(`${left} jobs were not done after the drain`);
  return jobCount / seconds;
}

/**
 * Enqueue-to-start times with an idle worker. Each enqueue waits a random part of the poll
 * interval first, so the figures sample every phase of the poll timer.
 */
async function startLatency(db: Database, inTransaction: boolean): Promise<{ p50: number; p95: number }> {
  await clear(db);
  let started: () => void = () => undefined;
  const jobs = benchQueue(db, () => started());
  await jobs.start();
  const latencies: number[] = [];
  try {
    for (let sample = 0; sample < latencySamples; sample++) {
      await sleep(Math.random() * pollMs);
      const running = new Promise<void>((resolve) => (started = resolve));
      const sentAt = performance.now();
      if (inTransaction) await db.transaction((tx) => jobs.enqueue(queue, { sample }, {}, tx));
      else await jobs.enqueue(queue, { sample });
      await running;
      latencies.push(performance.now() - sentAt);
    }
  } finally {
    await jobs.stop();
  }
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
}

async function measure(engine: (typeof testEngines)[number]): Promise<Figures> {
  const target = await engine.create();
  const db = await openDatabase(target.config);
  const second = engine.label === 'PGlite' ? undefined : await openDatabase(target.config);
  try {
    await migrate(db);
    return {
      engine: engine.label,
      enqueuePerSecond: await enqueueRate(db),
      drainOneWorker: await drainRate(db, [db]),
      drainTwoWorkers: second ? await drainRate(db, [db, second]) : undefined,
      enqueuedMs: await startLatency(db, false),
      committedMs: await startLatency(db, true),
    };
  } finally {
    await second?.close();
    await db.close();
    await target.drop();
  }
}

const results: Figures[] = [];
for (const engine of testEngines) results.push(await measure(engine));

const rate = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(0));
const spread = ({ p50, p95 }: { p50: number; p95: number }) => `${p50.toFixed(0)} / ${p95.toFixed(0)} ms`;
const columns: [string, number][] = [
  ['engine', 12],
  ['enqueue/s', 10],
  ['drain/s 1 worker', 17],
  ['drain/s 2 workers', 18],
  ['enqueued p50/p95', 17],
  ['committed p50/p95', 18],
];
const line = (cells: string[]) =>
  cells
    .map((cell, index) => (index === 0 ? cell.padEnd(columns[0]![1]) : cell.padStart(columns[index]![1])))
    .join('  ');

console.info(
  `${jobCount} no-op jobs, one enqueue per statement; ${latencySamples} start-latency samples each at pollMs ${pollMs}; ` +
    `${concurrency} jobs at a time per worker; 2 cores shared by database and workers`,
);
console.info(line(columns.map(([title]) => title)));
for (const figures of results) {
  console.info(
    line([
      figures.engine,
      rate(figures.enqueuePerSecond),
      rate(figures.drainOneWorker),
      rate(figures.drainTwoWorkers),
      spread(figures.enqueuedMs),
      spread(figures.committedMs),
    ]),
  );
}
if (process.env.BENCH_JSON) console.info(JSON.stringify(results));
