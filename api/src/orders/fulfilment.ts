import type { Address } from 'shared-contracts/order';
import type { StoredShipment } from './order-model';

/** A product of her Printful store, by its sync variant. */
export interface StoreItem {
  variantId: number;
  quantity: number;
  retailPrice: string;
}

/** A print of her artwork: Printful's catalogue variant and the file it prints, which it fetches. */
export interface ArtPrintItem {
  catalogVariantId: number;
  /** A public HTTPS address of the full-size file. */
  fileUrl: string;
  /** `Still Waters (Framed poster, 12″ × 16″)`, as Printful's order shows it. */
  name: string;
  quantity: number;
  retailPrice: string;
}

export type FulfilmentItem = StoreItem | ArtPrintItem;

export const isArtPrintItem = (item: FulfilmentItem): item is ArtPrintItem => 'fileUrl' in item;

export interface FulfilmentRequest {
  orderId: string;
  recipient: Address;
  items: FulfilmentItem[];
  costs: { subtotal: string; discount: string; shipping: string; tax: string; total: string };
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
