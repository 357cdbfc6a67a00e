import type Stripe from 'stripe';
import { PaymentUnavailableError, type ChargeRequest, type ChargeResult, type PaymentGateway } from './payment-gateway';

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
