import { passkeyCheckNeededMessage } from 'shared-contracts/studio';
import { presentPasskey } from '../calls/passkey-ceremony';
import { statusOf } from '../calls/studio-calls';
import type { StudioSession } from '../frame/studio-session';

/** Whether the server asks for a recent passkey check before this change. */
const needsCheck = (error: unknown) =>
  statusOf(error) === 403 && error instanceof Error && error.message === passkeyCheckNeededMessage;

/**
 * Makes a change of her passkeys. When the server asks for a recent check (none in the last five
 * minutes of this session), her device is asked for one of her passkeys, then the change is made.
 */
export async function withRecentCheck<T>(call: StudioSession['call'], change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!needsCheck(error)) throw error;
    await call('studio-confirm-verify', await presentPasskey(await call('studio-confirm-options', {})));
    return change();
  }
}
