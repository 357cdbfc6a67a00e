import type { Address } from 'shared-contracts/order';
import type { StoredShipment } from '../../orders/orders-repository';

export interface FulfilmentRequest {
  orderId: string;
  recipient: Address;
  items: { variantId: number; quantity: number; retailPrice: string }[];
  costs: { subtotal: string; shipping: string; tax: string; total: string };
}

/** What the print shop says of an order we sent: its status and the parcels it shipped. */
export interface FulfilmentReport {
  status: string;
  shipments: StoredShipment[];
}

/** Sends a paid order to be printed and shipped. Submitting the same order twice creates one. */
export interface FulfilmentService {
  readonly name: 'printful' | 'local';
  submit(order: FulfilmentRequest): Promise<{ fulfilmentOrderId: string }>;
  /** Cancels an order not yet started; `canceled` is false with the status that prevents it. */
  cancel(orderId: string): Promise<{ canceled: boolean; status: string }>;
  /** The print shop's own record of an order, undefined when it has none. */
  report(orderId: string): Promise<FulfilmentReport | undefined>;
}
