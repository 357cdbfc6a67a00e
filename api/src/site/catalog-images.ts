import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const imagesDir = new URL('../catalog/images/', import.meta.url).pathname;

/** The sample catalogue's product images, served by the site itself. */
export async function serveCatalogImages(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/catalog-images/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=86400'),
  });
}
