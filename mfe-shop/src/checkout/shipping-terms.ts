import type { CartLine } from 'shared-contracts/cart';
import { formatUsd, type ShopRates } from 'shared-contracts/pricing';
import { cartShips, isGiftCard, isOriginal } from '../cart/cart-store';

/** An amount as the shipping terms word it: "$50", and "$49.50" when it has cents. */
const dollars = (cents: number) => formatUsd(cents / 100).replace(/\.00$/, '');

/**
 * The shop's own promise for merchandise and prints, as the specification words it, at the
 * free-shipping threshold she set (the prices the page was served with).
 */
export const shopShippingTerms = (rates: ShopRates) =>
  `Free shipping on orders over ${dollars(rates.freeShippingOverCents)} • 30-day returns`;

/** What becomes of gift cards, which nobody ships. */
const giftCardSendingTerms = 'Gift cards are sent by e-mail on the day you chose.';

/**
 * What applies to this cart's delivery: the shop's free shipping and returns for merchandise
 * and prints, at her rates, and for originals the artist's own packing and the shipping she
 * charges; a cart of gift cards alone ships nothing.
 */
export function shippingTerms(lines: readonly CartLine[], rates: ShopRates): string {
  if (!cartShips(lines)) return giftCardSendingTerms;
  const goods = lines.filter((line) => !isGiftCard(line));
  const originals = goods.filter(isOriginal);
  if (!originals.length) return shopShippingTerms(rates);
  const charged = originals.reduce((sum, line) => sum + Number(line.shipping) * line.quantity, 0);
  const one = originals.length === 1;
  const originalsTerms = `${one ? 'The original is' : 'The originals are'} packed and shipped by the artist${
    charged > 0 ? ` for ${formatUsd(charged)}` : ', free'
  }`;
  return originals.length === goods.length
    ? originalsTerms
    : `Prints and merch: free shipping on orders over ${dollars(rates.freeShippingOverCents)} • 30-day returns. ${originalsTerms}`;
}
