import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './free-port';

/** Debian's Redis (`apt-get install redis-server`); .ci/run installs it. */
export const redisServerBinary = '/usr/bin/redis-server';

export const redisServerInstalled = existsSync(redisServerBinary);

/** A throwaway Redis on a free loopback port, keeping nothing on disk, for tests. */
export class RedisServer {
  private process: ChildProcess | undefined;
  private port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.port = await freePort();
    const redis = spawn(
      redisServerBinary,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.process = redis;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => fail(new Error(`redis-server did not start in 10 s:\n${output}`)), 10_000);
      const fail = (error: Error) => {
        clearTimeout(timer);
        redis.kill('SIGKILL');
        reject(error);
      };
      const exited = (code: number | null) => fail(new Error(`redis-server exited with ${code}:\n${output}`));
      redis.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          redis.off('exit', exited);
          resolve();
        }
      });
      redis.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      redis.once('error', fail);
      redis.once('exit', exited);
    });
    return this;
  }

  async stop(): Promise<void> {
    const redis = this.process;
    this.process = undefined;
    if (!redis || redis.exitCode !== null) return;
    const exited = new Promise((resolve) => redis.once('exit', resolve));
    redis.kill('SIGTERM');
    await exited;
  }
}
