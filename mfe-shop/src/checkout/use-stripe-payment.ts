// The pure entry loads Stripe's script only when the checkout asks for it, not on import.
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import type { AddressFields } from './checkout-form';

export interface StripePayment {
  /** A callback ref for the element Stripe's Payment Element is mounted in. */
  mount: (element: HTMLDivElement | null) => void;
  /** Set when Stripe's script could not load or refused the card form. */
  problem: string | undefined;
  /** Turns the card the visitor entered into a confirmation token for the server. */
  confirmationToken(billing: AddressFields): Promise<string>;
}

/**
 * Stripe's Payment Element: the card is typed into Stripe's own frame and never passes
 * through this page's code or our server, which receives a confirmation token instead.
 * Used only when the server runs with Stripe; `publishableKey` null means not at all.
 */
export function useStripePayment(publishableKey: string | null, amountCents: number): StripePayment {
  const [target, mount] = useState<HTMLDivElement | null>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | undefined>(undefined);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (!publishableKey || !target) return;
    let cancelled = false;
    loadStripe(publishableKey)
      .then((loaded) => {
        if (cancelled) return;
        if (!loaded) throw new Error('Stripe did not load');
        const elements = loaded.elements({
          mode: 'payment',
          amount: Math.max(amountCents, 50),
          currency: 'usd',
          paymentMethodCreation: 'manual',
        });
        elements.create('payment').mount(target);
        stripe.current = { stripe: loaded, elements };
      })
      .catch((error: unknown) => {
        console.error('The secure card form could not load', error);
        setProblem('The secure card form could not load. Please check your connection and reload the page.');
      });
    return () => {
      cancelled = true;
    };
    // The element is created once; the amount is kept up to date below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey, target]);

  useEffect(() => {
    stripe.current?.elements.update({ amount: Math.max(amountCents, 50) });
  }, [amountCents]);

  return {
    mount,
    problem,
    async confirmationToken(billing) {
      if (!stripe.current) throw new Error('The secure card form is still loading. Please try again in a moment.');
      const { stripe: client, elements } = stripe.current;
      const submitted = await elements.submit();
      if (submitted.error) throw new Error(submitted.error.message ?? 'Please check your card details.');
      const { error, confirmationToken } = await client.createConfirmationToken({
        elements,
        params: {
          payment_method_data: {
            billing_details: {
              name: `${billing.firstName} ${billing.lastName}`,
              email: billing.email,
              phone: billing.phone || undefined,
              address: {
                line1: billing.address,
                line2: billing.apartment || undefined,
                city: billing.city,
                state: billing.state,
                postal_code: billing.zipCode,
                country: billing.country,
              },
            },
          },
        },
      });
      if (error || !confirmationToken)
        throw new Error(error?.message ?? 'Your card could not be read. Please try again.');
      return confirmationToken.id;
    },
  };
}
