import { formatOrderNumber } from 'shared-contracts/order';
import type { FastifyInstance } from 'fastify';
import { fromCents, toCents } from 'shared-contracts/pricing';
import { deskExports, fulfilmentStateLabels, paymentStateLabels } from 'shared-contracts/studio-desk';
import { type OrdersRepository } from './orders-repository';
import { cardCents, lineKind, type OrderRow } from './order-model';
import { isoInZone } from '../domain/days';
import { csvDownloadRoute, toCsv } from '../http/csv';
import { studioDownloadCheck, type StudioCheckDeps } from '../studio/studio-checks';

const header = [
  'Order',
  'Order id',
  'Date',
  'Buyer',
  'E-mail',
  'Kind',
  'Item',
  'Size',
  'Colour',
  'Quantity',
  'Unit price',
  'Line total',
  'Order subtotal',
  'Discount code',
  'Discount',
  'Shipping',
  'Tax',
  'Total',
  'Paid by gift card',
  'Paid by card',
  'Refunded',
  'Payment',
  'Fulfilment',
];

/**
 * One row per line of the order, money in dollars. The order's own amounts stand on its first
 * row only, so that a column summed counts each order once.
 */
function rowsOf(order: OrderRow, timeZone: string): (string | number | null)[][] {
  const { firstName, lastName } = order.shipping_address;
  return order.items.map((line, index) => [
    formatOrderNumber(order.number),
    order.id,
    isoInZone(new Date(order.created_at), timeZone),
    `${firstName} ${lastName}`,
    order.email,
    lineKind(line),
    line.name,
    line.size,
    line.color,
    line.quantity,
    fromCents(toCents(line.unitPrice)),
    fromCents(toCents(line.unitPrice) * line.quantity),
    ...(index === 0 ? [fromCents(order.subtotal_cents), order.discount_code] : [null, null]),
    ...[
      order.discount_cents,
      order.shipping_cents,
      order.tax_cents,
      order.total_cents,
      order.gift_card_cents,
      cardCents(order),
      order.amount_refunded_cents,
    ].map((cents) => (index === 0 ? fromCents(cents) : null)),
    paymentStateLabels[order.payment_state],
    fulfilmentStateLabels[order.fulfilment_state],
  ]);
}

/**
 * GET her orders as a CSV file for her bookkeeping, newest first, a row per order line, dated in
 * her time zone (TIME_ZONE). Declined attempts are not orders and are left out, as in the list.
 */
export function orderExportRoute(
  app: FastifyInstance,
  services: Pick<StudioCheckDeps, 'studioAuth'> & { timeZone: string; orders: Pick<OrdersRepository, 'list'> },
): void {
  const { timeZone } = services;
  csvDownloadRoute(app, {
    path: deskExports.orders,
    name: 'orders',
    checkCaller: studioDownloadCheck(services),
    csv: async () =>
      toCsv(
        header,
        (await services.orders.list({})).orders.flatMap((order) => rowsOf(order, timeZone)),
      ),
  });
}
