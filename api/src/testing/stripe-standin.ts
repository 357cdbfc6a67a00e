import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import qs from 'qs';

type Params = Record<string, unknown>;

/**
 * A local server that speaks Stripe's API for the calls we make, so tests run the real
 * `stripe` SDK against it. It checks the secret key, honours Idempotency-Key like Stripe
 * (a repeated key replays the first answer) and records every object it creates.
 *
 * Confirmation tokens: `ctoken_success` pays; `ctoken_card_declined` is declined. Checkout
 * sessions start unpaid; `completeCheckoutSession` plays the visitor paying on Stripe's page.
 */
export class StripeStandIn {
  readonly paymentIntents = new Map<string, Params & { id: string; status: string; amount: number }>();
  readonly checkoutSessions = new Map<
    string,
    Params & { id: string; status: string; payment_status: string; amount_total: number }
  >();
  readonly requests: { method: string; path: string; idempotencyKey?: string }[] = [];
  /** Fail the next N calls with a 500, as an outage would. */
  failNext = 0;
  /** Do the work of the next N calls but cut the connection before answering, as a timeout would. */
  loseAnswers = 0;

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
      if (body.confirmation_token !== 'ctoken_success') {
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
        status: body.confirm === 'true' ? 'succeeded' : 'requires_confirmation',
        last_payment_error: null,
      };
      this.paymentIntents.set(id, intent);
      return intent;
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

    app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
      const session = this.checkoutSessions.get(request.params.id);
      if (!session)
        return stripeError(reply, 404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such checkout.session',
        });
      return session;
    });

    await app.listen({ host: '127.0.0.1', port: 0 });
    this.server = app;
    return this;
  }

  /** The visitor pays on Stripe's page: the session becomes complete and paid. */
  completeCheckoutSession(id: string) {
    const session = this.checkoutSessions.get(id);
    if (!session) throw new Error(`No checkout session ${id}`);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_${randomBytes(8).toString('hex')}`,
    });
    return session;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }
}

function stripeError(reply: FastifyReply, status: number, error: Params) {
  return reply.code(status).send({ error });
}
