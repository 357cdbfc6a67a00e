import { describe, expect, it, vi } from 'vitest';
import { publish, subscribe } from './bus';

describe('the event bus', () => {
  it('delivers a published event to its subscribers', () => {
    const target = new EventTarget();
    const received: number[] = [];
    subscribe('shop:cart-updated', ({ count }) => received.push(count), target);

    publish('shop:cart-updated', { count: 3 }, target);

    expect(received).toEqual([3]);
  });

  it('stops delivering once the subscriber unsubscribes', () => {
    const target = new EventTarget();
    const handler = vi.fn();
    const unsubscribe = subscribe('shell:cart-open-requested', handler, target);

    unsubscribe();
    publish('shell:cart-open-requested', {}, target);

    expect(handler).not.toHaveBeenCalled();
  });

  it('drops and logs a payload that does not match the schema', () => {
    const target = new EventTarget();
    const handler = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    subscribe('shop:cart-updated', handler, target);

    target.dispatchEvent(new CustomEvent('shop:cart-updated', { detail: { count: -1 } }));

    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Ignored a malformed "shop:cart-updated" event', expect.any(Array));
  });
});
