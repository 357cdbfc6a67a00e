// `sudo ./install --domain shop.example.com --email her@example.com …` (in a release): sets up
// this Debian or Ubuntu server to serve the site over https, or changes its settings, or
// upgrades it to this release. See "Going live" in the README.
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultLayout } from '../src/hosting/hosting-layout';
import { install } from '../src/hosting/install';

/** Each flag and the setting it gives. */
const flagSettings = {
  email: 'ARTIST_EMAIL',
  'mail-from': 'MAIL_FROM',
  'smtp-url': 'SMTP_URL',
  'stripe-secret-key': 'STRIPE_SECRET_KEY',
  'stripe-publishable-key': 'STRIPE_PUBLISHABLE_KEY',
  'stripe-webhook-secret': 'STRIPE_WEBHOOK_SECRET',
  'printful-token': 'PRINTFUL_API_TOKEN',
  'printful-webhook-secret': 'PRINTFUL_WEBHOOK_SECRET',
  'time-zone': 'TIME_ZONE',
} as const;

const help = `Usage: sudo ./install --domain shop.example.com --email her@example.com [options]

Sets up this server (Debian 12 or Ubuntu 24.04) to serve the site at https://DOMAIN: Caddy with
a certificate for the domain, PostgreSQL, Redis, two API processes under systemd and the daily
backup. Run it again to change a setting, or from a newer release to upgrade (a backup is taken
first). Settings not given are kept from the last run, or asked for.

  --domain DOMAIN                 her domain, pointed at this server
  --email ADDRESS                 where she reads orders and messages (also the certificate's contact)
  --mail-from SENDER              the sender of the site's e-mails ("Grace Studio" <shop@DOMAIN>)
  --smtp-url URL                  smtps://user:password@smtp.example.net:465
  --stripe-secret-key KEY         sk_live_…
  --stripe-publishable-key KEY    pk_live_…
  --stripe-webhook-secret SECRET  whsec_… of the webhook of https://DOMAIN/webhooks/stripe
  --printful-token TOKEN          her Printful store's API token
  --printful-webhook-secret TEXT  the secret in the Printful webhook's address
  --time-zone ZONE                her time zone (America/New_York)
  --set KEY=VALUE                 any other setting of the README's table; may be repeated
  --processes N                   API processes behind Caddy (default 2, at most 9)
  --tls internal                  a certificate from Caddy's own authority, for a test machine
`;

async function main() {
  const { values } = parseArgs({
    options: {
      domain: { type: 'string' },
      ...Object.fromEntries(Object.keys(flagSettings).map((flag) => [flag, { type: 'string' as const }])),
      set: { type: 'string', multiple: true },
      processes: { type: 'string', default: '2' },
      tls: { type: 'string', default: 'acme' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return void console.info(help);
  const processes = Number(values.processes);
  if (!Number.isInteger(processes) || processes < 1 || processes > 9) throw new Error('--processes must be 1 to 9.');
  if (values.tls !== 'acme' && values.tls !== 'internal') throw new Error('--tls must be acme or internal.');

  const settings: Record<string, string> = {};
  if (values.domain) settings.PUBLIC_URL = `https://${values.domain}`;
  for (const [flag, setting] of Object.entries(flagSettings)) {
    const value = (values as Record<string, unknown>)[flag];
    if (typeof value === 'string') settings[setting] = value;
  }
  for (const pair of (values.set as string[] | undefined) ?? []) {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`--set ${pair}: write it as KEY=VALUE.`);
    settings[pair.slice(0, at)] = pair.slice(at + 1);
  }

  const prompt = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
  try {
    const domain = await install({
      release: fileURLToPath(new URL('../../', import.meta.url)),
      layout: { ...defaultLayout, processes },
      settings,
      tls: values.tls,
      ask: prompt && ((setting, why) => prompt.question(`${setting} (${why}): `)),
    });
    console.info(`\nThe site is up at https://${domain}. Run ./doctor to check everything around it.`);
  } finally {
    prompt?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
