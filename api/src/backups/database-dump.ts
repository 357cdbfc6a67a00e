import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { readdir, readFile, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config/config';
import { openDatabase, type Database, type DumpSource, type Queryable } from '../db/database';

/** The schemas of the site's data: its own tables, and the job queue's. */
const siteSchemas = ['public', 'pgboss'];

/** What a backup records of its database: which migrations made it, and how many rows each table held. */
export interface DatabaseSummary {
  kind: Database['kind'];
  migrations: string[];
  rowCounts: Record<string, number>;
}

/** The archive's file that holds the database: PGlite's data folder as a tarball, or pg_dump's custom format. */
export const dumpFileOf = (kind: Database['kind']) =>
  kind === 'pglite' ? 'database/pglite-data.tar' : 'database/postgres.dump';

/** The migrations this code has, by file name (`0012_studio_desk.sql`). */
export async function migrationFiles(): Promise<string[]> {
  const files = await readdir(new URL('../db/migrations/', import.meta.url));
  return files.filter((file) => file.endsWith('.sql')).sort();
}

/** The migrations applied to the database, in order; none when it was never migrated. */
export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const [table] = await db.query<{ found: boolean }>(
    `SELECT to_regclass('public.schema_migrations') IS NOT NULL AS found`,
  );
  if (!table?.found) return [];
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
  return rows.map((row) => row.version);
}

/** The site's tables, `orders` in its own schema and `pgboss.job` in the queue's; a partitioned table once. */
async function siteTables(db: Queryable): Promise<{ schema: string; name: string }[]> {
  return db.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND n.nspname = ANY($1::text[])
      ORDER BY n.nspname <> 'public', n.nspname, c.relname`,
    [siteSchemas],
  );
}

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** How many rows each of the site's tables holds, as the caller's transaction sees them. */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { schema, name } of await siteTables(db)) {
    const [row] = await db.query<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM ${quoted(schema)}.${quoted(name)}`,
    );
    counts[schema === 'public' ? name : `${schema}.${name}`] = row!.rows;
  }
  return counts;
}

/** A program of PostgreSQL's client (pg_dump, pg_restore) that exits 0, or an error with what it said. */
function runClient(program: string, args: string[], url: string): Promise<void> {
  // The password goes in the environment, where other users of the machine cannot read it.
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const env = { ...process.env, ...(password && { PGPASSWORD: password }) };
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${target.toString()}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${program} is not installed: install PostgreSQL's client programs (Debian: postgresql-client)`)
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${said.trim()}`)),
    );
  });
}

/**
 * Dumps the database to `file` and answers what it holds, all from one state of the data:
 * checkouts going on meanwhile land either wholly in the dump or not at all. PGlite's data
 * folder is copied in memory while nothing else runs, and written out once the site goes on.
 */
export async function dumpDatabase(db: Database, file: string): Promise<DatabaseSummary> {
  const { summary, tarball } = await db.snapshot(async (tx, dump: DumpSource) => {
    const summary = { kind: db.kind, migrations: await appliedMigrations(tx), rowCounts: await rowCounts(tx) };
    if (dump.kind === 'pglite') return { summary, tarball: await dump.dataDir() };
    await runClient('pg_dump', ['--format=custom', `--snapshot=${dump.snapshot}`, `--file=${file}`], dump.url);
    return { summary, tarball: undefined };
  });
  if (tarball) await pipeline(Readable.fromWeb(tarball.stream() as ReadableStream), createWriteStream(file));
  return summary;
}

/**
 * Whether a process has the PGlite folder open: PGlite keeps `postmaster.pid` there while it
 * runs (and leaves it behind when its process is killed), though it does not stop a second one.
 */
export const pgliteInUse = (dataDir: string) => existsSync(path.join(dataDir, 'postmaster.pid'));

/** Whether the target holds any of the site's data: a PGlite folder with anything in it, or any table of ours. */
export async function databaseHoldsData(config: AppConfig['database']): Promise<boolean> {
  if (config.kind === 'pglite') return (await readdir(config.dataDir).catch(() => [])).length > 0;
  const db = await openDatabase(config);
  try {
    return (await siteTables(db)).length > 0;
  } finally {
    await db.close();
  }
}

/** Removes the site's data from the target, for a restore told to replace it. */
export async function clearDatabase(config: AppConfig['database']): Promise<void> {
  if (config.kind === 'pglite') return rm(config.dataDir, { recursive: true, force: true });
  const db = await openDatabase(config);
  try {
    await db.exec('DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  } finally {
    await db.close();
  }
}

/** Fills the empty target from the dump at `file`; answers its row counts, read back from it. */
export async function restoreDatabase(config: AppConfig['database'], file: string): Promise<Record<string, number>> {
  if (config.kind === 'pglite') {
    const tarball = new Blob([await readFile(file)], { type: 'application/x-tar' });
    const db = new PGlite(config.dataDir, { loadDataDir: tarball });
    try {
      await db.waitReady;
      return await rowCounts({
        query: async <Row extends object>(sql: string, params?: unknown[]) => (await db.query<Row>(sql, params)).rows,
      });
    } finally {
      await db.close();
    }
  }
  await runClient(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    config.url,
  );
  const db = await openDatabase(config);
  try {
    return await rowCounts(db);
  } finally {
    await db.close();
  }
}
