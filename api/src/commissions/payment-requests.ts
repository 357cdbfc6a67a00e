import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  commissionPageUrl,
  paymentRequestPath,
  privateKeySchema,
  type PaymentRequestState,
} from 'shared-contracts/commissions';
import type { DeskPaymentRequest } from 'shared-contracts/commissions-desk';
import { formatCents, fromCents } from 'shared-contracts/pricing';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import type { PaymentStateName } from 'shared-contracts/studio-desk';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';
import { Refusal } from '../domain/refusal';
import { routeRateLimit } from '../http/rate-limits';
import type { JobQueue } from '../jobs/job-queue';
import { render } from '../mail/mail-blocks';
import type { MailOutbox } from '../mail/mail-outbox';
import { addDays, morningOf } from '../domain/days';
import type { PaymentSessionRow } from '../design-service/payment-sessions';
import { linkOpeningLimit } from '../design-service/payment-links';
import { moveStage, tell } from './commission-story';

export type RequestPurpose = 'deposit' | 'balance' | 'other';

export interface PaymentRequestRow {
  id: string;
  link_key: string;
  commission_id: string | null;
  purpose: RequestPurpose;
  title: string;
  client_name: string;
  client_email: string;
  amount_cents: number;
  /** YYYY-MM-DD. */
  due_on: string;
  created_at: Date;
  canceled_at: Date | null;
  paid_at: Date | null;
  /** What its payments brought, less none: payments made after it was settled are not counted. */
  credited_cents: number;
  refunded_cents: number;
  /** The commission's page key, for the links to the client's page. */
  page_key: string | null;
}

export interface NewRequest {
  commissionId: string | null;
  purpose: RequestPurpose;
  title: string;
  clientName: string;
  clientEmail: string;
  amountCents: number;
  dueOn: string;
}

const selectRequests = `
  SELECT r.id, r.link_key, r.commission_id, r.purpose, r.title, r.client_name, r.client_email, r.amount_cents,
         r.due_on::text AS due_on, r.created_at, r.canceled_at, r.paid_at, c.page_key,
         coalesce(sum(coalesce(s.amount_paid_cents, s.amount_cents)) FILTER (WHERE NOT s.paid_twice), 0)::int
           AS credited_cents,
         coalesce(sum(s.amount_refunded_cents) FILTER (WHERE NOT s.paid_twice), 0)::int AS refunded_cents
    FROM payment_requests r
    LEFT JOIN commissions c ON c.id = r.commission_id
    LEFT JOIN payment_sessions s ON s.payment_request_id = r.id
         AND s.payment_state IN ('paid', 'partly_refunded', 'refunded')`;
const grouped = 'GROUP BY r.id, c.page_key';

/** What is still owed on a request: nothing once canceled. */
export const owedCents = (row: PaymentRequestRow) =>
  row.canceled_at ? 0 : Math.max(0, row.amount_cents - row.credited_cents);

export function stateOf(row: PaymentRequestRow): PaymentRequestState {
  if (row.credited_cents >= row.amount_cents) return 'paid';
  if (row.canceled_at) return 'canceled';
  return row.credited_cents > 0 ? 'partly_paid' : 'open';
}

export const requestLinkUrl = (publicUrl: string, key: string) => `${publicUrl}${paymentRequestPath}${key}`;

/** A reminder's kind, and when it goes: two mornings before the due date, and the morning after it. */
const reminderQueue = 'payment-reminder';
type Reminder = { requestId: string; kind: 'before' | 'after'; dueOn: string };
const reminderOffsets = { before: -2, after: 1 } as const;

export interface PaymentRequestDeps {
  db: Database;
  jobs: JobQueue;
  outbox: Pick<MailOutbox, 'enqueue'>;
  publicUrl: string;
  artistEmail: string;
  timeZone: string;
  retryMs: number;
}

/**
 * What she asks her clients to pay, each by a due date. The amount comes from her record, never
 * from the browser; each payment page is opened for what is still owed then, and a payment is
 * counted against the request as it was actually paid, once.
 */
export class PaymentRequests {
  constructor(private readonly deps: PaymentRequestDeps) {
    deps.jobs.define<Reminder>(reminderQueue, (reminder) => this.remind(reminder), {
      baseMs: deps.retryMs,
      describe: ({ requestId }) => `Reminding a client of payment request ${requestId}`,
    });
  }

  /** Makes a request and, in the same transaction, the e-mail that asks for it and its reminders. */
  async create(tx: Queryable, request: NewRequest): Promise<string> {
    const id = newId('preq');
    await tx.query(
      `INSERT INTO payment_requests (id, link_key, commission_id, purpose, title, client_name, client_email, amount_cents,
         due_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        randomBytes(32).toString('base64url'),
        request.commissionId,
        request.purpose,
        request.title,
        request.clientName,
        request.clientEmail,
        request.amountCents,
        request.dueOn,
      ],
    );
    const row = (await this.find(tx, id))!;
    await this.deps.outbox.enqueue(this.askingMail(row), tx);
    if (row.commission_id) {
      await tell(tx, row.commission_id, {
        kind: 'payment_requested',
        by: 'artist',
        title: `Payment requested: ${formatCents(row.amount_cents)} for ${row.title}, due ${readableDay(row.due_on)}`,
      });
    }
    await this.scheduleReminders(tx, row);
    return id;
  }

  async find(db: Queryable, id: string): Promise<PaymentRequestRow | undefined> {
    const [row] = await db.query<PaymentRequestRow>(`${selectRequests} WHERE r.id = $1 ${grouped}`, [id]);
    return row;
  }

  async ofCommission(db: Queryable, commissionId: string): Promise<PaymentRequestRow[]> {
    return db.query<PaymentRequestRow>(
      `${selectRequests} WHERE r.commission_id = $1 ${grouped} ORDER BY r.created_at, r.id`,
      [commissionId],
    );
  }

  /** The one-off jobs' requests, newest first. */
  async oneOff(): Promise<PaymentRequestRow[]> {
    return this.deps.db.query<PaymentRequestRow>(
      `${selectRequests} WHERE r.commission_id IS NULL ${grouped} ORDER BY r.created_at DESC, r.id DESC`,
    );
  }

  /** A new amount or due date for a request nothing was paid on in full; its reminders follow the new date. */
  async change(id: string, amountCents: number, dueOn: string): Promise<PaymentRequestRow> {
    return this.deps.db.transaction(async (tx) => {
      const row = await this.lockOpen(tx, id);
      if (amountCents < row.credited_cents) {
        throw new Refusal(
          'conflict',
          `${formatCents(row.credited_cents)} is paid on this request already: please ask for at least that.`,
        );
      }
      await tx.query('UPDATE payment_requests SET amount_cents = $2, due_on = $3 WHERE id = $1', [
        id,
        amountCents,
        dueOn,
      ]);
      const changed = (await this.find(tx, id))!;
      if (changed.credited_cents >= changed.amount_cents) {
        await tx.query('UPDATE payment_requests SET paid_at = clock_timestamp() WHERE id = $1', [id]);
      }
      await this.scheduleReminders(tx, changed);
      return (await this.find(tx, id))!;
    });
  }

  async cancel(id: string): Promise<PaymentRequestRow> {
    return this.deps.db.transaction(async (tx) => {
      const row = await this.lockOpen(tx, id);
      await tx.query('UPDATE payment_requests SET canceled_at = clock_timestamp() WHERE id = $1', [id]);
      if (row.commission_id) {
        await tell(tx, row.commission_id, {
          kind: 'payment_requested',
          by: 'artist',
          title: `Payment request canceled: ${row.title}`,
        });
      }
      return (await this.find(tx, id))!;
    });
  }

  /**
   * Counts a paid session against its request, in the payment's transaction, with the request's
   * row locked so that payments of one request are counted one at a time. A payment that comes
   * after the request was paid in full or canceled is not counted: it is `paidTwice`, for her
   * to give back. Otherwise answers the request as it now stands.
   */
  async paid(
    tx: Queryable,
    session: PaymentSessionRow,
  ): Promise<{ paidTwice: true } | { paidTwice: false; request: PaymentRequestRow; inFull: boolean }> {
    const requestId = session.payment_request_id!;
    await tx.query('SELECT id FROM payment_requests WHERE id = $1 FOR UPDATE', [requestId]);
    const before = await this.creditedWithout(tx, requestId, session.id);
    const request = (await this.find(tx, requestId))!;
    if (request.canceled_at || before >= request.amount_cents) {
      await tx.query('UPDATE payment_sessions SET paid_twice = true WHERE id = $1', [session.id]);
      return { paidTwice: true };
    }
    const paidCents = session.amount_paid_cents ?? session.amount_cents;
    const inFull = before + paidCents >= request.amount_cents;
    if (inFull) await tx.query('UPDATE payment_requests SET paid_at = clock_timestamp() WHERE id = $1', [requestId]);
    if (request.commission_id) {
      await tell(tx, request.commission_id, {
        kind: 'payment',
        by: 'payment',
        title: `Paid: ${formatCents(paidCents)} for ${request.title}`,
      });
      // The deposit paid in full starts the project; the balance paid in full at Ready makes it paid.
      if (inFull && request.purpose === 'deposit') {
        await moveStage(tx, request.commission_id, 'accepted', 'deposit_paid', 'payment');
      }
      if (inFull && request.purpose === 'balance')
        await moveStage(tx, request.commission_id, 'ready', 'paid', 'payment');
    }
    return { paidTwice: false, request: (await this.find(tx, requestId))!, inFull };
  }

  /** A refund of a session paid on a request, told in its project's story. */
  async refunded(tx: Queryable, session: PaymentSessionRow, refundedCents: number): Promise<void> {
    const request = await this.find(tx, session.payment_request_id!);
    if (!request?.commission_id) return;
    await tell(tx, request.commission_id, {
      kind: 'refund',
      by: 'payment',
      title: `Refunded: ${formatCents(refundedCents)} of the payment for ${request.title}`,
    });
  }

  /** What a paid session's receipt says comes next. */
  nextSteps(request: PaymentRequestRow): string[] {
    const owed = owedCents(request);
    return [
      owed > 0 ? `${formatCents(owed)} is still to pay on ${request.title}.` : `${request.title} is paid in full.`,
      ...(request.page_key
        ? [
            'Your project’s page shows every step and payment:',
            commissionPageUrl(this.deps.publicUrl, request.page_key),
          ]
        : []),
    ];
  }

  /** Her desk's view of a request, with each payment page paid for it. */
  async deskView(db: Queryable, row: PaymentRequestRow): Promise<DeskPaymentRequest> {
    const payments = await db.query<{
      amount_cents: number;
      amount_paid_cents: number | null;
      amount_refunded_cents: number;
      payment_state: PaymentStateName;
      paid_at: Date | null;
      created_at: Date;
      payment_reference: string | null;
      paid_twice: boolean;
    }>(
      `SELECT amount_cents, amount_paid_cents, amount_refunded_cents, payment_state, paid_at, created_at,
              payment_reference, paid_twice
         FROM payment_sessions
        WHERE payment_request_id = $1 AND payment_state IN ('paid', 'partly_refunded', 'refunded')
        ORDER BY paid_at, id`,
      [row.id],
    );
    const reminders = await db.query<{ kind: 'before' | 'after'; sent_at: Date }>(
      'SELECT kind, sent_at FROM payment_request_reminders WHERE request_id = $1 ORDER BY sent_at',
      [row.id],
    );
    return {
      id: row.id,
      commissionId: row.commission_id,
      clientName: row.client_name,
      clientEmail: row.client_email,
      title: row.title,
      amount: fromCents(row.amount_cents),
      paid: fromCents(row.credited_cents - row.refunded_cents),
      dueOn: row.due_on,
      state: stateOf(row),
      link: requestLinkUrl(this.deps.publicUrl, row.link_key),
      createdAt: row.created_at.toISOString(),
      payments: payments.map((payment) => ({
        asked: fromCents(payment.amount_cents),
        paid: fromCents(payment.amount_paid_cents ?? payment.amount_cents),
        refunded: fromCents(payment.amount_refunded_cents),
        state: payment.payment_state,
        paidAt: (payment.paid_at ?? payment.created_at).toISOString(),
        reference: payment.payment_reference,
        paidTwice: payment.paid_twice,
      })),
      reminders: reminders.map((reminder) => ({ kind: reminder.kind, sentAt: reminder.sent_at.toISOString() })),
    };
  }

  private async creditedWithout(tx: Queryable, requestId: string, sessionId: string): Promise<number> {
    const [row] = await tx.query<{ cents: number }>(
      `SELECT coalesce(sum(coalesce(amount_paid_cents, amount_cents)), 0)::int AS cents FROM payment_sessions
        WHERE payment_request_id = $1 AND id <> $2 AND NOT paid_twice
          AND payment_state IN ('paid', 'partly_refunded', 'refunded')`,
      [requestId, sessionId],
    );
    return row!.cents;
  }

  private async lockOpen(tx: Queryable, id: string): Promise<PaymentRequestRow> {
    await tx.query('SELECT id FROM payment_requests WHERE id = $1 FOR UPDATE', [id]);
    const row = await this.find(tx, id);
    if (!row) throw new Refusal('not-found', 'There is no such payment request.');
    if (row.canceled_at) throw new Refusal('conflict', 'This payment request was canceled.');
    if (stateOf(row) === 'paid') throw new Refusal('conflict', 'This payment request is paid in full.');
    return row;
  }

  private async scheduleReminders(tx: Queryable, row: PaymentRequestRow): Promise<void> {
    const now = new Date();
    for (const kind of ['before', 'after'] as const) {
      const runAt = morningOf(addDays(row.due_on, reminderOffsets[kind]), this.deps.timeZone);
      // A request made a day before it is due gets no reminder before it.
      if (kind === 'before' && runAt <= now) continue;
      await this.deps.jobs.enqueue<Reminder>(
        reminderQueue,
        { requestId: row.id, kind, dueOn: row.due_on },
        { key: `payment-reminder:${row.id}:${kind}:${row.due_on}`, runAt },
        tx,
      );
    }
  }

  /** Sends a reminder, once, if the request is still owed and still due on the day it was set for. */
  private async remind({ requestId, kind, dueOn }: Reminder): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM payment_requests WHERE id = $1 FOR UPDATE', [requestId]);
      const row = await this.find(tx, requestId);
      if (!row || row.due_on !== dueOn || owedCents(row) === 0) return;
      const [first] = await tx.query(
        `INSERT INTO payment_request_reminders (request_id, kind, due_on) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING request_id`,
        [requestId, kind, dueOn],
      );
      if (first) await this.deps.outbox.enqueue(this.reminderMail(row, kind), tx);
    });
  }

  private askingMail(row: PaymentRequestRow) {
    return {
      to: row.client_email,
      replyTo: this.deps.artistEmail,
      subject: `Payment request: ${row.title}`,
      ...render([
        `Hi ${row.client_name},`,
        `${siteConfig.artistName} asks for ${formatCents(row.amount_cents)} for ${row.title}, due ${readableDay(row.due_on)}.`,
        { link: requestLinkUrl(this.deps.publicUrl, row.link_key), label: 'Pay securely' },
        ...this.pageLink(row),
        'With gratitude,',
        siteConfig.artistName,
      ]),
    };
  }

  private reminderMail(row: PaymentRequestRow, kind: 'before' | 'after') {
    const owed = formatCents(owedCents(row));
    return {
      to: row.client_email,
      replyTo: this.deps.artistEmail,
      subject: kind === 'before' ? `Reminder: ${row.title} is due ${readableDay(row.due_on)}` : `Overdue: ${row.title}`,
      ...render([
        `Hi ${row.client_name},`,
        kind === 'before'
          ? `A friendly reminder: ${owed} for ${row.title} is due ${readableDay(row.due_on)}.`
          : `${owed} for ${row.title} was due ${readableDay(row.due_on)} and is not paid yet.`,
        { link: requestLinkUrl(this.deps.publicUrl, row.link_key), label: 'Pay securely' },
        ...this.pageLink(row),
        'If you have paid already, thank you, and please disregard this e-mail.',
        siteConfig.artistName,
      ]),
    };
  }

  private pageLink(row: PaymentRequestRow) {
    return row.page_key
      ? [{ link: commissionPageUrl(this.deps.publicUrl, row.page_key), label: 'Your project’s page' }]
      : [];
  }
}

/** `December 11, 2026`. */
export const readableDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });

const notFoundPage = `<!doctype html><title>Payment request not found</title>
<p>This payment request does not exist. Please check the address in your e-mail, or reply to that e-mail to ask ${siteConfig.artistName} for a new one.</p>`;
const canceledPage = `<!doctype html><title>Payment request canceled</title>
<p>This payment request was canceled, so nothing is owed on it. If you have questions, please reply to the e-mail it came with.</p>`;

/**
 * GET {paymentRequestPath}{key}: a client's payment request. While something is owed, each
 * opening starts a hosted payment page for what is owed then; a paid request shows the client's
 * page, or the site's confirmation for a one-off job.
 */
export function paymentRequestsRoute(
  app: FastifyInstance,
  deps: {
    publicUrl: string;
    db: Queryable;
    requests: PaymentRequests;
    servicePayments: { startRequested(request: PaymentRequestRow, amountCents: number): Promise<{ url: string }> };
  },
): void {
  app.get<{ Params: { key: string } }>(
    `${paymentRequestPath}:key`,
    { config: { rateLimit: routeRateLimit(linkOpeningLimit) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const key = privateKeySchema.safeParse(request.params.key);
      const [found] = key.success
        ? await deps.db.query<{ id: string }>('SELECT id FROM payment_requests WHERE link_key = $1', [key.data])
        : [];
      const row = found && (await deps.requests.find(deps.db, found.id));
      if (!row) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage);
      const owed = owedCents(row);
      if (owed > 0) {
        const { url } = await deps.servicePayments.startRequested(row, owed);
        request.log.info({ requestId: row.id }, 'payment request opened');
        return reply.redirect(url, 303);
      }
      if (row.page_key) return reply.redirect(commissionPageUrl(deps.publicUrl, row.page_key), 303);
      const [paid] = await deps.db.query<{ id: string }>(
        `SELECT id FROM payment_sessions WHERE payment_request_id = $1 AND paid_at IS NOT NULL AND NOT paid_twice
          ORDER BY paid_at DESC LIMIT 1`,
        [row.id],
      );
      if (!paid) return reply.code(410).type('text/html; charset=utf-8').send(canceledPage);
      const query = new URLSearchParams({ session_id: paid.id });
      return reply.redirect(`${deps.publicUrl}${sitePaths.paymentSuccess}?${query}`, 303);
    },
  );
}
