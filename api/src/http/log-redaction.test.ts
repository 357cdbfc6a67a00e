import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('secrets in addresses, over HTTP', () => {
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
