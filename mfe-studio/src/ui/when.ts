/** The studio's ways of writing a moment, in `timeZone`, or the device's zone when it is undefined. */
function formatsIn(timeZone: string | undefined) {
  return {
    dateAndTime: new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }),
    dateOnly: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }),
    numericDay: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
    wallClock: new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      timeZone,
    }),
  };
}

/**
 * Her dates are read in her own time zone (the server's TIME_ZONE), wherever the device she opens
 * the studio on is set. The server names it in its answer about her session, which every studio
 * screen waits for before it draws a date; it is kept here, not passed to each screen, so that
 * writing a date stays one plain call. Until then, the device's zone.
 */
let formats = formatsIn(undefined);

/**
 * Reads every date from now on in `timeZone`; undefined, or a zone this browser does not know,
 * keeps to the device's zone rather than leave her without a studio.
 */
export function setStudioTimeZone(timeZone: string | undefined): void {
  try {
    formats = formatsIn(timeZone);
  } catch {
    formats = formatsIn(undefined);
  }
}

/** `Nov 24, 2026, 9:32 AM EST`, in her time zone; a date the server sent unreadable is shown as sent. */
export function formatWhen(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : formats.dateAndTime.format(at);
}

/** `Nov 24, 2026`, the day it was in her time zone. */
export function formatDay(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : formats.dateOnly.format(at);
}

/** The ways of writing a day on the calendar; those without the year are for days near today. */
const calendarDayStyles = {
  /** `Dec 24, 2026` */
  medium: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
  /** `Thursday, December 24` */
  weekday: new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  /** `Dec 24` */
  short: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  /** `24` */
  dayOfMonth: new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' }),
};

type CalendarDayStyle = keyof typeof calendarDayStyles;

/**
 * `Dec 24, 2026`, or in `style`, of a day as a buyer chose it or the server counted it (`2026-12-24`):
 * a day on the calendar, not a moment, so the same in every time zone; a day the server sent
 * unreadable is shown as sent.
 */
export function formatCalendarDay(day: string, style: CalendarDayStyle = 'medium'): string {
  const at = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(at.getTime()) ? day : calendarDayStyles[style].format(at);
}

/** `2026-11-26`, the day `at` falls on in her time zone, as the name of a file she saves carries it. */
export function dayStamp(at: Date): string {
  const parts = formats.numericDay.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `count` days after `day` (`2026-11-26`) on the calendar, whatever her clocks do between. */
export function daysAfter(day: string, count: number): string {
  const at = new Date(`${day}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() + count);
  return at.toISOString().slice(0, 10);
}

const minute = 60_000;

/** How far her clocks are ahead of UTC at `at` (milliseconds since 1970), in milliseconds. */
function offsetAt(at: number): number {
  const parts = formats.wallClock.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - at) / minute) * minute;
}

/** The moment her clocks read `sinceMidnight` (milliseconds) on `day` (`2026-12-01`), as an ISO instant. */
function momentOn(day: string, sinceMidnight: number): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + sinceMidnight;
  if (Number.isNaN(wall)) return undefined;
  // Her offset at the wall time read as UTC may still be the day before's; read again at the moment
  // it gives, it is the day's own. Where her clocks skip that time, as midnight in a zone that springs
  // forward then, the second reading falls on the day before, and the first is the moment they skip to.
  const rough = wall - offsetAt(wall);
  const exact = wall - offsetAt(rough);
  return new Date(dayStamp(new Date(exact)) === day ? exact : rough).toISOString();
}

/** The first moment of `day` (`2026-12-01`, as a date input holds it) in her time zone; undefined when it is no day. */
export const startOfDay = (day: string): string | undefined => momentOn(day, 0);

/** The last moment of `day` (`2026-12-31`) in her time zone; undefined when it is no day. */
export const endOfDay = (day: string): string | undefined => momentOn(day, 24 * 60 * minute - 1);
