import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { FunctionError, type BackendFunctions } from './site-function';
import { functionRoutes, unknownFunctionRoute } from './function-routes';
import { VersionedAnswer } from './versioned-answers';

const noInput = z.optional(z.object({}));

/** A registry of its own, to test the plumbing apart from the site's functions. */
const registry = {
  greet: {
    request: z.object({
      name: z.string().check(z.minLength(1)),
      from: z.optional(z.object({ city: z.string() })),
    }),
    response: z.object({ message: z.string() }),
  },
  refuse: { request: noInput, response: z.object({}) },
  crash: { request: noInput, response: z.object({}) },
  total: { request: noInput, response: z.object({ total: z.number() }) },
  shelf: { request: noInput, response: z.object({ items: z.array(z.string()) }) },
};

/** What the shelf answers, and how often its answer was read (checked against its schema). */
const shelf = { version: 'v1', items: ['mug'] as unknown[], reads: 0 };

const functions: BackendFunctions<typeof registry> = {
  greet: { handle: async ({ name, from }) => ({ message: `Hello, ${name}${from ? ` from ${from.city}` : ''}` }) },
  refuse: {
    handle: async () => {
      throw new FunctionError(429, 'Too many requests', { 'Retry-After': '30' });
    },
  },
  crash: {
    handle: async () => {
      throw new Error('database password is hunter2');
    },
  },
  // Loosely typed data (a row, an SDK's answer) that drifted from the contract: `totl`, not `total`.
  total: { handle: async () => JSON.parse('{ "totl": 12, "card": "4242 4242 4242 4242" }') },
  shelf: {
    handle: async () =>
      new VersionedAnswer(shelf.version, {
        get items() {
          shelf.reads += 1;
          return shelf.items as string[];
        },
      }),
  },
};

describe('backend functions over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      captureLogs: true,
      functions: async (app) => {
        await functionRoutes(app, registry, functions);
        unknownFunctionRoute(app);
      },
    });
  });
  afterAll(() => server.stop());

  const post = (name: string, init: { body?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${server.url}/functions/v1/${name}`, { method: 'POST', ...init });

  it('parses the body and answers with the function result', async () => {
    expect(await server.invoke('greet', { name: 'Grace', from: { city: 'Austin' } })).toEqual({
      status: 200,
      body: { message: 'Hello, Grace from Austin' },
    });
  });

  it('takes the call as supabase-js sends it, with its key and client headers', async () => {
    const response = await post('greet', {
      headers: {
        'Content-Type': 'application/json',
        apikey: 'anon-key',
        Authorization: 'Bearer anon-key',
        'x-client-info': 'supabase-js/2.45.0',
      },
      body: JSON.stringify({ name: 'Grace' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Hello, Grace' });
  });

  it('answers an unknown function with 404', async () => {
    expect(await server.invoke('nope', {})).toEqual({ status: 404, body: { error: 'Unknown function: nope' } });
  });

  it('answers a body that breaks the schema with 400 naming the field, nested fields by their path', async () => {
    expect(await server.invoke('greet', { name: 42 })).toEqual({
      status: 400,
      body: { error: 'name: Invalid input: expected string, received number' },
    });
    expect(await server.invoke('greet', { name: 'Grace', from: { city: 7 } })).toEqual({
      status: 400,
      body: { error: 'from.city: Invalid input: expected string, received number' },
    });
    expect(await server.invoke('greet', 'Grace')).toEqual({
      status: 400,
      body: { error: 'Invalid input: expected object, received string' },
    });
  });

  it('reads a missing or null body as an empty one', async () => {
    expect(await server.invoke('greet')).toEqual({
      status: 400,
      body: { error: 'name: Invalid input: expected string, received undefined' },
    });
    expect((await server.invoke('greet', null)).body).toEqual({
      error: 'name: Invalid input: expected string, received undefined',
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await post('greet', { headers: { 'Content-Type': 'application/json' }, body: '{"name": ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('accepts a call with no body, as supabase-js sends for functions without input', async () => {
    const response = await post('refuse', { headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(429);
    await response.arrayBuffer();
  });

  it("passes on a function's deliberate status, message and headers", async () => {
    const response = await post('refuse');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ error: 'Too many requests' });
  });

  it('hides the details of an unexpected failure', async () => {
    const { status, body } = await server.invoke('crash', {});
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('refuses to send an answer that breaks its response schema: a logged 500, none of the answer', async () => {
    expect(await server.invoke('total')).toEqual({
      status: 500,
      body: { error: 'Something went wrong on our side. Please try again.' },
    });
    const failure = server.logs
      .map((line) => JSON.parse(line) as { msg: string; err?: { code?: string; message?: string } })
      .find((entry) => entry.msg === 'request failed' && entry.err?.code === 'FST_ERR_RESPONSE_SERIALIZATION');
    expect(failure?.err?.message).toMatch(/^Response doesn't match the schema: [\s\S]*"path": \[\s*"total"\s*\]/);
    expect(server.logs.join('\n')).not.toContain('4242 4242 4242 4242');
  });

  it('checks and serializes a versioned answer once per version', async () => {
    Object.assign(shelf, { version: 'v1', items: ['mug'], reads: 0 });
    for (let call = 0; call < 3; call++) {
      expect(await server.invoke('shelf')).toEqual({ status: 200, body: { items: ['mug'] } });
    }
    expect(shelf.reads).toBe(1);

    Object.assign(shelf, { version: 'v2', items: ['mug', 'print'] });
    expect(await server.invoke('shelf')).toEqual({ status: 200, body: { items: ['mug', 'print'] } });
    expect(await server.invoke('shelf')).toEqual({ status: 200, body: { items: ['mug', 'print'] } });
    expect(shelf.reads).toBe(2);
  });

  it('never sends nor keeps a versioned answer that breaks its schema', async () => {
    const serializationFailures = () =>
      server.logs
        .map((line) => JSON.parse(line) as { msg: string; err?: { code?: string } })
        .filter((entry) => entry.msg === 'request failed' && entry.err?.code === 'FST_ERR_RESPONSE_SERIALIZATION')
        .length;
    const before = serializationFailures();
    Object.assign(shelf, { version: 'broken', items: [4242] });
    for (let call = 0; call < 2; call++) {
      const response = await post('shelf');
      expect(response.status).toBe(500);
      expect(response.headers.get('etag')).toBeNull();
      expect(await response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    }
    expect(serializationFailures()).toBe(before + 2);
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
