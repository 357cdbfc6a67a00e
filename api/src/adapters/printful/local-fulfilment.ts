import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { FulfilmentRequest, FulfilmentService } from './fulfilment';

/** Without a Printful store, fulfilment orders are recorded in the database for the artist. */
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
}
