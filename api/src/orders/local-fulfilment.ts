import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { FulfilmentReport, FulfilmentRequest, FulfilmentService } from './fulfilment';

/**
 * Without a Printful store, fulfilment orders are recorded in the database for the artist, who
 * prints and ships them herself; a refunded one is marked canceled.
 */
export class LocalFulfilment implements FulfilmentService {
  readonly name = 'local';

  constructor(private readonly db: Queryable) {}

  async submit(order: FulfilmentRequest): Promise<{ fulfilmentOrderId: string }> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO local_fulfilment_orders (id, external_id, recipient, items)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (external_id) DO UPDATE SET external_id = EXCLUDED.external_id
       RETURNING id`,
      [
        `pf_local_${randomBytes(8).toString('hex')}`,
        order.orderId,
        JSON.stringify(order.recipient),
        JSON.stringify(order.items),
      ],
    );
    return { fulfilmentOrderId: row!.id };
  }

  async cancel(orderId: string): Promise<{ canceled: boolean; status: string }> {
    await this.db.query(`UPDATE local_fulfilment_orders SET canceled_at = now() WHERE external_id = $1`, [orderId]);
    return { canceled: true, status: 'canceled' };
  }

  async report(orderId: string): Promise<FulfilmentReport | undefined> {
    const [row] = await this.db.query<{ canceled_at: Date | null }>(
      'SELECT canceled_at FROM local_fulfilment_orders WHERE external_id = $1',
      [orderId],
    );
    return row && { status: row.canceled_at ? 'canceled' : 'pending', shipments: [] };
  }
}
