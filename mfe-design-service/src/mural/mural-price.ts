import { muralSetPrice } from 'shared-contracts/design-service';
import { formatUsd, type SitePrices } from 'shared-contracts/pricing';

/**
 * The mural's price as her prices set it, in dollars: the whole and the balance due on
 * completion, with the share of the whole the deposit and the balance each are ("50%"), so that
 * the pages never name a split she has not set. The deposit itself is what the payment sends
 * (`useHostedPayment`'s price).
 */
export function muralPrice(prices: SitePrices) {
  const total = muralSetPrice(prices);
  const deposit = prices.muralDepositCents / 100;
  const balance = prices.muralBalanceCents / 100;
  const share = (part: number) => `${total > 0 ? Math.round((part / total) * 100) : 0}%`;
  return { total, balance, depositShare: share(deposit), balanceShare: share(balance) };
}

/** A price as the mural's buttons word it: "$475", and "$475.50" when it has cents. */
export const buttonPrice = (dollars: number) => formatUsd(dollars).replace(/\.00$/, '');
