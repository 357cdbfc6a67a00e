import { mkdtemp, writeFile } from 'node:fs/promises';
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
