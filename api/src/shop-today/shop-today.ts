import type { Sales, Today } from 'shared-contracts/shop-today';
import { fromCents, toCents } from 'shared-contracts/pricing';
import type { Queryable } from '../db/database';
import { addDays, todayIn } from '../domain/days';
import { lineKind, type OrderLine } from '../orders/order-model';
import type { PageVisits } from './page-visits';

interface Span {
  from: string;
  to: string;
}

/** Where her paid orders and service payments are read from, and what needs her. */
export interface ShopTodayDeps {
  db: Queryable;
  visits: PageVisits;
  timeZone: string;
  /** What needs her now, as her desk counts it. */
  needsYou(): Promise<Today['needsYou']>;
}

/**
 * How the shop is doing, from the server's own records: sales this week (Monday to today) and
 * this month to today, each against the same days before, in her time zone; what needs her; new
 * subscribers; and visits. Orders count once paid (a refund does not take them out: the desk
 * shows refunds); goods are counted before discounts, which are shown apart, and gift cards are
 * not sales until spent. Services are what hosted payment pages took, less refunds.
 */
export class ShopToday {
  constructor(private readonly deps: ShopTodayDeps) {}

  async figures(now = new Date()): Promise<Today> {
    const today = todayIn(this.deps.timeZone, now);
    const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
    const week = { from: addDays(today, -weekday), to: today };
    const lastWeek = { from: addDays(week.from, -7), to: addDays(today, -7) };
    const month = { from: `${today.slice(0, 8)}01`, to: today };
    const lastMonth = sameDaysOfLastMonth(today);
    const days = Array.from({ length: 14 }, (_, index) => addDays(today, index - 13));
    const [thisWeekSales, lastWeekSales, thisMonthSales, lastMonthSales, needsYou, subscribers, visits] =
      await Promise.all([
        this.sales(week),
        this.sales(lastWeek),
        this.sales(month),
        this.sales(lastMonth),
        this.deps.needsYou(),
        this.subscribers(week, lastWeek),
        this.deps.visits.figures(week.from, week.to, lastWeek, days),
      ]);
    return {
      week: { ...week, sales: thisWeekSales, before: lastWeekSales },
      month: { ...month, sales: thisMonthSales, before: lastMonthSales },
      needsYou,
      subscribers,
      visits,
    };
  }

  private async sales({ from, to }: Span): Promise<Sales> {
    const { db, timeZone } = this.deps;
    const orders = await db.query<{ items: OrderLine[]; discount_cents: number }>(
      `SELECT items, discount_cents FROM orders
        WHERE payment_state IN ('paid', 'partly_refunded', 'refunded')
          AND (created_at AT TIME ZONE $3)::date BETWEEN $1 AND $2`,
      [from, to, timeZone],
    );
    const [services] = await db.query<{ cents: number; payments: number }>(
      `SELECT coalesce(sum(coalesce(amount_paid_cents, amount_cents) - amount_refunded_cents), 0)::int AS cents,
              count(*)::int AS payments
         FROM payment_sessions
        WHERE payment_state IN ('paid', 'partly_refunded', 'refunded') AND NOT paid_twice
          AND (coalesce(paid_at, created_at) AT TIME ZONE $3)::date BETWEEN $1 AND $2`,
      [from, to, timeZone],
    );
    const cents = { originals: 0, prints: 0, merch: 0, discounts: 0 };
    for (const order of orders) {
      for (const line of order.items) {
        const amount = toCents(line.unitPrice) * line.quantity;
        const kind = lineKind(line);
        if (kind === 'original') cents.originals += amount;
        else if (kind === 'print') cents.prints += amount;
        else if (kind === 'merch') cents.merch += amount;
      }
      cents.discounts += order.discount_cents;
    }
    const goods = cents.originals + cents.prints + cents.merch;
    return {
      originals: fromCents(cents.originals),
      prints: fromCents(cents.prints),
      merch: fromCents(cents.merch),
      services: fromCents(services!.cents),
      discounts: fromCents(cents.discounts),
      total: fromCents(goods - cents.discounts + services!.cents),
      orders: orders.length,
      payments: services!.payments,
    };
  }

  private async subscribers(week: Span, lastWeek: Span): Promise<Today['subscribers']> {
    const [row] = await this.deps.db.query<{ this_week: number; last_week: number; confirmed: number }>(
      `SELECT count(*) FILTER (WHERE (confirmed_at AT TIME ZONE $5)::date BETWEEN $1 AND $2)::int AS this_week,
              count(*) FILTER (WHERE (confirmed_at AT TIME ZONE $5)::date BETWEEN $3 AND $4)::int AS last_week,
              count(*) FILTER (WHERE state = 'confirmed')::int AS confirmed
         FROM list_subscribers`,
      [week.from, week.to, lastWeek.from, lastWeek.to, this.deps.timeZone],
    );
    return { thisWeek: row!.this_week, lastWeek: row!.last_week, confirmed: row!.confirmed };
  }
}

/** The first of last month to the same day of it as today (or its last day, in a shorter month). */
function sameDaysOfLastMonth(today: string): Span {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  const from = first.toISOString().slice(0, 10);
  return { from, to: `${from.slice(0, 8)}${String(Math.min(day, lastDay)).padStart(2, '0')}` };
}
