import { useEffect, useRef, useState } from 'react';
import {
  isSignedOutError,
  problemOf,
  statusOf,
  type StudioAnswer,
  type StudioFunctionName,
  type StudioRequest,
} from '../calls/studio-calls';
import { useStudioSession } from './studio-session';

export type QueryState<Data> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; data: Data }
  | { status: 'failed'; message: string; httpStatus?: number };

/**
 * What a studio screen reads: the answer of one call, loaded again when `body` changes or on
 * `retry()`. A read the server refused for want of her session is read again once she has
 * signed in again. A null body reads nothing (a new piece has nothing to load).
 */
export function useStudioQuery<Name extends StudioFunctionName>(name: Name, body: StudioRequest<Name> | null) {
  const { call, onSignInAgain } = useStudioSession();
  const [attempt, setAttempt] = useState(0);
  const bodyJson = body === null ? null : JSON.stringify(body);
  const key = bodyJson === null ? null : `${name} ${bodyJson} #${attempt}`;
  const [result, setResult] = useState<{ key: string; state: QueryState<StudioAnswer<Name>> }>();
  const refusedForSession = useRef(false);

  useEffect(() => {
    if (bodyJson === null) return;
    const loading = `${name} ${bodyJson} #${attempt}`;
    let current = true;
    call(name, JSON.parse(bodyJson) as StudioRequest<Name>).then(
      (data) => {
        if (current) setResult({ key: loading, state: { status: 'loaded', data } });
      },
      (error: unknown) => {
        if (!current) return;
        refusedForSession.current = isSignedOutError(error);
        setResult({
          key: loading,
          state: { status: 'failed', message: problemOf(error), httpStatus: statusOf(error) },
        });
      },
    );
    return () => {
      current = false;
    };
  }, [call, name, bodyJson, attempt]);

  useEffect(
    () =>
      onSignInAgain(() => {
        if (!refusedForSession.current) return;
        refusedForSession.current = false;
        setAttempt((count) => count + 1);
      }),
    [onSignInAgain],
  );

  const state: QueryState<StudioAnswer<Name>> =
    key === null ? { status: 'idle' } : result?.key === key ? result.state : { status: 'loading' };
  return {
    state,
    retry: () => setAttempt((count) => count + 1),
    /** Shows `data` as the answer, after a change the server confirmed with it. */
    replace: (data: StudioAnswer<Name>) => {
      if (key !== null) setResult({ key, state: { status: 'loaded', data } });
    },
    /** Changes the answer shown by `change`, after a change the server confirmed with a part of it. */
    update: (change: (data: StudioAnswer<Name>) => StudioAnswer<Name>) => {
      setResult((now) =>
        now?.key === key && now.state.status === 'loaded'
          ? { key, state: { status: 'loaded', data: change(now.state.data) } }
          : now,
      );
    },
  };
}
