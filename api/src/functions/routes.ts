import type { FastifyInstance } from 'fastify';
import type { BackendFunction } from './backend-function';
import { FunctionError } from './backend-function';
import { describeIssues } from './describe-issues';

/**
 * Serves each backend function as POST /functions/v1/{name}, the address supabase-js's
 * functions.invoke calls, so a client written for the original works unchanged.
 */
export async function functionRoutes(app: FastifyInstance, functions: readonly BackendFunction[]) {
  const byName = new Map(functions.map((fn) => [fn.name, fn]));

  app.post<{ Params: { name: string } }>('/functions/v1/:name', async (request, reply) => {
    const fn = byName.get(request.params.name);
    if (!fn) return reply.code(404).send({ error: `Unknown function: ${request.params.name}` });

    const parsed = fn.body.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error.issues) });

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
