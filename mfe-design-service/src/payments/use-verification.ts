import { useEffect, useState } from 'react';
import { announcePayment } from './payment-announcements';
import { verifyPayment, type Verification } from './verify-payment';

/**
 * The verification of a payment session, or 'unknown' when the page has no session id. A
 * session verified as paid is announced to the site's other tabs.
 */
export function useVerification(sessionId: string | null): Verification {
  const [verification, setVerification] = useState<Verification>(
    sessionId ? { state: 'verifying' } : { state: 'unknown' },
  );

  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    void verifyPayment(sessionId).then((outcome) => {
      if (outcome.state === 'verified') announcePayment(sessionId);
      if (current) setVerification(outcome);
    });
    return () => {
      current = false;
    };
  }, [sessionId]);

  return verification;
}
