import { afterEach, describe, expect, it, vi } from 'vitest';
import { FunctionCallError, UnexpectedAnswerError, invokeFunction } from './functions-client';

const answer = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));

describe('invokeFunction', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the body as JSON to the function and returns the answer its response schema parsed', async () => {
    const fetch = answer(200, JSON.stringify({ inventory: [{ variantId: 1, inStock: true }], extra: 'dropped' }));
    vi.stubGlobal('fetch', fetch);
    expect(await invokeFunction('check-inventory', { variantIds: [1] })).toEqual({
      inventory: [{ variantId: 1, inStock: true }],
    });
    expect(fetch).toHaveBeenCalledWith('/functions/v1/check-inventory', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"variantIds":[1]}',
    });
  });

  it("turns a refusal into a FunctionCallError with the server's status and sentence", async () => {
    vi.stubGlobal('fetch', answer(402, JSON.stringify({ error: 'Your card was declined.' })));
    const error = await invokeFunction('get-payment-options', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FunctionCallError);
    expect(error).toMatchObject({ status: 402, message: 'Your card was declined.' });
  });

  it('names the status when an error answer carries no sentence', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    await expect(invokeFunction('get-payment-options', {})).rejects.toMatchObject({
      status: 502,
      message: 'The server answered 502.',
    });
  });

  it('refuses a 2xx answer its response schema does not describe', async () => {
    vi.stubGlobal('fetch', answer(200, JSON.stringify({ url: 'javascript:alert(1)' })));
    const request = { clientName: 'A', email: 'a@example.com', phone: '1', amount: 300 } as const;
    const error = await invokeFunction('create-payment', {
      ...request,
      projectType: 'Divine Design Logo Project',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(error).toMatchObject({ status: 502, message: 'The server sent an unexpected answer to create-payment.' });
  });

  it('reports an unreachable server with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(invokeFunction('get-printful-products', {})).rejects.toMatchObject({ status: 0 });
  });
});
