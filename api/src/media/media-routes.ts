import type { FastifyInstance } from 'fastify';
import { etagOf, matchesIfNoneMatch } from '../http/entity-tags';
import { mediaPath, publicMediaName } from './media-library';
import type { MediaStorage } from './media-storage';

/** A name is its content's hash: what it names never changes, so browsers keep it for a year. */
const immutable = 'public, max-age=31536000, immutable';

/** An SVG opened on its own can run script: it is shown as an image, with nothing of its own allowed. */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Serves the derivatives pages show, `GET /media/{name}`. Only content-hashed public names are
 * served; originals, kept under `originals/`, never are: they can hold where a photo was taken.
 */
export async function mediaRoutes(app: FastifyInstance, storage: MediaStorage): Promise<void> {
  app.get<{ Params: { name: string } }>(`${mediaPath}:name`, async (request, reply) => {
    const { name } = request.params;
    if (!publicMediaName.test(name)) return reply.callNotFound();
    const etag = etagOf(name);
    // The name fixes the content, so a browser holding this tag holds the file.
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.code(304).header('ETag', etag).header('Cache-Control', immutable).send();
    }
    const file = await storage.get(name);
    if (!file) return reply.callNotFound();
    reply.header('Content-Type', file.contentType).header('Cache-Control', immutable).header('ETag', etag);
    if (file.contentType === 'image/svg+xml') reply.header('Content-Security-Policy', svgPolicy);
    return reply.send(file.bytes);
  });
}
