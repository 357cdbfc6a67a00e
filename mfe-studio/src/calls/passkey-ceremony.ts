import {
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { Ceremony } from 'shared-contracts/studio';

/**
 * The one seam between the studio's contract and SimpleWebAuthn. The server's WebAuthn
 * library wrote the options and will check the answer; the contract only holds the options to
 * be an object with a challenge, so here they are handed over as the JSON SimpleWebAuthn
 * expects.
 */
const creationOptions = (ceremony: Ceremony) => ceremony.options as unknown as PublicKeyCredentialCreationOptionsJSON;
const requestOptions = (ceremony: Ceremony) => ceremony.options as unknown as PublicKeyCredentialRequestOptionsJSON;

/** The browser could not finish a ceremony: she cancelled it, it timed out, or it cannot be done here. */
export class PasskeyCeremonyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasskeyCeremonyError';
  }
}

/** An authenticator's answer as the contract reads it: plain JSON objects. */
interface CredentialJSON {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; [field: string]: unknown };
  [field: string]: unknown;
}

// Spread into plain objects: SimpleWebAuthn's interfaces have no index signature, the
// contract's loose objects do.
const asJson = (credential: RegistrationResponseJSON | AuthenticationResponseJSON): CredentialJSON => ({
  ...credential,
  type: 'public-key',
  response: { ...credential.response },
});

/** Asks her device to make a new passkey for the ceremony the server began. */
export async function createPasskey(ceremony: Ceremony) {
  try {
    const response = await startRegistration({ optionsJSON: creationOptions(ceremony) });
    return { ceremonyId: ceremony.ceremonyId, response: asJson(response) };
  } catch (error) {
    throw new PasskeyCeremonyError(ceremonyProblem(error, 'create'));
  }
}

/** Asks her device to sign the server's challenge with one of her passkeys. */
export async function presentPasskey(ceremony: Ceremony) {
  try {
    const response = await startAuthentication({ optionsJSON: requestOptions(ceremony) });
    return { ceremonyId: ceremony.ceremonyId, response: asJson(response) };
  } catch (error) {
    throw new PasskeyCeremonyError(ceremonyProblem(error, 'sign-in'));
  }
}

function ceremonyProblem(error: unknown, purpose: 'create' | 'sign-in'): string {
  const name = error instanceof Error ? error.name : '';
  // Browsers answer NotAllowedError both when she closes the prompt and when it times out.
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return purpose === 'create'
      ? 'Creating the passkey was cancelled or timed out. Nothing was saved; please try again.'
      : 'Signing in was cancelled or timed out. Please try again.';
  }
  if (purpose === 'create' && name === 'InvalidStateError') {
    return 'This device already holds a passkey for the studio. Use it to sign in, or add a passkey on another device.';
  }
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential === 'undefined') {
    return 'This browser cannot use passkeys. Please open the studio in an up-to-date Safari, Chrome, Edge or Firefox.';
  }
  return purpose === 'create'
    ? 'Your device could not create a passkey. Please try again.'
    : 'Your device could not use a passkey. Please try again.';
}
