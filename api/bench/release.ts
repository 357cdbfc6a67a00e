// `npm run bench:release`: what a release costs and saves. Makes the release (building only
// what changed), prints its time and its size packed and unpacked, then, in one run on this
// machine, the time from the command to the home page's first 200 for the unpacked release and
// for `npm start` on the same built tree: each on a fresh data folder (migrations and the
// placeholder pieces) and again on the folder it left. BENCH_STARTS sets the starts of each (3).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../src/testing/free-port';

const repoRoot = path.join(import.meta.dirname, '..', '..');
const starts = Number(process.env.BENCH_STARTS ?? 3);

/** Milliseconds from spawning a command to its server's first 200 at `/`; then it is stopped. */
async function firstPage(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${port}/`)
        .then((response) => response.status)
        .catch(() => 0);
      if (status === 200) return performance.now() - began;
      if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited before serving`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    // npm start runs the server as a child of its own: the whole group is stopped.
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Fresh starts, each on a new data folder, then starts on the folder the last one left. */
async function startTimes(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const fresh: number[] = [];
  const again: number[] = [];
  const folders: string[] = [];
  for (let run = 0; run < starts; run++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-release-'));
    folders.push(dataDir);
    fresh.push(await firstPage(command, args, cwd, { ...env, DATA_DIR: dataDir }));
  }
  for (let run = 0; run < starts; run++) {
    again.push(await firstPage(command, args, cwd, { ...env, DATA_DIR: folders.at(-1)! }));
  }
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  return { fresh: median(fresh), again: median(again) };
}

const began = performance.now();
const printed = execFileSync(process.execPath, [path.join(repoRoot, 'api', 'scripts', 'release.mjs')], {
  cwd: repoRoot,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
const madeInSeconds = (performance.now() - began) / 1000;
const archive = path.join(repoRoot, /^\s*(release\/\S+\.tar\.gz)\s/m.exec(printed)![1]!);
const unpackedIn = await mkdtemp(path.join(tmpdir(), 'bench-release-'));
execFileSync('tar', ['-xzf', archive, '-C', unpackedIn]);
const releaseDir = path.join(unpackedIn, (await readdir(unpackedIn))[0]!);
const unpackedBytes = Number(execFileSync('du', ['-sb', releaseDir], { encoding: 'utf8' }).split('\t')[0]);

const env = { APP_ENV: 'demo' };
const release = await startTimes(path.join(releaseDir, 'start'), [], releaseDir, env);
const npmStart = await startTimes('npm', ['start'], repoRoot, env);
await rm(unpackedIn, { recursive: true, force: true });

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => `${Math.round(value)} ms`;
console.info(
  [
    `npm run release: ${madeInSeconds.toFixed(1)} s (building only what changed)`,
    `release size: ${mb((await stat(archive)).size)} packed, ${mb(unpackedBytes)} unpacked`,
    '',
    `first 200 after the command (median of ${starts})   fresh data folder   existing data folder`,
    `  ./start of the release                  ${ms(release.fresh).padStart(17)}   ${ms(release.again).padStart(20)}`,
    `  npm start (built, installed)            ${ms(npmStart.fresh).padStart(17)}   ${ms(npmStart.again).padStart(20)}`,
    `  release ÷ npm start                     ${(release.fresh / npmStart.fresh).toFixed(2).padStart(17)}   ${(release.again / npmStart.again).toFixed(2).padStart(20)}`,
  ].join('\n'),
);
