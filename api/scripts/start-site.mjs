// `npm start`: installs what is missing, builds the apps whose sources changed since their
// last build, then serves the composed site and the API from one process. Plain Node until the
// packages are installed, so it runs on a fresh clone with whatever Node the machine has; the
// builds and the server then run on the project's own Node. The apps to build come from the
// site manifest.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, cwd = root) {
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

const installed = path.join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(path.join(root, 'package-lock.json')).mtimeMs) {
  console.info('Installing packages (npm ci)…');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}

// The site runs on the project's own Node (package.json's optionalDependencies, installed for
// this platform when the registry has a build for it), else on this one if it is new enough.
const projectNode = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
const node = existsSync(projectNode) ? projectNode : process.execPath;
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const atLeast = (have, need) => {
  const [a, b] = [have, need].map((text) =>
    text
      .replace(/^[^\d]*/, '')
      .split('.')
      .map(Number),
  );
  return a[0] > b[0] || (a[0] === b[0] && a[1] >= b[1]);
};
if (!atLeast(version, engines.node)) {
  console.error(`Node.js ${engines.node} is needed and ${version} was found: install Node.js 24 LTS and try again.`);
  process.exit(1);
}
console.info(`Node.js ${version}`);

const { tsImport } = await import('tsx/esm/api');
const { host, remotes } = await tsImport('shared-contracts/site-manifest', import.meta.url);
const apps = [host.folder, ...Object.values(remotes).map((remote) => remote.folder)];

const sharedChangeAt = Math.max(
  ...['webpack.common.js', 'shared-contracts', 'package-lock.json'].map((file) => newestChange(path.join(root, file))),
);
for (const app of apps) {
  const dir = path.join(root, app);
  const built = path.join(dir, 'dist', 'mf-manifest.json');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(sharedChangeAt, newestChange(dir));
  if (changedAt > builtAt) {
    console.info(`Building ${app}…`);
    run(npm, ['run', 'build', '-w', app]);
  }
}

const server = spawn(node, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
