import { describe, expect, it } from 'vitest';
import { sharedRequest } from './shared-request';

/** A request the test settles by hand, counting how often one was started. */
function controlledRequests<T>() {
  const started: { key: unknown; resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const start = (key?: unknown) =>
    new Promise<T>((resolve, reject) => {
      started.push({ key, resolve, reject });
    });
  return { started, start };
}

describe('a shared request', () => {
  it('gives every caller the request already running instead of starting another', async () => {
    const { started, start } = controlledRequests<string>();
    const request = sharedRequest(() => start());

    const first = request.get();
    const second = request.get();
    expect(second).toBe(first);
    expect(started).toHaveLength(1);

    started[0]!.resolve('answer');
    await expect(second).resolves.toBe('answer');
  });

  it('keeps a successful answer for later callers', async () => {
    const { started, start } = controlledRequests<string>();
    const request = sharedRequest(() => start());

    const first = request.get();
    started[0]!.resolve('answer');
    await first;

    await expect(request.get()).resolves.toBe('answer');
    expect(started).toHaveLength(1);
  });

  it('forgets a failed request, so the next caller tries again', async () => {
    const { started, start } = controlledRequests<string>();
    const request = sharedRequest(() => start());

    const failed = request.get();
    started[0]!.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(request.current()).toBeUndefined();

    const retried = request.get();
    expect(started).toHaveLength(2);
    started[1]!.resolve('answer');
    await expect(retried).resolves.toBe('answer');
  });

  it('starts a new request on refresh, which later callers share; the old one failing forgets nothing', async () => {
    const { started, start } = controlledRequests<string>();
    const request = sharedRequest(() => start());

    const old = request.get();
    const refreshed = request.refresh();
    expect(started).toHaveLength(2);
    expect(request.get()).toBe(refreshed);

    started[0]!.reject(new Error('too late'));
    await expect(old).rejects.toThrow('too late');
    expect(request.current()).toBe(refreshed);
  });

  it('shares only while running when told to forget once settled', async () => {
    const { started, start } = controlledRequests<string>();
    const request = sharedRequest(() => start(), { forget: 'when-settled' });

    const first = request.get();
    expect(request.get()).toBe(first);
    started[0]!.resolve('answer');
    await first;

    expect(request.current()).toBeUndefined();
    void request.get();
    expect(started).toHaveLength(2);
  });

  it('keeps one request per key', async () => {
    const { started, start } = controlledRequests<string>();
    const request = sharedRequest((key: string) => start(key));

    const a = request.get('a');
    const b = request.get('b');
    expect(b).not.toBe(a);
    expect(request.get('a')).toBe(a);
    expect(started.map((entry) => entry.key)).toEqual(['a', 'b']);

    started[1]!.reject(new Error('b failed'));
    await expect(b).rejects.toThrow('b failed');
    expect(request.current('b')).toBeUndefined();
    expect(request.current('a')).toBe(a);
  });
});
