import { priceOrderInCents } from 'shared-contracts/pricing';
import type { PrintProductKey } from 'shared-contracts/print-products';
import type { Address } from 'shared-contracts/order';
import type { Shipment } from 'shared-contracts/order-status';
import type { Queryable } from '../db/database';
import { newId } from '../db/ids';
import { recordChange, type ChangeSource, type PaymentState } from '../payments/payment-states';

/** Where an order's printing stands, apart from its payment. */
export type FulfilmentState = 'waiting' | 'sent' | 'on_hold' | 'shipped' | 'failed' | 'canceled';

/** The states each fulfilment change may leave; a late or repeated report changes nothing. */
const fulfilmentReachableFrom: Record<Exclude<FulfilmentState, 'waiting'>, readonly FulfilmentState[]> = {
  sent: ['waiting'],
  on_hold: ['sent'],
  shipped: ['sent', 'on_hold'],
  failed: ['sent', 'on_hold'],
  canceled: ['waiting', 'sent', 'on_hold', 'failed'],
};

/** Where the artist's own part of an order stands: the originals she packs and ships. */
export type ArtistState = 'packing' | 'shipped' | 'canceled';

/** null: the order was paid a moment ago, or holds no original. */
const artistReachableFrom: Record<ArtistState, readonly (ArtistState | null)[]> = {
  packing: [null],
  shipped: ['packing'],
  canceled: ['packing'],
};

/** A line the print shop makes and ships. */
export interface MerchLine {
  kind?: undefined;
  productId: number;
  variantId: number;
  name: string;
  size: string | null;
  color: string | null;
  unitPrice: string;
  quantity: number;
}

/** An original painting: one of a kind, packed and shipped by the artist at its own shipping price. */
export interface OriginalLine {
  kind: 'original';
  artworkId: string;
  artworkSlug: string;
  name: string;
  size: null;
  color: null;
  unitPrice: string;
  shippingPrice: string;
  quantity: 1;
}

/** A print of one of her artworks, made on demand and shipped by the print shop under the shop's rule. */
export interface PrintLine {
  kind: 'print';
  artworkId: string;
  artworkSlug: string;
  product: PrintProductKey;
  /** The size's key, `12x16`. */
  sizeKey: string;
  /** The artwork's title. */
  name: string;
  /** What is printed: `Framed poster, 12″ × 16″`, shown where merchandise shows its size. */
  size: string;
  color: null;
  unitPrice: string;
  quantity: number;
}

export type OrderLine = MerchLine | OriginalLine | PrintLine;

export const isMerchLine = (line: OrderLine): line is MerchLine => line.kind === undefined;
export const isOriginalLine = (line: OrderLine): line is OriginalLine => line.kind === 'original';
export const isPrintLine = (line: OrderLine): line is PrintLine => line.kind === 'print';
/** Whether the print shop makes and ships the line: merchandise and prints, not originals. */
export const isPrintShopLine = (line: OrderLine): line is MerchLine | PrintLine => line.kind !== 'original';
/** What the line is, in the studio's words: merchandise, a print of her art, or an original. */
export const lineKind = (line: OrderLine): 'merch' | 'print' | 'original' => line.kind ?? 'merch';

/** A line as the buyer reads it in a list: `1 × Still Waters (original)`, `2 × Tee (M, Navy)`. */
export function describeLine(line: OrderLine): string {
  const options = isOriginalLine(line) ? 'original' : [line.size, line.color].filter(Boolean).join(', ');
  return `${line.quantity} × ${line.name}${options ? ` (${options})` : ''}`;
}

/** The id of the parcel of originals the artist ships herself; the print shop's parcels have its own ids. */
export const artistShipmentId = (orderId: string) => `artist-${orderId}`;

/** An address as written on a parcel, a line each: name, street, city, country, then the phone if asked for. */
export function addressLines(address: Address, { phone = true } = {}): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    [address.address, address.apartment].filter(Boolean).join(', '),
    `${address.city}, ${address.state} ${address.zipCode}`,
    address.country,
    ...(phone && address.phone ? [address.phone] : []),
  ];
}

/** The order a background job works on, when its payload names one. */
export const orderOfJob = (payload: unknown): string | null => {
  const orderId = (payload as { orderId?: unknown } | null)?.orderId;
  return typeof orderId === 'string' ? orderId : null;
};

/** An order's totals from its stored lines, by the shop's one pricing rule. */
export const priceOrderLines = (lines: readonly OrderLine[]) =>
  priceOrderInCents(
    lines.map((line) => ({
      price: line.unitPrice,
      quantity: line.quantity,
      ...(isOriginalLine(line) ? { shipping: line.shippingPrice } : {}),
    })),
  );

export interface OrderRow {
  id: string;
  /** The short number everyone reads: 1001, shown as #1001. */
  number: number;
  idempotency_key: string;
  request_hash: string;
  payment_state: PaymentState;
  fulfilment_state: FulfilmentState;
  artist_state: ArtistState | null;
  amount_refunded_cents: number;
  /** Opens the buyer's order page; never shown to anyone else. */
  access_key: string;
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
  created_at: Date;
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
  | 'access_key'
>;

const columns = `id, number, idempotency_key, request_hash, payment_state, fulfilment_state, artist_state, amount_refunded_cents, access_key,
  email, items, shipping_address, billing_address, subtotal_cents, shipping_cents, tax_cents, total_cents,
  payment_provider, payment_intent_id, payment_error, fulfilment_order_id, created_at`;

export interface StoredChange {
  aspect: 'payment' | 'fulfilment' | 'artist';
  to_state: string;
  detail: Record<string, unknown>;
  at: Date;
}

export interface StoredShipment extends Shipment {
  shipmentId: string;
  shippedAt: Date;
}

/** A parcel as kept, with when we heard of it: the timeline's order follows our own clock. */
export interface RecordedShipment extends StoredShipment {
  recordedAt: Date;
}

/** What the studio's list of orders is narrowed to: states, and a number, name or e-mail to look for. */
export interface OrderFilter {
  /** Orders in this payment state; without it, every order but a declined attempt (`failed`). */
  payment?: PaymentState;
  fulfilment?: FulfilmentState;
  /** The order's number (#1001 or 1001), part of its id, the buyer's name or e-mail, in any case. */
  search?: string;
}

/** An e-mail the site stored about an order, as the outbox keeps it. */
export interface OrderMailRow {
  to_address: string;
  subject: string;
  status: 'pending' | 'sent' | 'logged';
  created_at: Date;
  sent_at: Date | null;
}

/** An order whose print shop or payment went wrong, with when and why. */
export interface OrderProblem {
  order: OrderRow;
  at: Date;
  reason: string | null;
}

/** `text` inside a LIKE pattern, its own wildcards (`_` is in every id) taken literally. */
const literally = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Orders in the database; every change of state goes through here or payment-states. */
export class OrdersRepository {
  constructor(private readonly db: Queryable) {}

  /** Stores a new order awaiting payment; returns the existing one if its key was used before. */
  async insertPending(order: NewOrder, tx: Queryable = this.db): Promise<{ created: boolean; order: OrderRow }> {
    const [created] = await tx.query<OrderRow>(
      `INSERT INTO orders (id, idempotency_key, request_hash, email, items, shipping_address, billing_address,
         subtotal_cents, shipping_cents, tax_cents, total_cents, payment_provider, access_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
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
