import type { Queryable } from '../db/database';

export interface PaymentSessionRow {
  id: string;
  provider: string;
  project_type: string;
  amount_cents: number;
  client_name: string;
  email: string;
  phone: string;
  status: 'open' | 'paid';
  amount_paid_cents: number | null;
  success_url: string;
  cancel_url: string;
  notified_at: string | null;
}

const columns = `id, provider, project_type, amount_cents, client_name, email, phone, status, amount_paid_cents,
  success_url, cancel_url, notified_at`;

/** Hosted payment sessions: every one is stored, with its payment and its notification. */
export class PaymentSessions {
  constructor(private readonly db: Queryable) {}

  async insert(session: Omit<PaymentSessionRow, 'status' | 'amount_paid_cents' | 'notified_at'>): Promise<void> {
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

  async find(id: string): Promise<PaymentSessionRow | undefined> {
    const [row] = await this.db.query<PaymentSessionRow>(`SELECT ${columns} FROM payment_sessions WHERE id = $1`, [id]);
    return row;
  }

  /** Records the payment; a session already paid keeps its first record. */
  async markPaid(
    id: string,
    amountPaidCents: number,
    reference: string | undefined,
  ): Promise<PaymentSessionRow | undefined> {
    await this.db.query(
      `UPDATE payment_sessions SET status = 'paid', amount_paid_cents = $2, payment_reference = $3, paid_at = now()
       WHERE id = $1 AND status = 'open'`,
      [id, amountPaidCents, reference ?? null],
    );
    return this.find(id);
  }

  /** True for exactly one caller per paid session: the one that must send the e-mails. */
  async claimNotification(id: string, tx: Queryable = this.db): Promise<boolean> {
    const claimed = await tx.query(
      `UPDATE payment_sessions SET notified_at = now() WHERE id = $1 AND status = 'paid' AND notified_at IS NULL RETURNING id`,
      [id],
    );
    return claimed.length === 1;
  }
}
