import type { FastifyBaseLogger } from 'fastify';
import type { FunctionContract, backendFunctions } from 'shared-contracts/functions';
import type * as z from 'zod/mini';
import type { StudioSession } from '../studio/studio-auth';
import type { VersionedAnswer } from './versioned-answers';

/** An answer a function gives on purpose, with the status the caller should see. */
export class FunctionError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 422 | 429 | 503,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'FunctionError';
  }
}

export interface FunctionContext {
  log: FastifyBaseLogger;
  /** The caller's address. */
  ip: string;
  /** The request's Idempotency-Key header, when it has one. */
  idempotencyKey?: string;
  /** The request's cookies, by name. */
  cookies: Readonly<Record<string, string>>;
  /** Adds a Set-Cookie header to the answer. */
  setCookie(cookie: string): void;
  /** The artist's session, on the studio's calls that need one. */
  session?: StudioSession;
}

/** Calls allowed per visitor address and window; server policy, so declared here and not in the contract. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * The implementation of one function of a contract: it receives the body its request schema
 * parsed and must answer what its response schema describes. A read-only function over a
 * versioned source may answer with the version too, and its route then answers revalidations.
 */
export interface BackendFunction<Contract extends FunctionContract> {
  /** For functions that write, charge or send mail. */
  rateLimit?: RateLimit;
  handle(
    body: z.output<Contract['request']>,
    context: FunctionContext,
  ): Promise<z.output<Contract['response']> | VersionedAnswer<z.output<Contract['response']>>>;
}

/** One implementation for each function a registry declares. */
export type BackendFunctions<Registry extends { [Name in keyof Registry]: FunctionContract }> = {
  [Name in keyof Registry]: BackendFunction<Registry[Name]>;
};

/** The implementation of one of the site's functions, typed from shared-contracts' registry. */
export type SiteFunction<Name extends keyof typeof backendFunctions> = BackendFunction<(typeof backendFunctions)[Name]>;
