import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { settingsProblems, unknownSettingProblems, UnsafeStartError } from './start-checks';

const settingsOf = (env: Record<string, string>) => settingsProblems(loadConfig(env)).map((problem) => problem.setting);

/** Everything a real shop needs. */
const live = {
  APP_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_live_51Hshop',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51Hshop',
  SMTP_URL: 'smtps://studio:secret@smtp.mailhost.net:465',
  PUBLIC_URL: 'https://gracestudio.art',
  ARTIST_EMAIL: 'grace@gracestudio.art',
  MAIL_FROM: '"Grace Studio" <studio@gracestudio.art>',
  DATA_DIR: '/var/lib/grace-studio',
};

describe('a production start', () => {
  it('names every setting that would take false money, send no e-mail or lose data, at once', () => {
    const problems = settingsProblems(loadConfig({ APP_ENV: 'production', PRINTFUL_API_TOKEN: 'pf-token' }));
    expect(problems.map((problem) => problem.setting)).toEqual([
      'STRIPE_SECRET_KEY',
      'PRINTFUL_API_TOKEN',
      'SMTP_URL',
      'PUBLIC_URL',
      'ARTIST_EMAIL',
      'MAIL_FROM',
      'DATA_DIR',
    ]);
    const message = new UnsafeStartError('production', problems).message;
    expect(message).toContain('STRIPE_SECRET_KEY: is not set, so payments would go to the embedded test processor');
    expect(message).toContain('PRINTFUL_API_TOKEN: is set while payments are not live');
    expect(message).toContain('SMTP_URL: is not set, so no e-mail would leave the site');
    expect(message).toContain('PUBLIC_URL: is http://localhost:8080: set the https:// address');
    expect(message).toContain('ARTIST_EMAIL: is studio@example.com, an example address');
    expect(message).toContain('DATA_DIR: is not set');
    expect(message).toContain('start a test shop with APP_ENV=demo');
  });

  it('is production when APP_ENV is not set', () => {
    expect(settingsOf({})).toContain('STRIPE_SECRET_KEY');
  });

  it('starts with live keys, an SMTP server, an https address, her own addresses and a data folder', () => {
    expect(settingsOf(live)).toEqual([]);
    expect(settingsOf({ ...live, PRINTFUL_API_TOKEN: 'pf-token' })).toEqual([]);
  });

  it('refuses Stripe test keys, which take test cards as paid', () => {
    expect(settingsOf({ ...live, STRIPE_SECRET_KEY: 'sk_test_51Hshop' })).toEqual(['STRIPE_SECRET_KEY']);
    expect(settingsOf({ ...live, STRIPE_PUBLISHABLE_KEY: 'pk_test_51Hshop' })).toEqual(['STRIPE_PUBLISHABLE_KEY']);
    expect(settingsOf({ ...live, STRIPE_SECRET_KEY: 'sk_test_51Hshop', PRINTFUL_API_TOKEN: 'pf-token' })).toEqual([
      'STRIPE_SECRET_KEY',
      'PRINTFUL_API_TOKEN',
    ]);
  });

  it('refuses an address at a domain kept for examples, in either setting', () => {
    expect(settingsOf({ ...live, ARTIST_EMAIL: 'grace@shop.example' })).toEqual(['ARTIST_EMAIL']);
    expect(settingsOf({ ...live, MAIL_FROM: 'studio@example.org' })).toEqual(['MAIL_FROM']);
    expect(settingsOf({ ...live, ARTIST_EMAIL: 'grace@example.gallery' })).toEqual([]);
  });

  it('reports a setting mistyped or unknown under one of the site’s own prefixes', () => {
    const config = loadConfig({ ...live, STRIPE_SECRETKEY: 'sk_live_x', smtp_url: 'smtp://x', S3_BUCKETS: 'photos' });
    expect(settingsProblems(config)).toEqual([
      { setting: 'STRIPE_SECRETKEY', problem: 'is not a setting of this site: did you mean STRIPE_SECRET_KEY?' },
      { setting: 'smtp_url', problem: 'is not a setting of this site: did you mean SMTP_URL?' },
      { setting: 'S3_BUCKETS', problem: 'is not a setting of this site: did you mean S3_BUCKET?' },
    ]);
    expect(unknownSettingProblems(loadConfig({ HOME: '/root', NODE_ENV: 'production', CI: 'true' }))).toEqual([]);
    expect(unknownSettingProblems(loadConfig({ PRINTFUL_TOKEN_FILE: '/run/token' }))).toEqual([
      {
        setting: 'PRINTFUL_TOKEN_FILE',
        problem: 'is not a setting of this site: the README’s Configuration lists the names it reads.',
      },
    ]);
  });
});

describe('a demo start', () => {
  it('runs on the embedded defaults, with test cards and the e-mail outbox', () => {
    expect(settingsOf({ APP_ENV: 'demo' })).toEqual([]);
    expect(settingsOf({ APP_ENV: 'demo', STRIPE_SECRET_KEY: 'sk_test_51Hshop' })).toEqual([]);
  });

  it('refuses a live Stripe key, since every page tells visitors nothing is charged', () => {
    expect(settingsOf({ APP_ENV: 'demo', STRIPE_SECRET_KEY: 'sk_live_51Hshop' })).toEqual(['STRIPE_SECRET_KEY']);
  });

  it('leaves an unknown setting to the log instead of refusing', () => {
    expect(settingsOf({ APP_ENV: 'demo', STRIPE_SECRETKEY: 'sk_test_x' })).toEqual([]);
  });
});
