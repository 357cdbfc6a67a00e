import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeStandIn } from '../testing/stripe-standin';
import { newId } from '../db/ids';
import { PaymentUnavailableError, RefundRefusedError, type RefundRequest } from './payment-gateway';
import { createStripeClient } from './stripe-client';
import { StripePaymentIntents } from './stripe-payment-intents';

describe('refunds through Stripe PaymentIntents', () => {
  let stripe: StripeStandIn;
  let gateway: StripePaymentIntents;
  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    gateway = new StripePaymentIntents(createStripeClient({ secretKey: stripe.secretKey, apiUrl: stripe.url }));
  });
  afterAll(() => stripe.stop());

  /** An order paid through Stripe; answers the refund request for it, to adjust per test. */
  async function paidOrder(amountCents: number, confirmationToken = 'ctoken_success'): Promise<RefundRequest> {
    const orderId = newId('ord');
    const charged = await gateway.charge({
      orderId,
      amountCents,
      description: `Order ${orderId}`,
      receiptEmail: 'lydia@example.com',
      payment: { confirmationToken },
    });
    if (charged.outcome === 'declined') throw new Error(`The payment was declined: ${charged.message}`);
    return {
      orderId,
      paymentIntentId: charged.paymentIntentId,
      amountCents,
      reason: 'The buyer asked for a refund',
      idempotencyKey: newId('refund'),
    };
  }

  const chargeOf = (paymentIntentId: string) =>
    [...stripe.charges.values()].find((charge) => charge.payment_intent === paymentIntentId)!;
  const refundsOf = (paymentIntentId: string) =>
    [...stripe.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId);

  it('refunds the whole payment, as requested by the customer, with the order and reason kept at Stripe', async () => {
    const order = await paidOrder(5939);

    const refund = await gateway.refund(order);

    expect(refund).toEqual({ refundId: expect.stringMatching(/^re_/), amountRefundedCents: 5939 });
    expect(chargeOf(order.paymentIntentId)).toMatchObject({ amount_refunded: 5939, refunded: true });
    expect(stripe.refunds.get(refund.refundId)).toMatchObject({
      amount: 5939,
      reason: 'requested_by_customer',
      metadata: { orderId: order.orderId, reason: 'The buyer asked for a refund' },
    });
  });

  it('refunds part of a payment, then the rest, answering the total refunded each time', async () => {
    const order = await paidOrder(5939);

    const first = await gateway.refund({ ...order, amountCents: 1000 });
    const rest = await gateway.refund({ ...order, amountCents: 4939, idempotencyKey: newId('refund') });

    expect(first.amountRefundedCents).toBe(1000);
    expect(rest.amountRefundedCents).toBe(5939);
    expect(rest.refundId).not.toBe(first.refundId);
    expect(chargeOf(order.paymentIntentId)).toMatchObject({ amount_refunded: 5939, refunded: true });
  });

  it('refunds once when retried with the same key, and the retry answers the same refund', async () => {
    const order = await paidOrder(5939);

    const first = await gateway.refund({ ...order, amountCents: 2000 });
    const retried = await gateway.refund({ ...order, amountCents: 2000 });

    expect(retried).toEqual(first);
    expect(refundsOf(order.paymentIntentId)).toHaveLength(1);
    expect(chargeOf(order.paymentIntentId).amount_refunded).toBe(2000);
  });

  it('answers the total refunded now when a retry replays an earlier refund', async () => {
    const order = await paidOrder(5939);
    const first = await gateway.refund({ ...order, amountCents: 1000 });
    await gateway.refund({ ...order, amountCents: 2000, idempotencyKey: newId('refund') });

    const retried = await gateway.refund({ ...order, amountCents: 1000 });

    expect(retried).toEqual({ refundId: first.refundId, amountRefundedCents: 3000 });
  });

  it('refuses a refund of more than is left to refund, and refunds nothing more', async () => {
    const order = await paidOrder(5939);
    await gateway.refund({ ...order, amountCents: 4000 });

    const refused = gateway.refund({ ...order, amountCents: 2000, idempotencyKey: newId('refund') });

    await expect(refused).rejects.toThrow(RefundRefusedError);
    await expect(refused).rejects.toThrow(
      'Refund amount ($20.00) is greater than unrefunded amount on charge ($19.39)',
    );
    expect(refundsOf(order.paymentIntentId)).toHaveLength(1);
    expect(chargeOf(order.paymentIntentId)).toMatchObject({ amount_refunded: 4000, refunded: false });
  });

  it('refuses to refund a payment refunded in full already', async () => {
    const order = await paidOrder(5939);
    await gateway.refund(order);

    await expect(gateway.refund({ ...order, amountCents: 1, idempotencyKey: newId('refund') })).rejects.toThrow(
      /has already been refunded/,
    );
  });

  it('refuses to refund a payment that is still processing, which has no charge yet', async () => {
    const order = await paidOrder(5939, 'ctoken_processing');

    await expect(gateway.refund(order)).rejects.toThrow(RefundRefusedError);
    expect(refundsOf(order.paymentIntentId)).toEqual([]);
  });

  it('reports Stripe being unavailable as such, and refunds when asked again with the same key', async () => {
    const order = await paidOrder(5939);
    stripe.failNext = 3; // the first try and the SDK's two retries

    await expect(gateway.refund(order)).rejects.toThrow(PaymentUnavailableError);
    expect(refundsOf(order.paymentIntentId)).toEqual([]);

    expect((await gateway.refund(order)).amountRefundedCents).toBe(5939);
  });

  it('refunds once when the answer to a refund is lost and it is asked again with the same key', async () => {
    const order = await paidOrder(5939);
    stripe.loseAnswers = 3; // the first try and the SDK's two retries all lose their answers

    await expect(gateway.refund({ ...order, amountCents: 1500 })).rejects.toThrow(PaymentUnavailableError);
    const retried = await gateway.refund({ ...order, amountCents: 1500 });

    expect(refundsOf(order.paymentIntentId)).toEqual([expect.objectContaining({ id: retried.refundId, amount: 1500 })]);
    expect(retried.amountRefundedCents).toBe(1500);
  });
});
