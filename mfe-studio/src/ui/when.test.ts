import { afterEach, describe, expect, it, vi } from 'vitest';

/** when.ts as the studio first loads it: before the server has said which zone is hers. */
async function freshWhen() {
  vi.resetModules();
  return import('./when');
}

describe('the studio’s dates', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads a date and time in her time zone, named, whatever the device’s zone', async () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    const { formatWhen, setStudioTimeZone } = await freshWhen();
    setStudioTimeZone('America/New_York');
    expect(formatWhen('2026-11-24T14:32:00.000Z')).toBe('Nov 24, 2026, 9:32 AM EST');
    expect(formatWhen('2026-07-04T14:32:00.000Z')).toBe('Jul 4, 2026, 10:32 AM EDT');
  });

  it('puts a moment near midnight on her day, not the device’s nor UTC’s', async () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    const { formatDay, formatWhen, setStudioTimeZone } = await freshWhen();
    setStudioTimeZone('America/New_York');
    expect(formatDay('2026-11-25T03:30:00.000Z')).toBe('Nov 24, 2026');
    expect(formatWhen('2026-11-25T03:30:00.000Z')).toBe('Nov 24, 2026, 10:30 PM EST');
  });

  it('reads dates in the device’s zone until the server has said hers', async () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    const { formatDay, formatWhen } = await freshWhen();
    expect(formatWhen('2026-11-24T14:32:00.000Z')).toBe('Nov 24, 2026, 11:32 PM GMT+9');
    expect(formatDay('2026-11-24T14:32:00.000Z')).toBe('Nov 24, 2026');
  });

  it('keeps to the device’s zone when the server names one this browser does not know', async () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    const { formatWhen, setStudioTimeZone } = await freshWhen();
    expect(() => setStudioTimeZone('Mars/Olympus_Mons')).not.toThrow();
    expect(formatWhen('2026-11-24T14:32:00.000Z')).toBe('Nov 24, 2026, 11:32 PM GMT+9');
  });

  it('shows a date the server sent unreadable as it was sent', async () => {
    const { formatDay, formatWhen, setStudioTimeZone } = await freshWhen();
    setStudioTimeZone('America/New_York');
    expect(formatWhen('soon')).toBe('soon');
    expect(formatDay('soon')).toBe('soon');
  });

  it('names a file with the day it is in her time zone', async () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    const { dayStamp, setStudioTimeZone } = await freshWhen();
    setStudioTimeZone('America/New_York');
    expect(dayStamp(new Date('2026-11-27T03:30:00.000Z'))).toBe('2026-11-26');
  });

  it('counts days on from a day on the calendar, across a change of clocks and a month’s end', async () => {
    const { daysAfter } = await freshWhen();
    expect(daysAfter('2026-10-20', 30)).toBe('2026-11-19');
    expect(daysAfter('2026-12-15', 30)).toBe('2027-01-14');
    expect(daysAfter('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('reads a day she chose as running from the first moment to the last of that day in her time zone', async () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    const { endOfDay, setStudioTimeZone, startOfDay } = await freshWhen();
    setStudioTimeZone('America/New_York');
    expect(startOfDay('2026-12-01')).toBe('2026-12-01T05:00:00.000Z');
    expect(endOfDay('2026-12-31')).toBe('2027-01-01T04:59:59.999Z');
    expect(startOfDay('2026-07-04')).toBe('2026-07-04T04:00:00.000Z');
    expect(startOfDay('2026-03-08')).toBe('2026-03-08T05:00:00.000Z');
    expect(endOfDay('2026-03-08')).toBe('2026-03-09T03:59:59.999Z');
    expect(startOfDay('someday')).toBeUndefined();
  });

  it('starts a day on which her clocks skip midnight at the moment they skip to', async () => {
    const { endOfDay, setStudioTimeZone, startOfDay } = await freshWhen();
    setStudioTimeZone('America/Santiago');
    expect(startOfDay('2026-09-06')).toBe('2026-09-06T04:00:00.000Z');
    expect(endOfDay('2026-09-05')).toBe('2026-09-06T03:59:59.999Z');
  });

  it('shows a day a buyer chose as that day, in any time zone', async () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    const { formatCalendarDay, setStudioTimeZone } = await freshWhen();
    setStudioTimeZone('America/New_York');
    expect(formatCalendarDay('2026-12-24')).toBe('Dec 24, 2026');
    expect(formatCalendarDay('someday')).toBe('someday');
  });

  it('writes a day near today with its weekday, short, or as its number in the month', async () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    const { formatCalendarDay, setStudioTimeZone } = await freshWhen();
    setStudioTimeZone('America/New_York');
    expect(formatCalendarDay('2026-11-23', 'weekday')).toBe('Monday, November 23');
    expect(formatCalendarDay('2026-11-24', 'short')).toBe('Nov 24');
    expect(formatCalendarDay('2026-11-04', 'dayOfMonth')).toBe('4');
    expect(formatCalendarDay('someday', 'weekday')).toBe('someday');
  });
});
