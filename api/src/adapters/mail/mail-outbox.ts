import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { newId } from '../../db/ids';
import type { MailTransport, OutgoingMail } from './mail-transport';

interface OutboxRow {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body_text: string;
  attempts: number;
}

const maxRetryDelayMs = 60 * 60 * 1000;
const deliveryLease = "interval '2 minutes'";

/**
 * Every e-mail is written to the outbox first, in the same transaction as what it reports,
 * and delivered afterwards: a failing mail server delays a message but never loses it. A
 * message with a dedupe key is stored once however often it is enqueued.
 */
export class MailOutbox {
  constructor(
    private readonly db: Queryable,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly retryBaseMs: number,
  ) {}

  /** Stores a message; returns its id, or undefined when its dedupe key was used before. */
  async enqueue(mail: OutgoingMail & { dedupeKey?: string }, tx: Queryable = this.db): Promise<string | undefined> {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO mail_outbox (id, dedupe_key, to_address, reply_to, subject, body_text)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [newId('mail'), mail.dedupeKey ?? null, mail.to, mail.replyTo ?? null, mail.subject, mail.text],
    );
    return row?.id;
  }

  /** Tries to deliver one stored message now; a failure schedules a retry. */
  async deliver(id: string): Promise<void> {
    const [claimed] = await this.db.query<OutboxRow>(
      `UPDATE mail_outbox SET next_attempt_at = now() + ${deliveryLease}
       WHERE id = $1 AND status = 'pending' AND next_attempt_at <= now()
       RETURNING id, to_address, reply_to, subject, body_text, attempts`,
      [id],
    );
    if (!claimed) return;
    try {
      await this.transport.send({
        to: claimed.to_address,
        replyTo: claimed.reply_to ?? undefined,
        subject: claimed.subject,
        text: claimed.body_text,
      });
      await this.db.query(
        `UPDATE mail_outbox SET status = $2, attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = $1`,
        [id, this.transport.name === 'smtp' ? 'sent' : 'logged'],
      );
    } catch (error) {
      const delay = Math.min(this.retryBaseMs * 2 ** claimed.attempts, maxRetryDelayMs);
      const message = (error as Error).message;
      await this.db.query(
        `UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3 WHERE id = $1`,
        [id, message, new Date(Date.now() + delay).toISOString()],
      );
      this.log.warn(
        { mailId: id, attempt: claimed.attempts + 1, retryInMs: delay, err: message },
        'e-mail not delivered; kept for a retry',
      );
    }
  }

  /** Delivers in the background: the caller's answer does not wait for the mail server. */
  deliverSoon(ids: (string | undefined)[]): void {
    for (const id of ids) {
      if (id)
        this.deliver(id).catch((error: unknown) =>
          this.log.error({ err: error, mailId: id }, 'e-mail delivery failed'),
        );
    }
  }

  /** Delivers every message whose time has come. */
  async deliverDue(): Promise<void> {
    const due = await this.db.query<{ id: string }>(
      `SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now() ORDER BY next_attempt_at LIMIT 50`,
    );
    for (const { id } of due) await this.deliver(id);
  }
}
