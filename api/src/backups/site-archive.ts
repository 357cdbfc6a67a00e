import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createGunzip, createGzip, constants as zlibConstants } from 'node:zlib';
import * as tar from 'tar-stream';
import * as z from 'zod/mini';
import apiPackage from '../../package.json' with { type: 'json' };
import type { Database } from '../db/database';
import { isMediaKey, mediaTypeOf, type MediaStorage } from '../media/media-storage';
import { dumpDatabase, dumpFileOf, migrationFiles } from './database-dump';

const manifestName = 'manifest.json';
const mediaFolder = 'media/';
const sha256Pattern = /^[0-9a-f]{64}$/;

/**
 * What an archive says of itself, in `manifest.json`, its last file: which release made it and
 * when, the database's kind, migrations and row counts, how many media objects it holds, and
 * the SHA-256 of every other file in it.
 */
export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  version: z.string(),
  commit: z.nullable(z.string()),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    migrations: z.array(z.string()),
    rowCounts: z.record(z.string(), z.int()),
  }),
  media: z.object({ objectCount: z.int() }),
  files: z.record(z.string(), z.string().check(z.regex(sha256Pattern))),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** An archive that cannot be restored here, with why: damaged, changed, or made by a newer release. */
export class ArchiveRefusedError extends Error {
  override name = 'ArchiveRefusedError';
}

/** What an archive is made of: the site's database and its media. */
export interface ArchiveSource {
  db: Database;
  media: MediaStorage;
}

/** The commit the release was built from: `SITE_COMMIT`, else git's, else unknown. */
async function siteCommit(): Promise<string | null> {
  if (process.env.SITE_COMMIT) return process.env.SITE_COMMIT;
  const here = fileURLToPath(new URL('.', import.meta.url));
  return promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd: here }).then(
    ({ stdout }) => stdout.trim() || null,
    () => null,
  );
}

/** Adds a file to the archive from its bytes, or from a stream of `size` bytes; answers its SHA-256. */
async function addFile(pack: tar.Pack, name: string, size: number, content: Buffer | Readable): Promise<string> {
  const hash = createHash('sha256');
  const header = { name, size, mode: 0o600, mtime: new Date() };
  let entry!: ReturnType<tar.Pack['entry']>;
  const added = new Promise<void>((resolve, reject) => {
    const done = (error?: Error | null) => (error ? reject(error) : resolve());
    entry = Buffer.isBuffer(content) ? pack.entry(header, content, done) : pack.entry(header, done);
  });
  if (Buffer.isBuffer(content)) {
    hash.update(content);
  } else {
    for await (const chunk of content) {
      hash.update(chunk as Buffer);
      if (!entry.write(chunk)) await once(entry, 'drain');
    }
    entry.end(null);
  }
  await added;
  return hash.digest('hex');
}

/**
 * Writes an archive of the site to `out`, a gzipped tar: the database first, dumped from one
 * state of its data while the site goes on, then every media object, one at a time, then the
 * manifest. Media are read after the database, and a photo's files are stored before the rows
 * that name them, so every photo the dump knows is in the archive. Answers the manifest.
 */
export async function writeArchive({ db, media }: ArchiveSource, out: Writable): Promise<BackupManifest> {
  const pack = tar.pack();
  // Run-length only: four times as fast as gzip's default over photos, which do not compress,
  // while the runs of empty pages that fill PGlite's data folder still do.
  const written = pipeline(pack, createGzip({ strategy: zlibConstants.Z_RLE }), out);
  // A reader that goes away fails the pipeline at once; the failure is met below, when awaited.
  written.catch(() => undefined);
  const files: Record<string, string> = {};
  const scratch = await mkdtemp(path.join(tmpdir(), 'site-backup-'));
  try {
    const dumpFile = path.join(scratch, 'database');
    const database = await dumpDatabase(db, dumpFile);
    const dumpName = dumpFileOf(database.kind);
    files[dumpName] = await addFile(pack, dumpName, (await stat(dumpFile)).size, createReadStream(dumpFile));
    await rm(dumpFile);

    let objectCount = 0;
    for (const key of await media.keys()) {
      const file = await media.get(key);
      if (!file) continue;
      files[`${mediaFolder}${key}`] = await addFile(pack, `${mediaFolder}${key}`, file.bytes.length, file.bytes);
      objectCount++;
    }

    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      version: apiPackage.version,
      commit: await siteCommit(),
      database,
      media: { objectCount },
      files,
    };
    const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await addFile(pack, manifestName, body.length, body);
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Each file of the archive at `file`, in order: its name, its type, and its bytes to read before the next. */
async function* filesOf(file: string): AsyncGenerator<{ name: string; type: string; content: AsyncIterable<unknown> }> {
  const extract = tar.extract();
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.once('error', (error) => extract.destroy(error));
  gunzip.once('error', (error) => extract.destroy(error));
  source.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract) yield { name: entry.header.name, type: entry.header.type, content: entry };
  } finally {
    source.destroy();
  }
}

async function bytesOf(content: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function streamedSha256(content: AsyncIterable<unknown>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of content) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Where a file of the archive belongs, or why it has no place in one. */
function placeOf(name: string, databaseFile: string): 'database' | 'media' | 'manifest' | undefined {
  if (name === manifestName) return 'manifest';
  if (name === databaseFile) return 'database';
  return name.startsWith(mediaFolder) && isMediaKey(name.slice(mediaFolder.length)) ? 'media' : undefined;
}

/** The SHA-256 of every file of the archive but the manifest, by name, and the manifest's text. */
async function readWhole(file: string): Promise<{ sums: Map<string, string>; manifestText?: string }> {
  const sums = new Map<string, string>();
  let manifestText: string | undefined;
  try {
    for await (const { name, type, content } of filesOf(file)) {
      if (type !== 'file') throw new ArchiveRefusedError(`${file} holds ${name}, which is not a file`);
      if (name === manifestName) manifestText = (await bytesOf(content)).toString('utf8');
      else sums.set(name, await streamedSha256(content));
    }
  } catch (error) {
    if (error instanceof ArchiveRefusedError) throw error;
    throw new ArchiveRefusedError(`${file} cannot be read as a backup archive: ${(error as Error).message}`);
  }
  return { sums, manifestText };
}

function parseManifest(file: string, text: string | undefined): BackupManifest {
  if (text === undefined) {
    throw new ArchiveRefusedError(
      `${file} has no ${manifestName}: it is not a backup of this site, or it was cut short`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ArchiveRefusedError(`${file} has a ${manifestName} that is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ArchiveRefusedError(`${file} has a ${manifestName} this release does not read (${problems.join('; ')})`);
  }
  return parsed.data;
}

/**
 * Reads the whole archive at `file` and checks it before anything is written: a manifest this
 * release reads, every file it lists present with its SHA-256 and nothing else there, and no
 * migration this code does not have. Answers the manifest, or throws ArchiveRefusedError.
 */
export async function inspectArchive(file: string): Promise<BackupManifest> {
  const { sums, manifestText } = await readWhole(file);
  const manifest = parseManifest(file, manifestText);
  const databaseFile = dumpFileOf(manifest.database.kind);
  for (const [name, sum] of Object.entries(manifest.files)) {
    const found = sums.get(name);
    if (found === undefined) throw new ArchiveRefusedError(`${file} lacks ${name}, which its manifest lists`);
    if (found !== sum) {
      throw new ArchiveRefusedError(
        `${name} in ${file} does not match its checksum: the archive was damaged or changed`,
      );
    }
  }
  for (const name of sums.keys()) {
    if (!(name in manifest.files) || !placeOf(name, databaseFile)) {
      throw new ArchiveRefusedError(`${file} holds ${name}, which its manifest does not list`);
    }
  }
  if (!(databaseFile in manifest.files)) throw new ArchiveRefusedError(`${file} holds no database (${databaseFile})`);
  const known = await migrationFiles();
  const newer = manifest.database.migrations.filter((version) => !known.includes(version));
  if (newer.length) {
    throw new ArchiveRefusedError(
      `${file} was made by a newer release (${manifest.version}): its database has migrations this one does not (${newer.join(', ')}). Restore it with that release or a later one.`,
    );
  }
  return manifest;
}

/**
 * Writes the archive's media objects to `media`, each checked again against the manifest as it
 * comes, and its database dump to `dumpFile`, checked once whole. Call it with an archive
 * inspectArchive accepted.
 */
export async function extractArchive(
  file: string,
  manifest: BackupManifest,
  media: MediaStorage,
  dumpFile: string,
): Promise<void> {
  const databaseFile = dumpFileOf(manifest.database.kind);
  const changed = (name: string) =>
    new ArchiveRefusedError(`${name} in ${file} changed while it was being restored: restore it again`);
  for await (const { name, content } of filesOf(file)) {
    const place = placeOf(name, databaseFile);
    if (place === 'media') {
      const bytes = await bytesOf(content);
      if (sha256(bytes) !== manifest.files[name]) throw changed(name);
      const key = name.slice(mediaFolder.length);
      await media.put(key, bytes, mediaTypeOf(key) ?? 'application/octet-stream');
    } else if (place === 'database') {
      const hash = createHash('sha256');
      const hashed = async function* (chunks: AsyncIterable<unknown>) {
        for await (const chunk of chunks) {
          hash.update(chunk as Buffer);
          yield chunk;
        }
      };
      await pipeline(content, hashed, createWriteStream(dumpFile));
      if (hash.digest('hex') !== manifest.files[name]) throw changed(name);
    } else {
      await bytesOf(content);
    }
  }
}
