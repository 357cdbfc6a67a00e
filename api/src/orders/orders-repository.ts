import type { Queryable } from '../db/database';
import { newId } from '../db/ids';
import { recordChange, type ChangeSource, type PaymentState } from '../payments/payment-states';
import {
  type FulfilmentState,
  fulfilmentReachableFrom,
  type ArtistState,
  artistReachableFrom,
  type OrderRow,
  type NewOrder,
  type StoredChange,
  type StoredShipment,
  type RecordedShipment,
  type OrderFilter,
  type OrderMailRow,
  type OrderProblem,
} from './order-model';

const columns = `id, number, idempotency_key, request_hash, payment_state, fulfilment_state, artist_state, amount_refunded_cents, access_key,
  email, items, shipping_address, billing_address, subtotal_cents, shipping_cents, tax_cents, total_cents,
  discount_code, discount_cents, gift_card_id, gift_card_cents, gift_card_refunded_cents, gift_card_returned_cents,
  payment_provider, payment_intent_id, payment_error, fulfilment_order_id, shop_rates, created_at`;

/** `text` inside a LIKE pattern, its own wildcards (`_` is in every id) taken literally. */
const literally = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Orders in the database; every change of state goes through here or payment-states. */
export class OrdersRepository {
  constructor(private readonly db: Queryable) {}

  /** Stores a new order awaiting payment; returns the existing one if its key was used before. */
  async insertPending(order: NewOrder, tx: Queryable = this.db): Promise<{ created: boolean; order: OrderRow }> {
    const [created] = await tx.query<OrderRow>(
      `INSERT INTO orders (id, idempotency_key, request_hash, email, items, shipping_address, billing_address,
         subtotal_cents, shipping_cents, tax_cents, total_cents, payment_provider, access_key,
         discount_code, discount_cents, gift_card_id, gift_card_cents, shop_rates)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
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
        order.access_key,
        order.discount_code,
        order.discount_cents,
        order.gift_card_id,
        order.gift_card_cents,
        JSON.stringify(order.shop_rates),
      ],
    );
    if (created) return { created: true, order: created };
    const existing = await this.findByIdempotencyKey(order.idempotency_key, tx);
    if (!existing) throw new Error(`Order with key ${order.idempotency_key} vanished`);
    return { created: false, order: existing };
  }

  async findByIdempotencyKey(key: string, tx: Queryable = this.db): Promise<OrderRow | undefined> {
    const [row] = await tx.query<OrderRow>(`SELECT ${columns} FROM orders WHERE idempotency_key = $1`, [key]);
    return row;
  }

  async find(id: string, tx: Queryable = this.db): Promise<OrderRow | undefined> {
    const [row] = await tx.query<OrderRow>(`SELECT ${columns} FROM orders WHERE id = $1`, [id]);
    return row;
  }

  /**
   * The order, only when `key` is its access key. A wrong key and an unknown id both find no
   * row, so the two take the same work and time to refuse.
   */
  async findWithKey(id: string, key: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.query<OrderRow>(`SELECT ${columns} FROM orders WHERE id = $1 AND access_key = $2`, [
      id,
      key,
    ]);
    return row;
  }

  async findByPaymentIntent(paymentIntentId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.query<OrderRow>(`SELECT ${columns} FROM orders WHERE payment_intent_id = $1`, [
      paymentIntentId,
    ]);
    return row;
  }

  /** Why the last attempt to charge did not give an answer (kept for the artist). */
  async recordPaymentProblem(id: string, message: string, tx: Queryable = this.db): Promise<void> {
    await tx.query(`UPDATE orders SET payment_error = $2, updated_at = now() WHERE id = $1`, [id, message]);
  }

  /** The processor's payment for the order, while its outcome is still pending. */
  async recordPaymentIntent(id: string, paymentIntentId: string): Promise<void> {
    await this.db.query(`UPDATE orders SET payment_intent_id = $2, updated_at = now() WHERE id = $1`, [
      id,
      paymentIntentId,
    ]);
  }

  /**
   * Moves the order's fulfilment on if it may go there, recording the change; undefined when
   * it is already there or past it. Runs in the caller's transaction, the row locked.
   */
  async changeFulfilmentState(
    tx: Queryable,
    id: string,
    to: Exclude<FulfilmentState, 'waiting'>,
    source: ChangeSource,
    detail: { reason?: string; fulfilmentOrderId?: string; shipmentId?: string } = {},
  ): Promise<{ from: FulfilmentState } | undefined> {
    const moved = await this.changeState(tx, id, 'fulfilment', fulfilmentReachableFrom[to], to, source, detail);
    if (moved && detail.fulfilmentOrderId) {
      await tx.query('UPDATE orders SET fulfilment_order_id = $2 WHERE id = $1', [id, detail.fulfilmentOrderId]);
    }
    return moved;
  }

  /** Moves the artist's part of the order on, as changeFulfilmentState does the print shop's. */
  async changeArtistState(
    tx: Queryable,
    id: string,
    to: ArtistState,
    source: ChangeSource,
    detail: { reason?: string; shipmentId?: string } = {},
  ): Promise<{ from: ArtistState | null } | undefined> {
    return this.changeState(tx, id, 'artist', artistReachableFrom[to], to, source, detail);
  }

  private async changeState<State extends string | null>(
    tx: Queryable,
    id: string,
    aspect: 'fulfilment' | 'artist',
    reachableFrom: readonly State[],
    to: State,
    source: ChangeSource,
    detail: object,
  ): Promise<{ from: State } | undefined> {
    const column = `${aspect}_state`;
    const [current] = await tx.query<Record<string, State>>(`SELECT ${column} FROM orders WHERE id = $1 FOR UPDATE`, [
      id,
    ]);
    if (!current || !reachableFrom.includes(current[column]!)) return undefined;
    const from = current[column]!;
    await tx.query(`UPDATE orders SET ${column} = $2, updated_at = now() WHERE id = $1`, [id, to]);
    await recordChange(tx, { kind: 'order', id }, aspect, from ?? 'none', to ?? 'none', source, detail);
    return { from };
  }

  /**
   * Orders as the studio lists them, newest first, with how many match in all; `page` takes
   * `limit` of them after `offset`, else every one.
   */
  async list(
    filter: OrderFilter,
    page?: { limit: number; offset: number },
  ): Promise<{ orders: OrderRow[]; total: number }> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    conditions.push(filter.payment ? `payment_state = ${param(filter.payment)}` : `payment_state <> 'failed'`);
    if (filter.fulfilment) conditions.push(`fulfilment_state = ${param(filter.fulfilment)}`);
    if (filter.search) {
      const pattern = param(`%${literally(filter.search)}%`);
      const number = /^#?\s*(\d{1,9})$/.exec(filter.search.trim())?.[1];
      conditions.push(
        `(${number ? `number = ${param(Number(number))} OR ` : ''}id ILIKE ${pattern} OR email ILIKE ${pattern}
          OR concat_ws(' ', shipping_address->>'firstName', shipping_address->>'lastName') ILIKE ${pattern})`,
      );
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [counted] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM orders ${where}`,
      params,
    );
    const paging = page ? `LIMIT ${param(page.limit)} OFFSET ${param(page.offset)}` : '';
    const orders = await this.db.query<OrderRow>(
      `SELECT ${columns} FROM orders ${where} ORDER BY created_at DESC, id DESC ${paging}`,
      params,
    );
    return { orders, total: counted!.total };
  }

  /** The artist's notes on an order, oldest first. */
  async notes(orderId: string): Promise<{ at: Date; text: string }[]> {
    return this.db.query<{ at: Date; text: string }>(
      'SELECT created_at AS at, body AS text FROM order_notes WHERE order_id = $1 ORDER BY created_at, id',
      [orderId],
    );
  }

  async addNote(orderId: string, text: string): Promise<void> {
    await this.db.query('INSERT INTO order_notes (id, order_id, body) VALUES ($1, $2, $3)', [
      newId('note'),
      orderId,
      text,
    ]);
  }

  /** The e-mails stored about an order (their keys name it), to the buyer and to the artist, oldest first. */
  async mails(orderId: string): Promise<OrderMailRow[]> {
    return this.db.query<OrderMailRow>(
      `SELECT to_address, subject, status, created_at, sent_at FROM mail_outbox
       WHERE dedupe_key LIKE $1 ORDER BY created_at, id`,
      [`order:${literally(orderId)}:%`],
    );
  }

  /** How often the buyer's confirmation was sent again, counted by the keys of its copies. */
  async confirmationsResent(tx: Queryable, orderId: string): Promise<number> {
    const [row] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM mail_outbox WHERE dedupe_key LIKE $1',
      [`order:${literally(orderId)}:confirmation:resent:%`],
    );
    return row!.count;
  }

  /** How many orders stand in each pair of payment and fulfilment states; pairs no order is in are left out. */
  async countByState(): Promise<{ payment_state: PaymentState; fulfilment_state: FulfilmentState; count: number }[]> {
    return this.db.query(
      `SELECT payment_state, fulfilment_state, count(*)::int AS count FROM orders GROUP BY payment_state, fulfilment_state`,
    );
  }

  /** Orders Printful put on hold or failed, with the last reason it gave. */
  async fulfilmentProblems(): Promise<OrderProblem[]> {
    return this.problems(
      `SELECT ${columns}, c.at AS problem_at, c.detail->>'reason' AS problem_reason FROM orders
       JOIN LATERAL (
         SELECT at, detail FROM state_changes
         WHERE subject_kind = 'order' AND subject_id = orders.id AND aspect = 'fulfilment'
         ORDER BY at DESC, id DESC LIMIT 1
       ) c ON true
       WHERE fulfilment_state IN ('on_hold', 'failed')`,
    );
  }

  /**
   * Orders holding originals whose payment failed after the checkout had answered (a bank debit
   * refused, a payment never completed), since `since`, and not paid since.
   */
  async paymentsFailedAfterHold(since: Date): Promise<OrderProblem[]> {
    return this.problems(
      `SELECT ${columns}, c.at AS problem_at, c.detail->>'reason' AS problem_reason FROM orders
       JOIN LATERAL (
         SELECT at, detail FROM state_changes
         WHERE subject_kind = 'order' AND subject_id = orders.id AND aspect = 'payment' AND to_state = 'failed'
           AND source <> 'request' AND at >= $1
         ORDER BY at DESC, id DESC LIMIT 1
       ) c ON true
       WHERE payment_state = 'failed'
         AND EXISTS (SELECT 1 FROM jsonb_array_elements(items) line WHERE line->>'kind' = 'original')`,
      [since.toISOString()],
    );
  }

  private async problems(sql: string, params: unknown[] = []): Promise<OrderProblem[]> {
    const rows = await this.db.query<OrderRow & { problem_at: Date; problem_reason: string | null }>(sql, params);
    return rows.map(({ problem_at, problem_reason, ...order }) => ({
      order,
      at: problem_at,
      reason: problem_reason,
    }));
  }

  /** Paid orders whose originals the artist has still to ship, oldest first. */
  async toPack(): Promise<OrderRow[]> {
    return this.db.query<OrderRow>(
      `SELECT ${columns} FROM orders WHERE artist_state = 'packing' ORDER BY created_at, id`,
    );
  }

  /** Keeps a parcel the first time it is reported; false when it was known already. */
  async addShipment(tx: Queryable, orderId: string, shipment: StoredShipment): Promise<boolean> {
    const inserted = await tx.query(
      `INSERT INTO shipments (order_id, shipment_id, carrier, service, tracking_number, tracking_url, shipped_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (order_id, shipment_id) DO NOTHING
       RETURNING shipment_id`,
      [
        orderId,
        shipment.shipmentId,
        shipment.carrier,
        shipment.service,
        shipment.trackingNumber,
        shipment.trackingUrl,
        shipment.shippedAt.toISOString(),
      ],
    );
    return inserted.length === 1;
  }

  /** Every change of the order's payment and fulfilment, oldest first. */
  async changes(orderId: string): Promise<StoredChange[]> {
    return this.db.query<StoredChange>(
      `SELECT aspect, to_state, detail, at FROM state_changes
       WHERE subject_kind = 'order' AND subject_id = $1 ORDER BY at, id`,
      [orderId],
    );
  }

  async shipments(orderId: string): Promise<RecordedShipment[]> {
    return this.db.query<RecordedShipment>(
      `SELECT shipment_id AS "shipmentId", carrier, service, tracking_number AS "trackingNumber",
         tracking_url AS "trackingUrl", shipped_at AS "shippedAt", recorded_at AS "recordedAt"
       FROM shipments WHERE order_id = $1 ORDER BY recorded_at`,
      [orderId],
    );
  }
}
