import { publish, subscribe } from 'shared-contracts/events';
import { create } from 'zustand';

/**
 * The shell's side of the cart conversation. The shop owns the cart; the shell only shows
 * the count it announces and asks it to open its panel. A request made before the shop's
 * panel has loaded is held until the shop first speaks.
 */
interface CartBusState {
  /** Item count the shop last announced; null until it has spoken. */
  count: number | null;
  /** The visitor asked for the cart before the panel was ready. */
  openPending: boolean;
  /** The shop's panel should be loaded (on idle, or at once when the visitor asks). */
  panelWanted: boolean;
  /** Bumped after a failed load so the next request loads the panel afresh. */
  panelAttempt: number;
}

export const useCartBus = create<CartBusState>(() => ({
  count: null,
  openPending: false,
  panelWanted: false,
  panelAttempt: 0,
}));

export function requestCartOpen(): void {
  if (useCartBus.getState().count === null) {
    useCartBus.setState({ openPending: true, panelWanted: true });
    return;
  }
  publish('shell:cart-open-requested', {});
}

export function wantCartPanel(): void {
  useCartBus.setState({ panelWanted: true });
}

/** Starts listening to the shop; returns the function that stops it. */
export function connectCartBus(): () => void {
  return subscribe('shop:cart-updated', ({ count }) => {
    const { openPending } = useCartBus.getState();
    useCartBus.setState({ count, openPending: false });
    if (openPending) publish('shell:cart-open-requested', {});
  });
}
