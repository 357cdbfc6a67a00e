import { useEffect, useMemo, useRef, useState } from 'react';
import type { SignedIn } from 'shared-contracts/studio';
import { uploadPhoto } from '../calls/photo-upload';
import { callSignIn, callStudio, isSignedOutError, problemOf, type StudioFunctionName } from '../calls/studio-calls';
import { setStudioTimeZone } from '../ui/when';
import type { StudioSession } from './studio-session';
import { useFocusAcrossSignIn } from './use-focus-across-sign-in';

/**
 * checking: asking the server whether this browser holds her session.
 * unreachable: the server could not be asked; she may ask again.
 * signed-out: the sign-in panel, no screen.
 * signed-in: the studio's navigation and the screen.
 * interrupted: a call found her session gone; the sign-in panel shows, and the screen is kept, hidden.
 */
export type SessionPhase = 'checking' | 'unreachable' | 'signed-out' | 'signed-in' | 'interrupted';

export interface StudioSessionPhase {
  phase: SessionPhase;
  /** Why the server could not be asked, while the phase is `unreachable`. */
  checkProblem: string;
  /** Asks the server again whether this browser holds her session. */
  checkAgain(): void;
  /** She has signed in on the sign-in panel; after an interruption, the screens read again what was refused. */
  signedIn(answer: SignedIn): void;
  /** What the screens do with her session: a call answered 401 interrupts it. */
  session: StudioSession;
}

/**
 * Her session in the studio: asked for first, then signed in or out, and interrupted whenever a
 * call answers 401, keeping where she was for when she has signed in again. `afterCall` is told of
 * each call a screen had answered, and must keep its identity: the session is made once.
 */
export function useSessionPhase(afterCall: (name: StudioFunctionName) => void): StudioSessionPhase {
  const [phase, setPhase] = useState<SessionPhase>('checking');
  const [checkProblem, setCheckProblem] = useState('');
  const [checks, setChecks] = useState(0);
  const listeners = useRef(new Set<() => void>());

  useEffect(() => {
    let current = true;
    callSignIn('studio-session', {}).then(
      ({ signedIn, timeZone }) => {
        if (!current) return;
        if (signedIn) setStudioTimeZone(timeZone);
        setPhase(signedIn ? 'signed-in' : 'signed-out');
      },
      (error: unknown) => {
        if (!current) return;
        setCheckProblem(problemOf(error));
        setPhase('unreachable');
      },
    );
    return () => {
      current = false;
    };
  }, [checks]);

  const rememberFocus = useFocusAcrossSignIn(phase === 'signed-in');

  const session = useMemo<StudioSession>(() => {
    const watched = async <T>(work: Promise<T>): Promise<T> => {
      try {
        return await work;
      } catch (error) {
        if (isSignedOutError(error)) {
          rememberFocus();
          setPhase((now) => (now === 'signed-in' ? 'interrupted' : now));
        }
        throw error;
      }
    };
    return {
      call: async (name, body) => {
        const answer = await watched(callStudio(name, body));
        afterCall(name);
        return answer;
      },
      upload: (file) => watched(uploadPhoto(file)),
      signOut: async () => {
        try {
          await callStudio('studio-sign-out', {});
        } catch (error) {
          // Already signed out is what she asked for.
          if (!isSignedOutError(error)) throw error;
        }
        setPhase('signed-out');
      },
      endSession: () => setPhase('signed-out'),
      onSignInAgain: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    };
  }, [rememberFocus, afterCall]);

  return {
    phase,
    checkProblem,
    checkAgain: () => setChecks((count) => count + 1),
    signedIn: ({ timeZone }) => {
      setStudioTimeZone(timeZone);
      const wasInterrupted = phase === 'interrupted';
      setPhase('signed-in');
      if (wasInterrupted) for (const listener of listeners.current) listener();
    },
    session,
  };
}
