import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { functionErrorSchema, functionPath, type FunctionContract } from 'shared-contracts/functions';
import { describeIssues } from 'shared-contracts/function-contract';
import { findUnstorableText, unstorableTextMessage } from 'shared-contracts/storable-text';
import { asFunctionError, FunctionError, type BackendFunction, type BackendFunctions } from './site-function';
import { routeRateLimit } from './rate-limits';
import { VersionedAnswer, VersionedReplies } from './versioned-answers';

/** Validation problems in the words of the request schema: `shippingInfo.zipCode: …`. */
function refusal(errors: FastifySchemaValidationError[]): FunctionError {
  return new FunctionError(
    400,
    describeIssues(
      errors.map((error) => ({ path: error.instancePath.split('/').filter(Boolean), message: error.message ?? '' })),
    ),
  );
}

/** The cookies a request carries, by name; a malformed pair is skipped. */
export function cookiesOf(request: FastifyRequest): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 1) continue;
    const name = pair.slice(0, separator).trim();
    try {
      cookies[name] ??= decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      // A value that is not percent-encoded properly names nothing of ours.
    }
  }
  return cookies;
}

export interface FunctionRouteOptions<Session> {
  /**
   * Checks the caller before the body is read: it throws a FunctionError to refuse (401, 403)
   * and may name the session the functions then receive.
   */
  checkCaller?: (request: FastifyRequest) => Promise<Session | undefined>;
}

/**
 * Serves each function of a registry as POST /functions/v1/{name}, the address supabase-js's
 * functions.invoke calls, so a client written for the original works unchanged. The contract's
 * schemas check the body before the function runs and its answer before it is sent: an answer
 * that breaks its schema is a 500, logged, and never reaches the caller. A function may answer
 * with a VersionedAnswer (read-only functions over a versioned source): see VersionedReplies.
 */
export async function functionRoutes<
  Registry extends { [Name in keyof Registry]: FunctionContract },
  Session = unknown,
>(
  app: FastifyInstance,
  registry: Registry,
  functions: BackendFunctions<Registry, Session>,
  { checkCaller }: FunctionRouteOptions<Session> = {},
) {
  await app.register(async (scope) => {
    scope.setValidatorCompiler(validatorCompiler);
    scope.setSerializerCompiler(serializerCompiler);
    scope.setSchemaErrorFormatter(refusal);

    // The session the caller check found, for the function that handles the request.
    const sessions = new WeakMap<FastifyRequest, Session | undefined>();

    // Each function was typed against its own contract where it is written (BackendFunctions);
    // here the validator and serializer hold it to that contract at run time.
    const serve = (name: string, contract: FunctionContract, fn: BackendFunction<FunctionContract>) => {
      // Versioned answers are sent as prepared bytes, past the route's serializer: the same
      // serializer checks each version once, when its bytes are made.
      const versionedReplies = new VersionedReplies(
        serializerCompiler({ schema: contract.response, method: 'POST', url: functionPath(name) }),
      );
      scope.withTypeProvider<ZodTypeProvider>().post(
        functionPath(name),
        {
          schema: {
            body: contract.request,
            response: { 200: contract.response, '4xx': functionErrorSchema, '5xx': functionErrorSchema },
          },
          // The caller is checked as the request arrives, before its body is read or parsed.
          onRequest: async (request, reply) => {
            if (!checkCaller) return;
            try {
              sessions.set(request, await checkCaller(request));
            } catch (thrown) {
              const error = asFunctionError(thrown);
              if (!(error instanceof FunctionError)) throw error;
              return reply.code(error.statusCode).send({ error: error.message });
            }
          },
          preValidation: async (request, reply) => {
            // supabase-js sends no body, or `null`, for a function called without input.
            request.body ??= {};
            // Text PostgreSQL would refuse is refused here, for every field of every function.
            const unstorable = findUnstorableText(request.body);
            if (unstorable) {
              return reply
                .code(400)
                .send({ error: describeIssues([{ path: unstorable, message: unstorableTextMessage }]) });
            }
          },
          // Only functions that write, charge or send mail count the caller's calls.
          config: fn.rateLimit ? { rateLimit: routeRateLimit(fn.rateLimit) } : {},
        },
        async (request, reply) => {
          try {
            const idempotencyKey = request.headers['idempotency-key'];
            const answer = await fn.handle(request.body, {
              log: request.log,
              ip: request.ip,
              idempotencyKey: Array.isArray(idempotencyKey) ? idempotencyKey[0] : idempotencyKey,
              cookies: cookiesOf(request),
              setCookie: (cookie) => void reply.header('Set-Cookie', cookie),
              session: sessions.get(request),
            });
            return answer instanceof VersionedAnswer ? versionedReplies.send(request, reply, answer) : answer;
          } catch (thrown) {
            const error = asFunctionError(thrown);
            if (error instanceof FunctionError) {
              return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
            }
            throw error;
          }
        },
      );
    };

    for (const name in registry) serve(name, registry[name], functions[name]);
  });
}

/** A function no registry declares. */
export function unknownFunctionRoute(app: FastifyInstance): void {
  app.post<{ Params: { name: string } }>(functionPath(':name'), async (request, reply) =>
    reply.code(404).send({ error: `Unknown function: ${request.params.name}` }),
  );
}
