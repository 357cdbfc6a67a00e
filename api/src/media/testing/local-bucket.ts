import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { AppConfig } from '../../config/config';
import { freePort } from '../../testing/free-port';

export interface LocalBucket {
  /** The media configuration that S3_* variables naming this bucket would make. */
  config: Extract<AppConfig['media'], { kind: 's3' }>;
  /** The keys of the objects it holds. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a loopback port, keeping its files in a temporary folder,
 * with one empty bucket. It checks request signatures with its fixed key pair, S3RVER/S3RVER.
 */
export async function startLocalBucket(prefix = ''): Promise<LocalBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const port = await freePort();
  const bucket = 'studio-media';
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    config: {
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix,
    },
    async keys() {
      const marker = '._S3rver_object';
      const files = await readdir(path.join(directory, bucket), { recursive: true });
      return files.filter((file) => file.endsWith(marker)).map((file) => file.slice(0, -marker.length));
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
