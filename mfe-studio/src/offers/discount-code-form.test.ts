import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStudioTimeZone } from '../ui/when';
import { blankCodeForm, checkNewCode, refusalOf, type CodeForm } from './discount-code-form';

const filledIn = (changes: Partial<CodeForm> = {}): CodeForm => ({
  ...blankCodeForm(new Date('2026-11-26T17:00:00.000Z')),
  code: 'AUTUMN10',
  value: '10',
  ...changes,
});

describe('a new discount code as the form sends it', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    setStudioTimeZone(undefined);
  });

  it('starts today in her time zone, a percentage off everything, for anyone and any number of times', () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    setStudioTimeZone('America/New_York');
    expect(blankCodeForm(new Date('2026-11-27T04:30:00.000Z'))).toEqual({
      code: '',
      kind: 'percent',
      value: '',
      appliesTo: 'everything',
      minimum: '',
      startsOn: '2026-11-26',
      endsOn: '',
      maxUses: '',
      oncePerEmail: false,
    });
  });

  it('sends a percentage as the whole number she typed, and an amount and a minimum in cents', () => {
    const percent = checkNewCode(filledIn({ value: '15', minimum: '$1,250.50' }));
    expect(percent.ok && percent.request).toMatchObject({ kind: 'percent', value: 15, minSubtotalCents: 125050 });

    const amount = checkNewCode(filledIn({ kind: 'amount', value: '12.5' }));
    expect(amount.ok && amount.request).toMatchObject({ kind: 'amount', value: 1250, minSubtotalCents: null });
  });

  it('runs from the first moment of her start day to the last of her end day, in her time zone, whatever the device’s', () => {
    vi.stubEnv('TZ', 'America/Chicago');
    setStudioTimeZone('Asia/Tokyo');
    const checked = checkNewCode(filledIn({ startsOn: '2026-12-01', endsOn: '2026-12-31' }));
    expect(checked.ok && checked.request).toMatchObject({
      startsAt: '2026-11-30T15:00:00.000Z',
      endsAt: '2026-12-31T14:59:59.999Z',
    });
  });

  it('sends null for what she left empty: no minimum, no end, any number of uses', () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    setStudioTimeZone('America/Chicago');
    expect(checkNewCode(filledIn({ code: ' autumn10 ', maxUses: '' }))).toEqual({
      ok: true,
      request: {
        code: 'autumn10',
        kind: 'percent',
        value: 10,
        appliesTo: 'everything',
        minSubtotalCents: null,
        startsAt: '2026-11-26T06:00:00.000Z',
        endsAt: null,
        maxUses: null,
        oncePerEmail: false,
      },
    });
  });

  it('names each field at fault in her words', () => {
    expect(checkNewCode(filledIn({ code: '', value: 'ten', minimum: '-5', startsOn: '', maxUses: '2.5' }))).toEqual({
      ok: false,
      errors: {
        code: 'Please enter a discount code',
        value: 'Please enter a whole number from 1 to 100',
        minimum: 'Please enter the minimum in dollars and cents, as 10 or 12.50',
        startsOn: 'Please choose a date',
        maxUses: 'Please enter a whole number of uses',
      },
    });
    expect(checkNewCode(filledIn({ code: 'AUTUMN 10', kind: 'amount', value: '', maxUses: '0' }))).toEqual({
      ok: false,
      errors: {
        code: 'Please use letters, digits, - and _ only in a code',
        value: 'Please enter how much it takes off',
        maxUses: 'Please allow at least one use',
      },
    });
    expect(checkNewCode(filledIn({ kind: 'amount', value: '4.999' }))).toEqual({
      ok: false,
      errors: { value: 'Please enter the amount in dollars and cents, as 10 or 12.50' },
    });
  });

  it('refuses a percentage over 100, and an end before the start', () => {
    expect(checkNewCode(filledIn({ value: '120' }))).toEqual({
      ok: false,
      errors: { value: 'A percentage is at most 100' },
    });
    expect(checkNewCode(filledIn({ startsOn: '2026-12-01', endsOn: '2026-11-30' }))).toEqual({
      ok: false,
      errors: { endsOn: 'Please choose an end after the start' },
    });
  });

  it('puts what the server said of a field beside that field, and the rest above the form', () => {
    expect(refusalOf('startsAt: Please choose a start within the coming year; maxUses: Too many')).toEqual({
      errors: { startsOn: 'Please choose a start within the coming year', maxUses: 'Too many' },
      rest: undefined,
    });
    expect(refusalOf('There is a code AUTUMN10 already.')).toEqual({
      errors: {},
      rest: 'There is a code AUTUMN10 already.',
    });
    expect(refusalOf('toString: odd; code: Too long')).toEqual({
      errors: { code: 'Too long' },
      rest: 'toString: odd',
    });
  });
});
