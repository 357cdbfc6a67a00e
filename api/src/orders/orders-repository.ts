import type { Address } from 'shared-contracts/order';
import type { ChargeResult } from '../adapters/payments/payment-gateway';
import type { Queryable } from '../db/database';

export type OrderStatus = 'pending_payment' | 'payment_failed' | 'paid_awaiting_fulfilment' | 'sent_to_fulfilment';

export interface OrderLine {
  productId: number;
  variantId: number;
  name: string;
  size: string | null;
  color: string | null;
  unitPrice: string;
  quantity: number;
}

export interface OrderRow {
  id: string;
  idempotency_key: string;
  request_hash: string;
  status: OrderStatus;
  email: string;
  items: OrderLine[];
  shipping_address: Address;
  billing_address: Address;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  payment_provider: string;
  payment_intent_id: string | null;
  payment_error: string | null;
  fulfilment_order_id: string | null;
  fulfilment_attempts: number;
  fulfilment_error: string | null;
}

export type NewOrder = Pick<
  OrderRow,
  | 'id'
  | 'idempotency_key'
  | 'request_hash'
  | 'email'
  | 'items'
  | 'shipping_address'
  | 'billing_address'
  | 'subtotal_cents'
  | 'shipping_cents'
  | 'tax_cents'
  | 'total_cents'
  | 'payment_provider'
>;

/** How long one fulfilment attempt may take before another may start on the same order. */
const fulfilmentLease = "interval '5 minutes'";

const columns = `id, idempotency_key, request_hash, status, email, items, shipping_address, billing_address,
  subtotal_cents, shipping_cents, tax_cents, total_cents, payment_provider, payment_intent_id, payment_error,
  fulfilment_order_id, fulfilment_attempts, fulfilment_error`;

/** Orders in the database; every change of status goes through here. */
export class OrdersRepository {
  constructor(private readonly db: Queryable) {}

  /** Stores a new order awaiting payment; returns the existing one if its key was used before. */
  async insertPending(order: NewOrder): Promise<{ created: boolean; order: OrderRow }> {
    const [created] = await this.db.query<OrderRow>(
      `INSERT INTO orders (id, idempotency_key, request_hash, status, email, items, shipping_address, billing_address,
         subtotal_cents, shipping_cents, tax_cents, total_cents, payment_provider)
       VALUES ($1, $2, $3, 'pending_payment', $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING ${columns}`,
      [
        order.id,
        order.idempotency_key,
        order.request_hash,
        order.email,
        JSON.stringify(order.items),
        JSON.stringify(order.shipping_address),
        JSON.stringify(order.billing_address),
        order.subtotal_cents,
        order.shipping_cents,
        order.tax_cents,
        order.total_cents,
        order.payment_provider,
      ],
    );
    if (created) return { created: true, order: created };
    const existing = await this.findByIdempotencyKey(order.idempotency_key);
    if (!existing) throw new Error(`Order with key ${order.idempotency_key} vanished`);
    return { created: false, order: existing };
  }

  async findByIdempotencyKey(key: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.query<OrderRow>(`SELECT ${columns} FROM orders WHERE idempotency_key = $1`, [key]);
    return row;
  }

  async recordPaymentProblem(id: string, message: string): Promise<void> {
    await this.db.query(`UPDATE orders SET payment_error = $2, updated_at = now() WHERE id = $1`, [id, message]);
  }

  async markPaymentFailed(id: string, message: string): Promise<OrderRow> {
    return this.update(`status = 'payment_failed', payment_error = $2`, [id, message]);
  }

  /**
   * Paid, and claimed for fulfilment by the request that took the payment: the background
   * retrier leaves it alone for the length of the lease.
   */
  async markPaid(id: string, paymentIntentId: string): Promise<OrderRow> {
    return this.update(
      `status = 'paid_awaiting_fulfilment', payment_intent_id = $2, payment_error = NULL,
       fulfilment_next_attempt_at = now() + ${fulfilmentLease}`,
      [id, paymentIntentId],
    );
  }

  /** Orders still waiting for their payment's outcome since before `cutoff`, oldest first. */
  async awaitingPaymentSince(cutoff: Date, limit: number): Promise<OrderRow[]> {
    return this.db.query<OrderRow>(
      `SELECT ${columns} FROM orders WHERE status = 'pending_payment' AND updated_at <= $1::timestamptz
       ORDER BY updated_at LIMIT $2`,
      [cutoff.toISOString(), limit],
    );
  }

  /**
   * Records the outcome of a charge nobody heard back from, if the order is still pending: a
   * paid order is due for fulfilment at once. Undefined when the order had moved on meanwhile.
   */
  async settlePendingPayment(id: string, outcome: ChargeResult | undefined): Promise<OrderRow | undefined> {
    const [assignments, detail] =
      outcome?.outcome === 'succeeded'
        ? [
            `status = 'paid_awaiting_fulfilment', payment_intent_id = $2, payment_error = NULL,
             fulfilment_next_attempt_at = now()`,
            outcome.paymentIntentId,
          ]
        : [`status = 'payment_failed', payment_error = $2`, outcome?.message ?? 'No payment was taken for this order.'];
    const [row] = await this.db.query<OrderRow>(
      `UPDATE orders SET ${assignments}, updated_at = now() WHERE id = $1 AND status = 'pending_payment'
       RETURNING ${columns}`,
      [id, detail],
    );
    return row;
  }

  /** Takes a due order for one fulfilment attempt; undefined if someone else already has. */
  async claimForFulfilment(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.query<OrderRow>(
      `UPDATE orders SET fulfilment_next_attempt_at = now() + ${fulfilmentLease}, updated_at = now()
       WHERE id = $1 AND status = 'paid_awaiting_fulfilment' AND fulfilment_next_attempt_at <= now()
       RETURNING ${columns}`,
      [id],
    );
    return row;
  }

  async markSentToFulfilment(id: string, fulfilmentOrderId: string): Promise<OrderRow> {
    return this.update(
      `status = 'sent_to_fulfilment', fulfilment_order_id = $2, fulfilment_error = NULL, fulfilment_next_attempt_at = NULL,
       fulfilment_attempts = fulfilment_attempts + 1`,
      [id, fulfilmentOrderId],
    );
  }

  async scheduleFulfilmentRetry(id: string, error: string, nextAttemptAt: Date): Promise<OrderRow> {
    return this.update(
      `fulfilment_error = $2, fulfilment_next_attempt_at = $3, fulfilment_attempts = fulfilment_attempts + 1`,
      [id, error, nextAttemptAt.toISOString()],
    );
  }

  /** Paid orders whose fulfilment is due, oldest first. */
  async dueForFulfilment(limit: number): Promise<OrderRow[]> {
    return this.db.query<OrderRow>(
      `SELECT ${columns} FROM orders
       WHERE status = 'paid_awaiting_fulfilment' AND fulfilment_next_attempt_at <= now()
       ORDER BY fulfilment_next_attempt_at LIMIT $1`,
      [limit],
    );
  }

  private async update(assignments: string, params: unknown[]): Promise<OrderRow> {
    const [row] = await this.db.query<OrderRow>(
      `UPDATE orders SET ${assignments}, updated_at = now() WHERE id = $1 RETURNING ${columns}`,
      params,
    );
    if (!row) throw new Error(`Order ${String(params[0])} not found`);
    return row;
  }
}
