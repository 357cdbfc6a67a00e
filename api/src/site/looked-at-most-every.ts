/** A look shared by every call within `ms` of it; `forget()` makes the next call look again. */
export interface SharedLook<T> {
  (): Promise<T>;
  forget(): void;
}

/**
 * `look` shared by every call within `ms` of the last look: under a burst of page requests,
 * one look (a build file's stat, a remote's version, her published words) serves them all, and
 * a change is seen at most `ms` later. A look that fails is not kept: the next call looks again.
 */
export function lookedAtMostEvery<T>(ms: number, look: () => Promise<T>): SharedLook<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  const shared = () => {
    const now = performance.now();
    if (!last || now - last.at >= ms) {
      const current = { at: now, value: look() };
      last = current;
      current.value.catch(() => {
        if (last === current) last = undefined;
      });
    }
    return last.value;
  };
  return Object.assign(shared, {
    forget: () => {
      last = undefined;
    },
  });
}

/** How soon a page request sees a new build of the shell or a remote. */
export const buildRecheckMs = 250;
