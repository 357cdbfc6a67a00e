import { createHash } from 'node:crypto';
import type { CartLine } from 'shared-contracts/cart';
import { idempotencyKeySchema, type ProcessOrderRequest } from 'shared-contracts/order';
import { Refusal } from '../domain/refusal';
import { isGiftCardLine, isMerchLine, isPrintLine, type OrderLine } from '../orders/order-model';
import type { OrdersRepository } from '../orders/orders-repository';

/** What names a line's goods: its variant, its piece, or its piece's print. */
export function goodsOf(item: CartLine): string {
  if (item.kind === 'original') return item.artworkSlug;
  if (item.kind === 'gift-card') return item.id;
  if (item.kind === 'print') return `${item.artworkSlug} ${item.product} ${item.size}`;
  return String(item.variantId);
}

/** What names an order line's goods, as goodsOf does a cart line's. */
function lineGoods(line: OrderLine): string | number {
  if (isMerchLine(line)) return line.variantId;
  if (isGiftCardLine(line)) return `gift card ${line.unitPrice} ${line.recipientEmail} ${line.sendOn}`;
  return isPrintLine(line) ? `${line.artworkSlug} ${line.product} ${line.sizeKey}` : line.artworkSlug;
}

/** What makes two requests "the same order": lines, addresses and total, not the card. */
export function orderFingerprint(request: ProcessOrderRequest, lines: OrderLine[]): string {
  const essence = {
    lines: lines.map((line) => [lineGoods(line), line.quantity]),
    shipping: request.shippingInfo,
    billing: request.billingInfo,
    total: request.totals.total,
    offers: [request.discountCode ?? null, request.giftCardCode ?? null],
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
  const card = request.paymentInfo;
  const payment =
    card && 'cardNumber' in card
      ? { last4: card.cardNumber.replace(/\D/g, '').slice(-4), expiry: card.expiryDate, name: card.cardName }
      : (card ?? { giftCard: request.giftCardCode });
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
export async function attemptKey(
  request: ProcessOrderRequest,
  header: string | undefined,
  orders: Pick<OrdersRepository, 'findByIdempotencyKey'>,
): Promise<string> {
  if (request.idempotencyKey) return request.idempotencyKey;
  if (header !== undefined) {
    const checked = idempotencyKeySchema.safeParse(header);
    if (!checked.success) throw new Refusal('invalid', `Idempotency-Key: ${checked.error.issues[0]!.message}`);
    return checked.data;
  }
  const fingerprint = keylessFingerprint(request);
  const window = Math.floor(Date.now() / keylessWindowMs);
  const earlier = await orders.findByIdempotencyKey(`keyless-${fingerprint}-${window - 1}`);
  if (earlier && Date.now() - earlier.created_at.getTime() < keylessWindowMs) return earlier.idempotency_key;
  return `keyless-${fingerprint}-${window}`;
}
