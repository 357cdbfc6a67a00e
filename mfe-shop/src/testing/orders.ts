import type { OrderPart, OrderStatus, OrderTimelineEntry } from 'shared-contracts/order-status';

/** Hoodie and tee, shipped to Chicago: $77.98 with free shipping and 8% tax. */
const baseOrder: Omit<OrderStatus, 'status' | 'timeline'> = {
  orderId: 'ord_abc',
  orderNumber: 1042,
  placedAt: '2026-11-23T15:04:00.000Z',
  lines: [
    {
      name: 'Rooted in Faith Hoodie',
      size: 'M',
      color: 'Navy',
      quantity: 1,
      unitPrice: 54.99,
      lineTotal: 54.99,
    },
    { name: 'Minimalist Tee', size: 'L', color: null, quantity: 1, unitPrice: 22.99, lineTotal: 22.99 },
  ],
  totals: { subtotal: 77.98, discount: 0, shipping: 0, tax: 6.24, total: 84.22, giftCard: 0 },
  discountCode: null,
  shipTo: { name: 'Lydia Purple', city: 'Chicago', state: 'IL', zipCode: '60601' },
  parts: [],
};

export const placedEntry: OrderTimelineEntry = { step: 'placed', at: '2026-11-23T15:04:00.000Z' };
export const paidEntry: OrderTimelineEntry = { step: 'paid', at: '2026-11-23T15:05:00.000Z' };
export const sentToPrintEntry: OrderTimelineEntry = { step: 'sent_to_print', at: '2026-11-24T16:30:00.000Z' };
export const shippedEntry: OrderTimelineEntry = {
  step: 'shipped',
  at: '2026-11-27T18:45:00.000Z',
  shipment: {
    carrier: 'USPS',
    service: 'Priority Mail',
    trackingNumber: '9400111899223344556677',
    trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
  },
};

/** An order whose status is the last step of the given timeline, as the server reports it. */
export function orderWith(...timeline: OrderTimelineEntry[]): OrderStatus {
  const last = timeline.at(-1) ?? placedEntry;
  return { ...baseOrder, status: last.step, timeline };
}

/** The hoodie and tee as the print shop's one part of the order, in `state`, with its parcels. */
export const printShopPart = (state: OrderPart['state'], shipments: OrderPart['shipments'] = []): OrderPart => ({
  maker: 'print_shop',
  state,
  items: ['1 × Rooted in Faith Hoodie (M, Navy)', '1 × Minimalist Tee (L)'],
  shipments,
});
