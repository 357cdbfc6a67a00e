import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from 'api/testing/free-port';

const run = promisify(execFile);
const repoRoot = path.join(import.meta.dirname, '..', '..');

/**
 * The release of the working tree, made once per test run however many workers ask for it: the
 * workers of one run share their runner (`process.ppid`), and the first to take the lock makes
 * it while the others wait, then read where it is.
 */
export async function makeRelease(): Promise<string> {
  const made = path.join(tmpdir(), `site-release-${process.ppid}`);
  const lock = `${made}.lock`;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    const known = await readFile(made, 'utf8').catch(() => undefined);
    if (known) return known;
    const archive = await makeReleaseNow();
    await writeFile(made, archive);
    return archive;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Makes the release of the working tree (`npm run release`, building only what changed) and returns its archive. */
async function makeReleaseNow(): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(repoRoot, 'api', 'scripts', 'release.mjs')], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  const archive = /^\s*(release\/\S+\.tar\.gz)\s/m.exec(stdout)?.[1];
  if (!archive) throw new Error(`npm run release named no archive:\n${stdout}`);
  return path.join(repoRoot, archive);
}

/** Unpacks a release archive in an empty folder outside the repository; returns the release's folder. */
export async function unpackRelease(archive: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const parent = await mkdtemp(path.join(tmpdir(), 'release-'));
  await run('tar', ['-xzf', archive, '-C', parent]);
  const [name] = await readdir(parent);
  return { dir: path.join(parent, name!), remove: () => rm(parent, { recursive: true, force: true }) };
}

/** What a release's command wrote and how it ended. */
export interface CommandResult {
  code: number | null;
  output: string;
}

/**
 * Runs one of the release's commands with only the environment given: no repository's
 * node_modules, no developer's Node on the PATH.
 */
export function runCommand(dir: string, command: string, args: string[], env: Record<string, string>) {
  return new Promise<CommandResult>((resolve) => {
    execFile(
      path.join(dir, command),
      args,
      { cwd: dir, env: { PATH: '/usr/bin:/bin', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr }),
    );
  });
}

/** A release's `./start` serving on a loopback port. */
export interface RunningRelease {
  url: string;
  /** Milliseconds from the command to the first 200 of the home page. */
  startedInMs: number;
  output(): string;
  stop(): Promise<void>;
}

export async function startRelease(dir: string, env: Record<string, string>): Promise<RunningRelease> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const began = Date.now();
  const child: ChildProcess = spawn(path.join(dir, 'start'), [], {
    cwd: dir,
    env: { PATH: '/usr/bin:/bin', HOST: '127.0.0.1', PORT: String(port), METRICS_PORT: '0', PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let written = '';
  child.stdout!.on('data', (chunk: Buffer) => (written += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (const deadline = began + 60_000; ;) {
    const status = await fetch(url)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The release did not serve its home page:\n${written}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, startedInMs: Date.now() - began, output: () => written, stop };
}
