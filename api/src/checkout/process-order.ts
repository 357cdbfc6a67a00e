import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { formatOrderNumber, type ProcessOrderRequest, type ProcessOrderResponse } from 'shared-contracts/order';
import { formatUsd, fromCents, toCents } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import { PaymentUnavailableError, type PaymentGateway } from '../payments/payment-gateway';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { Database } from '../db/database';
import { newId } from '../db/ids';
import type { OrderLifecycle } from '../orders/order-lifecycle';
import { type OrdersRepository } from '../orders/orders-repository';
import { isOriginalLine, priceOrderLines, type OrderRow } from '../orders/order-model';
import { ArtworkUnavailableError, type ArtworkHolds } from '../artworks/artwork-holds';
import type { PrintOffers } from '../prints/print-offers';
import type { ArtworksRepository } from '../artworks/artworks-repository';
import { FunctionError, type SiteFunction } from '../http/site-function';
import { CartPricing } from './cart-pricing';
import { attemptKey, orderFingerprint } from './order-attempts';

export interface CheckoutDeps {
  db: Database;
  artworks: Pick<ArtworksRepository, 'forSale'>;
  holds: Pick<ArtworkHolds, 'take'>;
  prints: Pick<PrintOffers, 'forSale'>;
  orders: OrdersRepository;
  lifecycle: OrderLifecycle;
  catalog: CatalogCache;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
}

/** An order request with the attempt key it is placed under. */
type KeyedOrderRequest = ProcessOrderRequest & { idempotencyKey: string };

/**
 * Places a merchandise order: re-prices every line from the catalogue, stores the order,
 * charges it once, then sends it to fulfilment. Nothing the browser says about money is
 * trusted; the attempt key makes a retried or doubled request return the first result.
 */
export class Checkout {
  private readonly inProgress = new Map<string, Promise<ProcessOrderResponse>>();
  private readonly pricing: CartPricing;

  constructor(private readonly deps: CheckoutDeps) {
    this.pricing = new CartPricing(deps);
  }

  /** Places the order once per attempt key: the body's, else the `Idempotency-Key` header's, else its own. */
  async placeOrder(request: ProcessOrderRequest, headerKey?: string): Promise<ProcessOrderResponse> {
    const idempotencyKey = await attemptKey(request, headerKey, this.deps.orders);
    let placing = this.inProgress.get(idempotencyKey);
    if (!placing) {
      placing = this.place({ ...request, idempotencyKey }).finally(() => this.inProgress.delete(idempotencyKey));
      this.inProgress.set(idempotencyKey, placing);
    }
    return placing;
  }

  private async place(request: KeyedOrderRequest): Promise<ProcessOrderResponse> {
    const { payments, orders, lifecycle } = this.deps;
    if (!payments.takesCardDetails && 'cardNumber' in request.paymentInfo) {
      throw new FunctionError(
        400,
        'paymentInfo: card details must be entered in the secure payment form, not sent to this server',
      );
    }
    const lines = await this.pricing.linesOf(request);
    const totals = priceOrderLines(lines);
    const claimed = {
      subtotal: toCents(request.totals.subtotal),
      shipping: toCents(request.totals.shipping),
      tax: toCents(request.totals.tax),
      total: toCents(request.totals.total),
    };
    if (
      claimed.subtotal !== totals.subtotalCents ||
      claimed.shipping !== totals.shippingCents ||
      claimed.tax !== totals.taxCents ||
      claimed.total !== totals.totalCents
    ) {
      throw new FunctionError(
        400,
        `totals: the prices in your cart have changed; the order total is now ${formatUsd(fromCents(totals.totalCents))}. Please review your cart.`,
      );
    }

    const requestHash = orderFingerprint(request, lines);
    const originals = lines.filter(isOriginalLine).map((line) => line.artworkId);
    // The order and the holds on its originals are stored together, or not at all: a piece
    // another buyer holds or bought refuses this order before any charge.
    const { created, order } = await this.deps.db
      .transaction(async (tx) => {
        const stored = await orders.insertPending(
          {
            id: newId('ord'),
            idempotency_key: request.idempotencyKey,
            request_hash: requestHash,
            email: request.shippingInfo.email,
            items: lines,
            shipping_address: request.shippingInfo,
            billing_address: request.billingInfo,
            subtotal_cents: totals.subtotalCents,
            shipping_cents: totals.shippingCents,
            tax_cents: totals.taxCents,
            total_cents: totals.totalCents,
            payment_provider: payments.name,
            access_key: randomBytes(24).toString('base64url'),
          },
          tx,
        );
        if (stored.created) await this.deps.holds.take(tx, stored.order.id, originals);
        return stored;
      })
      .catch((error: unknown) => {
        if (error instanceof ArtworkUnavailableError) throw new FunctionError(409, error.message);
        throw error;
      });
    if (created) await lifecycle.placed(order);
    if (!created && order.request_hash !== requestHash) {
      throw new FunctionError(
        409,
        'idempotencyKey: this checkout attempt was already used for a different order. Please try again.',
      );
    }
    return this.settle(order, request);
  }

  /** Moves an order on from wherever it stands; a repeated request lands here too. */
  private async settle(order: OrderRow, request: ProcessOrderRequest): Promise<ProcessOrderResponse> {
    const { orders, payments, lifecycle, log } = this.deps;
    switch (order.payment_state) {
      case 'failed':
        throw new FunctionError(402, order.payment_error ?? 'Your card was declined.');
      case 'pending':
        // A payment already processing is not charged again; its outcome comes by webhook.
        if (order.payment_intent_id) return responseFor(order);
        break;
      default:
        return responseFor(order);
    }

    let charge;
    try {
      charge = await payments.charge({
        orderId: order.id,
        amountCents: order.total_cents,
        description: `Order ${formatOrderNumber(order.number)}`,
        receiptEmail: order.email,
        payment: request.paymentInfo,
      });
    } catch (error) {
      if (!(error instanceof PaymentUnavailableError)) throw error;
      log.warn({ orderId: order.id, err: error.message }, 'payment outcome unknown; the order waits for a retry');
      await orders.recordPaymentProblem(order.id, error.message);
      throw new FunctionError(
        503,
        'We could not confirm your payment with the card processor. Please try again: you will not be charged twice.',
      );
    }

    switch (charge.outcome) {
      case 'declined':
        await lifecycle.paymentChanged(order.id, { to: 'failed', reason: charge.message }, 'request');
        log.info({ orderId: order.id, code: charge.code }, 'payment declined');
        throw new FunctionError(402, charge.message);
      case 'processing':
        await orders.recordPaymentIntent(order.id, charge.paymentIntentId);
        log.info({ orderId: order.id, paymentIntentId: charge.paymentIntentId }, 'payment processing');
        return responseFor((await orders.find(order.id))!);
      case 'succeeded':
        await lifecycle.paymentChanged(order.id, { to: 'paid', reference: charge.paymentIntentId }, 'request');
        log.info({ orderId: order.id, paymentIntentId: charge.paymentIntentId }, 'order paid');
        return responseFor(await lifecycle.fulfilNow(order.id));
    }
  }
}

function responseFor(order: OrderRow): ProcessOrderResponse {
  return {
    orderId: order.id,
    orderNumber: order.number,
    printfulOrderId: order.fulfilment_order_id,
    paymentIntentId: order.payment_intent_id ?? '',
    orderPage: sitePaths.order(order.id, order.access_key),
  };
}

/**
 * process-order. With "Send me news of new work" ticked, the buyer's address joins her list
 * (pending until confirmed) once the order is placed; a sign-up that fails is logged and never
 * fails the order.
 */
export function processOrder(
  checkout: Checkout,
  signUpForNews: (email: string) => Promise<void>,
): SiteFunction<'process-order'> {
  return {
    rateLimit: { max: 30, windowMs: 10 * 60 * 1000 },
    handle: async (request, context) => {
      const placed = await checkout.placeOrder(request, context.idempotencyKey);
      if (request.news) {
        await signUpForNews(request.billingInfo.email).catch((error: unknown) =>
          context.log.error({ err: error, orderId: placed.orderId }, 'the buyer could not be signed up for news'),
        );
      }
      return placed;
    },
  };
}
