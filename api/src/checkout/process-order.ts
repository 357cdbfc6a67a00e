import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { formatOrderNumber, type ProcessOrderRequest, type ProcessOrderResponse } from 'shared-contracts/order';
import { discountMisfit, giftCardRefusals } from 'shared-contracts/offers';
import { discountFit, formatCents, shopRatesOf, toCents, type OrderTotalsInCents } from 'shared-contracts/pricing';
import { checkoutWording } from 'shared-contracts/required-text';
import { sitePaths } from 'shared-contracts/site-config';
import { PaymentUnavailableError, type PaymentGateway } from '../payments/payment-gateway';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { Database } from '../db/database';
import { newId } from '../db/ids';
import type { OrderLifecycle } from '../orders/order-lifecycle';
import { type OrdersRepository } from '../orders/orders-repository';
import {
  cardCents,
  isOriginalLine,
  priceOrderLines,
  pricedLines,
  shipsGoods,
  type OrderLine,
  type OrderRow,
} from '../orders/order-model';
import type { DiscountCodes, TakenCode } from '../offers/discount-codes';
import type { CardToSpend, GiftCards } from '../offers/gift-cards';
import { ArtworkUnavailableError, type ArtworkHolds } from '../artworks/artwork-holds';
import type { PrintOffers } from '../prints/print-offers';
import type { ArtworksRepository } from '../artworks/artworks-repository';
import { FunctionError, type SiteFunction } from '../http/site-function';
import { CartPricing } from './cart-pricing';
import { attemptKey, orderFingerprint } from './order-attempts';
import type { SiteTextStore } from '../site-words/site-text';

export interface CheckoutDeps {
  db: Database;
  discounts: Pick<DiscountCodes, 'take'>;
  giftCards: Pick<GiftCards, 'take' | 'tried'>;
  artworks: Pick<ArtworksRepository, 'forSale'>;
  holds: Pick<ArtworkHolds, 'take'>;
  prints: Pick<PrintOffers, 'forSale'>;
  orders: OrdersRepository;
  lifecycle: OrderLifecycle;
  catalog: CatalogCache;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
  /** Her shipping rule and tax rate, which every order is priced with. */
  siteText: Pick<SiteTextStore, 'published'>;
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

  /**
   * Places the order once per attempt key: the body's, else the `Idempotency-Key` header's, else
   * its own. `address` is the visitor's, against which wrong gift card codes are counted.
   */
  async placeOrder(request: ProcessOrderRequest, headerKey?: string, address = ''): Promise<ProcessOrderResponse> {
    const idempotencyKey = await attemptKey(request, headerKey, this.deps.orders);
    let placing = this.inProgress.get(idempotencyKey);
    if (!placing) {
      placing = this.place({ ...request, idempotencyKey }, address).finally(() =>
        this.inProgress.delete(idempotencyKey),
      );
      this.inProgress.set(idempotencyKey, placing);
    }
    return placing;
  }

  private async place(request: KeyedOrderRequest, address: string): Promise<ProcessOrderResponse> {
    const { payments, orders, lifecycle } = this.deps;
    if (!payments.takesCardDetails && request.paymentInfo && 'cardNumber' in request.paymentInfo) {
      throw new FunctionError(
        400,
        'paymentInfo: card details must be entered in the secure payment form, not sent to this server',
      );
    }
    const lines = await this.pricing.linesOf(request);
    if (shipsGoods(lines) && !request.shippingInfo) {
      throw new FunctionError(400, `shippingInfo: ${checkoutWording.missing('the shipping address')}`);
    }
    const requestHash = orderFingerprint(request, lines);
    // A repeated attempt with a code or a card is answered before they are taken again, which
    // would find them used by the attempt itself; without them, the order's insert finds it.
    const offered = request.discountCode !== undefined || request.giftCardCode !== undefined;
    const existing = offered && (await orders.findByIdempotencyKey(request.idempotencyKey));
    if (existing) return this.settle(this.sameOrder(existing, requestHash), request);

    const store = () => this.store(request, lines, requestHash);
    const { created, order } = await (request.giftCardCode ? this.deps.giftCards.tried(address, store) : store());
    if (created) await lifecycle.placed(order);
    return this.settle(this.sameOrder(order, requestHash), request);
  }

  /** A repeated attempt is the order it repeats, or refused when its key was used for another. */
  private sameOrder(order: OrderRow, requestHash: string): OrderRow {
    if (order.request_hash !== requestHash) {
      throw new FunctionError(
        409,
        'idempotencyKey: this checkout attempt was already used for a different order. Please try again.',
      );
    }
    return order;
  }

  /**
   * Prices the order with its code and gift card as the database has them now, and stores it
   * with everything it takes, or nothing: the holds on its originals, its use of the code and
   * what it spends of the card. Each of those rows stays locked until the order is stored, so
   * a piece another buyer holds, a code used up or a balance spent by a checkout a moment
   * earlier refuses this one before any charge.
   */
  private async store(request: KeyedOrderRequest, lines: OrderLine[], requestHash: string) {
    const { db, orders, payments, discounts, giftCards, holds, siteText } = this.deps;
    const email = (request.shippingInfo ?? request.billingInfo).email;
    const rates = shopRatesOf((await siteText.published()).prices);
    return db
      .transaction(async (tx) => {
        const code = request.discountCode ? await discounts.take(tx, request.discountCode, email) : undefined;
        const card = request.giftCardCode ? await giftCards.take(tx, request.giftCardCode) : undefined;
        // The same attempt, placed by another process while this one waited for those rows
        // (without them, the order's own insert finds it).
        const placed = (code || card) && (await orders.findByIdempotencyKey(request.idempotencyKey, tx));
        if (placed) return { created: false, order: placed };
        const totals = priceOrderLines(lines, {
          discount: code?.terms,
          giftCardBalanceCents: card?.balanceCents,
          rates,
        });
        refuseMisfits(lines, totals, code, card);
        refuseChangedTotals(request, totals);
        if (totals.dueCents > 0 && !request.paymentInfo) {
          throw cardMissing();
        }
        const stored = await orders.insertPending(
          {
            id: newId('ord'),
            idempotency_key: request.idempotencyKey,
            request_hash: requestHash,
            email,
            items: lines,
            shipping_address: request.shippingInfo ?? request.billingInfo,
            billing_address: request.billingInfo,
            subtotal_cents: totals.subtotalCents,
            shipping_cents: totals.shippingCents,
            tax_cents: totals.taxCents,
            total_cents: totals.totalCents,
            discount_code: totals.discountCents > 0 ? code!.code : null,
            discount_cents: totals.discountCents,
            gift_card_id: totals.giftCardCents > 0 ? card!.id : null,
            gift_card_cents: totals.giftCardCents,
            payment_provider: totals.dueCents > 0 ? payments.name : 'gift-card',
            access_key: randomBytes(24).toString('base64url'),
            shop_rates: rates,
          },
          tx,
        );
        if (!stored.created) return stored;
        const orderId = stored.order.id;
        await holds.take(
          tx,
          orderId,
          lines.filter(isOriginalLine).map((line) => line.artworkId),
        );
        if (totals.discountCents > 0) await code!.record({ orderId, email, discountCents: totals.discountCents });
        if (totals.giftCardCents > 0) await card!.spend(orderId, totals.giftCardCents);
        return stored;
      })
      .catch((error: unknown) => {
        if (error instanceof ArtworkUnavailableError) throw new FunctionError(409, error.message);
        throw error;
      });
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

    if (cardCents(order) === 0) {
      // A gift card paid it all: there is nothing for the processor to take.
      await lifecycle.paidByGiftCard(order, 'request');
      return responseFor(await lifecycle.fulfilNow(order.id));
    }
    if (!request.paymentInfo) throw cardMissing();
    let charge;
    try {
      charge = await payments.charge({
        orderId: order.id,
        amountCents: cardCents(order),
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

/** An order with something left to pay by card, and no card. */
const cardMissing = () => new FunctionError(400, `paymentInfo: ${checkoutWording.missing('card number')}`);

/** A code whose terms do not fit the cart, and a gift card with nothing to pay, are refused as the checkout would. */
function refuseMisfits(lines: OrderLine[], totals: OrderTotalsInCents, code?: TakenCode, card?: CardToSpend) {
  if (code) {
    const misfit = discountMisfit(code.code, code.terms, discountFit(pricedLines(lines), code.terms));
    if (misfit) throw new FunctionError(409, misfit);
  }
  if (card && totals.giftCardCents === 0) throw new FunctionError(409, giftCardRefusals.notForGiftCards);
}

/** The browser's totals, each against the server's own: any difference refuses the order. */
function refuseChangedTotals(request: ProcessOrderRequest, totals: OrderTotalsInCents) {
  const claimed = request.totals;
  if (toCents(claimed.giftCard) !== totals.giftCardCents && totals.giftCardCents > 0) {
    throw new FunctionError(
      409,
      `The gift card now pays ${formatCents(totals.giftCardCents)} of this order, as it was spent on another meanwhile. Please remove it and apply it again.`,
    );
  }
  const pairs: [number, number][] = [
    [claimed.subtotal, totals.subtotalCents],
    [claimed.discount, totals.discountCents],
    [claimed.shipping, totals.shippingCents],
    [claimed.tax, totals.taxCents],
    [claimed.total, totals.totalCents],
    [claimed.giftCard, totals.giftCardCents],
  ];
  if (pairs.some(([dollars, cents]) => toCents(dollars) !== cents)) {
    throw new FunctionError(
      400,
      `totals: the prices in your cart have changed; the order total is now ${formatCents(totals.totalCents)}. Please review your cart.`,
    );
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
      const placed = await checkout.placeOrder(request, context.idempotencyKey, context.ip);
      if (request.news) {
        await signUpForNews(request.billingInfo.email).catch((error: unknown) =>
          context.log.error({ err: error, orderId: placed.orderId }, 'the buyer could not be signed up for news'),
        );
      }
      return placed;
    },
  };
}
