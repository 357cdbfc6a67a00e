import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../adapters/payments/payment-gateway';
import type { OrdersRepository } from './orders-repository';

export interface UnansweredPaymentDeps {
  orders: OrdersRepository;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
  /** How long an order may wait for its payment's outcome before the processor is asked. */
  staleAfterMs: number;
  now?: () => number;
}

/**
 * Settles orders whose charge was never answered (a timeout, a crash mid-request) and whose
 * visitor never retried, from the processor's own record: a paid order goes on to
 * fulfilment, a declined one, or one never charged, is closed. No paid order is forgotten.
 */
export async function settleUnansweredPayments(deps: UnansweredPaymentDeps): Promise<void> {
  const cutoff = new Date((deps.now ?? Date.now)() - deps.staleAfterMs);
  for (const order of await deps.orders.awaitingPaymentSince(cutoff, 20)) {
    const outcome = await deps.payments.findCharge(order.id);
    const settled = await deps.orders.settlePendingPayment(order.id, outcome);
    if (!settled) continue;
    deps.log.warn(
      { orderId: order.id, status: settled.status, paymentIntentId: settled.payment_intent_id },
      'an unanswered payment was settled from the processor’s record',
    );
  }
}
