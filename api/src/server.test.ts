import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverEntry = path.join(import.meta.dirname, 'server.ts');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, APP_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitFor(check: () => boolean, timeoutMs = 20_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the server process', () => {
  it('refuses to start on a bad configuration value and says which', async () => {
    const server = startServer({ PORT: 'eighty' });
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
  });

  it('refuses a production start whose settings would take false money, naming each, before touching its data', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'server-data-'));
    const server = startServer({ APP_ENV: 'production', PORT: '0', DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_x' });
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(1);
    expect(server.output()).toContain('STRIPE_SECRET_KEY: is a test key');
    expect(server.output()).toContain('SMTP_URL: is not set');
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('starts, answers health checks, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'server-data-'));
    const server = startServer({ PORT: '0', DATA_DIR: dataDir, SITE_DIR: dataDir });
    await waitFor(() => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.test(server.output()));
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())![1];

    const health = await fetch(`${url}/health/ready`);
    expect(await health.json()).toEqual({ status: 'ready', database: 'pglite' });

    server.child.kill('SIGTERM');
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
  });

  it('behind a proxy, on SIGTERM answers its readiness check 503 and goes on serving visitors until the proxy has looked again', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'server-data-'));
    const server = startServer({ PORT: '0', DATA_DIR: dataDir, SITE_DIR: dataDir, TRUST_PROXY: '1' });
    await waitFor(() => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.test(server.output()));
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())![1];

    server.child.kill('SIGTERM');
    await waitFor(() => server.output().includes('no longer ready'));
    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'stopping', database: 'pglite' });
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
  }, 30_000);
});
