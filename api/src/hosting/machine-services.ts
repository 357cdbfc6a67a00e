import { spawn, spawnSync } from 'node:child_process';
import { fchownSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { currentRelease, envFile, processNumbers, type HostingLayout } from './hosting-layout';
import { readEnvFile } from './site-env';
import { output, run, succeeds, systemdRuns, userIds } from './system';
import { unitEnvironment } from './systemd-unit';

/** Where the plain processes of a machine without systemd keep their pids. */
const pidDir = '/run/grace-studio';

/** PostgreSQL's clusters on this machine, as Debian's pg_lsclusters lists them: `15 main`. */
const clusters = () =>
  output('pg_lsclusters', ['--no-header'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/).slice(0, 2) as [string, string]);

/** PostgreSQL and Redis running, and started with the machine. */
export function startDatabaseServices(): void {
  if (systemdRuns()) {
    run('systemctl', ['enable', '--now', 'postgresql', 'redis-server']);
    return;
  }
  for (const [version, cluster] of clusters()) {
    if (!succeeds('pg_ctlcluster', [version, cluster, 'status'])) run('pg_ctlcluster', [version, cluster, 'start']);
  }
  if (!succeeds('redis-cli', ['ping'])) {
    mkdirSync('/run/redis', { recursive: true });
    run('chown', ['redis:redis', '/run/redis']);
    run('runuser', ['-u', 'redis', '--', 'redis-server', '/etc/redis/redis.conf', '--daemonize', 'yes', '--supervised', 'no']);
  }
}

/** Caddy serving the Caddyfile just written: reloaded when it runs, else started, writing to `log`. */
export function startCaddy(caddyfile: string, log: string): void {
  if (systemdRuns()) {
    run('systemctl', ['enable', 'caddy']);
    run('systemctl', ['reload-or-restart', 'caddy']);
    return;
  }
  const args = ['--config', caddyfile, '--adapter', 'caddyfile'];
  // Its certificates are kept where the packaged service keeps them.
  const env = { ...process.env, HOME: '/var/lib/caddy', XDG_DATA_HOME: '/var/lib/caddy/.local/share' };
  if (succeeds('caddy', ['reload', ...args])) return;
  const output = openSync(log, 'a');
  const started = spawnSync('caddy', ['start', ...args], { env, stdio: ['ignore', output, output] });
  if (started.status !== 0) throw new Error(`Caddy did not start: see ${log}.`);
}

/**
 * The site's API processes running the current release: through systemd where it runs, else
 * as plain processes with the very command line and environment the unit gives them, under the
 * same user, each writing to its log. Processes already running are stopped first.
 */
export async function startSiteProcesses(layout: HostingLayout): Promise<void> {
  const numbers = processNumbers(layout);
  if (systemdRuns()) {
    run('systemctl', ['daemon-reload']);
    const units = numbers.map((n) => `grace-studio@${n}.service`);
    run('systemctl', ['enable', ...units]);
    run('systemctl', ['restart', ...units]);
    return;
  }
  await stopPlainProcesses();
  mkdirSync(pidDir, { recursive: true });
  const settings = await readEnvFile(envFile(layout));
  const { uid, gid } = userIds(layout.user);
  const release = currentRelease(layout);
  for (const n of numbers) {
    const log = openSync(path.join(layout.logDir, `site-${n}.log`), 'a', 0o640);
    fchownSync(log, uid, gid);
    const child = spawn(path.join(release, 'start'), [], {
      cwd: release,
      uid,
      gid,
      detached: true,
      stdio: ['ignore', log, log],
      env: { PATH: '/usr/bin:/bin', ...settings, ...unitEnvironment(n) },
    });
    writeFileSync(path.join(pidDir, `site-${n}.pid`), `${child.pid}\n`);
    child.unref();
  }
}

/** Stops the plain processes an earlier install started, waiting for each to finish its requests. */
export async function stopPlainProcesses(): Promise<void> {
  let files: string[];
  try {
    files = readdirSync(pidDir).filter((file) => file.endsWith('.pid'));
  } catch {
    return;
  }
  for (const file of files) {
    const pid = Number(readFileSync(path.join(pidDir, file), 'utf8'));
    rmSync(path.join(pidDir, file));
    if (!alive(pid)) continue;
    process.kill(pid, 'SIGTERM');
    for (let waited = 0; alive(pid) && waited < 15_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
