import { useEffect, useEffectEvent, useState } from 'react';
import type { ListSend } from 'shared-contracts/list-desk';
import { isSignedOutError, type StudioAnswer } from '../calls/studio-calls';
import { useStudioSession } from '../frame/studio-session';
import { useStudioQuery } from '../frame/use-studio-query';

/** How often her sends are read again while one is sending. */
export const sendsReadEveryMs = 2000;
/** The longest wait for a scheduled send's time before reading again. */
const longestWaitMs = 60 * 60 * 1000;

/**
 * When to read her sends again: every two seconds while one is sending, at the time of the next
 * scheduled one (an hour at most) while one waits, never once none is under way.
 */
export function nextReadInMs(sends: readonly ListSend[], now: number): number | undefined {
  if (sends.some((send) => send.state === 'sending')) return sendsReadEveryMs;
  const due = sends.filter((send) => send.state === 'scheduled').map((send) => Date.parse(send.sendAt) - now);
  if (due.length === 0) return undefined;
  return Math.min(longestWaitMs, Math.max(sendsReadEveryMs, Math.min(...due)));
}

const nextTick = (count: number) => count + 1;

/**
 * Her sends, read again every two seconds while one is sending, so that its progress moves, and
 * at a scheduled one's time, so that it is seen to start; the reading stops once none is under
 * way. A read again that fails is tried at the next tick, or, when her session was gone, once
 * she has signed in again. The list stays as it was while it is read again.
 */
export function useListSends() {
  const { call, onSignInAgain } = useStudioSession();
  const { state, retry, replace } = useStudioQuery('studio-list-sends', {});
  const sends = state.status === 'loaded' ? state.data.sends : undefined;
  const [ticks, setTicks] = useState(0);
  const show = useEffectEvent((answer: StudioAnswer<'studio-list-sends'>) => replace(answer));

  useEffect(() => {
    const readIn = sends && nextReadInMs(sends, Date.now());
    if (readIn === undefined) return;
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
    }, readIn);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [call, sends, ticks]);

  useEffect(() => onSignInAgain(() => setTicks(nextTick)), [onSignInAgain]);

  /** Cancels a send that has not started; a refusal is thrown for the caller to show. */
  const cancel = async (id: string) => {
    replace(await call('studio-list-cancel-send', { id }));
    // A read under way began before the send was canceled: its answer is not shown.
    setTicks(nextTick);
  };

  return { state, retry, cancel };
}
