import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { backupDownloadPath, type LastBackup } from 'shared-contracts/studio';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { openMediaStorage } from '../media/media-storage';
import { archiveName, openArchiveStore, type ArchiveKind, type ArchiveStore } from './archive-store';
import { appliedMigrations, migrationFiles } from './database-dump';
import { inspectArchive, writeArchive, type ArchiveSource, type BackupManifest } from './site-archive';

/** Writes an archive of the site to the stream it is given, and ends it. */
export type ArchiveWriter = (out: Writable) => Promise<unknown>;

/** An archive made and checked: where it is, what it holds, and its size. */
export interface MadeArchive {
  location: string;
  manifest: BackupManifest;
  bytes: number;
}

/** Where `npm run backup` asks the running server for an archive: on PGlite, only that process may open the database. */
export const backupsPath = '/api/backups';

/** The daily backup's queue: one job a day, at `BACKUP_TIME`, once across every process. */
export const dailyBackupQueue = 'daily-backup';

/** The daily backup is late once the last one is older than this: a day, and time for a slow one. */
export const backupLateAfterMs = 26 * 60 * 60 * 1000;

/** Writes the archive to `file`, then reads it back whole, so that a cut-short or damaged one is never kept. */
async function writeChecked(file: string, write: ArchiveWriter): Promise<Omit<MadeArchive, 'location'>> {
  await write(createWriteStream(file, { mode: 0o600 }));
  const manifest = await inspectArchive(file);
  return { manifest, bytes: (await stat(file)).size };
}

/** Makes an archive at `file`, only once it is whole and checked (it is written beside it first). */
export async function backUpToFile(file: string, write: ArchiveWriter): Promise<MadeArchive> {
  const partial = `${file}.partial`;
  try {
    const made = await writeChecked(partial, write);
    await rename(partial, file);
    return { ...made, location: path.resolve(file) };
  } finally {
    await rm(partial, { force: true });
  }
}

/** Makes an archive into the store, named for `kind` and the time it was begun, once it is whole and checked. */
export async function backUpIntoStore(
  store: ArchiveStore,
  kind: ArchiveKind,
  write: ArchiveWriter,
): Promise<MadeArchive> {
  const name = archiveName(kind, new Date());
  const scratch = await store.scratch();
  try {
    const file = path.join(scratch, name);
    const made = await writeChecked(file, write);
    await store.keep(file, name);
    return { ...made, location: store.locationOf(name) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Before an upgrade migrates a database that already holds the site, keeps an archive of it in
 * the backup store (`before-upgrade-….tar.gz`) and answers where; nothing to do for a fresh
 * database or one already up to date.
 */
export async function backupBeforeMigrating(config: AppConfig, db: Database): Promise<string | undefined> {
  const applied = await appliedMigrations(db);
  if (!applied.length || (await migrationFiles()).every((file) => applied.includes(file))) return undefined;
  const source = { db, media: openMediaStorage(config.media) };
  const made = await backUpIntoStore(openArchiveStore(config.backups.store), 'before-upgrade', (out) =>
    writeArchive(source, out),
  );
  return made.location;
}

interface SiteBackupsDeps {
  config: AppConfig['backups'];
  source: ArchiveSource;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

/**
 * The site's backups while it runs: every day at `BACKUP_TIME` (UTC) an archive of the
 * database and the media goes into the store, and all but the newest `BACKUP_KEEP` are
 * deleted. A day whose backup fails three times, a quarter of an hour apart, is e-mailed to
 * her, once, as any job given up.
 */
export class SiteBackups {
  readonly store: ArchiveStore;

  constructor(private readonly deps: SiteBackupsDeps) {
    this.store = openArchiveStore(deps.config.store);
    deps.jobs.define(dailyBackupQueue, () => this.backUpDaily(), {
      baseMs: 15 * 60 * 1000,
      maxAttempts: 3,
      describe: () => 'The daily backup of the site (its database and photos)',
    });
    const [hour, minute] = deps.config.dailyAtUtc.split(':').map(Number);
    deps.jobs.schedule(dailyBackupQueue, `${minute} ${hour} * * *`);
  }

  /** Makes today's archive, then keeps only the newest ones. */
  async backUpDaily(): Promise<void> {
    const made = await backUpIntoStore(this.store, 'backup', (out) => writeArchive(this.deps.source, out));
    const removed = await this.keepNewest();
    this.deps.log.info(
      { location: made.location, bytes: made.bytes, objects: made.manifest.media.objectCount, removed },
      'daily backup made',
    );
  }

  /** Deletes all but the newest `BACKUP_KEEP` archives; answers the names deleted. */
  async keepNewest(): Promise<string[]> {
    const old = (await this.store.list()).slice(this.deps.config.keep).map((archive) => archive.name);
    for (const name of old) await this.store.delete(name);
    return old;
  }

  /** The newest archive, as her studio shows it; null before the first. */
  async last(): Promise<LastBackup | null> {
    const [newest] = await this.store.list();
    if (!newest) return null;
    return {
      name: newest.name,
      madeAt: newest.madeAt.toISOString(),
      bytes: newest.bytes,
      where: this.store.locationOf(newest.name),
      download: `${backupDownloadPath}${newest.name}`,
    };
  }
}
