import type * as z from 'zod/mini';
import { callKey, functionPath, type FunctionRegistry } from 'shared-contracts/function-contract';

/** A backend function answered with an error, or could not be reached (status 0). */
export class FunctionCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'FunctionCallError';
  }

  get isRateLimit(): boolean {
    return this.status === 429 || /429|too many requests/i.test(this.message);
  }
}

/** The server answered 2xx with something its function's response schema does not describe. */
export class UnexpectedAnswerError extends FunctionCallError {
  constructor(name: string) {
    super(502, `The server sent an unexpected answer to ${name}.`);
    this.name = 'UnexpectedAnswerError';
  }
}

/** The last answer of each call the server tagged with an ETag, by function and body; a few only. */
const tagged = new Map<string, { etag: string; payload: unknown }>();
const taggedLimit = 20;

function remember(key: string, etag: string, payload: unknown): void {
  tagged.delete(key);
  tagged.set(key, { etag, payload });
  const [oldest] = tagged.keys();
  if (tagged.size > taggedLimit && oldest !== undefined) tagged.delete(oldest);
}

/**
 * Calls a backend function the way supabase-js's functions.invoke does: POST
 * /functions/v1/{name} with a JSON body. A non-2xx answer becomes a FunctionCallError with
 * the server's message; a 2xx answer is checked against the function's response schema.
 * An answer the server tagged with an ETag (the catalogue's) is remembered, and the same call
 * asks with If-None-Match: on 304 the remembered answer is used again. The function is named
 * in its domain's registry (`catalogFunctions`, `orderFunctions`…), so a page carries the
 * schemas of the functions it calls and no others.
 */
export async function invokeFunction<Registry extends FunctionRegistry, Name extends keyof Registry & string>(
  registry: Registry,
  name: Name,
  body: z.input<Registry[Name]['request']>,
): Promise<z.output<Registry[Name]['response']>> {
  const requestBody = JSON.stringify(body ?? {});
  const key = callKey(name, body);
  const known = tagged.get(key);
  let response: Response;
  try {
    response = await fetch(functionPath(name), {
      method: 'POST',
      headers: known
        ? { 'Content-Type': 'application/json', 'If-None-Match': known.etag }
        : { 'Content-Type': 'application/json' },
      body: requestBody,
    });
  } catch {
    throw new FunctionCallError(0, 'We could not reach the server. Please check your connection and try again.');
  }
  const unchanged = response.status === 304 && known !== undefined;
  const payload: unknown = unchanged ? known.payload : await response.json().catch(() => null);
  if (!response.ok && !unchanged) {
    const message = (payload as { error?: unknown } | null)?.error;
    throw new FunctionCallError(
      response.status,
      typeof message === 'string' ? message : `The server answered ${response.status}.`,
    );
  }
  const parsed = registry[name]!.response.safeParse(payload);
  if (!parsed.success) throw new UnexpectedAnswerError(name);
  const etag = response.headers.get('ETag');
  if (etag) remember(key, etag, payload);
  return parsed.data as z.output<Registry[Name]['response']>;
}
