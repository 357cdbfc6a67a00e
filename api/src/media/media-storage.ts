import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config/config';
import { bucketClient, bucketName, isMissingObject, listObjects, type BucketConfig } from './s3-bucket';

export interface StoredMedia {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where photo files are kept, by key (`originals/med_….jpg`, `3f2a…-960.avif`). Whole files go in
 * and out as buffers: a derivative is a few hundred kilobytes and an original at most 25 MB.
 */
export interface MediaStorage {
  /** Where the files are, for the log: a folder or a bucket. */
  readonly name: string;
  /**
   * Replaces any file of that key. A key ends in its type's extension (`.avif`, `.jpg`): a folder
   * keeps no other record of a file's type, and refuses a key whose extension does not match.
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none of that key. */
  get(key: string): Promise<StoredMedia | undefined>;
  /** Deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that holds a file, in order: what a backup copies. */
  keys(): Promise<string[]>;
}

/**
 * Keys are folders and names of letters, digits, `.`, `-` and `_`, each starting with a letter or
 * digit: no `..`, no absolute path, nothing hidden.
 */
const keyPattern = /^[a-z0-9][\w.-]*(\/[a-z0-9][\w.-]*)*$/i;

export class MediaKeyError extends Error {
  override name = 'MediaKeyError';
}

/** Whether `key` can name a media file. */
export const isMediaKey = (key: string) => keyPattern.test(key) && key.length <= 512;

function checkKey(key: string): void {
  if (!isMediaKey(key)) throw new MediaKeyError(`Not a media key: ${JSON.stringify(key)}`);
}

/** The type each key's extension names. */
const typesByExtension: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};

/** The type a key's extension names, or undefined for one no media file has. */
export function mediaTypeOf(key: string): string | undefined {
  return typesByExtension[path.extname(key).slice(1)];
}

/** The extension a file of this type is stored under. */
export function extensionOf(contentType: string): string {
  const found = Object.entries(typesByExtension).find(([, type]) => type === contentType);
  if (!found) throw new Error(`No media extension for ${contentType}`);
  return found[0];
}

const missing = (error: unknown) => ['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as { code?: string }).code ?? '');

/**
 * A folder on this machine, by default the data folder's media/. A file is written under a
 * temporary name, flushed, then renamed into place, so a reader never sees half of one.
 */
export class FolderStorage implements MediaStorage {
  readonly name: string;
  // Under the folder but unreachable by key, since keys never start with a dot; on the same
  // disk, so that the rename is atomic.
  private readonly incoming: string;

  constructor(private readonly dir: string) {
    this.name = `folder ${dir}`;
    this.incoming = path.join(dir, '.incoming');
  }

  private pathOf(key: string): string {
    checkKey(key);
    const file = path.resolve(this.dir, key);
    if (!file.startsWith(path.resolve(this.dir) + path.sep)) throw new MediaKeyError(`Not a media key: ${key}`);
    return file;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    if (mediaTypeOf(key) !== contentType) {
      throw new MediaKeyError(`The key ${key} does not end in the extension of ${contentType}`);
    }
    await mkdir(this.incoming, { recursive: true });
    await mkdir(path.dirname(file), { recursive: true });
    const partial = path.join(this.incoming, randomBytes(12).toString('hex'));
    try {
      const handle = await open(partial, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredMedia | undefined> {
    const file = this.pathOf(key);
    const contentType = mediaTypeOf(key);
    if (!contentType) return undefined;
    try {
      return { bytes: await readFile(file), contentType };
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async keys(): Promise<string[]> {
    const entries = await readdir(this.dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if (missing(error)) return [];
      throw error;
    });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter(isMediaKey)
      .sort();
  }
}

/** An S3 bucket, on AWS or any server that speaks its API (MinIO, R2, Ceph, s3rver). */
export class BucketStorage implements MediaStorage {
  readonly name: string;
  private readonly client: S3Client;

  constructor(private readonly config: BucketConfig) {
    this.name = bucketName(config);
    this.client = bucketClient(config);
  }

  private keyOf(key: string): string {
    checkKey(key);
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key), Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredMedia | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
      if (!answer.Body) return undefined;
      const bytes = await answer.Body.transformToByteArray();
      return {
        bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
  }

  async keys(): Promise<string[]> {
    return (await listObjects(this.client, this.config))
      .map((object) => object.key)
      .filter(isMediaKey)
      .sort();
  }
}

/** The storage the configuration names: the data folder by default, a bucket when S3_* is set. */
export function openMediaStorage(config: AppConfig['media']): MediaStorage {
  return config.kind === 's3' ? new BucketStorage(config) : new FolderStorage(config.dir);
}
