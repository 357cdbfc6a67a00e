import path from 'node:path';
import type { ErrorReportingSettings } from 'shared-contracts/server-rendering';
import { remoteNames, remotes, remoteUrlVariable, type RemoteName } from 'shared-contracts/site-manifest';
import { envSchema, folderPrefix, metricsPortOf, type Env } from './environment-variables';
import { unknownSettings, type UnknownSetting } from './unknown-settings';

export interface AppConfig {
  env: Env['APP_ENV'];
  /** Variables that look like settings of this site but are none (`STRIPE_SECRETKEY`): reported at start. */
  unknownSettings: UnknownSetting[];
  /** Whether DATA_DIR was given, rather than the folder beside the code that the next release leaves behind. */
  dataDirGiven: boolean;
  host: string;
  port: number;
  /** Where the metrics for Prometheus are served, on 127.0.0.1 only: a port, 0 for any free one; none when undefined. */
  metricsPort: number | undefined;
  /** Where visitors reach the site; used for links that leave it (payment pages, e-mails). */
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  /** Her time zone, for the dates of her exports. */
  timeZone: string;
  /** The server's own folder: the embedded database, media by default, and the studio's enrolment key. */
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  site: {
    /** Folder holding shell/dist and each mfe-*\/dist. */
    root: string;
    /** Where the shell loads each remote from: `REMOTE_{NAME}_URL`, else the build this server serves. */
    remotes: Record<RemoteName, string>;
    /** Whether public pages are rendered here (`SERVER_RENDERING`), or all drawn by the browser. */
    rendered: boolean;
  };
  /** A Printful store: the catalogue and fulfilment. Without it, the sample catalogue and local orders. */
  printful?: { token: string; storeId?: string; apiUrl: string; webhookSecret?: string };
  catalogTtlMs: number;
  fulfilmentRetryMs: number;
  /** How long a payment may go unanswered before the processor's own record settles it. */
  paymentSettleMs: number;
  /** Background jobs: how often each process looks for due work, and how long a claim lasts without a heartbeat. */
  jobs: { pollMs: number; leaseMs: number; maxAttempts: number };
  /** Stripe: card payments and hosted checkout. Without it, the embedded test processor. */
  stripe?: { secretKey: string; publishableKey?: string; webhookSecret?: string; apiUrl?: string };
  /** Origins allowed to call the functions from their own pages; none by default. */
  corsOrigins: string[];
  /** The proxies in front of the server: how many (hops), or their addresses; none when false. */
  trustProxy: false | number | string;
  /** How long a request may take to arrive whole, headers and body; a slower one is cut off. */
  requestTimeoutMs: number;
  /** Where API processes share their rate limits' counts; each counts in memory without it. */
  redisUrl?: string;
  /** Without an SMTP URL, e-mails stay in the outbox and are written to the log. */
  mail: {
    smtpUrl?: string;
    from: string;
    artistEmail: string;
    retryMs: number;
    /** Letters to her list handed to the mail server per minute, at most: her provider's limit. */
    listPerMinute: number;
  };
  /** Where uploaded photos and their derivatives are kept: the data folder, or an S3-compatible bucket. */
  media:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        /** An S3-compatible server (MinIO, R2, …); AWS itself when absent. */
        endpoint?: string;
        /** Addresses the bucket as `endpoint/bucket/key`, not `bucket.endpoint/key`, as most such servers need. */
        forcePathStyle: boolean;
        accessKeyId: string;
        secretAccessKey: string;
        /** Put before every key (`site/media/`), so that the site can share a bucket; empty for none. */
        prefix: string;
      };
  /**
   * Archives of the site (database and media): where they are kept (`BACKUP_DIR`, or a bucket
   * reached with the media's S3 settings), how many the daily backup keeps, and when it runs
   * (`03:00`, UTC).
   */
  backups: { store: AppConfig['media']; keep: number; dailyAtUtc: string };
  /**
   * Where unhandled errors, of the server and of visitors' browsers, are reported: a Sentry
   * project or a service speaking its protocol (`SENTRY_DSN`), under `SENTRY_ENVIRONMENT` (else
   * APP_ENV) and the release's commit (`SITE_COMMIT`). Without it they are only logged.
   */
  errorReports?: ErrorReportingSettings;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** TRUST_PROXY as Fastify takes it: false, a number of hops, or addresses and ranges (`10.0.0.1,10.1.0.0/16`). */
function trustedProxies(value: string): false | number | string {
  if (/^(false|no|off|0|)$/i.test(value)) return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Reads the configuration from the environment once; every bad variable is named. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.APP_ENV,
    unknownSettings: unknownSettings(Object.keys(defined)),
    dataDirGiven: defined.DATA_DIR !== undefined,
    host: env.HOST,
    port: env.PORT,
    metricsPort: metricsPortOf(env),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    timeZone: env.TIME_ZONE,
    dataDir: env.DATA_DIR,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
    site: {
      root: env.SITE_DIR,
      rendered: env.SERVER_RENDERING,
      remotes: Object.fromEntries(
        remoteNames.map((name) => [
          name,
          defined[remoteUrlVariable(name)] ?? `${remotes[name].urlPrefix}remoteEntry.js`,
        ]),
      ) as Record<RemoteName, string>,
    },
    printful: env.PRINTFUL_API_TOKEN
      ? {
          token: env.PRINTFUL_API_TOKEN,
          storeId: env.PRINTFUL_STORE_ID,
          apiUrl: env.PRINTFUL_API_URL,
          webhookSecret: env.PRINTFUL_WEBHOOK_SECRET,
        }
      : undefined,
    catalogTtlMs: env.CATALOG_TTL_SECONDS * 1000,
    fulfilmentRetryMs: env.FULFILMENT_RETRY_SECONDS * 1000,
    paymentSettleMs: env.PAYMENT_SETTLE_SECONDS * 1000,
    jobs: { pollMs: env.JOB_POLL_MS, leaseMs: env.JOB_LEASE_SECONDS * 1000, maxAttempts: env.JOB_MAX_ATTEMPTS },
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL,
        }
      : undefined,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    redisUrl: env.REDIS_URL,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      artistEmail: env.ARTIST_EMAIL,
      retryMs: env.MAIL_RETRY_SECONDS * 1000,
      listPerMinute: env.LIST_SENDS_PER_MINUTE,
    },
    media: mediaStore(env),
    backups: { store: backupStore(env), keep: env.BACKUP_KEEP, dailyAtUtc: env.BACKUP_TIME },
    errorReports: env.SENTRY_DSN
      ? {
          dsn: env.SENTRY_DSN,
          environment: env.SENTRY_ENVIRONMENT ?? env.APP_ENV,
          release: env.SITE_COMMIT,
        }
      : undefined,
  };
}

/** The data folder's media/, unless a bucket is configured (the schema has checked it is whole). */
function mediaStore(env: Env): AppConfig['media'] {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket || !accessKeyId || !secretAccessKey) return { kind: 'local', dir: path.join(env.DATA_DIR, 'media') };
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    accessKeyId,
    secretAccessKey,
    prefix: folderPrefix(env.S3_PREFIX),
  };
}

/** `BACKUP_DIR` (the data folder's backups/ by default), unless a bucket is named for them. */
function backupStore(env: Env): AppConfig['media'] {
  const media = mediaStore(env);
  if (!env.BACKUP_S3_BUCKET || media.kind !== 's3') {
    return { kind: 'local', dir: env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups') };
  }
  return { ...media, bucket: env.BACKUP_S3_BUCKET, prefix: folderPrefix(env.BACKUP_S3_PREFIX) };
}
