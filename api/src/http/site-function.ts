import type { FastifyBaseLogger } from 'fastify';
import type { FunctionContract, backendFunctions } from 'shared-contracts/functions';
import type * as z from 'zod/mini';
import { Refusal, type RefusalKind } from '../domain/refusal';
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

/** What a function receives besides its body; `Session` is what its routes' caller check lets in. */
const refusalStatus = {
  invalid: 400,
  'not-signed-in': 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-many': 429,
} as const satisfies Record<RefusalKind, FunctionError['statusCode']>;

/** A refusal of the site's rules as the caller sees it, with its status; any other error as it is. */
export function asFunctionError<Thrown>(error: Thrown): FunctionError | Thrown {
  return error instanceof Refusal ? new FunctionError(refusalStatus[error.kind], error.message) : error;
}

export interface FunctionContext<Session = unknown> {
  log: FastifyBaseLogger;
  /** The caller's address. */
  ip: string;
  /** The request's Idempotency-Key header, when it has one. */
  idempotencyKey?: string;
  /** The request's cookies, by name. */
  cookies: Readonly<Record<string, string>>;
  /** Adds a Set-Cookie header to the answer. */
  setCookie(cookie: string): void;
  /** Who the routes' caller check let in (the artist's session, on the studio's calls). */
  session?: Session;
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
export interface BackendFunction<Contract extends FunctionContract, Session = unknown> {
  /** For functions that write, charge or send mail. */
  rateLimit?: RateLimit;
  handle(
    body: z.output<Contract['request']>,
    context: FunctionContext<Session>,
  ): Promise<z.output<Contract['response']> | VersionedAnswer<z.output<Contract['response']>>>;
}

/** One implementation for each function a registry declares. */
export type BackendFunctions<Registry extends { [Name in keyof Registry]: FunctionContract }, Session = unknown> = {
  [Name in keyof Registry]: BackendFunction<Registry[Name], Session>;
};

/** The implementation of one of the site's functions, typed from shared-contracts' registry. */
export type SiteFunction<Name extends keyof typeof backendFunctions> = BackendFunction<(typeof backendFunctions)[Name]>;
