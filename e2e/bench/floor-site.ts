import Fastify from 'fastify';
import { freePort } from 'api/testing/free-port';

/** Every script element, and every hint or header that fetches a script. */
const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const scriptHint = /<link\b[^>]*\bas="?script"?[^>]*>/g;

/** A page's HTML as the server rendered it, with nothing left that runs. */
export function withoutScripts(html: string): string {
  return html.replace(scriptElement, '').replace(scriptHint, '');
}

export interface FloorSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * The floor a page's first paint is measured against: the site's pages as its server renders
 * them, HTML and style sheets, with every script removed. A proxy in front of the same running
 * server: pages are fetched from it and stripped; every other file is passed on as it is.
 */
export async function startFloorSite(siteUrl: string): Promise<FloorSite> {
  const proxy = Fastify();
  proxy.get('/*', async (request, reply) => {
    const upstream = await fetch(`${siteUrl}${request.url}`, { headers: { 'accept-encoding': 'identity' } });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    reply.code(upstream.status).type(type);
    const cacheControl = upstream.headers.get('cache-control');
    if (cacheControl) reply.header('Cache-Control', cacheControl);
    if (type.startsWith('text/html')) return withoutScripts(await upstream.text());
    return Buffer.from(await upstream.arrayBuffer());
  });
  const port = await freePort();
  await proxy.listen({ host: '127.0.0.1', port });
  return { url: `http://127.0.0.1:${port}`, stop: () => proxy.close() };
}
