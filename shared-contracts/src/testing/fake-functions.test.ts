import { catalogFunctions } from '../catalog';
import { orderFunctions } from '../order';
import { designServiceFunctions } from '../design-service';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeFunction } from '../functions-client';
import { fakeFunctions } from './fake-functions';

const logoPayment = {
  clientName: 'Lydia',
  email: 'lydia@example.com',
  phone: '555',
  amount: 300,
  projectType: 'Divine Design Logo Project',
} as const;

describe('the fake backend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands each fake the body as the server would parse it, and records what the page sent', async () => {
    const functions = fakeFunctions({
      'create-payment': (body) => ({ body: { url: `https://pay.test/${body.address === '' ? 'default' : 'given'}` } }),
    });
    expect(await invokeFunction(designServiceFunctions, 'create-payment', logoPayment)).toEqual({
      url: 'https://pay.test/default',
    });
    expect(functions.calls('create-payment')).toEqual([{ name: 'create-payment', body: logoPayment }]);
  });

  it("passes on refusals in the server's { error } shape", async () => {
    fakeFunctions({ 'get-payment-options': () => ({ status: 503, body: { error: 'down' } }) });
    await expect(invokeFunction(orderFunctions, 'get-payment-options', {})).rejects.toMatchObject({
      status: 503,
      message: 'down',
    });
  });

  it('answers 404 for a function the test did not fake, as the server does for unknown names', async () => {
    fakeFunctions({});
    await expect(invokeFunction(catalogFunctions, 'get-printful-products', {})).rejects.toMatchObject({ status: 404 });
  });

  it.fails(
    'fails the test when the page sends a body the server would refuse, even if the page hides the error',
    async () => {
      fakeFunctions({ 'create-payment': () => ({ body: { url: 'https://pay.test/x' } }) });
      await fetch('/functions/v1/create-payment', { method: 'POST', body: JSON.stringify({ amount: 300 }) }).catch(
        () => undefined,
      );
    },
  );

  it.fails(
    'fails the test when a fake answers what the server never sends, even if the page hides the error',
    async () => {
      // @ts-expect-error The type already refuses this answer; the run-time check must too.
      fakeFunctions({ 'save-onboarding': () => ({ body: { saved: false } }) });
      await invokeFunction(designServiceFunctions, 'save-onboarding', { test: true, answers: {} }).catch(
        () => undefined,
      );
    },
  );

  it.fails('fails the test when an error answer is not in the { error } shape', async () => {
    // @ts-expect-error The type already refuses this answer; the run-time check must too.
    fakeFunctions({ 'get-payment-options': () => ({ status: 500, body: { message: 'down' } }) });
    await invokeFunction(orderFunctions, 'get-payment-options', {}).catch(() => undefined);
  });
});
