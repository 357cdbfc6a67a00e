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

// Entry files and manifests keep their names across builds, so browsers must revalidate them;
// everything else carries a content hash and never changes.
const revalidated = /(^|\/)(index\.html|main\.js|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', revalidated.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
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
