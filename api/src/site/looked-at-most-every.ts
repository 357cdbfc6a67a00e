/**
 * `look` shared by every call within `ms` of the last look: under a burst of page requests,
 * one look (a build file's stat, a remote's version) serves them all, and a new build is seen
 * at most `ms` later.
 */
export function lookedAtMostEvery<T>(ms: number, look: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = performance.now();
    if (!last || now - last.at >= ms) last = { at: now, value: look() };
    return last.value;
  };
}

/** How soon a page request sees a new build of the shell or a remote. */
export const buildRecheckMs = 250;
