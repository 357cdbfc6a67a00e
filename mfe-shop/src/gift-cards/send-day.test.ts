import { giftCardRefusals } from 'shared-contracts/offers';
import { describe, expect, it } from 'vitest';
import { dayAfter, formatSendDay, latestSendDay, localDay, sendDayProblem } from './send-day';

describe('the day a gift card is sent', () => {
  it('is written as a date input holds it, in the visitor’s own day', () => {
    expect(localDay(new Date(2026, 11, 24, 23, 30))).toBe('2026-12-24');
    expect(dayAfter('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayAfter('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('may be today or any day up to 366 days ahead, and no other', () => {
    expect(latestSendDay('2026-11-20')).toBe('2027-11-21');
    expect(sendDayProblem('2026-11-20', '2026-11-20')).toBeUndefined();
    expect(sendDayProblem('2027-11-21', '2026-11-20')).toBeUndefined();
    expect(sendDayProblem('2026-11-19', '2026-11-20')).toBe(giftCardRefusals.sendOnPast);
    expect(sendDayProblem('2027-11-22', '2026-11-20')).toBe(giftCardRefusals.sendOnTooLate);
  });

  it('is named by month and day, with its year when it falls in another year than today', () => {
    expect(formatSendDay('2026-12-24', '2026-11-20')).toBe('Dec 24');
    expect(formatSendDay('2027-01-05', '2026-11-20')).toBe('Jan 5, 2027');
  });
});
