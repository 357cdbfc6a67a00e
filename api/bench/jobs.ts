// `npm run bench:jobs`: the job queue on embedded PGlite, and on PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, in a fresh database there. Prints
// how fast no-op jobs are stored one at a time, how fast a backlog of them drains with one
// worker and (PostgreSQL) two, and how long an idle worker at the default poll interval takes
// to start a job: woken by an enqueue in its own process, or finding one stored by a
// transaction at its next poll.
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
  wokenMs: { p50: number; p95: number };
  polledMs: { p50: number; p95: number };
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

async function enqueueRate(db: Database): Promise<number> {
  const jobs = new JobQueue(db, log, { pollMs });
  const started = performance.now();
  for (let n = 0; n < jobCount; n++) await jobs.enqueue(queue, { n });
  return jobCount / ((performance.now() - started) / 1000);
}

/** Stores a backlog, then times the workers from their start until every job is recorded done. */
async function drainRate(db: Database, handles: Database[]): Promise<number> {
  await db.query('DELETE FROM jobs');
  await db.transaction(async (tx) => {
    const jobs = new JobQueue(db, log);
    for (let n = 0; n < jobCount; n++) await jobs.enqueue(queue, { n }, {}, tx);
  });
  const ran = countdown(jobCount);
  const workers = handles.map((handle) => {
    const worker = new JobQueue(handle, log, { pollMs, concurrency });
    worker.define(queue, async () => ran.tick());
    return worker;
  });
  const started = performance.now();
  workers.forEach((worker) => worker.start());
  await ran.done;
  await Promise.all(workers.map((worker) => worker.stop()));
  const seconds = (performance.now() - started) / 1000;
  const [unfinished] = await db.query<{ left: number }>("SELECT count(*)::int AS left FROM jobs WHERE state <> 'done'");
  const left = unfinished?.left;
  if (left !== 0) throw new Error(`${left} jobs were not done after the drain`);
  return jobCount / seconds;
}

/**
 * Enqueue-to-start times with an idle worker. Each enqueue waits a random part of the poll
 * interval first, so the polled figures sample every phase of the poll timer.
 */
async function startLatency(db: Database, woken: boolean): Promise<{ p50: number; p95: number }> {
  await db.query('DELETE FROM jobs');
  const jobs = new JobQueue(db, log, { pollMs, concurrency });
  let started: () => void = () => undefined;
  jobs.define(queue, async () => started());
  jobs.start();
  const latencies: number[] = [];
  try {
    for (let sample = 0; sample < latencySamples; sample++) {
      await sleep(Math.random() * pollMs);
      const running = new Promise<void>((resolve) => (started = resolve));
      const sentAt = performance.now();
      if (woken) await jobs.enqueue(queue, { sample });
      else await db.transaction((tx) => jobs.enqueue(queue, { sample }, {}, tx));
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
      wokenMs: await startLatency(db, true),
      polledMs: await startLatency(db, false),
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
  ['woken p50/p95', 16],
  ['polled p50/p95', 16],
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
      spread(figures.wokenMs),
      spread(figures.polledMs),
    ]),
  );
}
if (process.env.BENCH_JSON) console.info(JSON.stringify(results));
