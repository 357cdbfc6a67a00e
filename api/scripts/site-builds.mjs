// What `npm start` and `npm run release` share: the packages installed, the project's own Node,
// and a build of each app of the site manifest whose sources changed since its last build.
// Plain Node with no package at the top, so it runs on a fresh clone before the install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

/** Runs `npm ci` when nothing is installed, or the lock file changed since. */
export function ensureInstalled() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(path.join(root, 'package-lock.json')).mtimeMs) {
    console.info('Installing packages (npm ci)…');
    run(npm, ['ci', '--no-audit', '--no-fund']);
  }
}

/** Node.js 24.21 as `24.21`, for comparing with the engines field. */
const versionParts = (text) =>
  text
    .replace(/^[^\d]*/, '')
    .split('.')
    .map(Number);

/** Whether a Node version is at least the one the project's engines field names. */
export function meetsEngines(version) {
  const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const [have, need] = [versionParts(version), versionParts(engines.node)];
  return have[0] > need[0] || (have[0] === need[0] && have[1] >= need[1]);
}

/**
 * The Node the site runs on: the project's own (package.json's optionalDependencies, installed
 * for this platform when the registry has a build for it), else this one if it is new enough.
 */
export function projectNode() {
  const bin = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
  const node = existsSync(bin) ? bin : process.execPath;
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (!meetsEngines(version)) {
    const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    console.error(`Node.js ${engines.node} is needed and ${version} was found: install Node.js 24 LTS and try again.`);
    process.exit(1);
  }
  return { node, version };
}

/** The folders of the host and of each remote, from the site manifest. */
export async function siteApps() {
  const { tsImport } = await import('tsx/esm/api');
  const { host, remotes } = await tsImport('shared-contracts/site-manifest', import.meta.url);
  return [host.folder, ...Object.values(remotes).map((remote) => remote.folder)];
}

/**
 * Builds one app for the browser and the server (`npm run build -w app`); its output is kept
 * and printed whole once it ends, so two builds side by side do not interleave their lines.
 */
function buildApp(app) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', 'build', '-w', app], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (code !== 0) process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

/**
 * Builds each app of `apps`, as many at a time as the machine has cores: a webpack build keeps
 * one core busy most of the time, so two builds on two cores take little more than the longer.
 */
export async function buildApps(apps) {
  const waiting = [...apps];
  const builder = async () => {
    for (let app = waiting.shift(); app; app = waiting.shift()) {
      const started = Date.now();
      console.info(`Building ${app}…`);
      const code = await buildApp(app);
      if (code !== 0) {
        console.error(`The build of ${app} failed.`);
        process.exit(code);
      }
      console.info(`Built ${app} in ${Math.round((Date.now() - started) / 1000)} s.`);
      // webpack leaves a file whose content did not change as it was (compareBeforeEmit), so the
      // manifest is touched: the build is newer than the change that asked for it.
      const now = new Date();
      utimesSync(path.join(root, app, 'dist', 'mf-manifest.json'), now, now);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), apps.length) }, builder));
}

/** Builds, for the browser and the server, each app whose sources changed since its last build. */
export async function buildChangedApps() {
  const sharedChangeAt = Math.max(
    ...['webpack.common.js', 'shared-contracts', 'package-lock.json'].map((file) =>
      newestChange(path.join(root, file)),
    ),
  );
  const changed = (await siteApps()).filter((app) => {
    const dir = path.join(root, app);
    const built = path.join(dir, 'dist', 'mf-manifest.json');
    const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
    return Math.max(sharedChangeAt, newestChange(dir)) > builtAt;
  });
  await buildApps(changed);
}
