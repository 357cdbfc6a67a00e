import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { pictureSchema } from 'shared-contracts/artworks';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { freePort } from '../testing/free-port';
import { testEngines, type TestDatabase } from '../testing/test-databases';
import { MediaLibrary } from './media-library';
import { mediaRoutes } from './media-routes';
import { openMediaStorage, type MediaStorage } from './media-storage';
import { startLocalBucket, type LocalBucket } from './testing/local-bucket';

/** A new photo each call: soft random colour, enlarged from a twentieth of its size. */
const noisyJpeg = (width: number, height: number) =>
  sharp({
    create: {
      width: width / 20,
      height: height / 20,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .resize(width, height)
    .jpeg()
    .toBuffer();

const illustration = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><rect width="600" height="600" fill="#234"/></svg>',
);

/** Every file under a folder, as keys. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The media route alone, on a loopback port. */
async function serve(storage: MediaStorage): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  await mediaRoutes(app, storage);
  const url = await app.listen({ host: '127.0.0.1', port: await freePort() });
  return { app, url };
}

describe.each(testEngines)('the photo library on $label', (engine) => {
  let target: TestDatabase;
  let db: Database;
  let dir: string;
  let storage: MediaStorage;
  let library: MediaLibrary;
  let server: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    target = await engine.create();
    db = await openDatabase(target.config);
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    await target.drop();
  });
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'media-'));
    storage = openMediaStorage({ kind: 'local', dir });
    library = new MediaLibrary(db, storage);
    server = await serve(storage);
  });
  afterEach(async () => {
    await server.app.close();
    await db.query('DELETE FROM media_photos');
    await rm(dir, { recursive: true });
  });

  it('keeps the original privately and serves its derivatives under hashed names, cached for a year', async () => {
    const original = await noisyJpeg(1200, 900);
    const { photoId, width, height } = await library.addPhoto(original);
    expect({ width, height }).toEqual({ width: 1200, height: 900 });

    const picture = await library.picture(photoId, 'Teal waves under a pale sun');
    expect(pictureSchema.parse(picture)).toEqual(picture);
    expect(picture?.formats.map((format) => format.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    for (const format of picture!.formats) {
      expect(format.files.map((file) => file.width)).toEqual([480, 960]);
      for (const file of format.files) expect(file.url).toMatch(/^\/media\/[0-9a-f]{16}-(480|960)\.(avif|webp|jpg)$/);
    }
    const [row] = await db.query('SELECT original_key, original_type, original_bytes FROM media_photos');
    expect(row).toEqual({
      original_key: `originals/${photoId}.jpg`,
      original_type: 'image/jpeg',
      original_bytes: original.length,
    });
    expect((await storage.get(`originals/${photoId}.jpg`))?.bytes).toEqual(original);

    const webp = picture!.formats[1]!.files[1]!;
    const answer = await fetch(`${server.url}${webp.url}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 960,
    });
    const etag = answer.headers.get('etag')!;
    expect(etag).toBeTruthy();

    const again = await fetch(`${server.url}${webp.url}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('never serves an original, nor a name that is not a derivative', async () => {
    const { photoId } = await library.addPhoto(await noisyJpeg(600, 400));
    for (const address of [
      `/media/originals%2F${photoId}.jpg`,
      `/media/originals/${photoId}.jpg`,
      `/media/${photoId}.jpg`,
      '/media/..%2Foriginals%2Fx.jpg',
      '/media/0123456789abcdef-480.avif',
    ]) {
      expect((await fetch(`${server.url}${address}`)).status, address).toBe(404);
    }
  });

  it('stores a photo uploaded twice once', async () => {
    const original = await noisyJpeg(600, 400);
    const first = await library.addPhoto(original);
    const files = await filesIn(dir);
    expect(await library.addPhoto(original)).toEqual(first);
    expect(await filesIn(dir)).toEqual(files);
    expect(await db.query('SELECT id FROM media_photos')).toEqual([{ id: first.photoId }]);
  });

  it('stores a photo uploaded again whose files are gone from storage, as after a bucket was changed', async () => {
    const original = await noisyJpeg(600, 400);
    const { photoId } = await library.addPhoto(original);
    const files = await filesIn(dir);
    for (const key of await storage.keys()) await storage.delete(key);

    expect(await library.addPhoto(original)).toMatchObject({ photoId });
    expect(await filesIn(dir)).toEqual(files);
  });

  it('keeps nothing of a photo it refuses', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    await expect(library.addPhoto(gif)).rejects.toMatchObject({ name: 'PhotoRefusedError', statusCode: 415 });
    await expect(library.addPhoto(Buffer.from('not a photo'))).rejects.toMatchObject({ statusCode: 415 });
    expect(await filesIn(dir)).toEqual([]);
    expect(await db.query('SELECT id FROM media_photos')).toEqual([]);
  });

  it('records nothing when storing fails midway', async () => {
    let puts = 0;
    const failing: MediaStorage = {
      name: 'a disk that fills up',
      put: async (key, bytes, type) => {
        if (++puts === 4) throw new Error('No space left on device');
        await storage.put(key, bytes, type);
      },
      get: (key) => storage.get(key),
      delete: (key) => storage.delete(key),
      keys: () => storage.keys(),
    };
    const original = await noisyJpeg(600, 400);
    await expect(new MediaLibrary(db, failing).addPhoto(original)).rejects.toThrow('No space left on device');
    expect(await db.query('SELECT id FROM media_photos')).toEqual([]);

    // Storing it again, once there is room, puts the same files again and records it.
    const { photoId } = await library.addPhoto(original);
    expect(await library.exists(photoId)).toBe(true);
  });

  it('serves an illustration as a picture of one SVG file that cannot run script', async () => {
    const { photoId } = await library.addVector(illustration, 600, 600);
    expect(await library.addVector(illustration, 600, 600)).toEqual({ photoId, width: 600, height: 600 });
    const picture = (await library.pictures([photoId])).get(photoId)!;
    expect(picture).toEqual({
      width: 600,
      height: 600,
      formats: [
        {
          type: 'image/svg+xml',
          files: [{ url: expect.stringMatching(/^\/media\/[0-9a-f]{16}-600\.svg$/), width: 600 }],
        },
      ],
    });
    const answer = await fetch(`${server.url}${picture.formats[0]!.files[0]!.url}`);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(illustration);
  });

  it('draws many photos with one query, leaving unknown ids out', async () => {
    const one = await library.addPhoto(await noisyJpeg(500, 500));
    const two = await library.addVector(illustration, 600, 600);
    const pictures = await library.pictures([one.photoId, 'med_unknown', two.photoId, one.photoId]);
    expect([...pictures.keys()].sort()).toEqual([one.photoId, two.photoId].sort());
    expect(pictures.get(one.photoId)?.formats).toHaveLength(3);
    expect(await library.exists('med_unknown')).toBe(false);
    expect(await library.picture('med_unknown', 'Nothing')).toBeUndefined();
  });
});

describe('the photo library over an S3 bucket', () => {
  let bucket: LocalBucket;
  let db: Database;
  beforeAll(async () => {
    bucket = await startLocalBucket();
    db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    await bucket.stop();
  });

  it('serves the derivatives it stored in the bucket', async () => {
    const storage = openMediaStorage(bucket.config);
    const library = new MediaLibrary(db, storage);
    const { photoId } = await library.addPhoto(await noisyJpeg(800, 600));
    const avif = (await library.pictures([photoId])).get(photoId)!.formats[0]!.files[0]!;
    const server = await serve(storage);
    try {
      const answer = await fetch(`${server.url}${avif.url}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/avif');
      expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ width: 480 });
      expect((await storage.get(`originals/${photoId}.jpg`))?.contentType).toBe('image/jpeg');
    } finally {
      await server.app.close();
    }
  });
});
