// `npm test`: every check of the site, and how long each took. Checks that would leave a core
// idle run side by side: the type check beside the lint, and the pages' unit tests beside the
// API's, which mostly wait on sockets and databases. The build and the browser tests then run
// alone, each using both cores.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './site-builds.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const took = [];

const packageOf = (folder) => JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));

/** The workspaces whose tests need no server: every one with a `test` script but the API. */
const pageWorkspaces = packageOf('.')
  .workspaces.flatMap((pattern) =>
    pattern.endsWith('*') ? readdirSync(root).filter((folder) => folder.startsWith(pattern.slice(0, -1))) : [pattern],
  )
  .filter((folder) => folder !== 'api' && existsSync(path.join(root, folder, 'package.json')))
  .filter((folder) => packageOf(folder).scripts?.test);

const checks = {
  typecheck: ['run', 'typecheck'],
  lint: ['run', 'lint'],
  'unit tests': ['run', 'test', ...pageWorkspaces.flatMap((workspace) => ['-w', workspace])],
  'API tests': ['run', 'test', '-w', 'api'],
  build: ['run', 'build'],
  'browser tests': ['run', 'test:e2e'],
};

/** Runs one check; with `quiet`, its output is kept and printed whole when it ends, so two do not interleave. */
function runCheck(name, quiet) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, checks[name], { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      took.push([name, Math.round((Date.now() - started) / 1000)]);
      resolve(code ?? 1);
    });
  });
}

function summary() {
  console.info('\nTime taken, by check:');
  for (const [name, seconds] of took) console.info(`  ${name.padEnd(14)} ${seconds} s`);
}

const stages = [['typecheck', 'lint'], ['unit tests', 'API tests'], ['build'], ['browser tests']];
for (const stage of stages) {
  // The last of a stage streams its output as it comes; the others print theirs when done.
  const codes = await Promise.all(stage.map((name, index) => runCheck(name, index < stage.length - 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    summary();
    process.exit(failed);
  }
}
summary();
