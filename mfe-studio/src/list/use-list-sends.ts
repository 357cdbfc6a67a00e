import { useEffect, useEffectEvent, useState } from 'react';
import type { ListSend } from 'shared-contracts/list-desk';
import { isSignedOutError, type StudioAnswer } from '../calls/studio-calls';
import { useStudioSession } from '../frame/studio-session';
import { useStudioQuery } from '../frame/use-studio-query';

/** How often her sends are read again while one is under way. */
export const sendsReadEveryMs = 2000;

const isUnderWay = (send: ListSend) => send.state === 'sending' || send.state === 'scheduled';
const nextTick = (count: number) => count + 1;

/**
 * Her sends, read again every two seconds while one is sending or waiting for its time, so that
 * its progress moves and a scheduled one is seen to start; the reading stops once none is. A
 * read again that fails is tried at the next tick, or, when her session was gone, once she has
 * signed in again. The list stays as it was while it is read again.
 */
export function useListSends() {
  const { call, onSignInAgain } = useStudioSession();
  const { state, retry, replace } = useStudioQuery('studio-list-sends', {});
  const underWay = state.status === 'loaded' && state.data.sends.some(isUnderWay);
  const [ticks, setTicks] = useState(0);
  const show = useEffectEvent((answer: StudioAnswer<'studio-list-sends'>) => replace(answer));

  useEffect(() => {
    if (!underWay) return;
    let current = true;
    const timer = setTimeout(() => {
      call('studio-list-sends', {}).then(
        (answer) => {
          if (!current) return;
          show(answer);
          setTicks(nextTick);
        },
        (error: unknown) => {
          if (current && !isSignedOutError(error)) setTicks(nextTick);
        },
      );
    }, sendsReadEveryMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [call, underWay, ticks]);

  useEffect(() => onSignInAgain(() => setTicks(nextTick)), [onSignInAgain]);

  /** Cancels a send that has not started; a refusal is thrown for the caller to show. */
  const cancel = async (id: string) => {
    replace(await call('studio-list-cancel-send', { id }));
    // A read under way began before the send was canceled: its answer is not shown.
    setTicks(nextTick);
  };

  return { state, retry, cancel };
}
