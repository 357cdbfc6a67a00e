import type { DeskPaymentRequest } from 'shared-contracts/commissions-desk';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { ApiProcess } from '../testing/api-process';
import { artistEmail, startDeskServer, type DeskServer } from '../testing/desk-server';
import { StripeStandIn } from '../testing/stripe-standin';
import { testEngines, type TestDatabase } from '../testing/test-databases';

const postgres = testEngines.find((engine) => engine.label === 'PostgreSQL');

/** A one-off job's request she sends from her desk. */
async function requestPayment(
  desk: DeskServer,
  changes: { amount?: number; dueOn?: string; clientEmail?: string } = {},
) {
  const { status, body } = await desk.artist.call('studio-request-payment', {
    clientName: 'Dorcas Joppa',
    clientEmail: 'dorcas@example.com',
    title: 'Custom shirts',
    amount: 500,
    dueOn: '2099-03-01',
    ...changes,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.request as DeskPaymentRequest;
}

describe('a payment request paid through Stripe Checkout', () => {
  let stripe: StripeStandIn;
  let desk: DeskServer;
  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    desk = await startDeskServer({
      env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_URL: stripe.url, STRIPE_WEBHOOK_SECRET: 'whsec_standin' },
    });
    stripe.webhook = { url: `${desk.server.url}/webhooks/stripe`, secret: 'whsec_standin' };
  });
  afterAll(async () => {
    await desk.stop();
    await stripe.stop();
  });

  /** Opens the request's link as the client does: answers the Checkout Session it sent them to. */
  async function open(request: DeskPaymentRequest) {
    const opened = await fetch(desk.local(request.link), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    return [...stripe.checkoutSessions.values()].find((session) => session.url === opened.headers.get('location'))!;
  }

  it('counts a page paid at the old amount as what it paid, closes the unpaid ones, and asks for the rest', async () => {
    const request = await requestPayment(desk);
    const paidTab = await open(request);
    const openTab = await open(request);
    expect(paidTab).toMatchObject({ amount_total: 50_000 });
    // The client pays the first page as she changes the request to $600.
    stripe.completeCheckoutSession(paidTab.id);
    const changed = await desk.artist.call('studio-change-payment-request', {
      requestId: request.id,
      amount: 600,
      dueOn: '2099-03-01',
    });
    expect(changed.status).toBe(200);
    expect(stripe.checkoutSessions.get(openTab.id)).toMatchObject({ status: 'expired' });

    expect((await desk.server.invoke('verify-payment-and-notify', { sessionId: paidTab.id })).body).toMatchObject({
      verified: true,
      amountPaid: 500,
    });
    const after = (await desk.artist.call('studio-commissions')).body.requests as DeskPaymentRequest[];
    expect(after.find((row) => row.id === request.id)).toMatchObject({
      amount: 600,
      paid: 500,
      state: 'partly_paid',
      payments: [{ asked: 500, paid: 500, paidTwice: false }],
    });
    const rest = await open(request);
    expect(rest).toMatchObject({ amount_total: 10_000 });
    const receipt = await desk.smtp.waitFor((mail) => mail.subject === 'Payment received: Custom shirts');
    expect(receipt.text).toContain('$100.00 is still to pay on Custom shirts.');
  });

  it('shows a refund made at Stripe on the request, and in its project’s story', async () => {
    const created = await desk.artist.call('studio-new-commission', {
      clientName: 'Dorcas Joppa',
      clientEmail: 'dorcas.project@example.com',
      kind: 'other',
    });
    const commissionId = (created.body.commission as { id: string }).id;
    await desk.artist.call('studio-save-proposal', {
      id: commissionId,
      proposal: {
        title: 'Church banner',
        kind: 'design',
        sections: [],
        price: 400,
        deposit: { kind: 'amount', value: 100 },
        terms: '',
        validUntil: '2099-01-01',
      },
    });
    const sent = await desk.artist.call('studio-send-proposal', { id: commissionId });
    const key = new URL((sent.body.commission as { privateLink: string }).privateLink).hash.slice('#key='.length);
    const accepted = await desk.server.invoke('accept-proposal', {
      key,
      version: 1,
      signature: 'Dorcas',
      agreed: true,
    });
    const deposit = (accepted.body.commission as { payments: { id: string }[] }).payments[0]!;
    const request = (await desk.artist.call('studio-commission', { id: commissionId })).body.commission as {
      requests: DeskPaymentRequest[];
    };
    const page = await open(request.requests.find((row) => row.id === deposit.id)!);
    const paid = stripe.completeCheckoutSession(page.id);
    await desk.server.invoke('verify-payment-and-notify', { sessionId: page.id });

    await stripe.sendEvent('charge.refunded', stripe.refund(String(paid.payment_intent), 4000));
    await expect
      .poll(async () => {
        const { commission } = (await desk.artist.call('studio-commission', { id: commissionId })).body as {
          commission: { requests: DeskPaymentRequest[]; story: { title: string }[] };
        };
        return {
          refunded: commission.requests[0]!.payments[0]!.refunded,
          told: commission.story.some(
            (entry) => entry.title === 'Refunded: $40.00 of the payment for Deposit for Church banner',
          ),
        };
      })
      .toEqual({ refunded: 40, told: true });
    const csv = await (
      await fetch(`${desk.server.url}/api/studio/export/payments.csv`, { headers: { Cookie: desk.artist.cookie } })
    ).text();
    expect(csv).toMatch(/Deposit for Church banner,[^\r]*,100\.00,100\.00,40\.00,Partly refunded/);
  });
});

describe.skipIf(!postgres)(
  'payment reminders shared by several API processes on one PostgreSQL',
  { timeout: 60_000 },
  () => {
    let database: TestDatabase | undefined;
    let desk: DeskServer | undefined;
    let processes: ApiProcess[] = [];
    afterEach(async () => {
      await Promise.all(processes.map((api) => api.kill()));
      processes = [];
      await desk?.stop();
      desk = undefined;
      await database?.drop();
      database = undefined;
    });

    it('reminds each client of an overdue request once, whichever process runs the reminder', async () => {
      database = await postgres!.create();
      if (database.config.kind !== 'postgres') throw new Error('The PostgreSQL engine made another database');
      desk = await startDeskServer({ database: database.config });
      const env = {
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.config.url,
        SMTP_URL: desk.smtp.url,
        ARTIST_EMAIL: artistEmail,
        JOB_POLL_MS: '500',
      };
      processes = [new ApiProcess(env), new ApiProcess(env)];
      onTestFailed(() => {
        for (const api of processes) console.error(`Output of the API process on ${api.url}:\n${api.output}`);
      });
      await Promise.all(processes.map((api) => api.start()));

      // Due a week ago: the reminder after the due date is due at once, in whichever process takes it.
      const overdue = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
      const clients = Array.from({ length: 6 }, (_, index) => `client${index}@example.com`);
      for (const clientEmail of clients) await requestPayment(desk, { clientEmail, dueOn: overdue });

      const reminders = () => desk!.smtp.messages.filter((mail) => mail.subject === 'Overdue: Custom shirts');
      await expect.poll(() => reminders().length, { timeout: 20_000 }).toBe(clients.length);
      // Time for any second run to have sent a second one.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(
        reminders()
          .map((mail) => mail.to[0])
          .sort(),
      ).toEqual(clients);
      const [sent] = await desk.server.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM payment_request_reminders',
      );
      expect(sent).toEqual({ count: clients.length });
    });
  },
);
