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

/** A validation problem: where in the body, and what is wrong there. */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The one sentence a function refuses a body with, naming each part at fault:
 * `title: Please enter a title; amount: Please enter an amount above $0`.
 */
export function describeIssues(issues: readonly Issue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** The issues such a sentence names, for a form to show each beside its field; a part naming none has an empty path. */
export function issuesOfRefusal(message: string): Issue[] {
  return message.split('; ').map((part) => {
    const [, path, said] = /^([\w.]+): (.+)$/s.exec(part) ?? [];
    return path && said ? { path: path.split('.'), message: said } : { path: [], message: part };
  });
}

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
