import { priceOrderInCents } from 'shared-contracts/pricing';
import type { PrintProductKey } from 'shared-contracts/print-products';
import type { Address } from 'shared-contracts/order';
import type { Shipment } from 'shared-contracts/order-status';
import type { PaymentState } from '../payments/payment-states';

/** Where an order's printing stands, apart from its payment. */
export type FulfilmentState = 'waiting' | 'sent' | 'on_hold' | 'shipped' | 'failed' | 'canceled';

/** The states each fulfilment change may leave; a late or repeated report changes nothing. */
export const fulfilmentReachableFrom: Record<Exclude<FulfilmentState, 'waiting'>, readonly FulfilmentState[]> = {
  sent: ['waiting'],
  on_hold: ['sent'],
  shipped: ['sent', 'on_hold'],
  failed: ['sent', 'on_hold'],
  canceled: ['waiting', 'sent', 'on_hold', 'failed'],
};

/** Where the artist's own part of an order stands: the originals she packs and ships. */
export type ArtistState = 'packing' | 'shipped' | 'canceled';

/** null: the order was paid a moment ago, or holds no original. */
export const artistReachableFrom: Record<ArtistState, readonly (ArtistState | null)[]> = {
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
