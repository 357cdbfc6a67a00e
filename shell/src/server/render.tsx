import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { types } from '@module-federation/runtime-core';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Script } from 'node:vm';
import { PageDataContext } from 'shared-contracts/page-data';
import { resolveSiteText, SiteTextContext } from 'shared-contracts/site-words';
import type { RemoteAddresses, RenderRequest, RenderedPage, ServerRenderer } from 'shared-contracts/server-rendering';
import type { RemoteName } from 'shared-contracts/site-manifest';
import { checkedExposed } from '../federation/remote-registry';
import { RemoteLoaderContext, type RemoteLoader } from '../federation/RemoteScreen';
import { siteRoutes } from '../routes';

const handler = createStaticHandler(siteRoutes);

/** How long a page waits for its remotes on the server before their regions fall back to the browser. */
const renderDeadlineMs = 5000;

/**
 * The renderer's federation host registers a remote's server container again when its address
 * changes (a new build carries a new address), replacing the old one; each set of addresses
 * gets a loader of its own (screens are loaded once per loader), so no screen of an older
 * build is rendered again.
 */
let registered: { entries: RemoteAddresses; loader: RemoteLoader } | undefined;
let localFile: RenderRequest['localFile'] = () => undefined;

/**
 * A container on this server's disk is run from its folder, where its node runtime then reads
 * its chunks; any other is fetched by the federation runtime.
 */
async function runLocalContainer(file: string, globalName: string): Promise<types.RemoteEntryExports> {
  const code = await readFile(file, 'utf8');
  const module = { exports: {} as unknown };
  const run = new Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
    filename: file,
  }).runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, module, createRequire(file), path.dirname(file), file);
  const exported = module.exports as Record<string, types.RemoteEntryExports | undefined>;
  return exported[globalName] ?? (exported as unknown as types.RemoteEntryExports);
}

registerPlugins([
  {
    name: 'site-local-containers',
    loadEntry: ({ remoteInfo }) => {
      const file = localFile(remoteInfo.entry);
      return file ? runLocalContainer(file, remoteInfo.entryGlobalName) : undefined;
    },
  },
]);

function loaderFor(entries: RemoteAddresses): RemoteLoader {
  const changed = Object.entries(entries).filter(([name, entry]) => registered?.entries[name as RemoteName] !== entry);
  if (registered && changed.length === 0) return registered.loader;
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  const loader: RemoteLoader = {
    load: async (screen) => checkedExposed(screen, await loadRemote(`${screen.remote}/${screen.exposed}`)),
    forget: async () => undefined,
  };
  registered = { entries, loader };
  return loader;
}

async function render({ url, serverEntries, localFile: fileOf, data, siteText }: RenderRequest): Promise<RenderedPage> {
  localFile = fileOf;
  const loader = loaderFor(serverEntries);
  const context = await handler.query(new Request(new URL(url, 'http://site.invalid')));
  if (context instanceof Response) throw new Error(`The route table answered ${url} with a response.`);
  const router = createStaticRouter(handler.dataRoutes, context);

  return new Promise((resolve, reject) => {
    let complete = true;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(deadline);
      resolve({ html: Buffer.concat(chunks).toString('utf8'), complete });
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <SiteTextContext.Provider value={resolveSiteText(siteText)}>
          <PageDataContext.Provider value={data}>
            <RemoteLoaderContext.Provider value={loader}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </RemoteLoaderContext.Provider>
          </PageDataContext.Provider>
        </SiteTextContext.Provider>
      </StrictMode>,
      {
        // Every region is waited for and written in place, however large, so a crawler or a
        // browser without scripts gets the whole page and the page needs no script of React's
        // inline (the site's policy allows none).
        onAllReady: () => stream.pipe(sink),
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: (error) => {
          clearTimeout(deadline);
          reject(error);
        },
        onError: (error) => {
          complete = false;
          // The failed load is kept by its loader: the next page registers the remotes afresh and tries again.
          registered = undefined;
          console.error(`Rendering ${url}: a region fell back to the browser.`, error);
        },
      },
    );
    // A remote that never answers must not hold the visitor's page: its region falls back.
    const deadline = setTimeout(
      () => stream.abort(new Error(`Rendering ${url} took longer than ${renderDeadlineMs} ms.`)),
      renderDeadlineMs,
    );
  });
}

export const renderer: ServerRenderer = { render };
