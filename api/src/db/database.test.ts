import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/test-databases';
import { openDatabase } from './database';

const postgres = testEngines.filter((engine) => engine.label === 'PostgreSQL');

describe.skipIf(postgres.length === 0)('the PostgreSQL database', () => {
  it('outlives the server closing its idle connections, and answers the next query on a new one', async () => {
    const target = await postgres[0]!.create();
    const db = await openDatabase(target.config);
    try {
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = new URL(target.config.kind === 'postgres' ? target.config.url : '').pathname.slice(1);
      const [closed] = (
        await admin.query<{ closed: number }>(
          'SELECT count(pg_terminate_backend(pid))::int AS closed FROM pg_stat_activity WHERE datname = $1',
          [name],
        )
      ).rows;
      await admin.end();
      expect(closed!.closed).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));

      expect(await db.query('SELECT 2 AS two')).toEqual([{ two: 2 }]);
    } finally {
      await db.close();
      await target.drop();
    }
  });
});
