// By package name, not './functions': federation then shares one registry with the pages that
// import it themselves, instead of bundling a second copy into this module.
import {
  contractOf,
  functionPath,
  type FunctionName,
  type FunctionRequest,
  type FunctionResponse,
} from 'shared-contracts/functions';

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
  constructor(name: FunctionName) {
    super(502, `The server sent an unexpected answer to ${name}.`);
    this.name = 'UnexpectedAnswerError';
  }
}

/**
 * Calls a backend function the way supabase-js's functions.invoke does: POST
 * /functions/v1/{name} with a JSON body. A non-2xx answer becomes a FunctionCallError with
 * the server's message; a 2xx answer is checked against the function's response schema.
 */
export async function invokeFunction<Name extends FunctionName>(
  name: Name,
  body: FunctionRequest<Name>,
): Promise<FunctionResponse<Name>> {
  let response: Response;
  try {
    response = await fetch(functionPath(name), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new FunctionCallError(0, 'We could not reach the server. Please check your connection and try again.');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (payload as { error?: unknown } | null)?.error;
    throw new FunctionCallError(
      response.status,
      typeof message === 'string' ? message : `The server answered ${response.status}.`,
    );
  }
  const parsed = contractOf(name).response.safeParse(payload);
  if (!parsed.success) throw new UnexpectedAnswerError(name);
  return parsed.data;
}
