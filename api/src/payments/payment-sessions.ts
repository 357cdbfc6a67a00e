import type { Queryable } from '../db/database';
import type { PaymentState } from './payment-states';

export interface PaymentSessionRow {
  id: string;
  provider: string;
  project_type: string;
  amount_cents: number;
  client_name: string;
  email: string;
  phone: string;
  payment_state: PaymentState;
  amount_paid_cents: number | null;
  payment_reference: string | null;
  success_url: string;
  cancel_url: string;
}

const columns = `id, provider, project_type, amount_cents, client_name, email, phone, payment_state, amount_paid_cents,
  payment_reference, success_url, cancel_url`;

/** Whether a session's payment was taken and is not wholly given back. */
export const isPaid = (session: Pick<PaymentSessionRow, 'payment_state'>) =>
  session.payment_state === 'paid' || session.payment_state === 'partly_refunded';

/** Hosted payment sessions: every one is stored, with its payment; its changes go through payment-states. */
export class PaymentSessions {
  constructor(private readonly db: Queryable) {}

  async insert(
    session: Omit<PaymentSessionRow, 'payment_state' | 'amount_paid_cents' | 'payment_reference'>,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO payment_sessions (id, provider, project_type, amount_cents, client_name, email, phone, success_url, cancel_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        session.id,
        session.provider,
        session.project_type,
        session.amount_cents,
        session.client_name,
        session.email,
        session.phone,
        session.success_url,
        session.cancel_url,
      ],
    );
  }

  async find(id: string, tx: Queryable = this.db): Promise<PaymentSessionRow | undefined> {
    const [row] = await tx.query<PaymentSessionRow>(`SELECT ${columns} FROM payment_sessions WHERE id = $1`, [id]);
    return row;
  }

  /** The session paid by a processor's payment (a Stripe PaymentIntent), if any. */
  async findByReference(reference: string): Promise<PaymentSessionRow | undefined> {
    const [row] = await this.db.query<PaymentSessionRow>(
      `SELECT ${columns} FROM payment_sessions WHERE payment_reference = $1`,
      [reference],
    );
    return row;
  }
}
