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
