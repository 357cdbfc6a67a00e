import type { FastifyInstance } from 'fastify';
import { backendFunctions } from 'shared-contracts/functions';
import { studioFunctions, studioSignInFunctions } from 'shared-contracts/studio';
import type { Services } from './services';
import { createStudioFunctions, createStudioSignInFunctions } from './studio/studio-functions';
import { studioSessionCheck, studioSignInCheck } from './studio/studio-checks';
import { getArtwork, getArtworks, getPrint, getPrints, getSitePhotos } from './artworks/artwork-functions';
import type { BackendFunctions } from './http/site-function';
import { checkInventory, getPrintfulProducts } from './catalog/catalog-functions';
import {
  checkOnboardingAccess,
  createPayment,
  saveOnboarding,
  verifyPaymentAndNotify,
} from './design-service/design-service-functions';
import { sendContactMessage, submitCommissionRequest } from './messages/message-functions';
import { getPaymentOptions } from './checkout/payment-options';
import { getOrderStatus } from './orders/order-status';
import { Checkout, processOrder } from './checkout/process-order';
import { functionRoutes, unknownFunctionRoute } from './http/function-routes';

/** The functions a public page's data is read with: they change nothing and need no visitor. */
export function createReadFunctions(services: Services) {
  return {
    'get-printful-products': getPrintfulProducts(services.catalog),
    'check-inventory': checkInventory(services.catalog),
    'get-artworks': getArtworks(services),
    'get-artwork': getArtwork(services),
    'get-site-photos': getSitePhotos(services),
    'get-prints': getPrints(services),
    'get-print': getPrint(services),
  } satisfies Partial<BackendFunctions<typeof backendFunctions>>;
}

/** Every backend function the registry declares, wired to its services. */
export function createBackendFunctions(services: Services): BackendFunctions<typeof backendFunctions> {
  const checkout = new Checkout(services);
  return {
    ...createReadFunctions(services),
    'process-order': processOrder(checkout),
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

/**
 * The site's functions, served from the registries in shared-contracts: the public ones, the
 * studio's sign-in calls (from the site's own pages only) and the studio's other calls (her
 * session too).
 */
export async function siteFunctionRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await functionRoutes(app, backendFunctions, createBackendFunctions(services));
  await functionRoutes(app, studioSignInFunctions, createStudioSignInFunctions(services), {
    checkCaller: studioSignInCheck(services.config),
  });
  await functionRoutes(app, studioFunctions, createStudioFunctions(services), {
    checkCaller: studioSessionCheck({ publicUrl: services.config.publicUrl, auth: services.studio.auth }),
  });
  unknownFunctionRoute(app);
}
