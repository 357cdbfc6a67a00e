import { designServiceFunctions, sessionIdSchema } from 'shared-contracts/design-service';
import { FunctionCallError, invokeFunction } from 'shared-contracts/functions-client';
import { sharedRequest } from 'shared-contracts/shared-request';

export type Verification =
  | { state: 'verifying' }
  | { state: 'verified'; amountPaid: number; projectType: string }
  | { state: 'error'; message: string }
  | { state: 'unknown' };

/**
 * A confirmation page verifies its session once per page load, however often it renders; a page
 * waiting on a payment made elsewhere asks again (`again`), and that answer is kept from then on.
 * A failed call is not an answer: it is forgotten, and the next visit to the page asks again.
 */
const verifications = sharedRequest((sessionId: string) =>
  invokeFunction(designServiceFunctions, 'verify-payment-and-notify', { sessionId }),
);

/** What an address whose session id no payment could have (cut short or mistyped) means to the visitor. */
const unknownPaymentMessage =
  'We could not find this payment. Please check the address, or contact us if you have questions about your payment.';

/**
 * The outcome of verifying a session, in the words the confirmation pages show. `again` asks the
 * server afresh, for a page waiting on a payment made elsewhere; its answer is the one kept.
 */
export async function verifyPayment(sessionId: string, { again = false } = {}): Promise<Verification> {
  if (!sessionIdSchema.safeParse(sessionId).success) return { state: 'error', message: unknownPaymentMessage };
  try {
    const result = await (again ? verifications.refresh(sessionId) : verifications.get(sessionId));
    return result.verified
      ? { state: 'verified', amountPaid: result.amountPaid, projectType: result.projectType }
      : { state: 'error', message: result.message || 'Payment verification failed' };
  } catch (error) {
    if (error instanceof FunctionCallError && error.status !== 0) return { state: 'error', message: error.message };
    return { state: 'error', message: 'Failed to verify payment' };
  }
}
