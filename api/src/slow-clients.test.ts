import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server';

/** Writes `text` on a raw connection and resolves with what the server answered and when it closed. */
function stall(url: string, text: string): Promise<{ answer: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(Number(port), hostname, () => socket.write(text));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
  });
}

describe('a client that sends its request slowly', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { REQUEST_TIMEOUT_SECONDS: '2' } });
  });
  afterAll(() => server.stop());

  it('is cut off when its body stops short of its Content-Length', async () => {
    const { answer, closedAfterMs } = await stall(
      server.url,
      'POST /functions/v1/send-contact-message HTTP/1.1\r\nHost: site\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{}',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(closedAfterMs).toBeLessThan(6000);
  });

  it('is cut off when its headers never end', async () => {
    const { closedAfterMs } = await stall(server.url, 'GET /health HTTP/1.1\r\nHost: site\r\nX-Slow: ');
    expect(closedAfterMs).toBeLessThan(6000);
  });

  it('waits thirty seconds for a request by default', async () => {
    const { loadConfig } = await import('./config/config');
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
  });
});
