import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../config/config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { JobQueue } from '../jobs/job-queue';
import { openMediaStorage } from '../media/media-storage';
import { startLocalBucket, type LocalBucket } from '../media/testing/local-bucket';
import { startDeskServer, type DeskServer } from '../testing/desk-server';
import { testEngines, type TestDatabase } from '../testing/test-databases';
import { archiveName, openArchiveStore, type ArchiveStore } from './archive-store';
import { migrationFiles } from './database-dump';
import { backupBeforeMigrating, dailyBackupQueue, SiteBackups } from './site-backups';

const silent = pino({ level: 'silent' });
const oldArchives = ['2026-01-01', '2026-01-02', '2026-01-03'].map((day) =>
  archiveName('backup', new Date(`${day}T03:00:00Z`)),
);

interface OpenedStore {
  config: AppConfig['backups']['store'];
  stop(): Promise<void>;
}

describe.each<{ label: string; open(): Promise<OpenedStore> }>([
  {
    label: 'a folder',
    open: async () => ({
      config: { kind: 'local', dir: await mkdtemp(path.join(tmpdir(), 'archives-')) },
      stop: async () => undefined,
    }),
  },
  {
    label: 'an S3 bucket (s3rver)',
    open: async () => {
      const bucket: LocalBucket = await startLocalBucket('backups/');
      return { config: bucket.config, stop: () => bucket.stop() };
    },
  },
])('archives kept in $label', ({ open }) => {
  let store: ArchiveStore;
  let stop: () => Promise<void>;
  let scratch: string;
  beforeAll(async () => {
    const opened = await open();
    store = openArchiveStore(opened.config);
    stop = opened.stop;
    scratch = await mkdtemp(path.join(tmpdir(), 'archive-files-'));
  });
  afterAll(async () => {
    await stop();
    await rm(scratch, { recursive: true, force: true });
  });

  it('are listed newest first with their time and size, read back, and deleted', async () => {
    for (const [index, name] of [
      ...oldArchives,
      archiveName('before-upgrade', new Date('2026-01-02T12:00:00Z')),
    ].entries()) {
      const file = path.join(await store.scratch(), name);
      await writeFile(file, 'x'.repeat(index + 1));
      await store.keep(file, name);
    }
    expect(await store.list()).toEqual([
      { name: 'backup-2026-01-03T03-00-00-000Z.tar.gz', madeAt: new Date('2026-01-03T03:00:00Z'), bytes: 3 },
      { name: 'before-upgrade-2026-01-02T12-00-00-000Z.tar.gz', madeAt: new Date('2026-01-02T12:00:00Z'), bytes: 4 },
      { name: 'backup-2026-01-02T03-00-00-000Z.tar.gz', madeAt: new Date('2026-01-02T03:00:00Z'), bytes: 2 },
      { name: 'backup-2026-01-01T03-00-00-000Z.tar.gz', madeAt: new Date('2026-01-01T03:00:00Z'), bytes: 1 },
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of (await store.read(oldArchives[2]!))!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('xxx');
    expect(await store.read('../../etc/passwd')).toBeUndefined();
    expect(await store.read('backup-2000-01-01T00-00-00-000Z.tar.gz')).toBeUndefined();
    await store.delete(oldArchives[0]!);
    expect((await store.list()).map((archive) => archive.name)).not.toContain(oldArchives[0]);
  });
});

describe('an upgrade about to migrate', () => {
  let dataDir: string;
  let db: Database;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'before-upgrade-'));
    db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  });
  afterAll(async () => {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps an archive of a database an older release made, and none of a fresh or current one', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(await backupBeforeMigrating(config, db)).toBeUndefined();
    await migrate(db);
    expect(await backupBeforeMigrating(config, db)).toBeUndefined();

    const newest = (await migrationFiles()).at(-1)!;
    await db.query('DELETE FROM schema_migrations WHERE version = $1', [newest]);
    const location = await backupBeforeMigrating(config, db);
    expect(location).toMatch(
      new RegExp(`^${path.join(dataDir, 'backups')}/before-upgrade-\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z\\.tar\\.gz$`),
    );
    expect(await readdir(path.join(dataDir, 'backups'))).toEqual(['.partial', path.basename(location!)]);
  });
});

const postgres = testEngines.find((engine) => engine.label === 'PostgreSQL');

describe.skipIf(!postgres)(
  'the daily backup, shared by two API processes on one PostgreSQL',
  { timeout: 60_000 },
  () => {
    let database: TestDatabase;
    let dataDir: string;
    const dbs: Database[] = [];
    const queues: JobQueue[] = [];
    beforeAll(async () => {
      database = await postgres!.create();
      dataDir = await mkdtemp(path.join(tmpdir(), 'daily-backup-'));
    });
    afterAll(async () => {
      await Promise.all(queues.map((jobs) => jobs.stop()));
      await Promise.all(dbs.map((db) => db.close()));
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('is made once between them at its time, and only the newest BACKUP_KEEP archives stay', async () => {
      const backupsDir = path.join(dataDir, 'backups');
      await mkdir(backupsDir);
      for (const name of oldArchives) await writeFile(path.join(backupsDir, name), 'an old archive');
      // Its time is this minute, with time to spare before the next.
      if (new Date().getUTCSeconds() > 45) await new Promise((resolve) => setTimeout(resolve, 16_000));
      const now = new Date().toISOString();
      const config = loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: database.config.kind === 'postgres' ? database.config.url : '',
        BACKUP_KEEP: '2',
        BACKUP_TIME: now.slice(11, 16),
        JOB_LEASE_SECONDS: '10',
        JOB_POLL_MS: '500',
      });
      for (let process = 0; process < 2; process++) {
        const db = await openDatabase(config.database);
        dbs.push(db);
        if (process === 0) await migrate(db);
        const jobs = new JobQueue(db, silent, config.jobs);
        queues.push(jobs);
        new SiteBackups({
          config: config.backups,
          source: { db, media: openMediaStorage(config.media) },
          jobs,
          log: silent,
        });
      }
      await Promise.all(queues.map((jobs) => jobs.start()));

      const made = async () =>
        (await readdir(backupsDir)).filter((name) => name.startsWith(`backup-${now.slice(0, 10)}`));
      await expect.poll(made, { timeout: 30_000, interval: 250 }).toHaveLength(1);
      // Two more passes of the schedule's check, by either process, send nothing more.
      await new Promise((resolve) => setTimeout(resolve, 4_500));
      const jobs = await dbs[0]!.query<{ state: string }>('SELECT state FROM pgboss.job WHERE name = $1', [
        dailyBackupQueue,
      ]);
      expect(jobs).toEqual([{ state: 'completed' }]);
      const [fresh] = await made();
      expect((await readdir(backupsDir)).filter((name) => !name.startsWith('.')).sort()).toEqual(
        [oldArchives[2], fresh].sort(),
      );
    });
  },
);

describe('a daily backup that fails', () => {
  let desk: DeskServer;
  let notAFolder: string;
  beforeAll(async () => {
    notAFolder = path.join(await mkdtemp(path.join(tmpdir(), 'failing-backup-')), 'a-file');
    await writeFile(notAFolder, 'in the way of the backup folder');
    desk = await startDeskServer({ env: { BACKUP_DIR: notAFolder } });
  });
  afterAll(async () => {
    await desk.stop();
    await rm(path.dirname(notAFolder), { recursive: true, force: true });
  });

  it('is tried three times and then e-mailed to her, once', async () => {
    const { jobs } = desk.server.app.services;
    await jobs.enqueue(dailyBackupQueue, null);
    // Each retry waits a quarter of an hour; here that time passes at once.
    const states = async () => {
      await desk.server.db.query(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry'`, [
        dailyBackupQueue,
      ]);
      return (
        await desk.server.db.query<{ state: string }>('SELECT state FROM pgboss.job WHERE name = $1', [
          dailyBackupQueue,
        ])
      )[0]?.state;
    };
    await expect.poll(states, { timeout: 20_000, interval: 300 }).toBe('failed');
    const notice = await desk.smtp.waitFor((mail) => mail.subject.includes('The daily backup of the site'));
    expect(notice.subject).toBe('Needs your attention: The daily backup of the site (its database and photos)');
    expect(notice.text).toContain('failed 3 times and will not be tried again');
    expect(notice.text).toContain(notAFolder);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(desk.smtp.messages.filter((mail) => mail.subject === notice.subject)).toHaveLength(1);
    expect(await readFile(notAFolder, 'utf8')).toBe('in the way of the backup folder');
  });
});
