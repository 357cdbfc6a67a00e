import { useCallback, useEffect, useRef } from 'react';

/**
 * Where she was when a call found her session gone, to take her back there once she has signed
 * in again: the sign-in panel takes the focus meanwhile, and the screen she left is kept, hidden.
 * Returns what to call as her session is found gone; only the first place is kept until she is back.
 */
export function useFocusAcrossSignIn(signedIn: boolean): () => void {
  const focusBeforeInterruption = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const before = focusBeforeInterruption.current;
    if (!signedIn || !before) return;
    focusBeforeInterruption.current = null;
    if (before.isConnected) before.focus();
  }, [signedIn]);

  return useCallback(() => {
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      focusBeforeInterruption.current ??= document.activeElement;
    }
  }, []);
}
