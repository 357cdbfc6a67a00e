import { useEffect, useState } from 'react';
import { onPaymentAnnounced } from './payment-announcements';
import { verifyPayment } from './verify-payment';

export interface PaidSession {
  sessionId: string;
  amountPaid: number;
  projectType: string;
}

/**
 * A session this page opened that the server verifies as paid. Payment happens in another tab,
 * so the page asks again each time the visitor comes back to it (the focus and the visibility
 * change of one return make one check), and at once when another tab announces the payment of
 * one of its sessions.
 */
export function usePaidSession(sessionIds: readonly string[]): PaidSession | undefined {
  const [paid, setPaid] = useState<PaidSession>();

  useEffect(() => {
    if (paid || sessionIds.length === 0) return;
    let current = true;
    let returnCheck: Promise<unknown> | undefined;
    const ask = (candidates: readonly string[]) =>
      Promise.all(
        candidates.map(async (sessionId) => {
          const outcome = await verifyPayment(sessionId, { again: true });
          if (current && outcome.state === 'verified') {
            setPaid({ sessionId, amountPaid: outcome.amountPaid, projectType: outcome.projectType });
          }
        }),
      );
    const askOnReturn = () => {
      if (document.visibilityState !== 'visible' || returnCheck) return;
      returnCheck = ask(sessionIds).finally(() => (returnCheck = undefined));
    };
    const stopListening = onPaymentAnnounced((sessionId) => {
      if (sessionIds.includes(sessionId)) void ask([sessionId]);
    });
    document.addEventListener('visibilitychange', askOnReturn);
    window.addEventListener('focus', askOnReturn);
    return () => {
      current = false;
      stopListening();
      document.removeEventListener('visibilitychange', askOnReturn);
      window.removeEventListener('focus', askOnReturn);
    };
  }, [paid, sessionIds]);

  return paid;
}
