import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SingleAppBuild {
  /** A folder laid out like the repository for the site's server: its `shell/dist` is the build. */
  siteDir: string;
  remove(): Promise<void>;
}

const repoRoot = path.join(import.meta.dirname, '../../..');

/** Builds the site as one ordinary webpack app (webpack.config.cjs beside this file) into a temporary folder. */
export async function buildSingleApp(): Promise<SingleAppBuild> {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'single-app-'));
  const webpackCli = createRequire(path.join(repoRoot, 'package.json')).resolve('webpack-cli/bin/cli.js');
  const build = spawnSync(
    process.execPath,
    [
      webpackCli,
      '--config',
      path.join(import.meta.dirname, 'webpack.config.cjs'),
      '--mode',
      'production',
      '--env',
      `out=${siteDir}`,
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (build.status !== 0) {
    await rm(siteDir, { recursive: true, force: true });
    throw new Error(`The single-app build failed:\n${build.stdout}\n${build.stderr}`);
  }
  return { siteDir, remove: () => rm(siteDir, { recursive: true, force: true }) };
}
