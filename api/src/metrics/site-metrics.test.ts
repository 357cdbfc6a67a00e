import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { sitePaths } from 'shared-contracts/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port';
import { cartLine, orderRequest } from '../testing/order-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

/** One sample of a scrape: a metric's name, its labels and its value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, read into samples; comment lines are left out. */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v]),
      );
      return { name: name!, labels, value: Number(value) };
    });
}

interface Scrape {
  text: string;
  /** The value of the series with exactly these labels; undefined when it is not there. */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

async function scrape(server: TestServer): Promise<Scrape> {
  const response = await fetch(`${server.app.services.metrics.url}/metrics`);
  expect(response.status).toBe(200);
  const text = await response.text();
  const samples = samplesOf(text);
  return {
    text,
    value(name, labels = {}) {
      const wanted = Object.entries(labels);
      return samples.find(
        (sample) =>
          sample.name === name &&
          Object.keys(sample.labels).length === wanted.length &&
          wanted.every(([key, value]) => sample.labels[key] === value),
      )?.value;
    },
  };
}

const declinedCard = { cardNumber: '4000 0000 0000 0002', expiryDate: '12/34', cvv: '123', cardName: 'Lydia Purple' };

const pendingMails = async (server: TestServer) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'`))[0]!.n;

describe('metrics for the hosting', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_PORT: '0' } });
  });
  afterAll(() => server.stop());

  it("are served in Prometheus's text format on a loopback port of their own, and the site's port answers /metrics with its usual 404", async () => {
    const metricsUrl = new URL(server.app.services.metrics.url!);
    expect(metricsUrl.hostname).toBe('127.0.0.1');
    expect(metricsUrl.port).not.toBe(new URL(server.url).port);

    const metrics = await fetch(`${metricsUrl.origin}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await metrics.text()).toContain('# TYPE http_request_duration_seconds histogram');

    const onSite = await fetch(`${server.url}/metrics`);
    expect(onSite.status).toBe(404);
    expect(await onSite.json()).toEqual({ error: 'Not found: GET /metrics' });
    expect((await fetch(`${metricsUrl.origin}/health`)).status).toBe(404);
  });

  const otherAddress = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

  it.skipIf(!otherAddress)("are not reachable from the machine's other addresses", async () => {
    const { port } = new URL(server.app.services.metrics.url!);
    const refused = await new Promise<string>((resolve) => {
      const socket = connect({ host: otherAddress, port: Number(port) });
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it("count a placed order under its payment state, its request under the function's route, and never name the order, its key or its buyer", async () => {
    const before = await scrape(server);
    const request = orderRequest([cartLine(10201)]);
    const { status, body } = await server.invoke('process-order', request);
    expect(status).toBe(200);

    const after = await scrape(server);
    const paid = { payment_state: 'paid', fulfilment_state: 'sent' };
    expect(after.value('site_orders', paid)).toBe((before.value('site_orders', paid) ?? 0) + 1);
    const served = { method: 'POST', route: '/functions/v1/process-order', status_code: '200' };
    expect(after.value('http_request_duration_seconds_count', served)).toBe(
      (before.value('http_request_duration_seconds_count', served) ?? 0) + 1,
    );
    const [order] = await server.db.query<{ access_key: string }>('SELECT access_key FROM orders WHERE id = $1', [
      body.orderId,
    ]);
    for (const secret of [body.orderId as string, order!.access_key, request.idempotencyKey, 'lydia@example.com']) {
      expect(after.text).not.toContain(secret);
    }
  });

  it('count payments by outcome: a card taken and a card declined', async () => {
    const paid = { kind: 'order', outcome: 'paid' };
    const failed = { kind: 'order', outcome: 'failed' };
    const before = await scrape(server);
    expect((await server.invoke('process-order', orderRequest())).status).toBe(200);
    expect(
      (await server.invoke('process-order', orderRequest(undefined, { paymentInfo: declinedCard }))).status,
    ).not.toBe(200);

    const after = await scrape(server);
    expect(after.value('site_payments_total', paid)).toBe((before.value('site_payments_total', paid) ?? 0) + 1);
    expect(after.value('site_payments_total', failed)).toBe((before.value('site_payments_total', failed) ?? 0) + 1);
    expect(after.value('site_payments_total', { kind: 'payment_session', outcome: 'refunded' })).toBe(0);
  });

  it('count a request no route matched under one fixed label, and an unknown function under its route pattern, never under the address asked for', async () => {
    expect((await fetch(`${server.url}/orders/ord_secret123`)).status).toBe(404);
    expect((await fetch(`${server.url}/functions/v1/ord-secret-456`, { method: 'POST' })).status).toBe(404);

    const after = await scrape(server);
    expect(
      after.value('http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      after.value('http_request_duration_seconds_count', {
        method: 'POST',
        route: '/functions/v1/:name',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(after.text).not.toContain('secret');
  });

  it("include the process's own metrics", async () => {
    const { value } = await scrape(server);
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(value(name), name).toBeGreaterThanOrEqual(0);
    }
  });

  it('count the jobs of every queue, waiting, scheduled, running and failed, from zero', async () => {
    const { value } = await scrape(server);
    for (const queue of ['fulfil-order', 'settle-payment', 'deliver-mail']) {
      for (const state of ['waiting', 'scheduled', 'running', 'failed']) {
        expect(value('site_jobs', { queue, state }), `${queue} ${state}`).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('metrics of e-mail', () => {
  let closedSmtp: string;
  beforeAll(async () => {
    closedSmtp = `smtp://127.0.0.1:${await freePort()}`;
  });

  it('count e-mails waiting for another try as queued, beside their delivery jobs', async () => {
    const server = await startTestServer({
      env: { METRICS_PORT: '0', SMTP_URL: closedSmtp, MAIL_RETRY_SECONDS: '3600' },
    });
    try {
      expect((await server.invoke('process-order', orderRequest())).status).toBe(200);
      const waiting = await pendingMails(server);
      expect(waiting).toBeGreaterThan(0);

      const tried = async () =>
        (await scrape(server)).value('site_jobs', { queue: 'deliver-mail', state: 'scheduled' });
      await expect.poll(tried, { timeout: 15_000, interval: 250 }).toBe(waiting);
      const { value } = await scrape(server);
      expect(value('site_emails', { state: 'queued' })).toBe(waiting);
      expect(value('site_emails', { state: 'failed' })).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it('count e-mails whose delivery was given up as failed', async () => {
    const server = await startTestServer({ env: { METRICS_PORT: '0', SMTP_URL: closedSmtp, JOB_MAX_ATTEMPTS: '1' } });
    try {
      expect((await server.invoke('process-order', orderRequest())).status).toBe(200);
      // Each mail given up sends the artist a notice, which fails too, and is then only logged.
      const settled = async () => {
        const { value } = await scrape(server);
        return {
          queued: value('site_emails', { state: 'queued' }),
          failed: value('site_emails', { state: 'failed' }),
          jobsFailed: value('site_jobs', { queue: 'deliver-mail', state: 'failed' }),
        };
      };
      await expect.poll(settled, { timeout: 20_000, interval: 250 }).toEqual({ queued: 0, failed: 4, jobsFailed: 4 });
      expect(await pendingMails(server)).toBe(4);
    } finally {
      await server.stop();
    }
  });
});

describe('the metrics listener', () => {
  it('stops with the app', async () => {
    const server = await startTestServer({ env: { METRICS_PORT: '0' } });
    const url = server.app.services.metrics.url!;
    expect((await fetch(`${url}/metrics`)).status).toBe(200);
    await server.stop();
    await expect(fetch(`${url}/metrics`)).rejects.toThrow();
  });

  it('is not started when METRICS_PORT is off', async () => {
    const server = await startTestServer({ env: { METRICS_PORT: 'off' } });
    try {
      expect(server.app.services.metrics.url).toBeUndefined();
    } finally {
      await server.stop();
    }
  });

  it('refuses the start when its port is taken, naming METRICS_PORT', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      await expect(startTestServer({ env: { METRICS_PORT: String(port) } })).rejects.toThrow(
        `METRICS_PORT: 127.0.0.1:${port} is in use`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

describe('metrics of the page render cache', () => {
  let root: string;
  let server: TestServer;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-'));
    const files: Record<string, string> = {
      'shell/dist/index.html':
        '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
      'shell/dist/server/render.js':
        'module.exports = { renderer: { render: async ({ url }) => ({ html: `<main>${url}</main>`, complete: true }) } };',
    };
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), content);
    }
    server = await startTestServer({ serveSite: true, env: { METRICS_PORT: '0', SITE_DIR: root } });
  });
  afterAll(async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('count a page rendered as a miss, and the same page served again from the cache as a hit', async () => {
    const before = await scrape(server);
    expect(before.value('site_render_cache_lookups_total', { outcome: 'miss' })).toBe(0);
    expect(before.value('site_render_cache_lookups_total', { outcome: 'hit' })).toBe(0);

    for (let visit = 0; visit < 2; visit++) {
      const page = await fetch(`${server.url}${sitePaths.faq}`);
      expect(await page.text()).toContain(`<main>${sitePaths.faq}</main>`);
    }

    const after = await scrape(server);
    expect(after.value('site_render_cache_lookups_total', { outcome: 'miss' })).toBe(1);
    expect(after.value('site_render_cache_lookups_total', { outcome: 'hit' })).toBe(1);
  });
});
