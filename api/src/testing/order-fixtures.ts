import { randomUUID } from 'node:crypto';
import { cartLineId, printLineId, type CartItem, type CartLine, type PrintCartItem } from 'shared-contracts/cart';
import { formatOrderNumber, type Address, type ProcessOrderRequest } from 'shared-contracts/order';
import { priceOrder, shopRatesOf, specPrices } from 'shared-contracts/pricing';
import { printLabel, type PrintProductKey } from 'shared-contracts/print-products';
import { sampleCatalog } from '../catalog/sample-catalog';
import { newId } from '../db/ids';
import type { NewOrder } from '../orders/order-model';
import type { TestServer } from './test-server';

export const shippingAddress: Address = {
  firstName: 'Lydia',
  lastName: 'Purple',
  email: 'lydia@example.com',
  phone: '312-555-0142',
  address: '16 River Road',
  apartment: 'Apt 2',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
  country: 'US',
};

/**
 * An order as a checkout stores it before charging it: an original's price and tax, to the
 * address above, by test card; `changes` sets anything else.
 */
export function pendingOrder(changes: Partial<NewOrder> = {}): NewOrder {
  return {
    id: newId('ord'),
    idempotency_key: newId('key'),
    request_hash: 'hash',
    email: shippingAddress.email,
    items: [],
    shipping_address: shippingAddress,
    billing_address: shippingAddress,
    subtotal_cents: 120000,
    shipping_cents: 0,
    tax_cents: 9600,
    total_cents: 129600,
    discount_code: null,
    discount_cents: 0,
    gift_card_id: null,
    gift_card_cents: 0,
    payment_provider: 'test-cards',
    access_key: newId('k'),
    shop_rates: shopRatesOf(specPrices),
    ...changes,
  };
}

/** A client buying the logo project on the hosted payment page. */
export const logoClient = {
  clientName: 'Deborah Judge',
  email: 'deborah@example.com',
  phone: '312-555-0100',
  address: '',
  amount: 300,
  projectType: 'Divine Design Logo Project',
};

/** A cart line for a variant of the sample catalogue, priced as the catalogue prices it. */
export function cartLine(variantId: number, quantity = 1): CartItem {
  const product = sampleCatalog.find((candidate) =>
    candidate.sync_variants.some((variant) => variant.id === variantId),
  );
  const variant = product?.sync_variants.find((candidate) => candidate.id === variantId);
  if (!product || !variant) throw new Error(`No sample variant ${variantId}`);
  return {
    id: cartLineId(product.id, variant.id),
    productId: product.id,
    variantId: variant.id,
    name: product.name,
    imageUrl: variant.files.find((file) => file.type === 'preview')?.preview_url ?? '',
    price: variant.retail_price,
    currency: variant.currency,
    size: variant.size,
    color: variant.color,
    quantity,
  };
}

/** A print in the cart, as its print page adds it. */
export function printLine(
  slug: string,
  title: string,
  product: PrintProductKey,
  size: string,
  price: string,
  quantity = 1,
): PrintCartItem {
  return {
    kind: 'print',
    id: printLineId(slug, product, size),
    artworkSlug: slug,
    product,
    size,
    label: printLabel(product, size),
    name: title,
    imageUrl: '',
    price,
    currency: 'USD',
    quantity,
  };
}

/** A valid order as the checkout sends it: the lines, both addresses, a test card, honest totals. */
export function orderRequest(
  items: CartLine[] = [cartLine(10201)],
  overrides: Partial<ProcessOrderRequest> = {},
): ProcessOrderRequest & { idempotencyKey: string; shippingInfo: Address } {
  return {
    items,
    billingInfo: shippingAddress,
    paymentInfo: { cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123', cardName: 'Lydia Purple' },
    totals: priceOrder(items),
    idempotencyKey: randomUUID(),
    ...overrides,
    shippingInfo: overrides.shippingInfo ?? shippingAddress,
  };
}

/** Puts an original up for sale, as she would in the studio; answers its id. */
export async function originalForSale(
  server: TestServer,
  slug: string,
  title: string,
  { price, shippingPrice }: { price: number; shippingPrice: number },
): Promise<string> {
  return server.db.transaction(async (tx) => {
    await server.app.services.artworks.createWithSlug(
      tx,
      slug,
      {
        title,
        year: 2026,
        medium: 'Oil on linen',
        size: { widthIn: 24, heightIn: 18 },
        framed: false,
        description: '',
        price,
        shippingPrice,
        status: 'available',
        photos: [],
      },
      0,
    );
    return (await tx.query<{ id: string }>('SELECT id FROM artworks WHERE slug = $1', [slug]))[0]!.id;
  });
}

/** The order's short number as pages and e-mails show it: `#1001`. */
export async function orderNumber(server: Pick<TestServer, 'db'>, orderId: string): Promise<string> {
  const [row] = await server.db.query<{ number: number }>('SELECT number FROM orders WHERE id = $1', [orderId]);
  if (!row) throw new Error(`There is no order ${orderId}`);
  return formatOrderNumber(row.number);
}
