import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppConfig } from '../config/config';

export interface TestDatabase {
  label: string;
  config: AppConfig['database'];
  drop(): Promise<void>;
}

/**
 * The engines persistence tests run against: embedded PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL names a server (CI starts one). Each PostgreSQL test gets a fresh
 * database, dropped afterwards.
 */
export const testEngines: { label: string; create(): Promise<TestDatabase> }[] = [
  {
    label: 'PGlite',
    create: async () => ({
      label: 'PGlite',
      config: { kind: 'pglite', dataDir: 'memory://' },
      drop: async () => undefined,
    }),
  },
  ...(process.env.TEST_DATABASE_URL
    ? [{ label: 'PostgreSQL', create: () => createPostgresDatabase(process.env.TEST_DATABASE_URL!) }]
    : []),
];

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    config: { kind: 'postgres', url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
