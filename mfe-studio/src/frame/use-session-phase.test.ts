import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { signedOutMessage } from 'shared-contracts/studio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatWhen, setStudioTimeZone } from '../ui/when';
import { useSessionPhase } from './use-session-phase';

const refusedForSession = { status: 401, body: { error: signedOutMessage } } as const;

/** Her session as the frame holds it, told of answered calls through `afterCall`. */
function renderSession(afterCall = vi.fn()) {
  return renderHook(() => useSessionPhase(afterCall));
}

/** Her session once the server has said she is signed in. */
async function signedInSession(afterCall = vi.fn()) {
  const rendered = renderSession(afterCall);
  await waitFor(() => expect(rendered.result.current.phase).toBe('signed-in'));
  return rendered;
}

describe('her session in the studio', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setStudioTimeZone(undefined);
  });

  it('asks the server for her session first, then has her signed in, reading dates in her time zone', async () => {
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true, timeZone: 'America/Chicago' } }),
    });
    const { result } = renderSession();

    expect(result.current.phase).toBe('checking');
    await waitFor(() => expect(result.current.phase).toBe('signed-in'));
    expect(formatWhen('2026-11-01T09:00:00Z')).toBe('Nov 1, 2026, 3:00 AM CST');
    expect(functions.calls()).toEqual([{ name: 'studio-session', body: {} }]);
  });

  it('has her signed out when this browser holds no session of hers', async () => {
    fakeFunctions({ 'studio-session': () => ({ body: { signedIn: false } }) });
    const { result } = renderSession();

    await waitFor(() => expect(result.current.phase).toBe('signed-out'));
  });

  it('says why when the server cannot be asked, and asks again on request', async () => {
    let reachable = false;
    const functions = fakeFunctions({
      'studio-session': () =>
        reachable ? { body: { signedIn: true } } : { status: 503, body: { error: 'We are briefly unavailable.' } },
    });
    const { result } = renderSession();

    await waitFor(() => expect(result.current.phase).toBe('unreachable'));
    expect(result.current.checkProblem).toBe('We are briefly unavailable.');

    reachable = true;
    act(() => result.current.checkAgain());
    expect(result.current.phase).toBe('unreachable');
    await waitFor(() => expect(result.current.phase).toBe('signed-in'));
    expect(functions.calls('studio-session')).toHaveLength(2);
  });

  it('is interrupted when a call answers 401, and the call still fails with the refusal', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-passkeys': () => refusedForSession,
    });
    const { result } = await signedInSession();

    await act(() => expect(result.current.session.call('studio-passkeys', {})).rejects.toThrow(signedOutMessage));
    expect(result.current.phase).toBe('interrupted');
  });

  it('is interrupted when a photo upload answers 401', async () => {
    fakeFunctions({ 'studio-session': () => ({ body: { signedIn: true } }) }, { photoUpload: () => refusedForSession });
    const { result } = await signedInSession();

    const photo = new File(['photo'], 'still-waters.jpg', { type: 'image/jpeg' });
    await act(() => expect(result.current.session.upload(photo)).rejects.toThrow(signedOutMessage));
    expect(result.current.phase).toBe('interrupted');
  });

  it('stays as it is when a call answers 401 while she is not signed in, or fails for another reason', async () => {
    let refusal: { status: number; body: { error: string } } = refusedForSession;
    fakeFunctions({ 'studio-session': () => ({ body: { signedIn: false } }), 'studio-passkeys': () => refusal });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.phase).toBe('signed-out'));

    await act(() => expect(result.current.session.call('studio-passkeys', {})).rejects.toThrow());
    expect(result.current.phase).toBe('signed-out');

    act(() => result.current.signedIn({ signedIn: true }));
    refusal = { status: 500, body: { error: 'Something went wrong on our side.' } };
    await act(() => expect(result.current.session.call('studio-passkeys', {})).rejects.toThrow());
    expect(result.current.phase).toBe('signed-in');
  });

  it('tells the screens that listen once she has signed in again after an interruption, and not after a first sign-in', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: false } }),
      'studio-passkeys': () => refusedForSession,
    });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.phase).toBe('signed-out'));
    const listener = vi.fn();
    const stopListening = result.current.session.onSignInAgain(listener);

    act(() => result.current.signedIn({ signedIn: true }));
    expect(result.current.phase).toBe('signed-in');
    expect(listener).not.toHaveBeenCalled();

    await act(() => expect(result.current.session.call('studio-passkeys', {})).rejects.toThrow());
    act(() => result.current.signedIn({ signedIn: true }));
    expect(result.current.phase).toBe('signed-in');
    expect(listener).toHaveBeenCalledTimes(1);

    stopListening();
    await act(() => expect(result.current.session.call('studio-passkeys', {})).rejects.toThrow());
    act(() => result.current.signedIn({ signedIn: true }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads her dates in the time zone her sign-in names', async () => {
    fakeFunctions({ 'studio-session': () => ({ body: { signedIn: false } }) });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.phase).toBe('signed-out'));

    act(() => result.current.signedIn({ signedIn: true, timeZone: 'America/Chicago' }));
    expect(formatWhen('2026-11-01T09:00:00Z')).toBe('Nov 1, 2026, 3:00 AM CST');
  });

  it('signs her out on the server, then has her signed out, also when she already was', async () => {
    let signedOutAlready = false;
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-sign-out': () => (signedOutAlready ? refusedForSession : { body: { done: true } }),
    });
    const { result } = await signedInSession();

    await act(() => result.current.session.signOut());
    expect(result.current.phase).toBe('signed-out');

    act(() => result.current.signedIn({ signedIn: true }));
    signedOutAlready = true;
    await act(() => result.current.session.signOut());
    expect(result.current.phase).toBe('signed-out');
    expect(functions.calls('studio-sign-out')).toHaveLength(2);
  });

  it('keeps her signed in when signing out fails, and says why', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-sign-out': () => ({ status: 503, body: { error: 'We are briefly unavailable.' } }),
    });
    const { result } = await signedInSession();

    await act(() => expect(result.current.session.signOut()).rejects.toThrow('We are briefly unavailable.'));
    expect(result.current.phase).toBe('signed-in');
  });

  it('has her signed out when her sessions were ended elsewhere', async () => {
    fakeFunctions({ 'studio-session': () => ({ body: { signedIn: true } }) });
    const { result } = await signedInSession();

    act(() => result.current.session.endSession());
    expect(result.current.phase).toBe('signed-out');
  });

  it('tells afterCall of each answered call, by name, and not of a failed one', async () => {
    const afterCall = vi.fn();
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-passkeys': () => ({ body: { passkeys: [] } }),
      'studio-artworks': () => ({ status: 503, body: { error: 'We are briefly unavailable.' } }),
    });
    const { result } = await signedInSession(afterCall);

    await act(() => result.current.session.call('studio-passkeys', {}));
    await act(() => expect(result.current.session.call('studio-artworks', {})).rejects.toThrow());
    expect(afterCall.mock.calls).toEqual([['studio-passkeys']]);
  });

  it('keeps one session for the screens from one phase to the next', async () => {
    fakeFunctions({ 'studio-session': () => ({ body: { signedIn: true } }) });
    const { result } = renderSession();
    const first = result.current.session;
    await waitFor(() => expect(result.current.phase).toBe('signed-in'));

    act(() => result.current.session.endSession());
    expect(result.current.session).toBe(first);
  });
});
