import type { FastifyInstance } from 'fastify';
import { backendFunctions } from 'shared-contracts/functions';
import type { Services } from '../services';
import type { BackendFunctions } from './backend-function';
import { checkInventory, getPrintfulProducts } from './catalog-functions';
import {
  checkOnboardingAccess,
  createPayment,
  saveOnboarding,
  verifyPaymentAndNotify,
} from './design-service-functions';
import { sendContactMessage, submitCommissionRequest } from './message-functions';
import { getPaymentOptions } from './payment-options';
import { getOrderStatus } from './order-status';
import { OrderDesk, processOrder } from './process-order';
import { functionRoutes } from './routes';

/** Every backend function the registry declares, wired to its services. */
export function createBackendFunctions(services: Services): BackendFunctions<typeof backendFunctions> {
  const desk = new OrderDesk(services);
  return {
    'get-printful-products': getPrintfulProducts(services.catalog),
    'check-inventory': checkInventory(services.catalog),
    'process-order': processOrder(desk),
    'get-payment-options': getPaymentOptions(services),
    'get-order-status': getOrderStatus(services.orders),
    'send-contact-message': sendContactMessage(services),
    'submit-commission-request': submitCommissionRequest(services),
    'create-payment': createPayment(services.servicePayments),
    'verify-payment-and-notify': verifyPaymentAndNotify(services.servicePayments),
    'check-onboarding-access': checkOnboardingAccess(services.servicePayments),
    'save-onboarding': saveOnboarding(services.servicePayments),
  };
}

/** The site's functions, served from the registry in shared-contracts. */
export function siteFunctionRoutes(app: FastifyInstance, services: Services): Promise<void> {
  return functionRoutes(app, backendFunctions, createBackendFunctions(services));
}
