import { FunctionCallError } from 'shared-contracts/functions-client';
import type { CardPayment, ProcessOrderRequest } from 'shared-contracts/order';
import { randomHex } from '../random-hex';

/**
 * What the visitor orders: everything the server is sent but how she pays, the attempt's key and
 * whether she asked for news, which makes it no other order.
 */
export type OrderToPlace = Omit<ProcessOrderRequest, 'paymentInfo' | 'idempotencyKey' | 'news'>;

/** One try at placing the order, kept until the next so that a retry can send the same again. */
export interface CheckoutAttempt {
  key: string;
  /** What was ordered, so an unchanged retry reuses the key and is placed at most once. */
  order: string;
  /** The outcome was unknown (offline, server trouble): the same attempt may be tried again. */
  retryable: boolean;
  /** With Stripe, the card's confirmation token, sent again when the attempt is retried. */
  confirmationToken?: string;
}

/** A fresh key for one checkout attempt. */
export const newAttemptKey = (): string => `chk_${randomHex(16)}`;

/**
 * The attempt that places `order` after `previous`: the previous attempt again, with its key and
 * its card's confirmation token, when its outcome was unknown and the order is unchanged, so the
 * server places it at most once; otherwise a new attempt with a fresh key.
 */
export function nextAttempt(
  previous: CheckoutAttempt | undefined,
  order: OrderToPlace,
  freshKey: () => string = newAttemptKey,
): CheckoutAttempt {
  const fingerprint = JSON.stringify(order);
  const retry = previous?.retryable && previous.order === fingerprint ? previous : undefined;
  return {
    key: retry?.key ?? freshKey(),
    order: fingerprint,
    retryable: false,
    confirmationToken: retry?.confirmationToken,
  };
}

/** How an order is paid by card: as typed, or Stripe's confirmation token. */
type PaymentInfo = NonNullable<ProcessOrderRequest['paymentInfo']>;

/**
 * What the attempt pays with: nothing when `dueCents` is 0, a gift card paying the whole order;
 * otherwise the card's confirmation token once Stripe has given it one (a retry sends the token
 * the server may already have charged, never a second), or else the card as the visitor typed it.
 */
export function attemptPaymentInfo(
  attempt: CheckoutAttempt,
  card: CardPayment,
  dueCents: number,
): PaymentInfo | undefined {
  if (dueCents === 0) return undefined;
  return attempt.confirmationToken ? { confirmationToken: attempt.confirmationToken } : card;
}

/** The status the server refused an attempt with; 0 when it was not reached or its answer was lost. */
export const failureStatus = (error: unknown): number => (error instanceof FunctionCallError ? error.status : 0);

/**
 * Whether an attempt that failed with `status` may have been placed all the same (offline, server
 * trouble): it may then be tried again as it was. A refusal, such as a declined card, was not placed.
 */
export const outcomeUnknown = (status: number): boolean => status === 0 || status >= 500;
