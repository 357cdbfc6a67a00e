import type { Services } from '../services';
import type { BackendFunction } from './backend-function';
import { checkInventory, getPrintfulProducts } from './catalog-functions';
import {
  checkOnboardingAccess,
  createPayment,
  saveOnboarding,
  verifyPaymentAndNotify,
} from './design-service-functions';
import { sendContactMessage, submitCommissionRequest } from './message-functions';
import { getPaymentOptions } from './payment-options';
import { OrderDesk, processOrder } from './process-order';

/** Every backend function the site calls, wired to its services. */
export function createBackendFunctions(services: Services): BackendFunction[] {
  const desk = new OrderDesk({ ...services, retryBaseMs: services.config.fulfilmentRetryMs });
  return [
    getPrintfulProducts(services.catalog),
    checkInventory(services.catalog),
    processOrder(desk),
    getPaymentOptions(services),
    sendContactMessage(services),
    submitCommissionRequest(services),
    createPayment(services.servicePayments),
    verifyPaymentAndNotify(services.servicePayments),
    checkOnboardingAccess(services.servicePayments),
    saveOnboarding(services.servicePayments),
  ];
}
