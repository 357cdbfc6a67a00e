import type { PaymentOptions } from 'shared-contracts/order';
import * as z from 'zod/mini';
import type { Services } from '../services';
import { defineFunction } from './backend-function';

/** get-payment-options: tells the checkout which processor takes the card. */
export function getPaymentOptions({ payments, config }: Services) {
  return defineFunction({
    name: 'get-payment-options',
    body: z.optional(z.object({})),
    handle: async (): Promise<PaymentOptions> => ({
      processor: payments.name,
      publishableKey: payments.name === 'stripe' ? (config.stripe?.publishableKey ?? null) : null,
    }),
  });
}
