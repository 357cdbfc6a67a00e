import { describe, expect, it } from 'vitest';
import { sendTimeOf } from './gift-cards';

describe('when a gift card is e-mailed', () => {
  // 8 pm on November 26 in California is already November 27 in UTC.
  const californiaEvening = new Date('2026-11-27T04:00:00Z');

  it('goes at once when the chosen day is the buyer’s today, or has passed', () => {
    expect(sendTimeOf('2026-11-26', 'America/Los_Angeles', californiaEvening)).toBe(californiaEvening);
    expect(sendTimeOf('2026-11-25', 'America/Los_Angeles', californiaEvening)).toBe(californiaEvening);
  });

  it('waits for nine in the morning of a later day, where the buyer is, even when that day has begun in UTC', () => {
    expect(sendTimeOf('2026-11-27', 'America/Los_Angeles', californiaEvening).toISOString()).toBe(
      '2026-11-27T17:00:00.000Z',
    );
    expect(sendTimeOf('2026-12-24', 'America/New_York', californiaEvening).toISOString()).toBe(
      '2026-12-24T14:00:00.000Z',
    );
  });

  it('reads the day in summer time where the buyer has it', () => {
    expect(sendTimeOf('2027-07-04', 'America/Chicago', californiaEvening).toISOString()).toBe(
      '2027-07-04T14:00:00.000Z',
    );
  });
});
