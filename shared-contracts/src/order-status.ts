import * as z from 'zod/mini';
import { type FunctionRegistry } from 'shared-contracts/function-contract';

/**
 * What a buyer reads on their order's page, /orders/{id}#key={key}: the key is an unguessable
 * value stored with the order and given only to the buyer (the success page, every e-mail).
 */
/** The key an order page's address carries: in its fragment (#key=…), or in the query of an older link (?key=…). */
export function orderPageKey({ search, hash }: { search: string; hash: string }): string | null {
  return new URLSearchParams(hash.slice(1)).get('key') ?? new URLSearchParams(search).get('key');
}

export const orderStatusRequestSchema = z.object({
  orderId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  key: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

export type OrderStatusRequest = z.infer<typeof orderStatusRequestSchema>;

/** A wrong or missing key is answered exactly like an order that does not exist. */
export const orderNotFoundMessage = 'We could not find that order. Please use the link in your order e-mail.';

/**
 * The steps an order's timeline can show, in the order they can happen. `placed` is always
 * there; the last step is where the order stands now.
 */
export const orderSteps = [
  'placed',
  'paid',
  'payment_failed',
  'sent_to_print',
  'on_hold',
  'partly_shipped',
  'shipped',
  'fulfilment_failed',
  'canceled',
  'partly_refunded',
  'refunded',
] as const;

export type OrderStep = (typeof orderSteps)[number];

export const shipmentSchema = z.object({
  carrier: z.string(),
  service: z.nullable(z.string()),
  trackingNumber: z.string(),
  trackingUrl: z.nullable(z.string()),
});

export type Shipment = z.infer<typeof shipmentSchema>;

/** The tracking pages of the carriers she ships with, by the start of the carrier's name, any case. */
const trackingPages: readonly [RegExp, (number: string) => string][] = [
  [/^usps/i, (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`],
  [/^ups/i, (number) => `https://www.ups.com/track?tracknum=${number}`],
  [/^fedex/i, (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`],
  [/^dhl/i, (number) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id=${number}`],
];

/** The carrier's tracking page for the number, when the carrier is one whose address is known. */
export function trackingUrlFor(carrier: string, trackingNumber: string): string | null {
  const page = trackingPages.find(([name]) => name.test(carrier.trim()));
  return page ? page[1](encodeURIComponent(trackingNumber.replace(/\s+/g, ''))) : null;
}

/** Who makes and ships a part of an order: the artist (her originals) or the print shop (prints and merchandise). */
export const orderMakers = ['artist', 'print_shop'] as const;
export type OrderMaker = (typeof orderMakers)[number];

/** Where a part of a paid order stands. */
export const orderPartStates = [
  'to_pack',
  'to_print',
  'in_production',
  'on_hold',
  'shipped',
  'failed',
  'canceled',
] as const;
export type OrderPartState = (typeof orderPartStates)[number];

export const orderPartStateLabels: Record<OrderPartState, string> = {
  to_pack: 'Being packed by the artist',
  to_print: 'Being sent to print',
  in_production: 'In production at the print shop',
  on_hold: 'On hold at the print shop',
  shipped: 'Shipped',
  failed: 'Could not be printed',
  canceled: 'Canceled',
};

export const orderPartSchema = z.object({
  maker: z.enum(orderMakers),
  state: z.enum(orderPartStates),
  /** What the part holds, a line each: `1 × Still Waters (original)`. */
  items: z.array(z.string()),
  /** Its parcels, with how to follow each. */
  shipments: z.array(shipmentSchema),
});

export type OrderPart = z.infer<typeof orderPartSchema>;

export const orderTimelineEntrySchema = z.object({
  step: z.enum(orderSteps),
  /** When it happened (ISO 8601). */
  at: z.string(),
  /** For `shipped` and `partly_shipped`: the parcel and how to follow it, and what it holds. */
  shipment: z.optional(shipmentSchema),
  contents: z.optional(z.array(z.string())),
  /** For `on_hold`, `fulfilment_failed`, `canceled`, `payment_failed`: why, in a sentence. */
  reason: z.optional(z.string()),
  /** For refunds: the amount refunded so far, in dollars. */
  amountRefunded: z.optional(z.number()),
});

export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

export const orderStatusSchema = z.object({
  orderId: z.string(),
  /** The short number the buyer reads (see formatOrderNumber). */
  orderNumber: z.number(),
  /** When the order was placed (ISO 8601). */
  placedAt: z.string(),
  /** Where the order stands now: the last step of the timeline. */
  status: z.enum(orderSteps),
  timeline: z.array(orderTimelineEntrySchema),
  /**
   * Once paid, each part of the order as its maker has it: the originals the artist packs and
   * ships, and what the print shop makes. Each ships on its own.
   */
  parts: z.array(orderPartSchema),
  lines: z.array(
    z.object({
      /** An original painting, which the artist ships herself, or a gift card; merchandise and prints have no kind. */
      kind: z.optional(z.enum(['original', 'gift-card'])),
      name: z.string(),
      size: z.nullable(z.string()),
      color: z.nullable(z.string()),
      quantity: z.number(),
      /** Dollars. */
      unitPrice: z.number(),
      lineTotal: z.number(),
    }),
  ),
  /** Dollars. `discount` is what the code took off; `giftCard`, what a gift card paid of the total. */
  totals: z.object({
    subtotal: z.number(),
    discount: z.number(),
    shipping: z.number(),
    tax: z.number(),
    total: z.number(),
    giftCard: z.number(),
  }),
  /** The discount code the order used, as she wrote it. */
  discountCode: z.nullable(z.string()),
  /** Who it ships to and where, without the street. */
  shipTo: z.object({ name: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
});

export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** How the order page and the e-mails name each step. */
export const orderStepLabels: Record<OrderStep, string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  payment_failed: 'Payment failed',
  sent_to_print: 'Sent to print',
  on_hold: 'On hold',
  partly_shipped: 'Partly shipped',
  shipped: 'Shipped',
  fulfilment_failed: 'Could not be printed',
  canceled: 'Canceled',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** The order page's function. */
export const orderStatusFunctions = {
  'get-order-status': { request: orderStatusRequestSchema, response: orderStatusSchema },
} as const satisfies FunctionRegistry;
