import { cartItemSchema, cartLineId, maxLineQuantity, type CartItem } from 'shared-contracts/cart';
import { publish, subscribe } from 'shared-contracts/events';
import { itemCount } from 'shared-contracts/pricing';
import * as z from 'zod/mini';
import { create } from 'zustand';

/** Where the cart is kept in the browser, so it survives reloads and is shared by tabs. */
export const cartStorageKey = 'grace-studio:cart';

const savedCartSchema = z.array(cartItemSchema);

export type NewCartItem = Omit<CartItem, 'id' | 'quantity'>;

interface CartState {
  items: CartItem[];
  isOpen: boolean;
  addItem(item: NewCartItem): void;
  removeItem(id: string): void;
  updateQuantity(id: string, quantity: number): void;
  clearCart(): void;
  openCart(): void;
  closeCart(): void;
  toggleCart(): void;
}

function readSavedCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    return savedCartSchema.parse(JSON.parse(raw));
  } catch (error) {
    console.error('Failed to parse saved cart', error);
    return [];
  }
}

function loadSavedCart(): CartItem[] {
  try {
    return readSavedCart(window.localStorage.getItem(cartStorageKey));
  } catch {
    return [];
  }
}

/** The shop's cart. It belongs to the shop alone; the shell learns its count from the bus. */
export const useCartStore = create<CartState>((set) => ({
  items: loadSavedCart(),
  isOpen: false,
  addItem: (item) =>
    set(({ items }) => {
      const id = cartLineId(item.productId, item.variantId);
      const existing = items.find((line) => line.id === id);
      if (!existing) return { items: [...items, { ...item, id, quantity: 1 }] };
      return {
        items: items.map((line) =>
          line.id === id ? { ...line, quantity: Math.min(line.quantity + 1, maxLineQuantity) } : line,
        ),
      };
    }),
  removeItem: (id) => set(({ items }) => ({ items: items.filter((line) => line.id !== id) })),
  updateQuantity: (id, quantity) =>
    set(({ items }) => ({
      items:
        quantity <= 0
          ? items.filter((line) => line.id !== id)
          : items.map((line) =>
              line.id === id ? { ...line, quantity: Math.min(Math.floor(quantity), maxLineQuantity) } : line,
            ),
    })),
  clearCart: () => set({ items: [] }),
  openCart: () => set({ isOpen: true }),
  closeCart: () => set({ isOpen: false }),
  toggleCart: () => set(({ isOpen }) => ({ isOpen: !isOpen })),
}));

// Every change is saved and its item count announced to the shell; a change made in
// another tab is taken over here; the shell's cart button opens the panel.
useCartStore.subscribe((state, previous) => {
  if (state.items === previous.items) return;
  try {
    window.localStorage.setItem(cartStorageKey, JSON.stringify(state.items));
  } catch (error) {
    console.error('Failed to save the cart', error);
  }
  const count = itemCount(state.items);
  if (count !== itemCount(previous.items)) publish('shop:cart-updated', { count });
});

// Listen before announcing: the shell answers the first announcement with any open request
// the visitor made while the shop was loading.
subscribe('shell:cart-open-requested', () => useCartStore.getState().openCart());
publish('shop:cart-updated', { count: itemCount(useCartStore.getState().items) });

window.addEventListener('storage', (event) => {
  if (event.key !== cartStorageKey) return;
  const items = readSavedCart(event.newValue);
  if (JSON.stringify(items) !== JSON.stringify(useCartStore.getState().items)) useCartStore.setState({ items });
});
