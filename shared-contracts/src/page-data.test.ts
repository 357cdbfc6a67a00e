// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { FunctionCallError } from './functions-client';
import { describe, expect, it } from 'vitest';
import { useLoaded } from './page-data';

/** A load whose answers the test gives, by key, when it chooses. */
function controlledLoad() {
  const pending = new Map<string, { resolve: (value: string) => void; reject: (error: unknown) => void }>();
  const load = (key: string) =>
    new Promise<string>((resolve, reject) => {
      pending.set(key, { resolve, reject });
    });
  return { load, answer: (key: string) => pending.get(key)! };
}

describe('loading what a screen shows', () => {
  it('shows no answer for an address the screen has left', async () => {
    const { load, answer } = controlledLoad();
    const { result, rerender } = renderHook(({ key }) => useLoaded(load, key), { initialProps: { key: 'first' } });
    rerender({ key: 'second' });

    await act(async () => answer('first').resolve('the first piece'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answer('second').resolve('the second piece'));
    expect(result.current.state).toEqual({ status: 'loaded', value: 'the second piece' });
  });

  it('tells a missing thing from a failure, and loads again on request', async () => {
    const { load, answer } = controlledLoad();
    const { result } = renderHook(() => useLoaded(load, 'piece'));

    await act(async () => answer('piece').reject(new FunctionCallError(404, 'Not here')));
    expect(result.current.state).toEqual({ status: 'failed', notFound: true });
    act(() => result.current.tryAgain());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answer('piece').reject(new FunctionCallError(503, 'Busy')));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', notFound: false }));
  });

  it('shows what the page came with at once, asks for it only on request, and asks for another address', async () => {
    const { load, answer } = controlledLoad();
    const asked: string[] = [];
    const counting = (key: string) => {
      asked.push(key);
      return load(key);
    };
    const { result, rerender } = renderHook(({ key }) => useLoaded(counting, key, 'the served piece'), {
      initialProps: { key: 'first' },
    });
    expect(result.current.state).toEqual({ status: 'loaded', value: 'the served piece' });
    expect(asked).toEqual([]);

    act(() => result.current.tryAgain());
    expect(asked).toEqual(['first']);
    await act(async () => answer('first').resolve('the first piece, again'));
    expect(result.current.state).toEqual({ status: 'loaded', value: 'the first piece, again' });

    rerender({ key: 'second' });
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(asked).toEqual(['first', 'second']);
  });

  it('shows at once that there is no such thing when the page came knowing it, without asking', () => {
    const asked: string[] = [];
    const { result } = renderHook(() =>
      useLoaded(
        (key: string) => {
          asked.push(key);
          return Promise.resolve('never');
        },
        'no-such-piece',
        null,
      ),
    );
    expect(result.current.state).toEqual({ status: 'failed', notFound: true });
    expect(asked).toEqual([]);
  });
});
