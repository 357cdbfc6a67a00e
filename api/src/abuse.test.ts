import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, logoClient, orderRequest } from './testing/order-fixtures';
import { StripeStandIn } from './testing/stripe-standin';
import { startTestServer, type TestServer } from './testing/test-server';

/** A well-formed request to each function that writes, charges or sends mail. */
const writingFunctions: [string, unknown][] = [
  ['process-order', { ...orderRequest([cartLine(10201)]), totals: { subtotal: 1, shipping: 0, tax: 0, total: 1 } }],
  ['create-payment', { ...logoClient, amount: 1 }],
  ['verify-payment-and-notify', { sessionId: 'cs_test_nothingHere' }],
  ['save-onboarding', { sessionId: 'cs_test_nothingHere', answers: {} }],
  ['send-contact-message', { name: 'A', email: 'a@example.com', subject: 'General Inquiry', message: 'Hi' }],
  [
    'submit-commission-request',
    { name: 'A', email: 'a@example.com', theme: 't', size: 's', palette: 'p', budget: 'b', timeline: 't' },
  ],
];

describe('rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it.each(writingFunctions)('%s refuses a burst from one address with 429 and Retry-After', async (name, body) => {
    let refused: Response | undefined;
    for (let attempt = 0; attempt < 100 && !refused; attempt++) {
      const response = await fetch(`${server.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status === 429) refused = response;
      else await response.arrayBuffer();
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toEqual({ error: 'Too many requests. Please wait a few minutes and try again.' });
  });
});

describe('secrets', () => {
  const secrets = {
    stripeKey: 'sk_test_never_in_a_log_51Hx',
    webhookSecret: 'whsec_never_in_a_log_9Qz',
    smtpPassword: 'smtp-pass-never-in-a-log',
  };
  let stripe: StripeStandIn;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await new StripeStandIn(secrets.stripeKey).start();
    server = await startTestServer({
      captureLogs: true,
      env: {
        STRIPE_SECRET_KEY: secrets.stripeKey,
        STRIPE_API_URL: stripe.url,
        STRIPE_WEBHOOK_SECRET: secrets.webhookSecret,
        // Nothing listens there: every mail fails, and its failure is logged.
        SMTP_URL: `smtp://studio:${secrets.smtpPassword}@127.0.0.1:9`,
      },
    });
  });
  afterAll(async () => {
    await server.stop();
    await stripe.stop();
  });

  it('never appear in answers or logs, through payments, a Stripe outage, a forged webhook and failing mail', async () => {
    const answers: string[] = [];
    const keep = async (answer: Promise<{ status: number; body: unknown }>) =>
      answers.push(JSON.stringify((await answer).body));

    await keep(server.invoke('create-payment', logoClient));
    stripe.failNext = 1;
    await keep(server.invoke('create-payment', { ...logoClient, email: 'outage@example.com' }));
    await keep(
      server.invoke('send-contact-message', {
        name: 'A',
        email: 'a@example.com',
        subject: 'General Inquiry',
        message: 'Hi',
      }),
    );
    const forged = await fetch(`${server.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=forged' },
      body: JSON.stringify({ type: 'checkout.session.completed' }),
    });
    answers.push(await forged.text());
    await expect.poll(() => server.logs.join('\n'), { timeout: 10_000 }).toContain('"queue":"deliver-mail"');
    expect(server.logs.join('\n')).toContain('Stripe webhook with a bad signature refused');
    for (const secret of Object.values(secrets)) {
      expect(answers.join('\n')).not.toContain(secret);
      expect(server.logs.join('\n')).not.toContain(secret);
    }
  });
});
