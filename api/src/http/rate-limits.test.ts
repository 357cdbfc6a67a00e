import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisServer, redisServerBinary, redisServerInstalled } from '../testing/redis-server';
import { startTestServer, type TestServer } from '../testing/test-server';

// send-contact-message takes five messages per visitor in ten minutes.
const limit = 5;
const message = { name: 'Lydia', email: 'lydia@example.com', subject: 'General Inquiry', message: 'Hello' };

const send = (server: TestServer) =>
  fetch(`${server.url}/functions/v1/send-contact-message`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(message),
  });

/** Sends `count` messages from one visitor, alternating between the servers; the statuses in order. */
async function alternate(servers: TestServer[], count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) {
    const response = await send(servers[index % servers.length]!);
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

describe('rate limits across API processes without Redis', () => {
  let servers: TestServer[];
  beforeAll(async () => {
    servers = await Promise.all([startTestServer(), startTestServer()]);
  });
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  it('are counted by each process on its own', async () => {
    expect(await alternate(servers, limit + 1)).toEqual(Array(limit + 1).fill(200));
  });
});

if (!redisServerInstalled) {
  console.warn(`${redisServerBinary} is not installed: the test of rate limits shared through Redis is skipped.`);
}

describe.skipIf(!redisServerInstalled)('rate limits across API processes sharing one Redis', () => {
  let redis: RedisServer;
  let servers: TestServer[];
  beforeAll(async () => {
    redis = await new RedisServer().start();
    const env = { REDIS_URL: redis.url };
    servers = await Promise.all([startTestServer({ env }), startTestServer({ env, captureLogs: true })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await redis.stop();
  });

  it('refuse a visitor at the combined limit, however the calls were split between the processes', async () => {
    expect(await alternate(servers, limit)).toEqual(Array(limit).fill(200));
    for (const server of servers) {
      const refused = await send(server);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: 'Too many requests. Please wait a few minutes and try again.' });
    }
  });

  it('keep answering calls, and say so in the log, while Redis is away', async () => {
    await redis.stop();
    const response = await fetch(`${servers[1]!.url}/functions/v1/submit-commission-request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...message, theme: 't', size: 's', palette: 'p', budget: 'b', timeline: 't' }),
    });
    expect(response.status).toBe(200);
    expect(servers[1]!.logs.join('\n')).toContain('rate-limit store unreachable');
  });
});

describe('rate limits behind a proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => server.stop());

  it('count a visitor by the address the proxy saw, whatever X-Forwarded-For the visitor sent', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < limit + 7; index++) {
      // The visitor's own header, to which the proxy adds the address it saw.
      const response = await fetch(`${server.url}/functions/v1/send-contact-message`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${index}, 203.0.113.7` },
        body: JSON.stringify(message),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(limit).fill(200), ...Array(7).fill(429)]);
  });

  it('is refused as true, which would trust every hop', async () => {
    const { ConfigError, loadConfig } = await import('../config/config');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toBe('10.0.0.1, 10.1.0.0/16');
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
