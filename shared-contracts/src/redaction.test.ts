import { describe, expect, it } from 'vitest';
import { redactErrorReport, redactText, redactUrl } from './redaction';

describe('secrets in addresses', () => {
  it('are replaced in the address as logged, leaving the rest of it', () => {
    expect(redactUrl('/orders/ord_1?key=s3cret&lang=en')).toBe('/orders/ord_1?key=[redacted]&lang=en');
    expect(redactUrl('/payment-success?session_id=cs_test_abc')).toBe('/payment-success?session_id=[redacted]');
    expect(redactUrl('/webhooks/printful/abcdefghijklmnopqrstuvwxyz')).toBe('/webhooks/printful/[redacted]');
    expect(redactUrl('/api/payment-links/pl_0123456789abcdefghij')).toBe('/api/payment-links/[redacted]');
    expect(redactUrl('/pay/cs_test_0123456789')).toBe('/pay/[redacted]');
    expect(redactUrl('/merch?category=shirts')).toBe('/merch?category=shirts');
  });

  it("are replaced in an e-mail's text, which keeps its addresses", () => {
    expect(redactText('Your order: https://grace.example/orders/ord_1#key=abc_123 — write to studio@example.com')).toBe(
      'Your order: https://grace.example/orders/ord_1#key=[redacted] — write to studio@example.com',
    );
  });
});

describe('an error report as it leaves the site', () => {
  it('keeps no card field, whatever object carries it', () => {
    const report = redactErrorReport({
      extra: { paymentInfo: { cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123', cardName: 'Lydia' } },
      breadcrumbs: [{ category: 'form', data: { card_number: '4000000000000002', CVC: '999', expiry: '01/30' } }],
    });

    expect(report).toEqual({
      extra: {
        paymentInfo: { cardNumber: '[redacted]', expiryDate: '[redacted]', cvv: '[redacted]', cardName: '[redacted]' },
      },
      breadcrumbs: [{ category: 'form', data: { card_number: '[redacted]', CVC: '[redacted]', expiry: '[redacted]' } }],
    });
  });

  it('replaces card numbers and e-mail addresses in any text: message, exception values, breadcrumbs', () => {
    const report = redactErrorReport({
      message: 'Charge for lydia.purple+shop@example.com failed',
      exception: { values: [{ type: 'Error', value: 'card 4242-4242-4242-4242 declined for "lydia@example.com"' }] },
      breadcrumbs: [{ category: 'console', message: 'sent receipt to Deborah.Judge@mail.example.org' }],
    });

    expect(report).toEqual({
      message: 'Charge for [redacted] failed',
      exception: { values: [{ type: 'Error', value: 'card [redacted] declined for "[redacted]"' }] },
      breadcrumbs: [{ category: 'console', message: 'sent receipt to [redacted]' }],
    });
  });

  it('keeps numbers that are no card: ids, request ids, times', () => {
    const report = {
      tags: { request_id: '12345678-1234-4234-9234-123456789012' },
      message: 'order 1234567890123 took 1700000000001 ms',
      timestamp: 1_700_000_000.25,
      level: 'error',
    };

    expect(redactErrorReport(report)).toEqual(report);
  });

  it('keeps no cookie or credential header', () => {
    const report = redactErrorReport({
      request: {
        headers: { Cookie: 'grace_session=abc', Authorization: 'Bearer anon-key', 'User-Agent': 'Firefox' },
        cookies: { grace_session: 'abc' },
      },
    });

    expect(report).toEqual({
      request: {
        headers: { Cookie: '[redacted]', Authorization: '[redacted]', 'User-Agent': 'Firefox' },
        cookies: '[redacted]',
      },
    });
  });

  it("keeps no order page's key, payment link or payment session in an address, wherever the address is", () => {
    const report = redactErrorReport({
      request: { url: 'https://grace.example/orders/ord_1#key=abc_DEF-123', query_string: 'key=abc_DEF-123&lang=en' },
      breadcrumbs: [
        {
          category: 'navigation',
          data: { from: '/orders/ord_1?key=abc_DEF-123', to: '/payment-success?session_id=cs_1' },
        },
        { category: 'fetch', data: { url: 'https://grace.example/api/payment-links/pl_0123456789abcdefghij' } },
        { category: 'navigation', data: { to: 'https://grace.example/pay/cs_test_0123456789' } },
      ],
    });

    expect(report).toEqual({
      request: { url: 'https://grace.example/orders/ord_1#key=[redacted]', query_string: 'key=[redacted]&lang=en' },
      breadcrumbs: [
        {
          category: 'navigation',
          data: { from: '/orders/ord_1?key=[redacted]', to: '/payment-success?session_id=[redacted]' },
        },
        { category: 'fetch', data: { url: 'https://grace.example/api/payment-links/[redacted]' } },
        { category: 'navigation', data: { to: 'https://grace.example/pay/[redacted]' } },
      ],
    });
  });
});
