import type { Queryable } from '../db/database';
import { newId } from '../db/ids';

/**
 * Where a payment stands. Only the processor's word that it succeeded makes it `paid`; a
 * payment still processing (a bank debit) stays `pending`.
 */
export type PaymentState = 'pending' | 'paid' | 'failed' | 'partly_refunded' | 'refunded' | 'canceled';

/** What caused a change: the visitor's request, a processor's webhook, or our own background work. */
export type ChangeSource =
  'request' | 'stripe-webhook' | 'printful-webhook' | 'settlement' | 'fulfilment' | 'hosted-page' | 'studio';

export type PaymentChange =
  | { to: 'paid'; reference: string; amountCents?: number }
  | { to: 'failed' | 'canceled'; reason: string }
  | { to: 'partly_refunded' | 'refunded'; amountRefundedCents: number };

/** Told of each change of a payment once it is recorded: its transaction has committed. */
export type PaymentChangeListener = (kind: PaymentSubject['kind'], to: PaymentChange['to']) => void;

/**
 * The states each change may leave. A refund may come before the success it follows (webhooks
 * arrive in any order), so it is taken from any earlier state; a late success after a refund,
 * or a late failure after a success, changes nothing.
 */
const reachableFrom: Record<PaymentChange['to'], readonly PaymentState[]> = {
  paid: ['pending', 'failed'],
  failed: ['pending'],
  canceled: ['pending'],
  partly_refunded: ['pending', 'failed', 'paid', 'partly_refunded'],
  refunded: ['pending', 'failed', 'paid', 'partly_refunded'],
};

export interface PaymentSubject {
  kind: 'order' | 'payment_session';
  id: string;
}

const tables = { order: 'orders', payment_session: 'payment_sessions' } as const;

/** The columns a change sets besides the state, and their values. */
function recordedWith(kind: PaymentSubject['kind'], change: PaymentChange): [string[], unknown[]] {
  switch (change.to) {
    case 'paid':
      return kind === 'order'
        ? [
            ['payment_intent_id', 'payment_error'],
            [change.reference, null],
          ]
        : [
            ['payment_reference', 'amount_paid_cents', 'paid_at'],
            [change.reference, change.amountCents ?? null, new Date().toISOString()],
          ];
    case 'failed':
      return kind === 'order' ? [['payment_error'], [change.reason]] : [[], []];
    case 'partly_refunded':
    case 'refunded':
      return [['amount_refunded_cents'], [change.amountRefundedCents]];
    case 'canceled':
      return [[], []];
  }
}

/** Whether a payment standing at `current` moves on with `change`. */
export function movesOn(current: { state: PaymentState; amountRefundedCents: number }, change: PaymentChange): boolean {
  if (!reachableFrom[change.to].includes(current.state)) return false;
  // A second partial refund moves on only with a larger refunded amount.
  return (
    !(change.to === 'partly_refunded' && current.state === 'partly_refunded') ||
    change.amountRefundedCents > current.amountRefundedCents
  );
}

/**
 * Moves a payment to a new state if it may go there, and records the change with its time and
 * source, in the caller's transaction (the row stays locked until it ends). Undefined when the
 * payment is already there or past it: a change happens once, however often and in whatever
 * order the news of it arrives.
 */
export async function changePaymentState(
  tx: Queryable,
  subject: PaymentSubject,
  change: PaymentChange,
  source: ChangeSource,
): Promise<{ from: PaymentState } | undefined> {
  const table = tables[subject.kind];
  const [current] = await tx.query<{ payment_state: PaymentState; amount_refunded_cents: number }>(
    `SELECT payment_state, amount_refunded_cents FROM ${table} WHERE id = $1 FOR UPDATE`,
    [subject.id],
  );
  if (!current) return undefined;
  if (!movesOn({ state: current.payment_state, amountRefundedCents: current.amount_refunded_cents }, change)) {
    return undefined;
  }
  const { to, ...detail } = change;
  const [assignments, values] = recordedWith(subject.kind, change);
  await tx.query(
    `UPDATE ${table} SET ${['payment_state = $2', ...assignments.map((column, i) => `${column} = $${i + 3}`)].join(', ')}
     WHERE id = $1`,
    [subject.id, to, ...values],
  );
  await recordChange(tx, subject, 'payment', current.payment_state, to, source, detail);
  return { from: current.payment_state };
}

/** Keeps one change of state for the timeline and the record. */
export async function recordChange(
  tx: Queryable,
  subject: PaymentSubject,
  aspect: 'payment' | 'fulfilment' | 'artist' | 'project',
  from: string,
  to: string,
  source: ChangeSource,
  detail: object = {},
): Promise<void> {
  await tx.query(
    `INSERT INTO state_changes (id, subject_kind, subject_id, aspect, from_state, to_state, source, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [newId('chg'), subject.kind, subject.id, aspect, from, to, source, JSON.stringify(detail)],
  );
}
