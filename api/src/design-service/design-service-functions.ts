import type { ServicePayments } from './service-payments';
import { FunctionError, type RateLimit, type SiteFunction } from '../http/site-function';

const writeLimit: RateLimit = { max: 20, windowMs: 10 * 60 * 1000 };

/** create-payment: a hosted payment page for the project, at her price of the moment. */
export function createPayment(payments: ServicePayments): SiteFunction<'create-payment'> {
  return {
    rateLimit: writeLimit,
    handle: (request) => payments.start(request),
  };
}

/** Calls that read a payment's state: each may ask the payment processor. */
const checkLimit: RateLimit = { max: 60, windowMs: 10 * 60 * 1000 };

/** verify-payment-and-notify: whether the session is paid; the first success e-mails both sides. */
export function verifyPaymentAndNotify(payments: ServicePayments): SiteFunction<'verify-payment-and-notify'> {
  return {
    rateLimit: checkLimit,
    handle: ({ sessionId }) => payments.verify(sessionId),
  };
}

/** check-onboarding-access: the onboarding questionnaire opens for paid logo projects only. */
export function checkOnboardingAccess(payments: ServicePayments): SiteFunction<'check-onboarding-access'> {
  return { rateLimit: checkLimit, handle: ({ sessionId, test }) => payments.onboardingAccess(sessionId, test) };
}

/** save-onboarding: the questionnaire's answers, kept against the paid session. */
export function saveOnboarding(payments: ServicePayments): SiteFunction<'save-onboarding'> {
  return {
    rateLimit: writeLimit,
    handle: async ({ sessionId, test, answers }) => {
      if (!(await payments.saveOnboarding(sessionId, test, answers))) {
        throw new FunctionError(402, 'Please complete payment first to access project onboarding.');
      }
      return { saved: true };
    },
  };
}
