import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { openMediaStorage } from '../media/media-storage';
import { freePort } from '../testing/free-port';

const apiRoot = path.join(import.meta.dirname, '..', '..');

/** Runs one of the api's scripts as `npm run` would, with only the environment given; answers its exit code and output. */
async function script(name: string, args: string[], env: Record<string, string>) {
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(await freePort()), ...env },
  });
  return run.then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

describe('npm run backup and npm run restore', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'backup-scripts-'));
    const db = await openDatabase({ kind: 'pglite', dataDir: path.join(scratch, 'site', 'pglite') });
    await migrate(db);
    await db.close();
    await openMediaStorage({ kind: 'local', dir: path.join(scratch, 'site', 'media') }).put(
      'originals/med_one.jpg',
      Buffer.from('pretend JPEG bytes'),
      'image/jpeg',
    );
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('leave alone a PGlite folder that a server which does not answer has open', async () => {
    const open = await openDatabase({ kind: 'pglite', dataDir: path.join(scratch, 'site', 'pglite') });
    try {
      const backup = await script('backup', ['--to', path.join(scratch, 'never.tar.gz')], {
        DATA_DIR: path.join(scratch, 'site'),
      });
      expect(backup.code).toBe(1);
      expect(backup.output).toContain('is open in a process that does not answer at http://127.0.0.1:');
    } finally {
      await open.close();
    }
  });

  it('back up a stopped site from its own folder, restore it into an empty one, and refuse one that is not', async () => {
    const archive = path.join(scratch, 'site.tar.gz');
    const backup = await script('backup', ['--to', archive], { DATA_DIR: path.join(scratch, 'site') });
    expect(backup.output).toContain(`Backed up to ${archive}`);
    expect(backup.output).toContain('made by this command, from the database itself');
    expect(backup.output).toContain('1 media objects');
    expect(backup.code).toBe(0);

    const restored = path.join(scratch, 'restored');
    const restore = await script('restore', [archive], { DATA_DIR: restored });
    expect(restore.output).toContain(`into the PGlite folder ${path.join(restored, 'pglite')}, rows per table:`);
    expect(restore.output).toMatch(/^ {4}schema_migrations: \d+$/m);
    expect(restore.output).toContain(`1 media objects into folder ${path.join(restored, 'media')}`);
    expect(restore.code).toBe(0);

    const again = await script('restore', [archive], { DATA_DIR: restored });
    expect(again.code).toBe(1);
    expect(again.output).toContain('Nothing was restored');
  });
});
