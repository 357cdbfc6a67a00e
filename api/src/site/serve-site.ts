import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  pageAddress,
  remoteNames,
  remotes,
  renderedOnServer,
  type Page,
  type RemoteName,
} from 'shared-contracts/site-manifest';
import { requestIdTiming } from 'shared-contracts/server-rendering';
import { resolveSiteText, type ResolvedSiteText, type SiteText } from 'shared-contracts/site-words';
import { sitePreviewParameter } from 'shared-contracts/site-words-desk';
import { sitePaths } from 'shared-contracts/site-config';
import * as z from 'zod/mini';
import { EncodedBody, varyOnEncoding } from '../http/compression';
import type { AppConfig } from '../config/config';
import { etagOf, matchesIfNoneMatch } from '../http/entity-tags';
import type { SiteMetrics } from '../metrics/site-metrics';
import { pageHead, type PageHeadDeps } from './page-heads';
import { buildRecheckMs, lookedAtMostEvery } from './looked-at-most-every';
import { pageDataOf } from './page-data-loader';
import { pageHtml, withErrorReporting, withTestShopNotice, type ScreenStyleSheet } from './page-html';
import { RecentlyUsed } from './recently-used';
import { siteRenderer } from './server-render';
import { serveSocialCard } from './social-card';
import { cookiesOf } from '../http/function-routes';
import type { SiteTextStore } from '../site-words/site-text';
import type { StudioAuth } from '../studio/studio-auth';
import { sessionCookieName } from '../studio/studio-checks';

// A file whose name carries a content hash never changes and may be cached for a year; the
// rest (pages, entry files, manifests, icons) keep their names across builds and revalidate.
// The name is the one asked for: a browser that accepts brotli or gzip is sent `….js.br`.
const contentHashed = /\.[0-9a-f]{8}\.[a-z0-9]+(\.br|\.gz)?$/;

// The site's icon keeps its name (the hosted payment page links it too) and changes rarely:
// a day's staleness is fine, and spares every visit a revalidation.
const icon = /\/favicon\.svg(\.br|\.gz)?$/;

function cacheControl(filePath: string): string {
  if (contentHashed.test(filePath)) return 'public, max-age=31536000, immutable';
  if (icon.test(filePath)) return 'public, max-age=86400';
  return 'no-cache';
}

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', cacheControl(filePath));
}

/** Pages kept with their compressed bytes: the most recently sent versions of the site's pages. */
const encodedPagesKept = 200;

/** What a remote's mf-manifest.json says of each exposed module: the files it needs at once. */
const federationManifestSchema = z.object({
  exposes: z.array(
    z.object({
      name: z.string(),
      assets: z.object({
        js: z.object({ sync: z.array(z.string()) }),
        css: z.object({ sync: z.array(z.string()) }),
      }),
    }),
  ),
});

interface ScreenAssets {
  scripts: string[];
  styleSheets: ScreenStyleSheet[];
}

/**
 * The files a page's screen needs before it can render: for a remote served here, the exposed
 * module's own scripts and styles as the remote's mf-manifest.json lists them. The page names
 * them in its Link header, so the browser fetches them alongside the shell's script instead of
 * one after another once the shell runs, and a page rendered here links its styles. Only
 * content-hashed files are named: a preloaded remoteEntry.js (revalidated on every visit) was
 * downloaded again on repeat visits instead of answering 304. A remote rebuilt in place is
 * read again, so they never name files of an older build.
 */
function screenAssets(site: AppConfig['site']): (page: Page | undefined) => Promise<ScreenAssets> {
  // One stat per page; the file is read again only when it changed. A manifest that is missing,
  // or half written by a rebuild in progress, names nothing rather than failing the page.
  const manifests = new Map(
    remoteNames.map((name) => [
      name,
      whenChanged(
        path.join(site.root, remotes[name].folder, 'dist', 'mf-manifest.json'),
        (text) => federationManifestSchema.safeParse(JSON.parse(text)).data,
      ),
    ]),
  );
  const manifestOf = (name: RemoteName) => manifests.get(name)!();

  return async (page) => {
    if (!page || !('remote' in page.screen)) return { scripts: [], styleSheets: [] };
    const { remote, exposed } = page.screen;
    const { urlPrefix } = remotes[remote];
    const servedHere = site.remotes[remote] === `${urlPrefix}remoteEntry.js`;
    const assets = servedHere
      ? (await manifestOf(remote))?.exposes.find((module) => module.name === exposed)?.assets
      : undefined;
    return {
      scripts: (assets?.js.sync ?? []).map((file) => `${urlPrefix}${file}`),
      styleSheets: (assets?.css.sync ?? []).map((file) => ({ href: `${urlPrefix}${file}`, file })),
    };
  };
}

function preloadHeader({ scripts, styleSheets }: ScreenAssets): string | undefined {
  const links = [
    ...scripts.map((file) => `<${file}>; rel=preload; as=script`),
    ...styleSheets.map(({ href }) => `<${href}>; rel=preload; as=style`),
  ];
  return links.length ? links.join(', ') : undefined;
}

/**
 * Only what a browser needs is served from a build: not the server's own builds (the
 * renderer, the remotes' server containers) nor the build's statistics, which name the
 * machine's folders.
 */
const forBrowsers = (file: string) => !/^\/server\//.test(file) && path.posix.basename(file) !== 'mf-stats.json';

/**
 * A file as `parse` reads it, read again only when a build replaces it: one stat a call.
 * Undefined while the file is missing or cannot be read or parsed.
 */
function whenChanged<T>(file: string, parse: (text: string) => T | undefined): () => Promise<T | undefined> {
  let known: { modified: number; value: Promise<T | undefined> } | undefined;
  const modifiedTime = lookedAtMostEvery(buildRecheckMs, () =>
    stat(file).then(
      ({ mtimeMs }) => mtimeMs,
      () => 0,
    ),
  );
  return async () => {
    const modified = await modifiedTime();
    if (known?.modified !== modified) {
      const value = modified ? readFile(file, 'utf8').then(parse) : Promise.resolve(undefined);
      known = { modified, value: value.catch(() => undefined) };
    }
    return known.value;
  };
}

/**
 * Serves the composed site: the shell at /, each remote's build under its own path, the
 * runtime remote configuration at /remotes.json, and the shell's page for every page of the
 * site manifest so deep links load directly, with that page's own head (title, description,
 * address, link preview, structured data). Any other address, and a product, piece or print
 * that does not exist, gets the same page, which shows the 404 screen, with the status 404.
 */
/** What the site's pages are served from: its settings, what their heads and data read, and the render cache's count. */
export interface ServeSiteDeps extends PageHeadDeps {
  config: AppConfig;
  metrics: Pick<SiteMetrics, 'countRenderCacheLookup'>;
  /** Her words and prices, which every page is served with. */
  siteText: Pick<SiteTextStore, 'forPages' | 'preview'>;
  /** Her sessions: her draft is shown to her alone. */
  studioAuth: Pick<StudioAuth, 'session'>;
}

export async function serveSite(app: FastifyInstance, services: ServeSiteDeps) {
  const site = services.config.site;
  // Revalidated on every page load; the tag lets an unchanged configuration answer 304.
  const remoteConfig = JSON.stringify(site.remotes);
  const remoteConfigTag = etagOf(remoteConfig);
  app.get('/remotes.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache').header('ETag', remoteConfigTag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], remoteConfigTag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(remoteConfig);
  });

  for (const { folder, urlPrefix } of Object.values(remotes)) {
    const root = path.join(site.root, folder, 'dist');
    if (!existsSync(root)) {
      app.log.warn(`${folder} is not built (${root} is missing); its routes will show their fallback.`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: urlPrefix,
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
      allowedPath: forBrowsers,
    });
  }

  const shellRoot = path.join(site.root, 'shell', 'dist');
  if (!existsSync(shellRoot)) {
    app.log.warn(`The shell is not built (${shellRoot} is missing); only the API is served.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/',
    index: false,
    wildcard: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: setCacheHeaders,
    allowedPath: forBrowsers,
  });

  serveSocialCard(app, path.join(shellRoot, 'favicon.svg'));
  const assetsOf = screenAssets(site);
  const renderer = siteRenderer(site, app.log, services.metrics.countRenderCacheLookup);
  const pageData = pageDataOf(services, app.log);
  const shellIndex = path.join(shellRoot, 'index.html');
  const shellPage = whenChanged(shellIndex, (html) =>
    withErrorReporting(services.config.env === 'demo' ? withTestShopNotice(html) : html, services.config.errorReports),
  );
  const shellHtml = async () => {
    const html = await shellPage();
    if (html === undefined) throw new Error(`The shell's page (${shellIndex}) cannot be read.`);
    return html;
  };
  // A page's bytes by its ETag, each encoding made once: a page is sent many times as it is.
  const encodedPages = new RecentlyUsed<string, EncodedBody>(encodedPagesKept);
  const pageTags = new RecentlyUsed<string, string>(encodedPagesKept);
  /**
   * The words and prices a page is served with: the published ones, or, on an address that
   * asks for the preview, her draft when the request carries her session.
   */
  const siteTextOf = async (request: FastifyRequest, searchParams: URLSearchParams) => {
    const preview =
      searchParams.has(sitePreviewParameter) &&
      Boolean(await services.studioAuth.session(cookiesOf(request)[sessionCookieName]));
    const text = await (preview ? services.siteText.preview() : services.siteText.forPages());
    return { text, preview, version: preview ? `draft ${etagOf(JSON.stringify(text))}` : `site ${text.version}` };
  };
  // Her words with the spec's in the gaps, worked out once for each version pages are served with.
  const resolvedTexts = new WeakMap<SiteText, ResolvedSiteText>();
  const resolvedText = (text: SiteText) => {
    let resolved = resolvedTexts.get(text);
    if (!resolved) resolvedTexts.set(text, (resolved = resolveSiteText(text)));
    return resolved;
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { url } = request;
    const { pathname, searchParams } = new URL(url, 'http://site');
    const siteText = await siteTextOf(request, searchParams);
    const { words } = resolvedText(siteText.text);
    const servedHead = await pageHead(pathname, services, words);
    // Her draft is for her eyes: never listed, whoever comes by the address.
    const head = siteText.preview ? { ...servedHead, indexed: false } : servedHead;
    const address = pageAddress(pathname);
    const page = address?.page;
    const assets = await assetsOf(page);
    // A public page is rendered here, a product, piece or print that does not exist as its own
    // screen's "not found", and an address the site does not have as the 404 screen.
    const rendersHere = page === undefined || renderedOnServer(page);
    const { data, version } = page ? await pageData(page, address.parameter) : { data: {}, version: '' };
    const rendered = rendersHere
      ? await renderer.render(url, data, `${version}\n${siteText.version}`, siteText.text)
      : undefined;
    const shell = await shellHtml();
    let html: string | undefined;
    const assembled = () =>
      (html ??= pageHtml(
        shell,
        head,
        siteText.text,
        rendered === undefined
          ? undefined
          : { html: rendered.html, remotes: site.remotes, styleSheets: assets.styleSheets, data },
      ));
    // A page whose parts are all as before is the page sent before: its tag is known, and its
    // bytes are among the encoded pages, so it is put together again only when they are not. A
    // render with a region that fell back has no version, and its page is always made afresh.
    const made = rendersHere ? rendered?.version : 'drawn by the browser';
    const tag =
      made === undefined
        ? etagOf(assembled())
        : pageTags.use(
            [
              made,
              siteText.version,
              JSON.stringify(head),
              assets.styleSheets.map(({ href }) => href).join(' '),
              shell,
            ].join('\n'),
            () => etagOf(assembled()),
          );
    varyOnEncoding(reply.code(head.status).header('Cache-Control', 'no-cache').header('ETag', tag));
    reply.header('Server-Timing', `${requestIdTiming};desc="${request.id}"`);
    const preload = preloadHeader(assets);
    if (preload) reply.header('Link', preload);
    // Said in the header too, so a crawler that does not run the page's script still hears it.
    if (!head.indexed) reply.header('X-Robots-Tag', 'noindex');
    if (head.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
      return reply.code(304).send();
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(encodedPages.use(tag, () => new EncodedBody(Buffer.from(assembled()))).for(request, reply));
  };
  // The shell's files have routes of their own (wildcard: false); this catches the rest.
  app.get('/*', async (request, reply) => {
    const { pathname, searchParams } = new URL(request.url, 'http://site');
    // A missing file is a 404, not the page, so a broken asset link fails loudly.
    if (path.extname(pathname) || pathname.startsWith('/functions/')) {
      return reply.code(404).send({ error: `Not found: ${pathname}` });
    }
    // A link to a piece from before each piece had its own page has moved there for good.
    const piece = searchParams.get('piece');
    if (piece && pageAddress(pathname)?.page.path === sitePaths.fineArt) {
      return reply.redirect(sitePaths.artwork(piece), 301);
    }
    return sendPage(request, reply);
  });
}
