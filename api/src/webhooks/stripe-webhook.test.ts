import Stripe from 'stripe';
import { orderPageKey } from 'shared-contracts/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from '../catalog/sample-catalog';
import { cartLine, orderNumber, orderRequest } from '../testing/order-fixtures';
import { PrintfulStandIn } from '../testing/printful-standin';
import { SmtpCapture } from '../testing/smtp-capture';
import { StripeStandIn } from '../testing/stripe-standin';
import { startTestServer, type TestServer } from '../testing/test-server';

const webhookSecret = 'whsec_standin';

let stripe: StripeStandIn;
let printful: PrintfulStandIn;
let smtp: SmtpCapture;
let server: TestServer;

beforeAll(async () => {
  [stripe, printful, smtp] = await Promise.all([
    new StripeStandIn().start(),
    new PrintfulStandIn(sampleCatalog).start(),
    new SmtpCapture().start(),
  ]);
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_API_URL: stripe.url,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      PRINTFUL_API_TOKEN: printful.token,
      PRINTFUL_API_URL: printful.url,
      SMTP_URL: smtp.url,
      ARTIST_EMAIL: 'grace@example.com',
      FULFILMENT_RETRY_SECONDS: '1',
      JOB_POLL_MS: '500',
    },
  });
  stripe.webhook = { url: `${server.url}/webhooks/stripe`, secret: webhookSecret };
});

afterAll(async () => {
  await server.stop();
  await Promise.all([stripe.stop(), printful.stop(), smtp.stop()]);
});

/** Places an order paid with a confirmation token; answers the order id and its payment. */
async function placeOrder(token: string, variantId = 10201) {
  const { status, body } = await server.invoke(
    'process-order',
    orderRequest([cartLine(variantId)], { paymentInfo: { confirmationToken: token } }),
  );
  expect(status).toBe(200);
  return { orderId: body.orderId as string, intentId: body.paymentIntentId as string, body };
}

async function order(orderId: string) {
  const [row] = await server.db.query<{
    payment_state: string;
    fulfilment_state: string;
    amount_refunded_cents: number;
  }>('SELECT payment_state, fulfilment_state, amount_refunded_cents FROM orders WHERE id = $1', [orderId]);
  return row!;
}

const paymentChanges = (orderId: string) =>
  server.db.query<{ to_state: string; source: string }>(
    `SELECT to_state, source FROM state_changes WHERE subject_id = $1 AND aspect = 'payment' ORDER BY at`,
    [orderId],
  );

/** The e-mails about the order numbered `number` (#1001). */
const mailsAbout = (number: string) => smtp.messages.filter((mail) => mail.subject.includes(number));

const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('a payment that is still processing', () => {
  it('is not fulfilled until Stripe says payment_intent.succeeded, then it is, with the e-mails', async () => {
    const { orderId, intentId, body } = await placeOrder('ctoken_processing');
    const number = await orderNumber(server, orderId);
    expect(body.printfulOrderId).toBeNull();
    await settled();
    expect(await order(orderId)).toMatchObject({ payment_state: 'pending', fulfilment_state: 'waiting' });
    expect(printful.orders.has(orderId)).toBe(false);
    expect(mailsAbout(number)).toEqual([]);

    expect(
      (await stripe.sendEvent('payment_intent.succeeded', stripe.settlePaymentIntent(intentId, 'succeeded'))).id,
    ).toBeTruthy();

    await expect.poll(async () => (await order(orderId)).fulfilment_state, { timeout: 10_000 }).toBe('sent');
    expect(printful.orders.get(orderId)?.status).toBe('pending');
    expect(await paymentChanges(orderId)).toEqual([{ to_state: 'paid', source: 'stripe-webhook' }]);
    await smtp.waitFor((mail) => mail.to.includes('lydia@example.com') && mail.subject.includes(number));
    await smtp.waitFor(
      (mail) => mail.to.includes('grace@example.com') && mail.subject.startsWith(`New order ${number}`),
    );
  });

  it('that fails closes the order, sends nothing to Printful and tells the buyer', async () => {
    const { orderId, intentId } = await placeOrder('ctoken_processing');
    const number = await orderNumber(server, orderId);
    await stripe.sendEvent('payment_intent.payment_failed', stripe.settlePaymentIntent(intentId, 'failed'));

    await expect.poll(async () => (await order(orderId)).payment_state, { timeout: 10_000 }).toBe('failed');
    const mail = await smtp.waitFor((message) => message.subject.includes(`payment for order ${number}`));
    expect(mail.text).toContain('The bank declined the debit.');
    await settled();
    expect(printful.orders.has(orderId)).toBe(false);
    expect(mailsAbout(number)).toHaveLength(1);
  });
});

describe('a payment canceled before it settled', () => {
  it('closes the order as canceled and sends nothing to Printful', async () => {
    const { orderId, intentId } = await placeOrder('ctoken_processing', 10302);
    await stripe.sendEvent('payment_intent.canceled', stripe.cancelPaymentIntent(intentId));

    await expect.poll(async () => (await order(orderId)).payment_state, { timeout: 10_000 }).toBe('canceled');
    expect(await paymentChanges(orderId)).toEqual([{ to_state: 'canceled', source: 'stripe-webhook' }]);
    await settled();
    expect(printful.orders.has(orderId)).toBe(false);
  });
});

describe('a refund', () => {
  it('of an order not yet shipped cancels its Printful order and tells the buyer, once', async () => {
    const { orderId, intentId, body } = await placeOrder('ctoken_success', 10202);
    const number = await orderNumber(server, orderId);
    expect(printful.orders.get(orderId)?.status).toBe('pending');

    const event = await stripe.sendEvent('charge.refunded', stripe.refund(intentId));
    await expect.poll(async () => (await order(orderId)).fulfilment_state, { timeout: 10_000 }).toBe('canceled');
    expect(printful.orders.get(orderId)?.status).toBe('canceled');
    expect(await order(orderId)).toMatchObject({ payment_state: 'refunded', amount_refunded_cents: 5939 });
    const mail = await smtp.waitFor((message) => message.subject === `Your refund for order ${number}`);
    expect(mail.text).toContain('Your order was refunded in full: $59.39');
    expect(mail.text).toContain('Your order has been canceled');
    expect(mail.html).toContain('<a href=');

    expect(await stripe.deliver(event)).toBe(200);
    await settled();
    expect(mailsAbout(number).filter((message) => message.subject.startsWith('Your refund'))).toHaveLength(1);

    const key = orderPageKey(new URL(String(body.orderPage), server.url));
    const page = await server.invoke('get-order-status', { orderId, key });
    expect((page.body.timeline as { step: string }[]).map((entry) => entry.step)).toEqual([
      'placed',
      'paid',
      'sent_to_print',
      'refunded',
      'canceled',
    ]);
    expect(page.body.timeline).toContainEqual(expect.objectContaining({ step: 'refunded', amountRefunded: 59.39 }));
  });

  it('of part of an order keeps it going and tells the buyer the amount', async () => {
    const { orderId, intentId } = await placeOrder('ctoken_success', 10203);
    const number = await orderNumber(server, orderId);
    await stripe.sendEvent('charge.refunded', stripe.refund(intentId, 1000));

    await expect.poll(async () => (await order(orderId)).payment_state, { timeout: 10_000 }).toBe('partly_refunded');
    expect(await order(orderId)).toMatchObject({ fulfilment_state: 'sent', amount_refunded_cents: 1000 });
    const mail = await smtp.waitFor((message) => message.subject === `Your refund for order ${number}`);
    expect(mail.text).toContain('$10.00 of your order was refunded');
    expect(printful.orders.get(orderId)?.status).toBe('pending');
  });
});

describe('a webhook delivered twice, late or out of order', () => {
  it('changes nothing twice: one paid change, one print order, one confirmation', async () => {
    const { orderId, intentId } = await placeOrder('ctoken_processing', 10301);
    const number = await orderNumber(server, orderId);
    const succeeded = await stripe.sendEvent(
      'payment_intent.succeeded',
      stripe.settlePaymentIntent(intentId, 'succeeded'),
    );
    await expect.poll(async () => (await order(orderId)).fulfilment_state, { timeout: 10_000 }).toBe('sent');

    expect(await stripe.deliver(succeeded)).toBe(200);
    // A stale failure arriving after the success: Stripe's present record says succeeded.
    await stripe.sendEvent('payment_intent.payment_failed', { id: intentId, object: 'payment_intent' });
    await settled();

    expect(await paymentChanges(orderId)).toEqual([{ to_state: 'paid', source: 'stripe-webhook' }]);
    expect(mailsAbout(number).filter((mail) => mail.subject.startsWith('Your Grace Studio order'))).toHaveLength(1);
    expect(await order(orderId)).toMatchObject({ payment_state: 'paid', fulfilment_state: 'sent' });
  });

  it('answers a signed event it cannot read with a 400, so Stripe stops sending it, and acts on nothing', async () => {
    const signer = new Stripe('sk_test_signer');
    const deliver = (payload: string) =>
      fetch(`${server.url}/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
        },
        body: payload,
      });
    const unreadable = [
      'null',
      '[]',
      JSON.stringify({ id: 'evt_no_data', type: 'payment_intent.succeeded' }),
      JSON.stringify({ id: 'evt_nul', type: 'charge.refunded', data: { object: { id: 'ch_\u0000x' } } }),
      JSON.stringify({ id: 'evt_\ud800', type: 'charge.refunded', data: { object: { id: 'ch_x' } } }),
      JSON.stringify({ id: 'evt_long', type: 'charge.refunded', data: { object: { id: 'c'.repeat(300_000) } } }),
    ];
    for (const payload of unreadable) {
      const response = await deliver(payload);
      expect([payload.slice(0, 60), response.status]).toEqual([payload.slice(0, 60), 400]);
      expect(await response.json()).toEqual({ error: 'The event is not one this site can read' });
    }
    for (const id of ['evt_no_data', 'evt_nul', 'evt_long']) {
      expect(await server.app.services.jobs.status('stripe-event', `stripe-event:${id}`)).toBeUndefined();
    }
    const other = await deliver(JSON.stringify({ id: 'evt_other', type: 'customer.created', data: { object: {} } }));
    expect(other.status).toBe(200);
  });

  it('refuses an event whose signature does not match, and acts on nothing in it', async () => {
    const response = await fetch(`${server.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=forged' },
      body: JSON.stringify({ id: 'evt_forged', type: 'charge.refunded', data: { object: { id: 'ch_x' } } }),
    });
    expect(response.status).toBe(400);
    expect(await server.app.services.jobs.status('stripe-event', 'stripe-event:evt_forged')).toBeUndefined();
  });
});

describe('a hosted payment page (design service) paid by a delayed method', () => {
  const client = {
    clientName: 'Dorcas Tabitha',
    email: 'dorcas@example.com',
    phone: '555-0101',
    address: '',
    amount: 300,
    projectType: 'Divine Design Logo Project',
  };

  async function openSession() {
    const { status } = await server.invoke('create-payment', {
      ...client,
      email: `${crypto.randomUUID()}@example.com`,
    });
    expect(status).toBe(200);
    return [...stripe.checkoutSessions.values()].at(-1)!;
  }

  const sessionState = async (id: string) =>
    (
      await server.db.query<{ payment_state: string }>('SELECT payment_state FROM payment_sessions WHERE id = $1', [id])
    )[0]!.payment_state;

  it('stays pending when completed unpaid, and is paid once async_payment_succeeded arrives', async () => {
    const session = await openSession();
    await stripe.sendEvent('checkout.session.completed', stripe.completeCheckoutSession(session.id, { delayed: true }));
    await settled();
    expect(await sessionState(session.id)).toBe('pending');

    const event = await stripe.sendEvent(
      'checkout.session.async_payment_succeeded',
      stripe.settleCheckoutSession(session.id, 'succeeded'),
    );
    await expect.poll(() => sessionState(session.id), { timeout: 10_000 }).toBe('paid');
    await stripe.deliver(event);
    await settled();
    const email = String(session.customer_email);
    expect(smtp.messages.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('is failed when async_payment_failed arrives, and a refund of a paid one is recorded', async () => {
    const failing = await openSession();
    stripe.completeCheckoutSession(failing.id, { delayed: true });
    await stripe.sendEvent('checkout.session.async_payment_failed', stripe.settleCheckoutSession(failing.id, 'failed'));
    await expect.poll(() => sessionState(failing.id), { timeout: 10_000 }).toBe('failed');

    const paid = await openSession();
    await stripe.sendEvent('checkout.session.completed', stripe.completeCheckoutSession(paid.id));
    await expect.poll(() => sessionState(paid.id), { timeout: 10_000 }).toBe('paid');
    await stripe.sendEvent(
      'charge.refunded',
      stripe.refund(String(stripe.checkoutSessions.get(paid.id)!.payment_intent)),
    );
    await expect.poll(() => sessionState(paid.id), { timeout: 10_000 }).toBe('refunded');
  });
});
