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

/** Subtotal, shipping (free over $50, else $9.99), 8% tax on the subtotal, and the total. */
export function priceOrderInCents(lines: readonly PricedLine[]): OrderTotalsInCents {
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
  const shippingCents = subtotalCents > freeShippingOverCents ? 0 : flatShippingCents;
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

/** "$12.50": a dollar sign and two decimals. */
export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}
