import type { CardPayment } from 'shared-contracts/order';

export interface ChargeRequest {
  /** Our order id; the provider's idempotency key, so a retried charge is made once. */
  orderId: string;
  amountCents: number;
  description: string;
  receiptEmail: string;
  payment: CardPayment | { confirmationToken: string };
}

/**
 * What the processor answered. Only `succeeded` is paid; `processing` (a bank debit on its way)
 * ends later in succeeded or failed, which the processor's webhook or the settlement reports.
 */
export type ChargeResult =
  | { outcome: 'succeeded'; paymentIntentId: string }
  | { outcome: 'processing'; paymentIntentId: string }
  | { outcome: 'declined'; code: string; message: string };

/**
 * The processor could not say whether the charge happened (a timeout, a network failure).
 * The order stays pending; charging it again with the same order id is safe.
 */
export class PaymentUnavailableError extends Error {
  override name = 'PaymentUnavailableError';
}

export interface RefundRequest {
  orderId: string;
  /** The payment to refund: the id `charge` answered for the order. */
  paymentIntentId: string;
  amountCents: number;
  /** Why, in words, kept with the refund at the processor. */
  reason: string;
  /** A retried refund with the same key is made once, and answers the first refund. */
  idempotencyKey: string;
}

export interface RefundResult {
  refundId: string;
  /** All that is refunded on the payment so far, this refund included. */
  amountRefundedCents: number;
}

/**
 * The processor refused the refund (more than is left to refund, a payment that was never made):
 * nothing was refunded, and asking again will not change the answer.
 */
export class RefundRefusedError extends Error {
  override name = 'RefundRefusedError';
}

/** Charges merchandise orders: the embedded test processor, or Stripe PaymentIntents. */
export interface PaymentGateway {
  readonly name: 'test-cards' | 'stripe';
  /** Whether this gateway takes the four card fields (only the test processor may). */
  readonly takesCardDetails: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * The processor's own record of the charge made for an order, for a charge whose answer
   * never arrived; undefined when no charge was made.
   */
  findCharge(orderId: string): Promise<ChargeResult | undefined>;
  /**
   * Refunds part or all of an order's payment, once per idempotency key. Throws RefundRefusedError
   * when the processor refuses, and PaymentUnavailableError when it could not answer.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}
