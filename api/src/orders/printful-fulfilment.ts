import { isArtPrintItem, type FulfilmentReport, type FulfilmentRequest, type FulfilmentService } from './fulfilment';
import { PrintfulError, type PrintfulClient } from '../printful/printful-client';

/** The statuses in which Printful still cancels an order (its v1 DELETE /orders/{id}). */
const cancelable = new Set(['draft', 'pending', 'failed', 'onhold']);

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
        items: order.items.map((item) =>
          isArtPrintItem(item)
            ? {
                variant_id: item.catalogVariantId,
                name: item.name,
                files: [{ type: 'default', url: item.fileUrl }],
                quantity: item.quantity,
                retail_price: item.retailPrice,
              }
            : { sync_variant_id: item.variantId, quantity: item.quantity, retail_price: item.retailPrice },
        ),
        retail_costs: order.costs,
      },
      { confirm: true },
    );
    return { fulfilmentOrderId: String(created.id) };
  }

  async cancel(orderId: string): Promise<{ canceled: boolean; status: string }> {
    const existing = await this.client.findOrderByExternalId(orderId);
    if (!existing) return { canceled: true, status: 'none' };
    if (existing.status === 'canceled') return { canceled: true, status: existing.status };
    if (!cancelable.has(existing.status)) return { canceled: false, status: existing.status };
    try {
      const canceled = await this.client.cancelOrderByExternalId(orderId);
      return { canceled: canceled.status === 'canceled', status: canceled.status };
    } catch (error) {
      // Printful refuses once it has started on the order.
      if (error instanceof PrintfulError && error.status === 400) return { canceled: false, status: existing.status };
      throw error;
    }
  }

  async report(orderId: string): Promise<FulfilmentReport | undefined> {
    const order = await this.client.findOrderByExternalId(orderId);
    if (!order) return undefined;
    return {
      status: order.status,
      shipments: order.shipments.map((shipment) => ({
        shipmentId: String(shipment.id),
        carrier: shipment.carrier,
        service: shipment.service ?? null,
        trackingNumber: shipment.tracking_number,
        trackingUrl: shipment.tracking_url ?? null,
        shippedAt: new Date((shipment.shipped_at ?? shipment.created ?? Date.now() / 1000) * 1000),
      })),
    };
  }
}
