import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, type ConstructorOptions } from 'pg-boss';
import type { AppConfig } from '../config/config';

/** The database cannot be reached: the request can be retried later, nothing was done. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);

/** Turns "the database is not there" into DatabaseUnavailableError; other errors pass through. */
function unavailable(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const lost =
    (code && (connectionErrorCodes.has(code) || code.startsWith('08'))) ||
    /PGlite is closed|Connection terminated|pool after calling end|connection error/i.test(message ?? '');
  return lost ? new DatabaseUnavailableError(`The database is unavailable: ${message ?? code}`) : error;
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw unavailable(error);
  }
}

/** What repositories need from the database: parameterised queries, and transactions. */
export interface Queryable {
  query<Row extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/**
 * How a backup dumps the state of the data its transaction sees: PGlite's data folder as a
 * tarball, or the snapshot PostgreSQL exported for `pg_dump --snapshot`, with where pg_dump
 * reaches the database.
 */
export type DumpSource =
  { kind: 'pglite'; dataDir(): Promise<Blob> } | { kind: 'postgres'; url: string; snapshot: string };

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in a read-only transaction, given a way to dump the very state that transaction
   * reads. On PGlite no other statement runs until `work` ends; on PostgreSQL the others go on.
   */
  snapshot<T>(work: (tx: Queryable, dump: DumpSource) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  /** How the job queue (pg-boss) reaches this database: through PGlite's one connection, or a small pool of its own. */
  jobStore(): ConstructorOptions;
  close(): Promise<void>;
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite';
  constructor(private readonly db: PGlite) {}

  async query<Row extends object>(sql: string, params: unknown[] = []): Promise<Row[]> {
    return guarded(async () => (await this.db.query<Row>(sql, params)).rows);
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return guarded(() =>
      this.db.transaction((tx) =>
        work({
          query: async <Row extends object>(sql: string, params: unknown[] = []) =>
            (await tx.query<Row>(sql, params)).rows,
        }),
      ),
    );
  }

  snapshot<T>(work: (tx: Queryable, dump: DumpSource) => Promise<T>): Promise<T> {
    // A transaction holds PGlite's one connection, and the data folder is read between two of its
    // statements, all in one process: the tarball is the state the transaction reads, and the
    // transaction, reading only, leaves nothing of its own in it.
    return this.transaction((tx) => work(tx, { kind: 'pglite', dataDir: () => this.db.dumpDataDir('none') }));
  }

  async exec(script: string): Promise<void> {
    await this.db.exec(script);
  }

  jobStore(): ConstructorOptions {
    return { backend: 'pglite', db: fromPglite(this.db) };
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres';
  constructor(
    private readonly pool: pg.Pool,
    private readonly url: string,
  ) {}

  async query<Row extends object>(sql: string, params: unknown[] = []): Promise<Row[]> {
    return guarded(async () => (await this.pool.query<Row & pg.QueryResultRow>(sql, params)).rows);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await guarded(() => this.pool.connect());
    try {
      await client.query('BEGIN');
      const result = await work({
        query: async <Row extends object>(sql: string, params: unknown[] = []) =>
          (await client.query<Row & pg.QueryResultRow>(sql, params)).rows,
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw unavailable(error);
    } finally {
      client.release();
    }
  }

  snapshot<T>(work: (tx: Queryable, dump: DumpSource) => Promise<T>): Promise<T> {
    return this.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const [exported] = await tx.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
      return work(tx, { kind: 'postgres', url: this.url, snapshot: exported!.snapshot });
    });
  }

  async exec(script: string): Promise<void> {
    await this.pool.query(script);
  }

  jobStore(): ConstructorOptions {
    return { connectionString: this.url, max: 4, application_name: 'grace-studio-jobs' };
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }
}

/** PGlite in a local folder by default; PostgreSQL when a DATABASE_URL is configured. */
export async function openDatabase(config: AppConfig['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection the server closes (a restart, a failover, a database dropped at the end
    // of a test) is an 'error' of the pool, which would end the process unheard. The pool has
    // already let that connection go and opens another for the next query; a server that is
    // really gone answers that query with DatabaseUnavailableError.
    pool.on('error', () => undefined);
    await pool.query('SELECT 1');
    return new PostgresDatabase(pool, config.url);
  }
  if (config.dataDir !== 'memory://') await mkdir(config.dataDir, { recursive: true });
  const db = new PGlite(config.dataDir);
  await db.waitReady;
  return new PgliteDatabase(db);
}
