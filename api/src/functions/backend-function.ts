import type { FastifyBaseLogger } from 'fastify';
import type * as z from 'zod/mini';

/** An answer a function gives on purpose, with the status the caller should see. */
export class FunctionError extends Error {
  constructor(
    readonly statusCode: 400 | 402 | 404 | 409 | 422 | 429 | 503,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'FunctionError';
  }
}

export interface FunctionContext {
  log: FastifyBaseLogger;
  /** The caller's address, for per-visitor limits. */
  ip: string;
}

/**
 * One backend function, reachable as POST /functions/v1/{name}. Its body is parsed with the
 * zod schema from shared-contracts before the handler runs.
 */
export interface BackendFunction<Body extends z.ZodMiniType = z.ZodMiniType> {
  name: string;
  body: Body;
  /** Calls allowed per visitor address and window, for functions that write or charge. */
  rateLimit?: { max: number; windowMs: number };
  handle(body: z.infer<Body>, context: FunctionContext): Promise<unknown>;
}

export function defineFunction<Body extends z.ZodMiniType>(fn: BackendFunction<Body>): BackendFunction {
  return fn as unknown as BackendFunction;
}
