import { spawn, spawnSync } from 'node:child_process';
import { existsSync, fchownSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { healthCheckSeconds } from './caddyfile';
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
    run('runuser', [
      '-u',
      'redis',
      '--',
      'redis-server',
      '/etc/redis/redis.conf',
      '--daemonize',
      'yes',
      '--supervised',
      'no',
    ]);
  }
}

/**
 * Caddy's environment wherever it is run from: its certificates and its own authority are kept
 * where the packaged service keeps them, never in the folder the command was run in.
 */
export const caddyEnvironment = {
  ...process.env,
  HOME: '/var/lib/caddy',
  XDG_DATA_HOME: '/var/lib/caddy/.local/share',
  XDG_CONFIG_HOME: '/var/lib/caddy/.config',
};

/** Caddy serving the Caddyfile just written: reloaded when it runs, else started, writing to `log`. */
export function startCaddy(caddyfile: string, log: string): void {
  if (systemdRuns()) {
    run('systemctl', ['enable', 'caddy']);
    run('systemctl', ['reload-or-restart', 'caddy']);
    return;
  }
  const args = ['--config', caddyfile, '--adapter', 'caddyfile'];
  if (succeeds('caddy', ['reload', ...args])) return;
  const output = openSync(log, 'a');
  const started = spawnSync('caddy', ['start', ...args], { env: caddyEnvironment, stdio: ['ignore', output, output] });
  if (started.status !== 0) throw new Error(`Caddy did not start: see ${log}.`);
}

/**
 * The site's API processes running the current release and its settings, restarted one at a
 * time, so visitors are always served: each answers, and Caddy has had the time to check it again
 * and send it visitors, before the next one stops. Through systemd where it runs, else as plain
 * processes with the very command line and environment the unit gives them, under the same user,
 * each writing to its log.
 */
export async function restartSiteProcesses(layout: HostingLayout): Promise<void> {
  const numbers = processNumbers(layout);
  if (systemdRuns()) {
    run('systemctl', ['daemon-reload']);
    run('systemctl', ['enable', ...numbers.map((n) => `grace-studio@${n}.service`)]);
  }
  const settings = await readEnvFile(envFile(layout));
  for (const n of numbers) {
    if (systemdRuns()) run('systemctl', ['restart', `grace-studio@${n}.service`]);
    else await restartPlainProcess(layout, settings, n);
    await untilReady(layout, n);
    // Caddy left this process out while it was stopped; it takes it back at its next check, which
    // the next process to stop waits for. After the last one, the others serve meanwhile.
    const last = n === numbers.at(-1);
    if (!last && (await caddyRuns()))
      await new Promise((resolve) => setTimeout(resolve, (healthCheckSeconds + 1) * 1000));
  }
}

/** Whether Caddy is serving already (not on the first install, which starts it after the processes): its admin endpoint answers. */
function caddyRuns(): Promise<boolean> {
  return fetch('http://localhost:2019/config/', { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );
}

async function restartPlainProcess(layout: HostingLayout, settings: Record<string, string>, n: number): Promise<void> {
  const pidFile = path.join(pidDir, `site-${n}.pid`);
  await stopPlainProcess(pidFile);
  mkdirSync(pidDir, { recursive: true });
  const { uid, gid } = userIds(layout.user);
  const release = currentRelease(layout);
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
  writeFileSync(pidFile, `${child.pid}\n`);
  child.unref();
}

/** Stops the plain process of `pidFile`, waiting for it to finish its requests. */
async function stopPlainProcess(pidFile: string): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile);
  if (!alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  // Behind Caddy a process goes on serving one health check (6 s) after SIGTERM, then has 10 s to finish.
  for (let waited = 0; alive(pid) && waited < 20_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Process `n` answers /health/ready, or this names it and where its log is. */
async function untilReady(layout: HostingLayout, n: number): Promise<void> {
  const url = `http://127.0.0.1:${unitEnvironment(n).PORT}/health/ready`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      throw new Error(
        `API process ${n} did not answer ${url} within 90 s: see ${path.join(layout.logDir, `site-${n}.log`)} or journalctl -u grace-studio@${n}.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.info(`• API process ${n} answers on ${url}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
