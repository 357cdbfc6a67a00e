/**
 * The one pricing rule of the shop, used by the cart, the checkout and the server alike.
 * Amounts are computed in cents so that no rounding drifts between them.
 */
export const freeShippingOverCents = 5000;
export const flatShippingCents = 999;
export const taxRate = 0.08;

export interface PricedLine {
  /** Unit price as the catalogue gives it, e.g. "24.99". */
  price: string | number;
  quantity: number;
  /**
   * A line the artist ships herself (an original) carries its own shipping price, per unit;
   * other lines share the shop's rule.
   */
  shipping?: string | number;
}

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

export interface OrderTotalsInCents {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

export function toCents(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${amount}`);
  return Math.round(value * 100);
}

export const fromCents = (cents: number): number => cents / 100;

const subtotalOf = (lines: readonly PricedLine[]) =>
  lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);

/**
 * Subtotal; shipping: the shop's rule for merchandise and prints (free over $50, else $9.99)
 * plus each original's own shipping price; 8% tax on the whole subtotal; and the total.
 */
export function priceOrderInCents(lines: readonly PricedLine[]): OrderTotalsInCents {
  const subtotalCents = subtotalOf(lines);
  const ownShipping = lines.filter((line) => line.shipping !== undefined);
  const shared = lines.filter((line) => line.shipping === undefined);
  // An order of originals only has no parcel from the print shop to pay for.
  const sharedShippingCents =
    ownShipping.length > 0 && shared.length === 0
      ? 0
      : subtotalOf(shared) > freeShippingOverCents
        ? 0
        : flatShippingCents;
  const shippingCents =
    sharedShippingCents + ownShipping.reduce((sum, line) => sum + toCents(line.shipping!) * line.quantity, 0);
  const taxCents = Math.round(subtotalCents * taxRate);
  return { subtotalCents, shippingCents, taxCents, totalCents: subtotalCents + shippingCents + taxCents };
}

export function priceOrder(lines: readonly PricedLine[]): OrderTotals {
  const cents = priceOrderInCents(lines);
  return {
    subtotal: fromCents(cents.subtotalCents),
    shipping: fromCents(cents.shippingCents),
    tax: fromCents(cents.taxCents),
    total: fromCents(cents.totalCents),
  };
}

/** Sum of price times quantity, as the cart panel shows it. */
export function cartTotal(lines: readonly PricedLine[]): number {
  return priceOrderInCents(lines).subtotalCents / 100;
}

/** Sum of quantities: the count on the cart badge. */
export function itemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$12.50", "$1,200.00": a dollar sign, thousands grouped, two decimals; the one money format of pages, e-mails and the studio. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** An amount kept in cents, as formatUsd writes it. */
export const formatCents = (cents: number): string => formatUsd(fromCents(cents));
