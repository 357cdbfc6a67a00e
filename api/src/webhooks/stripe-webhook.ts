import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import * as z from 'zod/mini';
import { resultOf } from '../payments/stripe-payment-intents';
import type { JobQueue } from '../jobs/job-queue';
import type { OrderLifecycle } from '../orders/order-lifecycle';
import type { OrdersRepository } from '../orders/orders-repository';
import { refundChange } from '../orders/order-model';
import type { PaymentSessions } from '../design-service/payment-sessions';
import type { PaymentChange } from '../payments/payment-states';
import type { ServicePayments } from '../design-service/service-payments';
import { rawJsonBody } from '../http/raw-json-body';
import { webhookText } from './webhook-text';

/** The events this site acts on; Stripe may send others to the same endpoint, and they are acknowledged. */
export const stripeEvents = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'charge.refunded',
] as const;

type HandledEvent = (typeof stripeEvents)[number];

interface StripeEventJob {
  id: string;
  type: HandledEvent;
  objectId: string;
}

const queue = 'stripe-event';

/** What we read of a signed event: its id and type, and, for the events we act on, its object's id. */
const eventSchema = z.object({ id: webhookText(255), type: webhookText(100) });
const objectSchema = z.object({ data: z.object({ object: z.object({ id: webhookText(255) }) }) });

export interface StripeWebhookDeps {
  stripe: Stripe;
  webhookSecret: string;
  jobs: JobQueue;
  orders: OrdersRepository;
  lifecycle: OrderLifecycle;
  sessions: PaymentSessions;
  servicePayments: ServicePayments;
}

const isHandled = (type: string): type is HandledEvent => (stripeEvents as readonly string[]).includes(type);

/** What a PaymentIntent's present state says of an order's payment; undefined while it is undecided. */
function changeOfIntent(intent: Stripe.PaymentIntent): PaymentChange | undefined {
  if (intent.status === 'canceled') return { to: 'canceled', reason: 'The payment was canceled.' };
  // A failed attempt leaves the intent waiting for another payment method, with the error kept.
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
    return { to: 'failed', reason: intent.last_payment_error.message ?? 'The payment did not go through.' };
  }
  const result = resultOf(intent);
  return result.outcome === 'succeeded' ? { to: 'paid', reference: result.paymentIntentId } : undefined;
}

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : value?.id);

/**
 * POST /webhooks/stripe. The signature is checked on the raw body; the event is then kept as a
 * job under its id, so it is handled once however often Stripe delivers it, and Stripe hears
 * back at once. The job reads the object's present state from Stripe rather than trusting the
 * event's copy: events arrive late and out of order, and the present state is what counts.
 */
export async function stripeWebhook(app: FastifyInstance, deps: StripeWebhookDeps) {
  const { stripe, jobs } = deps;
  jobs.define<StripeEventJob>(queue, (event) => handleEvent(deps, event), {
    baseMs: 30_000,
    describe: ({ id, type }) => `Handling Stripe's ${type} event ${id}`,
  });

  await app.register(async (scope) => {
    rawJsonBody(scope);
    scope.post('/webhooks/stripe', async (request, reply) => {
      let signed: unknown;
      try {
        signed = stripe.webhooks.constructEvent(
          request.body as Buffer,
          String(request.headers['stripe-signature'] ?? ''),
          deps.webhookSecret,
        );
      } catch {
        request.log.warn('Stripe webhook with a bad signature refused');
        return reply.code(400).send({ error: 'Invalid signature' });
      }
      // Signed by Stripe, but still checked: a body we cannot use is answered 400, so Stripe stops sending it.
      const event = eventSchema.safeParse(signed);
      const object = event.success && isHandled(event.data.type) ? objectSchema.safeParse(signed) : undefined;
      if (!event.success || object?.success === false) {
        request.log.warn(
          { issues: (event.error ?? object?.error)?.issues.map(({ path, message }) => ({ path, message })) },
          'signed Stripe webhook with a body we cannot use refused',
        );
        return reply.code(400).send({ error: 'The event is not one this site can read' });
      }
      const { id, type } = event.data;
      if (object && isHandled(type)) {
        await jobs.enqueue<StripeEventJob>(
          queue,
          { id, type, objectId: object.data.data.object.id },
          { key: `stripe-event:${id}` },
        );
      }
      return { received: true };
    });
  });
}

async function handleEvent(deps: StripeWebhookDeps, event: StripeEventJob): Promise<void> {
  const { stripe, orders, lifecycle, sessions, servicePayments } = deps;
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = await stripe.paymentIntents.retrieve(event.objectId);
      const orderId = intent.metadata.orderId;
      const change = changeOfIntent(intent);
      // Intents without an order id pay for a hosted session; its own events settle those.
      if (orderId && change) await lifecycle.paymentChanged(orderId, change, 'stripe-webhook');
      return;
    }
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed': {
      const session = await stripe.checkout.sessions.retrieve(event.objectId);
      const reference = idOf(session.payment_intent);
      if (session.payment_status === 'paid' && reference) {
        await servicePayments.settle(session.id, session.amount_total ?? undefined, reference, 'stripe-webhook');
      } else if (event.type === 'checkout.session.async_payment_failed') {
        await servicePayments.paymentChanged(
          session.id,
          { to: 'failed', reason: 'The payment did not go through.' },
          'stripe-webhook',
        );
      }
      return;
    }
    case 'charge.refunded': {
      const charge = await stripe.charges.retrieve(event.objectId);
      const intentId = idOf(charge.payment_intent);
      if (!intentId) return;
      const orderId =
        (await orders.findByPaymentIntent(intentId))?.id ??
        (await stripe.paymentIntents.retrieve(intentId)).metadata.orderId;
      const order = orderId ? await orders.find(orderId) : undefined;
      if (order) {
        await lifecycle.paymentChanged(order.id, refundChange(order, charge.amount_refunded), 'stripe-webhook');
        return;
      }
      const change: PaymentChange = {
        to: charge.refunded ? 'refunded' : 'partly_refunded',
        amountRefundedCents: charge.amount_refunded,
      };
      const session = await sessions.findByReference(intentId);
      if (session) await servicePayments.paymentChanged(session.id, change, 'stripe-webhook');
    }
  }
}
