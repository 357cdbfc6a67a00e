import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { newId } from '../db/ids';
import { migrate } from '../db/migrate';
import { ApiProcess } from '../testing/api-process';
import { orderRequest } from '../testing/order-fixtures';
import { originalCartLine } from 'shared-contracts/testing/cart-lines';
import { testEngines, type TestDatabase } from '../testing/test-databases';

const postgres = testEngines.find((engine) => engine.label === 'PostgreSQL');

describe.skipIf(!postgres)('an original sold by two API processes on one PostgreSQL', { timeout: 60_000 }, () => {
  let database: TestDatabase;
  let db: Database;
  let processes: [ApiProcess, ApiProcess];

  beforeAll(async () => {
    database = await postgres!.create();
    if (database.config.kind !== 'postgres') throw new Error('The PostgreSQL engine made another database');
    db = await openDatabase(database.config);
    await migrate(db);
    const env = { APP_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: database.config.url };
    processes = [new ApiProcess(env), new ApiProcess(env)];
    await Promise.all(processes.map((api) => api.start()));
  });
  afterAll(async () => {
    await Promise.all(processes.map((api) => api.kill()));
    await db.close();
    await database.drop();
  });

  it('charges exactly one of 20 buyers checking out at once, across both processes', async () => {
    onTestFailed(() => {
      for (const api of processes) console.error(`Output of the API process on ${api.url}:\n${api.output}`);
    });
    await db.query(
      `INSERT INTO artworks (id, slug, title, width_in, height_in, price_cents, shipping_cents, status, position)
       VALUES ($1, 'still-waters', 'Still Waters', 24, 18, 120000, 4500, 'available', 0)`,
      [newId('art')],
    );
    const line = originalCartLine('still-waters', 'Still Waters', '1200.00', '45.00');

    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, buyer) => processes[buyer % 2]!.invoke('process-order', orderRequest([line]))),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(String(outcome.reason)).toContain('has just been reserved or sold');
    }
    const [charges] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM test_card_charges WHERE status = 'succeeded'`,
    );
    expect(charges!.count).toBe(1);
    const [piece] = await db.query<{ status: string }>(`SELECT status FROM artworks WHERE slug = 'still-waters'`);
    expect(piece!.status).toBe('sold');
  });
});
