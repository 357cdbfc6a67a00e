import type { Sales } from 'shared-contracts/shop-today';
import { plural } from '../ui/plural';

/** The period a figure is compared across: this week or this month, each to today. */
export type PeriodName = 'week' | 'month';

/**
 * How `now` compares with `before`, the same days of the period before: `up 25% on the same days
 * last week`. The change is reckoned against the size of `before`, as refunds can leave a period
 * below nothing.
 */
export function comparedWith(now: number, before: number, period: PeriodName): string {
  const sameDays = `the same days last ${period}`;
  if (now === before) return `the same as ${sameDays}`;
  if (before === 0) return `nothing ${sameDays}`;
  const percent = Math.round((Math.abs(now - before) / Math.abs(before)) * 100);
  return `${now > before ? 'up' : 'down'} ${percent === 0 ? 'less than 1%' : `${percent}%`} on ${sameDays}`;
}

const paid = (count: number, one: string, many: string) => (count === 0 ? `no ${many}` : plural(count, one, many));

/** `Paid: 3 orders and 1 service payment.` */
export const paidCounts = ({ orders, payments }: Sales): string =>
  `Paid: ${paid(orders, 'order', 'orders')} and ${paid(payments, 'service payment', 'service payments')}.`;

/** `3 new confirmed subscribers this week, against 1 the same days last week.` */
export function newSubscribers(thisWeek: number, lastWeek: number): string {
  const added =
    thisWeek === 0
      ? 'No new confirmed subscribers'
      : plural(thisWeek, 'new confirmed subscriber', 'new confirmed subscribers');
  return `${added} this week, against ${lastWeek === 0 ? 'none' : lastWeek.toLocaleString('en-US')} the same days last week.`;
}

/** Each day's bar as a share of the busiest day's, in percent; none has any height when no day had a visit. */
export function barShares(days: readonly { visits: number }[]): number[] {
  const most = Math.max(0, ...days.map(({ visits }) => visits));
  return days.map(({ visits }) => (most === 0 ? 0 : (visits / most) * 100));
}
