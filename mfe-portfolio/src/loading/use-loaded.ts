import { useEffect, useRef, useState } from 'react';
import { FunctionCallError } from 'shared-contracts/functions-client';

/** What a screen loaded: still loading, the answer, or a failure (`notFound` when the server has no such thing). */
export type Loaded<T> =
  { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; notFound: boolean };

/**
 * Loads what a screen shows for an address (`key`), and again on `tryAgain`. An answer for an
 * earlier address or attempt is never shown: until the current one arrives, the state is loading.
 * `load` is a module's function, not one made at each render, which would load again each time.
 * `served` is what the page came with for its first address (rendered on the server), null
 * when it came knowing there is no such thing: it is shown at once, and not asked for again.
 */
export function useLoaded<T>(
  load: (key: string) => Promise<T>,
  key = '',
  served?: T | null,
): { state: Loaded<T>; tryAgain: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt} ${key}`;
  const [answer, setAnswer] = useState<{ request: string; state: Loaded<T> } | null>(() => {
    if (served === undefined) return null;
    return {
      request,
      state: served === null ? { status: 'failed', notFound: true } : { status: 'loaded', value: served },
    };
  });
  const servedRequest = useRef(answer?.request);

  useEffect(() => {
    if (request === servedRequest.current) return;
    let current = true;
    load(key).then(
      (value) => current && setAnswer({ request, state: { status: 'loaded', value } }),
      (error: unknown) => {
        const notFound = error instanceof FunctionCallError && (error.status === 404 || error.status === 400);
        if (current) setAnswer({ request, state: { status: 'failed', notFound } });
      },
    );
    return () => {
      current = false;
    };
  }, [load, key, request]);

  return {
    state: answer?.request === request ? answer.state : { status: 'loading' },
    tryAgain: () => setAttempt((count) => count + 1),
  };
}
