import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database';

const defaultMigrations = new URL('./migrations/', import.meta.url);
// Any constant shared by every instance: it serialises migrations across servers on PostgreSQL.
const migrationLock = 727_001;

/** The database was migrated by a newer release: running this one against it would misread her data. */
export class NewerSchemaError extends Error {
  override name = 'NewerSchemaError';

  constructor(readonly unknown: string[]) {
    super(
      `This database has migrations this release does not know (${unknown.join(', ')}): a newer release has used it. ` +
        'Start that release again, or, to go back to this one, restore the backup taken before the upgrade (README, Going live).',
    );
  }
}

/**
 * Applies, in order, every migration file not yet recorded in schema_migrations; refuses a
 * database that records a migration this code does not have.
 */
export async function migrate(db: Database, migrationsDir: URL = defaultMigrations): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    // The lock comes first: servers starting together on an empty database would otherwise
    // race to create the bookkeeping table itself.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
    const unknown = [...done].filter((version) => !files.includes(version)).sort();
    if (unknown.length) throw new NewerSchemaError(unknown);
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const script = await readFile(new URL(file, migrationsDir), 'utf8');
      for (const statement of splitStatements(script)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/** Splits a migration into statements at semicolons that end a line. */
function splitStatements(script: string): string[] {
  return script
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
