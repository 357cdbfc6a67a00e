import { originalCartLine } from 'shared-contracts/testing/cart-lines';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshBus() {
  vi.resetModules();
  const bus = await import('./cart-bus');
  const events = await import('shared-contracts/events');
  return { ...bus, disconnect: bus.connectCartBus(), publish: events.publish, subscribe: events.subscribe };
}

describe('the cart bus', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('shows the count the shop announces, and remembers it for the next page', async () => {
    const first = await freshBus();
    first.publish('shop:cart-updated', { count: 4 });
    expect(first.useCartBus.getState()).toMatchObject({ count: 4, panelWanted: true });
    first.disconnect();

    const next = await freshBus();
    expect(next.useCartBus.getState().count).toBe(4);
    next.disconnect();
  });

  it('asks the shop to open its panel once the shop is listening', async () => {
    const bus = await freshBus();
    const opened = vi.fn();
    const stop = bus.subscribe('shell:cart-open-requested', opened);
    bus.publish('shop:cart-updated', { count: 0 });

    bus.requestCartOpen();

    expect(opened).toHaveBeenCalledTimes(1);
    stop();
    bus.disconnect();
  });

  it('loads the panel and holds an open request made before the shop has loaded', async () => {
    const bus = await freshBus();
    const opened = vi.fn();
    const stop = bus.subscribe('shell:cart-open-requested', opened);

    bus.requestCartOpen();
    expect(opened).not.toHaveBeenCalled();
    expect(bus.useCartBus.getState().panelWanted).toBe(true);

    bus.publish('shop:cart-updated', { count: 2 });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(bus.useCartBus.getState().openPending).toBe(false);
    stop();
    bus.disconnect();
  });

  it('follows a count changed in another tab', async () => {
    const bus = await freshBus();
    window.localStorage.setItem('grace-studio:shell:cart-count', '7');
    window.dispatchEvent(new StorageEvent('storage', { key: 'grace-studio:shell:cart-count' }));
    expect(bus.useCartBus.getState().count).toBe(7);
    bus.disconnect();
  });

  it('loads the shop for an original added before the shop listens, and asks the shop again once it does', async () => {
    const bus = await freshBus();
    const line = originalCartLine();
    bus.publish('portfolio:art-add-requested', { line });
    expect(bus.useCartBus.getState().panelWanted).toBe(true);

    const heard = vi.fn();
    const stop = bus.subscribe('portfolio:art-add-requested', heard);
    bus.publish('shop:cart-updated', { count: 0 });
    expect(heard).toHaveBeenCalledExactlyOnceWith({ line });
    bus.publish('shop:cart-updated', { count: 1 });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    bus.disconnect();
  });
});
