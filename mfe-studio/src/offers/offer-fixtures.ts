import type { DiscountCodeSummary, GiftCards, GiftCardSummary } from 'shared-contracts/offers-desk';

/** A live code, 10% off everything from Nov 1, 2026 (New York) with no end, used 3 times, unless the test says otherwise. */
export const discountCode = (id: string, changes: Partial<DiscountCodeSummary> = {}): DiscountCodeSummary => ({
  id,
  code: 'AUTUMN10',
  terms: { kind: 'percent', value: 10, appliesTo: 'everything', minSubtotalCents: null },
  startsAt: '2026-11-01T04:00:00.000Z',
  endsAt: null,
  maxUses: null,
  oncePerEmail: false,
  state: 'live',
  uses: 3,
  salesCents: 18000,
  discountCents: 2000,
  ...changes,
});

/** A $50 card bought by Naomi in order #1001 for Ruth, e-mailed on its day and not yet spent, unless the test says otherwise. */
export const giftCard = (id: string, changes: Partial<GiftCardSummary> = {}): GiftCardSummary => ({
  id,
  last4: '7KQ2',
  amountCents: 5000,
  balanceCents: 5000,
  buyerEmail: 'naomi@example.com',
  orderNumber: 1001,
  orderId: 'ord_1',
  recipientName: 'Ruth Moabite',
  recipientEmail: 'ruth@example.com',
  message: 'Merry Christmas!',
  sendOn: '2026-12-24',
  sentAt: '2026-12-24T14:00:00.000Z',
  voidedAt: null,
  voidReason: null,
  history: [
    { at: '2026-11-24T14:32:00.000Z', kind: 'issued', amountCents: 5000, orderNumber: 1001, note: null },
    { at: '2026-12-24T14:00:00.000Z', kind: 'sent', amountCents: 0, orderNumber: null, note: null },
  ],
  ...changes,
});

/** The cards, with what is left on those not voided as what she owes, and no one guessing, unless the test says otherwise. */
export const giftCards = (cards: GiftCardSummary[], changes: Partial<GiftCards> = {}): GiftCards => ({
  cards,
  owedCents: cards.filter((card) => !card.voidedAt).reduce((sum, card) => sum + card.balanceCents, 0),
  guessing: [],
  ...changes,
});
