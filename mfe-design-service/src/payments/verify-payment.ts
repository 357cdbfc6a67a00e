import type { VerifyPaymentResponse } from 'shared-contracts/design-service';
import { FunctionCallError, invokeFunction } from 'shared-contracts/functions-client';

export type Verification =
  | { state: 'verifying' }
  | { state: 'verified'; amountPaid?: number }
  | { state: 'error'; message: string }
  | { state: 'unknown' };

const verifications = new Map<string, Promise<VerifyPaymentResponse>>();

/** Verifies a payment session once per page load, however often the screen renders; a failure is not kept. */
function verifyOnce(sessionId: string): Promise<VerifyPaymentResponse> {
  let verification = verifications.get(sessionId);
  if (!verification) {
    verification = invokeFunction('verify-payment-and-notify', { sessionId });
    verifications.set(sessionId, verification);
    // A failed call is not an answer: the next visit to the page asks again.
    verification.catch(() => verifications.delete(sessionId));
  }
  return verification;
}

/** The outcome of verifying a session, in the words the confirmation pages show. */
export async function verifyPayment(sessionId: string): Promise<Verification> {
  try {
    const result = await verifyOnce(sessionId);
    return result.verified
      ? { state: 'verified', amountPaid: result.amountPaid }
      : { state: 'error', message: result.message || 'Payment verification failed' };
  } catch (error) {
    if (error instanceof FunctionCallError && error.status !== 0) return { state: 'error', message: error.message };
    return { state: 'error', message: 'Failed to verify payment' };
  }
}
