import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/test-databases';
import { openDatabase } from './database';
import { migrate } from './migrate';

async function migrationsFolder(files: Record<string, string>): Promise<URL> {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) await writeFile(path.join(dir, name), sql);
  return pathToFileURL(`${dir}/`);
}

/** A folder of the site's own migrations, those `wanted` or all. */
async function shippedMigrations(wanted: (file: string) => boolean = () => true): Promise<URL> {
  const shipped = new URL('./migrations/', import.meta.url);
  const files = (await readdir(shipped)).filter((file) => file.endsWith('.sql') && wanted(file));
  return migrationsFolder(
    Object.fromEntries(
      await Promise.all(files.map(async (name) => [name, await readFile(new URL(name, shipped), 'utf8')])),
    ),
  );
}

describe.each(testEngines)('migrations on $label', (engine) => {
  it('applies pending migrations in order, once', async () => {
    const target = await engine.create();
    const db = await openDatabase(target.config);
    try {
      const folder = await migrationsFolder({
        '0002_add_note.sql': 'ALTER TABLE widgets ADD COLUMN note text;\n',
        '0001_widgets.sql':
          '-- widgets for the test\nCREATE TABLE widgets (id serial PRIMARY KEY, name text NOT NULL);\n',
      });

      expect(await migrate(db, folder)).toEqual(['0001_widgets.sql', '0002_add_note.sql']);
      expect(await migrate(db, folder)).toEqual([]);

      await db.query('INSERT INTO widgets (name, note) VALUES ($1, $2)', ['brush', 'sable']);
      expect(await db.query('SELECT name, note FROM widgets')).toEqual([{ name: 'brush', note: 'sable' }]);
    } finally {
      await db.close();
      await target.drop();
    }
  });

  it('refuses a database a newer release has migrated, naming what it does not know, and changes nothing', async () => {
    const target = await engine.create();
    const db = await openDatabase(target.config);
    try {
      const newer = await migrationsFolder({
        '0001_widgets.sql': 'CREATE TABLE widgets (id serial PRIMARY KEY, name text NOT NULL);\n',
        '0002_add_note.sql': 'ALTER TABLE widgets ADD COLUMN note text;\n',
      });
      await migrate(db, newer);
      const older = await migrationsFolder({
        '0001_widgets.sql': 'CREATE TABLE widgets (id serial PRIMARY KEY, name text NOT NULL);\n',
      });

      await expect(migrate(db, older)).rejects.toThrow(
        /has migrations this release does not know \(0002_add_note\.sql\): a newer release has used it/,
      );
      expect(await db.query('SELECT version FROM schema_migrations ORDER BY version')).toEqual([
        { version: '0001_widgets.sql' },
        { version: '0002_add_note.sql' },
      ]);
    } finally {
      await db.close();
      await target.drop();
    }
  });

  // Only PostgreSQL is shared by several servers; each PGlite belongs to one process.
  it.skipIf(engine.label === 'PGlite')(
    'lets servers that start together migrate an empty database once, without failing',
    async () => {
      const target = await engine.create();
      const [one, two] = await Promise.all([openDatabase(target.config), openDatabase(target.config)]);
      try {
        const folder = await migrationsFolder({
          '0001_widgets.sql': 'CREATE TABLE widgets (id serial PRIMARY KEY, name text NOT NULL);\n',
        });
        const applied = await Promise.all([migrate(one, folder), migrate(two, folder)]);
        expect(applied.flat()).toEqual(['0001_widgets.sql']);
      } finally {
        await Promise.all([one.close(), two.close()]);
        await target.drop();
      }
    },
  );

  it('rolls a failing migration back whole', async () => {
    const target = await engine.create();
    const db = await openDatabase(target.config);
    try {
      const folder = await migrationsFolder({
        '0001_broken.sql': 'CREATE TABLE half (id int);\nSELECT no_such_function();\n',
      });

      await expect(migrate(db, folder)).rejects.toThrow();
      expect(await db.query("SELECT to_regclass('half') AS table")).toEqual([{ table: null }]);
    } finally {
      await db.close();
      await target.drop();
    }
  });

  it('applies the site schema', async () => {
    const target = await engine.create();
    const db = await openDatabase(target.config);
    try {
      const applied = await migrate(db);
      expect(applied[0]).toBe('0001_orders.sql');
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
      await target.drop();
    }
  });
});

describe('moving a running shop onto payment states and jobs (0005)', () => {
  it('keeps every order and its pending work: unsent paid orders, unsettled payments and undelivered mail become jobs', async () => {
    const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await migrate(db, await shippedMigrations((file) => file < '0004'));

      const order = (id: string, status: string) =>
        db.query(
          `INSERT INTO orders (id, idempotency_key, request_hash, status, email, items, shipping_address, billing_address,
             subtotal_cents, shipping_cents, tax_cents, total_cents, payment_provider)
           VALUES ($1, $1, 'h', $2, 'a@example.com', '[]', '{}', '{}', 100, 0, 8, 108, 'test-cards')`,
          [id, status],
        );
      await order('ord_paid', 'paid_awaiting_fulfilment');
      await order('ord_sent', 'sent_to_fulfilment');
      await order('ord_pending', 'pending_payment');
      await order('ord_failed', 'payment_failed');
      await db.query(
        `INSERT INTO mail_outbox (id, to_address, subject, body_text) VALUES ('mail_1', 'a@example.com', 'Hi', 'Hello')`,
      );

      // Up to the migration that drops the first jobs table, which pg-boss's queue replaced.
      await migrate(db, await shippedMigrations((file) => file < '0016'));

      expect(await db.query('SELECT id, payment_state, fulfilment_state FROM orders ORDER BY id')).toEqual([
        { id: 'ord_failed', payment_state: 'failed', fulfilment_state: 'waiting' },
        { id: 'ord_paid', payment_state: 'paid', fulfilment_state: 'waiting' },
        { id: 'ord_pending', payment_state: 'pending', fulfilment_state: 'waiting' },
        { id: 'ord_sent', payment_state: 'paid', fulfilment_state: 'sent' },
      ]);
      expect(await db.query('SELECT key, queue FROM jobs ORDER BY key')).toEqual([
        { key: 'fulfil:ord_paid', queue: 'fulfil-order' },
        { key: 'mail:mail_1', queue: 'deliver-mail' },
        { key: 'settle:ord_pending', queue: 'settle-payment' },
      ]);
      const keys = await db.query<{ access_key: string }>('SELECT DISTINCT access_key FROM orders');
      expect(keys).toHaveLength(4);
      expect(keys[0]!.access_key).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await db.close();
    }
  });
});

describe('numbering the orders of a running shop (0015)', () => {
  it('numbers the orders already placed from #1001 in the order they were placed, and goes on from there', async () => {
    const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await migrate(db, await shippedMigrations((file) => file < '0015'));
      const order = (id: string, minutesAgo: number) =>
        db.query(
          `INSERT INTO orders (id, idempotency_key, request_hash, email, items, shipping_address, billing_address,
             subtotal_cents, shipping_cents, tax_cents, total_cents, payment_provider, access_key, created_at)
           VALUES ($1, $1, 'h', 'a@example.com', '[]', '{}', '{}', 100, 0, 8, 108, 'test-cards', $1,
             now() - make_interval(mins => $2))`,
          [id, minutesAgo],
        );
      await order('ord_b', 30);
      await order('ord_a', 10);
      await order('ord_c', 20);

      await migrate(db, await shippedMigrations());
      await order('ord_new', 0);

      expect(await db.query('SELECT id, number FROM orders ORDER BY number')).toEqual([
        { id: 'ord_b', number: 1001 },
        { id: 'ord_c', number: 1002 },
        { id: 'ord_a', number: 1003 },
        { id: 'ord_new', number: 1004 },
      ]);
    } finally {
      await db.close();
    }
  });

  it('gives the first order of a new shop the number 1001', async () => {
    const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await migrate(db);
      await db.query(
        `INSERT INTO orders (id, idempotency_key, request_hash, email, items, shipping_address, billing_address,
           subtotal_cents, shipping_cents, tax_cents, total_cents, payment_provider, access_key)
         VALUES ('ord_1', 'k', 'h', 'a@example.com', '[]', '{}', '{}', 100, 0, 8, 108, 'test-cards', 'key')`,
      );
      expect(await db.query('SELECT number FROM orders')).toEqual([{ number: 1001 }]);
    } finally {
      await db.close();
    }
  });
});
