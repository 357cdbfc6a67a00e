import type { Sales, Today } from 'shared-contracts/shop-today';

/** A period's sales: nothing sold, unless the test says otherwise. */
export const sales = (changes: Partial<Sales> = {}): Sales => ({
  originals: 0,
  prints: 0,
  merch: 0,
  services: 0,
  discounts: 0,
  total: 0,
  orders: 0,
  payments: 0,
  ...changes,
});

/**
 * Thursday, November 26, 2026: $1,250 this week (up 25%) and $3,000 this month (down 25%), two
 * orders to pack, a message to answer, 3 new subscribers, 48 visits, unless the test says otherwise.
 */
export const today = (changes: Partial<Today> = {}): Today => ({
  week: {
    from: '2026-11-23',
    to: '2026-11-26',
    sales: sales({
      originals: 800,
      prints: 180,
      merch: 45,
      services: 250,
      discounts: 25,
      total: 1250,
      orders: 3,
      payments: 1,
    }),
    before: sales({ originals: 600, prints: 150, merch: 0, services: 250, total: 1000, orders: 2, payments: 1 }),
  },
  month: {
    from: '2026-11-01',
    to: '2026-11-26',
    sales: sales({
      originals: 1800,
      prints: 540,
      merch: 90,
      services: 600,
      discounts: 30,
      total: 3000,
      orders: 9,
      payments: 2,
    }),
    before: sales({ originals: 2600, prints: 700, merch: 100, services: 600, total: 4000, orders: 11, payments: 2 }),
  },
  needsYou: { toPack: 2, toAnswer: 1, paymentsFailed: 0 },
  subscribers: { thisWeek: 3, lastWeek: 1, confirmed: 142 },
  visits: {
    thisWeek: 48,
    lastWeek: 40,
    byDay: Array.from({ length: 14 }, (_, index) => ({
      day: `2026-11-${String(13 + index).padStart(2, '0')}`,
      visits: index === 11 ? 12 : index % 3,
    })),
    pages: [
      { path: '/fine-art', visits: 20 },
      { path: '/', visits: 15 },
      { path: '/fine-art/still-waters', visits: 7 },
    ],
    sources: [
      { source: 'instagram.com', visits: 9 },
      { source: 'google.com', visits: 4 },
    ],
  },
  ...changes,
});
