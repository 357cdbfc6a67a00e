import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';
import { startTestServer, type TestServer } from './testing/test-server';

describe('secrets in addresses', () => {
  it('are replaced in the address as logged, leaving the rest of it', () => {
    expect(redactUrl('/orders/ord_1?key=s3cret&lang=en')).toBe('/orders/ord_1?key=[redacted]&lang=en');
    expect(redactUrl('/payment-success?session_id=cs_test_abc')).toBe('/payment-success?session_id=[redacted]');
    expect(redactUrl('/webhooks/printful/abcdefghijklmnopqrstuvwxyz')).toBe('/webhooks/printful/[redacted]');
    expect(redactUrl('/api/payment-links/pl_0123456789abcdefghij')).toBe('/api/payment-links/[redacted]');
    expect(redactUrl('/pay/cs_test_0123456789')).toBe('/pay/[redacted]');
    expect(redactUrl('/merch?category=shirts')).toBe('/merch?category=shirts');
  });

  describe('over HTTP', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ captureLogs: true, env: { LOG_LEVEL: 'info' } });
    });
    afterAll(() => server.stop());

    it('never reach a log line, while the requests are logged', async () => {
      const secrets = [
        'order-key-0123456789abcdef',
        'cs_test_secret_session',
        'printfulsecret0123456789abcd',
        'paymentlinksecret0123456789',
      ];
      await (await fetch(`${server.url}/orders/ord_1?key=${secrets[0]}`)).arrayBuffer();
      await (await fetch(`${server.url}/payment-success?session_id=${secrets[1]}`)).arrayBuffer();
      await (await fetch(`${server.url}/webhooks/printful/${secrets[2]}`, { method: 'POST' })).arrayBuffer();
      await (await fetch(`${server.url}/api/payment-links/${secrets[3]}`)).arrayBuffer();

      const logs = server.logs.join('\n');
      expect(logs).toContain('/orders/ord_1?key=[redacted]');
      for (const secret of secrets) expect(logs).not.toContain(secret);
    });
  });
});
