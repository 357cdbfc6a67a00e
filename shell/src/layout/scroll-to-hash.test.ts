import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToHash } from './scroll-to-hash';

describe('scrolling to the element a fragment names', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('waits for an element that a screen still loading will bring', () => {
    const watched = vi.spyOn(MutationObserver.prototype, 'observe');
    const stop = scrollToHash('#faq-shipping');
    expect(watched).toHaveBeenCalledOnce();
    stop();
  });

  it("neither waits for an element nor fails on a fragment that carries data, such as an order page's key, or is not valid encoding", () => {
    const watched = vi.spyOn(MutationObserver.prototype, 'observe');
    expect(() => scrollToHash('#key=9f2c4e')).not.toThrow();
    expect(() => scrollToHash('#%E0%A4%A')).not.toThrow();
    expect(watched).not.toHaveBeenCalled();
  });
});
