/**
 * The one pricing rule of the shop, used by the cart, the checkout and the server alike.
 * Amounts are computed in cents so that no rounding drifts between them. The rule, in the
 * order it applies (the README's money section says the same):
 * 1. the subtotal: every line's price times its quantity, gift cards included;
 * 2. a discount code's terms take their amount off the lines they apply to (never a gift card),
 *    when the goods reach the code's minimum and some line is one it applies to;
 * 3. shipping: the shop's rule on the print shop's lines (merchandise and prints), judged on
 *    their discounted subtotal, plus each original's own shipping price, never discounted;
 * 4. tax: the rate (8% in the spec) of the discounted subtotal of the goods; a gift card pays none;
 * 5. the total; a gift card's balance then pays what it can of it, gift cards bought excepted,
 *    and the rest is due on the card.
 * The shipping rule and the tax rate are hers to set (`SitePrices`): the page prices with the
 * record it was served with, the server with the one it holds, and refuses an order whose totals
 * differ from its own.
 */

/**
 * Her prices, one record: the design service's, and the shop's shipping rule and tax rate.
 * Money in cents; the tax in hundredths of a percent (800 is 8%).
 */
export interface SitePrices {
  logoCents: number;
  completePackageCents: number;
  bookCoverCents: number;
  muralDepositCents: number;
  muralBalanceCents: number;
  freeShippingOverCents: number;
  flatShippingCents: number;
  taxBasisPoints: number;
}

/** The prices the spec gives, until she sets her own. */
export const specPrices: SitePrices = {
  logoCents: 30000,
  completePackageCents: 45000,
  bookCoverCents: 15000,
  muralDepositCents: 47500,
  muralBalanceCents: 47500,
  freeShippingOverCents: 5000,
  flatShippingCents: 999,
  taxBasisPoints: 800,
};

/** What of her prices an order of goods is priced with. */
export type ShopRates = Pick<SitePrices, 'freeShippingOverCents' | 'flatShippingCents' | 'taxBasisPoints'>;

export const shopRatesOf = ({ freeShippingOverCents, flatShippingCents, taxBasisPoints }: SitePrices): ShopRates => ({
  freeShippingOverCents,
  flatShippingCents,
  taxBasisPoints,
});

/** What a line is: merchandise (no kind), an original, a print, or a gift card. */
export type PricedKind = 'original' | 'print' | 'gift-card';

export interface PricedLine {
  kind?: PricedKind;
  /** Unit price as the catalogue gives it, e.g. "24.99". */
  price: string | number;
  quantity: number;
  /**
   * A line the artist ships herself (an original) carries its own shipping price, per unit;
   * other lines share the shop's rule.
   */
  shipping?: string | number;
}

/** What a discount code may apply to; a gift card never. */
export const discountTargets = ['everything', 'merch', 'prints', 'originals'] as const;
export type DiscountTarget = (typeof discountTargets)[number];

/** A code's terms, as far as pricing needs them: how much, off what, from which subtotal. */
export interface DiscountTerms {
  /** `percent`: `value` is a whole percentage, 1 to 100; `amount`: `value` is cents off. */
  kind: 'percent' | 'amount';
  value: number;
  appliesTo: DiscountTarget;
  /** The goods' subtotal, before the discount, must reach this; null: any subtotal. */
  minSubtotalCents: number | null;
}

/** What pays for an order besides the buyer's card, and the shop's rates it is priced with (the spec's if none). */
export interface PricingOffers {
  rates?: ShopRates;
  discount?: DiscountTerms | null;
  /** The balance of the gift card the buyer spends. */
  giftCardBalanceCents?: number | null;
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  /** What the gift card pays of the total. */
  giftCard: number;
  /** What is left to pay by card. */
  due: number;
}

export interface OrderTotalsInCents {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  giftCardCents: number;
  dueCents: number;
}

export function toCents(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${amount}`);
  return Math.round(value * 100);
}

export const fromCents = (cents: number): number => cents / 100;

type Category = 'merch' | PricedKind;

/** A line without a kind is merchandise, unless it carries its own shipping, as an original does. */
const categoryOf = (line: PricedLine): Category => line.kind ?? (line.shipping !== undefined ? 'original' : 'merch');

const subtotalOf = (lines: readonly PricedLine[]) =>
  lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);

const targetCategories: Record<DiscountTarget, readonly Category[]> = {
  everything: ['merch', 'print', 'original'],
  merch: ['merch'],
  prints: ['print'],
  originals: ['original'],
};

/** Why a code's terms take nothing off these lines, or `fits`. */
export type DiscountFit = 'fits' | 'minimum-not-reached' | 'nothing-it-applies-to';

export function discountFit(lines: readonly PricedLine[], terms: DiscountTerms): DiscountFit {
  const goods = lines.filter((line) => categoryOf(line) !== 'gift-card');
  if (!goods.some((line) => targetCategories[terms.appliesTo].includes(categoryOf(line)))) {
    return 'nothing-it-applies-to';
  }
  if (terms.minSubtotalCents !== null && subtotalOf(goods) < terms.minSubtotalCents) return 'minimum-not-reached';
  return 'fits';
}

/** The discount in cents, and the part of it that falls on the print shop's lines. */
function discountOf(lines: readonly PricedLine[], terms: DiscountTerms | null | undefined) {
  if (!terms || discountFit(lines, terms) !== 'fits') return { cents: 0, onPrintShopCents: 0 };
  const applies = lines.filter((line) => targetCategories[terms.appliesTo].includes(categoryOf(line)));
  const eligibleCents = subtotalOf(applies);
  const cents =
    terms.kind === 'percent'
      ? Math.round((eligibleCents * Math.min(terms.value, 100)) / 100)
      : Math.min(terms.value, eligibleCents);
  const printShopCents = subtotalOf(applies.filter((line) => categoryOf(line) !== 'original'));
  return { cents, onPrintShopCents: eligibleCents ? Math.round((cents * printShopCents) / eligibleCents) : 0 };
}

/** The order's totals by the rule above; without offers, no discount and nothing paid by gift card. */
export function priceOrderInCents(lines: readonly PricedLine[], offers: PricingOffers = {}): OrderTotalsInCents {
  const subtotalCents = subtotalOf(lines);
  const giftCardLinesCents = subtotalOf(lines.filter((line) => categoryOf(line) === 'gift-card'));
  const discount = discountOf(lines, offers.discount);
  const { freeShippingOverCents, flatShippingCents, taxBasisPoints } = offers.rates ?? specPrices;
  const printShop = lines.filter((line) => ['merch', 'print'].includes(categoryOf(line)));
  const ownShipping = lines.filter((line) => categoryOf(line) === 'original');
  // Originals alone, or gift cards alone, send no parcel from the print shop.
  const sharedShippingCents =
    printShop.length === 0 || subtotalOf(printShop) - discount.onPrintShopCents > freeShippingOverCents
      ? 0
      : flatShippingCents;
  const shippingCents =
    sharedShippingCents + ownShipping.reduce((sum, line) => sum + toCents(line.shipping ?? 0) * line.quantity, 0);
  const taxCents = Math.round(((subtotalCents - giftCardLinesCents - discount.cents) * taxBasisPoints) / 10000);
  const totalCents = subtotalCents - discount.cents + shippingCents + taxCents;
  const giftCardCents = Math.max(0, Math.min(offers.giftCardBalanceCents ?? 0, totalCents - giftCardLinesCents));
  return {
    subtotalCents,
    discountCents: discount.cents,
    shippingCents,
    taxCents,
    totalCents,
    giftCardCents,
    dueCents: totalCents - giftCardCents,
  };
}

export function priceOrder(lines: readonly PricedLine[], offers: PricingOffers = {}): OrderTotals {
  const cents = priceOrderInCents(lines, offers);
  return {
    subtotal: fromCents(cents.subtotalCents),
    discount: fromCents(cents.discountCents),
    shipping: fromCents(cents.shippingCents),
    tax: fromCents(cents.taxCents),
    total: fromCents(cents.totalCents),
    giftCard: fromCents(cents.giftCardCents),
    due: fromCents(cents.dueCents),
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

/**
 * "$12.50", "$1,200.00", "-$3.00": a dollar sign, thousands grouped, two decimals; the one money
 * format of pages, e-mails and the studio. It writes what `Intl.NumberFormat('en-US', { style:
 * 'currency', currency: 'USD' })` writes (pricing.test.ts holds it to that), without building
 * that formatter, whose first construction costs a phone's page tens of milliseconds.
 */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return `$${amount}`;
  // Rounded half away from zero from the shortest decimal that reads back as the amount, as ICU
  // rounds: 0.015 is $0.02, though the double nearest to 0.015 lies a little below it. (Below a
  // millionth, where that decimal has an exponent, nothing is left to round.)
  const [whole = '0', fraction = ''] = Math.abs(amount) < 1e-6 ? [] : String(Math.abs(amount)).split('.');
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const cents = Number(whole + fraction.slice(0, 2).padEnd(2, '0')) + (roundsUp ? 1 : 0);
  return `${amount < 0 ? '-' : ''}$${groupedThousands(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** A whole number with its thousands grouped, as amounts are written: 100000 is "100,000". */
export function groupedThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** An amount taken off a total, `−$8.25`, with a true minus sign: a discount, what a gift card paid. */
export const formatUsdOff = (amount: number): string => `−${formatUsd(amount)}`;

/** An amount kept in cents, as formatUsd writes it. */
export const formatCents = (cents: number): string => formatUsd(fromCents(cents));
