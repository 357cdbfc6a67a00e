import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderStorage, MediaKeyError, openMediaStorage, type MediaStorage } from './media-storage';
import { startLocalBucket, type LocalBucket } from './testing/local-bucket';

const webp = Buffer.from('RIFF....WEBPVP8 pretend');

interface StorageUnderTest {
  label: string;
  open(): Promise<{ storage: MediaStorage; close(): Promise<void> }>;
}

const storages: StorageUnderTest[] = [
  {
    label: 'a folder',
    async open() {
      const dir = await mkdtemp(path.join(tmpdir(), 'media-'));
      return { storage: openMediaStorage({ kind: 'local', dir }), close: () => rm(dir, { recursive: true }) };
    },
  },
  {
    label: 'an S3 bucket (s3rver)',
    async open() {
      const bucket = await startLocalBucket();
      return { storage: openMediaStorage(bucket.config), close: () => bucket.stop() };
    },
  },
];

describe.each(storages)('media kept in $label', (kind) => {
  let storage: MediaStorage;
  let close: () => Promise<void>;
  beforeAll(async () => ({ storage, close } = await kind.open()));
  afterAll(() => close());

  it('gives back what was put, with its type', async () => {
    await storage.put('3f2a9c0d1e2b4a5f-480.webp', webp, 'image/webp');
    expect(await storage.get('3f2a9c0d1e2b4a5f-480.webp')).toEqual({ bytes: webp, contentType: 'image/webp' });
  });

  it('keeps keys in folders apart from the rest', async () => {
    await storage.put('originals/med_one.jpg', Buffer.from('original'), 'image/jpeg');
    expect((await storage.get('originals/med_one.jpg'))?.bytes.toString()).toBe('original');
    expect(await storage.get('med_one.jpg')).toBeUndefined();
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put('again.png', Buffer.from('first'), 'image/png');
    await storage.put('again.png', Buffer.from('second'), 'image/png');
    expect((await storage.get('again.png'))?.bytes.toString()).toBe('second');
  });

  it('answers undefined for a key that holds nothing, and deletes quietly', async () => {
    expect(await storage.get('0000000000000000-960.avif')).toBeUndefined();
    await storage.put('gone.jpg', Buffer.from('x'), 'image/jpeg');
    await storage.delete('gone.jpg');
    expect(await storage.get('gone.jpg')).toBeUndefined();
    await expect(storage.delete('gone.jpg')).resolves.toBeUndefined();
  });

  it('lists every key it holds, in folders too, in order', async () => {
    expect(await storage.keys()).toEqual(['3f2a9c0d1e2b4a5f-480.webp', 'again.png', 'originals/med_one.jpg']);
  });

  it('refuses keys that could leave its place', async () => {
    for (const key of ['../escape.jpg', '/etc/passwd', 'originals/../../escape.jpg', '.incoming/x.jpg', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(MediaKeyError);
      await expect(storage.get(key)).rejects.toThrow(MediaKeyError);
    }
  });
});

describe('media kept in a folder', () => {
  it('leaves no temporary file behind and refuses a key whose extension is not its type', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-'));
    try {
      const storage = new FolderStorage(dir);
      await storage.put('photo.jpg', Buffer.from('jpeg'), 'image/jpeg');
      await expect(storage.put('photo.jpg', Buffer.from('png'), 'image/png')).rejects.toThrow(MediaKeyError);
      expect(await readdir(path.join(dir, '.incoming'))).toEqual([]);
      expect((await storage.get('photo.jpg'))?.bytes.toString()).toBe('jpeg');
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});

describe('media kept in a folder, listed', () => {
  it('lists no file still being written, and nothing when the folder is not there yet', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-'));
    try {
      expect(await new FolderStorage(path.join(dir, 'not-yet')).keys()).toEqual([]);
      const storage = new FolderStorage(dir);
      await storage.put('photo.jpg', Buffer.from('jpeg'), 'image/jpeg');
      await mkdir(path.join(dir, '.incoming'), { recursive: true });
      await writeFile(path.join(dir, '.incoming', 'half-written'), 'partial');
      expect(await storage.keys()).toEqual(['photo.jpg']);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});

describe('media kept in an S3 bucket under a prefix', () => {
  let bucket: LocalBucket;
  beforeAll(async () => (bucket = await startLocalBucket('site/media/')));
  afterAll(() => bucket.stop());

  it('puts every key under the prefix', async () => {
    await openMediaStorage(bucket.config).put('3f2a9c0d1e2b4a5f-480.webp', webp, 'image/webp');
    const whole = openMediaStorage({ ...bucket.config, prefix: '' });
    expect((await whole.get('site/media/3f2a9c0d1e2b4a5f-480.webp'))?.bytes).toEqual(webp);
    expect(await whole.get('3f2a9c0d1e2b4a5f-480.webp')).toBeUndefined();
  });

  it('lists only the keys under its prefix, without it', async () => {
    const whole = openMediaStorage({ ...bucket.config, prefix: '' });
    await whole.put('elsewhere/other.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await openMediaStorage(bucket.config).keys()).toEqual(['3f2a9c0d1e2b4a5f-480.webp']);
  });
});
