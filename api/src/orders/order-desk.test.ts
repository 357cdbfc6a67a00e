import { randomUUID } from 'node:crypto';
import type { CartLine } from 'shared-contracts/cart';
import type { Address } from 'shared-contracts/order';
import { signedOutMessage } from 'shared-contracts/studio';
import { deskExports, deskOrdersPageSize, type AttentionItem, type DeskOrder } from 'shared-contracts/studio-desk';
import { originalCartLine } from 'shared-contracts/testing/cart-lines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from '../catalog/sample-catalog';
import { newId } from '../db/ids';
import { isOriginalLine, priceOrderLines, type OrderLine } from './order-model';
import { shopRatesOf, specPrices } from 'shared-contracts/pricing';
import { cartLine, orderNumber, orderRequest, originalForSale, shippingAddress } from '../testing/order-fixtures';
import { PrintfulStandIn } from '../testing/printful-standin';
import type { SmtpCapture } from '../testing/smtp-capture';
import { StripeStandIn } from '../testing/stripe-standin';
import type { StudioBrowser } from '../testing/studio-browser';
import { startDeskServer, type DeskServer } from '../testing/desk-server';
import { testEngines, type TestDatabase } from '../testing/test-databases';
import type { TestServer } from '../testing/test-server';

/** A buyer of their own, so that each test finds its orders by name. */
const buyer = (firstName: string): Address => ({
  ...shippingAddress,
  firstName,
  lastName: `Tester-${randomUUID().slice(0, 8)}`,
  email: `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
});

/** The sweatshirt of the sample catalogue, as an order keeps it. */
const sweatshirt = (): OrderLine => {
  const { productId, variantId, name, size, color, price } = cartLine(10201);
  return { productId, variantId, name, size: size ?? null, color: color ?? null, unitPrice: price, quantity: 1 };
};

async function deskOrder(artist: StudioBrowser, orderId: string): Promise<DeskOrder> {
  const { status, body } = await artist.call('studio-order', { orderId });
  expect(status).toBe(200);
  return body.order as DeskOrder;
}

const paymentChanges = (server: TestServer, orderId: string) =>
  server.db.query<{ to_state: string; source: string }>(
    `SELECT to_state, source FROM state_changes WHERE subject_id = $1 AND aspect = 'payment' ORDER BY at, id`,
    [orderId],
  );

const mailsTo = (server: TestServer, email: string, subject: string) =>
  server.db.query<{ subject: string; body_text: string }>(
    'SELECT subject, body_text FROM mail_outbox WHERE to_address = $1 AND subject = $2',
    [email, subject],
  );

describe.each(testEngines)('the desk’s orders on $label, with the embedded test-card processor', (engine) => {
  let database: TestDatabase;
  let desk: DeskServer;
  let server: TestServer;
  let smtp: SmtpCapture;
  let artist: StudioBrowser;

  beforeAll(async () => {
    database = await engine.create();
    desk = await startDeskServer({
      database: database.config,
      // A job that fails once is given up at once, for the list of what needs her.
      env: { FULFILMENT_RETRY_SECONDS: '1', JOB_MAX_ATTEMPTS: '1' },
    });
    ({ server, smtp, artist } = desk);
  });
  afterAll(async () => {
    await desk.stop();
    await database.drop();
  });

  /** An order paid at the checkout, as a visitor places it. */
  async function placeOrder(address: Address, items: CartLine[] = [cartLine(10201)], billing = address) {
    const placed = await server.invoke(
      'process-order',
      orderRequest(items, { shippingInfo: address, billingInfo: billing }),
    );
    expect(placed.status).toBe(200);
    return String(placed.body.orderId);
  }

  /** An order stored, with holds on its originals, whose checkout has not charged it yet. */
  async function unpaidOrder(address: Address, items: OrderLine[] = [sweatshirt()]) {
    const { services } = server.app;
    const totals = priceOrderLines(items);
    return server.db.transaction(async (tx) => {
      const { order } = await services.orders.insertPending(
        {
          id: newId('ord'),
          idempotency_key: randomUUID(),
          request_hash: randomUUID(),
          email: address.email,
          items,
          shipping_address: address,
          billing_address: address,
          subtotal_cents: totals.subtotalCents,
          shipping_cents: totals.shippingCents,
          tax_cents: totals.taxCents,
          total_cents: totals.totalCents,
          discount_code: null,
          discount_cents: 0,
          gift_card_id: null,
          gift_card_cents: 0,
          payment_provider: services.payments.name,
          access_key: randomUUID(),
          shop_rates: shopRatesOf(specPrices),
        },
        tx,
      );
      await services.holds.take(
        tx,
        order.id,
        items.filter(isOriginalLine).map((line) => line.artworkId),
      );
      return order;
    });
  }

  /** A piece she put up for sale, and the original's line of an order for it. */
  async function original(slug: string, title: string): Promise<OrderLine> {
    const artworkId = await originalForSale(server, slug, title, { price: 900, shippingPrice: 40 });
    return {
      kind: 'original',
      artworkId,
      artworkSlug: slug,
      name: title,
      size: null,
      color: null,
      unitPrice: '900.00',
      shippingPrice: '40.00',
      quantity: 1,
    };
  }

  it('lists orders newest first, filtered by state, searched by number, name or e-mail, and paged', async () => {
    const family = `Pager-${randomUUID().slice(0, 8)}`;
    const stored = [];
    for (let n = 0; n < deskOrdersPageSize + 2; n++) {
      const order = await unpaidOrder({ ...buyer(`Ruth${n}`), lastName: family });
      // A minute apart, the later the newer.
      await server.db.query(`UPDATE orders SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [
        order.id,
        deskOrdersPageSize + 2 - n,
      ]);
      stored.push(order);
    }
    const newestFirst = stored.map((order) => order.id).reverse();
    const list = async (request: Record<string, unknown>) => {
      const { status, body } = await artist.call('studio-orders', request);
      expect(status).toBe(200);
      return body as { orders: { orderId: string }[]; total: number; page: number; pageSize: number };
    };

    const first = await list({ search: family.toLowerCase() });
    expect(first).toMatchObject({ total: deskOrdersPageSize + 2, page: 1, pageSize: deskOrdersPageSize });
    const second = await list({ search: family, page: 2 });
    expect([...first.orders, ...second.orders].map((order) => order.orderId)).toEqual(newestFirst);
    expect(first.orders[0]).toEqual({
      orderId: newestFirst[0],
      orderNumber: expect.any(Number),
      placedAt: expect.any(String),
      buyerName: `Ruth${deskOrdersPageSize + 1} ${family}`,
      email: stored.at(-1)!.email,
      total: 59.39,
      paymentState: 'pending',
      fulfilmentState: 'waiting',
      artistState: null,
      kinds: ['merch'],
    });

    const paid = buyer('Naomi');
    const paidId = await placeOrder(paid);
    const ids = async (request: Record<string, unknown>) => (await list(request)).orders.map((order) => order.orderId);
    expect(await ids({ search: `naomi ${paid.lastName.toUpperCase()}` })).toEqual([paidId]);
    expect(await ids({ search: paid.email.toUpperCase() })).toEqual([paidId]);
    expect(await ids({ search: paidId.slice(2, 10) })).toEqual([paidId]);
    const [{ number }] = (await server.db.query('SELECT number FROM orders WHERE id = $1', [paidId])) as [
      { number: number },
    ];
    expect(await ids({ search: `#${number}` })).toEqual([paidId]);
    expect(await ids({ search: ` ${number} ` })).toEqual([paidId]);
    expect(await ids({ search: paid.lastName, payment: 'paid', fulfilment: 'sent' })).toEqual([paidId]);
    expect(await ids({ search: paid.lastName, payment: 'pending' })).toEqual([]);
    expect(await ids({ search: family, payment: 'paid' })).toEqual([]);
    // Wildcards in a search are looked for as they are.
    expect(await list({ search: '%' })).toMatchObject({ orders: [], total: 0 });
    expect((await artist.call('studio-orders', { page: 0 })).status).toBe(400);
  });

  it('shows an order’s page: lines, addresses, the buyer’s timeline, its records, e-mails and her notes', async () => {
    const lydia = buyer('Lydia');
    const orderId = await placeOrder(lydia, [cartLine(10201)], {
      ...lydia,
      address: '1 Market Street',
      apartment: undefined,
      phone: undefined,
    });
    const number = await orderNumber(server, orderId);

    const order = await deskOrder(artist, orderId);
    expect(order).toMatchObject({
      status: {
        orderId,
        status: 'sent_to_print',
        lines: [{ name: cartLine(10201).name, quantity: 1 }],
        totals: { total: 59.39 },
      },
      email: lydia.email,
      shipTo: [`Lydia ${lydia.lastName}`, '16 River Road, Apt 2', 'Chicago, IL 60601', 'US', '312-555-0142'],
      billTo: [`Lydia ${lydia.lastName}`, '1 Market Street', 'Chicago, IL 60601', 'US'],
      paymentState: 'paid',
      fulfilmentState: 'sent',
      artistState: null,
      amountRefunded: 0,
      refundable: 59.39,
      paymentError: null,
      records: [
        { label: 'Test card payment', id: expect.stringMatching(/^pi_test_/), url: null },
        { label: 'Print order', id: expect.stringMatching(/^pf_local_/), url: null },
      ],
      notes: [],
      actions: { refund: true, resendConfirmation: true, markShipped: false, cancel: false },
    });
    expect(order.status.timeline.map((entry) => entry.step)).toEqual(['placed', 'paid', 'sent_to_print']);
    // Stored in one transaction, the two have the same time: in either order.
    expect(order.mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ['grace@example.com', `New order ${number}: $59.39 from Lydia ${lydia.lastName}`],
      [lydia.email, `Your Grace Studio order ${number}`],
    ]);

    await artist.call('studio-add-order-note', { orderId, text: '  Called her about the size.  ' });
    const noted = await artist.call('studio-add-order-note', { orderId, text: 'She is happy with a medium.' });
    expect(noted.status).toBe(200);
    expect((noted.body.order as DeskOrder).notes.map((note) => note.text)).toEqual([
      'Called her about the size.',
      'She is happy with a medium.',
    ]);
    expect(await artist.call('studio-add-order-note', { orderId, text: '   ' })).toMatchObject({
      status: 400,
      body: { error: 'text: Please enter a note' },
    });
    expect(await artist.call('studio-order', { orderId: 'ord_nothing' })).toMatchObject({
      status: 404,
      body: { error: 'There is no order ord_nothing.' },
    });
  });

  it('refunds an order in full through the processor once, however often asked: Refunded, the print order canceled, the buyer e-mailed', async () => {
    const esther = buyer('Esther');
    const orderId = await placeOrder(esther);
    const number = await orderNumber(server, orderId);

    const answers = await Promise.all([
      artist.call('studio-refund-order', { orderId, amount: null }),
      artist.call('studio-refund-order', { orderId, amount: null }),
    ]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(await artist.call('studio-refund-order', { orderId, amount: null })).toMatchObject({
      status: 409,
      body: { error: 'This order was refunded in full already.' },
    });

    const refunds = await server.db.query<{ amount_cents: number }>(
      `SELECT r.amount_cents FROM test_card_refunds r JOIN test_card_charges c ON c.id = r.charge_id
       WHERE c.idempotency_key = $1`,
      [orderId],
    );
    expect(refunds).toEqual([{ amount_cents: 5939 }]);
    expect(await paymentChanges(server, orderId)).toEqual([
      { to_state: 'paid', source: 'request' },
      { to_state: 'refunded', source: 'studio' },
    ]);
    // Sent to print a moment ago and not yet made: the print order is canceled.
    await expect
      .poll(async () => (await deskOrder(artist, orderId)).fulfilmentState, { timeout: 10_000 })
      .toBe('canceled');
    const [local] = await server.db.query<{ canceled: boolean }>(
      'SELECT canceled_at IS NOT NULL AS canceled FROM local_fulfilment_orders WHERE external_id = $1',
      [orderId],
    );
    expect(local).toEqual({ canceled: true });

    const mail = await smtp.waitFor((message) => message.subject === `Your refund for order ${number}`);
    expect(mail.to).toEqual([esther.email]);
    expect(mail.text).toContain('Your order was refunded in full: $59.39');
    expect(mail.text).toContain('Your order has been canceled');
    const order = await deskOrder(artist, orderId);
    expect(order).toMatchObject({
      paymentState: 'refunded',
      amountRefunded: 59.39,
      refundable: 0,
      actions: { refund: false, resendConfirmation: true, cancel: false },
    });
    expect(order.status.timeline).toContainEqual(expect.objectContaining({ step: 'refunded', amountRefunded: 59.39 }));
    expect(order.mails.filter((sent) => sent.subject === `Your refund for order ${number}`)).toHaveLength(1);
  });

  it('refunds part of an order, keeps it going, refuses more than is left, then refunds the rest', async () => {
    const martha = buyer('Martha');
    const orderId = await placeOrder(martha);
    const number = await orderNumber(server, orderId);

    const part = await artist.call('studio-refund-order', { orderId, amount: 10 });
    expect(part.status).toBe(200);
    expect(part.body.order).toMatchObject({
      paymentState: 'partly_refunded',
      fulfilmentState: 'sent',
      amountRefunded: 10,
      refundable: 49.39,
      actions: { refund: true },
    });
    expect((await mailsTo(server, martha.email, `Your refund for order ${number}`))[0]!.body_text).toContain(
      '$10.00 of your order was refunded',
    );

    expect(await artist.call('studio-refund-order', { orderId, amount: 49.4 })).toMatchObject({
      status: 400,
      body: { error: 'amount: Please enter at most $49.39, what is left to refund of this order.' },
    });
    const rest = await artist.call('studio-refund-order', { orderId, amount: null });
    expect(rest.body.order).toMatchObject({ paymentState: 'refunded', amountRefunded: 59.39, refundable: 0 });
    // The print order is canceled first, in the background; the buyer then hears of both.
    await expect
      .poll(async () => (await mailsTo(server, martha.email, `Your refund for order ${number}`)).length, {
        timeout: 10_000,
      })
      .toBe(2);
  });

  it('refuses to refund an order nobody paid for', async () => {
    const order = await unpaidOrder(buyer('Dorcas'));
    expect(await artist.call('studio-refund-order', { orderId: order.id, amount: null })).toMatchObject({
      status: 409,
      body: { error: 'This order is not paid, so there is nothing to refund.' },
    });
  });

  it('cancels an unpaid order, which frees the original it held for the next buyer', async () => {
    const line = await original('river-at-dusk', 'River at Dusk');
    const order = await unpaidOrder(buyer('Joanna'), [line]);
    const nextBuyer = orderRequest([originalCartLine('river-at-dusk', 'River at Dusk', '900.00', '40.00')], {
      shippingInfo: buyer('Priscilla'),
    });
    expect((await server.invoke('process-order', nextBuyer)).status).toBe(409);

    const canceled = await artist.call('studio-cancel-order', { orderId: order.id });
    expect(canceled.status).toBe(200);
    const page = canceled.body.order as DeskOrder;
    expect(page).toMatchObject({ paymentState: 'canceled', actions: { cancel: false, refund: false } });
    expect(page.status.timeline.map((entry) => entry.step)).toEqual(['placed', 'canceled']);
    expect(await paymentChanges(server, order.id)).toEqual([{ to_state: 'canceled', source: 'studio' }]);
    expect(await artist.call('studio-cancel-order', { orderId: order.id })).toMatchObject({ status: 409 });

    expect((await server.invoke('process-order', nextBuyer)).status).toBe(200);
  });

  it('refunds a payment that goes through after its order was canceled, and tells the buyer and her', async () => {
    const { services } = server.app;
    const tabitha = buyer('Tabitha');
    const order = await unpaidOrder(tabitha);
    const number = await orderNumber(server, order.id);
    expect((await artist.call('studio-cancel-order', { orderId: order.id })).status).toBe(200);

    // The buyer's charge was already on its way when she canceled.
    const charge = await services.payments.charge({
      orderId: order.id,
      amountCents: order.total_cents,
      description: `Order ${order.id}`,
      receiptEmail: order.email,
      payment: orderRequest().paymentInfo as { cardNumber: string; expiryDate: string; cvv: string; cardName: string },
    });
    expect(charge.outcome).toBe('succeeded');
    const reference = (charge as { paymentIntentId: string }).paymentIntentId;
    expect(await services.lifecycle.paymentChanged(order.id, { to: 'paid', reference }, 'request')).toBe(false);

    await expect
      .poll(
        async () =>
          (
            await server.db.query<{ amount_cents: number }>(
              'SELECT amount_cents FROM test_card_refunds WHERE charge_id = $1',
              [reference],
            )
          ).map((refund) => refund.amount_cents),
        { timeout: 10_000 },
      )
      .toEqual([order.total_cents]);
    const mail = await smtp.waitFor((message) => message.subject === `Your refund for order ${number}`);
    expect(mail.text).toContain('Your order was refunded in full: $59.39');
    await smtp.waitFor((message) => message.subject === `Order ${number} was paid after it was canceled, and refunded`);
    expect((await deskOrder(artist, order.id)).paymentState).toBe('canceled');
  });

  it('sends the confirmation again, each time, and lists it among the order’s e-mails', async () => {
    const hannah = buyer('Hannah');
    const orderId = await placeOrder(hannah);
    const number = await orderNumber(server, orderId);
    const subject = `Your Grace Studio order ${number}`;

    const resent = await artist.call('studio-resend-confirmation', { orderId });
    expect(resent.status).toBe(200);
    await artist.call('studio-resend-confirmation', { orderId });
    expect((resent.body.order as DeskOrder).mails.filter((mail) => mail.subject === subject)).toHaveLength(2);
    expect(await mailsTo(server, hannah.email, subject)).toHaveLength(3);
    await expect.poll(() => smtp.messages.filter((mail) => mail.subject === subject).length).toBe(3);

    const unpaid = await unpaidOrder(buyer('Lois'));
    expect(await artist.call('studio-resend-confirmation', { orderId: unpaid.id })).toMatchObject({
      status: 409,
      body: { error: 'This order was never paid, so it has no confirmation to send again.' },
    });
  });

  it('lists what needs her, newest first, and counts it with her unread messages', async () => {
    const { lifecycle } = server.app.services;
    const attention = async () => ((await artist.call('studio-attention')).body as { items: AttentionItem[] }).items;

    await original('still-morning', 'Still Morning');
    const toPack = await placeOrder(buyer('Eunice'), [
      originalCartLine('still-morning', 'Still Morning', '900.00', '40.00'),
    ]);
    const toPackNumber = await orderNumber(server, toPack);

    const onHold = await placeOrder(buyer('Phoebe'));
    const onHoldNumber = await orderNumber(server, onHold);
    await lifecycle.fulfilmentProblem(onHold, 'on_hold', 'The address could not be verified.', 'printful-webhook');

    // A bank debit for an original that failed after the checkout had answered.
    const debit = await unpaidOrder(buyer('Chloe'), [await original('quiet-field', 'Quiet Field')]);
    const debitNumber = await orderNumber(server, debit.id);
    await lifecycle.paymentChanged(
      debit.id,
      { to: 'failed', reason: 'The bank declined the debit.' },
      'stripe-webhook',
    );
    // Declined at the checkout itself, the buyer saw it there: nothing for her.
    const declined = await server.invoke(
      'process-order',
      orderRequest([originalCartLine('quiet-field', 'Quiet Field', '900.00', '40.00')], {
        paymentInfo: { cardNumber: '4000 0000 0000 0002', expiryDate: '12/34', cvv: '123', cardName: 'Lydia' },
      }),
    );
    expect(declined.status).toBe(402);

    // A refund the processor refuses, given up after its one attempt.
    const stuck = await unpaidOrder(buyer('Rhoda'));
    const stuckNumber = await orderNumber(server, stuck.id);
    await artist.call('studio-cancel-order', { orderId: stuck.id });
    await lifecycle.paymentChanged(stuck.id, { to: 'paid', reference: 'pi_test_unknown' }, 'stripe-webhook');

    await expect
      .poll(async () => (await attention()).some((item) => item.kind === 'job'), { timeout: 15_000 })
      .toBe(true);
    const items = await attention();
    const about = (orderId: string) => items.filter((item) => item.orderId === orderId);
    expect(about(toPack)).toEqual([
      {
        kind: 'to-pack',
        title: `Order ${toPackNumber} has originals to pack and ship`,
        detail: expect.stringContaining('“Still Morning”, for Eunice'),
        at: expect.any(String),
        orderId: toPack,
      },
    ]);
    expect(about(onHold)).toEqual([
      {
        kind: 'fulfilment',
        title: `Order ${onHoldNumber} is on hold at Printful`,
        detail: 'The address could not be verified.',
        at: expect.any(String),
        orderId: onHold,
      },
    ]);
    expect(about(debit.id)).toEqual([
      {
        kind: 'payment',
        title: `The payment for order ${debitNumber} failed after it held “Quiet Field”`,
        detail: 'The bank declined the debit.',
        at: expect.any(String),
        orderId: debit.id,
      },
    ]);
    expect(about(String(declined.body.orderId ?? ''))).toEqual([]);
    expect(about(stuck.id)).toEqual([
      {
        kind: 'job',
        title: `Refunding the payment that went through after order ${stuckNumber} was canceled failed and will not be tried again`,
        detail: expect.stringContaining('Tried once; the last error:'),
        at: expect.any(String),
        orderId: stuck.id,
      },
    ]);
    expect(items.map((item) => item.at)).toEqual(
      items
        .map((item) => item.at)
        .sort()
        .reverse(),
    );

    const counts = async () => (await artist.call('studio-desk-counts')).body;
    const before = (await counts()).unreadMessages as number;
    expect(
      (
        await server.invoke('send-contact-message', {
          name: 'Martha Bethany',
          email: 'martha@example.com',
          subject: 'Commission Question',
          message: 'Could you paint our church at sunrise?',
        })
      ).status,
    ).toBe(200);
    expect(await counts()).toMatchObject({ unreadMessages: before + 1, needsAttention: items.length });
  });

  describe('the CSV of her orders', () => {
    const download = (cookie = '') =>
      fetch(`${server.url}${deskExports.orders}`, { headers: cookie ? { Cookie: cookie } : {} });

    it('needs her session, and answers 401 without it', async () => {
      const response = await download();
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: signedOutMessage });
    });

    it('has a row per line with the order’s totals and states, and a buyer’s name that looks like a formula stays text', async () => {
      const orderId = await placeOrder({ ...buyer('Anna'), firstName: '=HYPERLINK("x")', lastName: 'Prophetess' }, [
        cartLine(10201),
        cartLine(10302, 2),
      ]);

      const response = await download(artist.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

      const rows = new TextDecoder().decode(bytes).split('\r\n');
      expect(rows[0]).toBe(
        'Order,Order id,Date,Buyer,E-mail,Kind,Item,Size,Colour,Quantity,Unit price,Line total,Order subtotal,Discount code,Discount,Shipping,Tax,Total,Paid by gift card,Paid by card,Refunded,Payment,Fulfilment',
      );
      const [{ number }] = (await server.db.query('SELECT number FROM orders WHERE id = $1', [orderId])) as [
        { number: number },
      ];
      const lines = rows.filter((row) => row.startsWith(`#${number},${orderId},`));
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(line).toContain(`,"'=HYPERLINK(""x"") Prophetess",`);
        expect(line).toMatch(/,Paid,At Printful$/);
      }
      const [first, second] = lines;
      expect(second).toContain(',merch,');
      expect(second).toMatch(/,2,\d+(\.\d+)?,\d+(\.\d+)?,/);
      // The order's own amounts stand once, on its first row: a summed column counts each order once.
      expect(first).toMatch(/,\d+(\.\d+)?,,0,\d+(\.\d+)?,\d+(\.\d+)?,\d+(\.\d+)?,0,\d+(\.\d+)?,0,Paid,At Printful$/);
      expect(second).toMatch(/,,,,,,,,,,Paid,At Printful$/);
      // Dated in her time zone (UTC unless TIME_ZONE says otherwise), with the offset.
      expect(first!.split(',')[2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    });

    it('leaves out a declined attempt, as her list of orders does unless she asks for failed payments', async () => {
      const buyerOfAttempt = buyer('Dorcas');
      const declined = await server.invoke(
        'process-order',
        orderRequest([cartLine(10201)], {
          shippingInfo: buyerOfAttempt,
          billingInfo: buyerOfAttempt,
          paymentInfo: { cardNumber: '4000 0000 0000 0002', expiryDate: '12/34', cvv: '123', cardName: 'Dorcas' },
        }),
      );
      expect(declined.status).toBe(402);
      const [attempt] = await server.db.query<{ id: string }>('SELECT id FROM orders WHERE email = $1', [
        buyerOfAttempt.email,
      ]);
      const orderId = attempt!.id;

      const csv = await (await download(artist.cookie)).text();
      expect(csv).not.toContain(orderId);
      const listed = async (filter: object) =>
        ((await artist.call('studio-orders', filter)).body.orders as { orderId: string }[]).map(
          (order) => order.orderId,
        );
      expect(await listed({})).not.toContain(orderId);
      expect(await listed({ payment: 'failed' })).toContain(orderId);
    });
  });
});

describe('the desk’s orders, with Stripe and Printful', () => {
  const webhookSecret = 'whsec_standin';
  let stripe: StripeStandIn;
  let printful: PrintfulStandIn;
  let desk: DeskServer;
  let server: TestServer;
  let artist: StudioBrowser;

  beforeAll(async () => {
    [stripe, printful] = await Promise.all([new StripeStandIn().start(), new PrintfulStandIn(sampleCatalog).start()]);
    desk = await startDeskServer({
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_API_URL: stripe.url,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        PRINTFUL_API_TOKEN: printful.token,
        PRINTFUL_API_URL: printful.url,
        FULFILMENT_RETRY_SECONDS: '1',
      },
    });
    ({ server, artist } = desk);
    stripe.webhook = { url: `${server.url}/webhooks/stripe`, secret: webhookSecret };
  });
  afterAll(async () => {
    await desk.stop();
    await Promise.all([stripe.stop(), printful.stop()]);
  });

  async function placeOrder(token: string) {
    const address = buyer('Lydia');
    const placed = await server.invoke(
      'process-order',
      orderRequest([cartLine(10201)], { shippingInfo: address, paymentInfo: { confirmationToken: token } }),
    );
    expect(placed.status).toBe(200);
    return { orderId: String(placed.body.orderId), intentId: String(placed.body.paymentIntentId), address };
  }

  it('links the payment and the print order to their dashboards', async () => {
    const { orderId, intentId } = await placeOrder('ctoken_success');
    const order = await deskOrder(artist, orderId);
    expect(order.records).toEqual([
      { label: 'Stripe payment', id: intentId, url: `https://dashboard.stripe.com/payments/${intentId}` },
      {
        label: 'Printful order',
        id: order.records[1]!.id,
        url: `https://www.printful.com/dashboard/default/orders?search=${order.records[1]!.id}`,
      },
    ]);
  });

  it('refunds through Stripe and cancels the print order not yet made; Stripe’s charge.refunded for it changes nothing more', async () => {
    const { orderId, intentId, address } = await placeOrder('ctoken_success');
    const number = await orderNumber(server, orderId);
    expect(printful.orders.get(orderId)?.status).toBe('pending');

    const refunded = await artist.call('studio-refund-order', { orderId, amount: null });
    expect(refunded.status).toBe(200);
    expect(refunded.body.order).toMatchObject({ paymentState: 'refunded', amountRefunded: 59.39 });
    const refunds = [...stripe.refunds.values()].filter((refund) => refund.payment_intent === intentId);
    expect(refunds.map((refund) => refund.amount)).toEqual([5939]);
    expect(stripe.requests).toContainEqual(
      expect.objectContaining({ path: '/v1/refunds', idempotencyKey: `studio-refund-${orderId}-0-5939` }),
    );
    await expect
      .poll(async () => (await deskOrder(artist, orderId)).fulfilmentState, { timeout: 10_000 })
      .toBe('canceled');
    expect(printful.orders.get(orderId)?.status).toBe('canceled');

    const charge = stripe.charges.get(String(stripe.paymentIntents.get(intentId)!.latest_charge))!;
    const event = await stripe.sendEvent('charge.refunded', charge);
    await expect
      .poll(async () => (await server.app.services.jobs.status('stripe-event', `stripe-event:${event.id}`))?.state, {
        timeout: 10_000,
      })
      .toBe('completed');
    expect(await paymentChanges(server, orderId)).toEqual([
      { to_state: 'paid', source: 'request' },
      { to_state: 'refunded', source: 'studio' },
    ]);
    expect(await mailsTo(server, address.email, `Your refund for order ${number}`)).toHaveLength(1);
  });

  it('refuses to cancel an order whose bank debit is still processing, so its success cannot arrive for a canceled order', async () => {
    const { orderId } = await placeOrder('ctoken_processing');
    expect(await artist.call('studio-cancel-order', { orderId })).toEqual({
      status: 409,
      body: {
        error:
          'The buyer’s payment is still being processed by their bank, so the order cannot be canceled now. If it fails, the order closes by itself.',
      },
      setCookie: '',
    });
    expect((await deskOrder(artist, orderId)).paymentState).toBe('pending');
  });
});
