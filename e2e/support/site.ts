import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from 'api/config';
import { startSite, type RunningSite } from 'api/start-site';
import { freePort } from 'api/testing/free-port';
import { showExampleProposal } from './example-proposal';

export interface TestSite extends RunningSite {
  /** Where visitors reach it: its PUBLIC_URL. */
  publicUrl: string;
  stop(): Promise<void>;
}

export interface TestSiteOptions {
  /**
   * The host name visitors use. Passkeys need a domain, not an address: the studio's tests
   * reach the site at `localhost`.
   */
  publicHost?: 'localhost' | '127.0.0.1';
}

/**
 * The composed site as `npm start` serves it (the built shell and remotes, the API and its
 * database) on a loopback port, with a fresh embedded database of its own, which has one
 * proposal shown as an example.
 */
export async function startTestSite(
  env: Record<string, string> = {},
  { publicHost = '127.0.0.1' }: TestSiteOptions = {},
): Promise<TestSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-site-'));
  const port = String(await freePort());
  const config = loadConfig({
    APP_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: `http://${publicHost}:${port}`,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...env,
  });
  const site = await startSite(config);
  await showExampleProposal(site);
  return {
    ...site,
    publicUrl: config.publicUrl,
    async stop() {
      await site.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
