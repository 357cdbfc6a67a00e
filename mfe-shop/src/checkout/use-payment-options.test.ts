import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePaymentOptions } from './use-payment-options';

describe('the payment options of the checkout', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the server once how cards are taken, and is loading until it answers', async () => {
    const functions = fakeFunctions({
      'get-payment-options': () => ({ body: { processor: 'stripe', publishableKey: 'pk_test_shop' } }),
    });
    const { result } = renderHook(() => usePaymentOptions());

    expect(result.current.state).toBe('loading');
    expect(result.current.options).toBeUndefined();
    const answer = { processor: 'stripe', publishableKey: 'pk_test_shop' };
    await waitFor(() => expect(result.current.state).toEqual(answer));
    expect(result.current.options).toEqual(answer);
    expect(functions.calls('get-payment-options')).toEqual([{ name: 'get-payment-options', body: {} }]);
  });

  it('says it failed when the server cannot be asked, and gives no options', async () => {
    fakeFunctions({
      'get-payment-options': () => ({ status: 503, body: { error: 'We are briefly unavailable.' } }),
    });
    const { result } = renderHook(() => usePaymentOptions());

    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(result.current.options).toBeUndefined();
    expect(console.error).toHaveBeenCalledWith('Could not read the payment options.', expect.any(Error));
  });

  it('asks again on retry, loading meanwhile, and takes the answer', async () => {
    let reachable = false;
    const functions = fakeFunctions({
      'get-payment-options': () =>
        reachable
          ? { body: { processor: 'test-cards', publishableKey: null } }
          : { status: 503, body: { error: 'We are briefly unavailable.' } },
    });
    const { result } = renderHook(() => usePaymentOptions());
    await waitFor(() => expect(result.current.state).toBe('failed'));

    reachable = true;
    act(() => result.current.retry());
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.options).toEqual({ processor: 'test-cards', publishableKey: null }));
    expect(functions.calls('get-payment-options')).toHaveLength(2);
  });
});
