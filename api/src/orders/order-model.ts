import { priceOrderInCents, type PricedLine, type PricingOffers, type ShopRates } from 'shared-contracts/pricing';
import type { PrintProductKey } from 'shared-contracts/print-products';
import type { Address } from 'shared-contracts/order';
import type { Shipment } from 'shared-contracts/order-status';
import type { PaymentChange, PaymentState } from '../payments/payment-states';

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

/** A gift card: e-mailed to its recipient on the day chosen, with a code that spends its amount. */
export interface GiftCardLine {
  kind: 'gift-card';
  name: string;
  size: null;
  color: null;
  unitPrice: string;
  quantity: 1;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** `2026-12-24`, in the buyer's time zone. */
  sendOn: string;
  timeZone: string;
}

export type OrderLine = MerchLine | OriginalLine | PrintLine | GiftCardLine;

export const isMerchLine = (line: OrderLine): line is MerchLine => line.kind === undefined;
export const isOriginalLine = (line: OrderLine): line is OriginalLine => line.kind === 'original';
export const isPrintLine = (line: OrderLine): line is PrintLine => line.kind === 'print';
export const isGiftCardLine = (line: OrderLine): line is GiftCardLine => line.kind === 'gift-card';
/** Whether the print shop makes and ships the line: merchandise and prints. */
export const isPrintShopLine = (line: OrderLine): line is MerchLine | PrintLine =>
  line.kind === undefined || line.kind === 'print';
/** Whether anything of the order ships: all but gift cards, which go by e-mail. */
export const shipsGoods = (lines: readonly OrderLine[]): boolean => lines.some((line) => !isGiftCardLine(line));
/** What the line is, in the studio's words: merchandise, a print of her art, an original or a gift card. */
export const lineKind = (line: OrderLine): 'merch' | 'print' | 'original' | 'gift-card' => line.kind ?? 'merch';

/** A line as the buyer reads it in a list: `1 × Still Waters (original)`, `2 × Tee (M, Navy)`, `1 × Gift card (for Ruth Friend)`. */
export function describeLine(line: OrderLine): string {
  const options = isOriginalLine(line)
    ? 'original'
    : isGiftCardLine(line)
      ? `for ${line.recipientName}`
      : [line.size, line.color].filter(Boolean).join(', ');
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

/** What the buyer's card pays of an order: its total, less what a gift card paid. */
export const cardCents = (order: Pick<OrderRow, 'total_cents' | 'gift_card_cents'>) =>
  order.total_cents - order.gift_card_cents;

/**
 * The change a refund makes to an order, from what the processor has refunded of the card's
 * payment in all: the order's refunded amount counts what went back on a gift card too.
 */
export function refundChange(
  order: Pick<OrderRow, 'total_cents' | 'gift_card_refunded_cents'>,
  cardRefundedCents: number,
): Extract<PaymentChange, { amountRefundedCents: number }> {
  const amountRefundedCents = cardRefundedCents + order.gift_card_refunded_cents;
  return { to: amountRefundedCents >= order.total_cents ? 'refunded' : 'partly_refunded', amountRefundedCents };
}

/** The order a background job works on, when its payload names one. */
export const orderOfJob = (payload: unknown): string | null => {
  const orderId = (payload as { orderId?: unknown } | null)?.orderId;
  return typeof orderId === 'string' ? orderId : null;
};

/** Order lines as the shop's one pricing rule reads them. */
export const pricedLines = (lines: readonly OrderLine[]): PricedLine[] =>
  lines.map((line) => ({
    kind: line.kind,
    price: line.unitPrice,
    quantity: line.quantity,
    ...(isOriginalLine(line) ? { shipping: line.shippingPrice } : {}),
  }));

/** An order's totals from its stored lines and the offers it uses, by the shop's one pricing rule. */
export const priceOrderLines = (lines: readonly OrderLine[], offers?: PricingOffers) =>
  priceOrderInCents(pricedLines(lines), offers);

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
  /** The discount code used, as she wrote it, and what it took off. */
  discount_code: string | null;
  discount_cents: number;
  /** The gift card spent on the order, what it paid of the total, and how much of that a refund put back. */
  gift_card_id: string | null;
  gift_card_cents: number;
  gift_card_refunded_cents: number;
  /** What a failed or canceled payment gave back to the gift card; a late success takes it again. */
  gift_card_returned_cents: number;
  payment_provider: string;
  payment_intent_id: string | null;
  payment_error: string | null;
  fulfilment_order_id: string | null;
  /** The shipping rule and tax rate it was priced with. */
  shop_rates: ShopRates;
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
  | 'discount_code'
  | 'discount_cents'
  | 'gift_card_id'
  | 'gift_card_cents'
  | 'payment_provider'
  | 'access_key'
  | 'shop_rates'
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
