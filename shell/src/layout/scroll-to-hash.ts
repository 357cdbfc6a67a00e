/** The element id a fragment names; none for one that carries data (`#key=…`) or is not valid encoding. */
function idOf(hash: string): string | undefined {
  try {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    return id && !id.includes('=') ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Scrolls to the element a URL fragment names. Screens come from remotes that load after
 * navigation, so the element is awaited for a few seconds. Returns a cancel function.
 */
export function scrollToHash(hash: string, waitMs = 5000): () => void {
  const id = idOf(hash);
  if (!id) return () => undefined;
  const scroll = () => {
    const target = document.getElementById(id);
    if (!target) return false;
    target.scrollIntoView({ block: 'start' });
    return true;
  };
  if (scroll()) return () => undefined;

  const observer = new MutationObserver(() => {
    if (scroll()) stop();
  });
  const timer = window.setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
