import compress from '@fastify/compress';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { backupRoutes } from './backups/backup-routes';
import { compression } from './http/compression';
import type { AppConfig } from './config/config';
import { DatabaseUnavailableError, type Database } from './db/database';
import { messagesExportRoute } from './messages/messages-export';
import { orderExportRoute } from './orders/order-export';
import { paymentLinksRoute } from './design-service/payment-links';
import { paymentRequestsRoute } from './commissions/payment-requests';
import { paymentsExportRoute } from './commissions/payments-export';
import { visitBeaconRoute } from './shop-today/page-visits';
import { errorReportsFor, type ErrorReports } from './error-reports/error-reports';
import { asFunctionError, FunctionError } from './http/site-function';
import { siteFunctionRoutes } from './site-functions';
import { rateLimits } from './http/rate-limits';
import { jsonDepth, maxJsonDepth } from './http/json-depth';
import { mediaRoutes } from './media/media-routes';
import { requestForLog } from './http/log-redaction';
import { oneClickUnsubscribeRoute } from './mailing-list/one-click-route';
import { createServices, type Services } from './services';
import { serveCatalogImages } from './site/catalog-images';
import { hostedPaymentPage } from './design-service/hosted-payment-page';
import { securityHeaders } from './site/security-headers';
import { searchEngineFiles } from './site/search-engine-files';
import { serveSite } from './site/serve-site';
import { printfulWebhook } from './webhooks/printful-webhook';
import { enrolmentLinksRoute } from './studio/enrolment-links';
import { photoUploadRoute } from './artworks/photo-upload-route';
import { stripeWebhook } from './webhooks/stripe-webhook';

z.config(en());

type ErrorWithStatus = Error & { statusCode?: number; code?: string; expose?: boolean };

/**
 * Whether an error is the caller's fault and its message is meant for them: Fastify's own
 * (bad media type, body too large), ours, or http-errors marked `expose`. Any other error with
 * a status, such as an SDK's answer from a payment provider, is our failure: logged, never
 * passed on, since its message may name our keys or account.
 */
function isClientError(error: ErrorWithStatus): error is ErrorWithStatus & { statusCode: number } {
  const status = error.statusCode ?? 0;
  if (status < 400 || status >= 500) return false;
  return error instanceof FunctionError || error.code?.startsWith('FST_') === true || error.expose === true;
}

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  /** Serves the backend functions; the site's own by default. */
  functions?: (app: FastifyInstance, services: Services) => Promise<void>;
  /** Serve the built shell and remotes (off in API-only tests). */
  serveSite?: boolean;
  /** Where log lines go; standard output by default. */
  logStream?: { write(line: string): void };
}

/** Builds the server: plugins, then services, then routes. Starting and stopping is server.ts's job. */
export async function buildApp({
  config,
  db,
  functions = siteFunctionRoutes,
  serveSite: withSite = true,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: [
        'req.headers.authorization',
        'req.headers.apikey',
        'req.headers.cookie',
        'req.headers["stripe-signature"]',
      ],
      serializers: { req: requestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    // Unique across processes and restarts, so that a log line and an error report name one request.
    genReqId: () => randomUUID(),
    bodyLimit: 100 * 1024,
    return503OnClosing: true,
    // A client that sends its request slowly, or stops halfway, is cut off: the whole request
    // must arrive within the request timeout, its headers within ten seconds of it, and the
    // timeouts are checked every second.
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: Math.min(10_000, config.requestTimeoutMs),
          connectionsCheckingInterval: 1000,
        },
        handler,
      ),
    // A number names the proxies in front of the server: the client is the address the
    // outermost of them saw, however many addresses the client itself put before it.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  });

  // Every answer names its request, as the log lines and error reports of it do.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  const errorReports = errorReportsFor(config.errorReports, app.log);
  app.decorate('errorReports', errorReports);

  // supabase-js sends `Content-Type: application/json` even for a function called with no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepth(text) > maxJsonDepth) {
      return done(
        new FunctionError(400, `The request body is nested more than ${maxJsonDepth} levels deep.`),
        undefined,
      );
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new FunctionError(400, 'The request body is not valid JSON.'), undefined);
    }
  });

  app.setErrorHandler((thrown: ErrorWithStatus, request, reply) => {
    const error: ErrorWithStatus = asFunctionError(thrown);
    if (error instanceof DatabaseUnavailableError) {
      request.log.error({ err: error }, 'database unavailable');
      errorReports.requestFailed(error, request);
      return reply
        .code(503)
        .header('Retry-After', '30')
        .send({ error: 'We are briefly unavailable. Please try again in a moment; nothing has been charged.' });
    }
    const status = isClientError(error) ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      errorReports.requestFailed(error, request);
      return reply.code(status).send({ error: 'Something went wrong on our side. Please try again.' });
    }
    return reply.code(status).send({ error: error.message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `Not found: ${request.method} ${request.url}` }),
  );

  await securityHeaders(app, config);
  // Dynamic answers are compressed on the fly, quickly; built assets come pre-compressed.
  await app.register(compress, compression);

  const services = createServices(config, db, app.log);
  app.decorate('services', services);
  app.addHook('onResponse', async (request, reply) => services.metrics.requestAnswered(request, reply));
  const { metricsPort } = config;
  if (metricsPort !== undefined) app.addHook('onReady', async () => services.metrics.serve(metricsPort));
  app.addHook('onReady', async () => services.jobs.start());
  app.addHook('onClose', async () => {
    await services.metrics.close();
    await services.jobs.stop();
    services.listSends.close();
    await db.close();
    await errorReports.close();
  });

  // Liveness: the process answers. Readiness: it can also reach its database, and is not stopping.
  let stopping = false;
  app.decorate('stopServing', () => {
    stopping = true;
  });
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    if (stopping) return reply.code(503).send({ status: 'stopping', database: db.kind });
    try {
      await db.query('SELECT 1');
      return { status: 'ready', database: db.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.kind });
    }
  });

  await rateLimits(app, config);
  await functions(app, services);
  await serveCatalogImages(app);
  await photoUploadRoute(app, { publicUrl: config.publicUrl, ...services });
  orderExportRoute(app, { timeZone: config.timeZone, ...services });
  messagesExportRoute(app, services);
  await oneClickUnsubscribeRoute(app, services.subscribers);
  paymentLinksRoute(app, { publicUrl: config.publicUrl, db, servicePayments: services.servicePayments });
  paymentRequestsRoute(app, {
    publicUrl: config.publicUrl,
    db,
    requests: services.paymentRequests,
    servicePayments: services.servicePayments,
  });
  paymentsExportRoute(app, services);
  visitBeaconRoute(app, services.visits);
  await mediaRoutes(app, services.mediaStorage);
  enrolmentLinksRoute(app, services, config.dataDir);
  backupRoutes(app, { dataDir: config.dataDir, ...services });
  await searchEngineFiles(app, services);
  if (services.servicePayments.provider === 'test-cards') {
    await hostedPaymentPage(app, services.paymentSessions, services.servicePayments);
  }
  if (services.stripe && config.stripe?.webhookSecret) {
    await stripeWebhook(app, {
      ...services,
      stripe: services.stripe,
      webhookSecret: config.stripe.webhookSecret,
      sessions: services.paymentSessions,
    });
  }
  if (config.printful?.webhookSecret) {
    await printfulWebhook(app, { ...services, secret: config.printful.webhookSecret });
  }
  if (withSite) await serveSite(app, services);

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    errorReports: ErrorReports;
    /** Answers /health/ready with 503 from now on, while every other request is still served. */
    stopServing(): void;
  }
}
