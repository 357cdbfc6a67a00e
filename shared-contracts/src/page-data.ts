import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type * as z from 'zod/mini';
import { callKey, type FunctionRegistry } from 'shared-contracts/function-contract';
import { FunctionCallError } from 'shared-contracts/functions-client';

/**
 * The answers of the backend calls a page was rendered with on the server, by call (`callKey`).
 * The page carries them in a JSON script element, and the browser renders from the same
 * answers, so it takes the page over without a mismatch and without asking again. A call
 * answered "not found" (a piece or print the site does not have) is kept as null.
 */
export type PageData = Record<string, unknown>;

/**
 * The data of the page as it was first rendered: the server's render gives its own, the
 * browser the page's script element, and the shell none once the visitor has moved on, so a
 * later page asks afresh.
 */
export const PageDataContext = createContext<PageData>({});

/**
 * The answer to a call that the page came with; null when the call answered "not found",
 * undefined when the page did not come with an answer (the screen then asks as usual). The
 * server held each answer to its function's response schema before writing it into the page
 * (api/src/site/page-data-loader.ts), so the browser takes it as it is, without parsing it again
 * while it takes the page over. The registry names the function's types.
 */
export function usePageAnswer<Registry extends FunctionRegistry, Name extends keyof Registry & string>(
  _registry: Registry,
  name: Name,
  body: z.input<Registry[Name]['request']> | undefined,
): z.output<Registry[Name]['response']> | null | undefined {
  return useContext(PageDataContext)[callKey(name, body)] as z.output<Registry[Name]['response']> | null | undefined;
}

const noChanges = () => () => undefined;

/**
 * False while the browser is taking over a page the server rendered, true from then on (and
 * at once on a page the browser draws). A control disabled until then cannot lose what a
 * visitor does with it before its script listens.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

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
