import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../config/config';
import { openMediaStorage } from '../media/media-storage';
import { localServerUrl } from '../studio/enrolment-links';
import { openElsewhere } from './backup-command';
import { clearDatabase, databaseHoldsData, pgliteInUse, restoreDatabase } from './database-dump';
import { extractArchive, inspectArchive, type BackupManifest } from './site-archive';

/** A restore that would overwrite data, or run under a live site, or cross database kinds. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** What was restored, and where. */
export interface Restored {
  manifest: BackupManifest;
  rowCounts: Record<string, number>;
  database: string;
  media: string;
}

const databaseName = (config: AppConfig['database']) =>
  config.kind === 'pglite'
    ? `the PGlite folder ${config.dataDir}`
    : `the PostgreSQL database ${new URL(config.url).pathname.slice(1)}`;

/** Whether a server of the site answers at the configured address. */
async function siteAnswers(config: AppConfig): Promise<boolean> {
  const response = await fetch(localServerUrl(config, '/health'), { signal: AbortSignal.timeout(2000) }).catch(
    () => undefined,
  );
  return response?.ok === true;
}

/** Refuses a target that holds data, naming it; with `force`, clears its database instead. */
async function prepareTarget(config: AppConfig, force: boolean): Promise<void> {
  const media = openMediaStorage(config.media);
  const databaseFull = await databaseHoldsData(config.database);
  const holding = [
    ...(databaseFull ? [databaseName(config.database)] : []),
    ...((await media.keys()).length ? [`the media ${media.name}`] : []),
  ];
  if (holding.length && !force) {
    throw new RestoreRefusedError(
      `Nothing was restored: ${holding.join(' and ')} already hold${holding.length > 1 ? '' : 's'} data. Restore into an empty data folder, or an empty database and bucket; or add --force to replace the database (media files of the same name are overwritten, others stay).`,
    );
  }
  if (databaseFull) await clearDatabase(config.database);
}

/**
 * `npm run restore -- FILE`: fills an empty data folder, or an empty database and bucket, from an
 * archive. Everything is checked before anything is written: the archive whole (every file
 * against its checksum), its schema not newer than this release's, its database of the kind
 * configured, the site stopped, the target empty unless `force`. Media go first, the database
 * last, and its row counts are read back against the archive's.
 */
export async function restoreSite(config: AppConfig, file: string, { force = false } = {}): Promise<Restored> {
  if (await siteAnswers(config)) {
    throw new RestoreRefusedError(
      `The site answers at ${localServerUrl(config, '')}: stop it before restoring into its data.`,
    );
  }
  if (config.database.kind === 'pglite' && pgliteInUse(config.database.dataDir)) {
    throw new RestoreRefusedError(openElsewhere(config, config.database.dataDir));
  }
  const manifest = await inspectArchive(file);
  if (manifest.database.kind !== config.database.kind) {
    const configured =
      config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL is set)' : 'PGlite (DATABASE_URL is not set)';
    throw new RestoreRefusedError(
      `${file} holds a ${manifest.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} database, and this site is configured for ${configured}.`,
    );
  }
  await prepareTarget(config, force);

  const media = openMediaStorage(config.media);
  const scratch = await mkdtemp(path.join(tmpdir(), 'site-restore-'));
  try {
    const dumpFile = path.join(scratch, 'database');
    await extractArchive(file, manifest, media, dumpFile);
    if (config.database.kind === 'pglite') await mkdir(config.database.dataDir, { recursive: true });
    const rowCounts = await restoreDatabase(config.database, dumpFile);
    const short = Object.entries(manifest.database.rowCounts).filter(([table, rows]) => rowCounts[table] !== rows);
    if (short.length) {
      const tables = short.map(([table, rows]) => `${table} ${rowCounts[table] ?? 0} of ${rows}`);
      throw new Error(`The restored database does not hold what the archive counted: ${tables.join(', ')}`);
    }
    return { manifest, rowCounts, database: databaseName(config.database), media: media.name };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
