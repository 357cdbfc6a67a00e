import type { Services } from '../services';
import type { SiteFunction } from '../http/site-function';

/** get-payment-options: tells the checkout which processor takes the card. */
export function getPaymentOptions({ payments, config }: Services): SiteFunction<'get-payment-options'> {
  return {
    handle: async () => ({
      processor: payments.name,
      publishableKey: payments.name === 'stripe' ? (config.stripe?.publishableKey ?? null) : null,
    }),
  };
}
