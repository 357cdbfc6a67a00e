import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type { AppConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { openMediaStorage } from '../media/media-storage';
import { localServerUrl, readServerKey } from '../studio/enrolment-links';
import { openArchiveStore } from './archive-store';
import { pgliteInUse } from './database-dump';
import { writeArchive } from './site-archive';
import { backupsPath, backUpIntoStore, backUpToFile, type ArchiveWriter, type MadeArchive } from './site-backups';

/** A backup this command made, and who made the archive: the running server, or the command itself. */
export interface CommandBackup extends MadeArchive {
  madeBy: string;
}

/**
 * Asks the running server for an archive, proving with the key in its data folder that this
 * runs beside it; undefined when no server answers at its address.
 */
async function askRunningServer(config: AppConfig): Promise<{ write: ArchiveWriter; madeBy: string } | undefined> {
  const key = await readServerKey(config.dataDir);
  const address = localServerUrl(config, backupsPath);
  const response = await fetch(address, {
    method: 'POST',
    headers: key ? { Authorization: `Bearer ${key}` } : {},
  }).catch(() => undefined);
  if (!response) return undefined;
  if (!response.ok || !response.body) {
    const answer = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(
      `The site at ${address} refused to make a backup: ${answer.error ?? `it answered ${response.status}`}`,
    );
  }
  const body = Readable.fromWeb(response.body as ReadableStream);
  return { write: (out) => pipeline(body, out), madeBy: `the site running at ${localServerUrl(config, '')}` };
}

/** Why a PGlite folder that no server answers for cannot be opened here. */
export const openElsewhere = (config: AppConfig, dataDir: string) =>
  `The database in ${dataDir} is open in a process that does not answer at ${localServerUrl(config, '')}: give this command that server's HOST and PORT, or stop it first. (A server that was killed leaves it marked open: start the site once and stop it.)`;

/** Makes the archive with `write`, into `to` or else into the backup store. */
function backUp(config: AppConfig, to: string | undefined, write: ArchiveWriter): Promise<MadeArchive> {
  return to ? backUpToFile(to, write) : backUpIntoStore(openArchiveStore(config.backups.store), 'backup', write);
}

/**
 * `npm run backup`: an archive of the site, while it keeps serving, into `to` or else the backup
 * store. On PGlite, which one process at a time may open, the running server makes it; with no
 * server running, this command opens the data folder itself. On PostgreSQL, it dumps the
 * database itself (pg_dump), beside the servers.
 */
export async function backUpSite(config: AppConfig, to?: string): Promise<CommandBackup> {
  if (config.database.kind === 'pglite') {
    const server = await askRunningServer(config);
    if (server) return { ...(await backUp(config, to, server.write)), madeBy: server.madeBy };
    const { dataDir } = config.database;
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      throw new Error(`There is no database in ${dataDir}: is DATA_DIR the site's?`);
    }
    if (pgliteInUse(dataDir)) throw new Error(openElsewhere(config, dataDir));
  }
  const db = await openDatabase(config.database);
  try {
    const source = { db, media: openMediaStorage(config.media) };
    const made = await backUp(config, to, (out) => writeArchive(source, out));
    return { ...made, madeBy: 'this command, from the database itself' };
  } finally {
    await db.close();
  }
}
