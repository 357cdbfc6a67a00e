import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  signedOutMessage,
  type OrderToShip,
  type studioFunctions,
  type studioSignInFunctions,
} from 'shared-contracts/studio';
import { PrintfulError } from '../printful/printful-client';
import { createBackupFunctions } from '../backups/backup-functions';
import { addressLines, isOriginalLine } from '../orders/orders-repository';
import { FunctionError, type BackendFunctions, type FunctionContext, type RateLimit } from '../http/site-function';
import { createMessageDeskFunctions } from '../messages/message-desk';
import { createOrderDeskFunctions } from '../orders/order-desk';
import { createProjectDeskFunctions } from '../design-service/project-desk';
import { createSiteHealthFunctions, type SiteHealthDeps } from '../site-health/site-health';
import type { PrintCosts } from '../prints/print-costs';
import { sendAskedEnrolmentLink } from './enrolment-links';
import { sessionCookieName } from './studio-checks';
import type { Services } from '../services';
import { sessionLifetimeMs, type StudioSession } from './studio-auth';

const sessionCookie = (token: string) =>
  `${sessionCookieName}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${sessionLifetimeMs / 1000}`;
const expiredSessionCookie = `${sessionCookieName}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;

const minutes = (count: number) => count * 60 * 1000;
/** Signing in and enrolling: a person needs a few tries; guessing needs many. */
const signInLimit: RateLimit = { max: 10, windowMs: minutes(15) };
/** A fresh enrolment link e-mails her; a stranger must not be able to flood her inbox. */
const linkLimit: RateLimit = { max: 3, windowMs: minutes(60) };

const sessionOf = (context: { session?: StudioSession }): StudioSession => {
  if (!context.session) throw new FunctionError(401, signedOutMessage);
  return context.session;
};

/** Tells her, at her own address, that a passkey now opens her studio. */
async function reportEnrolment(services: Services, name: string): Promise<void> {
  await services.outbox.enqueue({
    to: services.config.mail.artistEmail,
    subject: 'A passkey was added to your studio',
    text: [
      `A passkey named “${name}” was added to your studio on ${new Date().toUTCString()}.`,
      '',
      'If this was not you, sign in, remove it on the Passkeys page and choose “Sign out everywhere”.',
      `${services.config.publicUrl}/studio/passkeys`,
    ].join('\n'),
  });
}

export function createStudioSignInFunctions(services: Services): BackendFunctions<typeof studioSignInFunctions> {
  const { auth } = services.studio;
  // Her time zone, for the studio's dates, goes only to a browser of hers: it says where she lives.
  const signedInAnswer = { signedIn: true, timeZone: services.config.timeZone } as const;
  return {
    'studio-session': {
      handle: async (_body, context) =>
        (await auth.session(context.cookies[sessionCookieName])) ? signedInAnswer : { signedIn: false },
    },
    'studio-check-enrolment': {
      rateLimit: signInLimit,
      handle: async ({ token }) => ({ usable: await auth.isEnrolmentUsable(token) }),
    },
    'studio-enrol-options': {
      rateLimit: signInLimit,
      handle: ({ token }) => auth.enrolmentOptions(token),
    },
    'studio-enrol-verify': {
      rateLimit: signInLimit,
      handle: async ({ token, ceremonyId, response, name }, context) => {
        const enrolled = await auth.enrol(token, ceremonyId, response as unknown as RegistrationResponseJSON, name);
        context.setCookie(sessionCookie(enrolled.sessionToken));
        await reportEnrolment(services, enrolled.passkey.name);
        context.log.info({ passkey: enrolled.passkey.name }, 'studio passkey enrolled');
        return signedInAnswer;
      },
    },
    'studio-send-enrolment-link': {
      rateLimit: linkLimit,
      handle: async (_body, context) => {
        const sent = await sendAskedEnrolmentLink(services);
        context.log.info(
          sent
            ? 'studio enrolment link sent to the artist'
            : 'studio enrolment link not sent: one is alive, or enough today',
        );
        return { sent: true };
      },
    },
    'studio-sign-in-options': { rateLimit: signInLimit, handle: () => auth.signInOptions() },
    'studio-sign-in-verify': {
      rateLimit: signInLimit,
      handle: async ({ ceremonyId, response }, context) => {
        const { sessionToken } = await auth.signIn(ceremonyId, response as unknown as AuthenticationResponseJSON);
        context.setCookie(sessionCookie(sessionToken));
        return signedInAnswer;
      },
    },
  };
}

/** The paid orders whose originals wait for her, with what she needs to ship them. */
async function ordersToShip({ orders }: Services): Promise<OrderToShip[]> {
  return (await orders.toPack()).map((order) => ({
    orderId: order.id,
    orderNumber: order.number,
    placedAt: order.created_at.toISOString(),
    email: order.email,
    shipTo: addressLines(order.shipping_address),
    pieces: order.items.filter(isOriginalLine).map((line) => line.name),
  }));
}

/** Printful's costs, or a 503 she can try again after: a cost is never guessed. */
async function readPrintCosts(printCosts: PrintCosts, context: FunctionContext) {
  try {
    return await printCosts.costs();
  } catch (error) {
    if (!(error instanceof PrintfulError)) throw error;
    context.log.warn({ err: error }, 'Printful’s costs of the prints could not be read');
    throw new FunctionError(503, 'Printful’s costs could not be read just now. Please try again in a minute.');
  }
}

export function createStudioFunctions(services: Services): BackendFunctions<typeof studioFunctions, StudioSession> {
  const { auth, artworks, prints, printCosts } = services.studio;
  const health: SiteHealthDeps = {
    backups: services.backups,
    jobs: services.jobs,
    outbox: services.outbox,
    orders: services.orders,
    artistEmail: services.config.mail.artistEmail,
  };
  return {
    'studio-sign-out': {
      handle: async (_body, context) => {
        await auth.signOut(sessionOf(context));
        context.setCookie(expiredSessionCookie);
        return { done: true };
      },
    },
    'studio-sign-out-everywhere': {
      handle: async (_body, context) => {
        await auth.signOutEverywhere();
        context.setCookie(expiredSessionCookie);
        return { done: true };
      },
    },
    'studio-passkeys': { handle: async () => ({ passkeys: await auth.passkeys() }) },
    'studio-add-passkey-options': { handle: async (_body, context) => auth.addPasskeyOptions(sessionOf(context)) },
    'studio-add-passkey-verify': {
      handle: async ({ ceremonyId, response, name }, context) => {
        const passkey = await auth.addPasskey(
          sessionOf(context),
          ceremonyId,
          response as unknown as RegistrationResponseJSON,
          name,
        );
        await reportEnrolment(services, passkey.name);
        return { passkeys: await auth.passkeys() };
      },
    },
    'studio-remove-passkey': {
      handle: async ({ id }, context) => ({ passkeys: await auth.removePasskey(sessionOf(context), id) }),
    },
    'studio-confirm-options': { handle: async (_body, context) => auth.confirmOptions(sessionOf(context)) },
    'studio-confirm-verify': {
      rateLimit: signInLimit,
      handle: async ({ ceremonyId, response }, context) => {
        await auth.confirm(sessionOf(context), ceremonyId, response as unknown as AuthenticationResponseJSON);
        return { done: true };
      },
    },
    'studio-artworks': { handle: async () => ({ artworks: await artworks.studioList() }) },
    'studio-artwork': { handle: async ({ id }) => ({ artwork: await artworks.studioArtwork(id) }) },
    'studio-save-artwork': {
      handle: async (draft) => {
        const artwork = await artworks.save(draft);
        // The prints' mock-ups show its first photo, which may have changed.
        await prints.refreshMockups(artwork.id);
        return { artwork };
      },
    },
    'studio-delete-artwork': {
      handle: async ({ id }) => {
        await artworks.delete(id);
        return { done: true };
      },
    },
    'studio-reorder-artworks': {
      handle: async ({ ids }) => ({ artworks: await artworks.reorder(ids) }),
    },
    'studio-artwork-changes': { handle: async ({ artworkId }) => ({ changes: await artworks.changes(artworkId) }) },
    'studio-print-offers': { handle: ({ id }) => prints.studioOffers(id) },
    'studio-save-print-offers': {
      handle: ({ id, offers, printMasterPhotoId }) => prints.save(id, offers, printMasterPhotoId),
    },
    'studio-print-costs': {
      handle: async (_body, context) => ({ costs: printCosts ? await readPrintCosts(printCosts, context) : null }),
    },
    'studio-orders-to-ship': { handle: async () => ({ orders: await ordersToShip(services) }) },
    'studio-mark-shipped': {
      handle: async ({ orderId, carrier, trackingNumber, trackingUrl }) => {
        const shipment = { carrier, service: null, trackingNumber, trackingUrl };
        if (!(await services.lifecycle.shippedByArtist(orderId, shipment))) {
          throw new FunctionError(
            409,
            'This order is not waiting to be shipped: it was shipped, refunded or not paid.',
          );
        }
        return { orders: await ordersToShip(services) };
      },
    },
    'studio-site-photos': { handle: () => artworks.sitePhotos() },
    'studio-set-site-photo': {
      handle: ({ slot, photo }) => artworks.setSitePhoto(slot, photo),
    },
    ...createOrderDeskFunctions(services, health),
    ...createMessageDeskFunctions(services),
    ...createProjectDeskFunctions(services),
    ...createBackupFunctions(services.backups),
    ...createSiteHealthFunctions(health),
  };
}
