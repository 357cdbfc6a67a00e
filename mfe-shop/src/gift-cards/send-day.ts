import { useSyncExternalStore } from 'react';
import { giftCardLatestSendDays, giftCardRefusals } from 'shared-contracts/offers';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A calendar day in the visitor's own time zone, `2026-12-24`, as a date input holds it. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** The day `days` after `day`, both written `2026-12-24`. */
export function dayAfter(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return localDay(new Date(year, month - 1, date + days));
}

/** The last day a gift card bought on `today` may be sent. */
export const latestSendDay = (today: string): string => dayAfter(today, giftCardLatestSendDays);

/** Why a card cannot be sent on `day`, bought on `today`; undefined when it can. */
export function sendDayProblem(day: string, today: string): string | undefined {
  if (day < today) return giftCardRefusals.sendOnPast;
  if (day > latestSendDay(today)) return giftCardRefusals.sendOnTooLate;
  return undefined;
}

/**
 * The formatters of send days, made when a day is first written: building one costs a phone's
 * page milliseconds, and the cart panel, which imports this, usually holds no gift card.
 */
let sendDayFormats: { thisYear: Intl.DateTimeFormat; otherYear: Intl.DateTimeFormat } | undefined;

/** `Dec 24`, or `Jan 5, 2027` when the day falls in another year than `today`'s. */
export function formatSendDay(day: string, today: string): string {
  sendDayFormats ??= {
    thisYear: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    otherYear: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  };
  const noon = new Date(`${day}T12:00:00Z`);
  return (day.slice(0, 4) === today.slice(0, 4) ? sendDayFormats.thisYear : sendDayFormats.otherYear).format(noon);
}

const unchanging = () => () => undefined;

/**
 * Today in the visitor's time zone; empty while the server renders the page and while the
 * browser takes it over, so that both draw the same page whatever the server's own day.
 */
export function useLocalToday(): string {
  return useSyncExternalStore(
    unchanging,
    () => localDay(new Date()),
    () => '',
  );
}
