import { useEffect, useState } from 'react';
import { FunctionCallError } from 'shared-contracts/functions-client';

/** Where a screen's first call stands: asking, answered, known not to exist, or failed. */
type PageCall<T> =
  { status: 'loading' } | { status: 'answered'; answer: T } | { status: 'not-found' } | { status: 'failed' };

/**
 * The answer to a screen's first call for its address's `parameter`. A page the server rendered
 * came with it (`served`, read with `usePageAnswer` under the same body; null when the server
 * knew there is no such thing), so the browser does not ask again; otherwise `load`, a module's
 * function, asks. An answer for an earlier parameter or attempt is never shown.
 */
export function usePageCall<T>(
  served: T | null | undefined,
  load: (parameter: string) => Promise<T>,
  parameter = '',
): { call: PageCall<T>; tryAgain: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt} ${parameter}`;
  const [asked, setAsked] = useState<{ request: string; call: PageCall<T> }>();
  // What the page came with belongs to its first address, even after the shell lets it go.
  const [first] = useState(() => (served === undefined ? undefined : { request, served }));

  useEffect(() => {
    if (request === first?.request) return;
    let current = true;
    load(parameter).then(
      (answer) => current && setAsked({ request, call: { status: 'answered', answer } }),
      (error: unknown) => {
        const notFound = error instanceof FunctionCallError && (error.status === 404 || error.status === 400);
        if (current) setAsked({ request, call: { status: notFound ? 'not-found' : 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [load, parameter, request, first?.request]);

  const call: PageCall<T> =
    request === first?.request
      ? first.served === null
        ? { status: 'not-found' }
        : { status: 'answered', answer: first.served }
      : asked?.request === request
        ? asked.call
        : { status: 'loading' };
  return { call, tryAgain: () => setAttempt((count) => count + 1) };
}
