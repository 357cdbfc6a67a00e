import type { FastifyRequest } from 'fastify';
import { redactUrl } from 'shared-contracts/redaction';

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

/** Where a request that no route matched is counted and reported, so that no address a visitor typed is named. */
export const unmatchedRoute = 'unmatched';

/** The pattern of the route that answered (`/functions/v1/process-order`, `/*`), never the address asked for. */
export function routePattern(request: FastifyRequest): string {
  return request.routeOptions.url ?? unmatchedRoute;
}
