import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDay, formatMoment } from './readable-dates';

describe('readable dates', () => {
  beforeEach(() => vi.stubEnv('TZ', 'America/Chicago'));
  afterEach(() => vi.unstubAllEnvs());

  it('writes a calendar day as that day, even west of Greenwich', () => {
    expect(formatDay('2027-03-05')).toBe('March 5, 2027');
  });

  it("writes a moment as its day in the visitor's time zone", () => {
    expect(formatMoment('2027-03-05T03:00:00Z')).toBe('March 4, 2027');
  });

  it('shows what is not a date as it was sent', () => {
    expect(formatDay('soon')).toBe('soon');
    expect(formatMoment('later')).toBe('later');
  });
});
