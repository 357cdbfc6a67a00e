import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.env).toBe('production');
    expect(config.dataDirGiven).toBe(false);
    expect(config.database.kind).toBe('pglite');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.site.remotes.shop).toBe('/shop/remoteEntry.js');
  });

  it('moves each remote of the site manifest by its own variable', () => {
    const config = loadConfig({ REMOTE_DESIGN_SERVICE_URL: 'https://design.cdn.example/remoteEntry.js' });
    expect(config.site.remotes).toEqual({
      portfolio: '/portfolio/remoteEntry.js',
      shop: '/shop/remoteEntry.js',
      design_service: 'https://design.cdn.example/remoteEntry.js',
      studio: '/studio-app/remoteEntry.js',
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://shop@localhost/site' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://shop@localhost/site' });
  });

  it('shares rate limits through Redis only when REDIS_URL names one', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379' }).redisUrl).toBe('redis://cache.internal:6379');
    expect(() => loadConfig({ REDIS_URL: 'cache.internal:6379' })).toThrow(
      'REDIS_URL: must be a redis:// or rediss:// URL',
    );
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_ENV: 'staging' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_ENV: 'staging' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('APP_ENV');
    }
  });

  it('takes her time zone by its IANA name, UTC unless set, and names a zone it does not know', () => {
    expect(loadConfig({}).timeZone).toBe('UTC');
    expect(loadConfig({ TIME_ZONE: 'America/Chicago' }).timeZone).toBe('America/Chicago');
    expect(() => loadConfig({ TIME_ZONE: 'Central' })).toThrow(
      'TIME_ZONE: must be an IANA time zone such as America/Chicago',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });
});

describe('media storage configuration', () => {
  const bucket = { S3_BUCKET: 'studio-media', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps media in the data folder when no S3 variable is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/site' }).media).toEqual({ kind: 'local', dir: '/srv/site/media' });
  });

  it('keeps media in an S3 bucket, addressed by path when an endpoint is given', () => {
    expect(loadConfig(bucket).media).toEqual({
      kind: 's3',
      bucket: 'studio-media',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      prefix: '',
    });
    expect(
      loadConfig({ ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto', S3_PREFIX: 'site/media' }).media,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'auto', forcePathStyle: true, prefix: 'site/media/' });
    expect(
      loadConfig({ ...bucket, S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'false' }).media,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('names each S3 variable missing when only some are set, with any other bad variable', () => {
    const attempt = () =>
      loadConfig({ S3_BUCKET: 'studio-media', S3_ENDPOINT: 'http://127.0.0.1:9000', PORT: 'eighty' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow('S3_ACCESS_KEY_ID: must be set to keep media in S3, since S3_BUCKET, S3_ENDPOINT are set');
    expect(attempt).toThrow('S3_SECRET_ACCESS_KEY: must be set');
    expect(attempt).toThrow('PORT');
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 'secret' })).toThrow('S3_BUCKET: must be set');
  });
});

describe('backups configuration', () => {
  const bucket = { S3_BUCKET: 'studio-media', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps 14 archives in the data folder’s backups/, made at 03:00 UTC, when nothing is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/site' }).backups).toEqual({
      store: { kind: 'local', dir: '/srv/site/backups' },
      keep: 14,
      dailyAtUtc: '03:00',
    });
    expect(loadConfig({ BACKUP_DIR: '/mnt/backups', BACKUP_KEEP: '30', BACKUP_TIME: '23:45' }).backups).toEqual({
      store: { kind: 'local', dir: '/mnt/backups' },
      keep: 30,
      dailyAtUtc: '23:45',
    });
  });

  it('keeps archives in a bucket of their own with the media’s S3 settings', () => {
    const config = loadConfig({ ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000', BACKUP_S3_BUCKET: 'studio-backups' });
    expect(config.backups.store).toEqual({
      ...config.media,
      bucket: 'studio-backups',
      prefix: 'backups/',
    });
    expect(
      loadConfig({
        ...bucket,
        S3_PREFIX: 'site/media',
        BACKUP_S3_BUCKET: 'studio-media',
        BACKUP_S3_PREFIX: 'site/backups/',
      }).backups.store,
    ).toMatchObject({ bucket: 'studio-media', prefix: 'site/backups/' });
  });

  it('refuses a backup bucket without the media’s S3 keys, or inside the media’s folder, and counts that are not whole', () => {
    expect(() => loadConfig({ BACKUP_S3_BUCKET: 'studio-backups' })).toThrow(
      "BACKUP_S3_BUCKET: reaches its bucket with the media's S3 settings: set S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY",
    );
    expect(() => loadConfig({ ...bucket, BACKUP_S3_BUCKET: 'studio-media' })).toThrow(
      "BACKUP_S3_PREFIX: must be a folder apart from the media's (S3_PREFIX) when both are kept in one bucket",
    );
    expect(() =>
      loadConfig({ ...bucket, S3_PREFIX: 'site', BACKUP_S3_BUCKET: 'studio-media', BACKUP_S3_PREFIX: 'site/backups' }),
    ).toThrow('BACKUP_S3_PREFIX');
    expect(() => loadConfig({ BACKUP_KEEP: '0', BACKUP_TIME: '3am' })).toThrow(
      /BACKUP_KEEP[\s\S]*BACKUP_TIME: must be a time of day, HH:MM \(03:00\)/,
    );
  });
});

describe('metrics configuration', () => {
  it('serves metrics on 127.0.0.1:9464 unless METRICS_PORT moves them, picks any free port (0) or turns them off', () => {
    expect(loadConfig({}).metricsPort).toBe(9464);
    expect(loadConfig({ APP_ENV: 'demo' }).metricsPort).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '9465' }).metricsPort).toBe(9465);
    expect(loadConfig({ METRICS_PORT: '0' }).metricsPort).toBe(0);
    expect(loadConfig({ METRICS_PORT: 'off' }).metricsPort).toBeUndefined();
  });

  it('starts none in tests, which run many servers at once, unless a port is given', () => {
    expect(loadConfig({ APP_ENV: 'test' }).metricsPort).toBeUndefined();
    expect(loadConfig({ APP_ENV: 'test', METRICS_PORT: '0' }).metricsPort).toBe(0);
  });

  it("refuses a port that is none, or the site's own", () => {
    for (const port of ['metrics', '70000', '-1', '94.64']) {
      expect(() => loadConfig({ METRICS_PORT: port })).toThrow(
        'METRICS_PORT: must be a port (9464), 0 for any free one, or off',
      );
    }
    expect(() => loadConfig({ PORT: '9464' })).toThrow(
      "METRICS_PORT: must differ from PORT: metrics are never served on the site's port",
    );
    expect(() => loadConfig({ PORT: '9000', METRICS_PORT: '9000' })).toThrow('METRICS_PORT: must differ from PORT');
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }).metricsPort).toBe(0);
  });

  it('names METRICS_PORT for a near miss', () => {
    expect(loadConfig({ METRIC_PORT: '9465' }).unknownSettings).toEqual([
      { name: 'METRIC_PORT', suggestion: 'METRICS_PORT' },
    ]);
  });
});

describe('error reports configuration', () => {
  it('reports nothing unless SENTRY_DSN is set', () => {
    expect(loadConfig({}).errorReports).toBeUndefined();
  });

  it("reports to the DSN under the start's APP_ENV, or SENTRY_ENVIRONMENT, and the release's commit", () => {
    const dsn = 'https://0123456789abcdef@glitchtip.example.net/3';
    expect(loadConfig({ SENTRY_DSN: dsn, APP_ENV: 'demo' }).errorReports).toEqual({ dsn, environment: 'demo' });
    expect(
      loadConfig({ SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'staging', SITE_COMMIT: '7b292f7ad76c' }).errorReports,
    ).toEqual({ dsn, environment: 'staging', release: '7b292f7ad76c' });
  });

  it('refuses a DSN that is no address, or names no key or project', () => {
    for (const dsn of [
      'glitchtip.example.net',
      'https://glitchtip.example.net/3',
      'https://key@glitchtip.example.net/',
    ]) {
      expect(() => loadConfig({ SENTRY_DSN: dsn }), dsn).toThrow(
        'SENTRY_DSN: must be a DSN as Sentry or GlitchTip gives it: https://{key}@{host}/{project}',
      );
    }
  });
});
