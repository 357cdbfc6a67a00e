import type { shopTodayFunctions } from 'shared-contracts/shop-today';
import type { Queryable } from '../db/database';
import type { BackendFunctions } from '../http/site-function';
import { unreadMessages } from '../messages/message-desk';
import { attentionDays } from '../orders/order-desk';
import type { OrdersRepository } from '../orders/orders-repository';
import type { PageVisits } from './page-visits';
import { ShopToday } from './shop-today';

export interface ShopTodayFunctionDeps {
  db: Queryable;
  orders: Pick<OrdersRepository, 'toPack' | 'paymentsFailedAfterHold'>;
  visits: PageVisits;
  timeZone: string;
}

/** The page her studio opens on: how the shop is doing. */
export function createShopTodayFunctions({
  db,
  orders,
  visits,
  timeZone,
}: ShopTodayFunctionDeps): BackendFunctions<typeof shopTodayFunctions> {
  const today = new ShopToday({
    db,
    visits,
    timeZone,
    needsYou: async () => {
      const since = new Date(Date.now() - attentionDays * 24 * 60 * 60 * 1000);
      const [toPack, toAnswer, failed] = await Promise.all([
        orders.toPack(),
        unreadMessages(db),
        orders.paymentsFailedAfterHold(since),
      ]);
      return { toPack: toPack.length, toAnswer, paymentsFailed: failed.length };
    },
  });
  return { 'studio-today': { handle: () => today.figures() } };
}
