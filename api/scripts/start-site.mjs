// `npm start`: installs what is missing, builds the apps whose sources changed since their
// last build, then serves the composed site and the API from one process, as a test shop
// (APP_ENV=demo) unless told otherwise. Plain Node until the packages are installed, so it runs
// on a fresh clone with whatever Node the machine has; the builds and the server then run on the
// project's own Node.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildChangedApps, ensureInstalled, projectNode, root } from './site-builds.mjs';

ensureInstalled();
const { node, version } = projectNode();
console.info(`Node.js ${version}`);
await buildChangedApps();

const appEnv = process.env.APP_ENV || 'demo';
if (appEnv === 'demo') {
  console.info(
    'A test shop (APP_ENV=demo): test cards only, no real orders. To take real ones, see “Going live” in the README.',
  );
}
const server = spawn(node, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
  cwd: path.join(root, 'api'),
  env: { ...process.env, APP_ENV: appEnv },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
