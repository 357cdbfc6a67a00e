import Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string;
  /** Another API address, for tests against a local server that speaks Stripe's API. */
  apiUrl?: string;
}

/** The real Stripe SDK, pointed at api.stripe.com or at the configured address. */
export function createStripeClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}
