import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config/config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import type { Services } from '../services';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** Every log line the server wrote, when started with `captureLogs`. */
  logs: string[];
  /** POSTs a JSON body to a backend function the way supabase-js does, with any other headers given. */
  invoke(
    name: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Serves other functions than the site's, to test the function plumbing itself. */
  functions?: (app: FastifyInstance, services: Services) => Promise<void>;
  database?: AppConfig['database'];
  serveSite?: boolean;
  /** Keep the server's log lines (at LOG_LEVEL, default trace) for the test to read. */
  captureLogs?: boolean;
  /** Listen on this port, so that PUBLIC_URL can name the server's own address; any free one by default. */
  port?: number;
}

/**
 * A real server on a loopback port with a fresh in-memory database (or the one given) and a
 * data folder of its own, removed when it stops.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-'));
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.captureLogs ? 'trace' : 'silent',
    JOB_POLL_MS: '500',
    ...options.env,
  });
  const logs: string[] = [];
  const db = await openDatabase(options.database ?? { kind: 'pglite', dataDir: 'memory://' });
  await migrate(db);
  const app = await buildApp({
    config,
    db,
    functions: options.functions,
    serveSite: options.serveSite ?? false,
    logStream: options.captureLogs ? { write: (line: string) => logs.push(line) } : undefined,
  });
  const address = await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });

  return {
    url: address,
    app,
    db,
    config,
    logs,
    async invoke(name, body, headers = {}) {
      const response = await fetch(`${address}/functions/v1/${name}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: 'Bearer anon-key',
          apikey: 'anon-key',
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    async stop() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
