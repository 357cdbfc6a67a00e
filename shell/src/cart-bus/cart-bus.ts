import { publish, subscribe, type BusEventPayload } from 'shared-contracts/events';
import { create } from 'zustand';

/**
 * The shell's side of the cart conversation. The shop owns the cart; the shell shows the
 * count the shop announces and asks it to open its panel. The last count is remembered, so
 * the badge is right from the first paint and the shop is only loaded when there is a cart
 * to show or the visitor asks for it.
 */
interface CartBusState {
  /** The item count for the badge: the shop's last announcement. */
  count: number;
  /** The shop has spoken on this page, so its cart is listening. */
  shopListening: boolean;
  /** The visitor asked for the cart before the shop was listening. */
  openPending: boolean;
  /** Originals a page asked to add before the shop was listening, to be asked again once it is. */
  addsPending: BusEventPayload<'portfolio:art-add-requested'>[];
  /** The shop's panel should be mounted. */
  panelWanted: boolean;
  /** Bumped after a failed load so the next request loads the panel afresh. */
  panelAttempt: number;
}

const rememberedCountKey = 'grace-studio:shell:cart-count';

function rememberedCount(): number {
  try {
    const count = Number(window.localStorage.getItem(rememberedCountKey) ?? 0);
    return Number.isInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

// The count starts at nothing, as the server renders it, and the remembered count is read when
// the page connects (connectCartBus), before its first paint.
export const useCartBus = create<CartBusState>(() => ({
  count: 0,
  shopListening: false,
  openPending: false,
  addsPending: [],
  panelWanted: false,
  panelAttempt: 0,
}));

export function requestCartOpen(): void {
  if (!useCartBus.getState().shopListening) {
    useCartBus.setState({ openPending: true, panelWanted: true });
    return;
  }
  publish('shell:cart-open-requested', {});
}

export function wantCartPanel(): void {
  useCartBus.setState({ panelWanted: true });
}

/** Shows the remembered count and starts listening to the shop; returns the function that stops it. */
export function connectCartBus(): () => void {
  if (!useCartBus.getState().shopListening) useCartBus.setState({ count: rememberedCount() });
  const stopListening = subscribe('shop:cart-updated', ({ count }) => {
    const { openPending, addsPending } = useCartBus.getState();
    useCartBus.setState({ count, shopListening: true, panelWanted: true, openPending: false, addsPending: [] });
    try {
      window.localStorage.setItem(rememberedCountKey, String(count));
    } catch {
      // A browser that keeps nothing still shows the count for this page.
    }
    for (const add of addsPending) publish('portfolio:art-add-requested', add);
    if (openPending) publish('shell:cart-open-requested', {});
  });
  // An original added before the shop is loaded: the shop is loaded, and asked again once it listens.
  const stopWatchingAdds = subscribe('portfolio:art-add-requested', (add) => {
    const { shopListening, addsPending } = useCartBus.getState();
    if (!shopListening) useCartBus.setState({ addsPending: [...addsPending, add], panelWanted: true });
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key === rememberedCountKey) useCartBus.setState({ count: rememberedCount() });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stopListening();
    stopWatchingAdds();
    window.removeEventListener('storage', onStorage);
  };
}
