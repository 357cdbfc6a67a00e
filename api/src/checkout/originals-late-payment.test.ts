import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from 'shared-contracts/cart';
import type { ProcessOrderRequest } from 'shared-contracts/order';
import { priceOrder } from 'shared-contracts/pricing';
import { cartLine, orderNumber, orderRequest, originalForSale } from '../testing/order-fixtures';
import { originalCartLine } from 'shared-contracts/testing/cart-lines';
import { SmtpCapture } from '../testing/smtp-capture';
import { StripeStandIn } from '../testing/stripe-standin';
import { startTestServer, type TestServer } from '../testing/test-server';

const webhookSecret = 'whsec_standin';

describe('a payment for an original that succeeds after its hold ended and another buyer bought the piece', () => {
  let stripe: StripeStandIn;
  let smtp: SmtpCapture;
  let server: TestServer;

  beforeAll(async () => {
    [stripe, smtp] = await Promise.all([new StripeStandIn().start(), new SmtpCapture().start()]);
    server = await startTestServer({
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_API_URL: stripe.url,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        SMTP_URL: smtp.url,
        ARTIST_EMAIL: 'grace@example.com',
        FULFILMENT_RETRY_SECONDS: '1',
      },
    });
    stripe.webhook = { url: `${server.url}/webhooks/stripe`, secret: webhookSecret };
  });
  afterAll(async () => {
    await server.stop();
    await Promise.all([stripe.stop(), smtp.stop()]);
  });

  const orderOf = async (orderId: string) =>
    (
      await server.db.query<{ payment_state: string; amount_refunded_cents: number; total_cents: number }>(
        'SELECT payment_state, amount_refunded_cents, total_cents FROM orders WHERE id = $1',
        [orderId],
      )
    )[0]!;

  /**
   * An order of `items` whose bank debit takes longer than the hold on `piece`: the hold ends,
   * another collector buys the piece, then the first payment succeeds after all.
   */
  async function paidAfterAnotherBought(
    piece: CartLine,
    items: CartLine[],
    request: Partial<ProcessOrderRequest> = {},
  ) {
    const slow = await server.invoke(
      'process-order',
      orderRequest(items, { ...request, paymentInfo: { confirmationToken: 'ctoken_processing' } }),
    );
    expect(slow.status).toBe(200);
    const slowOrder = String(slow.body.orderId);
    await server.db.query(`UPDATE artwork_holds SET expires_at = now() - interval '1 minute' WHERE order_id = $1`, [
      slowOrder,
    ]);
    const other = await server.invoke(
      'process-order',
      orderRequest([piece], {
        paymentInfo: { confirmationToken: 'ctoken_success' },
        shippingInfo: { ...orderRequest().shippingInfo, firstName: 'Deborah', email: 'deborah@example.com' },
      }),
    );
    expect(other.status).toBe(200);
    await stripe.sendEvent(
      'payment_intent.succeeded',
      stripe.settlePaymentIntent(String(slow.body.paymentIntentId), 'succeeded'),
    );
    return { slowOrder, otherOrder: String(other.body.orderId) };
  }

  it('is refunded in full through Stripe, and the buyer and the artist are told; the piece stays sold to the other', async () => {
    await originalForSale(server, 'evening-prayer', 'Evening Prayer', { price: 800, shippingPrice: 30 });
    const line = originalCartLine('evening-prayer', 'Evening Prayer', '800.00', '30.00');
    const { slowOrder, otherOrder } = await paidAfterAnotherBought(line, [line]);
    const number = await orderNumber(server, slowOrder);

    await expect.poll(async () => (await orderOf(slowOrder)).payment_state, { timeout: 10_000 }).toBe('refunded');
    const refunded = await orderOf(slowOrder);
    expect(refunded.amount_refunded_cents).toBe(refunded.total_cents);
    const buyerMail = await smtp.waitFor(
      (mail) => mail.to.includes('lydia@example.com') && mail.subject === `Your refund for order ${number}`,
    );
    expect(buyerMail.text).toContain('“Evening Prayer” went to another collector');
    const artistMail = await smtp.waitFor(
      (mail) => mail.to.includes('grace@example.com') && mail.subject.startsWith(`Order ${number} was refunded`),
    );
    expect(artistMail.text).toContain('Nothing needs to be shipped for this piece.');
    expect(
      smtp.messages.filter((mail) => mail.to.includes('lydia@example.com') && mail.subject.includes('refund')),
    ).toHaveLength(1);

    const [piece] = await server.db.query<{ status: string }>(
      `SELECT status FROM artworks WHERE slug = 'evening-prayer'`,
    );
    expect(piece!.status).toBe('sold');
    const [othersOrder] = await server.db.query<{ artist_state: string }>(
      'SELECT artist_state FROM orders WHERE id = $1',
      [otherOrder],
    );
    expect(othersOrder!.artist_state).toBe('packing');
  });

  it('gives back, of a discounted order, what the lost piece added under the code, not its list price', async () => {
    await originalForSale(server, 'harvest-moon', 'Harvest Moon', { price: 500, shippingPrice: 25 });
    await server.db.query(
      `INSERT INTO discount_codes (id, code, code_key, kind, value, applies_to, starts_at, once_per_email)
       VALUES ('code_harvest', 'Harvest10', 'HARVEST10', 'percent', 10, 'everything', now() - interval '1 day', false)`,
    );
    const terms = { kind: 'percent', value: 10, appliesTo: 'everything', minSubtotalCents: null } as const;
    const piece = originalCartLine('harvest-moon', 'Harvest Moon', '500.00', '25.00');
    const items = [piece, cartLine(10201)];
    const { slowOrder } = await paidAfterAnotherBought(piece, items, {
      totals: priceOrder(items, { discount: terms }),
      discountCode: 'harvest10',
    });

    await expect
      .poll(async () => (await orderOf(slowOrder)).payment_state, { timeout: 10_000 })
      .toBe('partly_refunded');
    const kept = priceOrder([cartLine(10201)], { discount: terms });
    const paid = priceOrder(items, { discount: terms });
    expect((await orderOf(slowOrder)).amount_refunded_cents).toBe(Math.round((paid.total - kept.total) * 100));
  });
});
