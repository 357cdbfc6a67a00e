import type { FastifyInstance } from 'fastify';
import { oneClickUnsubscribePath } from 'shared-contracts/mailing-list';
import type { Subscribers } from './subscribers';

/**
 * `POST /api/list/unsubscribe/{token}`: what a mail program sends when the reader presses its
 * Unsubscribe button (RFC 8058: the body `List-Unsubscribe=One-Click`, form-encoded, with no
 * cookie or sign-in). It unsubscribes at once, and answers the same to a second press.
 */
export async function oneClickUnsubscribeRoute(app: FastifyInstance, subscribers: Pick<Subscribers, 'unsubscribe'>) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
      { parseAs: 'string', bodyLimit: 10_000 },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { token: string } }>(`${oneClickUnsubscribePath}:token`, async (request, reply) => {
      const { token } = request.params;
      if (token.length > 200) return reply.code(404).send({ error: 'This unsubscribe link is not valid.' });
      await subscribers.unsubscribe(token);
      return reply.header('Cache-Control', 'no-store').send({ unsubscribed: true });
    });
  });
}
