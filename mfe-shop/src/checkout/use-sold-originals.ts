import { useCallback, useEffect, useRef, useState } from 'react';
import { originalUnavailableMessage, type CartLine } from 'shared-contracts/cart';
import { isOriginal, useCartStore } from '../cart/cart-store';
import { soldOriginals, soldOriginalsNotice } from '../cart/sold-originals';

export interface SoldOriginals {
  /** What the visitor reads about pieces taken out of her cart: said once, not as a payment failure. */
  notice: string | undefined;
  /** The notice of the pieces whose taking out emptied the cart; undefined when something else emptied it. */
  emptiedBy(): string | undefined;
  /**
   * After the server refused the order: takes out the `lines` its refusal names as another
   * buyer's, says that nothing was charged, and answers whether it named any.
   */
  takeOutRefused(lines: readonly CartLine[], status: number, refusal: string): boolean;
}

/**
 * The checkout's originals that another buyer has: one that sold while it sat in the cart is
 * taken out as the checkout opens, before the visitor fills anything in; one the server refuses
 * the order for is taken out then. Every other line is kept.
 */
export function useSoldOriginals(): SoldOriginals {
  const [notice, setNotice] = useState<string>();
  const emptiedBy = useRef<string | undefined>(undefined);

  /** Takes pieces another buyer has out of the cart, keeping every other line, and says so. */
  const takeOut = useCallback((lines: readonly { id: string }[], said: string) => {
    const cart = useCartStore.getState();
    if (lines.length === cart.items.length) emptiedBy.current = said;
    for (const line of lines) cart.removeItem(line.id);
    setNotice(said);
  }, []);

  useEffect(() => {
    const originals = useCartStore.getState().items.filter(isOriginal);
    if (originals.length === 0) return;
    let current = true;
    void soldOriginals(originals).then((sold) => {
      if (current && sold.length) takeOut(sold, soldOriginalsNotice(sold));
    });
    return () => {
      current = false;
    };
  }, [takeOut]);

  const whyEmptied = useCallback(() => emptiedBy.current, []);

  return {
    notice,
    emptiedBy: whyEmptied,
    takeOutRefused: (lines, status, refusal) => {
      const taken = status === 409 ? lines.filter((line) => refusal === originalUnavailableMessage(line.name)) : [];
      if (taken.length === 0) return false;
      takeOut(
        taken,
        `${refusal} It was taken out of your cart and nothing was charged; the rest of your order is kept.`,
      );
      return true;
    },
  };
}
