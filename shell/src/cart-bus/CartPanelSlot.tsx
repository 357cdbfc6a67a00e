import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { publish } from 'shared-contracts/events';
import { Exposed, useRemoteReload } from '../federation/RemoteScreen';
import { useCartBus, wantCartPanel } from './cart-bus';

/**
 * Mounts the shop's cart panel: at once when the visitor presses the cart button or the shop
 * speaks, and once the page is idle when a cart was remembered, so its panel is ready.
 * An empty cart costs a page without the shop nothing.
 */
export function CartPanelSlot() {
  const panelWanted = useCartBus((state) => state.panelWanted);
  const attempt = useCartBus((state) => state.panelAttempt);
  const reload = useRemoteReload('shop');

  useEffect(() => {
    if (useCartBus.getState().count === 0) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(wantCartPanel, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(wantCartPanel, 1500);
    return () => window.clearTimeout(timer);
  }, []);

  if (!panelWanted) return null;
  return (
    <PanelBoundary key={attempt} onFailure={() => void reload()}>
      <Suspense fallback={null}>
        <Exposed remote="shop" exposed="CartPanel" />
      </Suspense>
    </PanelBoundary>
  );
}

class PanelBoundary extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The cart panel could not be loaded.', error);
    const { openPending, panelAttempt } = useCartBus.getState();
    // The next press of the cart button loads the panel afresh.
    useCartBus.setState({ openPending: false, panelWanted: false, panelAttempt: panelAttempt + 1 });
    if (openPending) {
      publish('toast:show', {
        title: 'Your cart is unavailable right now',
        description: 'Please try again in a moment.',
        tone: 'error',
      });
    }
    this.props.onFailure();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
