import { paymentLinkPath, type DeskMessage } from 'shared-contracts/studio-desk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artistEmail,
  openPaymentLink,
  payOnHostedPage,
  startDeskServer,
  type DeskServer,
} from '../testing/desk-server';
import { commissionRequest } from '../testing/message-fixtures';

/** A commission request sent from the site by `email`; answers its id. */
async function commissionFrom(desk: DeskServer, email: string): Promise<string> {
  expect((await desk.server.invoke('submit-commission-request', commissionRequest(email))).status).toBe(200);
  const [row] = await desk.server.db.query<{ id: string }>('SELECT id FROM commission_requests WHERE email = $1', [
    email,
  ]);
  return row!.id;
}

/** She quotes the request from the desk. */
async function sendQuote(desk: DeskServer, id: string, price: number, deposit: number) {
  const { status, body } = await desk.artist.call('studio-quote-commission', { id, price, deposit });
  return { status, body, message: body.message as DeskMessage };
}

describe('a commission’s quote and its payment link', () => {
  let desk: DeskServer;
  beforeAll(async () => {
    desk = await startDeskServer();
  });
  afterAll(() => desk.stop());

  const site = () => desk.server.config.publicUrl;

  const requestFrom = (email: string) => commissionFrom(desk, email);
  const quote = (id: string, price: number, deposit: number) => sendQuote(desk, id, price, deposit);

  /** Opens the link as the client does: it sends them on to a fresh hosted page, whose session id this answers. */
  async function openToHostedPage(link: string): Promise<string> {
    const opened = await openPaymentLink(desk, link);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const hostedPage = opened.headers.get('location')!;
    expect(hostedPage).toMatch(new RegExp(`^${site()}/pay/cs_test_`));
    return hostedPage;
  }

  it('e-mails the client the deposit’s link; paid on the hosted page, it moves the request to Deposit paid', async () => {
    const id = await requestFrom('olive@example.com');
    const { status, message } = await quote(id, 1200, 300);
    expect(status).toBe(200);
    expect(message).toMatchObject({
      status: 'quoted',
      quote: {
        price: 1200,
        deposit: 300,
        quotedAt: expect.any(String),
        paymentLink: expect.stringMatching(new RegExp(`^${site()}${paymentLinkPath}[A-Za-z0-9_-]{43}$`)),
        paidAt: null,
      },
    });
    const link = message.quote!.paymentLink;

    const mail = await desk.smtp.waitFor((sent) => sent.to.includes('olive@example.com'));
    expect(mail.replyTo).toBe(artistEmail);
    expect(mail.text).toContain(`Price: $1,200.00\nDeposit to begin: $300.00`);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('The remaining balance of $900.00 is due upon completion.');

    const hostedPage = await openToHostedPage(link);
    const sessionId = hostedPage.split('/pay/')[1]!;
    const [session] = await desk.server.db.query(
      'SELECT project_type, amount_cents, success_url, cancel_url FROM payment_sessions WHERE id = $1',
      [sessionId],
    );
    expect(session).toEqual({
      project_type: 'Custom Painting Deposit',
      amount_cents: 30000,
      success_url: `${site()}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${site()}/`,
    });
    const page = await fetch(desk.local(hostedPage));
    expect(await page.text()).toContain('$300.00');

    expect(await payOnHostedPage(desk, hostedPage)).toBe(`${site()}/payment-success?session_id=${sessionId}`);
    const paid = (await desk.artist.call('studio-message', { id })).body.message as DeskMessage;
    expect(paid).toMatchObject({ status: 'deposit_paid', quote: { paidAt: expect.any(String) } });

    const thanks = await desk.smtp.waitFor(
      (sent) => sent.to.includes('olive@example.com') && sent.subject === 'Payment received: Custom Painting Deposit',
    );
    expect(thanks.text).toContain('the painting begins');
    expect(thanks.text).toContain('The remaining balance of $900.00 is due upon completion.');
    expect(thanks.text).not.toContain('mural');

    const again = await openPaymentLink(desk, link);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`${site()}/payment-success?session_id=${sessionId}`);
    expect(await quote(id, 1500, 300)).toMatchObject({
      status: 409,
      body: { error: 'The deposit of this commission is already paid, so its quote stays as it is.' },
    });
  });

  it('tells her when a link is paid twice, from two pages opened before either was paid, and keeps the first', async () => {
    const id = await requestFrom('twotabs@example.com');
    const link = (await quote(id, 1000, 250)).message.quote!.paymentLink;
    const [firstTab, secondTab] = [await openToHostedPage(link), await openToHostedPage(link)];
    await payOnHostedPage(desk, firstTab);
    await payOnHostedPage(desk, secondTab);

    const notice = await desk.smtp.waitFor(
      (sent) =>
        sent.to.includes(artistEmail) && sent.subject === 'Paid twice: Custom Painting Deposit from Joseph Arimathea',
    );
    expect(notice.text).toContain('Please refund this second payment');
    expect(notice.text).toContain(secondTab.split('/pay/')[1]!);
    const again = await openPaymentLink(desk, link);
    expect(again.headers.get('location')).toBe(`${site()}/payment-success?session_id=${firstTab.split('/pay/')[1]!}`);
  });

  it('keeps the link’s address when she changes an unpaid quote, which then asks the new deposit', async () => {
    const id = await requestFrom('requote@example.com');
    const first = (await quote(id, 500, 100)).message.quote!;
    const second = (await quote(id, 800, 200)).message.quote!;
    expect(second).toMatchObject({ price: 800, deposit: 200, paymentLink: first.paymentLink });

    const sessionId = (await openToHostedPage(second.paymentLink)).split('/pay/')[1]!;
    const [session] = await desk.server.db.query('SELECT amount_cents FROM payment_sessions WHERE id = $1', [
      sessionId,
    ]);
    expect(session).toEqual({ amount_cents: 20000 });
    const secondMail = await desk.smtp.waitFor(
      (sent) => sent.to.includes('requote@example.com') && sent.text.includes('Deposit to begin: $200.00'),
    );
    expect(secondMail.text).toContain(first.paymentLink);
  });

  it('marks the link paid by the first of its sessions to be paid', async () => {
    const id = await requestFrom('twice@example.com');
    const link = (await quote(id, 400, 400)).message.quote!.paymentLink;
    const firstPage = await openToHostedPage(link);
    const secondPage = await openToHostedPage(link);
    expect(secondPage).not.toBe(firstPage);

    await payOnHostedPage(desk, firstPage);
    await payOnHostedPage(desk, secondPage);
    const [row] = await desk.server.db.query<{ paid_session_id: string }>(
      'SELECT paid_session_id FROM payment_links WHERE subject_id = $1',
      [id],
    );
    expect(row!.paid_session_id).toBe(firstPage.split('/pay/')[1]);
    const thanks = await desk.smtp.waitFor(
      (sent) => sent.to.includes('twice@example.com') && sent.subject.startsWith('Payment received'),
    );
    expect(thanks.text).toContain('Your painting is paid in full.');
  });

  it('answers a link that does not exist with 404 and a sentence', async () => {
    for (const id of ['no-such-link', 'x'.repeat(43), '%00']) {
      const opened = await openPaymentLink(desk, `${site()}${paymentLinkPath}${id}`);
      expect(opened.status).toBe(404);
      expect(await opened.text()).toContain('This payment link does not exist.');
    }
  });
});

describe('a quote changed while the client has its page open', () => {
  let desk: DeskServer;
  beforeAll(async () => {
    desk = await startDeskServer();
  });
  afterAll(() => desk.stop());

  const requestFrom = (email: string) => commissionFrom(desk, email);
  const quote = (id: string, price: number, deposit: number) => sendQuote(desk, id, price, deposit);

  async function openToHostedPage(link: string): Promise<string> {
    return (await openPaymentLink(desk, link)).headers.get('location')!;
  }

  const quoteOf = async (id: string) =>
    ((await desk.artist.call('studio-message', { id })).body.message as DeskMessage).quote;

  it('closes a page the client opened before she quoted again: it can no longer pay the old deposit', async () => {
    const id = await requestFrom('stale@example.com');
    const link = (await quote(id, 500, 50)).message.quote!.paymentLink;
    const oldPage = await openToHostedPage(link);
    await quote(id, 5000, 500);

    const closed = await fetch(desk.local(oldPage));
    expect(closed.status).toBe(410);
    expect(await closed.text()).toContain('This payment page has closed, and nothing was charged');
    const paid = await fetch(desk.local(oldPage), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123', cardName: 'A' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(410);

    await payOnHostedPage(desk, await openToHostedPage(link));
    expect(await quoteOf(id)).toMatchObject({ deposit: 500, paid: 500, paidAt: expect.any(String) });
  });

  it('matches a payment to what its page asked: a page paid after a new quote shows the amount paid', async () => {
    const id = await requestFrom('raced@example.com');
    const link = (await quote(id, 500, 50)).message.quote!.paymentLink;
    const oldPage = await openToHostedPage(link);
    // The client pays the old page while she changes the quote, before that page is closed.
    await desk.server.db.query(`UPDATE payment_links SET amount_cents = 50000 WHERE subject_id = $1`, [id]);
    await payOnHostedPage(desk, oldPage);

    expect(await quoteOf(id)).toMatchObject({ deposit: 500, paid: 50 });
    const thanks = await desk.smtp.waitFor(
      (sent) => sent.to.includes('raced@example.com') && sent.subject.startsWith('Payment received'),
    );
    expect(thanks.text).toContain('$50.00');
  });
});
