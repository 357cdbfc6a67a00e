import { giftCardCartLine, originalCartLine } from 'shared-contracts/testing/cart-lines';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartLineDetails, type NewCartItem } from './cart-store';

const tee: NewCartItem = {
  productId: 101,
  variantId: 10101,
  name: "Walk by Faith Women's Relaxed T-Shirt",
  imageUrl: '/catalog-images/womens-tee-white.svg',
  price: '24.99',
  currency: 'USD',
  size: 'S',
  color: 'White',
};
const sweatshirt: NewCartItem = { ...tee, productId: 102, variantId: 10201, name: 'Sweatshirt', price: '54.99' };

/** A fresh copy of the store module, as a page load would create it. */
async function loadStore() {
  vi.resetModules();
  return (await import('./cart-store')).useCartStore;
}

describe('the cart', () => {
  beforeEach(() => window.localStorage.clear());

  it('adds a new line with quantity 1, and raises the quantity when the same variant is added again', async () => {
    const cart = await loadStore();
    cart.getState().addItem(tee);
    cart.getState().addItem(sweatshirt);
    cart.getState().addItem(tee);

    expect(cart.getState().items.map((line) => [line.id, line.quantity])).toEqual([
      ['101-10101', 2],
      ['102-10201', 1],
    ]);
  });

  it('removes a line whose quantity is set to 0 or below', async () => {
    const cart = await loadStore();
    cart.getState().addItem(tee);
    cart.getState().updateQuantity('101-10101', 0);
    expect(cart.getState().items).toEqual([]);
  });

  it('saves every change and brings the lines back with their quantities after a reload', async () => {
    const cart = await loadStore();
    cart.getState().addItem(tee);
    cart.getState().updateQuantity('101-10101', 3);
    cart.getState().addItem(sweatshirt);

    const reloaded = await loadStore();
    expect(reloaded.getState().items.map((line) => [line.id, line.quantity])).toEqual([
      ['101-10101', 3],
      ['102-10201', 1],
    ]);
  });

  it('ignores a corrupt saved cart and logs it', async () => {
    window.localStorage.setItem('grace-studio:cart', '{not json');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const cart = await loadStore();

    expect(cart.getState().items).toEqual([]);
    expect(logged).toHaveBeenCalledWith('Failed to parse saved cart', expect.anything());
  });

  it('ignores a saved cart whose lines are not cart lines', async () => {
    window.localStorage.setItem('grace-studio:cart', JSON.stringify([{ id: 1, quantity: 'many' }]));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await loadStore()).getState().items).toEqual([]);
  });

  it('takes over a change made in another tab', async () => {
    const cart = await loadStore();
    const otherTab = [{ ...tee, id: '101-10101', quantity: 4 }];

    window.dispatchEvent(new StorageEvent('storage', { key: 'grace-studio:cart', newValue: JSON.stringify(otherTab) }));

    expect(cart.getState().items).toEqual(otherTab);
  });

  it('opens when the shell answers its first announcement with a request made while the shop was loading', async () => {
    const { publish, subscribe } = await import('shared-contracts/events');
    const stop = subscribe('shop:cart-updated', () => publish('shell:cart-open-requested', {}));
    const cart = await loadStore();
    stop();
    expect(cart.getState().isOpen).toBe(true);
  });

  it('opens, closes and toggles the panel', async () => {
    const cart = await loadStore();
    cart.getState().openCart();
    expect(cart.getState().isOpen).toBe(true);
    cart.getState().toggleCart();
    expect(cart.getState().isOpen).toBe(false);
  });

  it('takes an original from its page once, at quantity 1, opens the cart, and never raises its quantity', async () => {
    const cart = await loadStore();
    const { publish } = await import('shared-contracts/events');
    const line = originalCartLine();
    publish('portfolio:art-add-requested', { line });
    publish('portfolio:art-add-requested', { line });
    cart.getState().updateQuantity('original-still-waters', 3);

    expect(cart.getState().items).toEqual([line]);
    expect(cart.getState().isOpen).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('grace-studio:cart')!)).toEqual([line]);
  });

  it('takes a print from its page as a line of its product and size, one more each time, beside the same piece in another size', async () => {
    const cart = await loadStore();
    const { publish } = await import('shared-contracts/events');
    const print = (size: string, label: string) => ({
      kind: 'print' as const,
      id: `print-still-waters-framed-poster-${size}`,
      artworkSlug: 'still-waters',
      product: 'framed-poster' as const,
      size,
      label,
      name: 'Still Waters',
      imageUrl: '/media/0123456789abcdef-800.webp',
      price: '85.00',
      currency: 'USD',
      quantity: 1,
    });
    publish('portfolio:art-add-requested', { line: print('12x16', 'Framed poster, 12″ × 16″') });
    publish('portfolio:art-add-requested', { line: print('12x16', 'Framed poster, 12″ × 16″') });
    publish('portfolio:art-add-requested', { line: print('18x24', 'Framed poster, 18″ × 24″') });

    expect(cart.getState().items.map((line) => [line.id, line.quantity])).toEqual([
      ['print-still-waters-framed-poster-12x16', 2],
      ['print-still-waters-framed-poster-18x24', 1],
    ]);
    expect(cart.getState().isOpen).toBe(true);
  });

  it('keeps each gift card as a line of its own, at quantity 1, however alike two of them are', async () => {
    const cart = await loadStore();
    const first = giftCardCartLine('50', '2026-12-24', 'gift-card-1');
    const second = giftCardCartLine('50', '2026-12-24', 'gift-card-2');
    cart.getState().addGiftCard(first);
    cart.getState().addGiftCard(second);
    cart.getState().updateQuantity('gift-card-1', 3);

    expect(cart.getState().items).toEqual([first, second]);
    expect(JSON.parse(window.localStorage.getItem('grace-studio:cart')!)).toEqual([first, second]);
  });
});

describe('what a cart line says beside its name', () => {
  it('says whom a gift card is for and the day it is sent, with the year when it is not this one', () => {
    expect(cartLineDetails(giftCardCartLine('50', '2026-12-24'), '2026-11-20')).toEqual([
      'For Ruth Friend · sends Dec 24',
    ]);
    expect(cartLineDetails(giftCardCartLine('50', '2027-01-05'), '2026-11-20')).toEqual([
      'For Ruth Friend · sends Jan 5, 2027',
    ]);
  });

  it('names the year of a gift card’s day while the server renders, not knowing the visitor’s today', () => {
    expect(cartLineDetails(giftCardCartLine('50', '2026-12-24'), '')).toEqual(['For Ruth Friend · sends Dec 24, 2026']);
  });

  it('calls an original an original, and names a garment’s size and colour', () => {
    expect(cartLineDetails(originalCartLine(), '2026-11-20')).toEqual(['Original']);
    expect(cartLineDetails({ ...tee, id: '101-10101', quantity: 1 }, '2026-11-20')).toEqual(['S', 'White']);
  });
});
