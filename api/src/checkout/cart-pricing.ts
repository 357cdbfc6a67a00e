import { maxLineQuantity, type CartItem, type OriginalCartItem, type PrintCartItem } from 'shared-contracts/cart';
import { giftCardLatestSendDays, giftCardRefusals, type GiftCardCartItem } from 'shared-contracts/offers';
import type { ProcessOrderRequest } from 'shared-contracts/order';
import { printLabel } from 'shared-contracts/print-products';
import { ArtworkUnavailableError } from '../artworks/artwork-holds';
import type { ArtworksRepository } from '../artworks/artworks-repository';
import type { CatalogCache } from '../catalog/catalog-cache';
import { readCatalog } from '../catalog/catalog-functions';
import { Refusal } from '../domain/refusal';
import type { GiftCardLine, OrderLine, PrintLine } from '../orders/order-model';
import type { PrintOffers } from '../prints/print-offers';
import { goodsOf } from './order-attempts';

/** Where the checkout reads today's prices: the print shop's catalogue, her pieces for sale and the prints she offers. */
export interface CartPricingDeps {
  catalog: CatalogCache;
  artworks: Pick<ArtworksRepository, 'forSale'>;
  prints: Pick<PrintOffers, 'forSale'>;
}

/**
 * The lines of an order as the server prices them: each product, piece and print at its price
 * now, whatever the browser said. What is no longer for sale is refused, naming it.
 */
export class CartPricing {
  constructor(private readonly deps: CartPricingDeps) {}

  /** Every line of the request at the server's own price, refused where it cannot be sold. */
  async linesOf(request: ProcessOrderRequest): Promise<OrderLine[]> {
    const merch = request.items.filter((item): item is CartItem => item.kind === undefined);
    const originals = request.items.filter((item) => item.kind === 'original');
    const prints = request.items.filter((item) => item.kind === 'print');
    const giftCards = request.items.filter((item) => item.kind === 'gift-card');
    return [
      ...(merch.length ? await this.priceMerch(merch) : []),
      ...(await this.priceOriginals(originals)),
      ...(await this.pricePrints(prints)),
      ...giftCards.map(giftCardLine),
    ];
  }

  private async priceMerch(items: readonly CartItem[]): Promise<OrderLine[]> {
    const catalog = await readCatalog(this.deps.catalog);
    const quantities = new Map<number, number>();
    for (const item of items) quantities.set(item.variantId, (quantities.get(item.variantId) ?? 0) + item.quantity);

    return [...quantities].map(([variantId, quantity]) => {
      const found = catalog.variant(variantId);
      if (!found) throw new Refusal('invalid', `items: product variant ${variantId} is not sold here.`);
      const { product, variant } = found;
      if (!variant.inStock) throw new Refusal('invalid', `items: ${variant.name} is out of stock.`);
      if (quantity > maxLineQuantity) {
        throw new Refusal('invalid', `items: at most ${maxLineQuantity} of ${variant.name} can be ordered at once.`);
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
        throw new Refusal('conflict', new ArtworkUnavailableError(title).message);
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
        throw new Refusal(
          'conflict',
          `items: “${item.name}” is no longer offered as a ${item.label} print. Please remove it from your cart.`,
        );
      }
      const key = goodsOf(item);
      const quantity = (lines.get(key)?.quantity ?? 0) + item.quantity;
      if (quantity > maxLineQuantity) {
        throw new Refusal('invalid', `items: at most ${maxLineQuantity} of ${item.name} can be ordered at once.`);
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

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A gift card at the amount the buyer chose (the schema held it to the shop's range), to be sent
 * on a day from today (a day's grace for the buyer's time zone) to a year ahead.
 */
function giftCardLine(item: GiftCardCartItem): GiftCardLine {
  const sendAt = Date.parse(`${item.sendOn}T00:00:00Z`);
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  if (!(sendAt >= today - dayMs)) throw new Refusal('invalid', `items: ${giftCardRefusals.sendOnPast}`);
  if (sendAt > today + giftCardLatestSendDays * dayMs) {
    throw new Refusal('invalid', `items: ${giftCardRefusals.sendOnTooLate}`);
  }
  return {
    kind: 'gift-card',
    name: 'Gift card',
    size: null,
    color: null,
    unitPrice: Number(item.price).toFixed(2),
    quantity: 1,
    recipientName: item.recipientName,
    recipientEmail: item.recipientEmail,
    message: item.message,
    sendOn: item.sendOn,
    timeZone: item.timeZone,
  };
}
