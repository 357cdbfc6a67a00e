import * as z from 'zod/mini';
import { noInput, type FunctionRegistry } from 'shared-contracts/function-contract';

/**
 * How the shop is doing, as her studio opens on it: sales by kind this week and this month
 * against the same days before, what needs her, new subscribers, and the site's visits. Every
 * figure is the server's, from its own records; money in dollars.
 */

/** Sales of a period: goods by kind (before discounts), what codes took off, and services. */
export const salesSchema = z.object({
  originals: z.number(),
  prints: z.number(),
  merch: z.number(),
  /** The design service, murals, her payment links and payment requests: what was paid, less refunds. */
  services: z.number(),
  /** What discount codes took off the goods. */
  discounts: z.number(),
  /** Goods less discounts, plus services: what she earned before shipping and tax. */
  total: z.number(),
  /** Paid orders, and paid service payments. */
  orders: z.number(),
  payments: z.number(),
});
export type Sales = z.infer<typeof salesSchema>;

/** A period to date, and the same number of days just before it. */
export const periodSchema = z.object({
  /** YYYY-MM-DD, in her time zone; `to` is today. */
  from: z.string(),
  to: z.string(),
  sales: salesSchema,
  /** The same days of the week or month before. */
  before: salesSchema,
});
export type Period = z.infer<typeof periodSchema>;

export const todaySchema = z.object({
  /** Monday to today, and this month to today. */
  week: periodSchema,
  month: periodSchema,
  needsYou: z.object({
    /** Paid orders with originals she packs herself. */
    toPack: z.number(),
    /** Messages she has not opened. */
    toAnswer: z.number(),
    /** Payments that failed in the last 30 days after an original was held for them. */
    paymentsFailed: z.number(),
  }),
  subscribers: z.object({ thisWeek: z.number(), lastWeek: z.number(), confirmed: z.number() }),
  visits: z.object({
    thisWeek: z.number(),
    /** The same days of last week. */
    lastWeek: z.number(),
    /** The last 14 days, oldest first, each with its visits (0 for none). */
    byDay: z.array(z.object({ day: z.string(), visits: z.number() })),
    /** The most visited pages and the places visitors came from this week, most first. */
    pages: z.array(z.object({ path: z.string(), visits: z.number() })),
    sources: z.array(z.object({ source: z.string(), visits: z.number() })),
  }),
});
export type Today = z.infer<typeof todaySchema>;

export const shopTodayFunctions = {
  'studio-today': { request: noInput, response: todaySchema },
} as const satisfies FunctionRegistry;

/** What a page view's beacon (`visitBeacon`) sends. */
export const visitSchema = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(500)),
  /** `document.referrer` on the first page of a visit; empty for a move within the site. */
  referrer: z.string().check(z.maxLength(2000)),
});
export type Visit = z.infer<typeof visitSchema>;
