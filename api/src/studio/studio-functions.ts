import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { signedOutMessage, type studioFunctions, type studioSignInFunctions } from 'shared-contracts/studio';
import type { AppConfig } from '../config/config';
import { FunctionError, type BackendFunctions, type RateLimit } from '../http/site-function';
import { sendAskedEnrolmentLink, type EnrolmentDeps } from './enrolment-links';
import { sessionCookieName } from './studio-checks';
import { sessionLifetimeMs, type StudioAuth, type StudioSession } from './studio-auth';

/** What signing in and her passkeys use: her passkeys and sessions, her mail, the site's address and her time zone. */
export interface StudioAccountDeps extends Omit<EnrolmentDeps, 'studioAuth' | 'config'> {
  studioAuth: StudioAuth;
  config: Pick<AppConfig, 'publicUrl' | 'mail' | 'timeZone'>;
}

type AccountCalls = Pick<
  typeof studioFunctions,
  | 'studio-sign-out'
  | 'studio-sign-out-everywhere'
  | 'studio-passkeys'
  | 'studio-add-passkey-options'
  | 'studio-add-passkey-verify'
  | 'studio-remove-passkey'
  | 'studio-confirm-options'
  | 'studio-confirm-verify'
>;

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
async function reportEnrolment(services: Pick<StudioAccountDeps, 'outbox' | 'config'>, name: string): Promise<void> {
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

export function createStudioSignInFunctions(
  services: StudioAccountDeps,
): BackendFunctions<typeof studioSignInFunctions> {
  const auth = services.studioAuth;
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

/** Her account: signing out, her passkeys, and proving again that it is her. */
export function createStudioAccountFunctions(
  services: StudioAccountDeps,
): BackendFunctions<AccountCalls, StudioSession> {
  const auth = services.studioAuth;
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
  };
}
