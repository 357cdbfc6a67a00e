import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A command run to its end, its output shown as it goes; throws with the command's words when it fails. */
export function run(
  command: string,
  args: readonly string[],
  options: { quiet?: boolean; env?: NodeJS.ProcessEnv } = {},
): void {
  const done = spawnSync(command, args, {
    stdio: options.quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: options.env ?? process.env,
  });
  if (done.error) throw new Error(`${command} could not run: ${done.error.message}`);
  if (done.status !== 0) {
    const said = options.quiet ? `\n${done.stderr || done.stdout}` : '';
    throw new Error(`${command} ${args.join(' ')} failed (exit ${done.status ?? done.signal}).${said}`);
  }
}

/** What a command printed, trimmed; throws when it fails. */
export const output = (command: string, args: readonly string[]) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Whether a command ends well, its output kept quiet. */
export const succeeds = (command: string, args: readonly string[]) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0;

export const hasCommand = (name: string) => succeeds('sh', ['-c', `command -v ${name}`]);

/**
 * Whether systemd runs this machine (it is process 1): on a server it does; in a container or
 * a CI machine it does not, and services are started as plain processes instead.
 */
export const systemdRuns = () => existsSync('/run/systemd/system');

/** The numeric ids of a system user, for processes started in its name. */
export function userIds(user: string): { uid: number; gid: number } {
  return { uid: Number(output('id', ['-u', user])), gid: Number(output('id', ['-g', user])) };
}
