import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMail } from 'shared-contracts/list-desk';
import { redactText } from 'shared-contracts/redaction';
import type { Queryable } from '../db/database';
import { newId } from '../db/ids';
import type { JobQueue } from '../jobs/job-queue';
import { jobsTable } from '../jobs/job-table';
import type { MailTransport, OutgoingMail } from './mail-transport';

/** A message as it is kept: with a dedupe key, it is stored (and sent) once however often it is enqueued. */
export interface StoredMail extends OutgoingMail {
  dedupeKey?: string;
  /** Its text holds a secret (a gift card's code): once an SMTP server has it, it is kept without the secret. */
  holdsSecret?: boolean;
}

interface OutboxRow {
  id: string;
  dedupe_key: string | null;
  status: 'pending' | 'sent' | 'logged';
  to_address: string;
  reply_to: string | null;
  subject: string;
  body_text: string;
  body_html: string | null;
  holds_secret: boolean;
}

/** A message stored and not delivered: to whom, about what, and the key it was stored under. */
export interface UndeliveredMail {
  id: string;
  dedupeKey: string | null;
  to: string;
  subject: string;
}

export const deliveryQueue = 'deliver-mail';

/**
 * Every e-mail is written to the outbox first, in the same transaction as what it reports,
 * with a delivery job beside it: a failing mail server delays a message but never loses it,
 * and however many servers run, one delivers it.
 */
export class MailOutbox {
  constructor(
    private readonly db: Queryable,
    private readonly transport: MailTransport,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
    retryBaseMs: number,
  ) {
    jobs.define<{ mailId: string }>(deliveryQueue, ({ mailId }) => this.deliver(mailId), {
      baseMs: retryBaseMs,
      describe: async ({ mailId }) => {
        const mail = await this.find(mailId);
        return mail ? `Delivering the e-mail “${mail.subject}” to ${mail.to_address}` : `Delivering e-mail ${mailId}`;
      },
    });
  }

  /** The dedupe key a stored message was enqueued with, if any. */
  async dedupeKeyOf(id: string): Promise<string | undefined> {
    return (await this.find(id))?.dedupe_key ?? undefined;
  }

  /** Stores a message and its delivery; returns its id, or undefined when its dedupe key was used before. */
  async enqueue(mail: StoredMail, tx: Queryable = this.db): Promise<string | undefined> {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO mail_outbox (id, dedupe_key, to_address, reply_to, subject, body_text, body_html, holds_secret)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [
        newId('mail'),
        mail.dedupeKey ?? null,
        mail.to,
        mail.replyTo ?? null,
        mail.subject,
        mail.text,
        mail.html ?? null,
        mail.holdsSecret ?? false,
      ],
    );
    if (!row) return undefined;
    await this.jobs.enqueue(deliveryQueue, { mailId: row.id }, { key: `mail:${row.id}` }, tx);
    return row.id;
  }

  /**
   * The messages not delivered yet: `queued`, while their delivery will still be tried, and
   * `failed`, once it was given up (the artist was told; the message stays in the outbox).
   */
  async counts(): Promise<{ queued: number; failed: number }> {
    const [counts] = await this.db.query<{ queued: number; failed: number }>(
      `SELECT count(*) FILTER (WHERE delivering)::int AS queued, count(*) FILTER (WHERE NOT delivering)::int AS failed
       FROM (
         SELECT EXISTS (
           SELECT 1 FROM ${jobsTable} job
           WHERE job.name = $1 AND job.data->>'mailId' = mail.id AND job.state IN ('created', 'retry', 'active')
         ) AS delivering
         FROM mail_outbox mail WHERE mail.status = 'pending'
       ) undelivered`,
      [deliveryQueue],
    );
    return counts!;
  }

  /** The messages among `ids` that are not delivered, with the key each was stored under. */
  async undelivered(ids: readonly string[]): Promise<UndeliveredMail[]> {
    return this.db.query<UndeliveredMail>(
      `SELECT id, dedupe_key AS "dedupeKey", to_address AS "to", subject FROM mail_outbox
       WHERE id = ANY($1::text[]) AND status = 'pending'`,
      [ids],
    );
  }

  /** Keeps a message, with no SMTP server to deliver it, where her studio's outbox shows it. */
  async keep(mail: OutgoingMail, tx: Queryable = this.db): Promise<void> {
    await tx.query(
      `INSERT INTO mail_outbox (id, to_address, reply_to, subject, body_text, body_html, status, sent_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'logged', now())`,
      [newId('mail'), mail.to, mail.replyTo ?? null, mail.subject, mail.text, mail.html ?? null],
    );
  }

  /** The newest messages, sent, kept or waiting, with both parts. */
  async newest(limit: number): Promise<OutboxMail[]> {
    const rows = await this.db.query<OutboxRow & { created_at: Date }>(
      `SELECT id, status, to_address, subject, body_text, body_html, created_at FROM mail_outbox
       ORDER BY created_at DESC, id LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      status: row.status,
      at: row.created_at.toISOString(),
      text: row.body_text,
      html: row.body_html,
    }));
  }

  /** Sends one stored message; a failure is thrown, and the job queue retries it later. */
  private async deliver(id: string): Promise<void> {
    const mail = await this.find(id);
    if (mail?.status !== 'pending') return;
    await this.transport.send({
      to: mail.to_address,
      replyTo: mail.reply_to ?? undefined,
      subject: mail.subject,
      text: mail.body_text,
      html: mail.body_html ?? undefined,
    });
    const sent = this.transport.name === 'smtp';
    await this.db.query(
      `UPDATE mail_outbox SET status = $2, sent_at = now(), body_text = $3, body_html = $4 WHERE id = $1`,
      [
        id,
        sent ? 'sent' : 'logged',
        ...(sent && mail.holds_secret
          ? [redactText(mail.body_text), mail.body_html && redactText(mail.body_html)]
          : [mail.body_text, mail.body_html]),
      ],
    );
    this.log.info({ mailId: id }, 'e-mail delivered');
  }

  private async find(id: string): Promise<OutboxRow | undefined> {
    const [mail] = await this.db.query<OutboxRow>(
      `SELECT id, dedupe_key, status, to_address, reply_to, subject, body_text, body_html, holds_secret FROM mail_outbox WHERE id = $1`,
      [id],
    );
    return mail;
  }
}
