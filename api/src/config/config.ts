import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfig } from 'shared-contracts/site-config';
import type { ErrorReportingSettings } from 'shared-contracts/server-rendering';
import { remoteNames, remotes, remoteUrlVariable, type RemoteName } from 'shared-contracts/site-manifest';
import * as z from 'zod/mini';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * What a start is for: `production` takes real money and refuses settings that would take
 * false money or lose data; `demo` is a test shop that says so on every page; `development`
 * and `test` are for the people who build the site.
 */
export const appEnvironments = ['production', 'demo', 'development', 'test'] as const;

/** Whether Intl knows the zone: `America/Chicago`, `Europe/London`, `UTC`. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const optionalUrl = z.optional(z.url());

/** A DSN as Sentry or GlitchTip gives it: an http(s) address with the project's public key and, last, the project. */
function isDsn(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, username, pathname } = new URL(value);
  return /^https?:$/.test(protocol) && username !== '' && /\/[^/]+$/.test(pathname);
}

const optionalSecret = z.optional(z.string().check(z.trim(), z.minLength(1)));
const seconds = (fallback: number) => z._default(z.coerce.number().check(z.positive()), fallback);

const envVariables = z.object({
  APP_ENV: z._default(z.enum(appEnvironments), 'production'),
  HOST: z._default(z.string().check(z.minLength(1)), '0.0.0.0'),
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 8080),
  METRICS_PORT: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) => value === 'off' || (/^\d{1,5}$/.test(value) && Number(value) <= 65535),
          'must be a port (9464), 0 for any free one, or off',
        ),
      ),
  ),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TIME_ZONE: z._default(
    z.string().check(z.refine(isTimeZone, 'must be an IANA time zone such as America/Chicago')),
    'UTC',
  ),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), path.join(repoRoot, '.data')),
  DATABASE_URL: z.optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
  ),
  SITE_DIR: z._default(z.string().check(z.minLength(1)), repoRoot),
  SERVER_RENDERING: z._default(z.stringbool('must be true or false'), true),
  PRINTFUL_API_TOKEN: optionalSecret,
  PRINTFUL_STORE_ID: optionalSecret,
  PRINTFUL_API_URL: z._default(z.url(), 'https://api.printful.com'),
  PRINTFUL_WEBHOOK_SECRET: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{24,}$/, 'must be at least 24 letters, digits, - or _')),
  ),
  CATALOG_TTL_SECONDS: seconds(300),
  FULFILMENT_RETRY_SECONDS: seconds(30),
  PAYMENT_SETTLE_SECONDS: seconds(15 * 60),
  JOB_POLL_MS: z._default(z.coerce.number().check(z.int(), z.minimum(500)), 1000),
  JOB_LEASE_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(10)), 60),
  JOB_MAX_ATTEMPTS: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 10),
  STRIPE_SECRET_KEY: z.optional(
    z.string().check(z.regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')),
  ),
  STRIPE_PUBLISHABLE_KEY: z.optional(
    z.string().check(z.regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_…)')),
  ),
  STRIPE_WEBHOOK_SECRET: z.optional(
    z.string().check(z.regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')),
  ),
  STRIPE_API_URL: optionalUrl,
  SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), `"${siteConfig.businessName}" <${siteConfig.contactEmail}>`),
  ARTIST_EMAIL: z._default(z.email(), siteConfig.contactEmail),
  MAIL_RETRY_SECONDS: seconds(60),
  CORS_ORIGINS: z._default(z.string(), ''),
  TRUST_PROXY: z._default(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => !/^(true|yes|on)$/i.test(value),
        'must name how many proxies stand in front of the server (1) or their addresses, not true: trusting every hop lets a client choose its own address',
      ),
    ),
    'false',
  ),
  REQUEST_TIMEOUT_SECONDS: seconds(30),
  REDIS_URL: z.optional(z.string().check(z.regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'))),
  S3_BUCKET: optionalSecret,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalSecret,
  S3_ACCESS_KEY_ID: optionalSecret,
  S3_SECRET_ACCESS_KEY: optionalSecret,
  S3_FORCE_PATH_STYLE: z.optional(z.stringbool('must be true or false')),
  S3_PREFIX: z.optional(
    z
      .string()
      .check(z.regex(/^[\w.-]+(\/[\w.-]+)*\/?$/, 'must be a folder of letters, digits, ., - and _ (site/media)')),
  ),
  BACKUP_DIR: z.optional(z.string().check(z.minLength(1))),
  BACKUP_KEEP: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 14),
  BACKUP_TIME: z._default(
    z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day, HH:MM (03:00)')),
    '03:00',
  ),
  SENTRY_DSN: z.optional(
    z.string().check(z.refine(isDsn, 'must be a DSN as Sentry or GlitchTip gives it: https://{key}@{host}/{project}')),
  ),
  SENTRY_ENVIRONMENT: optionalSecret,
  SITE_COMMIT: optionalSecret,
  BACKUP_S3_BUCKET: optionalSecret,
  BACKUP_S3_PREFIX: z._default(
    z.string().check(z.regex(/^[\w.-]+(\/[\w.-]+)*\/?$/, 'must be a folder of letters, digits, ., - and _ (backups)')),
    'backups',
  ),
});

/**
 * Where /metrics is served on 127.0.0.1: METRICS_PORT (`off` for nowhere), else 9464; nowhere
 * in tests, which start many servers in one machine at once.
 */
function metricsPortOf(env: Pick<z.infer<typeof envVariables>, 'METRICS_PORT' | 'APP_ENV'>): number | undefined {
  if (env.METRICS_PORT === undefined) return env.APP_ENV === 'test' ? undefined : 9464;
  return env.METRICS_PORT === 'off' ? undefined : Number(env.METRICS_PORT);
}

/** Media goes to an S3-compatible bucket when any of these is set, and then the required ones must be too. */
const s3Variables = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;
const requiredS3Variables = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** A folder of a bucket as a key prefix: `site/media` is `site/media/`; none is ''. */
const folderPrefix = (folder: string | undefined) => (folder ? `${folder.replace(/\/$/, '')}/` : '');

/**
 * Archives kept in a bucket reach it with the media's S3 settings, which must then be whole; in
 * the media's own bucket they need a folder apart, or each backup would hold the ones before it.
 */
function backupBucketProblems(env: z.infer<typeof envVariables>): { name: string; message: string }[] {
  const missing = requiredS3Variables.filter((name) => env[name] === undefined);
  if (missing.length) {
    return [
      {
        name: 'BACKUP_S3_BUCKET',
        message: `reaches its bucket with the media's S3 settings: set ${missing.join(', ')}`,
      },
    ];
  }
  const media = folderPrefix(env.S3_PREFIX);
  const backups = folderPrefix(env.BACKUP_S3_PREFIX);
  if (env.BACKUP_S3_BUCKET === env.S3_BUCKET && (media.startsWith(backups) || backups.startsWith(media))) {
    return [
      {
        name: 'BACKUP_S3_PREFIX',
        message: "must be a folder apart from the media's (S3_PREFIX) when both are kept in one bucket",
      },
    ];
  }
  return [];
}

const envSchema = envVariables.check(
  z.superRefine(
    (env, context) => {
      const metricsPort = metricsPortOf(env);
      if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === env.PORT) {
        context.addIssue({
          code: 'custom',
          path: ['METRICS_PORT'],
          message: "must differ from PORT: metrics are never served on the site's port",
        });
      }
      if (env.BACKUP_S3_BUCKET !== undefined) {
        for (const { name, message } of backupBucketProblems(env))
          context.addIssue({ code: 'custom', path: [name], message });
      }
      const given = s3Variables.filter((name) => env[name] !== undefined);
      if (!given.length) return;
      for (const name of requiredS3Variables.filter((name) => env[name] === undefined)) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `must be set to keep media in S3, since ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set`,
        });
      }
    },
    // Checked even when other variables are bad, so that every problem is named at once.
    { when: () => true },
  ),
);

export type Env = z.infer<typeof envSchema>;

/**
 * Variables read outside the server's configuration: by the tests, the benchmarks, the dev
 * servers and the release's own scripts. Any other name close to a setting is reported.
 */
const otherVariables = [
  'TEST_DATABASE_URL',
  'CHROMIUM_PATH',
  'API_ORIGIN',
  'BENCH_SECONDS',
  'BENCH_CONNECTIONS',
  'BENCH_LIGHTHOUSE',
  'BENCH_API',
];

/** Prefixes that only this site's settings use: any other name under them is a mistake. */
const ownPrefixes = ['STRIPE_', 'PRINTFUL_', 'SMTP_', 'S3_', 'BACKUP_'];

/** How many letters must be added, removed or changed to turn one name into the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** A variable that looks like one of the site's settings but is none, with the setting it was likely meant to be. */
export interface UnknownSetting {
  name: string;
  suggestion?: string;
}

/** Names in the environment that look like settings of this site (a typo, a wrong case) but are none. */
function unknownSettings(names: string[]): UnknownSetting[] {
  const known = [...Object.keys(envVariables.shape), ...remoteNames.map(remoteUrlVariable), ...otherVariables];
  const squeezed = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return names.flatMap((name) => {
    if (known.includes(name)) return [];
    const nearest = known
      .map((setting) => ({ setting, distance: editDistance(squeezed(name), squeezed(setting)) }))
      .sort((a, b) => a.distance - b.distance)[0]!;
    const close = nearest.distance <= Math.min(2, Math.floor(nearest.setting.length / 6));
    if (close) return [{ name, suggestion: nearest.setting }];
    return ownPrefixes.some((prefix) => name.toUpperCase().startsWith(prefix)) ? [{ name }] : [];
  });
}

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
  mail: { smtpUrl?: string; from: string; artistEmail: string; retryMs: number };
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
