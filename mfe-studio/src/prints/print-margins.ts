import * as z from 'zod/mini';
import { formatCents, toCents } from 'shared-contracts/pricing';
import type { PrintCost } from 'shared-contracts/studio';
import { dollarsText, readNumber } from '../ui/typed-numbers';
import { offerKey, unoffered, type PrintOffersForm } from './print-offers-form';

/** Printful's cost of each size in cents, by `offerKey`; a size it gives no cost for is missing. */
export type CostsByOffer = ReadonlyMap<string, number>;

export const costsByOffer = (costs: readonly PrintCost[]): CostsByOffer =>
  new Map(costs.map((cost) => [offerKey(cost.product, cost.size), cost.costCents]));

export interface CostNote {
  text: string;
  /** Her price is below Printful's cost. */
  loss: boolean;
}

/**
 * `Printful’s cost $11.95 · your margin $33.05 (73%)`: the margin is her price less the cost, and
 * its share of her price. Only the cost while her price does not read as an amount above $0.
 */
export function costNote(costCents: number, price: string): CostNote {
  const cost = `Printful’s cost ${formatCents(costCents)}`;
  const dollars = readNumber(price);
  if (dollars === undefined || !(dollars > 0)) return { text: cost, loss: false };
  const priceCents = toCents(dollars);
  const marginCents = priceCents - costCents;
  if (marginCents < 0) {
    return { text: `${cost} · below its cost: you would lose ${formatCents(-marginCents)} on each`, loss: true };
  }
  const share = Math.round((marginCents / priceCents) * 100);
  return { text: `${cost} · your margin ${formatCents(marginCents)} (${share}%)`, loss: false };
}

const markupSchema = z
  .number('Please enter the markup as a number of percent, such as 60')
  .check(z.gte(0, 'Please enter a markup of 0% or more'), z.lte(1000, 'Please enter a markup of at most 1000%'));

/** The markup as she may type it (`60`, `62.5%`) in percent, or why it cannot be read. */
export function readMarkup(text: string): { ok: true; percent: number } | { ok: false; error: string } {
  const checked = markupSchema.safeParse(readNumber(text.replace('%', '')));
  return checked.success ? { ok: true, percent: checked.data } : { ok: false, error: checked.error.issues[0]!.message };
}

/** Printful's cost plus the markup, rounded up to a whole dollar: her price in dollars. */
export function priceFromMarkup(costCents: number, percent: number): number {
  // To the cent first, so that 10% on $10.00 is $11 and not a hair over it, rounded up to $12.
  const cents = Math.round((costCents * (100 + percent)) / 100);
  return Math.ceil(cents / 100);
}

/** The form with every size Printful gives a cost for priced from the markup; whether she offers it is kept. */
export function priceAllFromMarkup(form: PrintOffersForm, costs: CostsByOffer, percent: number): PrintOffersForm {
  const priced = { ...form };
  for (const [key, costCents] of costs) {
    priced[key] = { ...(form[key] ?? unoffered), price: dollarsText(priceFromMarkup(costCents, percent)) };
  }
  return priced;
}
