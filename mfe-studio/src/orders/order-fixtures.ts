import type { AttentionItem, DeskOrder, DeskOrderSummary } from 'shared-contracts/studio-desk';

/** Order N (#100N) as the list shows it: a paid sweatshirt, not yet at Printful. */
export const orderSummary = (number: number, changes: Partial<DeskOrderSummary> = {}): DeskOrderSummary => ({
  orderId: `ord_${number}`,
  orderNumber: 1000 + number,
  placedAt: '2026-11-24T09:32:00.000Z',
  buyerName: `Buyer ${number}`,
  email: `buyer${number}@example.com`,
  total: 58.5,
  paymentState: 'paid',
  fulfilmentState: 'waiting',
  artistState: null,
  kinds: ['merch'],
  ...changes,
});

/** A paid order of one sweatshirt and one original, sent to print and partly shipped. */
export const deskOrder = (changes: Partial<DeskOrder> = {}): DeskOrder => ({
  status: {
    orderId: 'ord_1',
    orderNumber: 1001,
    placedAt: '2026-11-24T09:32:00.000Z',
    status: 'sent_to_print',
    timeline: [
      { step: 'placed', at: '2026-11-24T09:32:00.000Z' },
      { step: 'paid', at: '2026-11-24T09:33:00.000Z' },
      { step: 'sent_to_print', at: '2026-11-24T09:40:00.000Z' },
    ],
    parts: [
      { maker: 'artist', state: 'to_pack', items: ['1 × Still Waters (original)'], shipments: [] },
      { maker: 'print_shop', state: 'in_production', items: ['2 × Faith Sweatshirt (M, Black)'], shipments: [] },
    ],
    lines: [
      { name: 'Faith Sweatshirt', size: 'M', color: 'Black', quantity: 2, unitPrice: 29.25, lineTotal: 58.5 },
      { kind: 'original', name: 'Still Waters', size: null, color: null, quantity: 1, unitPrice: 150, lineTotal: 150 },
    ],
    totals: { subtotal: 208.5, discount: 0, shipping: 8, tax: 12.51, total: 229.01, giftCard: 0 },
    discountCode: null,
    shipTo: { name: 'Ruth Moabite', city: 'Bethlehem', state: 'PA', zipCode: '18015' },
  },
  email: 'ruth@example.com',
  shipTo: ['Ruth Moabite', '12 Harvest Lane, Apt 3', 'Bethlehem, PA 18015', 'US'],
  billTo: ['Naomi Moabite', '4 Gleaning Road', 'Bethlehem, PA 18015', 'US'],
  paymentState: 'paid',
  fulfilmentState: 'sent',
  artistState: 'packing',
  amountRefunded: 0,
  refundable: 229.01,
  paymentError: null,
  records: [
    { label: 'Stripe payment', id: 'pi_3Q', url: 'https://dashboard.stripe.com/payments/pi_3Q' },
    { label: 'Printful order', id: '98765', url: null },
  ],
  mails: [
    {
      to: 'ruth@example.com',
      subject: 'Your order #1001 is confirmed',
      queuedAt: '2026-11-24T09:33:00.000Z',
      status: 'sent',
      sentAt: '2026-11-24T09:33:05.000Z',
    },
    {
      to: 'studio@example.com',
      subject: 'New order #1001',
      queuedAt: '2026-11-24T09:33:00.000Z',
      status: 'pending',
      sentAt: null,
    },
  ],
  notes: [{ at: '2026-11-24T10:00:00.000Z', text: 'She asked for gift wrapping.' }],
  actions: { refund: true, resendConfirmation: true, markShipped: true, cancel: false },
  ...changes,
});

/** An order whose print is on hold at Printful, waiting for her. */
export const onHoldItem = (changes: Partial<AttentionItem> = {}): AttentionItem => ({
  kind: 'fulfilment',
  title: 'Order #1007 is on hold at Printful',
  detail: 'The print file is too small for this size.',
  at: '2026-11-23T14:05:00.000Z',
  orderId: 'ord_7',
  ...changes,
});
