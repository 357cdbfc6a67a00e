import type { FastifyBaseLogger } from 'fastify';
import { fromCents } from 'shared-contracts/pricing';
import { findPrintSize } from 'shared-contracts/print-products';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { MailOutbox } from '../mail/mail-outbox';
import type { FulfilmentItem, FulfilmentService } from './fulfilment';
import type { OrderMails } from './order-mails';
import { isMerchLine, isPrintShopLine, type MerchLine, type PrintLine } from './order-model';
import { orderQueues } from './order-queues';
import type { OrdersRepository } from './orders-repository';

export interface PrintShopOrderDeps {
  db: Database;
  orders: Pick<OrdersRepository, 'find' | 'changeFulfilmentState'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  outbox: Pick<MailOutbox, 'enqueue'>;
  mails: Pick<OrderMails, 'refunded' | 'fulfilmentProblem'>;
  fulfilment: FulfilmentService;
  /** The public HTTPS address of the file a piece's prints are made from, for the print shop to fetch. */
  printFileUrl(artworkId: string): Promise<string>;
  log: FastifyBaseLogger;
}

/** An order's trip to the print shop: its merchandise and prints sent once, and the print order canceled after a refund. */
export class PrintShopOrders {
  constructor(private readonly deps: PrintShopOrderDeps) {}

  /** The fulfilment job: a paid order goes to the print shop once; anything else is left alone. */
  async fulfil(orderId: string): Promise<void> {
    const { orders, fulfilment, db, jobs, log } = this.deps;
    const order = await orders.find(orderId);
    if (!order || order.fulfilment_state !== 'waiting') return;
    if (order.payment_state !== 'paid' && order.payment_state !== 'partly_refunded') return;
    // Originals are packed and shipped by the artist; merchandise and prints go to the print shop.
    if (!order.items.some(isPrintShopLine)) return;
    const money = (cents: number) => fromCents(cents).toFixed(2);
    const { fulfilmentOrderId } = await fulfilment.submit({
      orderId: order.id,
      recipient: order.shipping_address,
      items: await Promise.all(order.items.filter(isPrintShopLine).map((line) => this.fulfilmentItem(line))),
      costs: {
        subtotal: money(order.subtotal_cents),
        discount: money(order.discount_cents),
        shipping: money(order.shipping_cents),
        tax: money(order.tax_cents),
        total: money(order.total_cents),
      },
    });
    await db.transaction(async (tx) => {
      if (await orders.changeFulfilmentState(tx, orderId, 'sent', 'fulfilment', { fulfilmentOrderId })) return;
      // Refunded while the print order was being made: it must not be printed.
      await jobs.enqueue(orderQueues.cancel, { orderId }, { key: `cancel:${orderId}` }, tx);
    });
    log.info({ orderId, fulfilmentOrderId }, 'order sent to fulfilment');
  }

  /** A line as the print shop is sent it: her store's product, or a print of her artwork with its file. */
  async fulfilmentItem(line: MerchLine | PrintLine): Promise<FulfilmentItem> {
    if (isMerchLine(line)) return { variantId: line.variantId, quantity: line.quantity, retailPrice: line.unitPrice };
    const size = findPrintSize(line.product, line.sizeKey);
    if (!size) throw new Error(`${line.product} ${line.sizeKey} is no longer a print size`);
    return {
      catalogVariantId: size.printfulVariantId,
      fileUrl: await this.deps.printFileUrl(line.artworkId),
      name: `${line.name} (${line.size})`,
      quantity: line.quantity,
      retailPrice: line.unitPrice,
    };
  }

  /** The cancellation job of a refunded order: Printful cancels it if it has not started on it. */
  async cancelFulfilment(orderId: string): Promise<void> {
    const { orders, fulfilment, db, outbox, mails, log } = this.deps;
    const order = await orders.find(orderId);
    if (!order) return;
    const outcome = await fulfilment.cancel(orderId);
    await db.transaction(async (tx) => {
      const canceled =
        outcome.canceled &&
        (await orders.changeFulfilmentState(tx, orderId, 'canceled', 'fulfilment', {
          reason: 'The order was refunded.',
        })) !== undefined;
      await outbox.enqueue(mails.refunded(order, order.amount_refunded_cents, canceled), tx);
      if (!outcome.canceled) {
        await outbox.enqueue(
          mails.fulfilmentProblem(
            order,
            'was refunded but could not be canceled at Printful',
            `Printful has it as ${outcome.status}. Please check it in the Printful dashboard.`,
          ),
          tx,
        );
      }
    });
    log.info({ orderId, canceled: outcome.canceled }, 'refunded order’s print order canceled');
  }
}
