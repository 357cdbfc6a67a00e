import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Queryable } from '../db/database';
import type { ServicePayments } from '../payments/service-payments';

/**
 * Stripe's `checkout.session.completed` webhook: the reliable signal that a hosted payment
 * succeeded, even when the visitor closed the tab before returning. The signature is checked
 * on the raw body; each event is handled once however often Stripe delivers it.
 */
export async function stripeWebhook(
  app: FastifyInstance,
  stripe: Stripe,
  webhookSecret: string,
  db: Queryable,
  payments: ServicePayments,
) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.post('/webhooks/stripe', async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body as Buffer, String(signature ?? ''), webhookSecret);
      } catch {
        request.log.warn('Stripe webhook with a bad signature refused');
        return reply.code(400).send({ error: 'Invalid signature' });
      }
      const [seen] = await db.query('SELECT id FROM stripe_webhook_events WHERE id = $1', [event.id]);
      if (seen) return { received: true };

      // Settling is idempotent, so an event that fails half-way is simply handled again
      // when Stripe retries it; it is recorded only once it has been handled.
      if (event.type === 'checkout.session.completed') {
        const session = event.data.object;
        if (session.payment_status === 'paid') {
          const reference =
            typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
          await payments.settle(session.id, session.amount_total ?? undefined, reference);
        }
      }
      await db.query('INSERT INTO stripe_webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
        event.id,
        event.type,
      ]);
      return { received: true };
    });
  });
}
