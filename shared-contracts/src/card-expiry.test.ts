import { describe, expect, it } from 'vitest';
import { expiryFormatMessage, expiryPassedMessage, expiryProblem, formatExpiry, isUnexpired } from './card-expiry';

const november2026 = new Date('2026-11-24T12:00:00Z');

describe('a card expiry date', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['1/28', '01/28'],
    ['2/', '02'],
    ['12/30', '12/30'],
    ['12 / 30', '12/30'],
    ['123045', '12/30'],
    ['12/2030', '12/30'],
    ['1/2031', '01/31'],
    ['ab', ''],
  ])('typed as %j reads %j', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('lets the slash be deleted: two digits stay two digits', () => {
    expect(formatExpiry('12')).toBe('12');
  });

  it.each([
    ['11/26', undefined],
    ['12/30', undefined],
    ['10/26', expiryPassedMessage],
    ['01/24', expiryPassedMessage],
    ['13/30', expiryFormatMessage],
    ['00/30', expiryFormatMessage],
    ['12/3', expiryFormatMessage],
    ['', undefined],
  ])('%j in November 2026: %s', (expiry, problem) => {
    expect(expiryProblem(expiry, november2026)).toBe(problem);
  });

  it('is valid through the whole of its month, in either year form', () => {
    expect(isUnexpired('11/26', november2026)).toBe(true);
    expect(isUnexpired('11/2026', november2026)).toBe(true);
    expect(isUnexpired('10/2026', november2026)).toBe(false);
    expect(isUnexpired('12/34x', november2026)).toBe(false);
  });
});
