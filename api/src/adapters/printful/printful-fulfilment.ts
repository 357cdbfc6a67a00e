import type { FulfilmentRequest, FulfilmentService } from './fulfilment';
import type { PrintfulClient } from './printful-client';

/**
 * Confirmed Printful orders, created under our order id as external_id: a retry first asks
 * Printful whether the order already exists, so it is never created twice.
 */
export class PrintfulFulfilment implements FulfilmentService {
  readonly name = 'printful';

  constructor(private readonly client: PrintfulClient) {}

  async submit(order: FulfilmentRequest): Promise<{ fulfilmentOrderId: string }> {
    const existing = await this.client.findOrderByExternalId(order.orderId);
    if (existing) return { fulfilmentOrderId: String(existing.id) };

    const { recipient } = order;
    const created = await this.client.createOrder(
      {
        external_id: order.orderId,
        shipping: 'STANDARD',
        recipient: {
          name: `${recipient.firstName} ${recipient.lastName}`,
          address1: recipient.address,
          address2: recipient.apartment || undefined,
          city: recipient.city,
          state_code: recipient.state,
          country_code: recipient.country,
          zip: recipient.zipCode,
          phone: recipient.phone || undefined,
          email: recipient.email,
        },
        items: order.items.map((item) => ({
          sync_variant_id: item.variantId,
          quantity: item.quantity,
          retail_price: item.retailPrice,
        })),
        retail_costs: order.costs,
      },
      { confirm: true },
    );
    return { fulfilmentOrderId: String(created.id) };
  }
}
