import type { FastifyInstance } from 'fastify';
import { fromCents, toCents } from 'shared-contracts/pricing';
import { deskExports, fulfilmentStateLabels, paymentStateLabels } from 'shared-contracts/studio-desk';
import { lineKind, type OrderRow } from '../orders/orders-repository';
import type { Services } from '../services';
import { csvDownloadRoute, toCsv } from './csv';

const header = [
  'Order',
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
  'Shipping',
  'Tax',
  'Total',
  'Refunded',
  'Payment',
  'Fulfilment',
];

/** One row per line of the order, each with the order's totals and states, money in dollars. */
function rowsOf(order: OrderRow): (string | number | null)[][] {
  const { firstName, lastName } = order.shipping_address;
  return order.items.map((line) => [
    order.id,
    new Date(order.created_at).toISOString(),
    `${firstName} ${lastName}`,
    order.email,
    lineKind(line),
    line.name,
    line.size,
    line.color,
    line.quantity,
    fromCents(toCents(line.unitPrice)),
    fromCents(toCents(line.unitPrice) * line.quantity),
    fromCents(order.subtotal_cents),
    fromCents(order.shipping_cents),
    fromCents(order.tax_cents),
    fromCents(order.total_cents),
    fromCents(order.amount_refunded_cents),
    paymentStateLabels[order.payment_state],
    fulfilmentStateLabels[order.fulfilment_state],
  ]);
}

/** GET her orders as a CSV file for her bookkeeping, newest first, a row per order line. */
export function orderExportRoute(app: FastifyInstance, services: Services): void {
  csvDownloadRoute(app, services, {
    path: deskExports.orders,
    name: 'orders',
    csv: async () => toCsv(header, (await services.orders.list({})).orders.flatMap(rowsOf)),
  });
}
