import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRequest } from '../testing/order-fixtures';
import { SentrySink } from '../testing/sentry-sink';
import { startTestServer, type TestServer } from '../testing/test-server';
import { errorReportsFor, reportProcessFailures } from './error-reports';

const cardNumber = '4242 4242 4242 4242';
const cookie = 'grace_session=cookie-value-0123456789';
const buyerEmail = 'lydia@example.com';

/**
 * An order the database cannot store: the test changes the type of the orders' e-mail column, so
 * that the insert fails with PostgreSQL's own message, which quotes the buyer's address.
 */
async function breakOrderStorage(server: TestServer) {
  await server.db.query('ALTER TABLE orders ALTER COLUMN email TYPE integer USING 0');
}

/** Places an order with card fields, as the checkout of the embedded test processor sends it, and a cookie. */
async function placeOrder(server: TestServer, body: unknown = orderRequest()) {
  const response = await fetch(`${server.url}/functions/v1/process-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer anon-key', Cookie: cookie },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, requestId: response.headers.get('x-request-id') };
}

const logLines = (server: TestServer) =>
  server.logs.map((line) => JSON.parse(line) as { msg?: string; reqId?: string; err?: { message?: string } });

describe('an unhandled error of a request, without SENTRY_DSN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ captureLogs: true });
    await breakOrderStorage(server);
  });
  afterAll(() => server.stop());

  it('is logged with the request id the answer names, and no error-reporting SDK is loaded', async () => {
    const { status, requestId } = await placeOrder(server);

    expect(status).toBe(500);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const failed = logLines(server).find((line) => line.msg === 'request failed');
    expect(failed?.reqId).toBe(requestId);
    expect(failed?.err?.message).toContain('invalid input syntax for type integer');
    expect(Object.hasOwn(globalThis, '__SENTRY__')).toBe(false);
  });
});

describe('an unhandled error of a request, with SENTRY_DSN', () => {
  let sink: SentrySink;
  let server: TestServer;
  beforeAll(async () => {
    sink = await new SentrySink().start();
    server = await startTestServer({ captureLogs: true, env: { SENTRY_DSN: sink.dsn, SITE_COMMIT: '7b292f7ad76c' } });
    await breakOrderStorage(server);
  });
  afterAll(async () => {
    await server.stop();
    await sink.stop();
  });

  it('reaches the Sentry-protocol service once, tagged with its request id and route, without card fields, cookies or e-mail addresses', async () => {
    const { status, requestId } = await placeOrder(server);
    expect(status).toBe(500);

    const event = await sink.waitForEvent((candidate) => candidate.tags?.request_id === requestId);
    expect(sink.events.filter((candidate) => candidate.tags?.request_id === requestId)).toHaveLength(1);
    expect(event.transaction).toBe('POST /functions/v1/process-order');
    expect(event.request).toEqual({
      method: 'POST',
      url: '/functions/v1/process-order',
      headers: { accept: '*/*', 'content-type': 'application/json', 'user-agent': 'node' },
    });
    expect(event.environment).toBe('test');
    expect(event.release).toBe('7b292f7ad76c');
    expect(event.exception?.values.at(-1)?.value).toContain('invalid input syntax for type integer');
    const sent = JSON.stringify(event);
    for (const secret of [cardNumber, '4242424242424242', '"cvv"', '12/34', 'cookie-value', 'anon-key', buyerEmail]) {
      expect(sent).not.toContain(secret);
    }
    expect(logLines(server).find((line) => line.msg === 'request failed' && line.reqId === requestId)).toBeDefined();
  });

  it('leaves an error of the caller (400) unreported', async () => {
    const refused = await placeOrder(server, { ...orderRequest(), totals: 'lots' });
    expect(refused.status).toBe(400);

    // The failure after it is reported; had the refusal been, it would have arrived first.
    const failed = await placeOrder(server);
    await sink.waitForEvent((candidate) => candidate.tags?.request_id === failed.requestId);
    expect(sink.events.map((event) => event.tags?.request_id)).not.toContain(refused.requestId);
  });
});

describe('an error no request owned', () => {
  it('is logged, reported without e-mail addresses, and then stops the process with code 1', async () => {
    const sink = await new SentrySink().start();
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const reports = errorReportsFor({ dsn: sink.dsn, environment: 'test' }, log);
    const process = new EventEmitter();
    const exited = new Promise<number>((resolve) => reportProcessFailures(process, { reports, log, exit: resolve }));
    const marker = randomUUID();

    process.emit('unhandledRejection', new Error(`mail to ${buyerEmail} could not be queued (${marker})`));

    expect(await exited).toBe(1);
    const event = await sink.waitForEvent((candidate) => JSON.stringify(candidate).includes(marker));
    expect(event.exception?.values.at(-1)?.mechanism).toMatchObject({ type: 'onunhandledrejection', handled: false });
    expect(JSON.stringify(event)).not.toContain(buyerEmail);
    expect(lines.join('\n')).toContain(marker);
    await reports.close();
    await sink.stop();
  });
});
