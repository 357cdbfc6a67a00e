import type { CartLine } from 'shared-contracts/cart';
import {
  discountRefusals,
  giftCardRefusals,
  normalizeGiftCardCode,
  type AppliedDiscount,
} from 'shared-contracts/offers';
import type { DiscountCodeSummary, GiftCards, NewDiscountCode } from 'shared-contracts/offers-desk';
import { priceOrder, type PricingOffers } from 'shared-contracts/pricing';
import { deskExports, type DeskOrder } from 'shared-contracts/studio-desk';
import { giftCardCartLine } from 'shared-contracts/testing/cart-lines';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderQueues } from '../orders/order-queues';
import { cartLine, orderRequest, pendingOrder } from '../testing/order-fixtures';
import type { CapturedMail, SmtpCapture } from '../testing/smtp-capture';
import { startDeskServer, type DeskServer } from '../testing/desk-server';
import { StudioBrowser } from '../testing/studio-browser';
import { testEngines, type TestDatabase } from '../testing/test-databases';
import type { TestServer } from '../testing/test-server';
import { jobsTable } from '../jobs/job-table';
import { giftCardQueue } from './gift-cards';
import { missesAllowed } from './code-misses';

const declinedCard = { cardNumber: '4000 0000 0000 0002', expiryDate: '12/34', cvv: '123', cardName: 'Lydia Purple' };
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString();

describe.each(testEngines)('discount codes and gift cards on $label', (engine) => {
  let database: TestDatabase;
  let desk: DeskServer;
  let server: TestServer;
  let smtp: SmtpCapture;
  let artist: StudioBrowser;

  beforeAll(async () => {
    database = await engine.create();
    desk = await startDeskServer({ database: database.config, env: { TRUST_PROXY: '127.0.0.1' } });
    ({ server, smtp, artist } = desk);
  });
  // Each test is a visitor of its own, so that one test's checkouts do not meet another's rate limits.
  let visitors = 0;
  let visitor: Record<string, string>;
  beforeEach(() => {
    visitor = { 'X-Forwarded-For': `203.0.113.${++visitors}` };
  });
  const invoke = (name: string, body: unknown) => server.invoke(name, body, visitor);
  afterAll(async () => {
    await desk.stop();
    await database.drop();
  });

  async function createCode(code: Partial<NewDiscountCode> & { code: string }): Promise<DiscountCodeSummary> {
    const created = await artist.call('studio-create-discount-code', {
      kind: 'percent',
      value: 15,
      appliesTo: 'everything',
      minSubtotalCents: null,
      startsAt: day(-1),
      endsAt: null,
      maxUses: null,
      oncePerEmail: false,
      ...code,
    });
    expect(created.status).toBe(200);
    const codes = created.body.codes as DiscountCodeSummary[];
    return codes.find((summary) => summary.code === code.code)!;
  }

  /** The order as the checkout sends it, priced with the code's terms and the card's balance the server gave. */
  function offerRequest(items: CartLine[], offers: PricingOffers & { discountCode?: string; giftCardCode?: string }) {
    const { discountCode, giftCardCode, ...pricing } = offers;
    return orderRequest(items, { totals: priceOrder(items, pricing), discountCode, giftCardCode });
  }

  async function termsOf(code: string): Promise<AppliedDiscount> {
    const checked = await invoke('check-discount-code', { code });
    expect(checked.status).toBe(200);
    return checked.body as unknown as AppliedDiscount;
  }

  async function giftCards(): Promise<GiftCards> {
    const listed = await artist.call('studio-gift-cards');
    expect(listed.status).toBe(200);
    return listed.body as unknown as GiftCards;
  }

  /** A gift card for a recipient of its own, so that its e-mail is told apart from the others'. */
  const giftCardFor = (recipientEmail: string, price = '50', sendOn?: string) => ({
    ...giftCardCartLine(price, sendOn, `gift-card-${recipientEmail}`),
    recipientEmail,
  });

  /** Buys a gift card alone, as a buyer does: no shipping address, and a card for the whole amount. */
  async function buyGiftCard(line: CartLine) {
    const { shippingInfo: _shipping, ...request } = orderRequest([line]);
    const placed = await invoke('process-order', request);
    expect(placed.status).toBe(200);
    return String(placed.body.orderId);
  }

  const codeIn = (mail: CapturedMail) => /Gift card code: ([A-Z0-9-]+)/.exec(mail.text)![1]!;

  async function receivedCode(recipient: string): Promise<string> {
    const mail = await smtp.waitFor((sent) => sent.to.includes(recipient) && /sent you a/.test(sent.subject));
    return codeIn(mail);
  }

  it('takes 15% off the lines a code applies to, and the order, its e-mail, her desk and her CSV show the code and what it took', async () => {
    await createCode({ code: 'Spring15', appliesTo: 'merch' });
    const { terms, code } = await termsOf('spring15');
    expect(code).toBe('Spring15');
    const items = [cartLine(10201)];
    const request = offerRequest(items, { discount: terms, discountCode: 'SPRING15' });
    expect(request.totals.discount).toBe(8.25);

    const placed = await invoke('process-order', request);
    expect(placed.status).toBe(200);
    const orderId = String(placed.body.orderId);
    const [order] = await server.db.query<{ discount_code: string; discount_cents: number; total_cents: number }>(
      'SELECT discount_code, discount_cents, total_cents FROM orders WHERE id = $1',
      [orderId],
    );
    expect(order).toEqual({ discount_code: 'Spring15', discount_cents: 825, total_cents: request.totals.total * 100 });
    const [charge] = await server.db.query<{ amount_cents: number }>(
      `SELECT amount_cents FROM test_card_charges WHERE idempotency_key LIKE $1`,
      [`%${orderId}%`],
    );
    expect(charge?.amount_cents).toBe(order!.total_cents);

    const confirmation = await smtp.waitFor((mail) => mail.subject.startsWith('Your Grace Studio order'));
    expect(confirmation.text).toContain('Discount (Spring15): −$8.25');
    const desk = await artist.call('studio-order', { orderId });
    const status = (desk.body.order as DeskOrder).status;
    expect(status.discountCode).toBe('Spring15');
    expect(status.totals.discount).toBe(8.25);

    // Her bookkeeping file names the code and what it took off, on the order's first row.
    const csv = await (
      await fetch(`${server.url}${deskExports.orders}`, { headers: { Cookie: artist.cookie } })
    ).text();
    const [header, row] = [
      csv.split('\r\n')[0]!.split(','),
      csv
        .split('\r\n')
        .find((line) => line.includes(orderId))!
        .split(','),
    ];
    expect(row[header.indexOf('Discount code')]).toBe('Spring15');
    expect(row[header.indexOf('Discount')]).toBe('8.25');
    expect(row[header.indexOf('Total')]).toBe(String(request.totals.total));
    const codes = (await artist.call('studio-discount-codes')).body.codes as DiscountCodeSummary[];
    expect(codes.find((summary) => summary.code === 'Spring15')).toMatchObject({
      uses: 1,
      salesCents: order!.total_cents,
      discountCents: 825,
      state: 'live',
    });
  });

  it('says plainly why a code does not apply: unknown, ended, not yet started, used up, already used by this buyer', async () => {
    await createCode({ code: 'Ended', endsAt: day(-0.5), startsAt: day(-2) });
    await createCode({ code: 'Advent', startsAt: '2099-12-01T06:00:00.000Z' });
    await createCode({ code: 'Once', maxUses: 1 });
    await createCode({ code: 'Mine', oncePerEmail: true });

    const check = (code: string, email?: string) => invoke('check-discount-code', { code, email });
    expect(await check('nope')).toEqual({ status: 404, body: { error: discountRefusals.unknown('nope') } });
    expect(await check('ended')).toEqual({ status: 410, body: { error: discountRefusals.ended('Ended') } });
    expect((await check('advent')).body.error).toBe(discountRefusals.notStarted('Advent', 'December 1, 2099'));

    const once = await termsOf('ONCE');
    expect(
      (await invoke('process-order', offerRequest([cartLine(10201)], { discount: once.terms, discountCode: 'once' })))
        .status,
    ).toBe(200);
    expect(await check('once')).toEqual({ status: 409, body: { error: discountRefusals.usedUp('Once') } });

    const mine = await termsOf('mine');
    const first = offerRequest([cartLine(10201)], { discount: mine.terms, discountCode: 'mine' });
    expect((await invoke('process-order', first)).status).toBe(200);
    expect(await check('mine', 'LYDIA@example.com')).toEqual({
      status: 409,
      body: { error: discountRefusals.alreadyUsed('Mine') },
    });
    const again = await invoke(
      'process-order',
      offerRequest([cartLine(10201)], { discount: mine.terms, discountCode: 'mine' }),
    );
    expect(again).toEqual({ status: 409, body: { error: discountRefusals.alreadyUsed('Mine') } });
  });

  it('refuses a code whose minimum the goods do not reach, or with nothing in the cart it applies to', async () => {
    await createCode({ code: 'Big', minSubtotalCents: 10000 });
    await createCode({ code: 'Originals', appliesTo: 'originals' });
    const big = await termsOf('big');
    const refused = await invoke(
      'process-order',
      offerRequest([cartLine(10201)], { discount: big.terms, discountCode: 'big' }),
    );
    expect(refused).toEqual({
      status: 409,
      body: { error: discountRefusals.minimumNotReached('Big', big.terms) },
    });
    const originals = await termsOf('originals');
    const nothing = await invoke(
      'process-order',
      offerRequest([cartLine(10201)], { discount: originals.terms, discountCode: 'originals' }),
    );
    expect(nothing.body.error).toBe(discountRefusals.nothingItAppliesTo('Originals', originals.terms));
  });

  it('uses a one-use code once among 20 checkouts at once, and a declined payment gives the use back', async () => {
    await createCode({ code: 'Single', maxUses: 1 });
    const { terms } = await termsOf('single');
    const declined = await invoke('process-order', {
      ...offerRequest([cartLine(10201)], { discount: terms, discountCode: 'single' }),
      paymentInfo: declinedCard,
    });
    expect(declined.status).toBe(402);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        invoke('process-order', offerRequest([cartLine(10201)], { discount: terms, discountCode: 'single' })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toEqual({ status: 409, body: { error: discountRefusals.usedUp('Single') } });
    }
    const [uses] = await server.db.query<{ paid: number }>(
      `SELECT count(*)::int AS paid FROM discount_uses u JOIN orders o ON o.id = u.order_id
        WHERE u.code_id = (SELECT id FROM discount_codes WHERE code_key = 'SINGLE') AND o.payment_state = 'paid'`,
    );
    expect(uses!.paid).toBe(1);
  });

  it('answers a repeated attempt with a one-use code and a gift card as the first, taking neither again', async () => {
    await createCode({ code: 'Twice', maxUses: 1 });
    const { terms } = await termsOf('twice');
    await buyGiftCard(giftCardFor('repeat@example.com', '25'));
    const code = await receivedCode('repeat@example.com');
    const request = offerRequest([cartLine(10201)], {
      discount: terms,
      discountCode: 'twice',
      giftCardBalanceCents: 2500,
      giftCardCode: code,
    });
    const first = await invoke('process-order', request);
    const again = await invoke('process-order', request);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect((await invoke('check-gift-card', { code })).body).toEqual({ error: giftCardRefusals.spent });
  });

  it('refuses totals that claim more off than the code takes, and a code the order does not name', async () => {
    await createCode({ code: 'Honest10', value: 10 });
    const { terms } = await termsOf('honest10');
    const items = [cartLine(10201)];
    const tampered = offerRequest(items, { discount: { ...terms, value: 90 }, discountCode: 'honest10' });
    const refused = await invoke('process-order', tampered);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^totals: the prices in your cart have changed; the order total is now \$/);
    const unnamed = await invoke('process-order', offerRequest(items, { discount: terms }));
    expect(unnamed.status).toBe(400);
    const [placed] = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM discount_uses WHERE code_id = (SELECT id FROM discount_codes WHERE code_key = 'HONEST10')`,
    );
    expect(placed!.count).toBe(0);
  });

  it('sells a $50 gift card with no shipping or tax, e-mails its code on the day to the recipient and a copy to the buyer, and keeps the code only hashed', async () => {
    const orderId = await buyGiftCard(giftCardFor('ruth@example.com'));
    const [order] = await server.db.query<{ shipping_cents: number; tax_cents: number; total_cents: number }>(
      'SELECT shipping_cents, tax_cents, total_cents FROM orders WHERE id = $1',
      [orderId],
    );
    expect(order).toEqual({ shipping_cents: 0, tax_cents: 0, total_cents: 5000 });

    const code = await receivedCode('ruth@example.com');
    expect(normalizeGiftCardCode(code)).toMatch(/^[A-Z2-9]{16}$/);
    const copy = await smtp.waitFor(
      (mail) =>
        mail.to.includes('lydia@example.com') &&
        /was sent to Ruth/.test(mail.subject) &&
        mail.text.includes('(ruth@example.com)'),
    );
    expect(copy.text).not.toContain(code);
    expect(copy.text).toContain(`ending ${normalizeGiftCardCode(code).slice(-4)}`);

    const balance = await invoke('check-gift-card', { code: code.toLowerCase() });
    expect(balance).toEqual({
      status: 200,
      body: { last4: normalizeGiftCardCode(code).slice(-4), balanceCents: 5000 },
    });
    const kept = await server.db.query(
      `SELECT 1 FROM mail_outbox WHERE body_text LIKE $1 OR body_html LIKE $1
       UNION ALL SELECT 1 FROM gift_cards WHERE code_hash LIKE $2`,
      [`%${code}%`, `%${normalizeGiftCardCode(code)}%`],
    );
    expect(kept).toEqual([]);
  });

  it('waits for a card’s chosen day before e-mailing it', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const orderId = await buyGiftCard(giftCardFor('later@example.com', '25', tomorrow));
    const [card] = await server.db.query<{ id: string; sent_at: Date | null }>(
      'SELECT id, sent_at FROM gift_cards WHERE order_id = $1',
      [orderId],
    );
    expect(card!.sent_at).toBeNull();
    const [job] = await server.db.query<{ start_after: Date }>(
      `SELECT start_after FROM ${jobsTable} WHERE name = $1 AND data->>'giftCardId' = $2`,
      [giftCardQueue, card!.id],
    );
    // Nine in the morning of that day, where the buyer is (here, UTC).
    expect(job!.start_after.toISOString()).toBe(`${tomorrow}T09:00:00.000Z`);
  });

  it('pays part of an order with a gift card and the rest by card, then the rest of it pays a whole order with no card', async () => {
    await buyGiftCard(giftCardFor('part@example.com'));
    const code = await receivedCode('part@example.com');
    const items = [cartLine(10201)];
    const part = offerRequest(items, { giftCardBalanceCents: 5000, giftCardCode: code });
    expect(part.totals.giftCard).toBe(50);
    const first = await invoke('process-order', part);
    expect(first.status).toBe(200);
    const [paid] = await server.db.query<{ gift_card_cents: number; total_cents: number; payment_state: string }>(
      'SELECT gift_card_cents, total_cents, payment_state FROM orders WHERE id = $1',
      [first.body.orderId],
    );
    expect(paid).toMatchObject({ gift_card_cents: 5000, payment_state: 'paid' });
    expect((await invoke('check-gift-card', { code })).body).toEqual({ error: giftCardRefusals.spent });

    await buyGiftCard(giftCardFor('whole@example.com', '100'));
    const second = await receivedCode('whole@example.com');
    const whole = offerRequest(items, { giftCardBalanceCents: 10000, giftCardCode: second });
    expect(priceOrder(items, { giftCardBalanceCents: 10000 }).due).toBe(0);
    const { paymentInfo: _card, ...withoutCard } = whole;
    const placed = await invoke('process-order', withoutCard);
    expect(placed.status).toBe(200);
    const [covered] = await server.db.query<{ payment_state: string; payment_provider: string }>(
      'SELECT payment_state, payment_provider FROM orders WHERE id = $1',
      [placed.body.orderId],
    );
    expect(covered).toEqual({ payment_state: 'paid', payment_provider: 'gift-card' });
    const left = await invoke('check-gift-card', { code: second });
    expect(left.body.balanceCents).toBe(10000 - Math.round(whole.totals.total * 100));
  });

  it('settles as paid an order a gift card paid in full whose request ended before saying so', async () => {
    const bought = await buyGiftCard(giftCardFor('settle@example.com'));
    const [card] = await server.db.query<{ id: string }>('SELECT id FROM gift_cards WHERE order_id = $1', [bought]);
    const { orders, lifecycle, jobs } = server.app.services;
    const { order } = await orders.insertPending(pendingOrder({ gift_card_id: card!.id, gift_card_cents: 129600 }));
    await lifecycle.placed(order);
    await jobs.runNow(orderQueues.settle, `settle:${order.id}`);
    expect((await orders.find(order.id))!.payment_state).toBe('paid');
  });

  it('never takes more than a gift card holds, however many checkouts spend it at once', async () => {
    await buyGiftCard(giftCardFor('race@example.com', '100'));
    const code = await receivedCode('race@example.com');
    const items = [cartLine(10303)];
    const request = () => offerRequest(items, { giftCardBalanceCents: 10000, giftCardCode: code });
    const answers = await Promise.all(Array.from({ length: 20 }, () => invoke('process-order', request())));
    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    const [spent] = await server.db.query<{ taken: number; balance: number }>(
      `SELECT coalesce(sum(o.gift_card_cents), 0)::int AS taken, min(c.balance_cents) AS balance
         FROM gift_cards c LEFT JOIN orders o ON o.gift_card_id = c.id
        WHERE c.id = (SELECT gift_card_id FROM orders WHERE id = $1)`,
      [placed[0]!.body.orderId],
    );
    expect(spent!.taken).toBeLessThanOrEqual(10000);
    expect(spent!.taken + spent!.balance).toBe(10000);
    for (const refused of answers.filter((answer) => answer.status !== 200)) expect(refused.status).toBe(409);
  });

  it('gives a declined payment’s part back to the gift card, and a refund puts the card’s part back on it', async () => {
    await buyGiftCard(giftCardFor('refund@example.com', '25'));
    const code = await receivedCode('refund@example.com');
    const items = [cartLine(10201)];
    const declined = await invoke('process-order', {
      ...offerRequest(items, { giftCardBalanceCents: 2500, giftCardCode: code }),
      paymentInfo: declinedCard,
    });
    expect(declined.status).toBe(402);
    expect((await invoke('check-gift-card', { code })).body.balanceCents).toBe(2500);

    const paid = await invoke('process-order', offerRequest(items, { giftCardBalanceCents: 2500, giftCardCode: code }));
    expect(paid.status).toBe(200);
    const orderId = String(paid.body.orderId);
    const refunded = await artist.call('studio-refund-order', { orderId, amount: null });
    expect(refunded.status).toBe(200);
    expect((refunded.body.order as DeskOrder).paymentState).toBe('refunded');
    expect((await invoke('check-gift-card', { code })).body.balanceCents).toBe(2500);
    const mail = await smtp.waitFor((sent) => sent.subject.startsWith('Your refund for order'));
    expect(mail.text).toContain('$25.00 is back on the gift card you paid with');

    const card = (await giftCards()).cards.find((listed) => listed.last4 === normalizeGiftCardCode(code).slice(-4))!;
    expect(card.history.map((event) => [event.kind, event.amountCents])).toEqual([
      ['issued', 2500],
      ['sent', 0],
      ['spent', -2500],
      ['returned', 2500],
      ['spent', -2500],
      ['refunded', 2500],
    ]);
  });

  it('lets her void a card with a reason and resend one, whose old code then stops working; she sees what live cards owe', async () => {
    await buyGiftCard(giftCardFor('studio@example.com'));
    const code = await receivedCode('studio@example.com');
    const before = await giftCards();
    const card = before.cards.find((listed) => listed.last4 === normalizeGiftCardCode(code).slice(-4))!;
    expect(before.owedCents).toBeGreaterThanOrEqual(5000);

    smtp.messages.length = 0;
    expect((await artist.call('studio-resend-gift-card', { id: card.id })).status).toBe(200);
    const newCode = await receivedCode('studio@example.com');
    expect(newCode).not.toBe(code);
    expect((await invoke('check-gift-card', { code })).status).toBe(404);
    expect((await invoke('check-gift-card', { code: newCode })).body.balanceCents).toBe(5000);

    const voided = await artist.call('studio-void-gift-card', { id: card.id, reason: 'Bought with a stolen card' });
    expect(voided.status).toBe(200);
    const after = voided.body as unknown as GiftCards;
    expect(after.owedCents).toBe(before.owedCents - 5000);
    expect(after.cards.find((listed) => listed.id === card.id)).toMatchObject({
      balanceCents: 0,
      voidReason: 'Bought with a stolen card',
    });
    expect(await invoke('check-gift-card', { code: newCode })).toEqual({
      status: 410,
      body: { error: giftCardRefusals.voided },
    });
  });

  it('slows down an address trying wrong gift card codes, and tells her when it looks like guessing', async () => {
    const tries = async () => {
      for (let attempt = 0; attempt < missesAllowed; attempt++) {
        expect((await invoke('check-gift-card', { code: `WRONG-CODE-${attempt}` })).status).toBe(404);
      }
      expect(await invoke('check-gift-card', { code: 'WRONG-CODE-X' })).toEqual({
        status: 429,
        body: { error: giftCardRefusals.tooManyTries },
      });
      // A quarter of an hour passes.
      await server.db.query(`UPDATE offer_code_misses SET at = at - interval '20 minutes'`);
    };
    for (let round = 0; round < 4; round++) await tries();
    await smtp.waitFor(
      (mail) => mail.to.includes('grace@example.com') && mail.subject === 'Someone may be guessing gift card codes',
    );
    expect((await giftCards()).guessing).toEqual([expect.objectContaining({ wrongCodes: 4 * missesAllowed })]);
  });

  it('counts a late payment of a failed order once: its code is not used past its limit, and its gift card part is not put back twice', async () => {
    await createCode({ code: 'LastOne', maxUses: 1 });
    const { terms } = await termsOf('lastone');
    await buyGiftCard(giftCardFor('late@example.com', '25'));
    const code = await receivedCode('late@example.com');
    const items = [cartLine(10201)];
    const declined = await invoke('process-order', {
      ...offerRequest(items, {
        discount: terms,
        discountCode: 'lastone',
        giftCardBalanceCents: 2500,
        giftCardCode: code,
      }),
      paymentInfo: declinedCard,
    });
    expect(declined.status).toBe(402);
    const [failed] = await server.db.query<{ id: string }>(
      `SELECT id FROM orders WHERE payment_state = 'failed' AND discount_code = 'LastOne'`,
    );
    // Meanwhile another buyer takes the code's last use, and the card is spent on another order.
    expect(
      (await invoke('process-order', offerRequest(items, { discount: terms, discountCode: 'lastone' }))).status,
    ).toBe(200);
    expect(
      (await invoke('process-order', offerRequest(items, { giftCardBalanceCents: 2500, giftCardCode: code }))).status,
    ).toBe(200);

    // Then the failed order's payment goes through after all.
    const { lifecycle } = server.app.services;
    expect(await lifecycle.paymentChanged(failed!.id, { to: 'paid', reference: 'pi_late' }, 'stripe-webhook')).toBe(
      true,
    );

    const [uses] = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM discount_uses
        WHERE code_id = (SELECT id FROM discount_codes WHERE code_key = 'LASTONE') AND released_at IS NULL`,
    );
    expect(uses!.count).toBe(1);
    const order = (await artist.call('studio-order', { orderId: failed!.id })).body.order as DeskOrder;
    expect(order.refundable).toBe(order.status.totals.total - 25);
    await smtp.waitFor((mail) => mail.subject.endsWith('was paid with a code used up meanwhile'));
    await smtp.waitFor((mail) => mail.subject.endsWith('was paid after its payment had failed'));
  });

  it('refuses every offers call of her studio without her session', async () => {
    const stranger = new StudioBrowser(server);
    for (const name of ['studio-discount-codes', 'studio-gift-cards', 'studio-void-gift-card']) {
      expect((await stranger.call(name, { id: 'gift_x', reason: 'x' })).status).toBe(401);
    }
  });
});
