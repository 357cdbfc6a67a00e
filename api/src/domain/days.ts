const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A moment as her spreadsheet reads it and anyone can trust it: ISO 8601 in her time zone, with
 * its offset (`2026-11-26T06:59:26-05:00`).
 */
export function isoInZone(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
  const { year, month, day, hour, minute, second } = parts;
  const wall = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second);
  const offset = Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${twoDigits(Math.floor(Math.abs(offset) / 60))}:${twoDigits(Math.abs(offset) % 60)}`;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${zone}`;
}

/** Today as the calendar names it, YYYY-MM-DD, in the time zone. */
export const todayIn = (timeZone: string, now = new Date()) => isoInZone(now, timeZone).slice(0, 10);

/** The day `days` after (or before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The hour of `day` in the time zone (nine in the morning unless named): when e-mails planned for a day go out. */
export function morningOf(day: string, timeZone: string, hour = 9): Date {
  const morning = `${day}T${twoDigits(hour)}:00:00`;
  const offset = isoInZone(new Date(`${morning}Z`), timeZone).slice(19);
  return new Date(`${morning}${offset}`);
}
