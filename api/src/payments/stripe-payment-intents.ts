import type Stripe from 'stripe';
import {
  PaymentUnavailableError,
  RefundRefusedError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
} from './payment-gateway';

// The longest value Stripe keeps in an object's metadata.
const metadataValueLimit = 500;

/**
 * Merchandise payments through Stripe PaymentIntents. The browser collects the card with
 * Stripe's Payment Element and hands over a confirmation token, so no card number ever
 * reaches this server; the order id is the idempotency key, so a retry charges once.
 */
export class StripePaymentIntents implements PaymentGateway {
  readonly name = 'stripe';
  readonly takesCardDetails = false;

  constructor(private readonly stripe: Stripe) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!('confirmationToken' in request.payment)) {
      return {
        outcome: 'declined',
        code: 'card_required',
        message: 'Please enter your card in the secure payment form.',
      };
    }
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          confirm: true,
          confirmation_token: request.payment.confirmationToken,
          description: request.description,
          receipt_email: request.receiptEmail,
          metadata: { orderId: request.orderId },
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: `order-${request.orderId}` },
      );
      return resultOf(intent);
    } catch (error) {
      const stripeError = error as { type?: string; code?: string; message?: string };
      // A refused card or an unusable token is a definite answer; anything else leaves the
      // outcome unknown, and the order waits for a retry with the same idempotency key.
      if (stripeError.type === 'StripeCardError' || stripeError.type === 'StripeInvalidRequestError') {
        return {
          outcome: 'declined',
          code: stripeError.code ?? 'card_declined',
          message: stripeError.message ?? 'Your card was declined.',
        };
      }
      throw new PaymentUnavailableError(`Stripe did not confirm the payment: ${stripeError.message ?? String(error)}`);
    }
  }

  async findCharge(orderId: string): Promise<ChargeResult | undefined> {
    const { data } = await this.stripe.paymentIntents.search({
      query: `metadata['orderId']:'${orderId}'`,
      limit: 1,
    });
    return data[0] && resultOf(data[0]);
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: request.paymentIntentId,
          amount: request.amountCents,
          reason: 'requested_by_customer',
          metadata: { orderId: request.orderId, reason: request.reason.slice(0, metadataValueLimit) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      // A replayed refund answers as it first did; its charge (a PaymentIntent's refund always
      // names one) says what is refunded now.
      const charge = await this.stripe.charges.retrieve(refund.charge as string);
      return { refundId: refund.id, amountRefundedCents: charge.amount_refunded };
    } catch (error) {
      const stripeError = error as { type?: string; message?: string };
      // A refused refund is a definite answer; anything else leaves it unknown, and a retry with
      // the same idempotency key refunds at most once.
      if (stripeError.type === 'StripeInvalidRequestError' || stripeError.type === 'StripeIdempotencyError') {
        throw new RefundRefusedError(`Stripe refused the refund: ${stripeError.message ?? String(error)}`);
      }
      throw new PaymentUnavailableError(`Stripe did not confirm the refund: ${stripeError.message ?? String(error)}`);
    }
  }
}

/** Only a PaymentIntent that succeeded is paid; one still processing is not, yet. */
export function resultOf(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded') return { outcome: 'succeeded', paymentIntentId: intent.id };
  if (intent.status === 'processing') return { outcome: 'processing', paymentIntentId: intent.id };
  return {
    outcome: 'declined',
    code: intent.status,
    message: intent.last_payment_error?.message ?? 'Your card was declined.',
  };
}
