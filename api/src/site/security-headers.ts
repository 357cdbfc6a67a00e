import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config';

const stripeOrigins = {
  scripts: ['https://js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  api: ['https://api.stripe.com'],
};

/** The origins remotes are loaded from, when they live on origins of their own. */
export function remoteOrigins(site: AppConfig['site']): string[] {
  const origins = Object.values(site.remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/**
 * Security headers on every response. Scripts run only from this origin, the configured
 * remote origins and, with Stripe, Stripe's own script; pages connect to those and, with
 * SENTRY_DSN, to its error service; only the site's own pages frame it; HSTS is
 * sent when the site is served over HTTPS. CORS is off unless origins are configured.
 */
export async function securityHeaders(app: FastifyInstance, config: AppConfig) {
  const remotes = remoteOrigins(config.site);
  const stripe = config.stripe ? stripeOrigins : { scripts: [], frames: [], api: [] };
  const https = config.publicUrl.startsWith('https://');
  const errorReports = config.errorReports ? [new URL(config.errorReports.dsn).origin] : [];

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes, ...stripe.scripts],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'https:', ...remotes],
        fontSrc: ["'self'", ...remotes],
        connectSrc: ["'self'", ...remotes, ...stripe.api, ...errorReports],
        // Her studio previews her draft in frames of the site's own pages; no other site frames it.
        frameSrc: ["'self'", ...stripe.frames],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The hosted payment tab is opened by the page and navigated afterwards.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  if (config.corsOrigins.length) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Content-Type', 'Authorization', 'apikey', 'x-client-info', 'Idempotency-Key'],
    });
  }
}
