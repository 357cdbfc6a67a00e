import { onTestFinished, vi } from 'vitest';
import {
  backendFunctions,
  contractOf,
  functionErrorSchema,
  functionPath,
  type FunctionError,
  type FunctionName,
  type FunctionResponse,
  type ParsedFunctionRequest,
} from '../functions';

/** What a fake function answers: its response (200), an error with its status, or a thrown network failure. */
export type FunctionAnswer<Name extends FunctionName> =
  { status?: 200; body: FunctionResponse<Name> } | { status: number; body: FunctionError } | (() => never);

/** A fake for each function the test expects to be called; it receives the body as the server would parse it. */
export type FunctionHandlers = {
  [Name in FunctionName]?: (body: ParsedFunctionRequest<Name>) => FunctionAnswer<Name> | Promise<FunctionAnswer<Name>>;
};

const isFunctionName = (name: string): name is FunctionName => Object.hasOwn(backendFunctions, name);

/**
 * Answers the page's calls to /functions/v1/{name} in a test and records them. Every request
 * and every answer is held to the registry's schemas, the server's own: a page that sends what
 * the server would refuse, or a fake that answers what the server never sends, fails the test.
 * A handler that throws stands for a network failure.
 */
export function fakeFunctions(handlers: FunctionHandlers) {
  const calls: { name: string; body: unknown }[] = [];
  const drift: string[] = [];
  onTestFinished(() => {
    if (drift.length) throw new Error(`The fake backend saw what the real one would not:\n${drift.join('\n')}`);
  });
  const refuse = (problem: string): never => {
    drift.push(problem);
    throw new Error(problem);
  };

  async function answer<Name extends FunctionName>(name: Name, body: unknown): Promise<Response> {
    const contract = contractOf(name);
    const request = contract.request.safeParse(body ?? {});
    if (!request.success) {
      return refuse(`${name} was sent a body its schema refuses: ${JSON.stringify(request.error.issues)}`);
    }
    const handler = handlers[name];
    if (!handler) return json(404, { error: `Unknown function: ${name}` });
    const given = await handler(request.data);
    if (typeof given === 'function') return given();
    const status = given.status ?? 200;
    const schema = status >= 200 && status < 300 ? contract.response : functionErrorSchema;
    const checked = schema.safeParse(given.body);
    if (!checked.success) {
      return refuse(
        `${name} answered ${status} with a body its schema refuses: ${JSON.stringify(checked.error.issues)}`,
      );
    }
    return json(status, given.body);
  }

  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const name = String(url).slice(functionPath('').length);
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ name, body });
      if (!isFunctionName(name)) return json(404, { error: `Unknown function: ${name}` });
      return answer(name, body);
    }),
  );
  return { calls: (name?: FunctionName) => calls.filter((call) => !name || call.name === name) };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
