import * as z from 'zod/mini';

/** What a backend function takes and what it answers with a 2xx. */
export interface FunctionContract {
  request: z.ZodMiniType;
  response: z.ZodMiniType;
}

/** Functions by name: each domain module declares its own, and `functions.ts` joins them. */
export type FunctionRegistry = Record<string, FunctionContract>;

/** Functions that read nothing from the request: no body, or an empty object. */
export const noInput = z.optional(z.object({}));

/** Every refusal and failure of a function: one sentence for the visitor. */
export const functionErrorSchema = z.object({ error: z.string() });

export type FunctionError = z.infer<typeof functionErrorSchema>;

/** Where a function is served: supabase-js's functions.invoke calls the same address. */
export function functionPath(name: string): string {
  return `/functions/v1/${name}`;
}

/** One call of a function, by its name and request body: what a remembered answer is kept under. */
export function callKey(name: string, body: unknown): string {
  return `${name} ${JSON.stringify(body ?? {})}`;
}
