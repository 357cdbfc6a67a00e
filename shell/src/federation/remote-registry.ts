import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { sharedRequest } from 'shared-contracts/shared-request';
import { remoteNames, type ExposedScreen, type RemoteName } from 'shared-contracts/site-manifest';
import * as z from 'zod/mini';

/**
 * Where each remote's entry script (or manifest) lives is decided at run time by
 * /remotes.json, which the server writes from its configuration. Pointing a remote at another
 * origin, or deploying a new build of it, therefore needs no rebuild of the shell.
 */
const remoteConfigSchema = z.partialRecord(z.enum(remoteNames), z.string().check(z.minLength(1)));
type RemoteConfig = z.infer<typeof remoteConfigSchema>;

const remoteConfigUrl = '/remotes.json';

async function fetchRemoteConfig(): Promise<RemoteConfig> {
  const response = await fetch(remoteConfigUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${remoteConfigUrl} answered ${response.status}`);
  const config = remoteConfigSchema.parse(await response.json());
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
  );
  return config;
}

const registry = sharedRequest(fetchRemoteConfig);

/** Fetches the remote configuration once; a failed fetch is tried again on the next call. */
export function loadRemoteRegistry(): Promise<RemoteConfig> {
  return registry.get();
}

export interface ExposedModule {
  default: ComponentType;
}

/** Loads one module a remote exposes, e.g. `loadExposed({ remote: 'shop', exposed: 'MerchList' })`. */
export async function loadExposed({ remote, exposed }: ExposedScreen): Promise<ExposedModule> {
  const config = await loadRemoteRegistry();
  if (!config[remote]) throw new Error(`${remoteConfigUrl} names no address for the ${remote} module.`);
  const module = await loadRemote<ExposedModule>(`${remote}/${exposed}`);
  if (!module?.default) throw new Error(`The ${remote} module did not provide ${exposed}.`);
  return module;
}

/**
 * Forgets a remote that failed to load so the next attempt fetches its entry
 * again instead of replaying the cached failure.
 */
export async function forgetRemote(remote: RemoteName): Promise<void> {
  const config = await loadRemoteRegistry();
  const entry = config[remote];
  if (!entry) return;
  registerRemotes([{ name: remote, entry: new URL(entry, window.location.href).href }], { force: true });
}
