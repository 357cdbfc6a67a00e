import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config';

/** Each remote's build and the path it is served under when the API hosts it. */
export const remoteMounts = [
  { name: 'portfolio', dir: 'mfe-portfolio', prefix: '/portfolio/' },
  { name: 'shop', dir: 'mfe-shop', prefix: '/shop/' },
  { name: 'design_service', dir: 'mfe-design-service', prefix: '/design-service/' },
] as const;

// A file whose name carries a content hash never changes and may be cached for a year; the
// rest (pages, entry files, manifests, icons) keep their names across builds and revalidate.
const contentHashed = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', contentHashed.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the composed site: the shell at /, each remote's build under its own path, the
 * runtime remote configuration at /remotes.json, and the shell's page for every other path
 * so deep links load directly.
 */
export async function serveSite(app: FastifyInstance, site: AppConfig['site']) {
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return site.remotes;
  });

  for (const remote of remoteMounts) {
    const root = path.join(site.root, remote.dir, 'dist');
    if (!existsSync(root)) {
      app.log.warn(`${remote.dir} is not built (${root} is missing); its routes will show their fallback.`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: remote.prefix,
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

  const sendShell = (reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html', shellRoot);
  };
  app.get('/', (_request, reply) => sendShell(reply));
  // The shell's files have routes of their own (wildcard: false); this catches the rest.
  app.get('/*', async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://site');
    // A missing file is a 404, not the page, so a broken asset link fails loudly.
    if (path.extname(pathname) || pathname.startsWith('/functions/')) {
      return reply.code(404).send({ error: `Not found: ${pathname}` });
    }
    return sendShell(reply);
  });
}
