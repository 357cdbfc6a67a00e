import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config/config';
import { bucketClient, bucketName, isMissingObject, listObjects, type BucketConfig } from '../media/s3-bucket';

/** Why an archive was made: the daily backup or a command (`backup`), or an upgrade about to migrate (`before-upgrade`). */
export type ArchiveKind = 'backup' | 'before-upgrade';

/** An archive kept in the store. */
export interface StoredArchive {
  name: string;
  madeAt: Date;
  bytes: number;
}

/** `backup-2026-11-26T03-00-00-000Z.tar.gz`: what made it and when, in UTC, in a name any file system takes. */
const namePattern = /^(backup|before-upgrade)-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;

export const archiveName = (kind: ArchiveKind, at: Date) => `${kind}-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/** Whether `name` is one the store gives its archives. */
export const isArchiveName = (name: string) => namePattern.test(name);

function madeAtOf(name: string): Date {
  const [, , day, hours, minutes, seconds, ms] = namePattern.exec(name)!;
  return new Date(`${day}T${hours}:${minutes}:${seconds}.${ms}Z`);
}

const newestFirst = (archives: StoredArchive[]) => archives.sort((a, b) => b.madeAt.getTime() - a.madeAt.getTime());

/** Where archives of the site are kept: a folder on this machine, or a bucket. */
export interface ArchiveStore {
  /** The folder or bucket, in words for her and for the log. */
  readonly where: string;
  /** Where one archive is: a path, or an `s3://` address. */
  locationOf(name: string): string;
  /** A folder for an archive being made, on the same disk as the store when it is a folder. */
  scratch(): Promise<string>;
  /** Takes in the finished archive at `file`, under `name`; the file is moved, or uploaded and removed. */
  keep(file: string, name: string): Promise<void>;
  /** Every archive, newest first. */
  list(): Promise<StoredArchive[]>;
  /** The archive's bytes, or undefined when there is none of that name. */
  read(name: string): Promise<Readable | undefined>;
  delete(name: string): Promise<void>;
}

class FolderArchives implements ArchiveStore {
  readonly where: string;

  constructor(private readonly dir: string) {
    this.where = `the folder ${dir}`;
  }

  locationOf(name: string): string {
    return path.join(this.dir, name);
  }

  async scratch(): Promise<string> {
    const partial = path.join(this.dir, '.partial');
    await mkdir(partial, { recursive: true, mode: 0o700 });
    return mkdtemp(path.join(partial, 'archive-'));
  }

  async keep(file: string, name: string): Promise<void> {
    await rename(file, this.locationOf(name));
  }

  async list(): Promise<StoredArchive[]> {
    const names = (await readdir(this.dir).catch(() => [])).filter(isArchiveName);
    return newestFirst(
      await Promise.all(
        names.map(async (name) => ({ name, madeAt: madeAtOf(name), bytes: (await stat(this.locationOf(name))).size })),
      ),
    );
  }

  async read(name: string): Promise<Readable | undefined> {
    if (!isArchiveName(name)) return undefined;
    const file = this.locationOf(name);
    return (await stat(file).catch(() => undefined)) ? createReadStream(file) : undefined;
  }

  async delete(name: string): Promise<void> {
    await rm(this.locationOf(name), { force: true });
  }
}

class BucketArchives implements ArchiveStore {
  readonly where: string;
  private readonly client: S3Client;

  constructor(private readonly config: BucketConfig) {
    this.where = `the ${bucketName(config)}`;
    this.client = bucketClient(config);
  }

  locationOf(name: string): string {
    return `s3://${this.config.bucket}/${this.config.prefix}${name}`;
  }

  scratch(): Promise<string> {
    return mkdtemp(path.join(tmpdir(), 'site-archive-'));
  }

  async keep(file: string, name: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: `${this.config.prefix}${name}`,
        Body: createReadStream(file),
        ContentLength: (await stat(file)).size,
        ContentType: 'application/gzip',
      }),
    );
    await rm(file);
  }

  async list(): Promise<StoredArchive[]> {
    return newestFirst(
      (await listObjects(this.client, this.config))
        .filter((object) => isArchiveName(object.key))
        .map((object) => ({ name: object.key, madeAt: madeAtOf(object.key), bytes: object.bytes })),
    );
  }

  async read(name: string): Promise<Readable | undefined> {
    if (!isArchiveName(name)) return undefined;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: `${this.config.prefix}${name}` }),
      );
      return answer.Body as Readable | undefined;
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: `${this.config.prefix}${name}` }),
    );
  }
}

/** The store the configuration names: `BACKUP_DIR`, or the bucket of `BACKUP_S3_BUCKET`. */
export function openArchiveStore(config: AppConfig['backups']['store']): ArchiveStore {
  return config.kind === 's3' ? new BucketArchives(config) : new FolderArchives(config.dir);
}
