import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatOrderNumber } from 'shared-contracts/order';
import { sampleCatalog } from './catalog/sample-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, orderRequest, pendingOrder, shippingAddress } from './testing/order-fixtures';
import { PrintfulStandIn } from './testing/printful-standin';
import { SmtpCapture } from './testing/smtp-capture';
import { StripeStandIn } from './testing/stripe-standin';
import { testEngines } from './testing/test-databases';
import { startTestServer } from './testing/test-server';

const contact = { name: 'Martha', email: 'martha@example.com', subject: 'General Inquiry', message: 'Hello!' };
const quickRetries = { FULFILMENT_RETRY_SECONDS: '1', MAIL_RETRY_SECONDS: '1', JOB_POLL_MS: '500' };

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testEngines)('when the database ($label) is unavailable at order time', (engine) => {
  it('answers 503 with a clear message and charges nothing', async () => {
    const stripe = await new StripeStandIn().start();
    const target = await engine.create();
    const server = await startTestServer({
      env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_URL: stripe.url },
      database: target.config,
    });
    try {
      await server.db.close();
      const response = await fetch(`${server.url}/functions/v1/process-order`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(orderRequest([cartLine(10201)], { paymentInfo: { confirmationToken: 'ctoken_success' } })),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(await response.json()).toEqual({
        error: 'We are briefly unavailable. Please try again in a moment; nothing has been charged.',
      });
      expect(stripe.paymentIntents.size).toBe(0);
      const ready = await fetch(`${server.url}/health/ready`);
      expect(ready.status).toBe(503);
      await ready.arrayBuffer();
    } finally {
      await server.stop();
      await stripe.stop();
      await target.drop();
    }
  });
});

describe('when the payment processor times out', () => {
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
  });
  afterAll(() => stripe.stop());

  it('leaves the order pending, and a retry of the attempt settles it with a single charge', async () => {
    const server = await startTestServer({ env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_URL: stripe.url } });
    try {
      const request = orderRequest([cartLine(10301)], { paymentInfo: { confirmationToken: 'ctoken_success' } });
      stripe.loseAnswers = 3;
      expect((await server.invoke('process-order', request)).status).toBe(503);
      expect(
        await server.db.query('SELECT payment_state FROM orders WHERE idempotency_key = $1', [request.idempotencyKey]),
      ).toEqual([{ payment_state: 'pending' }]);

      const retry = await server.invoke('process-order', request);
      expect(retry.status).toBe(200);
      const charged = [...stripe.paymentIntents.values()].filter(
        (intent) => (intent.metadata as { orderId: string }).orderId === retry.body.orderId,
      );
      expect(charged).toHaveLength(1);
      expect(charged[0]!.id).toBe(retry.body.paymentIntentId);
    } finally {
      await server.stop();
    }
  });
});

describe('when a charge is never answered and the visitor never retries', () => {
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
  });
  afterAll(() => stripe.stop());

  it("settles the order from Stripe's record: paid, then sent to fulfilment, with one charge", async () => {
    const server = await startTestServer({
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_API_URL: stripe.url,
        PAYMENT_SETTLE_SECONDS: '3',
        ...quickRetries,
      },
    });
    try {
      const request = orderRequest([cartLine(10302)], { paymentInfo: { confirmationToken: 'ctoken_success' } });
      stripe.loseAnswers = 3;
      expect((await server.invoke('process-order', request)).status).toBe(503);
      const [pending] = await server.db.query<{ id: string }>('SELECT id FROM orders WHERE idempotency_key = $1', [
        request.idempotencyKey,
      ]);

      await eventually(async () => {
        const [order] = await server.db.query<{ fulfilment_state: string }>(
          'SELECT fulfilment_state FROM orders WHERE id = $1',
          [pending!.id],
        );
        return order!.fulfilment_state === 'sent';
      });
      const charged = [...stripe.paymentIntents.values()].filter(
        (intent) => (intent.metadata as { orderId: string }).orderId === pending!.id,
      );
      expect(charged).toHaveLength(1);
      expect(
        await server.db.query('SELECT payment_state, payment_intent_id FROM orders WHERE id = $1', [pending!.id]),
      ).toEqual([{ payment_state: 'paid', payment_intent_id: charged[0]!.id }]);
      expect(
        await server.db.query(
          "SELECT to_state, source FROM state_changes WHERE subject_id = $1 AND aspect = 'payment'",
          [pending!.id],
        ),
      ).toEqual([{ to_state: 'paid', source: 'settlement' }]);
    } finally {
      await server.stop();
    }
  });

  it('closes an order that was never charged, and leaves one that is still fresh for the visitor', async () => {
    const server = await startTestServer({
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_API_URL: stripe.url,
        PAYMENT_SETTLE_SECONDS: '0.5',
        ...quickRetries,
      },
    });
    try {
      const request = orderRequest([cartLine(10303)], { paymentInfo: { confirmationToken: 'ctoken_success' } });
      const { orders, lifecycle } = server.app.services;
      const { order } = await orders.insertPending(
        pendingOrder({
          id: 'ord_neverCharged',
          idempotency_key: request.idempotencyKey,
          subtotal_cents: 100,
          shipping_cents: 0,
          tax_cents: 8,
          total_cents: 108,
          payment_provider: 'stripe',
        }),
      );
      await lifecycle.placed(order);

      expect(await server.db.query('SELECT payment_state FROM orders WHERE id = $1', [order.id])).toEqual([
        { payment_state: 'pending' },
      ]);
      await eventually(async () => {
        const [row] = await server.db.query<{ payment_state: string }>(
          'SELECT payment_state FROM orders WHERE id = $1',
          [order.id],
        );
        return row!.payment_state !== 'pending';
      });
      expect(
        await server.db.query('SELECT payment_state, payment_error FROM orders WHERE id = $1', [order.id]),
      ).toEqual([{ payment_state: 'failed', payment_error: 'No payment was taken for this order.' }]);
    } finally {
      await server.stop();
    }
  });
});

describe('when Printful rate-limits fulfilment after a successful charge', () => {
  it('keeps the order paid, retries with backoff until Printful accepts it, and says so in the log', async () => {
    const printful = await new PrintfulStandIn(sampleCatalog).start();
    const server = await startTestServer({
      env: { PRINTFUL_API_TOKEN: printful.token, PRINTFUL_API_URL: printful.url, ...quickRetries },
      captureLogs: true,
    });
    try {
      await server.invoke('get-printful-products');
      printful.rateLimit = { remaining: 3, retryAfterSeconds: 1 };
      const { status, body } = await server.invoke('process-order', orderRequest([cartLine(10102)]));
      expect(status).toBe(200);
      expect(body.printfulOrderId).toBeNull();

      // Three tries refused: the retries wait about 1, 2 and 4 seconds, each up to twice that.
      await eventually(async () => printful.orders.has(body.orderId as string), 25_000);
      await eventually(async () => {
        const [order] = await server.db.query<{ fulfilment_state: string }>(
          'SELECT fulfilment_state FROM orders WHERE id = $1',
          [body.orderId],
        );
        return order!.fulfilment_state === 'sent';
      });
      const job = await server.app.services.jobs.status('fulfil-order', `fulfil:${String(body.orderId)}`);
      expect(job).toMatchObject({ state: 'completed' });
      expect(job!.attempts).toBeGreaterThan(1);
      const warnings = server.logs.filter((line) => line.includes('"queue":"fulfil-order"') && line.includes('429'));
      expect(warnings.length).toBeGreaterThan(0);
    } finally {
      await server.stop();
      await printful.stop();
    }
  }, 45_000);
});

describe('when an e-mail can never be delivered', () => {
  const artist = 'grace@example.com';
  const attempts = { ...quickRetries, JOB_MAX_ATTEMPTS: '2', ARTIST_EMAIL: artist };
  const notices = (smtp: SmtpCapture) =>
    smtp.messages.filter((mail) => mail.subject.startsWith('Needs your attention'));

  it('gives it up after its last attempt and tells the artist once', async () => {
    const smtp = await new SmtpCapture().start();
    smtp.unknownMailboxes.add(shippingAddress.email);
    const server = await startTestServer({ env: { SMTP_URL: smtp.url, ...attempts } });
    try {
      const { body } = await server.invoke('process-order', orderRequest([cartLine(10103)]));
      const [confirmation] = await server.db.query<{ id: string; subject: string }>(
        'SELECT id, subject FROM mail_outbox WHERE to_address = $1',
        [shippingAddress.email],
      );

      await eventually(async () => notices(smtp).length > 0);
      const [notice] = notices(smtp);
      expect(notice).toMatchObject({
        to: [artist],
        subject: `Needs your attention: Delivering the e-mail “${confirmation!.subject}” to ${shippingAddress.email}`,
      });
      expect(notice!.text).toContain('failed 2 times and will not be tried again');
      expect(notice!.text).toMatch(/The last error: .*No such mailbox/);
      expect(await server.app.services.jobs.status('deliver-mail', `mail:${confirmation!.id}`)).toMatchObject({
        state: 'failed',
        attempts: 2,
      });
      // The artist's own notice of the order went out as usual.
      expect(
        smtp.messages.filter(
          (mail) => mail !== notice && mail.subject.includes(formatOrderNumber(body.orderNumber as number)),
        ),
      ).toEqual([expect.objectContaining({ to: [artist] })]);

      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(notices(smtp)).toHaveLength(1);
    } finally {
      await server.stop();
      await smtp.stop();
    }
  });

  it('only logs a notice that cannot be delivered itself, without another notice', async () => {
    const smtp = await new SmtpCapture().start();
    smtp.unknownMailboxes.add(artist);
    const server = await startTestServer({ env: { SMTP_URL: smtp.url, ...attempts }, captureLogs: true });
    try {
      expect((await server.invoke('send-contact-message', contact)).status).toBe(200);

      await eventually(async () =>
        server.logs.some((line) => line.includes('the notice of a job given up could not be delivered')),
      );
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const stored = await server.db.query<{ dedupe_key: string | null }>(
        'SELECT dedupe_key FROM mail_outbox ORDER BY created_at',
      );
      expect(stored.map((mail) => mail.dedupe_key?.replace(/:.*/, '') ?? null)).toEqual([null, 'job-gave-up']);
      expect(smtp.messages).toEqual([]);
    } finally {
      await server.stop();
      await smtp.stop();
    }
  });
});

describe('when the mail server is down', () => {
  it('keeps the message in the outbox and sends it once the mail server is back', async () => {
    const smtp = await new SmtpCapture().start();
    const port = Number(new URL(smtp.url).port);
    await smtp.stop();
    const server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, ...quickRetries } });
    try {
      expect((await server.invoke('send-contact-message', contact)).status).toBe(200);
      const [pending] = await server.db.query<{ id: string; status: string }>('SELECT id, status FROM mail_outbox');
      expect(pending!.status).toBe('pending');
      const delivery = () => server.app.services.jobs.status('deliver-mail', `mail:${pending!.id}`);
      await eventually(async () => Boolean((await delivery())?.error));
      expect((await delivery())!.error).toMatch(/ECONNREFUSED/);

      const back = await new SmtpCapture().start(port);
      try {
        await eventually(async () => back.messages.length === 1);
        await expect.poll(() => server.db.query('SELECT status FROM mail_outbox')).toEqual([{ status: 'sent' }]);
      } finally {
        await back.stop();
      }
    } finally {
      await server.stop();
    }
  });
});

describe('when the server restarts with work left', () => {
  it('resumes fulfilment and e-mail delivery at start-up', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'restart-'));
    const database = { kind: 'pglite' as const, dataDir: path.join(dataDir, 'pglite') };
    const printful = await new PrintfulStandIn(sampleCatalog).start();
    const smtp = await new SmtpCapture().start();
    const env = {
      PRINTFUL_API_TOKEN: printful.token,
      PRINTFUL_API_URL: printful.url,
      SMTP_URL: smtp.url,
      ...quickRetries,
    };
    try {
      printful.failOrderCreations = 100;
      smtp.refuseNext = 100;
      const before = await startTestServer({ env, database });
      const { body } = await before.invoke('process-order', orderRequest([cartLine(10103)]));
      await before.invoke('send-contact-message', contact);
      const [mail] = await before.db.query<{ id: string }>('SELECT id FROM mail_outbox LIMIT 1');
      await eventually(
        async () => ((await before.app.services.jobs.status('deliver-mail', `mail:${mail!.id}`))?.attempts ?? 0) > 0,
      );
      await before.stop();

      printful.failOrderCreations = 0;
      smtp.refuseNext = 0;
      const after = await startTestServer({ env, database });
      try {
        await eventually(async () => {
          const [order] = await after.db.query<{ fulfilment_state: string }>(
            'SELECT fulfilment_state FROM orders WHERE id = $1',
            [body.orderId],
          );
          const contactMail = smtp.messages.filter((mail) => mail.text.includes(contact.message));
          return order!.fulfilment_state === 'sent' && contactMail.length === 1;
        });
        expect(printful.orders.has(body.orderId as string)).toBe(true);
      } finally {
        await after.stop();
      }
    } finally {
      await printful.stop();
      await smtp.stop();
    }
  });
});
