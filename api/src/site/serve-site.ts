import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageAt, remotes } from 'shared-contracts/site-manifest';
import type { AppConfig } from '../config';
import { etagOf, matchesIfNoneMatch } from '../entity-tags';

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

/**
 * Serves the composed site: the shell at /, each remote's build under its own path, the
 * runtime remote configuration at /remotes.json, and the shell's page for every page of the
 * site manifest so deep links load directly. Any other address gets the same page, which
 * shows the 404 screen, with the status 404.
 */
export async function serveSite(app: FastifyInstance, site: AppConfig['site']) {
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
  });

  const sendShell = (pathname: string, reply: FastifyReply) => {
    const page = pageAt(pathname);
    reply.code(page ? 200 : 404).header('Cache-Control', 'no-cache');
    // Said in the header too, so a crawler that does not run the page's script still hears it.
    if (!page?.indexed) reply.header('X-Robots-Tag', 'noindex');
    return reply.type('text/html; charset=utf-8').sendFile('index.html', shellRoot);
  };
  // The shell's files have routes of their own (wildcard: false); this catches the rest.
  app.get('/*', async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://site');
    // A missing file is a 404, not the page, so a broken asset link fails loudly.
    if (path.extname(pathname) || pathname.startsWith('/functions/')) {
      return reply.code(404).send({ error: `Not found: ${pathname}` });
    }
    return sendShell(pathname, reply);
  });
}
