import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { renderedRemotesElementId } from 'shared-contracts/server-rendering';
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

/**
 * A page the server rendered names the addresses it rendered with, so the browser hydrates it
 * with the same builds even if a remote was redeployed in between; any other page asks.
 */
async function readRemoteConfig(): Promise<unknown> {
  const rendered = document.getElementById(renderedRemotesElementId)?.textContent;
  if (rendered) return JSON.parse(rendered);
  const response = await fetch(remoteConfigUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${remoteConfigUrl} answered ${response.status}`);
  return response.json();
}

async function fetchRemoteConfig(): Promise<RemoteConfig> {
  const config = remoteConfigSchema.parse(await readRemoteConfig());
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

/** The module a remote gave for one of its screens, if it is one. */
export function checkedExposed({ remote, exposed }: ExposedScreen, module: unknown): ExposedModule {
  const { default: screen } = (module ?? {}) as Partial<ExposedModule>;
  if (!screen) throw new Error(`The ${remote} module did not provide ${exposed}.`);
  return { default: screen };
}

/** Loads one module a remote exposes, e.g. `loadExposed({ remote: 'shop', exposed: 'MerchList' })`. */
export async function loadExposed(screen: ExposedScreen): Promise<ExposedModule> {
  const config = await loadRemoteRegistry();
  if (!config[screen.remote]) throw new Error(`${remoteConfigUrl} names no address for the ${screen.remote} module.`);
  return checkedExposed(screen, await loadRemote(`${screen.remote}/${screen.exposed}`));
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
