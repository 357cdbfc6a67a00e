import { ListObjectsV2Command, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config/config';

/** A bucket as the configuration names it: for media (`S3_*`), or for backups (`BACKUP_S3_*`, with the same keys). */
export type BucketConfig = Extract<AppConfig['media'], { kind: 's3' }>;

/** A client of the bucket's server: AWS, or any that speaks its API (MinIO, R2, Ceph, s3rver). */
export function bucketClient(config: BucketConfig): S3Client {
  return new S3Client({
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

/** The bucket for the log and for her: its name, its server when not AWS, and the folder used in it. */
export const bucketName = (config: BucketConfig) =>
  `bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}${config.prefix ? `, under ${config.prefix}` : ''}`;

/** Whether the bucket answered that it holds nothing under the key asked for. */
export function isMissingObject(error: unknown): boolean {
  // Some S3-compatible servers answer a plain 404 rather than NoSuchKey.
  return (
    error instanceof NoSuchKey ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

/** Every object under the configured prefix, named without it, with its size, page after page. */
export async function listObjects(client: S3Client, config: BucketConfig): Promise<{ key: string; bytes: number }[]> {
  const objects: { key: string; bytes: number }[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: config.bucket, Prefix: config.prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key) objects.push({ key: object.Key.slice(config.prefix.length), bytes: object.Size ?? 0 });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}
