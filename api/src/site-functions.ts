import type { FastifyInstance } from 'fastify';
import { backendFunctions } from 'shared-contracts/functions';
import { studioFunctions, studioSignInFunctions } from 'shared-contracts/studio';
import type { Services } from './services';
import { createStudioArtworkFunctions } from './artworks/studio-artwork-functions';
import { createBackupFunctions } from './backups/backup-functions';
import { createProjectDeskFunctions } from './design-service/project-desk';
import { createMessageDeskFunctions } from './messages/message-desk';
import { createOrderDeskFunctions } from './orders/order-desk';
import { createShippingFunctions } from './orders/orders-to-ship';
import { createStudioPrintFunctions } from './prints/studio-print-functions';
import { createSiteHealthFunctions, type SiteHealthDeps } from './site-health/site-health';
import type { StudioSession } from './studio/studio-auth';
import { createStudioAccountFunctions, createStudioSignInFunctions } from './studio/studio-functions';
import { studioSessionCheck, studioSignInCheck } from './studio/studio-checks';
import type { BackendFunctions } from './http/site-function';
import { createReadFunctions } from './site/read-functions';
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
import { createListDeskFunctions, createListFunctions } from './mailing-list/list-functions';
import { createOfferFunctions, createOffersDeskFunctions } from './offers/offer-functions';
import { createCommissionFunctions, createCommissionsDeskFunctions } from './commissions/commission-functions';
import { createShopTodayFunctions } from './shop-today/shop-today-functions';
import { createSiteWordsDeskFunctions } from './site-words/site-words-functions';

/** Every backend function the registry declares, wired to its services. */
function createBackendFunctions(services: Services): BackendFunctions<typeof backendFunctions> {
  const checkout = new Checkout(services);
  const messages = { ...services, artistEmail: services.config.mail.artistEmail };
  return {
    ...createReadFunctions(services),
    'process-order': processOrder(checkout, (email) => services.subscribers.signUp(email, 'checkout')),
    'get-payment-options': getPaymentOptions(services.payments, services.config.stripe?.publishableKey),
    'get-order-status': getOrderStatus(services.orders),
    'send-contact-message': sendContactMessage(messages),
    'submit-commission-request': submitCommissionRequest(messages),
    'create-payment': createPayment(services.servicePayments),
    'verify-payment-and-notify': verifyPaymentAndNotify(services.servicePayments),
    'check-onboarding-access': checkOnboardingAccess(services.servicePayments),
    'save-onboarding': saveOnboarding(services.servicePayments),
    ...createListFunctions({
      subscribers: services.subscribers,
      watches: services.pieceWatches,
      pieceTitle: async (slug) => (await services.artworks.publicArtwork(slug))?.title ?? null,
    }),
    ...createOfferFunctions(services),
    ...createCommissionFunctions(services),
  };
}

/** Every call of her studio, each from the room of the business it belongs to. */
function createStudioFunctions(services: Services): BackendFunctions<typeof studioFunctions, StudioSession> {
  const health: SiteHealthDeps = { ...services, artistEmail: services.config.mail.artistEmail };
  return {
    ...createStudioAccountFunctions(services),
    ...createStudioArtworkFunctions(services),
    ...createStudioPrintFunctions(services),
    ...createShippingFunctions(services),
    ...createOrderDeskFunctions(services, health),
    ...createMessageDeskFunctions(services),
    ...createProjectDeskFunctions(services),
    ...createBackupFunctions(services.backups),
    ...createSiteHealthFunctions(health),
    ...createListDeskFunctions({
      subscribers: services.subscribers,
      sends: services.listSends,
      outbox: services.outbox,
      artistEmail: services.config.mail.artistEmail,
      piece: services.letterPieces.piece,
    }),
    ...createOffersDeskFunctions(services),
    ...createCommissionsDeskFunctions(services),
    ...createShopTodayFunctions({ ...services, timeZone: services.config.timeZone }),
    ...createSiteWordsDeskFunctions(services),
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
    checkCaller: studioSessionCheck({ publicUrl: services.config.publicUrl, studioAuth: services.studioAuth }),
  });
  unknownFunctionRoute(app);
}
