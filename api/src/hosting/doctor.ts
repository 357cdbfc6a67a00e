import { promises as dns } from 'node:dns';
import { existsSync, readFileSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { networkInterfaces } from 'node:os';
import tls from 'node:tls';
import { Redis } from 'ioredis';
import { PrintfulClient } from '../printful/printful-client';
import { createStripeClient } from '../payments/stripe-client';
import { openArchiveStore } from '../backups/archive-store';
import { backupLateAfterMs } from '../backups/site-backups';
import { appliedMigrations, migrationFiles } from '../backups/database-dump';
import { ConfigError, loadConfig, type AppConfig } from '../config/config';
import { openDatabase, type Database } from '../db/database';
import { jobsTable } from '../jobs/job-table';
import { settingsProblems } from '../config/start-checks';
import { caddyLocalRoot, envFile, processNumbers, type HostingLayout } from './hosting-layout';
import { readEnvFile } from './site-env';
import { unitEnvironment } from './systemd-unit';

/** One thing doctor looked at: whether it is well, what it found, and what to do when it is not. */
export interface Finding {
  check: string;
  ok: boolean;
  found: string;
  fix?: string;
}

const gib = 1024 ** 3;
/** Below this free space a folder is named: a day's archives and photos need room. */
const minimumFreeBytes = gib;

const ok = (check: string, found: string): Finding => ({ check, ok: true, found });
const wrong = (check: string, found: string, fix: string): Finding => ({ check, ok: false, found, fix });
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Everything around the running site that can keep visitors or her from it, each with what to
 * do: her settings, DNS, the certificate, each API process, PostgreSQL and its migrations,
 * Redis, free disk, the last backup, jobs and e-mails that gave up, and Stripe's and Printful's
 * keys and webhooks for this domain.
 */
export async function examine(layout: HostingLayout): Promise<Finding[]> {
  const settings = await readEnvFile(envFile(layout));
  let config: AppConfig;
  try {
    config = loadConfig({ ...settings, ...unitEnvironment(1) });
  } catch (error) {
    const found = error instanceof ConfigError ? error.message : reason(error);
    return [wrong('settings', found, `Correct ${envFile(layout)} with ./install --set KEY=VALUE.`)];
  }
  const problems = settingsProblems(config);
  const findings: Finding[] = [
    problems.length
      ? wrong(
          'settings',
          problems.map(({ setting, problem }) => `${setting} ${problem}`).join(' '),
          'Run ./install again with the settings named.',
        )
      : ok('settings', 'a production start takes them'),
  ];
  const domain = new URL(config.publicUrl).hostname;
  findings.push(await dnsFinding(domain), await certificateFinding(domain));
  for (const n of processNumbers(layout)) findings.push(await processFinding(n));
  findings.push(...(await databaseFindings(config)));
  findings.push(await redisFinding(config));
  for (const [what, dir] of [
    ['her data', layout.dataDir],
    ['the backups', layout.backupDir],
  ] as const) {
    findings.push(await diskFinding(what, dir));
  }
  findings.push(await backupFinding(config));
  findings.push(...(await Promise.all([stripeFinding(config), printfulFinding(config)])).flat());
  return findings;
}

async function dnsFinding(domain: string): Promise<Finding> {
  const check = `DNS of ${domain}`;
  let addresses: string[];
  try {
    addresses = (await dns.lookup(domain, { all: true })).map(({ address }) => address);
  } catch (error) {
    return wrong(
      check,
      `has no address (${reason(error)})`,
      `Point an A (and AAAA) record of ${domain} at this server.`,
    );
  }
  const own = new Set(
    Object.values(networkInterfaces())
      .flat()
      .map((entry) => entry?.address),
  );
  return addresses.some((address) => own.has(address))
    ? ok(check, `points here (${addresses.join(', ')})`)
    : wrong(
        check,
        `points at ${addresses.join(', ')}, none of this server's addresses`,
        `Point ${domain} at this server, unless a load balancer or NAT in front of it forwards to it.`,
      );
}

/** The certificate https://domain shows, checked against the system's authorities and Caddy's own. */
function certificateFinding(domain: string): Promise<Finding> {
  const check = `certificate of ${domain}`;
  const ca = [...tls.rootCertificates, ...(existsSync(caddyLocalRoot) ? [readFileSync(caddyLocalRoot, 'utf8')] : [])];
  return new Promise((resolve) => {
    const socket = tls.connect({ host: domain, port: 443, servername: domain, ca, rejectUnauthorized: false });
    socket.setTimeout(5000, () => {
      socket.destroy();
      resolve(wrong(check, 'no answer on port 443 within 5 s', 'Start Caddy: systemctl start caddy.'));
    });
    socket.once('error', (error) =>
      resolve(wrong(check, `no https answer (${error.message})`, 'Start Caddy, and open ports 80 and 443.')),
    );
    socket.once('secureConnect', () => {
      const certificate = socket.getPeerCertificate();
      socket.end();
      const from = new Date(certificate.valid_from).getTime();
      const to = new Date(certificate.valid_to).getTime();
      const left = to - Date.now();
      const hours = Math.floor(left / 3_600_000);
      const remaining = hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
      if (!socket.authorized) {
        resolve(
          wrong(
            check,
            `is not trusted (${String(socket.authorizationError)})`,
            'Let Caddy obtain one: the domain must point here and ports 80 and 443 be open (journalctl -u caddy).',
          ),
        );
      } else if (left < (to - from) / 6) {
        // Caddy renews a certificate once a third of its life is left: half of that gone means it could not.
        resolve(
          wrong(check, `expires in ${remaining}`, 'Caddy renews it by itself: see journalctl -u caddy for why not.'),
        );
      } else resolve(ok(check, `valid for ${remaining} more`));
    });
  });
}

async function processFinding(n: number): Promise<Finding> {
  const check = `API process ${n}`;
  const url = `http://127.0.0.1:${unitEnvironment(n).PORT}/health/ready`;
  const answer = await fetch(url, { signal: AbortSignal.timeout(3000) }).then(
    (response) => (response.ok ? undefined : `answers ${response.status}`),
    (error: unknown) => `does not answer (${reason(error)})`,
  );
  return answer
    ? wrong(check, `${url} ${answer}`, `systemctl restart grace-studio@${n}; journalctl -u grace-studio@${n} says why.`)
    : ok(check, `answers on ${url}`);
}

async function databaseFindings(config: AppConfig): Promise<Finding[]> {
  let db: Database;
  try {
    db = await openDatabase(config.database);
    await db.query('SELECT 1');
  } catch (error) {
    return [wrong('PostgreSQL', `cannot be reached (${reason(error)})`, 'systemctl start postgresql')];
  }
  try {
    const [applied, shipped] = await Promise.all([appliedMigrations(db), migrationFiles()]);
    const missing = shipped.filter((file) => !applied.includes(file));
    const failedJobs = await db.query<{ name: string; count: number }>(
      `SELECT name, count(*)::int AS count FROM ${jobsTable}
       WHERE state = 'failed' AND completed_on > now() - interval '7 days' GROUP BY name ORDER BY name`,
    );
    const [mail] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM mail_outbox WHERE status = 'pending' AND created_at < now() - interval '1 hour'`,
    );
    return [
      ok('PostgreSQL', 'answers'),
      missing.length
        ? wrong(
            'migrations',
            `${missing.join(', ')} not applied`,
            'Restart the API processes: each start applies them.',
          )
        : ok('migrations', `all ${shipped.length} applied`),
      failedJobs.length
        ? wrong(
            'jobs',
            `gave up this week: ${failedJobs.map(({ name, count }) => `${name} ${count}`).join(', ')}`,
            'Open Studio → Orders → Needs you: each says what failed and what to do.',
          )
        : ok('jobs', 'none gave up this week'),
      mail!.count > 0
        ? wrong(
            'e-mails',
            `${mail!.count} waiting for over an hour`,
            'Check SMTP_URL and your mail provider; Studio → Orders → Needs you names each.',
          )
        : ok('e-mails', 'none waiting for over an hour'),
    ];
  } finally {
    await db.close();
  }
}

async function redisFinding(config: AppConfig): Promise<Finding> {
  if (!config.redisUrl) return wrong('Redis', 'REDIS_URL is not set', 'Run ./install again.');
  const redis = new Redis(config.redisUrl, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return ok('Redis', 'answers');
  } catch (error) {
    return wrong('Redis', `cannot be reached (${reason(error)})`, 'systemctl start redis-server');
  } finally {
    redis.disconnect();
  }
}

async function diskFinding(what: string, dir: string): Promise<Finding> {
  const check = `free disk for ${what}`;
  try {
    const stats = await statfs(dir);
    const free = stats.bavail * stats.bsize;
    const text = `${(free / gib).toFixed(1)} GiB free under ${dir}`;
    return free < minimumFreeBytes
      ? wrong(check, text, 'Free some room, or keep fewer backups (BACKUP_KEEP) or keep them in a bucket.')
      : ok(check, text);
  } catch (error) {
    return wrong(check, `${dir} cannot be read (${reason(error)})`, 'Run ./install again.');
  }
}

async function backupFinding(config: AppConfig): Promise<Finding> {
  const store = openArchiveStore(config.backups.store);
  try {
    const [last] = await store.list();
    if (!last) return wrong('last backup', `none in ${store.where}`, 'Take one now: sudo ./backup.');
    const age = Date.now() - last.madeAt.getTime();
    const text = `${last.name}, ${Math.round(age / 3_600_000)} h ago`;
    return age > backupLateAfterMs
      ? wrong(
          'last backup',
          text,
          'The daily backup did not run: Studio → Backups says why; take one now with ./backup.',
        )
      : ok('last backup', text);
  } catch (error) {
    return wrong('last backup', `${store.where} cannot be read (${reason(error)})`, 'Check BACKUP_DIR or the bucket.');
  }
}

async function stripeFinding(config: AppConfig): Promise<Finding[]> {
  if (!config.stripe) return [];
  const stripe = createStripeClient(config.stripe);
  const address = `${config.publicUrl}/webhooks/stripe`;
  try {
    await stripe.balance.retrieve();
    const endpoints = await stripe.webhookEndpoints.list({ limit: 100 });
    const ours = endpoints.data.find((endpoint) => endpoint.url === address && endpoint.status === 'enabled');
    return [
      ok('Stripe key', 'accepted'),
      ours
        ? ok('Stripe webhook', `sends to ${address}`)
        : wrong(
            'Stripe webhook',
            `none sends to ${address}`,
            `Add an endpoint for ${address} in Stripe's dashboard (Developers → Webhooks).`,
          ),
    ];
  } catch (error) {
    return [
      wrong(
        'Stripe key',
        `refused (${reason(error)})`,
        'Set a valid live key: ./install --stripe-secret-key sk_live_…',
      ),
    ];
  }
}

async function printfulFinding(config: AppConfig): Promise<Finding[]> {
  if (!config.printful) return [];
  const { token, storeId, apiUrl, webhookSecret: secret } = config.printful;
  const client = new PrintfulClient({ token, storeId, baseUrl: apiUrl });
  try {
    const address = await client.webhookAddress();
    const expected = secret ? `${config.publicUrl}/webhooks/printful/${secret}` : undefined;
    return [
      ok('Printful token', 'accepted'),
      expected && address === expected
        ? ok('Printful webhook', 'sends to this domain')
        : wrong(
            'Printful webhook',
            address ? `sends to another address` : 'is not set',
            `Set the store's webhook to ${config.publicUrl}/webhooks/printful/<PRINTFUL_WEBHOOK_SECRET>.`,
          ),
    ];
  } catch (error) {
    return [wrong('Printful token', `refused (${reason(error)})`, 'Set a valid token: ./install --printful-token …')];
  }
}
