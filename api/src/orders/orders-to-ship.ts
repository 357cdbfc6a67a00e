import type { OrderToShip, studioFunctions } from 'shared-contracts/studio';
import { FunctionError, type BackendFunctions } from '../http/site-function';
import type { OrderLifecycle } from './order-lifecycle';
import { type OrdersRepository } from './orders-repository';
import { addressLines, isOriginalLine } from './order-model';

type ShippingCalls = Pick<typeof studioFunctions, 'studio-orders-to-ship' | 'studio-mark-shipped'>;

/** What To ship uses: the paid orders whose originals wait for her, and the lifecycle that records a parcel. */
export interface ShippingDeps {
  orders: Pick<OrdersRepository, 'toPack'>;
  lifecycle: Pick<OrderLifecycle, 'shippedByArtist'>;
}

/** The paid orders whose originals wait for her, with what she needs to ship them. */
async function ordersToShip(orders: ShippingDeps['orders']): Promise<OrderToShip[]> {
  return (await orders.toPack()).map((order) => ({
    orderId: order.id,
    orderNumber: order.number,
    placedAt: order.created_at.toISOString(),
    email: order.email,
    shipTo: addressLines(order.shipping_address),
    pieces: order.items.filter(isOriginalLine).map((line) => line.name),
  }));
}

/** To ship: the originals she packs herself, and the parcel she records for each order. */
export function createShippingFunctions({ orders, lifecycle }: ShippingDeps): BackendFunctions<ShippingCalls> {
  return {
    'studio-orders-to-ship': { handle: async () => ({ orders: await ordersToShip(orders) }) },
    'studio-mark-shipped': {
      handle: async ({ orderId, carrier, trackingNumber, trackingUrl }) => {
        const shipment = { carrier, service: null, trackingNumber, trackingUrl };
        if (!(await lifecycle.shippedByArtist(orderId, shipment))) {
          throw new FunctionError(
            409,
            'This order is not waiting to be shipped: it was shipped, refunded or not paid.',
          );
        }
        return { orders: await ordersToShip(orders) };
      },
    },
  };
}
