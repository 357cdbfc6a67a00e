import {
  cartLineId,
  cartLineSchema,
  maxLineQuantity,
  originalLineId,
  printLineId,
  type ArtCartItem,
  type CartItem,
  type CartLine,
  type OriginalCartItem,
} from 'shared-contracts/cart';
import { publish, subscribe } from 'shared-contracts/events';
import type { GiftCardCartItem } from 'shared-contracts/offers';
import { itemCount } from 'shared-contracts/pricing';
import * as z from 'zod/mini';
import { create } from 'zustand';
import { formatSendDay } from '../gift-cards/send-day';

/** Whether a cart line is an original painting rather than merchandise. */
export const isOriginal = (line: CartLine): line is OriginalCartItem => line.kind === 'original';

/** Whether a cart line is a gift card. */
export const isGiftCard = (line: CartLine): line is GiftCardCartItem => line.kind === 'gift-card';

/** An original is one of a kind and each gift card is a line of its own: their quantity stays 1. */
export const isSingleLine = (line: CartLine): line is OriginalCartItem | GiftCardCartItem =>
  isOriginal(line) || isGiftCard(line);

/**
 * Whether anything in the cart, or in an order placed from it, ships: gift cards go by e-mail, so
 * gift cards alone send nothing by post.
 */
export const cartShips = (lines: readonly { kind?: string }[]): boolean =>
  lines.some((line) => line.kind !== 'gift-card');

/**
 * What a line is, beside its name: Original; the print's product and size; the merchandise's size
 * and colour; whom a gift card is for and when it is sent. `today` (`2026-11-20`, from useLocalToday)
 * tells whether to name the year; it is empty while the server renders, and the year is then named.
 */
export function cartLineDetails(line: CartLine, today: string): string[] {
  if (line.kind === 'original') return ['Original'];
  if (line.kind === 'print') return [line.label];
  if (line.kind === 'gift-card') return [`For ${line.recipientName} · sends ${formatSendDay(line.sendOn, today)}`];
  return [line.size, line.color].filter((detail) => typeof detail === 'string' && detail !== '') as string[];
}

/** Where the cart is kept in the browser, so it survives reloads and is shared by tabs. */
export const cartStorageKey = 'grace-studio:cart';

const savedCartSchema = z.array(cartLineSchema);

export type NewCartItem = Omit<CartItem, 'id' | 'quantity'>;

interface CartState {
  items: CartLine[];
  isOpen: boolean;
  addItem(item: NewCartItem): void;
  /** An original is in the cart once, or not at all; a print adds one more of its product and size. */
  addArt(line: ArtCartItem): void;
  /** Each gift card is a line of its own, however alike two of them are. */
  addGiftCard(line: GiftCardCartItem): void;
  removeItem(id: string): void;
  updateQuantity(id: string, quantity: number): void;
  clearCart(): void;
  openCart(): void;
  closeCart(): void;
  toggleCart(): void;
}

function readSavedCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    return savedCartSchema.parse(JSON.parse(raw));
  } catch (error) {
    console.error('Failed to parse saved cart', error);
    return [];
  }
}

function loadSavedCart(): CartLine[] {
  try {
    return readSavedCart(window.localStorage.getItem(cartStorageKey));
  } catch {
    return [];
  }
}

/** The cart with one more of a line: added at 1, else its quantity up by one (an original's stays 1). */
function withOneMore(items: CartLine[], added: CartLine): CartLine[] {
  if (!items.some((line) => line.id === added.id)) return [...items, added];
  return items.map((line): CartLine =>
    line.id === added.id && !isSingleLine(line)
      ? { ...line, quantity: Math.min(line.quantity + 1, maxLineQuantity) }
      : line,
  );
}

/** The shop's cart. It belongs to the shop alone; the shell learns its count from the bus. */
export const useCartStore = create<CartState>((set) => ({
  items: loadSavedCart(),
  isOpen: false,
  addItem: (item) =>
    set(({ items }) => ({
      items: withOneMore(items, { ...item, id: cartLineId(item.productId, item.variantId), quantity: 1 }),
    })),
  addArt: (line) =>
    set(({ items }) => {
      const added: CartLine =
        line.kind === 'original'
          ? { ...line, id: originalLineId(line.artworkSlug), quantity: 1 as const }
          : { ...line, id: printLineId(line.artworkSlug, line.product, line.size), quantity: 1 };
      return { items: withOneMore(items, added) };
    }),
  addGiftCard: (line) => set(({ items }) => ({ items: [...items, line] })),
  removeItem: (id) => set(({ items }) => ({ items: items.filter((line) => line.id !== id) })),
  updateQuantity: (id, quantity) =>
    set(({ items }) => ({
      items:
        quantity <= 0
          ? items.filter((line) => line.id !== id)
          : items.map((line): CartLine =>
              line.id === id && !isSingleLine(line)
                ? { ...line, quantity: Math.min(Math.floor(quantity), maxLineQuantity) }
                : line,
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

// In the browser (the server renders a page without a cart): listen before announcing, since
// the shell answers the first announcement with any open request the visitor made while the
// shop was loading.
if (typeof window !== 'undefined') {
  subscribe('shell:cart-open-requested', () => useCartStore.getState().openCart());
  subscribe('portfolio:art-add-requested', ({ line }) => {
    useCartStore.getState().addArt(line);
    useCartStore.getState().openCart();
  });
  publish('shop:cart-updated', { count: itemCount(useCartStore.getState().items) });

  window.addEventListener('storage', (event) => {
    if (event.key !== cartStorageKey) return;
    const items = readSavedCart(event.newValue);
    if (JSON.stringify(items) !== JSON.stringify(useCartStore.getState().items)) useCartStore.setState({ items });
  });
}
