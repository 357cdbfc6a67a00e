import { useCallback, useEffect, useState } from 'react';
import { invokeFunction } from 'shared-contracts/functions-client';
import { orderFunctions, type PaymentOptions } from 'shared-contracts/order';

/** How the server takes cards, as far as the checkout knows: its answer, still asking, or could not ask. */
export type PaymentOptionsState = PaymentOptions | 'loading' | 'failed';

export interface PaymentOptionsRead {
  state: PaymentOptionsState;
  /** The server's answer once it has given one. */
  options: PaymentOptions | undefined;
  /** Asks again after the server could not be asked; everything typed into the form is kept. */
  retry(): void;
}

/**
 * How the server takes cards, asked for as the checkout opens. Until it answers no card field is
 * shown: with Stripe, a number typed into our own inputs would reach our server.
 */
export function usePaymentOptions(): PaymentOptionsRead {
  const [state, setState] = useState<PaymentOptionsState>('loading');

  const fetchPaymentOptions = useCallback(
    () =>
      invokeFunction(orderFunctions, 'get-payment-options', {})
        .then(setState)
        .catch((error: unknown) => {
          console.error('Could not read the payment options.', error);
          setState('failed');
        }),
    [],
  );
  useEffect(() => {
    void fetchPaymentOptions();
  }, [fetchPaymentOptions]);

  return {
    state,
    options: typeof state === 'string' ? undefined : state,
    retry: () => {
      setState('loading');
      void fetchPaymentOptions();
    },
  };
}
