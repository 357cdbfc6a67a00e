import Stripe from 'stripe';
import { priceChangedMessage } from 'shared-contracts/design-service';
import { StripeCheckout } from '../payments/hosted-checkout';
import { createStripeClient } from '../payments/stripe-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoClient } from '../testing/order-fixtures';
import { SmtpCapture } from '../testing/smtp-capture';
import { StripeStandIn } from '../testing/stripe-standin';
import { startTestServer, type TestServer } from '../testing/test-server';

async function payOnHostedPage(url: string, cardNumber = '4242 4242 4242 4242', card: Record<string, string> = {}) {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  await page.text();
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: 'deborah@example.com',
      cardNumber,
      expiryDate: '12/34',
      cvv: '123',
      cardName: 'Deborah Judge',
      ...card,
    }),
    redirect: 'manual',
  });
}

/** The value of a field of the hosted page, and whether it is marked wrong. */
function field(html: string, id: string) {
  const input = new RegExp(`<input id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
  return { value: /value="([^"]*)"/.exec(input)?.[1], invalid: input.includes('aria-invalid="true"') };
}

const sessionIdOf = (url: string) => url.split('/pay/')[1]!;

describe('design-service payments with the embedded processor', () => {
  let smtp: SmtpCapture;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await new SmtpCapture().start();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://site.test', ARTIST_EMAIL: 'grace@example.com' },
    });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.stop();
  });

  const hostedUrl = (url: string) => url.replace('http://site.test', server.url);

  it('creates a stored session priced by the server, with its own hosted page', async () => {
    const { status, body } = await server.invoke('create-payment', logoClient);
    expect(status).toBe(200);
    expect(body.url).toMatch(/^http:\/\/site\.test\/pay\/cs_test_/);
    expect(body.sessionId).toBe(sessionIdOf(body.url as string));
    const [session] = await server.db.query(
      'SELECT project_type, amount_cents, payment_state, success_url, cancel_url FROM payment_sessions WHERE id = $1',
      [sessionIdOf(body.url as string)],
    );
    expect(session).toEqual({
      project_type: 'Divine Design Logo Project',
      amount_cents: 30000,
      payment_state: 'pending',
      success_url: 'http://site.test/dydd-logo-proposal/thank-you?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://site.test/dydd-logo-proposal/payment?package=logo',
    });
  });

  it('sends a visitor who cancels the complete package back to that package', async () => {
    const { body } = await server.invoke('create-payment', {
      ...logoClient,
      amount: 450,
      projectType: 'Divine Design Complete Package (Logo + Book Cover)',
    });
    const [session] = await server.db.query('SELECT cancel_url FROM payment_sessions WHERE id = $1', [
      sessionIdOf(body.url as string),
    ]);
    expect(session).toEqual({ cancel_url: 'http://site.test/dydd-logo-proposal/payment?package=complete' });
  });

  it('refuses an amount that is not the price of the project, saying the price', async () => {
    expect(await server.invoke('create-payment', { ...logoClient, amount: 1 })).toEqual({
      status: 409,
      body: { error: priceChangedMessage('Divine Design Logo Project', 300) },
    });
    const complete = { ...logoClient, projectType: 'Divine Design Complete Package (Logo + Book Cover)', amount: 300 };
    expect((await server.invoke('create-payment', complete)).status).toBe(409);
  });

  it('refuses a project it does not sell and missing client details', async () => {
    expect((await server.invoke('create-payment', { ...logoClient, projectType: 'Free Logo' })).status).toBe(400);
    expect(await server.invoke('create-payment', { ...logoClient, phone: '' })).toEqual({
      status: 400,
      body: { error: 'phone: Please fill out all required fields' },
    });
  });

  it('keeps what was typed on a declined card and marks only the wrong field', async () => {
    const { body } = await server.invoke('create-payment', logoClient);
    const declined = await payOnHostedPage(hostedUrl(body.url as string), '4242 4242 4242 4242', { cvv: '1' });
    expect(declined.status).toBe(402);
    const html = await declined.text();
    expect(field(html, 'cardNumber')).toEqual({ value: '4242 4242 4242 4242', invalid: false });
    expect(field(html, 'expiryDate')).toEqual({ value: '12/34', invalid: false });
    expect(field(html, 'cvv')).toEqual({ value: '1', invalid: true });
    expect(field(html, 'cardName')).toEqual({ value: 'Deborah Judge', invalid: false });
    expect(html).toContain(
      '<p class="error" id="payment-error" role="alert">Your card&#39;s security code is incorrect.</p>',
    );
  });

  it('reads an expiry date typed without its slash (1234) as 12/34, and writes the slash as it is typed', async () => {
    const { body } = await server.invoke('create-payment', logoClient);
    const page = await (await fetch(hostedUrl(body.url as string))).text();
    expect(page).toContain('<script src="/pay/card-fields.js" defer></script>');
    const script = await fetch(`${server.url}/pay/card-fields.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const formatExpiry = new Function(
      `${(await script.text()).split('\nconst expiry')[0]}; return formatExpiry;`,
    )() as (typed: string) => string;
    expect(['1', '12', '123', '1234', '1/28'].map(formatExpiry)).toEqual(['1', '12', '12/3', '12/34', '01/28']);

    const paid = await payOnHostedPage(hostedUrl(body.url as string), '4242 4242 4242 4242', { expiryDate: '1234' });
    expect(paid.status).toBe(303);
  });

  it('is not verified before payment, then verified with the amount paid, and tells both sides exactly once', async () => {
    const { body } = await server.invoke('create-payment', { ...logoClient, email: 'once@example.com' });
    const sessionId = sessionIdOf(body.url as string);
    expect((await server.invoke('verify-payment-and-notify', { sessionId })).body).toEqual({
      verified: false,
      message: 'Payment has not been completed',
    });

    const declined = await payOnHostedPage(hostedUrl(body.url as string), '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');

    const paid = await payOnHostedPage(hostedUrl(body.url as string));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://site.test/dydd-logo-proposal/thank-you?session_id=${sessionId}`);

    const verifications = await Promise.all(
      Array.from({ length: 6 }, () => server.invoke('verify-payment-and-notify', { sessionId })),
    );
    for (const { body: answer } of verifications) {
      expect(answer).toEqual({
        verified: true,
        message: 'Payment verified successfully',
        amountPaid: 300,
        projectType: 'Divine Design Logo Project',
      });
    }
    await smtp.waitFor((mail) => mail.to.includes('once@example.com'));
    await smtp.waitFor(
      (mail) =>
        mail.subject === 'New payment: Divine Design Logo Project from Deborah Judge' &&
        mail.replyTo === 'once@example.com',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((mail) => mail.to.includes('once@example.com'))).toHaveLength(1);
    expect(smtp.messages.filter((mail) => mail.replyTo === 'once@example.com')).toHaveLength(1);
    const clientMail = smtp.messages.find((mail) => mail.to.includes('once@example.com'))!;
    expect(clientMail.text).toContain('$300.00');
    expect(clientMail.text).toContain(`/dydd-logo-proposal/onboarding?session_id=${sessionId}`);
  });

  it('sends the mural deposit back to /payment-success', async () => {
    const { body } = await server.invoke('create-payment', {
      ...logoClient,
      projectType: 'Play Harbor Mural Deposit',
      amount: 475,
    });
    const paid = await payOnHostedPage(hostedUrl(body.url as string));
    expect(paid.headers.get('location')).toMatch(/^http:\/\/site\.test\/payment-success\?session_id=cs_test_/);
    const sessionId = sessionIdOf(body.url as string);
    expect((await server.invoke('verify-payment-and-notify', { sessionId })).body).toMatchObject({
      verified: true,
      amountPaid: 475,
    });
  });

  it('answers an unknown session as not found and a malformed id with 400', async () => {
    expect((await server.invoke('verify-payment-and-notify', { sessionId: 'cs_test_nothingHere' })).body).toEqual({
      verified: false,
      message: 'Payment session not found',
    });
    expect((await server.invoke('verify-payment-and-notify', { sessionId: "'; DROP TABLE x" })).status).toBe(400);
  });

  it('takes the hosted payment form only as a form: any other body is refused and settles nothing', async () => {
    const { body } = await server.invoke('create-payment', { ...logoClient, email: 'json-body@example.com' });
    const url = hostedUrl(body.url as string);
    for (const [type, payload] of [
      ['application/json', JSON.stringify({ cardNumber: 4242424242424242, cvv: 123, email: ['x'] })],
      ['text/plain', 'cardNumber=4242424242424242'],
    ]) {
      const answer = await fetch(url, { method: 'POST', headers: { 'Content-Type': type! }, body: payload });
      expect(answer.status, type).toBe(415);
      await answer.arrayBuffer();
    }
    const [session] = await server.db.query('SELECT payment_state FROM payment_sessions WHERE id = $1', [
      sessionIdOf(body.url as string),
    ]);
    expect(session).toEqual({ payment_state: 'pending' });
  });

  it('opens onboarding for a paid logo project only, and keeps its answers', async () => {
    const logo = sessionIdOf((await server.invoke('create-payment', logoClient)).body.url as string);
    const mural = sessionIdOf(
      (await server.invoke('create-payment', { ...logoClient, projectType: 'Play Harbor Mural Deposit', amount: 475 }))
        .body.url as string,
    );
    const denied = { allowed: false, message: 'Please complete payment first to access project onboarding.' };
    expect((await server.invoke('check-onboarding-access', { sessionId: logo })).body).toEqual(denied);
    expect((await server.invoke('check-onboarding-access', { test: true })).body).toEqual(denied);

    await payOnHostedPage(`${server.url}/pay/${logo}`);
    await payOnHostedPage(`${server.url}/pay/${mural}`);
    expect((await server.invoke('check-onboarding-access', { sessionId: logo })).body).toEqual({
      allowed: true,
      message: 'Payment verified',
    });
    expect((await server.invoke('check-onboarding-access', { sessionId: mural })).body).toEqual(denied);

    const answers = {
      businessName: 'Dwell in the Word',
      brandPersonality: ['Spiritual', 'Peaceful'],
      logoStyle: 'hand-drawn',
      timeline: 'standard',
    };
    expect(await server.invoke('save-onboarding', { sessionId: logo, answers })).toEqual({
      status: 200,
      body: { saved: true },
    });
    const [stored] = await server.db.query<{ answers: unknown }>(
      'SELECT answers FROM onboarding_responses WHERE session_id = $1',
      [logo],
    );
    expect(stored!.answers).toEqual(answers);
    expect((await server.invoke('save-onboarding', { sessionId: mural, answers })).status).toBe(402);
    expect((await server.invoke('save-onboarding', { sessionId: logo, answers: { logoStyle: 'neon' } })).status).toBe(
      400,
    );
  });
});

describe('the onboarding test bypass', () => {
  it('works on a server in development mode only', async () => {
    const development = await startTestServer({ env: { APP_ENV: 'development' } });
    try {
      expect((await development.invoke('check-onboarding-access', { test: true })).body).toMatchObject({
        allowed: true,
      });
      expect((await development.invoke('save-onboarding', { test: true, answers: {} })).body).toEqual({ saved: true });
    } finally {
      await development.stop();
    }
  });
});

describe('design-service payments with Stripe Checkout', () => {
  const webhookSecret = 'whsec_standin_secret';
  let stripe: StripeStandIn;
  let smtp: SmtpCapture;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    smtp = await new SmtpCapture().start();
    server = await startTestServer({
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_API_URL: stripe.url,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://grace.example',
      },
    });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.stop();
    await stripe.stop();
  });

  it('closes an open Checkout Session at Stripe, and leaves one the client completed to settle', async () => {
    const checkout = new StripeCheckout(createStripeClient({ secretKey: stripe.secretKey, apiUrl: stripe.url }));
    const request = {
      projectType: 'Commission deposit',
      amountCents: 5000,
      email: 'ana@example.com',
      successUrl: 'https://grace.example/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://grace.example/',
      metadata: {},
    };
    const open = await checkout.createSession(request);
    expect(await checkout.expireSession(open.id)).toBe(true);
    expect(stripe.checkoutSessions.get(open.id)).toMatchObject({ status: 'expired' });
    expect(await checkout.expireSession(open.id)).toBe(true);

    const paid = await checkout.createSession(request);
    stripe.completeCheckoutSession(paid.id);
    expect(await checkout.expireSession(paid.id)).toBe(false);
    expect(await checkout.fetchStatus(paid.id)).toMatchObject({ paid: true, amountPaidCents: 5000 });
  });

  it('creates a Checkout Session in payment mode for the project at its price', async () => {
    const { status, body } = await server.invoke('create-payment', logoClient);
    expect(status).toBe(200);
    const session = [...stripe.checkoutSessions.values()].at(-1)!;
    expect(body.url).toBe(session.url);
    expect(session).toMatchObject({
      mode: 'payment',
      customer_email: 'deborah@example.com',
      success_url: 'https://grace.example/dydd-logo-proposal/thank-you?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://grace.example/dydd-logo-proposal/payment?package=logo',
      metadata: { projectType: 'Divine Design Logo Project', clientName: 'Deborah Judge' },
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: '30000', product_data: { name: 'Divine Design Logo Project' } },
          quantity: '1',
        },
      ],
    });
    expect(await server.invoke('create-payment', { ...logoClient, amount: 0.3 })).toMatchObject({ status: 409 });
  });

  it("verifies with Stripe's own record of the session", async () => {
    const { body } = await server.invoke('create-payment', { ...logoClient, email: 'stripe-verify@example.com' });
    const session = [...stripe.checkoutSessions.values()].at(-1)!;
    expect((await server.invoke('verify-payment-and-notify', { sessionId: session.id })).body).toMatchObject({
      verified: false,
    });

    stripe.completeCheckoutSession(session.id);
    expect((await server.invoke('verify-payment-and-notify', { sessionId: session.id })).body).toMatchObject({
      verified: true,
      amountPaid: 300,
    });
    expect(body.url).toContain(session.id);
    await smtp.waitFor((mail) => mail.to.includes('stripe-verify@example.com'));
  });

  it('answers repeated onboarding checks of an unpaid session from what it knows, and limits them', async () => {
    await server.invoke('create-payment', { ...logoClient, email: 'stripe-onboarding@example.com' });
    const session = [...stripe.checkoutSessions.values()].at(-1)!;
    const readsBefore = stripe.checkoutSessionReads;

    const statuses: number[] = [];
    for (let call = 0; call < 62; call++) {
      statuses.push((await server.invoke('check-onboarding-access', { sessionId: session.id })).status);
    }

    expect(stripe.checkoutSessionReads - readsBefore).toBe(1);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses.slice(60)).toEqual([429, 429]);
  });

  it("answers Stripe refusing our key as our own failure, without passing Stripe's words on", async () => {
    const misconfigured = await startTestServer({
      captureLogs: true,
      env: { STRIPE_SECRET_KEY: 'sk_test_revoked', STRIPE_API_URL: stripe.url, PUBLIC_URL: 'https://grace.example' },
    });
    try {
      const { status, body } = await misconfigured.invoke('create-payment', logoClient);
      expect(status).toBe(500);
      expect(body).toEqual({ error: 'Something went wrong on our side. Please try again.' });
      expect(misconfigured.logs.join('\n')).toContain('Invalid API Key provided');
    } finally {
      await misconfigured.stop();
    }
  });

  it('settles a payment from the checkout.session.completed webhook, once, even if the visitor never returns', async () => {
    await server.invoke('create-payment', { ...logoClient, email: 'closed-the-tab@example.com' });
    const session = stripe.completeCheckoutSession([...stripe.checkoutSessions.values()].at(-1)!.id);
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session },
    });
    const sign = (body: string, secret = webhookSecret) =>
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    const deliver = (body: string, signature: string) =>
      fetch(`${server.url}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body,
      });

    expect((await deliver(payload, sign(payload, 'whsec_wrong'))).status).toBe(400);
    expect(await server.db.query('SELECT payment_state FROM payment_sessions WHERE id = $1', [session.id])).toEqual([
      { payment_state: 'pending' },
    ]);

    expect((await deliver(payload, sign(payload))).status).toBe(200);
    expect((await deliver(payload, sign(payload))).status).toBe(200);
    await expect
      .poll(() =>
        server.db.query('SELECT payment_state, amount_paid_cents FROM payment_sessions WHERE id = $1', [session.id]),
      )
      .toEqual([{ payment_state: 'paid', amount_paid_cents: 30000 }]);
    await smtp.waitFor((mail) => mail.to.includes('closed-the-tab@example.com'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((mail) => mail.to.includes('closed-the-tab@example.com'))).toHaveLength(1);
  });
});
