import type { FastifyBaseLogger } from 'fastify';
import { fromCents } from 'shared-contracts/pricing';
import type { FulfilmentService } from '../adapters/printful/fulfilment';
import type { OrderRow, OrdersRepository } from './orders-repository';

export interface FulfilmentDeps {
  orders: OrdersRepository;
  fulfilment: FulfilmentService;
  log: FastifyBaseLogger;
  /** First retry delay; each further retry waits twice as long, up to an hour. */
  retryBaseMs: number;
  now?: () => number;
}

const maxRetryDelayMs = 60 * 60 * 1000;

/**
 * Sends a paid order to fulfilment. A failure keeps the order as paid and awaiting
 * fulfilment and schedules the next attempt with a doubling delay: the order is never lost,
 * and since fulfilment is keyed by our order id, it is never created twice.
 */
export async function fulfilOrder(order: OrderRow, deps: FulfilmentDeps): Promise<OrderRow> {
  const money = (cents: number) => fromCents(cents).toFixed(2);
  try {
    const { fulfilmentOrderId } = await deps.fulfilment.submit({
      orderId: order.id,
      recipient: order.shipping_address,
      items: order.items.map((line) => ({
        variantId: line.variantId,
        quantity: line.quantity,
        retailPrice: line.unitPrice,
      })),
      costs: {
        subtotal: money(order.subtotal_cents),
        shipping: money(order.shipping_cents),
        tax: money(order.tax_cents),
        total: money(order.total_cents),
      },
    });
    deps.log.info({ orderId: order.id, fulfilmentOrderId }, 'order sent to fulfilment');
    return await deps.orders.markSentToFulfilment(order.id, fulfilmentOrderId);
  } catch (error) {
    const delay = Math.min(deps.retryBaseMs * 2 ** order.fulfilment_attempts, maxRetryDelayMs);
    const nextAttemptAt = new Date((deps.now ?? Date.now)() + delay);
    const message = (error as Error).message;
    deps.log.warn(
      { orderId: order.id, attempt: order.fulfilment_attempts + 1, nextAttemptAt, err: message },
      'fulfilment failed; the paid order is kept and will be retried',
    );
    return deps.orders.scheduleFulfilmentRetry(order.id, message, nextAttemptAt);
  }
}

/** Sends every paid order whose fulfilment is due, one claim at a time. */
export async function fulfilDueOrders(deps: FulfilmentDeps): Promise<void> {
  for (const due of await deps.orders.dueForFulfilment(20)) {
    const claimed = await deps.orders.claimForFulfilment(due.id);
    if (claimed) await fulfilOrder(claimed, deps);
  }
}
