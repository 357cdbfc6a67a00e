import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageData } from 'shared-contracts/page-data';
import type { SiteText } from 'shared-contracts/site-words';
import {
  serverEntryOf,
  type RemoteAddresses,
  type RenderedPage,
  type ServerRenderer,
} from 'shared-contracts/server-rendering';
import { remoteNames, remotes, type RemoteName } from 'shared-contracts/site-manifest';
import type { AppConfig } from '../config/config';
import { buildRecheckMs, lookedAtMostEvery } from './looked-at-most-every';
import { RecentlyUsed } from './recently-used';

/** Stands for this server in the addresses of the containers it reads from its own disk. */
const localOrigin = 'http://site.local';

/**
 * The server's side of rendering pages: the shell's renderer (loaded once), and the remotes'
 * server containers it loads through federation. A remote this server serves is read from
 * disk, under an address that carries its build's time, so a rebuilt remote is loaded afresh
 * without a restart; a remote served elsewhere is fetched from beside its browser entry.
 */
export interface SiteRenderer {
  /**
   * The HTML of the page's root element, rendered from `data` and her words and prices
   * (`siteText`), whose version `dataVersion` names (both); undefined when the shell has no
   * server build or the render failed. A page is rendered once per version of what it shows
   * (its address, its data, the remotes' builds) and then served from a cache; `version` names
   * that version, and is missing for a page with a region that fell back, which is not kept.
   */
  render(url: string, data: PageData, dataVersion: string, siteText: SiteText): Promise<RenderedRoot | undefined>;
}

export interface RenderedRoot {
  html: string;
  version?: string;
}

/** Told of each look in the cache of rendered pages: the page was there (`hit`), or is rendered afresh (`miss`). */
export type RenderCacheListener = (outcome: 'hit' | 'miss') => void;

/** Rendered pages kept: every page of a small site in a few versions each. */
const cachedRenders = 500;

/**
 * The build of a container served on another origin, as its server tells it (ETag, else
 * Last-Modified), so a redeploy there gets a new address here as a rebuild on disk does.
 */
async function versionOf(entry: string): Promise<string | undefined> {
  const response = await fetch(entry, { method: 'HEAD', signal: AbortSignal.timeout(2000) }).catch(() => undefined);
  if (!response?.ok) return undefined;
  return response.headers.get('etag') ?? response.headers.get('last-modified') ?? undefined;
}

export function siteRenderer(
  site: AppConfig['site'],
  log: FastifyBaseLogger,
  onCacheLookup: RenderCacheListener,
): SiteRenderer {
  const rendererFile = path.join(site.root, 'shell', 'dist', 'server', 'render.js');
  let renderer: Promise<ServerRenderer> | undefined;
  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(rendererFile).href).then(
      (module: { default?: { renderer?: ServerRenderer }; renderer?: ServerRenderer }) => {
        const loaded = module.renderer ?? module.default?.renderer;
        if (!loaded) throw new Error(`${rendererFile} exports no renderer.`);
        return loaded;
      },
    ));

  // An address under the remote's own prefix is this server's build (its entry or its manifest).
  const servedHere = (name: RemoteName) => site.remotes[name].startsWith(remotes[name].urlPrefix);
  const serverFolder = (name: RemoteName) => path.join(site.root, remotes[name].folder, 'dist', 'server');

  const rendererBuilt = lookedAtMostEvery(buildRecheckMs, async () => existsSync(rendererFile));
  const serverEntries = lookedAtMostEvery(buildRecheckMs, async (): Promise<RemoteAddresses> => {
    const entries = await Promise.all(
      remoteNames.map(async (name): Promise<[RemoteName, string] | undefined> => {
        if (!servedHere(name)) {
          const entry = serverEntryOf(site.remotes[name]);
          const version = await versionOf(entry);
          return [name, version === undefined ? entry : `${entry}?build=${encodeURIComponent(version)}`];
        }
        const built = await stat(path.join(serverFolder(name), 'remoteEntry.js')).catch(() => undefined);
        if (!built) return undefined;
        return [name, `${localOrigin}${remotes[name].urlPrefix}server/remoteEntry.js?build=${built.mtimeMs}`];
      }),
    );
    return Object.fromEntries(entries.filter((entry) => entry !== undefined));
  });

  const localFile = (entry: string): string | undefined => {
    if (!entry.startsWith(localOrigin)) return undefined;
    const { pathname } = new URL(entry);
    const name = remoteNames.find((candidate) => pathname === `${remotes[candidate].urlPrefix}server/remoteEntry.js`);
    return name && path.join(serverFolder(name), 'remoteEntry.js');
  };

  const renders = new RecentlyUsed<string, Promise<RenderedPage | undefined>>(cachedRenders);
  const renderAfresh = async (url: string, data: PageData, siteText: SiteText, entries: RemoteAddresses) => {
    try {
      return await (await loadRenderer()).render({ url, serverEntries: entries, localFile, data, siteText });
    } catch (error) {
      log.error({ err: error, url }, 'The page could not be rendered on the server; the browser draws it.');
      return undefined;
    }
  };

  return {
    async render(url, data, dataVersion, siteText) {
      if (!site.rendered || !(await rendererBuilt())) return undefined;
      const entries = await serverEntries();
      const version = `${url}\n${dataVersion}\n${Object.values(entries).join(' ')}`;
      onCacheLookup(renders.has(version) ? 'hit' : 'miss');
      const rendered = renders.use(version, () => renderAfresh(url, data, siteText, entries));
      const page = await rendered;
      if (!page) return undefined;
      // A page with a region that fell back (a remote down) is not kept: the next request tries again.
      if (!page.complete) {
        renders.forget(version, rendered);
        return { html: page.html };
      }
      return { html: page.html, version };
    },
  };
}
