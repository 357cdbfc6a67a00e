import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import qs from 'qs';
import Stripe from 'stripe';

type Params = Record<string, unknown>;

interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  payment_intent: string;
  status: 'succeeded';
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: 'usd';
  metadata: Params;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  data: { object: unknown };
}

/**
 * A local server that speaks Stripe's API for the calls we make, so tests run the real
 * `stripe` SDK against it. It checks the secret key, honours Idempotency-Key like Stripe
 * (a repeated key replays the first answer) and records every object it creates.
 *
 * Confirmation tokens: `ctoken_success` pays; `ctoken_card_declined` is declined;
 * `ctoken_processing` leaves the payment processing (a bank debit) until `settlePaymentIntent`.
 * Checkout sessions start unpaid; `completeCheckoutSession` plays the visitor paying on Stripe's
 * page. Refunds (`POST /v1/refunds`) refund a PaymentIntent's charge up to what is left on it;
 * `refund` plays the artist refunding in Stripe's dashboard. With `webhook` set, the stand-in
 * sends signed events there as Stripe would.
 */
export class StripeStandIn {
  readonly paymentIntents = new Map<
    string,
    Params & { id: string; status: string; amount: number; latest_charge: string | null }
  >();
  readonly checkoutSessions = new Map<
    string,
    Params & { id: string; status: string; payment_status: string; amount_total: number }
  >();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  readonly requests: { method: string; path: string; idempotencyKey?: string }[] = [];
  /** Every event sent, in order, with the status our endpoint answered. */
  readonly events: { event: StripeEvent; status: number }[] = [];
  /** Where events go, and the signing secret they are signed with (whsec_…). */
  webhook: { url: string; secret: string } | undefined;
  /** How often a Checkout Session was read (GET /v1/checkout/sessions/:id). */
  checkoutSessionReads = 0;
  /** Fail the next N calls with a 500, as an outage would. */
  failNext = 0;
  /** Do the work of the next N calls but cut the connection before answering, as a timeout would. */
  loseAnswers = 0;

  private readonly signer = new Stripe('sk_test_signer');
  private readonly replays = new Map<string, { status: number; body: unknown }>();
  private server: FastifyInstance | undefined;

  constructor(readonly secretKey = 'sk_test_standin') {}

  get url(): string {
    const address = this.server?.server.address();
    if (!address || typeof address === 'string') throw new Error('The Stripe stand-in is not running');
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    const app = Fastify();
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, qs.parse(String(body))),
    );
    app.addHook('onRequest', async (request, reply) => {
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      this.requests.push({ method: request.method, path: request.url, idempotencyKey });
      if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
        return stripeError(reply, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
      }
      if (this.failNext > 0) {
        this.failNext -= 1;
        return stripeError(reply, 500, { type: 'api_error', message: 'Stripe is having trouble' });
      }
      const replay = idempotencyKey ? this.replays.get(idempotencyKey) : undefined;
      if (replay) return reply.code(replay.status).header('Idempotent-Replayed', 'true').send(replay.body);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      if (request.method === 'POST' && idempotencyKey && !this.replays.has(idempotencyKey) && reply.statusCode < 500) {
        this.replays.set(idempotencyKey, { status: reply.statusCode, body: JSON.parse(String(payload)) });
      }
      if (this.loseAnswers > 0) {
        this.loseAnswers -= 1;
        request.raw.socket.destroy();
      }
      return payload;
    });

    app.get('/v1/balance', async () => ({ object: 'balance', available: [], pending: [], livemode: false }));
    // The account's webhook endpoints: the one `webhook` names, enabled.
    app.get('/v1/webhook_endpoints', async () => ({
      object: 'list',
      url: '/v1/webhook_endpoints',
      has_more: false,
      data: this.webhook
        ? [{ id: 'we_standin', object: 'webhook_endpoint', url: this.webhook.url, status: 'enabled' }]
        : [],
    }));

    app.post<{ Body: Params }>('/v1/payment_intents', async (request, reply) => {
      const body = request.body;
      const id = `pi_${randomBytes(10).toString('hex')}`;
      if (body.confirmation_token === 'ctoken_card_declined') {
        return stripeError(reply, 402, {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_intent: { id, status: 'requires_payment_method' },
        });
      }
      const processing = body.confirmation_token === 'ctoken_processing';
      if (!processing && body.confirmation_token !== 'ctoken_success') {
        return stripeError(reply, 400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such confirmationtoken',
        });
      }
      const intent = {
        ...body,
        id,
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency,
        status: body.confirm !== 'true' ? 'requires_confirmation' : processing ? 'processing' : 'succeeded',
        last_payment_error: null,
        latest_charge: null as string | null,
      };
      this.paymentIntents.set(id, intent);
      if (intent.status === 'succeeded') this.charge(intent);
      return intent;
    });

    app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request, reply) => {
      const intent = this.paymentIntents.get(request.params.id);
      return intent ?? missing(reply, 'payment_intent');
    });

    // A refund of a PaymentIntent's charge: all that is left unless an amount is given, and never more.
    app.post<{ Body: Params }>('/v1/refunds', async (request, reply) => {
      const body = request.body;
      const intent = this.paymentIntents.get(String(body.payment_intent));
      if (!intent) return missing(reply, 'payment_intent');
      const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
      if (!charge) {
        return stripeError(reply, 400, {
          type: 'invalid_request_error',
          message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        });
      }
      const left = charge.amount - charge.amount_refunded;
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1) {
        return stripeError(reply, 400, {
          type: 'invalid_request_error',
          code: 'parameter_invalid_integer',
          param: 'amount',
          message: 'Invalid positive integer',
        });
      }
      if (left === 0) {
        return stripeError(reply, 400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${charge.id} has already been refunded.`,
        });
      }
      if (amount > left) {
        return stripeError(reply, 400, {
          type: 'invalid_request_error',
          param: 'amount',
          message: `Refund amount (${usd(amount)}) is greater than unrefunded amount on charge (${usd(left)})`,
        });
      }
      return this.refundCharge(charge, amount, {
        metadata: (body.metadata as Params | undefined) ?? {},
        reason: typeof body.reason === 'string' ? body.reason : null,
      });
    });

    app.get<{ Params: { id: string } }>('/v1/charges/:id', async (request, reply) => {
      return this.charges.get(request.params.id) ?? missing(reply, 'charge');
    });

    // Search, as Stripe's Search API answers the one query we make: by our order id.
    app.get<{ Querystring: { query?: string } }>('/v1/payment_intents/search', async (request) => {
      const orderId = /^metadata\['orderId'\]:'([^']*)'$/.exec(request.query.query ?? '')?.[1];
      const data = [...this.paymentIntents.values()].filter(
        (intent) => (intent.metadata as Params | undefined)?.orderId === orderId,
      );
      return { object: 'search_result', url: '/v1/payment_intents/search', data, has_more: false, next_page: null };
    });

    app.post<{ Body: Params }>('/v1/checkout/sessions', async (request) => {
      const body = request.body as Params & { line_items?: { price_data?: { unit_amount?: string } }[] };
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session = {
        ...body,
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null as string | null,
        amount_total: Number(body.line_items?.[0]?.price_data?.unit_amount ?? 0),
      };
      this.checkoutSessions.set(id, session);
      return session;
    });

    // As Stripe does: only an open session can be expired.
    app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request, reply) => {
      const session = this.checkoutSessions.get(request.params.id);
      if (!session) return missing(reply, 'checkout.session');
      if (session.status !== 'open') {
        return stripeError(reply, 400, {
          type: 'invalid_request_error',
          message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        });
      }
      session.status = 'expired';
      return session;
    });

    app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
      this.checkoutSessionReads++;
      return this.checkoutSessions.get(request.params.id) ?? missing(reply, 'checkout.session');
    });

    await app.listen({ host: '127.0.0.1', port: 0 });
    this.server = app;
    return this;
  }

  /**
   * The visitor pays on Stripe's page: the session becomes complete and paid, or, for a
   * delayed method (`delayed`), complete and still unpaid until `settleCheckoutSession`.
   */
  completeCheckoutSession(id: string, { delayed = false } = {}) {
    const session = this.checkoutSessions.get(id);
    if (!session) throw new Error(`No checkout session ${id}`);
    const intent = {
      id: `pi_${randomBytes(8).toString('hex')}`,
      object: 'payment_intent',
      amount: session.amount_total,
      status: delayed ? 'processing' : 'succeeded',
      metadata: (session.payment_intent_data as { metadata?: Params } | undefined)?.metadata ?? {},
      last_payment_error: null,
      latest_charge: null as string | null,
    };
    this.paymentIntents.set(intent.id, intent);
    if (!delayed) this.charge(intent);
    Object.assign(session, {
      status: 'complete',
      payment_status: delayed ? 'unpaid' : 'paid',
      payment_intent: intent.id,
    });
    return session;
  }

  /** The delayed payment of a completed session succeeds or fails. */
  settleCheckoutSession(id: string, outcome: 'succeeded' | 'failed') {
    const session = this.checkoutSessions.get(id)!;
    this.settlePaymentIntent(String(session.payment_intent), outcome);
    if (outcome === 'succeeded') session.payment_status = 'paid';
    return session;
  }

  /** A processing payment ends: it succeeds (and is charged) or the bank refuses it. */
  settlePaymentIntent(id: string, outcome: 'succeeded' | 'failed') {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw new Error(`No payment intent ${id}`);
    if (outcome === 'succeeded') {
      intent.status = 'succeeded';
      this.charge(intent);
    } else {
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { code: 'payment_method_provider_decline', message: 'The bank declined the debit.' },
      });
    }
    return intent;
  }

  /** A payment still processing is canceled (by the artist in Stripe's dashboard, say). */
  cancelPaymentIntent(id: string) {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw new Error(`No payment intent ${id}`);
    intent.status = 'canceled';
    return intent;
  }

  /** Refunds part (`amount` in cents) or all of a payment's charge, as the artist would in Stripe's dashboard. */
  refund(paymentIntentId: string, amount?: number): Charge {
    const intent = this.paymentIntents.get(paymentIntentId);
    const charge = intent?.latest_charge ? this.charges.get(String(intent.latest_charge)) : undefined;
    if (!charge) throw new Error(`Payment ${paymentIntentId} has no charge to refund`);
    this.refundCharge(charge, Math.min(amount ?? charge.amount, charge.amount - charge.amount_refunded), {
      metadata: {},
      reason: null,
    });
    return charge;
  }

  /** Sends a signed event for an object to the webhook, as Stripe does; answers our endpoint's status. */
  async sendEvent(type: string, object: unknown): Promise<StripeEvent> {
    const event: StripeEvent = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: Stripe.API_VERSION,
      data: { object: structuredClone(object) },
    };
    await this.deliver(event);
    return event;
  }

  /** Delivers an event again, as Stripe does when it did not hear a 2xx, or at random. */
  async deliver(event: StripeEvent): Promise<number> {
    if (!this.webhook) throw new Error('No webhook endpoint set on the Stripe stand-in');
    const payload = JSON.stringify(event);
    const signature = this.signer.webhooks.generateTestHeaderString({ payload, secret: this.webhook.secret });
    const response = await fetch(this.webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
    this.events.push({ event, status: response.status });
    return response.status;
  }

  private charge(intent: { id: string; amount: number; latest_charge: string | null }) {
    const charge: Charge = {
      id: `ch_${randomBytes(10).toString('hex')}`,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      payment_intent: intent.id,
      status: 'succeeded',
    };
    this.charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
  }

  private refundCharge(charge: Charge, amount: number, details: Pick<Refund, 'metadata' | 'reason'>): Refund {
    const refund: Refund = {
      id: `re_${randomBytes(10).toString('hex')}`,
      object: 'refund',
      amount,
      charge: charge.id,
      created: Math.floor(Date.now() / 1000),
      currency: 'usd',
      payment_intent: charge.payment_intent,
      status: 'succeeded',
      ...details,
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return refund;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }
}

function stripeError(reply: FastifyReply, status: number, error: Params) {
  return reply.code(status).send({ error });
}

function usd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function missing(reply: FastifyReply, kind: string) {
  return stripeError(reply, 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}`,
  });
}
