import type { Address } from 'shared-contracts/order';

export interface FulfilmentRequest {
  orderId: string;
  recipient: Address;
  items: { variantId: number; quantity: number; retailPrice: string }[];
  costs: { subtotal: string; shipping: string; tax: string; total: string };
}

/** Sends a paid order to be printed and shipped. Submitting the same order twice creates one. */
export interface FulfilmentService {
  readonly name: 'printful' | 'local';
  submit(order: FulfilmentRequest): Promise<{ fulfilmentOrderId: string }>;
}
