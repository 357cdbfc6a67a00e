import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { caddyfile } from './caddyfile';
import { processNumbers, type HostingLayout } from './hosting-layout';
import { caddyEnvironment } from './machine-services';
import { run } from './system';
import { unitEnvironment } from './systemd-unit';

/** What ./install was asked for, kept so that later commands write the same Caddyfile. */
const hostedSiteSchema = z.object({
  domain: z.string(),
  email: z.string(),
  tls: z.enum(['acme', 'internal']),
  /** The host that serves remotes deployed on their own (./deploy-remote), once there is one. */
  remotesHost: z.optional(z.string()),
});
export type HostedSite = z.infer<typeof hostedSiteSchema>;

const siteFile = (layout: HostingLayout) => path.join(layout.configDir, 'hosting.json');
export const caddyConfig = '/etc/caddy/Caddyfile';
/** Where remotes deployed on their own are kept: `remotes/mfe-shop/{commit}/`. */
export const remotesRoot = (layout: HostingLayout) => path.join(layout.home, 'remotes');

export function readHostedSite(layout: HostingLayout): HostedSite | undefined {
  const file = siteFile(layout);
  return existsSync(file) ? hostedSiteSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
}

/** Keeps what was asked for and writes Caddy's configuration from it, checked by Caddy itself. */
export function writeHostedSite(layout: HostingLayout, site: HostedSite): void {
  writeFileSync(siteFile(layout), `${JSON.stringify(site, null, 2)}\n`);
  const marker = '# Written by ./install';
  if (existsSync(caddyConfig) && !readFileSync(caddyConfig, 'utf8').startsWith(marker)) {
    renameSync(caddyConfig, `${caddyConfig}.before-grace-studio`);
    console.info(`• the earlier ${caddyConfig} is kept as ${caddyConfig}.before-grace-studio`);
  }
  writeFileSync(
    caddyConfig,
    caddyfile({
      ...site,
      upstreams: processNumbers(layout).map((n) => `127.0.0.1:${unitEnvironment(n).PORT}`),
      remotes: site.remotesHost ? { host: site.remotesHost, root: remotesRoot(layout) } : undefined,
    }),
  );
  run('caddy', ['validate', '--config', caddyConfig, '--adapter', 'caddyfile'], { quiet: true, env: caddyEnvironment });
}
