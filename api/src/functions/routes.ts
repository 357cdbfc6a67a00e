import type { FastifyInstance } from 'fastify';
import type { BackendFunction } from './backend-function';
import { FunctionError } from './backend-function';
import { describeIssues } from './describe-issues';
import { RateLimiter } from './rate-limiter';

/**
 * Serves each backend function as POST /functions/v1/{name}, the address supabase-js's
 * functions.invoke calls, so a client written for the original works unchanged.
 */
export async function functionRoutes(app: FastifyInstance, functions: readonly BackendFunction[]) {
  const byName = new Map(functions.map((fn) => [fn.name, fn]));
  const limiter = new RateLimiter();

  app.post<{ Params: { name: string } }>('/functions/v1/:name', async (request, reply) => {
    const fn = byName.get(request.params.name);
    if (!fn) return reply.code(404).send({ error: `Unknown function: ${request.params.name}` });

    const parsed = fn.body.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error.issues) });

    // Only requests that would write or charge count towards the caller's limit.
    if (fn.rateLimit) {
      const waitSeconds = limiter.take(`${fn.name}:${request.ip}`, fn.rateLimit);
      if (waitSeconds > 0) {
        return reply
          .code(429)
          .header('Retry-After', String(waitSeconds))
          .send({ error: 'Too many requests. Please wait a few minutes and try again.' });
      }
    }

    try {
      return await fn.handle(parsed.data, { log: request.log, ip: request.ip });
    } catch (error) {
      if (error instanceof FunctionError) {
        return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
      }
      throw error;
    }
  });
}
