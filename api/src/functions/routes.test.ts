import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { FunctionError, defineFunction } from './backend-function';

const greet = defineFunction({
  name: 'greet',
  body: z.object({ name: z.string().check(z.minLength(1)), times: z.optional(z.number()) }),
  handle: async ({ name }) => ({ message: `Hello, ${name}` }),
});
const refuse = defineFunction({
  name: 'refuse',
  body: z.optional(z.object({})),
  handle: async () => {
    throw new FunctionError(429, 'Too many requests', { 'Retry-After': '30' });
  },
});
const crash = defineFunction({
  name: 'crash',
  body: z.optional(z.object({})),
  handle: async () => {
    throw new Error('database password is hunter2');
  },
});

describe('backend functions over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ functions: () => [greet, refuse, crash] });
  });
  afterAll(() => server.stop());

  it('parses the body and answers with the function result', async () => {
    expect(await server.invoke('greet', { name: 'Grace' })).toEqual({ status: 200, body: { message: 'Hello, Grace' } });
  });

  it('answers an unknown function with 404', async () => {
    expect(await server.invoke('nope', {})).toEqual({ status: 404, body: { error: 'Unknown function: nope' } });
  });

  it('answers a body that breaks the schema with 400 naming the field', async () => {
    const { status, body } = await server.invoke('greet', { name: 42 });
    expect(status).toBe(400);
    expect(body.error).toMatch(/^name: /);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await fetch(`${server.url}/functions/v1/greet`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('accepts a call with no body, as supabase-js sends for functions without input', async () => {
    const response = await fetch(`${server.url}/functions/v1/refuse`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(429);
    await response.arrayBuffer();
  });

  it("passes on a function's deliberate status, message and headers", async () => {
    const response = await fetch(`${server.url}/functions/v1/refuse`, { method: 'POST' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ error: 'Too many requests' });
  });

  it('hides the details of an unexpected failure', async () => {
    const { status, body } = await server.invoke('crash', {});
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('refuses a body over the size limit with 413', async () => {
    const { status } = await server.invoke('greet', { name: 'x'.repeat(200_000) });
    expect(status).toBe(413);
  });

  it('answers the liveness check, and the readiness check with the database engine', async () => {
    expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${server.url}/health/ready`)).json()).toEqual({ status: 'ready', database: 'pglite' });
  });
});
