import type { SiteFunction } from '../http/site-function';
import type { PaymentGateway } from '../payments/payment-gateway';

/** get-payment-options: tells the checkout which processor takes the card, and Stripe's publishable key. */
export function getPaymentOptions(
  payments: Pick<PaymentGateway, 'name'>,
  publishableKey: string | undefined,
): SiteFunction<'get-payment-options'> {
  return {
    handle: async () => ({
      processor: payments.name,
      publishableKey: payments.name === 'stripe' ? (publishableKey ?? null) : null,
    }),
  };
}
