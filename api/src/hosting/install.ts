import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { settingsProblems } from '../config/start-checks';
import { caddyConfig, readHostedSite, writeHostedSite } from './hosted-site';
import { currentRelease, envFile, releasesDir, unitName, type HostingLayout } from './hosting-layout';
import { restartSiteProcesses, startCaddy, startDatabaseServices } from './machine-services';
import { readEnvFile, writeSettings } from './site-env';
import { hasCommand, output, run, succeeds, userIds } from './system';
import { siteUnit, unitEnvironment } from './systemd-unit';

/** What `./install` is asked to do. */
export interface InstallRequest {
  /** The unpacked release ./install belongs to. */
  release: string;
  layout: HostingLayout;
  /** Settings given as flags, over those of an earlier install. */
  settings: Record<string, string>;
  tls: 'acme' | 'internal';
  /** Asks for a missing setting, when someone is there to answer. */
  ask?: (setting: string, why: string) => Promise<string>;
}

/** The settings a hosted site cannot start without, and what each is for. */
const askedFor: Record<string, string> = {
  PUBLIC_URL: 'the address visitors use, https://your-domain',
  ARTIST_EMAIL: 'the address where you read orders and messages',
  SMTP_URL: 'your mail provider’s SMTP address (smtps://user:password@smtp.example.net:465)',
  STRIPE_SECRET_KEY: 'your live Stripe secret key (sk_live_…)',
  STRIPE_PUBLISHABLE_KEY: 'your live Stripe publishable key (pk_live_…)',
  STRIPE_WEBHOOK_SECRET: 'the signing secret of the Stripe webhook of https://your-domain/webhooks/stripe (whsec_…)',
};

const log = (line: string) => console.info(`• ${line}`);

/**
 * Installs or upgrades the site on this machine: Caddy, PostgreSQL and Redis from the
 * distribution, a user of its own, her settings checked as a production start checks them,
 * a backup before an upgrade, the release in place, the units verified, and every process
 * answering before it ends.
 */
export async function install({ release, layout, settings: given, tls, ask }: InstallRequest): Promise<string> {
  if (process.getuid?.() !== 0) throw new Error('./install changes the machine: run it as root (sudo ./install …).');
  const name = (JSON.parse(readFileSync(path.join(release, 'release.json'), 'utf8')) as { name: string }).name;

  const settings = await settingsFor(layout, given, ask);
  installPackages();
  ensureUser(layout);
  ensureDirectories(layout);
  const domain = new URL(settings.PUBLIC_URL!).hostname;

  startDatabaseServices();
  ensureDatabase(settings.DATABASE_URL!);

  const target = path.join(releasesDir(layout), name);
  const current = currentRelease(layout);
  const upgrading = existsSync(current) && realpathSync(current) !== target;
  if (upgrading) backUp(layout, settings, 'a backup before the upgrade');
  placeRelease(release, target);
  const previous = upgrading ? realpathSync(current) : undefined;
  pointAt(current, target);
  log(`release ${name} is in place at ${current}`);
  if (upgrading) pruneReleases(layout, [target, previous]);

  writeSettings(layout, settings);
  writeUnit(layout);
  const remotesHost = readHostedSite(layout)?.remotesHost;
  writeHostedSite(layout, { domain, email: settings.ARTIST_EMAIL!, tls, ...(remotesHost ? { remotesHost } : {}) });

  await restartSiteProcesses(layout);
  startCaddy(caddyConfig, path.join(layout.logDir, 'caddy.log'));
  log(`Caddy serves https://${domain}`);
  if (!upgrading && !readdirSync(layout.backupDir).length) backUp(layout, settings, 'the first backup');
  return domain;
}

function installPackages(): void {
  const wanted = [
    ['caddy', 'caddy'],
    ['pg_ctlcluster', 'postgresql'],
    ['redis-server', 'redis-server'],
    ['systemd-analyze', 'systemd'],
  ].filter(([command]) => !hasCommand(command!));
  if (wanted.length === 0) return;
  const packages = wanted.map(([, name]) => name!);
  log(`installing ${packages.join(', ')} from the distribution`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', ...packages]);
}

function ensureUser({ user, dataDir }: HostingLayout): void {
  if (succeeds('id', ['-u', user])) return;
  run('useradd', ['--system', '--user-group', '--home-dir', dataDir, '--shell', '/usr/sbin/nologin', user]);
  log(`system user ${user} created`);
}

function ensureDirectories(layout: HostingLayout): void {
  const { uid, gid } = userIds(layout.user);
  mkdirSync(releasesDir(layout), { recursive: true });
  mkdirSync(layout.configDir, { recursive: true, mode: 0o750 });
  chownSync(layout.configDir, 0, gid);
  for (const dir of [layout.dataDir, layout.backupDir, layout.logDir]) {
    mkdirSync(dir, { recursive: true });
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
}

/**
 * Her settings: an earlier install's, then the flags, then what the hosting itself decides (the
 * database, Redis, her data's folders); anything still missing is asked for. Then they are
 * checked as a production start checks them, before anything of the site changes.
 */
async function settingsFor(
  layout: HostingLayout,
  given: Record<string, string>,
  ask: InstallRequest['ask'],
): Promise<Record<string, string>> {
  const earlier = await readEnvFile(envFile(layout));
  const password =
    /^postgres:\/\/[^:]+:([^@]+)@/.exec(earlier.DATABASE_URL ?? '')?.[1] ?? randomBytes(24).toString('hex');
  const settings: Record<string, string> = {
    MAIL_FROM: '',
    ...earlier,
    ...given,
    APP_ENV: 'production',
    DATA_DIR: layout.dataDir,
    BACKUP_DIR: layout.backupDir,
    DATABASE_URL: `postgres://grace_studio:${password}@127.0.0.1:5432/grace_studio`,
    REDIS_URL: 'redis://127.0.0.1:6379',
    TRUST_PROXY: '1',
  };
  for (const [setting, why] of Object.entries(askedFor)) {
    if (settings[setting]) continue;
    if (!ask) throw new Error(`${setting} is not set: give ${why} (see ./install --help).`);
    settings[setting] = await ask(setting, why);
  }
  if (!settings.MAIL_FROM) settings.MAIL_FROM = `"Grace Studio" <shop@${new URL(settings.PUBLIC_URL!).hostname}>`;

  let config;
  try {
    config = loadConfig({ ...settings, ...unitEnvironment(1) });
  } catch (error) {
    if (error instanceof ConfigError) {
      throw new Error(`These settings cannot start the site:\n${error.message}`, { cause: error });
    }
    throw error;
  }
  const problems = settingsProblems(config);
  if (problems.length) {
    throw new Error(
      `A production start would refuse these settings; nothing was changed:\n${problems
        .map(({ setting, problem }) => `  ${setting} ${problem}`)
        .join('\n')}`,
    );
  }
  return settings;
}

/** The site's role and database in PostgreSQL, with the password of its DATABASE_URL. */
function ensureDatabase(databaseUrl: string): void {
  const url = new URL(databaseUrl);
  const role = url.username;
  const database = url.pathname.slice(1);
  const password = decodeURIComponent(url.password);
  const psql = (sql: string) =>
    output('runuser', ['-u', 'postgres', '--', 'psql', '-v', 'ON_ERROR_STOP=1', '-qtAc', sql]);
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  if (psql(`SELECT 1 FROM pg_roles WHERE rolname = ${literal(role)}`) !== '1') {
    psql(`CREATE ROLE ${role} LOGIN PASSWORD ${literal(password)}`);
  } else {
    psql(`ALTER ROLE ${role} PASSWORD ${literal(password)}`);
  }
  if (psql(`SELECT 1 FROM pg_database WHERE datname = ${literal(database)}`) !== '1') {
    psql(`CREATE DATABASE ${database} OWNER ${role}`);
    log(`PostgreSQL database ${database} created`);
  }
}

/** An archive of her data in BACKUP_DIR, made by the current release as the site's user. */
function backUp(layout: HostingLayout, settings: Record<string, string>, what: string): void {
  log(`taking ${what}`);
  const env = { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', ...settings };
  run('runuser', ['-u', layout.user, '--', path.join(currentRelease(layout), 'backup')], { env });
}

/** `link` points at `target`, switched in one step: a process starting meanwhile finds one or the other. */
function pointAt(link: string, target: string): void {
  const next = `${link}.next`;
  if (existsSync(next)) run('rm', ['-f', next]);
  symlinkSync(target, next);
  renameSync(next, link);
}

/**
 * The release copied to `target`, unless the very same build is there already (its release.json
 * says when it was built): a build of changed files under the same name replaces it whole.
 */
function placeRelease(release: string, target: string): void {
  const built = (dir: string) => readFileSync(path.join(dir, 'release.json'), 'utf8');
  if (existsSync(target) && built(target) === built(release)) return;
  const next = `${target}.next`;
  rmSync(next, { recursive: true, force: true });
  cpSync(release, next, { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(next, target);
}

/** Removes releases other than the current one and the one before it, kept to go back to. */
function pruneReleases(layout: HostingLayout, kept: (string | undefined)[]): void {
  for (const name of readdirSync(releasesDir(layout))) {
    const dir = path.join(releasesDir(layout), name);
    if (!kept.includes(dir)) rmSync(dir, { recursive: true, force: true });
  }
}

/** The unit, written and verified: systemd-analyze names any line it would not take. */
function writeUnit(layout: HostingLayout): void {
  const file = path.join('/etc/systemd/system', unitName);
  writeFileSync(file, siteUnit(layout));
  const verified = spawnVerify(file);
  if (verified) throw new Error(`systemd would not take ${file}:\n${verified}`);
  log(`${file} written and verified`);
}

/** What `systemd-analyze verify` says of the first process's unit; empty when all is well. */
function spawnVerify(template: string): string {
  const instance = template.replace('@.service', '@1.service');
  symlinkSync(template, instance);
  try {
    return output('sh', ['-c', `systemd-analyze verify '${instance}' 2>&1`]);
  } catch (error) {
    return (error as { stdout?: string }).stdout ?? String(error);
  } finally {
    run('rm', ['-f', instance]);
  }
}
