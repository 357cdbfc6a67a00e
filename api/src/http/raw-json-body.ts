import type { FastifyInstance } from 'fastify';

/**
 * Keeps a webhook's JSON body as the bytes that arrived: a signature is computed over exactly
 * those bytes, and parsing then re-serializing would change them.
 */
export function rawJsonBody(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
}
