import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import type { AppConfig } from './config';
import { DatabaseUnavailableError, type Database } from './db/database';
import type { BackendFunction } from './functions/backend-function';
import { createBackendFunctions } from './functions/backend-functions';
import { functionRoutes } from './functions/routes';
import { createServices, type Services } from './services';
import { serveCatalogImages } from './site/catalog-images';
import { hostedPaymentPage } from './site/hosted-payment-page';
import { securityHeaders } from './site/security-headers';
import { searchEngineFiles } from './site/search-engine-files';
import { stripeWebhook } from './site/stripe-webhook';
import { serveSite } from './site/serve-site';

z.config(en());

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  /** The backend functions to serve; the site's own by default. */
  functions?: (services: Services) => BackendFunction[];
  /** Serve the built shell and remotes (off in API-only tests). */
  serveSite?: boolean;
  /** Where log lines go; standard output by default. */
  logStream?: { write(line: string): void };
}

/** Builds the server: plugins, then services, then routes. Starting and stopping is server.ts's job. */
export async function buildApp({
  config,
  db,
  functions = createBackendFunctions,
  serveSite: withSite = true,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: [
        'req.headers.authorization',
        'req.headers.apikey',
        'req.headers.cookie',
        'req.headers["stripe-signature"]',
      ],
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 100 * 1024,
    return503OnClosing: true,
    trustProxy: config.trustProxy,
  });

  // supabase-js sends `Content-Type: application/json` even for a function called with no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    if (error instanceof DatabaseUnavailableError) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '30')
        .send({ error: 'We are briefly unavailable. Please try again in a moment; nothing has been charged.' });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: 'Something went wrong on our side. Please try again.' });
    }
    return reply.code(status).send({ error: error.message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `Not found: ${request.method} ${request.url}` }),
  );

  await securityHeaders(app, config);
  // Dynamic answers are compressed on the fly, quickly; built assets come pre-compressed.
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });

  const services = createServices(config, db, app.log);
  app.decorate('services', services);
  const tasks = Object.values(services.tasks);
  app.addHook('onReady', async () => tasks.forEach((task) => task.start()));
  app.addHook('onClose', async () => {
    await Promise.all(tasks.map((task) => task.stop()));
    await db.close();
  });

  // Liveness: the process answers. Readiness: it can also reach its database.
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ready', database: db.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.kind });
    }
  });

  await functionRoutes(app, functions(services));
  await serveCatalogImages(app);
  await searchEngineFiles(app, services);
  if (services.servicePayments.provider === 'test-cards') {
    await hostedPaymentPage(app, services.paymentSessions, services.servicePayments);
  }
  if (services.stripe && config.stripe?.webhookSecret) {
    await stripeWebhook(app, services.stripe, config.stripe.webhookSecret, db, services.servicePayments);
  }
  if (withSite) await serveSite(app, config.site);

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
