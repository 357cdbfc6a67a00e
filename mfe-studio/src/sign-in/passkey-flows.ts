import { FunctionCallError } from 'shared-contracts/functions-client';
import type { SignedIn } from 'shared-contracts/studio';
import { createPasskey, presentPasskey } from '../calls/passkey-ceremony';
import { callSignIn } from '../calls/studio-calls';

const notVerified = () => new FunctionCallError(401, 'The passkey could not be verified. Please try again.');

/**
 * Signs her in with one of her passkeys: the server's challenge, her device's answer, the server's
 * check. Answers what the server said of her new session.
 */
export async function signInWithPasskey(): Promise<SignedIn> {
  const ceremony = await callSignIn('studio-sign-in-options', {});
  const answer = await presentPasskey(ceremony);
  const session = await callSignIn('studio-sign-in-verify', answer);
  if (!session.signedIn) throw notVerified();
  return session;
}

/** Makes her first passkey (or a new one after losing them all) with an enrolment link's token; she is then signed in. */
export async function enrolWithPasskey(token: string, name: string): Promise<void> {
  const ceremony = await callSignIn('studio-enrol-options', { token });
  const answer = await createPasskey(ceremony);
  const { signedIn } = await callSignIn('studio-enrol-verify', { token, ...answer, name: name.trim() || undefined });
  if (!signedIn) throw notVerified();
}
