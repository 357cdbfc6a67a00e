import { existsSync } from 'node:fs';
import { defaultLayout, envFile } from './hosting-layout';
import { readEnvFile } from './site-env';
import { unitEnvironment } from './systemd-unit';

/**
 * The settings a command runs with: on a server ./install set up, run as root without settings
 * of its own (`sudo ./backup`), those of the site's first API process, read from its
 * environment file; anywhere else, the environment it was given.
 */
export async function commandSettings(env: NodeJS.ProcessEnv = process.env): Promise<NodeJS.ProcessEnv> {
  const file = envFile(defaultLayout);
  if (process.getuid?.() !== 0 || env.DATA_DIR !== undefined || !existsSync(file)) return env;
  return { ...env, ...(await readEnvFile(file)), ...unitEnvironment(1) };
}
