import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config';

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
}

/**
 * Keys are folders and names of letters, digits, `.`, `-` and `_`, each starting with a letter or
 * digit: no `..`, no absolute path, nothing hidden.
 */
const keyPattern = /^[a-z0-9][\w.-]*(\/[a-z0-9][\w.-]*)*$/i;

export class MediaKeyError extends Error {
  override name = 'MediaKeyError';
}

function checkKey(key: string): void {
  if (!keyPattern.test(key) || key.length > 512) throw new MediaKeyError(`Not a media key: ${JSON.stringify(key)}`);
}

/** The type each key's extension names. */
const typesByExtension: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};

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
    const extension = path.extname(key).slice(1);
    if (typesByExtension[extension] !== contentType) {
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
    const contentType = typesByExtension[path.extname(key).slice(1)];
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
}

type BucketConfig = Extract<AppConfig['media'], { kind: 's3' }>;

/** An S3 bucket, on AWS or any server that speaks its API (MinIO, R2, Ceph, s3rver). */
export class BucketStorage implements MediaStorage {
  readonly name: string;
  private readonly client: S3Client;

  constructor(private readonly config: BucketConfig) {
    this.name = `bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}${config.prefix ? `, under ${config.prefix}` : ''}`;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // A bucket that stops answering fails the request instead of holding it open.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      // AWS's newer integrity checksums are not understood by every S3-compatible server;
      // outside AWS they are sent only where the API requires them.
      ...(config.endpoint && {
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    });
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
      // Some S3-compatible servers answer a plain 404 rather than NoSuchKey.
      if (
        error instanceof NoSuchKey ||
        (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      ) {
        return undefined;
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
  }
}

/** The storage the configuration names: the data folder by default, a bucket when S3_* is set. */
export function openMediaStorage(config: AppConfig['media']): MediaStorage {
  return config.kind === 's3' ? new BucketStorage(config) : new FolderStorage(config.dir);
}
