import { designServiceFunctions } from './design-service';
import { orderFunctions } from './order';
import { catalogFunctions } from './catalog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FunctionCallError, UnexpectedAnswerError, invokeFunction } from './functions-client';

const answer = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));

describe('invokeFunction', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the body as JSON to the function and returns the answer its response schema parsed', async () => {
    const fetch = answer(200, JSON.stringify({ inventory: [{ variantId: 1, inStock: true }], extra: 'dropped' }));
    vi.stubGlobal('fetch', fetch);
    expect(await invokeFunction(catalogFunctions, 'check-inventory', { variantIds: [1] })).toEqual({
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
    const error = await invokeFunction(orderFunctions, 'get-payment-options', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FunctionCallError);
    expect(error).toMatchObject({ status: 402, message: 'Your card was declined.' });
  });

  it('names the status when an error answer carries no sentence', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    await expect(invokeFunction(orderFunctions, 'get-payment-options', {})).rejects.toMatchObject({
      status: 502,
      message: 'The server answered 502.',
    });
  });

  it('refuses a 2xx answer its response schema does not describe', async () => {
    vi.stubGlobal('fetch', answer(200, JSON.stringify({ url: 'javascript:alert(1)' })));
    const request = { clientName: 'A', email: 'a@example.com', phone: '1', amount: 300 } as const;
    const error = await invokeFunction(designServiceFunctions, 'create-payment', {
      ...request,
      projectType: 'Divine Design Logo Project',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(error).toMatchObject({ status: 502, message: 'The server sent an unexpected answer to create-payment.' });
  });

  describe('with answers the server tags with an ETag', () => {
    const inventory = (variantId: number, inStock = true) => ({ inventory: [{ variantId, inStock }] });
    /** Answers each call in turn: a tagged 200 with its body, or 304. */
    const answers = (...replies: ({ etag: string; body: unknown } | 304)[]) => {
      const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
        const reply = replies.shift();
        if (reply === undefined) throw new Error('No answer left');
        if (reply === 304) return new Response(null, { status: 304 });
        return new Response(JSON.stringify(reply.body), {
          status: 200,
          headers: { 'Content-Type': 'application/json', ETag: reply.etag },
        });
      });
      vi.stubGlobal('fetch', fetch);
      return (call: number) => new Headers(fetch.mock.calls[call]![1].headers).get('If-None-Match');
    };

    it('asks again with If-None-Match and uses the remembered answer on 304', async () => {
      const ifNoneMatch = answers({ etag: 'W/"v1"', body: inventory(11) }, 304, 304);
      expect(await invokeFunction(catalogFunctions, 'check-inventory', { variantIds: [11] })).toEqual(inventory(11));
      expect(await invokeFunction(catalogFunctions, 'check-inventory', { variantIds: [11] })).toEqual(inventory(11));
      expect(await invokeFunction(catalogFunctions, 'check-inventory', { variantIds: [11] })).toEqual(inventory(11));
      expect([ifNoneMatch(0), ifNoneMatch(1), ifNoneMatch(2)]).toEqual([null, 'W/"v1"', 'W/"v1"']);
    });

    it('takes a changed answer and its new tag', async () => {
      const ifNoneMatch = answers(
        { etag: 'W/"v1"', body: inventory(12) },
        { etag: 'W/"v2"', body: inventory(12, false) },
        304,
      );
      await invokeFunction(catalogFunctions, 'check-inventory', { variantIds: [12] });
      expect(await invokeFunction(catalogFunctions, 'check-inventory', { variantIds: [12] })).toEqual(
        inventory(12, false),
      );
      expect(await invokeFunction(catalogFunctions, 'check-inventory', { variantIds: [12] })).toEqual(
        inventory(12, false),
      );
      expect(ifNoneMatch(2)).toBe('W/"v2"');
    });

    it('remembers each body apart, and nothing the server did not tag', async () => {
      const ifNoneMatch = answers({ etag: 'W/"v1"', body: inventory(13) }, { etag: 'W/"v1"', body: inventory(14) });
      await invokeFunction(catalogFunctions, 'check-inventory', { variantIds: [13] });
      await invokeFunction(catalogFunctions, 'check-inventory', { variantIds: [14] });
      expect(ifNoneMatch(1)).toBeNull();

      vi.stubGlobal('fetch', answer(200, JSON.stringify(inventory(15))));
      await invokeFunction(catalogFunctions, 'check-inventory', { variantIds: [15] });
      const untagged = answer(200, JSON.stringify(inventory(15)));
      vi.stubGlobal('fetch', untagged);
      await invokeFunction(catalogFunctions, 'check-inventory', { variantIds: [15] });
      expect(untagged).toHaveBeenCalledWith('/functions/v1/check-inventory', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"variantIds":[15]}',
      });
    });

    it('keeps only the latest twenty answers', async () => {
      const ids = Array.from({ length: 21 }, (_, index) => 100 + index);
      answers(...ids.map((id) => ({ etag: `W/"${id}"`, body: inventory(id) })));
      for (const id of ids) await invokeFunction(catalogFunctions, 'check-inventory', { variantIds: [id] });

      const ifNoneMatch = answers({ etag: 'W/"100"', body: inventory(100) }, 304);
      await invokeFunction(catalogFunctions, 'check-inventory', { variantIds: [100] });
      await invokeFunction(catalogFunctions, 'check-inventory', { variantIds: [120] });
      expect([ifNoneMatch(0), ifNoneMatch(1)]).toEqual([null, 'W/"120"']);
    });
  });

  it('reports an unreachable server with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(invokeFunction(catalogFunctions, 'get-printful-products', {})).rejects.toMatchObject({ status: 0 });
  });
});
