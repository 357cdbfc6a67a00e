import { chmodSync, chownSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { envFile, type HostingLayout } from './hosting-layout';
import { userIds } from './system';

/**
 * The environment file her settings are kept in, as systemd's EnvironmentFile= reads it: a
 * `KEY="value"` a line, backslash and double quote escaped inside the quotes.
 */
export function formatEnvFile(settings: Record<string, string>, heading: string): string {
  const lines = Object.entries(settings)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}="${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`);
  return `# ${heading}\n${lines.join('\n')}\n`;
}

/** The settings of an environment file written by formatEnvFile (or by hand, unquoted). */
export function parseEnvFile(text: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    const [, key, raw] = match as unknown as [string, string, string];
    const quoted = /^"((?:[^"\\]|\\.)*)"\s*$/.exec(raw);
    settings[key] = quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : raw.trim();
  }
  return settings;
}

/** The settings in `file`, or none when it does not exist yet. */
export async function readEnvFile(file: string): Promise<Record<string, string>> {
  try {
    return parseEnvFile(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** Her settings written to the site's environment file, readable by the site's user alone. */
export function writeSettings(layout: HostingLayout, settings: Record<string, string>): void {
  const file = envFile(layout);
  writeFileSync(file, formatEnvFile(settings, 'Her settings, written by ./install; run it again to change them.'), {
    mode: 0o600,
  });
  chmodSync(file, 0o600);
  const { uid, gid } = userIds(layout.user);
  chownSync(file, uid, gid);
  console.info(`• settings written to ${file} (readable by ${layout.user} only)`);
}
