// `npm run bench:media -w api`: what an uploaded photo costs. Makes 12-megapixel camera-like
// JPEGs (4000×3000: fields of colour, strokes and grain; flat colour would flatter every
// encoder), then times checking and decoding alone, each format alone (decoding included), all
// of them as an upload makes them, and a whole upload into a temporary folder on embedded
// PGlite. Prints the size of every derivative. BENCH_PHOTOS sets how many photos (default 3).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { MediaLibrary } from '../src/media/media-library';
import { openMediaStorage } from '../src/media/media-storage';
import { derivativeTypes, processPhoto, type DerivativeType } from '../src/media/photo-processing';
import { cameraPhoto, cameraSize } from './camera-photo';

const runs = Number(process.env.BENCH_PHOTOS ?? 3);
const { width, height } = cameraSize;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

const photos = await Promise.all(Array.from({ length: runs }, cameraPhoto));
const sizes = photos.map((photo) => photo.length);
console.info(
  `${runs} generated ${width}×${height} JPEGs of ${kilobytes(median(sizes))} (median); ${sharp.concurrency()} libvips threads`,
);
console.info(`median over the ${runs} photos, processed one at a time:\n`);

const rows: [string, number][] = [];
const measure = async (label: string, types: readonly DerivativeType[]) => {
  const times: number[] = [];
  for (const photo of photos) times.push((await timed(() => processPhoto(photo, types))).ms);
  rows.push([label, median(times)]);
};
await measure('check and decode only', []);
for (const type of derivativeTypes) await measure(`${type} only, 4 widths`, [type]);
await measure('all formats (an upload)', derivativeTypes);

const dir = await mkdtemp(path.join(tmpdir(), 'bench-media-'));
const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
try {
  await migrate(db);
  const library = new MediaLibrary(db, openMediaStorage({ kind: 'local', dir }));
  const times: number[] = [];
  for (const photo of photos) times.push((await timed(() => library.addPhoto(photo))).ms);
  rows.push(['stored: files in a folder, row in PGlite', median(times)]);
} finally {
  await db.close();
  await rm(dir, { recursive: true });
}
for (const [label, ms] of rows) console.info(`  ${label.padEnd(44)} ${seconds(ms)}`);

const { derivatives } = await processPhoto(photos[0]!);
console.info('\nderivatives of the first photo:');
for (const type of derivativeTypes) {
  const files = derivatives.filter((file) => file.type === type);
  const listed = files.map((file) => `${file.width}×${file.height} ${kilobytes(file.bytes.length)}`).join(', ');
  console.info(`  ${type.padEnd(11)} ${listed}`);
}
const total = derivatives.reduce((sum, file) => sum + file.bytes.length, 0);
console.info(`  ${'total'.padEnd(11)} ${kilobytes(total)} for ${derivatives.length} files`);
