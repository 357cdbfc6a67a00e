/** A request that everyone who asks for the same key shares. */
export interface SharedRequest<T, Key> {
  /** The request for `key` that is running or kept, or else a new one. */
  get(key: Key): Promise<T>;
  /** A new request for `key`, shared from now on in place of the one before. */
  refresh(key: Key): Promise<T>;
  /** The request for `key` that callers share now, if any; starts nothing. */
  current(key: Key): Promise<T> | undefined;
}

export interface SharedRequestOptions {
  /**
   * `on-failure` (the default): a successful answer is kept and given to every later caller.
   * `when-settled`: only a running request is shared, for callers that keep the answer
   * themselves or want fresh work each time.
   */
  forget?: 'on-failure' | 'when-settled';
}

/**
 * Shares one request per key: while it runs, a second caller gets the first caller's promise
 * instead of starting another. A request that fails is always forgotten, so the next caller
 * tries again rather than being handed the old failure.
 */
export function sharedRequest<T, Key = void>(
  start: (key: Key) => Promise<T>,
  { forget = 'on-failure' }: SharedRequestOptions = {},
): SharedRequest<T, Key> {
  const requests = new Map<Key, Promise<T>>();

  const begin = (key: Key): Promise<T> => {
    const request = start(key);
    requests.set(key, request);
    const drop = () => {
      if (requests.get(key) === request) requests.delete(key);
    };
    // Registered before any caller's handlers, so a caller resuming after the request
    // settles already sees it forgotten.
    void request.then(forget === 'when-settled' ? drop : undefined, drop);
    return request;
  };

  return {
    get: (key) => requests.get(key) ?? begin(key),
    refresh: begin,
    current: (key) => requests.get(key),
  };
}
