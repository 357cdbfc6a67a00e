import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { MailOutbox } from '../mail/mail-outbox';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { ChangeSource, PaymentChange } from '../payments/payment-states';
import type { OrderMails } from './order-mails';
import { isOriginalLine, priceOrderLines } from './order-model';
import { orderQueues } from './order-queues';
import type { OrdersRepository } from './orders-repository';

export interface LatePaymentRefundDeps {
  db: Database;
  orders: Pick<OrdersRepository, 'find'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  outbox: Pick<MailOutbox, 'enqueue'>;
  mails: Pick<OrderMails, 'originalsLost' | 'originalsLostNotice' | 'refunded' | 'fulfilmentProblem'>;
  payments: Pick<PaymentGateway, 'refund'>;
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
   * another buyer had taken the piece: what those pieces added to the order goes back to the
   * card, and the buyer and the artist are told.
   */
  async refundLostOriginals(orderId: string, artworkIds: readonly string[]): Promise<void> {
    const { orders, payments, outbox, mails, db } = this.deps;
    const order = (await orders.find(orderId))!;
    const lost = order.items.filter((line) => isOriginalLine(line) && artworkIds.includes(line.artworkId));
    const kept = order.items.filter((line) => !lost.includes(line));
    const amountCents = order.total_cents - (kept.length ? priceOrderLines(kept).totalCents : 0);
    const refund = await payments.refund({
      orderId,
      paymentIntentId: order.payment_intent_id!,
      amountCents,
      reason: 'An original in the order had been sold to another buyer',
      idempotencyKey: `refund-lost-${orderId}`,
    });
    const titles = lost.map((line) => line.name);
    // Told first and under the refund mail's own key, so the buyer gets this explanation instead.
    await db.transaction(async (tx) => {
      await outbox.enqueue(mails.originalsLost(order, titles, refund.amountRefundedCents), tx);
      await outbox.enqueue(mails.originalsLostNotice(order, titles, refund.amountRefundedCents), tx);
    });
    await this.deps.paymentChanged(
      orderId,
      {
        to: refund.amountRefundedCents >= order.total_cents ? 'refunded' : 'partly_refunded',
        amountRefundedCents: refund.amountRefundedCents,
      },
      'fulfilment',
    );
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
      amountCents: order.total_cents,
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
