import { copyFileSync, cpSync, existsSync, readFileSync } from 'node:fs';
import { get } from 'node:https';
import path from 'node:path';
import { remotes, remoteUrlVariable, type RemoteName } from 'shared-contracts/site-manifest';
import { caddyLocalRoot, envFile, type HostingLayout } from './hosting-layout';
import { caddyConfig, readHostedSite, remotesRoot, writeHostedSite } from './hosted-site';
import { restartSiteProcesses, startCaddy } from './machine-services';
import { readEnvFile, writeSettings } from './site-env';

export interface RemoteDeployment {
  /** The release whose build of the remote is deployed. */
  release: string;
  layout: HostingLayout;
  remote: RemoteName;
  /** The remotes' host, the first time: `remotes.{domain}` unless given. */
  host?: string;
}

/**
 * Deploys one remote from a release to the remotes' own origin behind the same Caddy (a second
 * host), and points the site at it: the API processes restart one at a time with its address,
 * the shell is not rebuilt, and a visitor's cart, kept in the browser, stays. Answers its address.
 */
export async function deployRemote({ release, layout, remote, host }: RemoteDeployment): Promise<string> {
  const site = readHostedSite(layout);
  if (!site) throw new Error('This server has no site yet: run ./install first.');
  const { commit } = JSON.parse(readFileSync(path.join(release, 'release.json'), 'utf8')) as { commit: string };
  const { folder } = remotes[remote];
  const version = commit.slice(0, 12);
  const target = path.join(remotesRoot(layout), folder, version);
  if (!existsSync(target)) cpSync(path.join(release, folder, 'dist'), target, { recursive: true });

  site.remotesHost ??= host ?? `remotes.${site.domain}`;
  writeHostedSite(layout, site);
  startCaddy(caddyConfig, path.join(layout.logDir, 'caddy.log'));

  const settings = await readEnvFile(envFile(layout));
  if (site.tls === 'internal') {
    // The API fetches the remote's server build over https: it must trust Caddy's own authority.
    const trusted = path.join(layout.configDir, 'caddy-root.crt');
    copyFileSync(caddyLocalRoot, trusted);
    settings.NODE_EXTRA_CA_CERTS = trusted;
  }
  const address = `https://${site.remotesHost}/${folder}/${version}/remoteEntry.js`;
  await untilServed(address, site.tls === 'internal' ? readFileSync(caddyLocalRoot, 'utf8') : undefined);
  settings[remoteUrlVariable(remote)] = address;
  writeSettings(layout, settings);
  await restartSiteProcesses(layout);
  return address;
}

/** Points the site back at its own build of the remote, the processes restarted one at a time. */
export async function useOwnRemote(layout: HostingLayout, remote: RemoteName): Promise<void> {
  const settings = await readEnvFile(envFile(layout));
  delete settings[remoteUrlVariable(remote)];
  writeSettings(layout, settings);
  await restartSiteProcesses(layout);
}

/** Waits until Caddy serves `address` (a new host's certificate comes first). */
async function untilServed(address: string, ca: string | undefined): Promise<void> {
  const status = () =>
    new Promise<number>((resolve) => {
      get(address, ca ? { ca } : {}, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }).on('error', () => resolve(0));
    });
  for (const deadline = Date.now() + 60_000; (await status()) !== 200;) {
    if (Date.now() > deadline) throw new Error(`Caddy does not serve ${address}: see its log.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
