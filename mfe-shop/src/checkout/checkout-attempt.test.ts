import { FunctionCallError } from 'shared-contracts/functions-client';
import { describe, expect, it } from 'vitest';
import { chicagoAddress } from '../testing/addresses';
import { sweatshirtLine } from '../testing/products';
import {
  attemptPaymentInfo,
  failureStatus,
  newAttemptKey,
  nextAttempt,
  outcomeUnknown,
  type CheckoutAttempt,
  type OrderToPlace,
} from './checkout-attempt';

const address = chicagoAddress;

const order: OrderToPlace = {
  items: [sweatshirtLine],
  shippingInfo: address,
  billingInfo: address,
  totals: { subtotal: 54.99, discount: 0, shipping: 0, tax: 4.4, total: 59.39, giftCard: 0 },
};

const card = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123', cardName: 'Lydia Purple' };

/** Keys `key-1`, `key-2`, … in the order they are asked for. */
function countedKeys() {
  let count = 0;
  return () => `key-${++count}`;
}

describe('an attempt to place the order', () => {
  it('makes a new key for each attempt', () => {
    expect(newAttemptKey()).toMatch(/^chk_[0-9a-f]{32}$/);
    expect(newAttemptKey()).not.toBe(newAttemptKey());
  });

  it('starts the first attempt with a fresh key, not yet retryable', () => {
    expect(nextAttempt(undefined, order, countedKeys())).toEqual({
      key: 'key-1',
      order: JSON.stringify(order),
      retryable: false,
      confirmationToken: undefined,
    });
  });

  it('tries an unchanged order whose outcome was unknown again with the same key and card token', () => {
    const keys = countedKeys();
    const first = nextAttempt(undefined, order, keys);
    first.retryable = true;
    first.confirmationToken = 'ctoken_first';

    const retry = nextAttempt(first, order, keys);
    expect(retry).toEqual({
      key: 'key-1',
      order: first.order,
      retryable: false,
      confirmationToken: 'ctoken_first',
    });
    expect(retry).not.toBe(first);
  });

  it('starts a new attempt with a fresh key and no token after the server refused the last one', () => {
    const keys = countedKeys();
    const refused = { ...nextAttempt(undefined, order, keys), confirmationToken: 'ctoken_first' };

    expect(nextAttempt(refused, order, keys)).toMatchObject({ key: 'key-2', confirmationToken: undefined });
  });

  it('starts a new attempt when the order changed, even after an unknown outcome', () => {
    const keys = countedKeys();
    const unknown: CheckoutAttempt = { ...nextAttempt(undefined, order, keys), retryable: true };
    const changed = { ...order, shippingInfo: { ...address, apartment: 'Apt 2' } };

    expect(nextAttempt(unknown, changed, keys)).toMatchObject({ key: 'key-2', order: JSON.stringify(changed) });
  });
});

describe('what an attempt pays with', () => {
  it('sends the card as typed while the attempt has no confirmation token', () => {
    expect(attemptPaymentInfo(nextAttempt(undefined, order), card, 5939)).toEqual(card);
  });

  it("sends only Stripe's confirmation token once the attempt has one, and no card field", () => {
    const attempt: CheckoutAttempt = { ...nextAttempt(undefined, order), confirmationToken: 'ctoken_from_stripe' };
    expect(attemptPaymentInfo(attempt, card, 5939)).toEqual({ confirmationToken: 'ctoken_from_stripe' });
  });

  it('sends a retried attempt’s token again', () => {
    const first: CheckoutAttempt = {
      ...nextAttempt(undefined, order),
      retryable: true,
      confirmationToken: 'ctoken_first',
    };
    expect(attemptPaymentInfo(nextAttempt(first, order), card, 5939)).toEqual({ confirmationToken: 'ctoken_first' });
  });

  it('sends no card at all when a gift card pays the whole order', () => {
    const attempt: CheckoutAttempt = { ...nextAttempt(undefined, order), confirmationToken: 'ctoken_from_stripe' };
    expect(attemptPaymentInfo(attempt, card, 0)).toBeUndefined();
  });
});

describe('how an attempt failed', () => {
  it("reads the server's status from its refusal, and 0 when the server was not reached", () => {
    expect(failureStatus(new FunctionCallError(402, 'Your card was declined.'))).toBe(402);
    expect(failureStatus(new FunctionCallError(0, 'We could not reach the server.'))).toBe(0);
    expect(failureStatus(new Error('The secure card form is still loading.'))).toBe(0);
  });

  it('counts an unreached server and server trouble as an unknown outcome, and a refusal as none', () => {
    expect(outcomeUnknown(0)).toBe(true);
    expect(outcomeUnknown(500)).toBe(true);
    expect(outcomeUnknown(503)).toBe(true);
    expect(outcomeUnknown(402)).toBe(false);
    expect(outcomeUnknown(409)).toBe(false);
  });
});
