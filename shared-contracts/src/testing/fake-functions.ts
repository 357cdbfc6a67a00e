import { vi } from 'vitest';

export type FunctionAnswer = { status?: number; body: unknown } | (() => never);
export type FunctionHandlers = Record<string, (body: unknown) => FunctionAnswer | Promise<FunctionAnswer>>;

/**
 * Answers the page's calls to /functions/v1/{name} in a test and records them. A handler
 * that throws stands for a network failure.
 */
export function fakeFunctions(handlers: FunctionHandlers) {
  const calls: { name: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const name = String(url).replace('/functions/v1/', '');
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ name, body });
      const handler = handlers[name];
      if (!handler) return new Response(JSON.stringify({ error: `Unknown function: ${name}` }), { status: 404 });
      const answer = await handler(body);
      if (typeof answer === 'function') return answer();
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls: (name?: string) => calls.filter((call) => !name || call.name === name) };
}
