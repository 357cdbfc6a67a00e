import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import apiPackage from '../../package.json' with { type: 'json' };
import { loadConfig, type AppConfig } from '../config/config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openMediaStorage } from '../media/media-storage';
import { freePort } from '../testing/free-port';
import { migrationFiles } from './database-dump';
import { restoreSite } from './restore-command';
import { inspectArchive, writeArchive, type BackupManifest } from './site-archive';

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Every file of a .tar.gz, by name, in order. */
async function filesIn(file: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const extract = tar.extract();
  createReadStream(file).pipe(createGunzip()).pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    files.set(entry.header.name, Buffer.concat(chunks));
  }
  return files;
}

/** A copy of the archive at `from` with some of its files changed (`undefined` leaves one out). */
async function rewritten(
  from: string,
  to: string,
  change: (name: string, bytes: Buffer) => Buffer | undefined,
): Promise<string> {
  const pack = tar.pack();
  const writing = pipeline(pack, createGzip(), createWriteStream(to));
  for (const [name, bytes] of await filesIn(from)) {
    const changed = change(name, bytes);
    if (changed) pack.entry({ name, size: changed.length }, changed);
  }
  pack.finalize();
  await writing;
  return to;
}

const withManifest = (edit: (manifest: BackupManifest) => void) => (name: string, bytes: Buffer) => {
  if (name !== 'manifest.json') return bytes;
  const manifest = JSON.parse(bytes.toString()) as BackupManifest;
  edit(manifest);
  return Buffer.from(JSON.stringify(manifest));
};

describe('an archive of the site', () => {
  let scratch: string;
  let db: Database;
  let archive: string;
  let manifest: BackupManifest;
  const photo = Buffer.from('pretend JPEG bytes');
  const derivative = Buffer.from('pretend AVIF bytes');

  /** A fresh data folder to restore into, with a port no site answers on. */
  async function emptySite(name: string): Promise<AppConfig> {
    return loadConfig({ APP_ENV: 'test', DATA_DIR: path.join(scratch, name), PORT: String(await freePort()) });
  }

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'site-archive-'));
    db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await migrate(db);
    await db.query(
      `INSERT INTO contact_messages (id, name, email, subject, message) VALUES ('msg_1', 'Anna', 'anna@example.com', 'Hello', 'A question about prints')`,
    );
    const media = openMediaStorage({ kind: 'local', dir: path.join(scratch, 'media') });
    await media.put('originals/med_one.jpg', photo, 'image/jpeg');
    await media.put('3f2a9c0d1e2b4a5f-480.avif', derivative, 'image/avif');
    archive = path.join(scratch, 'backup.tar.gz');
    manifest = await writeArchive({ db, media }, createWriteStream(archive));
  });
  afterAll(async () => {
    await db.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('holds the database, every media object, and a manifest that counts them and sums every file', async () => {
    const files = await filesIn(archive);
    expect([...files.keys()]).toEqual([
      'database/pglite-data.tar',
      'media/3f2a9c0d1e2b4a5f-480.avif',
      'media/originals/med_one.jpg',
      'manifest.json',
    ]);
    expect(JSON.parse(files.get('manifest.json')!.toString())).toEqual(manifest);
    expect(manifest).toMatchObject({
      format: 1,
      version: apiPackage.version,
      database: { kind: 'pglite', migrations: await migrationFiles() },
      media: { objectCount: 2 },
      files: {
        'media/originals/med_one.jpg': sha256(photo),
        'media/3f2a9c0d1e2b4a5f-480.avif': sha256(derivative),
        'database/pglite-data.tar': sha256(files.get('database/pglite-data.tar')!),
      },
    });
    expect(manifest.database.rowCounts).toMatchObject({
      contact_messages: 1,
      orders: 0,
      schema_migrations: manifest.database.migrations.length,
    });
    expect(manifest.commit === null || /^[0-9a-f]{40}$/.test(manifest.commit)).toBe(true);
    expect(await inspectArchive(archive)).toEqual(manifest);
  });

  it('restores into an empty data folder: the same rows, the same bytes', async () => {
    const site = await emptySite('restored');
    const restored = await restoreSite(site, archive);
    expect(restored.rowCounts).toEqual(manifest.database.rowCounts);
    const media = openMediaStorage(site.media);
    expect(await media.keys()).toEqual(['3f2a9c0d1e2b4a5f-480.avif', 'originals/med_one.jpg']);
    expect((await media.get('originals/med_one.jpg'))?.bytes).toEqual(photo);
    const reopened = await openDatabase(site.database);
    try {
      expect(await reopened.query('SELECT name, message FROM contact_messages')).toEqual([
        { name: 'Anna', message: 'A question about prints' },
      ]);
    } finally {
      await reopened.close();
    }
  });

  it('refuses a file that does not match its checksum, naming it, and writes nothing', async () => {
    const tampered = await rewritten(archive, path.join(scratch, 'tampered.tar.gz'), (name, bytes) =>
      name === 'media/originals/med_one.jpg' ? Buffer.from('another photo') : bytes,
    );
    const site = await emptySite('tampered');
    await expect(restoreSite(site, tampered)).rejects.toThrow(
      'media/originals/med_one.jpg in ' + tampered + ' does not match its checksum',
    );
    expect(await openMediaStorage(site.media).keys()).toEqual([]);
    await expect(readFile(path.join(site.dataDir, 'pglite', 'PG_VERSION'))).rejects.toThrow();
  });

  it('refuses an archive that lacks a listed file, holds one unlisted, or was cut short', async () => {
    const site = await emptySite('damaged');
    const lacking = await rewritten(archive, path.join(scratch, 'lacking.tar.gz'), (name, bytes) =>
      name === 'media/3f2a9c0d1e2b4a5f-480.avif' ? undefined : bytes,
    );
    await expect(restoreSite(site, lacking)).rejects.toThrow('lacks media/3f2a9c0d1e2b4a5f-480.avif');
    const extra = await rewritten(
      archive,
      path.join(scratch, 'extra.tar.gz'),
      withManifest((edited) => {
        delete edited.files['media/originals/med_one.jpg'];
      }),
    );
    await expect(restoreSite(site, extra)).rejects.toThrow(
      'holds media/originals/med_one.jpg, which its manifest does not list',
    );
    const cut = path.join(scratch, 'cut.tar.gz');
    await writeFile(cut, await readFile(archive));
    await truncate(cut, 2000);
    await expect(restoreSite(site, cut)).rejects.toThrow('cannot be read as a backup archive');
  });

  it('refuses an archive from a newer schema, naming the migration it lacks', async () => {
    const newer = await rewritten(
      archive,
      path.join(scratch, 'newer.tar.gz'),
      withManifest((edited) => {
        edited.version = '2.0.0';
        edited.database.migrations.push('0099_gift_cards.sql');
      }),
    );
    await expect(restoreSite(await emptySite('newer'), newer)).rejects.toThrow(
      'was made by a newer release (2.0.0): its database has migrations this one does not (0099_gift_cards.sql)',
    );
  });

  it('refuses a target that holds data, unless told to replace it with --force', async () => {
    const site = await emptySite('in-use');
    const first = await restoreSite(site, archive);
    const inUse = await openDatabase(site.database);
    await inUse.query(`DELETE FROM contact_messages`);
    await inUse.close();

    await expect(restoreSite(site, archive)).rejects.toThrow(
      `Nothing was restored: the PGlite folder ${site.database.kind === 'pglite' && site.database.dataDir} and the media folder ${site.dataDir}/media already hold data`,
    );
    const forced = await restoreSite(site, archive, { force: true });
    expect(forced.rowCounts).toEqual(first.rowCounts);
  });

  it('refuses an archive of the other kind of database', async () => {
    const site = loadConfig({
      APP_ENV: 'test',
      DATA_DIR: path.join(scratch, 'postgres-site'),
      PORT: String(await freePort()),
      DATABASE_URL: 'postgres://site@127.0.0.1:1/site',
    });
    await expect(restoreSite(site, archive)).rejects.toThrow(
      'holds a PGlite database, and this site is configured for PostgreSQL (DATABASE_URL is set)',
    );
  });
});
