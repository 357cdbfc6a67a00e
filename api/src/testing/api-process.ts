import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import {
  contractOf,
  functionPath,
  type FunctionName,
  type FunctionRequest,
  type FunctionResponse,
} from 'shared-contracts/functions';
import { freePort } from './free-port';

const apiRoot = path.join(import.meta.dirname, '..', '..');
const serverEntry = path.join(apiRoot, 'src', 'server.ts');

/**
 * The API server in a process of its own, started as `npm start` starts it, for tests of what
 * several processes do together: share one database's job queue, or die mid-request. Its
 * environment is only what the test gives it, so a developer's own keys never leak in.
 */
export class ApiProcess {
  private child: ChildProcess | undefined;
  private port = 0;
  private written = '';

  constructor(private readonly env: Record<string, string>) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Everything the process wrote to its standard output and error, for a failing test to show. */
  get output(): string {
    return this.written;
  }

  get exited(): boolean {
    return !this.child || this.child.exitCode !== null || this.child.signalCode !== null;
  }

  /** Starts the server on a free loopback port and waits until it can reach its database. */
  async start(timeoutMs = 30_000): Promise<this> {
    this.port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(this.port), APP_ENV: 'test', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout.on('data', (chunk: Buffer) => (this.written += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (this.written += chunk.toString()));

    const deadline = Date.now() + timeoutMs;
    while (!(await this.ready())) {
      if (this.exited) throw new Error(`The API process exited before it was ready:\n${this.written}`);
      if (Date.now() > deadline) {
        await this.kill();
        throw new Error(`The API process was not ready within ${timeoutMs} ms:\n${this.written}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return this;
  }

  /**
   * Calls a backend function as the browser does and returns its answer, checked against the
   * function's contract; a refusal or failure is thrown with its status and message.
   */
  async invoke<Name extends FunctionName>(name: Name, body: FunctionRequest<Name>): Promise<FunctionResponse<Name>> {
    const response = await fetch(`${this.url}${functionPath(name)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json();
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${JSON.stringify(answer)}`);
    return contractOf(name).response.parse(answer);
  }

  /** Sends `signal` and waits for the exit; SIGKILL, the default, ends it as a crash would, mid-work. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || this.exited) return;
    const exit = once(child, 'exit');
    child.kill(signal);
    await exit;
  }

  private async ready(): Promise<boolean> {
    try {
      return (await fetch(`${this.url}/health/ready`)).ok;
    } catch {
      return false;
    }
  }
}
