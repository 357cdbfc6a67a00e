import { toCents, formatCents } from 'shared-contracts/pricing';
import { FunctionError } from '../http/site-function';
import {
  PaymentUnavailableError,
  RefundRefusedError,
  type ChargeResult,
  type PaymentGateway,
} from '../payments/payment-gateway';
import type { OrderLifecycle } from './order-lifecycle';
import { cardCents, refundChange, type OrderRow } from './order-model';
import type { GiftCards } from '../offers/gift-cards';
import type { OrdersRepository } from './orders-repository';

// What she may take back of an order from her studio: a refund of what was paid, or the
// cancellation of an order nobody has paid for.

/** The payment states with money the processor has taken and may give back. */
export const refundableStates: readonly string[] = ['paid', 'partly_refunded'];

/** What a refund or a cancellation uses: the order, the processor, the gift card it spent, and the lifecycle that records the change. */
export interface RefundDeps {
  orders: Pick<OrdersRepository, 'find'>;
  payments: Pick<PaymentGateway, 'refund' | 'findCharge'>;
  giftCards: Pick<GiftCards, 'putBack'>;
  lifecycle: Pick<OrderLifecycle, 'paymentChanged'>;
}

export async function findOrder(orders: Pick<OrdersRepository, 'find'>, orderId: string): Promise<OrderRow> {
  const order = await orders.find(orderId);
  if (!order) throw new FunctionError(404, `There is no order ${orderId}.`);
  return order;
}

/** What the buyer's card paid and the processor has not given back, in cents. */
function cardLeftToRefund(order: OrderRow): number {
  if (!refundableStates.includes(order.payment_state) || !order.payment_intent_id) return 0;
  return cardCents(order) - (order.amount_refunded_cents - order.gift_card_refunded_cents);
}

/** What a gift card paid of the order and was not put back on it, in cents. */
const giftCardLeftToRefund = (order: OrderRow) =>
  refundableStates.includes(order.payment_state)
    ? order.gift_card_cents - order.gift_card_refunded_cents - order.gift_card_returned_cents
    : 0;

/** What may still be refunded of an order, in cents: to the card, then to the gift card. */
export const leftToRefund = (order: OrderRow) => cardLeftToRefund(order) + giftCardLeftToRefund(order);

const notCancelable = 'Only an order awaiting payment can be canceled; this one is not.';

/**
 * Refunds `amount` dollars of an order, or all that is left: what the card paid through the
 * processor first, then what a gift card paid back onto that card. It then moves
 * the order on exactly as the processor's own report of the refund would: the buyer's e-mail,
 * the end of her packing and of a print order not yet made follow from the same change, and
 * that report, arriving later, finds the order already there and changes nothing.
 */
export async function refundOrder(services: RefundDeps, orderId: string, amount: number | null): Promise<void> {
  const { orders, payments, giftCards, lifecycle } = services;
  const order = await findOrder(orders, orderId);
  if (order.payment_state === 'refunded') throw new FunctionError(409, 'This order was refunded in full already.');
  const left = leftToRefund(order);
  if (left === 0) throw new FunctionError(409, 'This order is not paid, so there is nothing to refund.');
  const amountCents = amount === null ? left : toCents(amount);
  if (amountCents > left) {
    throw new FunctionError(
      400,
      `amount: Please enter at most ${formatCents(left)}, what is left to refund of this order.`,
    );
  }
  const toCard = Math.min(amountCents, cardLeftToRefund(order));
  let cardRefundedCents = order.amount_refunded_cents - order.gift_card_refunded_cents;
  if (toCard > 0) {
    try {
      const refund = await payments.refund({
        orderId,
        paymentIntentId: order.payment_intent_id!,
        amountCents: toCard,
        reason: 'Refunded by the artist',
        // The same request made twice, before the first is recorded, finds the same key: one refund.
        idempotencyKey: `studio-refund-${orderId}-${order.amount_refunded_cents}-${toCard}`,
      });
      cardRefundedCents = refund.amountRefundedCents;
    } catch (error) {
      if (error instanceof RefundRefusedError) throw new FunctionError(409, error.message);
      if (error instanceof PaymentUnavailableError) {
        throw new FunctionError(
          503,
          'The card processor did not confirm the refund. Please try again: it will not be refunded twice.',
        );
      }
      throw error;
    }
  }
  const toGiftCard = amountCents - toCard;
  const giftCardRefundedCents =
    toGiftCard > 0 ? await giftCards.putBack(order, toGiftCard) : order.gift_card_refunded_cents;
  await lifecycle.paymentChanged(
    orderId,
    refundChange({ ...order, gift_card_refunded_cents: giftCardRefundedCents }, cardRefundedCents),
    'studio',
  );
}

/**
 * Cancels an order nobody has paid for, releasing any original it held. A payment the
 * processor has taken, or is still taking (a bank debit), is not canceled from here: its
 * success would then arrive for a canceled order. A payment the checkout saw processing is
 * taken as still processing, since the processor's search may not list it yet; should a charge
 * already on its way succeed after all, the order lifecycle refunds it.
 */
export async function cancelOrder(services: RefundDeps, orderId: string): Promise<void> {
  const { orders, payments, lifecycle } = services;
  const order = await findOrder(orders, orderId);
  if (order.payment_state !== 'pending') throw new FunctionError(409, notCancelable);
  let outcome: ChargeResult['outcome'] | undefined = order.payment_intent_id ? 'processing' : undefined;
  try {
    outcome ??= (await payments.findCharge(orderId))?.outcome;
  } catch {
    // Whatever the processor's search fails with, all she can do is try again.
    throw new FunctionError(
      503,
      'We could not ask the card processor whether this order is being paid. Please try again in a moment.',
    );
  }
  if (outcome === 'succeeded') {
    throw new FunctionError(
      409,
      'The card processor has taken this order’s payment: it will show as paid shortly, and can then be refunded.',
    );
  }
  if (outcome === 'processing') {
    throw new FunctionError(
      409,
      'The buyer’s payment is still being processed by their bank, so the order cannot be canceled now. If it fails, the order closes by itself.',
    );
  }
  const canceled = await lifecycle.paymentChanged(
    orderId,
    { to: 'canceled', reason: 'Canceled by the artist.' },
    'studio',
  );
  if (!canceled) throw new FunctionError(409, notCancelable);
}
