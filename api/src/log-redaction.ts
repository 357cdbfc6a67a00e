import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: the order page's key, a payment session, a token. */
const secretParameters = /(^|&)(key|session_id|token|access_token)=[^&]*/gi;

/**
 * Paths whose last part is a secret: Printful's webhook address, a payment link she sends a
 * client, and the embedded processor's payment page of a session.
 */
const secretPaths = /^(\/webhooks\/printful\/|\/api\/payment-links\/|\/pay\/)[^/]+/;

/**
 * An address as it may be logged: the values of secret query parameters, and the secret part of
 * a secret path, are replaced by `[redacted]`.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(secretPaths, '$1[redacted]');
  if (queryAt === -1) return path;
  return `${path}?${url.slice(queryAt + 1).replace(secretParameters, '$1$2=[redacted]')}`;
}

/** Fastify's own request serializer, with the address redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Secrets an e-mail's text may carry: a studio enrolment link's token, an order page's key, a payment link. */
const secretsInText = /(\/studio\/enrol#|#key=|\/api\/payment-links\/)[\w-]+/g;

/** Text as it may be logged (an e-mail kept in the outbox): every link's secret replaced by `[redacted]`. */
export function redactText(text: string): string {
  return text.replace(secretsInText, '$1[redacted]');
}
