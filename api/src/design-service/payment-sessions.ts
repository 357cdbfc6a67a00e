import type { ProjectStatus } from 'shared-contracts/studio-desk';
import type { Queryable } from '../db/database';
import { recordChange, type ChangeSource, type PaymentState } from '../payments/payment-states';

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
  /** The artist's payment link the session was opened from, if any. */
  payment_link_id: string | null;
  /** The payment request the session was opened for, if any. */
  payment_request_id: string | null;
}

const columns = `id, provider, project_type, amount_cents, client_name, email, phone, payment_state, amount_paid_cents,
  payment_reference, success_url, cancel_url, payment_link_id, payment_request_id`;

/** What a payment page was opened from: one of her payment links, or a payment request. */
export interface StalePagesOf {
  kind: 'link' | 'request';
  id: string;
}

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
      `INSERT INTO payment_sessions
         (id, provider, project_type, amount_cents, client_name, email, phone, success_url, cancel_url, payment_link_id,
          payment_request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
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
        session.payment_link_id,
        session.payment_request_id,
      ],
    );
  }

  /**
   * The pages opened from a payment link or for a payment request and not yet paid, at another
   * amount than `amountCents`.
   */
  async openAtOtherAmount(opener: StalePagesOf, amountCents: number): Promise<PaymentSessionRow[]> {
    const column = opener.kind === 'link' ? 'payment_link_id' : 'payment_request_id';
    return this.db.query<PaymentSessionRow>(
      `SELECT ${columns} FROM payment_sessions
        WHERE ${column} = $1 AND payment_state = 'pending' AND amount_cents <> $2`,
      [opener.id, amountCents],
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

  /**
   * Moves the project a paid session opened to `to`, and records the change, in the caller's
   * transaction; with `onlyFrom`, only a project standing there moves. False when it did not move.
   */
  async moveProject(
    id: string,
    to: ProjectStatus,
    source: ChangeSource,
    tx: Queryable,
    onlyFrom?: ProjectStatus,
  ): Promise<boolean> {
    const [current] = await tx.query<{ project_status: ProjectStatus }>(
      'SELECT project_status FROM payment_sessions WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!current || current.project_status === to || (onlyFrom && current.project_status !== onlyFrom)) return false;
    await tx.query('UPDATE payment_sessions SET project_status = $2 WHERE id = $1', [id, to]);
    await recordChange(tx, { kind: 'payment_session', id }, 'project', current.project_status, to, source);
    return true;
  }
}
