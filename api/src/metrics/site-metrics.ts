import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type LabelValues } from 'prom-client';
import { fulfilmentStates, paymentStates } from 'shared-contracts/studio-desk';
import type { MailOutbox } from '../mail/mail-outbox';
import { ConfigError } from '../config/config';
import type { JobQueue } from '../jobs/job-queue';
import { routePattern, unmatchedRoute } from '../http/log-redaction';
import type { OrdersRepository } from '../orders/orders-repository';
import type { PaymentChangeListener, PaymentSubject } from '../payments/payment-states';
import type { RenderCacheListener } from '../site/server-render';

/** What the figures read at each scrape come from. */
export interface MeasuredParts {
  orders: Pick<OrdersRepository, 'countByState'>;
  jobs: Pick<JobQueue, 'counts'>;
  outbox: Pick<MailOutbox, 'counts'>;
  log: FastifyBaseLogger;
}

/** Metrics are served on the loopback interface only, never where visitors reach the site. */
const metricsHost = '127.0.0.1';

const paymentKinds: PaymentSubject['kind'][] = ['order', 'payment_session'];
const jobStates = ['waiting', 'scheduled', 'running', 'failed'] as const;
const emailStates = ['queued', 'failed'] as const;
const paymentOutcomes = paymentStates.filter((state) => state !== 'pending');

/** A figure read from the database is the same from every process, so it is not to be added up across them. */
const sameInEveryProcess =
  'Read from the database: every process reports the same figure (take the max across processes, not the sum).';

let processRegistry: Registry | undefined;

/** The process's own metrics (CPU, memory, event loop, garbage collection), collected once however many apps it builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * What the site's hosting watches, in Prometheus's format: requests by route and status, the
 * orders, payments, background jobs and e-mails, the page render cache, and the process itself.
 * Each app has a registry of its own; `serve` puts it on a port of 127.0.0.1, apart from the site's.
 */
export class SiteMetrics {
  private readonly registry = new Registry();
  private readonly log: FastifyBaseLogger;
  private readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: `Time to answer a request, by method, route pattern (${unmatchedRoute} when no route matched) and status code.`,
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });
  private readonly payments = new Counter({
    name: 'site_payments_total',
    help: 'Payments that reached an outcome, by what was paid for (an order, or a design-service payment session), each counted by the process that recorded it: add them up across processes.',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly renderCache = new Counter({
    name: 'site_render_cache_lookups_total',
    help: "Looks in this process's cache of pages rendered on the server: hit (served from it) or miss (rendered afresh).",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private server: Server | undefined;

  constructor({ orders, jobs, outbox, log }: MeasuredParts) {
    this.log = log;
    for (const kind of paymentKinds) {
      for (const outcome of paymentOutcomes) this.payments.inc({ kind, outcome }, 0);
    }
    for (const outcome of ['hit', 'miss']) this.renderCache.inc({ outcome }, 0);

    this.readAtScrape({
      name: 'site_orders',
      help: `Orders by payment and fulfilment state. ${sameInEveryProcess}`,
      labelNames: ['payment_state', 'fulfilment_state'],
      read: async () => {
        const counted = await orders.countByState();
        return paymentStates.flatMap((payment_state) =>
          fulfilmentStates.map((fulfilment_state) => ({
            labels: { payment_state, fulfilment_state },
            value:
              counted.find((row) => row.payment_state === payment_state && row.fulfilment_state === fulfilment_state)
                ?.count ?? 0,
          })),
        );
      },
    });
    this.readAtScrape({
      name: 'site_jobs',
      help: `Background jobs by queue and state: waiting (due now), scheduled (stored for later, or waiting out the delay after a failed attempt), running, and failed (given up, kept for 30 days). ${sameInEveryProcess}`,
      labelNames: ['queue', 'state'],
      read: async () =>
        (await jobs.counts()).flatMap((counts) =>
          jobStates.map((state) => ({ labels: { queue: counts.queue, state }, value: counts[state] })),
        ),
    });
    this.readAtScrape({
      name: 'site_emails',
      help: `E-mails not delivered yet: queued (delivery will be tried again) and failed (given up; the artist was told). ${sameInEveryProcess}`,
      labelNames: ['state'],
      read: async () => {
        const counts = await outbox.counts();
        return emailStates.map((state) => ({ labels: { state }, value: counts[state] }));
      },
    });
  }

  /** Where the metrics are served (`http://127.0.0.1:9464`), once `serve` has started; undefined before and when off. */
  get url(): string | undefined {
    const address = this.server?.address() as AddressInfo | null | undefined;
    return address ? `http://${metricsHost}:${address.port}` : undefined;
  }

  /** Counts an answer under its route's pattern (`/functions/v1/process-order`), never the address asked for. */
  requestAnswered(request: FastifyRequest, reply: FastifyReply): void {
    this.requests.observe(
      { method: request.method, route: routePattern(request), status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  }

  readonly countPayment: PaymentChangeListener = (kind, outcome) => this.payments.inc({ kind, outcome });

  readonly countRenderCacheLookup: RenderCacheListener = (outcome) => this.renderCache.inc({ outcome });

  /**
   * Serves GET /metrics on 127.0.0.1 at `port` (0: any free port). A port that is taken stops
   * the start: each API process on a machine needs one of its own.
   */
  async serve(port: number): Promise<void> {
    const scraped = Registry.merge([processMetrics(), this.registry]);
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://metrics.local').pathname !== '/metrics') {
        response
          .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end('Not found: metrics are at /metrics\n');
        return;
      }
      scraped.metrics().then(
        (text) => response.writeHead(200, { 'Content-Type': scraped.contentType }).end(text),
        (error: unknown) => {
          this.log.error({ err: error }, 'the metrics could not be gathered');
          response
            .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
            .end('The metrics could not be gathered.\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, metricsHost, () => {
        server.off('error', reject);
        resolve();
      });
    }).catch((error: NodeJS.ErrnoException) => {
      throw new ConfigError(
        error.code === 'EADDRINUSE'
          ? `METRICS_PORT: ${metricsHost}:${port} is in use. Each API process on a machine needs a metrics port of its own (9464, 9465, …), or METRICS_PORT=off.`
          : `METRICS_PORT: metrics cannot be served on ${metricsHost}:${port}: ${error.message}`,
      );
    });
    this.server = server;
    this.log.info({ url: `${this.url}/metrics` }, 'metrics served for Prometheus');
  }

  /** Stops serving the metrics, if they were served; a scrape still open is cut off. */
  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
  }

  /**
   * A gauge whose series are read afresh at each scrape. When they cannot be read (the database
   * is away), that scrape leaves them out rather than report stale figures, and says why in the log.
   */
  private readAtScrape<Label extends string>({
    name,
    help,
    labelNames,
    read,
  }: {
    name: string;
    help: string;
    labelNames: Label[];
    read: () => Promise<{ labels: LabelValues<Label>; value: number }[]>;
  }): void {
    const gauge: Gauge<Label> = new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect: async () => {
        const series = await read().catch((error: unknown) => {
          this.log.warn({ err: error, metric: name }, 'a metric could not be read for this scrape');
          return [];
        });
        // Replaced at once, so that a scrape running beside this one never sees the gauge half filled.
        gauge.reset();
        for (const { labels, value } of series) gauge.set(labels, value);
      },
    });
  }
}
