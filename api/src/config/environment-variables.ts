import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfig } from 'shared-contracts/site-config';
import { isTimeZone } from 'shared-contracts/time-zone';
import * as z from 'zod/mini';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * What a start is for: `production` takes real money and refuses settings that would take
 * false money or lose data; `demo` is a test shop that says so on every page; `development`
 * and `test` are for the people who build the site.
 */
export const appEnvironments = ['production', 'demo', 'development', 'test'] as const;

const optionalUrl = z.optional(z.url());

/** A DSN as Sentry or GlitchTip gives it: an http(s) address with the project's public key and, last, the project. */
function isDsn(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, username, pathname } = new URL(value);
  return /^https?:$/.test(protocol) && username !== '' && /\/[^/]+$/.test(pathname);
}

const optionalSecret = z.optional(z.string().check(z.trim(), z.minLength(1)));
const seconds = (fallback: number) => z._default(z.coerce.number().check(z.positive()), fallback);

export const envVariables = z.object({
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
  LIST_SENDS_PER_MINUTE: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 120),
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
export function metricsPortOf(env: Pick<z.infer<typeof envVariables>, 'METRICS_PORT' | 'APP_ENV'>): number | undefined {
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
export const folderPrefix = (folder: string | undefined) => (folder ? `${folder.replace(/\/$/, '')}/` : '');

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

/** The variables each checked on its own, then the ones that only hold together (media in S3, backups, metrics). */
export const envSchema = envVariables.check(
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
