import type { FastifyBaseLogger } from 'fastify';
import { formatOrderNumber } from 'shared-contracts/order';
import { formatCents } from 'shared-contracts/pricing';
import type { MailOutbox } from '../mail/mail-outbox';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { FulfilmentService } from './fulfilment';
import type { Database, Queryable } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import {
  changePaymentState,
  type ChangeSource,
  type PaymentChange,
  type PaymentChangeListener,
} from '../payments/payment-states';
import type { OrderMails } from './order-mails';
import { LatePaymentRefunds } from './late-payment-refunds';
import { orderQueues } from './order-queues';
import { PrintShopOrders } from './print-shop-orders';
import type { ArtworkHolds } from '../artworks/artwork-holds';
import type { DiscountCodes } from '../offers/discount-codes';
import type { GiftCards } from '../offers/gift-cards';
import { trackingUrlFor, type Shipment } from 'shared-contracts/order-status';
import { type OrdersRepository } from './orders-repository';
import {
  artistShipmentId,
  cardCents,
  isOriginalLine,
  isPrintShopLine,
  type OrderRow,
  type StoredShipment,
} from './order-model';

/** A parcel with its carrier's tracking page, filled in from the carrier and number when it came without one. */
const withTrackingPage = <Parcel extends Shipment>(parcel: Parcel): Parcel => ({
  ...parcel,
  trackingUrl: parcel.trackingUrl ?? trackingUrlFor(parcel.carrier, parcel.trackingNumber),
});

export interface OrderLifecycleDeps {
  db: Database;
  orders: OrdersRepository;
  jobs: JobQueue;
  outbox: MailOutbox;
  mails: OrderMails;
  fulfilment: FulfilmentService;
  payments: PaymentGateway;
  /** The holds that make each original sell once. */
  holds: ArtworkHolds;
  /** The codes and gift cards an order uses, given back when its payment fails; the cards it buys. */
  discounts: Pick<DiscountCodes, 'release' | 'restore' | 'termsOfCode'>;
  giftCards: Pick<GiftCards, 'issue' | 'giveBack' | 'takeAgain' | 'putBack'>;
  /** The public HTTPS address of the file a piece's prints are made from, for the print shop to fetch. */
  printFileUrl(artworkId: string): Promise<string>;
  log: FastifyBaseLogger;
  /** Told of each change of an order's payment, once, after it is recorded. */
  onPaymentChanged: PaymentChangeListener;
  /** First fulfilment retry delay; each further one waits twice as long, up to an hour. */
  fulfilmentRetryMs: number;
  /** How long a payment may stay unanswered before the processor's own record is read. */
  settleAfterMs: number;
}

/** What Printful reports of an order that needs the artist. */
export type FulfilmentProblem = 'on_hold' | 'failed' | 'canceled';

/** How each problem reads after the order's number: `Order ord_… is on hold at Printful`. */
export const fulfilmentProblemWording: Record<FulfilmentProblem, string> = {
  on_hold: 'is on hold at Printful',
  failed: 'could not be fulfilled by Printful',
  canceled: 'was canceled at Printful',
};

/**
 * What happens to a merchandise order after it is placed: its payment's outcome, its trip to
 * the print shop, its parcels, its refunds, and the e-mails each of these sends. Every change
 * is made once, in one transaction with the jobs and e-mails it causes.
 */
export class OrderLifecycle {
  private readonly printShop: PrintShopOrders;
  private readonly lateRefunds: LatePaymentRefunds;

  constructor(private readonly deps: OrderLifecycleDeps) {
    const { jobs } = deps;
    this.printShop = new PrintShopOrders(deps);
    this.lateRefunds = new LatePaymentRefunds({
      ...deps,
      paymentChanged: (orderId, change, source) => this.paymentChanged(orderId, change, source),
    });
    // Her notices and her studio name an order by its number, as she knows it.
    const named = async (orderId: string) => {
      const order = await deps.orders.find(orderId);
      return `order ${order ? formatOrderNumber(order.number) : orderId}`;
    };
    jobs.define<{ orderId: string }>(orderQueues.fulfil, ({ orderId }) => this.printShop.fulfil(orderId), {
      baseMs: deps.fulfilmentRetryMs,
      describe: async ({ orderId }) => `Sending ${await named(orderId)} to Printful`,
    });
    jobs.define<{ orderId: string }>(orderQueues.cancel, ({ orderId }) => this.printShop.cancelFulfilment(orderId), {
      baseMs: deps.fulfilmentRetryMs,
      describe: async ({ orderId }) => `Canceling the print order of refunded ${await named(orderId)}`,
    });
    jobs.define<{ orderId: string }>(orderQueues.settle, ({ orderId }) => this.settle(orderId), {
      baseMs: deps.settleAfterMs,
      describe: async ({ orderId }) => `Reading the outcome of ${await named(orderId)}'s payment from the processor`,
    });
    jobs.define<{ orderId: string; artworkIds: string[] }>(
      orderQueues.refundLost,
      ({ orderId, artworkIds }) => this.lateRefunds.refundLostOriginals(orderId, artworkIds),
      {
        baseMs: deps.fulfilmentRetryMs,
        describe: async ({ orderId }) =>
          `Refunding the originals ${await named(orderId)} paid for after another buyer had them`,
      },
    );
    jobs.define<{ orderId: string; paymentIntentId: string }>(
      orderQueues.refundCanceled,
      (payment) => this.lateRefunds.refundCanceledOrder(payment.orderId, payment.paymentIntentId),
      {
        baseMs: deps.fulfilmentRetryMs,
        describe: async ({ orderId }) =>
          `Refunding the payment that went through after ${await named(orderId)} was canceled`,
      },
    );
  }

  /** A newly placed order: if no answer about its payment arrives, the processor is asked later. */
  async placed(order: OrderRow): Promise<void> {
    await this.deps.jobs.enqueue(
      orderQueues.settle,
      { orderId: order.id },
      { key: `settle:${order.id}`, delayMs: this.deps.settleAfterMs },
    );
  }

  /**
   * Records what the processor said of an order's payment. True when the order moved on;
   * false when it was already there or past it (a repeated or late report).
   */
  async paymentChanged(orderId: string, change: PaymentChange, source: ChangeSource): Promise<boolean> {
    const moved = await this.deps.db.transaction(async (tx) => {
      const changed = await changePaymentState(tx, { kind: 'order', id: orderId }, change, source);
      if (!changed) {
        if (change.to === 'paid') await this.lateRefunds.paidAfterCancel(tx, orderId, change.reference);
        return false;
      }
      const order = (await this.deps.orders.find(orderId, tx))!;
      if (change.to === 'paid' && changed.from === 'failed') await this.paidAfterFailure(tx, order);
      await this.afterPayment(tx, order, change, source);
      return true;
    });
    if (moved) {
      this.deps.onPaymentChanged('order', change.to);
      this.deps.log.info({ orderId, payment: change.to, source }, 'order payment changed');
    }
    return moved;
  }

  /** An order a gift card paid in full: what it pays was taken from the card with the order, so it is paid. */
  async paidByGiftCard(order: OrderRow, source: ChangeSource): Promise<boolean> {
    return this.paymentChanged(order.id, { to: 'paid', reference: `gift-card:${order.gift_card_id}` }, source);
  }

  /**
   * Sends an order paid in the caller's request to the print shop at once, so its answer can
   * carry the print order's id; if that fails, the job's retries take over.
   */
  async fulfilNow(orderId: string): Promise<OrderRow> {
    await this.deps.jobs.runNow(orderQueues.fulfil, `fulfil:${orderId}`);
    return (await this.deps.orders.find(orderId))!;
  }

  /**
   * Sends the buyer's confirmation again, under a key of its own so that it does go; a second
   * request made at the same moment finds the same key and sends nothing more. False when the
   * order was never paid, so has nothing to confirm.
   */
  async resendConfirmation(orderId: string): Promise<boolean> {
    const { db, orders, outbox, mails } = this.deps;
    return db.transaction(async (tx) => {
      const order = await orders.find(orderId, tx);
      if (!order || !['paid', 'partly_refunded', 'refunded'].includes(order.payment_state)) return false;
      const resent = (await orders.confirmationsResent(tx, orderId)) + 1;
      await outbox.enqueue(mails.confirmation(order, resent), tx);
      return true;
    });
  }

  /**
   * A parcel Printful shipped: kept, shown on the order page and e-mailed to the buyer, once,
   * with the originals still to come from the artist.
   */
  async shipped(orderId: string, shipment: StoredShipment, source: ChangeSource): Promise<boolean> {
    const { db, orders, outbox, mails } = this.deps;
    return db.transaction(async (tx) => {
      const order = await orders.find(orderId, tx);
      const parcel = withTrackingPage(shipment);
      if (!order || !(await orders.addShipment(tx, orderId, parcel))) return false;
      await orders.changeFulfilmentState(tx, orderId, 'shipped', source, { shipmentId: shipment.shipmentId });
      const stillComing = order.artist_state === 'packing' ? order.items.filter(isOriginalLine) : [];
      await outbox.enqueue(
        mails.shipped(order, shipment.shipmentId, parcel, {
          contents: order.items.filter(isPrintShopLine),
          stillComing,
          from: 'artist',
        }),
        tx,
      );
      return true;
    });
  }

  /**
   * The artist shipped an order's originals herself: the parcel is kept and shown on the order
   * page, and the buyer gets the shipping e-mail. False when they are not waiting for her.
   */
  async shippedByArtist(orderId: string, shipment: Shipment): Promise<boolean> {
    const { db, orders, outbox, mails } = this.deps;
    return db.transaction(async (tx) => {
      const shipmentId = artistShipmentId(orderId);
      if (!(await orders.changeArtistState(tx, orderId, 'shipped', 'studio', { shipmentId }))) return false;
      const order = (await orders.find(orderId, tx))!;
      const parcel = withTrackingPage({ ...shipment, shipmentId, shippedAt: new Date() });
      await orders.addShipment(tx, orderId, parcel);
      const printing = !['shipped', 'failed', 'canceled'].includes(order.fulfilment_state);
      await outbox.enqueue(
        mails.shipped(order, shipmentId, parcel, {
          contents: order.items.filter(isOriginalLine),
          stillComing: printing ? order.items.filter(isPrintShopLine) : [],
          from: 'print_shop',
        }),
        tx,
      );
      return true;
    });
  }

  /** Printful put the order on hold, failed it or canceled it: the order shows it and the artist is told. */
  async fulfilmentProblem(
    orderId: string,
    problem: FulfilmentProblem,
    reason: string,
    source: ChangeSource,
  ): Promise<boolean> {
    const { db, orders, outbox, mails } = this.deps;
    return db.transaction(async (tx) => {
      if (!(await orders.changeFulfilmentState(tx, orderId, problem, source, { reason }))) return false;
      const order = (await orders.find(orderId, tx))!;
      await outbox.enqueue(mails.fulfilmentProblem(order, fulfilmentProblemWording[problem], reason), tx);
      return true;
    });
  }

  /**
   * A payment the processor took after the order had failed (its late success): what the failure
   * gave back is taken again. A gift card spent since cannot pay its part twice: she is told.
   */
  private async paidAfterFailure(tx: Queryable, order: OrderRow) {
    const { discounts, giftCards, outbox, mails } = this.deps;
    if (!(await discounts.restore(tx, order.id))) {
      await outbox.enqueue(
        mails.fulfilmentProblem(
          order,
          'was paid with a code used up meanwhile',
          `Its payment failed, then went through after all; meanwhile its code ${order.discount_code} was used as many times as it allows. The buyer kept the ${formatCents(order.discount_cents)} it took off.`,
        ),
        tx,
      );
    }
    if (!(await giftCards.takeAgain(tx, order))) {
      await outbox.enqueue(
        mails.fulfilmentProblem(
          order,
          'was paid after its payment had failed',
          `The gift card it spent ${formatCents(order.gift_card_cents)} of was spent or voided meanwhile, so that part was not paid. Please settle it with the buyer.`,
        ),
        tx,
      );
    }
  }

  private async afterPayment(tx: Queryable, order: OrderRow, change: PaymentChange, source: ChangeSource) {
    const { jobs, outbox, mails, orders, holds, discounts, giftCards } = this.deps;
    const originals = order.items.filter(isOriginalLine).map((line) => line.artworkId);
    switch (change.to) {
      case 'paid':
        if (originals.length) {
          const lost = await holds.sell(tx, order.id, originals);
          if (lost.length < originals.length) await orders.changeArtistState(tx, order.id, 'packing', source);
          if (lost.length) {
            await jobs.enqueue(
              orderQueues.refundLost,
              { orderId: order.id, artworkIds: lost },
              { key: `refund-lost:${order.id}` },
              tx,
            );
          }
        }
        // Paid in the checkout's own request, the order is sent to print by that request
        // (fulfilNow); its job then waits a retry's delay, as the fallback.
        await jobs.enqueue(
          orderQueues.fulfil,
          { orderId: order.id },
          { key: `fulfil:${order.id}`, delayMs: source === 'request' ? this.deps.fulfilmentRetryMs : 0 },
          tx,
        );
        await giftCards.issue(tx, order);
        await outbox.enqueue(mails.confirmation(order), tx);
        await outbox.enqueue(mails.newOrderNotice(order), tx);
        return;
      case 'failed':
        // The card's row before the piece's, in the order a checkout takes them.
        await discounts.release(tx, order.id);
        await giftCards.giveBack(tx, order);
        await holds.release(tx, order.id);
        // The visitor who was declined at the checkout saw it there; a later failure is e-mailed.
        if (source !== 'request') await outbox.enqueue(mails.paymentFailed(order, change.reason), tx);
        return;
      case 'canceled':
        await discounts.release(tx, order.id);
        await giftCards.giveBack(tx, order);
        await holds.release(tx, order.id);
        return;
      case 'partly_refunded':
        await outbox.enqueue(mails.refunded(order, change.amountRefundedCents, false), tx);
        return;
      case 'refunded': {
        // A full refund stops what has not shipped: the artist's packing and the print order.
        const artistStops =
          order.artist_state === 'packing' &&
          (await orders.changeArtistState(tx, order.id, 'canceled', source, { reason: 'The order was refunded.' })) !==
            undefined;
        if (artistStops) {
          await outbox.enqueue(mails.fulfilmentProblem(order, 'was refunded', 'Please do not ship its originals.'), tx);
        }
        if (!order.items.some(isPrintShopLine) || ['shipped', 'canceled'].includes(order.fulfilment_state)) {
          await outbox.enqueue(mails.refunded(order, change.amountRefundedCents, artistStops), tx);
        } else if (order.fulfilment_state === 'waiting') {
          // The buyer hears once the print shop has answered, unless it was never told.
          await orders.changeFulfilmentState(tx, order.id, 'canceled', source, { reason: 'The order was refunded.' });
          await outbox.enqueue(mails.refunded(order, change.amountRefundedCents, true), tx);
        } else {
          await jobs.enqueue(orderQueues.cancel, { orderId: order.id }, { key: `cancel:${order.id}` }, tx);
        }
      }
    }
  }

  /** The settlement job: an order nobody heard back about is settled from the processor's record. */
  private async settle(orderId: string): Promise<void> {
    const order = await this.deps.orders.find(orderId);
    if (!order || order.payment_state !== 'pending') return;
    // Its request ended before recording what the order's own transaction had taken.
    if (cardCents(order) === 0) {
      await this.paidByGiftCard(order, 'settlement');
      return;
    }
    const outcome = await this.deps.payments.findCharge(orderId);
    if (outcome?.outcome === 'processing') throw new Error('The payment is still processing');
    const change: PaymentChange =
      outcome?.outcome === 'succeeded'
        ? { to: 'paid', reference: outcome.paymentIntentId }
        : { to: 'failed', reason: outcome?.message ?? 'No payment was taken for this order.' };
    if (await this.paymentChanged(orderId, change, 'settlement')) {
      this.deps.log.warn(
        { orderId, payment: change.to },
        'an unanswered payment was settled from the processor’s record',
      );
    }
  }
}
