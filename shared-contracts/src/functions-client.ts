import type * as z from 'zod/mini';

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

/**
 * Calls a backend function the way supabase-js's functions.invoke does: POST
 * /functions/v1/{name} with a JSON body. A non-2xx answer becomes a FunctionCallError with
 * the server's message; a 2xx answer is checked against the expected schema.
 */
export async function invokeFunction<Schema extends z.ZodMiniType>(
  name: string,
  body: unknown,
  responseSchema: Schema,
): Promise<z.infer<Schema>> {
  let response: Response;
  try {
    response = await fetch(`/functions/v1/${name}`, {
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
  const parsed = responseSchema.safeParse(payload);
  if (!parsed.success) throw new FunctionCallError(502, `The server sent an unexpected answer to ${name}.`);
  return parsed.data as z.infer<Schema>;
}
