import { orderNotFoundMessage, orderPageKey } from 'shared-contracts/order-status';
import { sampleCatalog } from '../catalog/sample-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, orderRequest } from '../testing/order-fixtures';
import { PrintfulStandIn } from '../testing/printful-standin';
import { StripeStandIn } from '../testing/stripe-standin';
import { startTestServer, type TestServer } from '../testing/test-server';

const count = async (server: TestServer, table: string) =>
  Number((await server.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

const orderRow = async (server: TestServer, id: string) =>
  (await server.db.query<Record<string, unknown>>('SELECT * FROM orders WHERE id = $1', [id]))[0];

describe('process-order with the embedded processor and local fulfilment', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('charges the re-priced total once, records the fulfilment order and answers with the ids and the short number', async () => {
    const request = orderRequest([cartLine(10201, 2), cartLine(10103, 1)]);
    const { status, body } = await server.invoke('process-order', request);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      orderId: expect.stringMatching(/^ord_/),
      orderNumber: expect.any(Number),
      printfulOrderId: expect.stringMatching(/^pf_local_/),
      paymentIntentId: expect.stringMatching(/^pi_test_/),
    });
    const order = await orderRow(server, body.orderId as string);
    expect(order).toMatchObject({
      payment_state: 'paid',
      fulfilment_state: 'sent',
      subtotal_cents: 13497,
      shipping_cents: 0,
      tax_cents: 1080,
      total_cents: 14577,
      fulfilment_order_id: body.printfulOrderId,
      number: body.orderNumber,
    });
    const [charge] = await server.db.query(
      'SELECT amount_cents, card_brand, card_last4 FROM test_card_charges WHERE id = $1',
      [body.paymentIntentId],
    );
    expect(charge).toEqual({ amount_cents: 14577, card_brand: 'visa', card_last4: '4242' });
  });

  it('never stores the card number', async () => {
    await server.invoke('process-order', orderRequest());
    for (const table of ['orders', 'test_card_charges', 'local_fulfilment_orders']) {
      const rows = await server.db.query(`SELECT * FROM ${table}`);
      expect(JSON.stringify(rows)).not.toMatch(/4242\s?4242\s?4242\s?4242/);
    }
  });

  it('refuses a tampered price: the browser total must match the catalogue, and nothing is charged', async () => {
    const charges = await count(server, 'test_card_charges');
    const cheap = { ...cartLine(10201, 1), price: '1.00' };
    const { status, body } = await server.invoke('process-order', orderRequest([cheap]));

    expect(status).toBe(400);
    expect(body.error).toBe(
      'totals: the prices in your cart have changed; the order total is now $59.39. Please review your cart.',
    );
    expect(await count(server, 'test_card_charges')).toBe(charges);
  });

  it('refuses tampered totals even with honest line prices', async () => {
    const request = orderRequest([cartLine(10201, 1)]);
    const { status } = await server.invoke('process-order', {
      ...request,
      totals: { ...request.totals, shipping: 0, total: 59.38 },
    });
    expect(status).toBe(400);
  });

  it('refuses a variant that is not sold here', async () => {
    const request = orderRequest([{ ...cartLine(10201), variantId: 999_999 }]);
    const { status, body } = await server.invoke('process-order', request);
    expect(status).toBe(400);
    expect(body.error).toBe('items: product variant 999999 is not sold here.');
  });

  it('refuses an out-of-stock variant', async () => {
    const { status, body } = await server.invoke('process-order', orderRequest([cartLine(10220)]));
    expect(status).toBe(400);
    expect(body.error).toBe(
      'items: Rooted in Faith Embroidered Heavyweight Sweatshirt / Vintage Black / 2XL is out of stock.',
    );
  });

  it.each([0, -1, 100, 1.5])('refuses a quantity of %s', async (quantity) => {
    const request = orderRequest([{ ...cartLine(10201), quantity }]);
    const { status, body } = await server.invoke('process-order', request);
    expect(status).toBe(400);
    expect(body.error).toMatch(/^items.0.quantity: must be a whole number from 1 to 99/);
  });

  it('refuses the same variant on two lines adding up to more than 99', async () => {
    const { status, body } = await server.invoke(
      'process-order',
      orderRequest([cartLine(10201, 60), cartLine(10201, 40)]),
    );
    expect(status).toBe(400);
    expect(body.error).toMatch(/at most 99/);
  });

  it('names each missing field of the checkout form', async () => {
    const request = orderRequest();
    const { status, body } = await server.invoke('process-order', {
      ...request,
      shippingInfo: { ...request.shippingInfo, firstName: ' ', email: 'not-an-email' },
    });
    expect(status).toBe(400);
    expect(body.error).toBe(
      'shippingInfo.firstName: Please fill in first name; shippingInfo.email: Please enter a valid email address',
    );
  });

  it('answers a declined card with 402 and keeps the order as payment_failed; retrying the attempt does not charge again', async () => {
    const request = orderRequest([cartLine(10101)]);
    request.paymentInfo = {
      cardNumber: '4000 0000 0000 0002',
      expiryDate: '12/34',
      cvv: '123',
      cardName: 'Lydia Purple',
    };

    const first = await server.invoke('process-order', request);
    const again = await server.invoke('process-order', request);

    expect(first).toEqual({ status: 402, body: { error: 'Your card was declined.' } });
    expect(again).toEqual(first);
    const rows = await server.db.query('SELECT payment_state FROM orders WHERE idempotency_key = $1', [
      request.idempotencyKey,
    ]);
    expect(rows).toEqual([{ payment_state: 'failed' }]);
    expect(
      await server.db.query(
        'SELECT count(*)::int AS n FROM test_card_charges WHERE idempotency_key IN (SELECT id FROM orders WHERE idempotency_key = $1)',
        [request.idempotencyKey],
      ),
    ).toEqual([{ n: 1 }]);
  });

  it.each([
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 'Your card number is incorrect.'],
    [
      '4111 1111 1111 1111',
      'Your card was declined. This shop is in test mode: use a test card such as 4242 4242 4242 4242.',
    ],
  ])('declines %s with "%s"', async (cardNumber, message) => {
    const request = orderRequest();
    request.paymentInfo = { cardNumber, expiryDate: '12/34', cvv: '123', cardName: 'Lydia Purple' };
    expect(await server.invoke('process-order', request)).toEqual({ status: 402, body: { error: message } });
  });

  it('declines an expired card', async () => {
    const request = orderRequest();
    request.paymentInfo = { cardNumber: '4242424242424242', expiryDate: '01/20', cvv: '123', cardName: 'Lydia Purple' };
    const { status, body } = await server.invoke('process-order', request);
    expect(status).toBe(402);
    expect(body.error).toMatch(/expiration date/);
  });

  it('places a double-submitted order once and answers both submissions with it', async () => {
    const request = orderRequest([cartLine(10305, 3)]);
    const [first, second] = await Promise.all([
      server.invoke('process-order', request),
      server.invoke('process-order', request),
    ]);

    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    const orders = await server.db.query('SELECT id FROM orders WHERE idempotency_key = $1', [request.idempotencyKey]);
    expect(orders).toHaveLength(1);
    const charges = await server.db.query('SELECT id FROM test_card_charges WHERE idempotency_key = $1', [
      first.body.orderId,
    ]);
    expect(charges).toHaveLength(1);
  });

  it('answers a retried attempt with the first result', async () => {
    const request = orderRequest();
    const first = await server.invoke('process-order', request);
    const retry = await server.invoke('process-order', request);
    expect(retry).toEqual(first);
  });

  it('refuses an attempt key reused for a different order', async () => {
    const request = orderRequest([cartLine(10201)]);
    await server.invoke('process-order', request);
    const { status } = await server.invoke('process-order', {
      ...orderRequest([cartLine(10202)]),
      idempotencyKey: request.idempotencyKey,
    });
    expect(status).toBe(409);
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/functions/v1/process-order`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer anon-key', ...headers },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }));

  it("places one order from the original client's body, which carries no attempt key", async () => {
    const { idempotencyKey: _, ...original } = orderRequest([cartLine(10304)]);
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');

    const { status, body } = await post(original);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      orderId: expect.stringMatching(/^ord_/),
      paymentIntentId: expect.stringMatching(/^pi_test_/),
    });
    const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(after[0]!.n - before[0]!.n).toBe(1);
  });

  it('takes the attempt key from the Idempotency-Key header, so a repeat places the order once', async () => {
    const { idempotencyKey: _, ...original } = orderRequest([cartLine(10303)]);
    const key = 'header-key-0001';
    const first = await post(original, { 'Idempotency-Key': key });
    const again = await post(original, { 'Idempotency-Key': key });

    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await server.db.query('SELECT id FROM orders WHERE idempotency_key = $1', [key])).toEqual([
      { id: first.body.orderId },
    ]);
  });

  it('refuses a malformed Idempotency-Key header with 400 and places nothing', async () => {
    const { idempotencyKey: _, ...original } = orderRequest();
    const { status, body } = await post(original, { 'Idempotency-Key': 'no spaces allowed' });
    expect(status).toBe(400);
    expect(body.error).toBe('Idempotency-Key: must be 8 to 100 letters, digits, - or _');
  });

  it("answers with the order's own page, whose key opens the order and no other key does", async () => {
    const { body } = await server.invoke('process-order', orderRequest([cartLine(10302)]));
    const page = new URL(String(body.orderPage), 'http://site.test');
    expect(page.pathname).toBe(`/orders/${String(body.orderId)}`);
    const key = orderPageKey(page)!;
    expect(key.length).toBeGreaterThanOrEqual(32);

    const opened = await server.invoke('get-order-status', { orderId: body.orderId, key });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      orderId: body.orderId,
      status: 'sent_to_print',
      timeline: [{ step: 'placed' }, { step: 'paid' }, { step: 'sent_to_print' }],
      lines: [{ name: expect.any(String), quantity: 1 }],
      shipTo: { name: 'Lydia Purple', city: 'Chicago', state: 'IL', zipCode: '60601' },
    });

    // The same key but for its last character (a key may itself end in x).
    const otherKey = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
    const wrongKey = await server.invoke('get-order-status', { orderId: body.orderId, key: otherKey });
    const unknown = await server.invoke('get-order-status', { orderId: 'ord_unknown', key });
    expect(wrongKey).toEqual({ status: 404, body: { error: orderNotFoundMessage } });
    expect(unknown).toEqual(wrongKey);
  });
});

describe('process-order from the original client, which sends no attempt key', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const post = (target: TestServer, body: unknown) =>
    fetch(`${target.url}/functions/v1/process-order`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer anon-key' },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }));

  it("answers the original client's identical submits, at once or later, with the first order and one charge", async () => {
    const { idempotencyKey: _, ...original } = orderRequest([cartLine(10302), cartLine(10201)]);

    const answers = await Promise.all(Array.from({ length: 20 }, () => post(server, original)));
    const later = await post(server, original);

    const orderIds = new Set([...answers, later].map(({ body }) => body.orderId));
    expect([...answers, later].map(({ status }) => status)).toEqual(Array(21).fill(200));
    expect(orderIds.size).toBe(1);
    const [orderId] = orderIds;
    expect(
      await server.db.query('SELECT count(*)::int AS n FROM test_card_charges WHERE idempotency_key = $1', [orderId]),
    ).toEqual([{ n: 1 }]);
    expect(await server.db.query('SELECT count(*)::int AS n FROM orders')).toEqual([{ n: 1 }]);

    // Another card, or another address, is another order.
    const otherCard = await post(server, {
      ...original,
      paymentInfo: { ...original.paymentInfo, cardNumber: '5555 5555 5555 4444' },
    });
    expect(otherCard.status).toBe(200);
    expect(otherCard.body.orderId).not.toBe(orderId);
  });
});

describe('process-order with Printful fulfilment', () => {
  let printful: PrintfulStandIn;
  let server: TestServer;
  beforeAll(async () => {
    printful = await new PrintfulStandIn(sampleCatalog).start();
    server = await startTestServer({
      env: { PRINTFUL_API_TOKEN: printful.token, PRINTFUL_API_URL: printful.url, FULFILMENT_RETRY_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await server.stop();
    await printful.stop();
  });

  it('creates a confirmed Printful order under our order id with the sync variants and recipient', async () => {
    const { status, body } = await server.invoke('process-order', orderRequest([cartLine(10203, 2)]));
    expect(status).toBe(200);
    const created = printful.orders.get(body.orderId as string)!;
    expect(String(created.id)).toBe(body.printfulOrderId);
    expect(created.status).toBe('pending');
    expect(created.body).toMatchObject({
      external_id: body.orderId,
      recipient: {
        name: 'Lydia Purple',
        address1: '16 River Road',
        state_code: 'IL',
        country_code: 'US',
        zip: '60601',
      },
      items: [{ sync_variant_id: 10203, quantity: 2, retail_price: '54.99' }],
    });
  });

  it('leaves an order being fulfilled by the paying request alone in the background jobs', async () => {
    const before = { ...printful.calls };
    printful.latencyMs = 150;
    const { status } = await server.invoke('process-order', orderRequest([cartLine(10302)]));
    printful.latencyMs = 0;

    expect(status).toBe(200);
    expect(printful.calls.findOrder - before.findOrder).toBe(1);
    expect(printful.calls.createOrder - before.createOrder).toBe(1);
  });

  it('keeps a paid order when fulfilment fails, retries it, and never charges or creates it twice', async () => {
    printful.failOrderCreations = 2;
    const { status, body } = await server.invoke('process-order', orderRequest([cartLine(10301)]));

    expect(status).toBe(200);
    expect(body.printfulOrderId).toBeNull();
    expect(body.paymentIntentId).toMatch(/^pi_test_/);
    expect(await orderRow(server, body.orderId as string)).toMatchObject({
      payment_state: 'paid',
      fulfilment_state: 'waiting',
    });

    await expect
      .poll(async () => (await orderRow(server, body.orderId as string))!.fulfilment_state, { timeout: 10_000 })
      .toBe('sent');
    const order = await orderRow(server, body.orderId as string);
    expect(await server.app.services.jobs.status('fulfil-order', `fulfil:${String(body.orderId)}`)).toMatchObject({
      state: 'completed',
      attempts: 3,
    });
    expect(order!.fulfilment_order_id).toBe(String(printful.orders.get(body.orderId as string)!.id));
    expect(
      await server.db.query('SELECT count(*)::int AS n FROM test_card_charges WHERE idempotency_key = $1', [
        body.orderId,
      ]),
    ).toEqual([{ n: 1 }]);
  });
});

describe('process-order with Stripe PaymentIntents', () => {
  let stripe: StripeStandIn;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    server = await startTestServer({ env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_URL: stripe.url } });
  });
  afterAll(async () => {
    await server.stop();
    await stripe.stop();
  });

  const withToken = (confirmationToken: string) =>
    orderRequest([cartLine(10201)], { paymentInfo: { confirmationToken } });

  it('confirms a PaymentIntent for the re-priced total with the order id as idempotency key', async () => {
    const { status, body } = await server.invoke('process-order', withToken('ctoken_success'));
    expect(status).toBe(200);
    const intent = stripe.paymentIntents.get(body.paymentIntentId as string)!;
    expect(intent).toMatchObject({
      amount: 5939,
      currency: 'usd',
      status: 'succeeded',
      metadata: { orderId: body.orderId },
    });
    expect(stripe.requests.at(-1)?.idempotencyKey).toBe(`order-${body.orderId}`);
  });

  it('answers a declined card with 402', async () => {
    expect(await server.invoke('process-order', withToken('ctoken_card_declined'))).toEqual({
      status: 402,
      body: { error: 'Your card was declined.' },
    });
  });

  it('refuses raw card details: with Stripe they never reach this server', async () => {
    const { status, body } = await server.invoke('process-order', orderRequest());
    expect(status).toBe(400);
    expect(body.error).toMatch(/secure payment form/);
  });

  it('leaves the order pending when Stripe is down, and a retry charges it exactly once', async () => {
    const request = withToken('ctoken_success');
    stripe.failNext = 10;
    const outage = await server.invoke('process-order', request);
    expect(outage.status).toBe(503);
    const [pending] = await server.db.query<{ id: string; payment_state: string }>(
      'SELECT id, payment_state FROM orders WHERE idempotency_key = $1',
      [request.idempotencyKey],
    );
    expect(pending!.payment_state).toBe('pending');

    stripe.failNext = 0;
    const retry = await server.invoke('process-order', request);
    expect(retry.status).toBe(200);
    const intents = [...stripe.paymentIntents.values()].filter(
      (intent) => (intent.metadata as { orderId?: string }).orderId === pending!.id,
    );
    expect(intents).toHaveLength(1);
  });
});
