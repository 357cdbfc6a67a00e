import { ConfigError, type AppConfig } from './config';

/** A setting that makes this start unsafe, and what to set instead. */
export interface StartProblem {
  setting: string;
  problem: string;
}

/** Domains kept for examples and tests (RFC 2606, RFC 6761): no mail to them reaches anyone. */
const exampleAddress = /@(?:[\w-]+\.)*(?:example\.(?:com|net|org)|example|test|invalid|localhost)>?\s*$/i;

const liveKey = (key: string | undefined) => key !== undefined && /^(sk|rk|pk)_live_/.test(key);

/**
 * What a production start refuses: anything that would take test cards as paid, fulfil orders
 * nobody paid for, send no e-mail, break passkeys and payment redirects, mail an address
 * nobody reads, or keep her data where the next release leaves it behind. A demo refuses a
 * live key, since it tells every visitor that nothing is charged.
 */
export function settingsProblems(config: AppConfig): StartProblem[] {
  const problems: StartProblem[] = [];
  if (config.env === 'demo' && liveKey(config.stripe?.secretKey)) {
    problems.push({
      setting: 'STRIPE_SECRET_KEY',
      problem:
        'is a live key, and a demo shop tells every visitor that nothing is charged: use a test key (sk_test_…), or APP_ENV=production.',
    });
  }
  if (config.env !== 'production') return problems;

  problems.push(...unknownSettingProblems(config));
  const stripe = config.stripe;
  if (!stripe) {
    problems.push({
      setting: 'STRIPE_SECRET_KEY',
      problem:
        'is not set, so payments would go to the embedded test processor, which takes Stripe’s test cards as paid: set your live secret key (sk_live_…).',
    });
  } else if (!liveKey(stripe.secretKey)) {
    problems.push({
      setting: 'STRIPE_SECRET_KEY',
      problem: 'is a test key, which takes test cards as paid and no real card: set your live secret key (sk_live_…).',
    });
  }
  if (stripe?.publishableKey !== undefined && !liveKey(stripe.publishableKey)) {
    problems.push({
      setting: 'STRIPE_PUBLISHABLE_KEY',
      problem: 'is a test key: set the live publishable key (pk_live_…) of the same account.',
    });
  }
  if (config.printful && !liveKey(stripe?.secretKey)) {
    problems.push({
      setting: 'PRINTFUL_API_TOKEN',
      problem:
        'is set while payments are not live: orders nobody paid for would be sent to your Printful store and charged to you. Set a live STRIPE_SECRET_KEY first.',
    });
  }
  if (!config.mail.smtpUrl) {
    problems.push({
      setting: 'SMTP_URL',
      problem:
        'is not set, so no e-mail would leave the site (order confirmations, your notices, your studio link): set your mail provider’s SMTP address (smtps://user:password@smtp.example.net:465).',
    });
  }
  if (!config.publicUrl.startsWith('https://')) {
    problems.push({
      setting: 'PUBLIC_URL',
      problem: `is ${config.publicUrl}: set the https:// address visitors use (https://shop.example.net). Passkeys, the studio's secure cookie and payment pages need https.`,
    });
  }
  if (exampleAddress.test(config.mail.artistEmail)) {
    problems.push({
      setting: 'ARTIST_EMAIL',
      problem: `is ${config.mail.artistEmail}, an example address: set the address where you read orders and messages.`,
    });
  }
  if (exampleAddress.test(config.mail.from)) {
    problems.push({
      setting: 'MAIL_FROM',
      problem: `is ${config.mail.from}, an example address: set the sender your mail provider lets you send as ("Grace Studio" <studio@your-domain>).`,
    });
  }
  if (!config.dataDirGiven) {
    problems.push({
      setting: 'DATA_DIR',
      problem: `is not set, so the database, photos and backups would be kept in ${config.dataDir}, beside this release, and left behind by the next one: set a folder of their own (/var/lib/grace-studio).`,
    });
  }
  return problems;
}

/**
 * Variables that look like settings but are none: refused in production, where a typo would
 * quietly leave a setting at its default, and written to the log elsewhere.
 */
export function unknownSettingProblems(config: AppConfig): StartProblem[] {
  return config.unknownSettings.map(({ name, suggestion }) => ({
    setting: name,
    problem: suggestion
      ? `is not a setting of this site: did you mean ${suggestion}?`
      : 'is not a setting of this site: the README’s Configuration lists the names it reads.',
  }));
}

/** A start refused: every problem, each with what to set, in one message. */
export class UnsafeStartError extends ConfigError {
  override name = 'UnsafeStartError';

  constructor(env: AppConfig['env'], problems: StartProblem[]) {
    const lines = problems.map(({ setting, problem }) => `  ${setting}: ${problem}`);
    const heading =
      env === 'production'
        ? 'This site is started for production (APP_ENV=production), where it takes real money, and these settings would take false money, send no e-mail or lose data:'
        : `This site is started with APP_ENV=${env}, and these settings are wrong:`;
    const ending =
      env === 'production'
        ? 'Set these and start again (the README’s “Going live” lists every setting), or start a test shop with APP_ENV=demo.'
        : 'Correct these and start again.';
    super([heading, ...lines, ending].join('\n'));
  }
}
