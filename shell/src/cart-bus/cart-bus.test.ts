import { publish, subscribe } from 'shared-contracts/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectCartBus, requestCartOpen, useCartBus } from './cart-bus';

describe('the cart bus', () => {
  let disconnect: () => void;
  beforeEach(() => {
    useCartBus.setState({ count: null, openPending: false, panelWanted: false, panelAttempt: 0 });
    disconnect = connectCartBus();
  });
  afterEach(() => disconnect());

  it('shows the count the shop announces', () => {
    publish('shop:cart-updated', { count: 4 });

    expect(useCartBus.getState().count).toBe(4);
  });

  it('asks the shop to open its panel once the shop is listening', () => {
    const opened = vi.fn();
    const stop = subscribe('shell:cart-open-requested', opened);
    publish('shop:cart-updated', { count: 0 });

    requestCartOpen();

    expect(opened).toHaveBeenCalledTimes(1);
    stop();
  });

  it('holds an open request made before the shop has loaded and delivers it when the shop speaks', () => {
    const opened = vi.fn();
    const stop = subscribe('shell:cart-open-requested', opened);

    requestCartOpen();
    expect(opened).not.toHaveBeenCalled();
    expect(useCartBus.getState().panelWanted).toBe(true);

    publish('shop:cart-updated', { count: 2 });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(useCartBus.getState().openPending).toBe(false);
    stop();
  });
});
