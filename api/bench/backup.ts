// `npm run bench:backup -w api`: what a backup and a restore cost. For the drill's data (a piece
// with its photo, a few orders, a message) and for 2,000 orders and 200 photos (12-megapixel
// camera-like originals with their derivatives), on embedded PGlite and, when TEST_DATABASE_URL
// names a PostgreSQL server, on PostgreSQL: the site is filled while it runs, backed up as
// `npm run backup` does it (on PGlite, through the running server; on PostgreSQL, with pg_dump),
// then restored into an empty folder or database as `npm run restore` does it. Prints the
// times, the archive's size and what it holds.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { backUpSite } from '../src/backups/backup-command';
import { restoreSite } from '../src/backups/restore-command';
import { loadConfig, type AppConfig } from '../src/config/config';
import type { Database } from '../src/db/database';
import { Checkout } from '../src/checkout/process-order';
import type { MediaStorage } from '../src/media/media-storage';
import { writeEnrolmentKey } from '../src/studio/enrolment-links';
import { startDeskServer, type DeskServer } from '../src/testing/desk-server';
import { freePort } from '../src/testing/free-port';
import { contactMessage } from '../src/testing/message-fixtures';
import { orderRequest } from '../src/testing/order-fixtures';
import { testEngines } from '../src/testing/test-databases';
import { cameraPhoto } from './camera-photo';

interface Dataset {
  label: string;
  orders: number;
  photos: number;
}

const datasets: Dataset[] = [
  { label: "the drill's data", orders: 5, photos: 1 },
  { label: '2,000 orders, 200 photos', orders: 2000, photos: 200 },
];

/** Photos made by the camera generator; the rest are copies of their files under other names. */
const distinctPhotos = 4;

interface Site {
  env: Record<string, string>;
  database: AppConfig['database'];
  drop(): Promise<void>;
}

async function siteOn(engine: (typeof testEngines)[number], dataDir: string): Promise<Site> {
  await mkdir(dataDir, { recursive: true });
  if (engine.label === 'PGlite') {
    return {
      env: { DATA_DIR: dataDir },
      database: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      drop: async () => undefined,
    };
  }
  const database = await engine.create();
  if (database.config.kind !== 'postgres') throw new Error('The PostgreSQL engine made another database');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.config.url },
    database: database.config,
    drop: () => database.drop(),
  };
}

/** Another photo with the files of `photoId`, under names of its own. */
async function copyPhoto(db: Database, storage: MediaStorage, photoId: string, copy: number): Promise<void> {
  const [photo] = await db.query<{ formats: { files: { name: string }[] }[]; original_key: string }>(
    'SELECT formats, original_key FROM media_photos WHERE id = $1',
    [photoId],
  );
  const renamed = (key: string) => key.replace(/[^/]+$/, (name) => `copy${copy}-${name}`);
  const keys = [photo!.original_key, ...photo!.formats.flatMap((format) => format.files.map((file) => file.name))];
  for (const key of keys) {
    const file = (await storage.get(key))!;
    await storage.put(renamed(key), file.bytes, file.contentType);
  }
  await db.query(
    `INSERT INTO media_photos (id, width, height, formats, original_key, original_type, original_bytes)
     SELECT $2, width, height, $3::jsonb, $4, original_type, original_bytes FROM media_photos WHERE id = $1`,
    [
      photoId,
      `${photoId}_copy${copy}`,
      JSON.stringify(
        photo!.formats.map((format) => ({
          ...format,
          files: format.files.map((file) => ({ ...file, name: renamed(file.name) })),
        })),
      ),
      renamed(photo!.original_key),
    ],
  );
}

async function fill(desk: DeskServer, dataset: Dataset, camera: Buffer[]): Promise<void> {
  const { services } = desk.server.app;
  const photoIds: string[] = [];
  for (const bytes of camera.slice(0, dataset.photos)) photoIds.push((await services.media.addPhoto(bytes)).photoId);
  for (let copy = photoIds.length; copy < dataset.photos; copy++) {
    await copyPhoto(desk.server.db, services.mediaStorage, photoIds[copy % photoIds.length]!, copy);
  }
  const checkout = new Checkout(services);
  for (let order = 0; order < dataset.orders; order++) await checkout.placeOrder(orderRequest());
  await desk.server.invoke('send-contact-message', contactMessage());
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measure(engine: (typeof testEngines)[number], dataset: Dataset, camera: Buffer[]) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'bench-backup-'));
  const before = await siteOn(engine, path.join(scratch, 'before'));
  const after = await siteOn(engine, path.join(scratch, 'after'));
  const port = await freePort();
  const desk = await startDeskServer({ env: before.env, database: before.database, port });
  let running = true;
  try {
    await writeEnrolmentKey(desk.server.config.dataDir, randomBytes(32).toString('base64url'));
    await fill(desk, dataset, camera);
    const mediaBytes = await Promise.all(
      (await desk.server.app.services.mediaStorage.keys()).map(
        async (key) => (await desk.server.app.services.mediaStorage.get(key))!.bytes.length,
      ),
    );

    const archive = path.join(scratch, 'site.tar.gz');
    let started = performance.now();
    const made = await backUpSite(loadConfig({ ...before.env, HOST: '127.0.0.1', PORT: String(port) }), archive);
    const backupMs = performance.now() - started;
    await desk.stop();
    running = false;

    started = performance.now();
    await restoreSite(loadConfig({ ...after.env, HOST: '127.0.0.1', PORT: String(await freePort()) }), archive);
    const restoreMs = performance.now() - started;

    const rows = Object.values(made.manifest.database.rowCounts).reduce((sum, count) => sum + count, 0);
    return {
      engine: engine.label,
      data: dataset.label,
      rows: String(rows),
      media: `${made.manifest.media.objectCount} files, ${megabytes(mediaBytes.reduce((sum, bytes) => sum + bytes, 0))}`,
      backup: seconds(backupMs),
      archive: megabytes(made.bytes),
      restore: seconds(restoreMs),
    };
  } finally {
    if (running) await desk.stop();
    await before.drop();
    await after.drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

const columns = [
  ['engine', 10],
  ['data', 26],
  ['rows', 7],
  ['media', 22],
  ['backup', 8],
  ['archive', 10],
  ['restore', 8],
] as const;
const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(columns[index]![1])).join('  ');

const camera: Buffer[] = [];
for (let photo = 0; photo < distinctPhotos; photo++) camera.push(await cameraPhoto());
console.info(line(columns.map(([title]) => title)));
const results = [];
for (const engine of testEngines) {
  for (const dataset of datasets) {
    const result = await measure(engine, dataset, camera);
    console.info(line(columns.map(([column]) => result[column])));
    results.push(result);
  }
}
if (process.env.BENCH_JSON) console.info(JSON.stringify(results));
