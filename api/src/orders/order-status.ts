import {
  orderNotFoundMessage,
  type OrderMaker,
  type OrderPart,
  type OrderPartState,
  type OrderStatus,
  type OrderStep,
  type OrderTimelineEntry,
} from 'shared-contracts/order-status';
import { fromCents, toCents } from 'shared-contracts/pricing';
import { type OrdersRepository } from './orders-repository';
import {
  artistShipmentId,
  describeLine,
  isGiftCardLine,
  isOriginalLine,
  isPrintShopLine,
  type ArtistState,
  type FulfilmentState,
  type OrderRow,
  type RecordedShipment,
  type StoredChange,
} from './order-model';
import { FunctionError, type SiteFunction } from '../http/site-function';

/** The step each stored change reaches, by aspect; shipments come from their own record. */
const stepsOf: Record<StoredChange['aspect'], Record<string, OrderStep | undefined>> = {
  payment: {
    paid: 'paid',
    failed: 'payment_failed',
    canceled: 'canceled',
    partly_refunded: 'partly_refunded',
    refunded: 'refunded',
  },
  fulfilment: { sent: 'sent_to_print', on_hold: 'on_hold', failed: 'fulfilment_failed', canceled: 'canceled' },
  artist: { canceled: 'canceled' },
};

/** How each stored change reads on the timeline. */
function stepOf(change: StoredChange): OrderTimelineEntry | undefined {
  const at = new Date(change.at).toISOString();
  const reason = typeof change.detail.reason === 'string' ? change.detail.reason : undefined;
  const step = stepsOf[change.aspect][change.to_state];
  if (!step) return undefined;
  const refunded = change.detail.amountRefundedCents;
  return {
    step,
    at,
    ...(reason ? { reason } : {}),
    ...(typeof refunded === 'number' ? { amountRefunded: fromCents(refunded) } : {}),
  };
}

const asShipment = ({ carrier, service, trackingNumber, trackingUrl }: RecordedShipment) => ({
  carrier,
  service,
  trackingNumber,
  trackingUrl,
});

const artistPartStates: Record<ArtistState, OrderPartState> = {
  packing: 'to_pack',
  shipped: 'shipped',
  canceled: 'canceled',
};

const printShopPartStates: Record<FulfilmentState, OrderPartState> = {
  waiting: 'to_print',
  sent: 'in_production',
  on_hold: 'on_hold',
  shipped: 'shipped',
  failed: 'failed',
  canceled: 'canceled',
};

/** Who sent a parcel: the artist's own has an id of its own. */
const makerOf = (order: OrderRow, shipment: RecordedShipment): OrderMaker =>
  shipment.shipmentId === artistShipmentId(order.id) ? 'artist' : 'print_shop';

/**
 * Each part of a paid order as its maker has it: the originals the artist packs and ships,
 * and what the print shop makes. Before the payment went through, there are none.
 */
function orderParts(order: OrderRow, shipments: readonly RecordedShipment[]): OrderPart[] {
  if (!['paid', 'partly_refunded', 'refunded'].includes(order.payment_state)) return [];
  const part = (maker: OrderMaker, lines: OrderRow['items'], state: OrderPartState): OrderPart[] =>
    lines.length === 0
      ? []
      : [
          {
            maker,
            state,
            items: lines.map(describeLine),
            shipments: shipments.filter((shipment) => makerOf(order, shipment) === maker).map(asShipment),
          },
        ];
  return [
    ...part('artist', order.items.filter(isOriginalLine), artistPartStates[order.artist_state ?? 'packing']),
    ...part('print_shop', order.items.filter(isPrintShopLine), printShopPartStates[order.fulfilment_state]),
  ];
}

/**
 * A parcel on the timeline: `shipped` once nothing else of the order is still to come (every
 * other part had shipped by then, or was canceled), else `partly_shipped`; with what it holds.
 */
function shippedStep(
  order: OrderRow,
  parts: readonly OrderPart[],
  shipments: readonly RecordedShipment[],
  shipment: RecordedShipment,
): OrderTimelineEntry {
  const maker = makerOf(order, shipment);
  const heardAt = new Date(shipment.recordedAt).getTime();
  const stillComing = parts.some(
    (other) =>
      other.maker !== maker &&
      other.state !== 'canceled' &&
      !shipments.some(
        (earlier) => makerOf(order, earlier) === other.maker && new Date(earlier.recordedAt).getTime() <= heardAt,
      ),
  );
  return {
    step: stillComing ? 'partly_shipped' : 'shipped',
    at: new Date(shipment.shippedAt).toISOString(),
    shipment: asShipment(shipment),
    contents: parts.find((part) => part.maker === maker)?.items ?? [],
  };
}

/** The buyer's view of an order: its timeline, lines and totals, and where it ships. */
export async function orderStatus(orders: OrdersRepository, order: OrderRow): Promise<OrderStatus> {
  const [changes, shipments] = await Promise.all([orders.changes(order.id), orders.shipments(order.id)]);
  const placed: OrderTimelineEntry = { step: 'placed', at: new Date(order.created_at).toISOString() };
  const parts = orderParts(order, shipments);
  // In the order we heard of each step; a parcel shows Printful's own time but is placed by ours.
  const heard = [
    ...changes.flatMap((change) => {
      const entry = stepOf(change);
      return entry ? [{ entry, heardAt: new Date(change.at).getTime() }] : [];
    }),
    ...shipments.map((shipment) => ({
      entry: shippedStep(order, parts, shipments, shipment),
      heardAt: new Date(shipment.recordedAt).getTime(),
    })),
  ].sort((a, b) => a.heardAt - b.heardAt);
  const timeline = [placed, ...heard.map(({ entry }) => entry)];
  const address = order.shipping_address;
  return {
    orderId: order.id,
    orderNumber: order.number,
    placedAt: placed.at,
    status: timeline.at(-1)!.step,
    timeline,
    parts,
    lines: order.items.map((line) => ({
      ...(isOriginalLine(line) || isGiftCardLine(line) ? { kind: line.kind } : {}),
      name: isGiftCardLine(line) ? `Gift card for ${line.recipientName}` : line.name,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      unitPrice: Number(line.unitPrice),
      lineTotal: fromCents(toCents(line.unitPrice) * line.quantity),
    })),
    totals: {
      subtotal: fromCents(order.subtotal_cents),
      discount: fromCents(order.discount_cents),
      shipping: fromCents(order.shipping_cents),
      tax: fromCents(order.tax_cents),
      total: fromCents(order.total_cents),
      giftCard: fromCents(order.gift_card_cents),
    },
    discountCode: order.discount_code,
    shipTo: {
      name: `${address.firstName} ${address.lastName}`,
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
    },
  };
}

/** get-order-status: an unknown order and a wrong key get the same answer. */
export function getOrderStatus(orders: OrdersRepository): SiteFunction<'get-order-status'> {
  return {
    rateLimit: { max: 120, windowMs: 10 * 60 * 1000 },
    async handle({ orderId, key }) {
      const order = await orders.findWithKey(orderId, key);
      if (!order) throw new FunctionError(404, orderNotFoundMessage);
      return orderStatus(orders, order);
    },
  };
}
