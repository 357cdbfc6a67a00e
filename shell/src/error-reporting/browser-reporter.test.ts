import type { ErrorEvent } from '@sentry/browser';
import { describe, expect, it } from 'vitest';
import { browserEvent } from './browser-reporter';

const requestId = '6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8';

/** An error of the checkout as the SDK would send it, before the page's own redaction. */
const checkoutError: ErrorEvent = {
  type: undefined,
  exception: {
    values: [{ type: 'TypeError', value: 'cannot charge 4242 4242 4242 4242 for lydia@example.com' }],
  },
  request: {
    url: 'https://grace.example/orders/ord_1#key=abc_DEF-123',
    headers: { Referer: 'https://grace.example/orders/ord_1?key=abc_DEF-123', 'User-Agent': 'Firefox' },
  },
  breadcrumbs: [
    { category: 'ui.input', message: 'input#cardNumber' },
    { category: 'console', message: 'receipt for lydia@example.com', data: { arguments: [{ cvv: '123' }] } },
    { category: 'navigation', data: { from: '/checkout', to: '/orders/ord_1#key=abc_DEF-123' } },
  ],
  extra: { paymentInfo: { cardNumber: '4242424242424242', expiryDate: '12/34', cvv: '123', cardName: 'Lydia' } },
  tags: { screen: 'checkout' },
};

describe("the browser's error reports", () => {
  it("carry the page's request id, and no card field, e-mail address or order key", () => {
    const sent = browserEvent(checkoutError, requestId);

    expect(sent.tags).toEqual({ screen: 'checkout', request_id: requestId });
    expect(sent.request?.url).toBe('https://grace.example/orders/ord_1#key=[redacted]');
    expect(sent.exception?.values?.[0]?.value).toBe('cannot charge [redacted] for [redacted]');
    const text = JSON.stringify(sent);
    for (const secret of ['4242', 'lydia@example.com', 'abc_DEF-123', '"123"', '12/34', 'Lydia"']) {
      expect(text).not.toContain(secret);
    }
  });

  it('carry no request id when the page was given none', () => {
    expect(browserEvent(checkoutError, undefined).tags).toEqual({ screen: 'checkout' });
  });
});
