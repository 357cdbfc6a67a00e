import { createContext, useContext } from 'react';
import type { UploadedPhoto } from 'shared-contracts/studio';
import type { StudioAnswer, StudioFunctionName, StudioRequest } from '../calls/studio-calls';

/** What a studio screen can do with her session; the frame provides it while she is signed in. */
export interface StudioSession {
  /** Calls a studio function. A 401 brings up the sign-in panel; the error is still thrown. */
  call<Name extends StudioFunctionName>(name: Name, body: StudioRequest<Name>): Promise<StudioAnswer<Name>>;
  /** Uploads a photo, with the same care for a lost session. */
  upload(file: File): Promise<UploadedPhoto>;
  /** Ends this session on the server, then shows the signed-out view. */
  signOut(): Promise<void>;
  /** Shows the signed-out view after her sessions were ended elsewhere (sign out everywhere). */
  endSession(): void;
  /** Runs `listener` whenever she signs in again after a call found her signed out; returns its unsubscribe. */
  onSignInAgain(listener: () => void): () => void;
}

export const StudioSessionContext = createContext<StudioSession | null>(null);

export function useStudioSession(): StudioSession {
  const session = useContext(StudioSessionContext);
  if (!session) throw new Error('A studio screen must be drawn inside StudioFrame.');
  return session;
}
