import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  maxLineQuantity,
  type CartItem,
  type CartLine,
  type OriginalCartItem,
  type PrintCartItem,
} from 'shared-contracts/cart';
import { printLabel } from 'shared-contracts/print-products';
import {
  formatOrderNumber,
  idempotencyKeySchema,
  type ProcessOrderRequest,
  type ProcessOrderResponse,
} from 'shared-contracts/order';
import { formatUsd, fromCents, toCents } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import { PaymentUnavailableError, type PaymentGateway } from '../payments/payment-gateway';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { Database } from '../db/database';
import { newId } from '../db/ids';
import type { OrderLifecycle } from '../orders/order-lifecycle';
import { type OrdersRepository } from '../orders/orders-repository';
import {
  isMerchLine,
  isOriginalLine,
  isPrintLine,
  priceOrderLines,
  type OrderLine,
  type OrderRow,
  type PrintLine,
} from '../orders/order-model';
import { ArtworkUnavailableError, type ArtworkHolds } from '../artworks/artwork-holds';
import type { PrintOffers } from '../prints/print-offers';
import type { ArtworksRepository } from '../artworks/artworks-repository';
import { FunctionError, type SiteFunction } from '../http/site-function';
import { readCatalog } from '../catalog/catalog-functions';

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

  constructor(private readonly deps: CheckoutDeps) {}

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
    const lines = await this.priceLines(request);
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

    const requestHash = fingerprint(request, lines);
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

  private async priceLines(request: ProcessOrderRequest): Promise<OrderLine[]> {
    const merch = request.items.filter((item): item is CartItem => item.kind === undefined);
    const originals = request.items.filter((item) => item.kind === 'original');
    const prints = request.items.filter((item) => item.kind === 'print');
    return [
      ...(merch.length ? await this.priceMerch(merch) : []),
      ...(await this.priceOriginals(originals)),
      ...(await this.pricePrints(prints)),
    ];
  }

  private async priceMerch(items: readonly CartItem[]): Promise<OrderLine[]> {
    const catalog = await readCatalog(this.deps.catalog);
    const quantities = new Map<number, number>();
    for (const item of items) quantities.set(item.variantId, (quantities.get(item.variantId) ?? 0) + item.quantity);

    return [...quantities].map(([variantId, quantity]) => {
      const found = catalog.variant(variantId);
      if (!found) throw new FunctionError(400, `items: product variant ${variantId} is not sold here.`);
      const { product, variant } = found;
      if (!variant.inStock) throw new FunctionError(400, `items: ${variant.name} is out of stock.`);
      if (quantity > maxLineQuantity) {
        throw new FunctionError(400, `items: at most ${maxLineQuantity} of ${variant.name} can be ordered at once.`);
      }
      return {
        productId: product.id,
        variantId,
        name: product.name,
        size: variant.size,
        color: variant.color,
        unitPrice: variant.retail_price,
        quantity,
      };
    });
  }

  /** Each original once, at the price and shipping she set; one sold or not for sale is refused. */
  private async priceOriginals(items: readonly OriginalCartItem[]): Promise<OrderLine[]> {
    if (!items.length) return [];
    const slugs = [...new Set(items.map((item) => item.artworkSlug))];
    const pieces = await this.deps.artworks.forSale(slugs);
    return slugs.map((slug) => {
      const piece = pieces.find((candidate) => candidate.slug === slug);
      if (!piece || piece.status !== 'available') {
        const title = piece?.title ?? items.find((item) => item.artworkSlug === slug)!.name;
        throw new FunctionError(409, new ArtworkUnavailableError(title).message);
      }
      return {
        kind: 'original',
        artworkId: piece.id,
        artworkSlug: piece.slug,
        name: piece.title,
        size: null,
        color: null,
        unitPrice: (piece.price_cents / 100).toFixed(2),
        shippingPrice: (piece.shipping_cents / 100).toFixed(2),
        quantity: 1,
      };
    });
  }

  /** Each print at the price she offers it for now; one she no longer offers is refused, naming it. */
  private async pricePrints(items: readonly PrintCartItem[]): Promise<OrderLine[]> {
    if (!items.length) return [];
    const offered = await this.deps.prints.forSale(items.map((item) => ({ ...item, slug: item.artworkSlug })));
    const lines = new Map<string, PrintLine>();
    for (const item of items) {
      const offer = offered.find(
        (candidate) =>
          candidate.slug === item.artworkSlug && candidate.product === item.product && candidate.size === item.size,
      );
      if (!offer) {
        throw new FunctionError(
          409,
          `items: “${item.name}” is no longer offered as a ${item.label} print. Please remove it from your cart.`,
        );
      }
      const key = goodsOf(item);
      const quantity = (lines.get(key)?.quantity ?? 0) + item.quantity;
      if (quantity > maxLineQuantity) {
        throw new FunctionError(400, `items: at most ${maxLineQuantity} of ${item.name} can be ordered at once.`);
      }
      lines.set(key, {
        kind: 'print',
        artworkId: offer.artworkId,
        artworkSlug: offer.slug,
        product: offer.product,
        sizeKey: offer.size,
        name: offer.title,
        size: printLabel(offer.product, offer.size),
        color: null,
        unitPrice: (offer.priceCents / 100).toFixed(2),
        quantity,
      });
    }
    return [...lines.values()];
  }
}

/** What names a line's goods: its variant, its piece, or its piece's print. */
function goodsOf(item: CartLine): string {
  if (item.kind === 'original') return item.artworkSlug;
  if (item.kind === 'print') return `${item.artworkSlug} ${item.product} ${item.size}`;
  return String(item.variantId);
}

/** What names an order line's goods, as goodsOf does a cart line's. */
function lineGoods(line: OrderLine): string | number {
  if (isMerchLine(line)) return line.variantId;
  return isPrintLine(line) ? `${line.artworkSlug} ${line.product} ${line.sizeKey}` : line.artworkSlug;
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

/** What makes two requests "the same order": lines, addresses and total, not the card. */
function fingerprint(request: ProcessOrderRequest, lines: OrderLine[]): string {
  const essence = {
    lines: lines.map((line) => [lineGoods(line), line.quantity]),
    shipping: request.shippingInfo,
    billing: request.billingInfo,
    total: request.totals.total,
  };
  return createHash('sha256').update(JSON.stringify(essence)).digest('hex');
}

/** How long an identical order without an attempt key answers as the first one did. */
const keylessWindowMs = 10 * 60 * 1000;

/**
 * What makes two keyless requests one visitor's double submit: the same lines, addresses and
 * total, paid the same way (a card's last four digits, expiry and name, or the same token).
 * Only what may be kept of a card goes in.
 */
function keylessFingerprint(request: ProcessOrderRequest): string {
  const payment =
    'cardNumber' in request.paymentInfo
      ? {
          last4: request.paymentInfo.cardNumber.replace(/\D/g, '').slice(-4),
          expiry: request.paymentInfo.expiryDate,
          name: request.paymentInfo.cardName,
        }
      : request.paymentInfo;
  const essence = {
    items: request.items
      .map((item) => [goodsOf(item), item.quantity] as const)
      .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })),
    shipping: request.shippingInfo,
    billing: request.billingInfo,
    total: request.totals.total,
    payment,
  };
  return createHash('sha256').update(JSON.stringify(essence)).digest('base64url');
}

/**
 * The attempt key: the body's, else the Idempotency-Key header (as Stripe's API takes it).
 * Without either, as the original client sends it, one made from the request, so the same
 * order submitted again while the first is in flight or within ten minutes of it is answered
 * as the first was instead of being charged again.
 */
async function attemptKey(
  request: ProcessOrderRequest,
  header: string | undefined,
  orders: OrdersRepository,
): Promise<string> {
  if (request.idempotencyKey) return request.idempotencyKey;
  if (header !== undefined) {
    const checked = idempotencyKeySchema.safeParse(header);
    if (!checked.success) throw new FunctionError(400, `Idempotency-Key: ${checked.error.issues[0]!.message}`);
    return checked.data;
  }
  const fingerprint = keylessFingerprint(request);
  const window = Math.floor(Date.now() / keylessWindowMs);
  const earlier = await orders.findByIdempotencyKey(`keyless-${fingerprint}-${window - 1}`);
  if (earlier && Date.now() - earlier.created_at.getTime() < keylessWindowMs) return earlier.idempotency_key;
  return `keyless-${fingerprint}-${window}`;
}

export function processOrder(checkout: Checkout): SiteFunction<'process-order'> {
  return {
    rateLimit: { max: 30, windowMs: 10 * 60 * 1000 },
    handle: (request, context) => checkout.placeOrder(request, context.idempotencyKey),
  };
}
