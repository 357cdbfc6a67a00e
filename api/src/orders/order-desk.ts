import { formatOrderNumber } from 'shared-contracts/order';
import { fromCents } from 'shared-contracts/pricing';
import {
  deskOrdersPageSize,
  orderLineKinds,
  type AttentionItem,
  type DeskOrder,
  type DeskOrderSummary,
  type deskFunctions,
} from 'shared-contracts/studio-desk';
import { FunctionError, type BackendFunctions } from '../http/site-function';
import { orderStatus } from './order-status';
import type { GiftCards } from '../offers/gift-cards';
import { cancelOrder, findOrder, leftToRefund, refundableStates, refundOrder } from './refunds';
import { fulfilmentProblemWording } from './order-lifecycle';
import { type OrdersRepository } from './orders-repository';
import { addressLines, isOriginalLine, lineKind, orderOfJob, type OrderRow } from './order-model';
import type { JobQueue } from '../jobs/job-queue';
import type { GivenUpJob } from '../jobs/job-types';
import type { AppConfig } from '../config/config';
import type { Queryable } from '../db/database';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { FulfilmentService } from './fulfilment';
import type { OrderLifecycle } from './order-lifecycle';
import { siteHealth, type SiteHealthDeps } from '../site-health/site-health';
import { unreadMessages } from '../messages/message-desk';

/** The calls of the desk's Orders section; messages and projects have theirs beside this file. */
type OrderDeskCalls = Pick<
  typeof deskFunctions,
  | 'studio-desk-counts'
  | 'studio-orders'
  | 'studio-order'
  | 'studio-add-order-note'
  | 'studio-refund-order'
  | 'studio-resend-confirmation'
  | 'studio-cancel-order'
  | 'studio-attention'
>;

/** A payment that failed longer ago than this needs her no more (the job queue keeps given-up jobs as long). */
export const attentionDays = 30;

const iso = (at: Date) => new Date(at).toISOString();
const buyerName = (order: OrderRow) => `${order.shipping_address.firstName} ${order.shipping_address.lastName}`;

/** Payments that took money, and so may be refunded and confirmed. */
const confirmedStates: readonly string[] = [...refundableStates, 'refunded'];

/** The order, or a 404 in her words. */
function orderSummary(order: OrderRow): DeskOrderSummary {
  const kinds = new Set(order.items.map(lineKind));
  return {
    orderId: order.id,
    orderNumber: order.number,
    placedAt: iso(order.created_at),
    buyerName: buyerName(order),
    email: order.email,
    total: fromCents(order.total_cents),
    paymentState: order.payment_state,
    fulfilmentState: order.fulfilment_state,
    artistState: order.artist_state,
    kinds: orderLineKinds.filter((kind) => kinds.has(kind)),
  };
}

/** What the studio's Orders section uses: her orders, their payments and fulfilment, and what gave up. */
export interface OrderDeskDeps {
  config: Pick<AppConfig, 'printful'>;
  db: Queryable;
  orders: OrdersRepository;
  payments: Pick<PaymentGateway, 'refund' | 'findCharge'>;
  giftCards: Pick<GiftCards, 'putBack'>;
  fulfilment: Pick<FulfilmentService, 'name'>;
  lifecycle: Pick<OrderLifecycle, 'paymentChanged' | 'resendConfirmation'>;
  jobs: Pick<JobQueue, 'givenUp'>;
}

/** The processor's payment and the print shop's order, linked to their dashboards when those are ours to open. */
function recordsOf({ config, fulfilment }: OrderDeskDeps, order: OrderRow): DeskOrder['records'] {
  const stripe = order.payment_provider === 'stripe';
  return [
    // An order a gift card paid in full has no payment at the processor: its totals show the card.
    ...(order.payment_intent_id && order.payment_provider !== 'gift-card'
      ? [
          {
            label: stripe ? 'Stripe payment' : 'Test card payment',
            id: order.payment_intent_id,
            url: stripe ? `https://dashboard.stripe.com/payments/${encodeURIComponent(order.payment_intent_id)}` : null,
          },
        ]
      : []),
    ...(order.fulfilment_order_id
      ? [
          {
            label: fulfilment.name === 'printful' ? 'Printful order' : 'Print order',
            id: order.fulfilment_order_id,
            url: config.printful
              ? `https://www.printful.com/dashboard/default/orders?search=${encodeURIComponent(order.fulfilment_order_id)}`
              : null,
          },
        ]
      : []),
  ];
}

/** An order as her order page shows it, with what she may do with it now. */
async function deskOrder(services: OrderDeskDeps, order: OrderRow): Promise<{ order: DeskOrder }> {
  const { orders } = services;
  const [status, mails, notes] = await Promise.all([
    orderStatus(orders, order),
    orders.mails(order.id),
    orders.notes(order.id),
  ]);
  return {
    order: {
      status,
      email: order.email,
      shipTo: addressLines(order.shipping_address),
      billTo: addressLines(order.billing_address),
      paymentState: order.payment_state,
      fulfilmentState: order.fulfilment_state,
      artistState: order.artist_state,
      amountRefunded: fromCents(order.amount_refunded_cents),
      refundable: fromCents(leftToRefund(order)),
      paymentError: order.payment_error,
      records: recordsOf(services, order),
      mails: mails.map((mail) => ({
        to: mail.to_address,
        subject: mail.subject,
        queuedAt: iso(mail.created_at),
        status: mail.status,
        sentAt: mail.sent_at && iso(mail.sent_at),
      })),
      notes: notes.map((note) => ({ at: iso(note.at), text: note.text })),
      actions: {
        refund: leftToRefund(order) > 0,
        resendConfirmation: confirmedStates.includes(order.payment_state),
        markShipped: order.artist_state === 'packing',
        cancel: order.payment_state === 'pending',
      },
    },
  };
}

const reloaded = async (services: OrderDeskDeps, orderId: string) =>
  deskOrder(services, await findOrder(services.orders, orderId));

/** Everything waiting for her, newest first. */
async function attentionItems(orders: OrdersRepository, givenUp: readonly GivenUpJob[]): Promise<AttentionItem[]> {
  const since = new Date(Date.now() - attentionDays * 24 * 60 * 60 * 1000);
  const [toPack, fulfilment, payments] = await Promise.all([
    orders.toPack(),
    orders.fulfilmentProblems(),
    orders.paymentsFailedAfterHold(since),
  ]);
  const pieces = (order: OrderRow) =>
    order.items
      .filter(isOriginalLine)
      .map((line) => `“${line.name}”`)
      .join(', ');
  const items: AttentionItem[] = [
    ...toPack.map((order) => ({
      kind: 'to-pack' as const,
      title: `Order ${formatOrderNumber(order.number)} has originals to pack and ship`,
      detail: `${pieces(order)}, for ${buyerName(order)}`,
      at: iso(order.created_at),
      orderId: order.id,
    })),
    ...fulfilment.map(({ order, at, reason }) => ({
      kind: 'fulfilment' as const,
      title: `Order ${formatOrderNumber(order.number)} ${fulfilmentProblemWording[order.fulfilment_state as 'on_hold' | 'failed']}`,
      detail: reason,
      at: iso(at),
      orderId: order.id,
    })),
    ...givenUp.map((job) => ({
      kind: 'job' as const,
      title: `${job.description} failed and will not be tried again`,
      detail: `Tried ${job.attempts === 1 ? 'once' : `${job.attempts} times`}; the last error: ${job.error}`,
      at: iso(job.at),
      orderId: orderOfJob(job.payload),
    })),
    ...payments.map(({ order, at, reason }) => ({
      kind: 'payment' as const,
      title: `The payment for order ${formatOrderNumber(order.number)} failed after it held ${pieces(order)}`,
      detail: reason,
      at: iso(at),
      orderId: order.id,
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at));
}

/** The Orders section's calls; the counts beside the studio's sections include her site's problems, read from `health`. */
export function createOrderDeskFunctions(
  services: OrderDeskDeps,
  health: SiteHealthDeps,
): BackendFunctions<OrderDeskCalls> {
  const { orders, lifecycle } = services;
  return {
    'studio-desk-counts': {
      handle: async () => {
        // The jobs given up are read once, for both counts.
        const givenUp = await services.jobs.givenUp();
        const [unread, attention, site] = await Promise.all([
          unreadMessages(services.db),
          attentionItems(orders, givenUp),
          siteHealth({ ...health, jobs: { givenUp: async () => givenUp } }),
        ]);
        return { unreadMessages: unread, needsAttention: attention.length, siteProblems: site.problems.length };
      },
    },
    'studio-orders': {
      handle: async ({ page = 1, ...filter }) => {
        const found = await orders.list(filter, {
          limit: deskOrdersPageSize,
          offset: (page - 1) * deskOrdersPageSize,
        });
        return { orders: found.orders.map(orderSummary), total: found.total, page, pageSize: deskOrdersPageSize };
      },
    },
    'studio-order': { handle: async ({ orderId }) => reloaded(services, orderId) },
    'studio-add-order-note': {
      handle: async ({ orderId, text }) => {
        const order = await findOrder(orders, orderId);
        await orders.addNote(orderId, text);
        return deskOrder(services, order);
      },
    },
    'studio-refund-order': {
      handle: async ({ orderId, amount }, context) => {
        await refundOrder(services, orderId, amount);
        context.log.info({ orderId, amount }, 'order refunded from the studio');
        return reloaded(services, orderId);
      },
    },
    'studio-resend-confirmation': {
      handle: async ({ orderId }) => {
        await findOrder(orders, orderId);
        if (!(await lifecycle.resendConfirmation(orderId))) {
          throw new FunctionError(409, 'This order was never paid, so it has no confirmation to send again.');
        }
        return reloaded(services, orderId);
      },
    },
    'studio-cancel-order': {
      handle: async ({ orderId }, context) => {
        await cancelOrder(services, orderId);
        context.log.info({ orderId }, 'unpaid order canceled from the studio');
        return reloaded(services, orderId);
      },
    },
    'studio-attention': {
      handle: async () => ({ items: await attentionItems(orders, await services.jobs.givenUp()) }),
    },
  };
}
