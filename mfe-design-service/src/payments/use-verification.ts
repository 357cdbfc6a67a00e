import { useEffect, useState } from 'react';
import { verifyPayment, type Verification } from './verify-payment';

/** The verification of a payment session, or 'unknown' when the page has no session id. */
export function useVerification(sessionId: string | null): Verification {
  const [verification, setVerification] = useState<Verification>(
    sessionId ? { state: 'verifying' } : { state: 'unknown' },
  );

  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    void verifyPayment(sessionId).then((outcome) => current && setVerification(outcome));
    return () => {
      current = false;
    };
  }, [sessionId]);

  return verification;
}
