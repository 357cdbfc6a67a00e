import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { MailOutbox } from '../mail/mail-outbox';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { ChangeSource, PaymentChange } from '../payments/payment-states';
import type { OrderMails } from './order-mails';
import type { DiscountCodes } from '../offers/discount-codes';
import type { GiftCards } from '../offers/gift-cards';
import { cardCents, isOriginalLine, priceOrderLines, refundChange } from './order-model';
import { orderQueues } from './order-queues';
import type { OrdersRepository } from './orders-repository';

export interface LatePaymentRefundDeps {
  db: Database;
  orders: Pick<OrdersRepository, 'find'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  outbox: Pick<MailOutbox, 'enqueue'>;
  mails: Pick<OrderMails, 'originalsLost' | 'originalsLostNotice' | 'refunded' | 'fulfilmentProblem'>;
  payments: Pick<PaymentGateway, 'refund'>;
  /** The terms of the code an order used, to price what it keeps; the gift card a refund puts its part back on. */
  discounts: Pick<DiscountCodes, 'termsOfCode'>;
  giftCards: Pick<GiftCards, 'putBack'>;
  log: FastifyBaseLogger;
  /** Records the refund as the order's payment change, as the lifecycle records any other. */
  paymentChanged(orderId: string, change: PaymentChange, source: ChangeSource): Promise<boolean>;
}

/**
 * Payments that arrive too late to keep: after another buyer took an original the order held,
 * or after the order was canceled. What cannot be delivered goes back to the card, and the
 * buyer and the artist are told.
 */
export class LatePaymentRefunds {
  constructor(private readonly deps: LatePaymentRefundDeps) {}

  /**
   * The refund job of a payment that succeeded after its hold on an original had ended and
   * another buyer had taken the piece: what those pieces added to the order goes back (the
   * order less what the rest of it costs under the same code), to the card first and then to
   * the gift card it spent, and the buyer and the artist are told.
   */
  async refundLostOriginals(orderId: string, artworkIds: readonly string[]): Promise<void> {
    const { orders, payments, outbox, mails, db, discounts, giftCards } = this.deps;
    const order = (await orders.find(orderId))!;
    const lost = order.items.filter((line) => isOriginalLine(line) && artworkIds.includes(line.artworkId));
    const kept = order.items.filter((line) => !lost.includes(line));
    const discount = order.discount_code ? await discounts.termsOfCode(order.discount_code) : null;
    // What the rest costs alone may come to more than the order did, when it no longer reaches the code's minimum.
    const amountCents = Math.max(
      0,
      order.total_cents - (kept.length ? priceOrderLines(kept, { discount, rates: order.shop_rates }).totalCents : 0),
    );
    if (amountCents === 0) {
      this.deps.log.warn({ orderId }, 'a lost original added nothing to its discounted order: nothing to refund');
      return;
    }
    const toCard = Math.min(amountCents, cardCents(order));
    const cardRefundedCents =
      toCard > 0
        ? (
            await payments.refund({
              orderId,
              paymentIntentId: order.payment_intent_id!,
              amountCents: toCard,
              reason: 'An original in the order had been sold to another buyer',
              idempotencyKey: `refund-lost-${orderId}`,
            })
          ).amountRefundedCents
        : 0;
    // A retried job finds the gift card's part put back already.
    const giftCardLeft = order.gift_card_cents - order.gift_card_returned_cents;
    const toGiftCard = order.gift_card_refunded_cents === 0 ? Math.min(amountCents - toCard, giftCardLeft) : 0;
    const refunded = {
      ...order,
      gift_card_refunded_cents:
        toGiftCard > 0 ? await giftCards.putBack(order, toGiftCard) : order.gift_card_refunded_cents,
    };
    const change = refundChange(refunded, cardRefundedCents);
    const titles = lost.map((line) => line.name);
    // Told first and under the refund mail's own key, so the buyer gets this explanation instead.
    await db.transaction(async (tx) => {
      await outbox.enqueue(mails.originalsLost(refunded, titles, change.amountRefundedCents), tx);
      await outbox.enqueue(mails.originalsLostNotice(refunded, titles, change.amountRefundedCents), tx);
    });
    await this.deps.paymentChanged(orderId, change, 'fulfilment');
  }

  /**
   * A payment that went through after its order was canceled (the artist canceled it while the
   * buyer's charge was still on its way): the order stays canceled, so the money goes back.
   */
  async paidAfterCancel(tx: Queryable, orderId: string, paymentIntentId: string): Promise<void> {
    if ((await this.deps.orders.find(orderId, tx))?.payment_state !== 'canceled') return;
    await this.deps.jobs.enqueue(
      orderQueues.refundCanceled,
      { orderId, paymentIntentId },
      { key: `refund-canceled:${orderId}` },
      tx,
    );
  }

  /** The refund job of a canceled order's late payment: all of it goes back, and the buyer and the artist are told. */
  async refundCanceledOrder(orderId: string, paymentIntentId: string): Promise<void> {
    const { orders, payments, outbox, mails, db, log } = this.deps;
    const order = (await orders.find(orderId))!;
    const refund = await payments.refund({
      orderId,
      paymentIntentId,
      // What a gift card paid went back to it when the order was canceled.
      amountCents: cardCents(order),
      reason: 'The order was canceled before its payment went through',
      idempotencyKey: `refund-canceled-${orderId}`,
    });
    await db.transaction(async (tx) => {
      await outbox.enqueue(mails.refunded(order, refund.amountRefundedCents, true), tx);
      await outbox.enqueue(
        mails.fulfilmentProblem(
          order,
          'was paid after it was canceled, and refunded',
          'The buyer’s payment went through after the order was canceled; all of it was refunded. Nothing needs to be shipped.',
        ),
        tx,
      );
    });
    log.warn({ orderId, paymentIntentId }, 'a payment made after its order was canceled was refunded');
  }
}
