import { describe, expect, it } from 'vitest';
import { checkoutWording, messageFormWording, paymentPageWording, requiredText } from './required-text';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('a required text answer', () => {
  it('is trimmed and kept when given', () => {
    expect(requiredText('city', 10, checkoutWording).parse('  Chicago ')).toBe('Chicago');
  });

  it.each([
    [checkoutWording, 'zip code', 'Please fill in zip code'],
    [messageFormWording, 'your name', 'Please enter your name'],
    [paymentPageWording, 'your name', 'Please fill out all required fields'],
  ])('asks for a blank answer in its form’s own words', (wording, what, message) => {
    expect(messages(requiredText(what, 10, wording).safeParse('   '))).toEqual([message]);
  });

  it.each([
    [checkoutWording, 'city', 'Please shorten city to 5 characters'],
    [messageFormWording, 'a budget', 'Please keep a budget under 5 characters'],
    [paymentPageWording, 'your name', 'Please keep your name under 5 characters'],
  ])('asks for a shorter answer in its form’s own words', (wording, what, message) => {
    expect(messages(requiredText(what, 5, wording).safeParse('abcdef'))).toEqual([message]);
  });
});
