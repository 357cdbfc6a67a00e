import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from 'api/config';
import { startSite, type RunningSite } from 'api/start-site';
import { freePort } from 'api/testing/free-port';

export interface TestSite extends RunningSite {
  stop(): Promise<void>;
}

/**
 * The composed site as `npm start` serves it (the built shell and remotes, the API and its
 * database) on a loopback port, with a fresh embedded database of its own.
 */
export async function startTestSite(env: Record<string, string> = {}): Promise<TestSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-site-'));
  const port = String(await freePort());
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...env,
  });
  const site = await startSite(config);
  return {
    ...site,
    async stop() {
      await site.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
