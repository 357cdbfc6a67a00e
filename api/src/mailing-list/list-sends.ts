import type { FastifyBaseLogger } from 'fastify';
import type { Letter, LetterPreview, ListSend, SendState } from 'shared-contracts/list-desk';
import { oneClickUnsubscribePath } from 'shared-contracts/mailing-list';
import { sitePaths } from 'shared-contracts/site-config';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';
import { Refusal } from '../domain/refusal';
import type { JobQueue } from '../jobs/job-queue';
import type { MailOutbox } from '../mail/mail-outbox';
import { MailRefusedError, type OutgoingMail, type SmtpTransport } from '../mail/mail-transport';
import { piecesIn, renderLetter, type LetterPiece } from './letters';

export const listSendQueue = 'send-to-list';

/** How many letters of a send are handed to the mail server at once. */
const lanes = 4;
/** How many recipients a lane's batch reads at a time. */
const batchSize = 200;

interface SendRow {
  id: string;
  subject: string;
  body: string;
  state: SendState;
  send_at: Date;
  finished_at: Date | null;
}

interface Recipient {
  subscriber_id: string;
  email: string;
  token: string;
  state: string;
}

export interface ListSendsDeps {
  db: Database;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  outbox: Pick<MailOutbox, 'keep'>;
  /** Her mail server; without one, every letter is kept in the outbox instead. */
  smtp?: Pick<SmtpTransport, 'sendRecorded' | 'close'>;
  /** The pieces a letter shows, by id. */
  pieces(ids: readonly string[]): Promise<Map<string, LetterPiece>>;
  publicUrl: string;
  /** Letters handed to her mail server per minute, at most: her provider's limit. */
  perMinute: number;
  retryMs: number;
}

/** The subscriber's own links: the page that unsubscribes, and the address a mail client posts to. */
export function unsubscribeLinks(publicUrl: string, token: string) {
  return {
    page: `${publicUrl}${sitePaths.listUnsubscribe}#${token}`,
    oneClick: `${publicUrl}${oneClickUnsubscribePath}${token}`,
  };
}

/** Keeps the pace of a send: one letter every 60 000 / perMinute ms, across its lanes. */
class Pace {
  private next = Date.now();
  constructor(private readonly gapMs: number) {}

  async turn(): Promise<void> {
    const now = Date.now();
    const at = Math.max(this.next, now);
    this.next = at + this.gapMs;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
}

/**
 * Her letters to the list. A send is a job: when it starts, the confirmed subscribers are fixed
 * as its recipients, and each is sent the letter once, marked sent before the mail server is
 * told the message is complete; a process that dies mid-send leaves the rest to the job's next
 * run, in this process or another, which sends only what was not recorded. One send goes out at
 * a time, at the pace of her provider's limit; another due meanwhile starts after it.
 */
export class ListSends {
  constructor(private readonly deps: ListSendsDeps) {
    deps.jobs.define<{ sendId: string }>(listSendQueue, ({ sendId }) => this.run(sendId), {
      baseMs: deps.retryMs,
      describe: async ({ sendId }) => {
        const [send] = await deps.db.query<SendRow>('SELECT subject FROM list_sends WHERE id = $1', [sendId]);
        return send ? `Sending the letter “${send.subject}” to her list` : `Sending letter ${sendId} to her list`;
      },
    });
  }

  /** The letter as a subscriber receives it, with that subscriber's unsubscribe links. */
  async render(letter: Letter, token: string) {
    const pieces = await this.deps.pieces(piecesIn(letter.body));
    return this.letterFor(letter, pieces, token);
  }

  /** Closes the mail server connections kept for sends. */
  close(): void {
    this.deps.smtp?.close();
  }

  /** Stores a send for `sendAt` (now when left out), and its job. */
  async schedule(letter: Letter, sendAt = new Date()): Promise<ListSend[]> {
    if (sendAt.getTime() < Date.now() - 60_000) throw new Refusal('invalid', 'Please choose a time in the future');
    await this.render(letter, 'check');
    const id = newId('send');
    await this.deps.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO list_sends (id, subject, body, state, send_at) VALUES ($1, $2, $3, 'scheduled', $4)`,
        [id, letter.subject.trim(), letter.body.trim(), sendAt],
      );
      await this.deps.jobs.enqueue(listSendQueue, { sendId: id }, { key: id, runAt: sendAt }, tx);
    });
    return this.list();
  }

  /** Cancels a send that has not started. */
  async cancel(id: string): Promise<ListSend[]> {
    const [canceled] = await this.deps.db.query<{ id: string }>(
      `UPDATE list_sends SET state = 'canceled', finished_at = clock_timestamp()
        WHERE id = $1 AND state = 'scheduled' RETURNING id`,
      [id],
    );
    if (!canceled) throw new Refusal('conflict', 'This send has started or ended, so it cannot be canceled.');
    return this.list();
  }

  /** The newest sends, each with what became of it. */
  async list(): Promise<ListSend[]> {
    const rows = await this.deps.db.query<
      SendRow & { recipients: number; sent: number; bounced: number; unsubscribed_since: number }
    >(
      `SELECT s.id, s.subject, s.state, s.send_at, s.finished_at,
              count(r.subscriber_id)::int AS recipients,
              count(*) FILTER (WHERE r.state = 'sent')::int AS sent,
              count(*) FILTER (WHERE r.state = 'bounced')::int AS bounced,
              count(*) FILTER (WHERE r.state = 'sent' AND sub.unsubscribed_at > r.sent_at)::int AS unsubscribed_since
         FROM (SELECT * FROM list_sends ORDER BY send_at DESC, id LIMIT 50) s
         LEFT JOIN list_send_recipients r ON r.send_id = s.id
         LEFT JOIN list_subscribers sub ON sub.id = r.subscriber_id
        GROUP BY s.id, s.subject, s.state, s.send_at, s.finished_at
        ORDER BY s.send_at DESC, s.id`,
    );
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      state: row.state,
      sendAt: row.send_at.toISOString(),
      finishedAt: row.finished_at?.toISOString() ?? null,
      recipients: row.recipients,
      sent: row.sent,
      bounced: row.bounced,
      unsubscribedSince: row.unsubscribed_since,
    }));
  }

  /** One run of a send's job: starts it if it has not started, then sends what is still to send. */
  private async run(sendId: string): Promise<void> {
    const { db } = this.deps;
    const [send] = await db.query<SendRow>('SELECT * FROM list_sends WHERE id = $1', [sendId]);
    if (!send || send.state === 'canceled' || send.state === 'sent') return;
    if (send.state === 'scheduled' && !(await this.start(sendId))) {
      // One send at a time, so her provider's limit holds: this one waits for the other to end.
      const runAt = new Date(Date.now() + this.deps.retryMs);
      await this.deps.jobs.enqueue(listSendQueue, { sendId }, { key: `${sendId}@${runAt.toISOString()}`, runAt });
      return;
    }
    const pieces = await this.deps.pieces(piecesIn(send.body));
    const pace = new Pace(60_000 / this.deps.perMinute);
    let failure: unknown;
    for (;;) {
      const batch = await db.query<Recipient>(
        `SELECT r.subscriber_id, sub.email, sub.token, sub.state FROM list_send_recipients r
           JOIN list_subscribers sub ON sub.id = r.subscriber_id
          WHERE r.send_id = $1 AND r.state = 'queued' ORDER BY r.subscriber_id LIMIT $2`,
        [sendId, batchSize],
      );
      if (batch.length === 0) break;
      const waiting = [...batch];
      await Promise.all(
        Array.from({ length: lanes }, async () => {
          for (let recipient = waiting.shift(); recipient && !failure; recipient = waiting.shift()) {
            await pace.turn();
            await this.sendTo(send, recipient, pieces).catch((error: unknown) => (failure ??= error));
          }
        }),
      );
      // A failure that may pass (the server unreachable, or busy) ends this run; the job's next run goes on.
      if (failure) throw failure;
    }
    await db.query(
      `UPDATE list_sends SET state = 'sent', finished_at = clock_timestamp() WHERE id = $1 AND state = 'sending'`,
      [sendId],
    );
    this.deps.log.info({ sendId }, 'letter sent to the list');
  }

  /**
   * Starts the send, unless another is going out: fixes its recipients, the subscribers confirmed
   * now. Answers whether it started (or had started already).
   */
  private async start(sendId: string): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      // Two sends starting at once in two processes: the lock lets one look at a time.
      await tx.query('LOCK TABLE list_sends IN SHARE ROW EXCLUSIVE MODE');
      const [other] = await tx.query<{ id: string }>(
        `SELECT id FROM list_sends WHERE state = 'sending' AND id <> $1 LIMIT 1`,
        [sendId],
      );
      if (other) return false;
      const [started] = await tx.query<{ id: string }>(
        `UPDATE list_sends SET state = 'sending' WHERE id = $1 AND state = 'scheduled' RETURNING id`,
        [sendId],
      );
      if (!started) return true;
      await tx.query(
        `INSERT INTO list_send_recipients (send_id, subscriber_id)
         SELECT $1, id FROM list_subscribers WHERE state = 'confirmed' ON CONFLICT DO NOTHING`,
        [sendId],
      );
      return true;
    });
  }

  private async sendTo(send: SendRow, recipient: Recipient, pieces: Map<string, LetterPiece>): Promise<void> {
    const { db } = this.deps;
    const where = [send.id, recipient.subscriber_id];
    // Unsubscribed since the send started: not a recipient any more.
    if (recipient.state !== 'confirmed') {
      await db.query(
        `DELETE FROM list_send_recipients WHERE send_id = $1 AND subscriber_id = $2 AND state = 'queued'`,
        where,
      );
      return;
    }
    const mail = { ...this.letterFor(send, pieces, recipient.token), to: recipient.email };
    const record = async (tx: Queryable) =>
      (
        await tx.query(
          `UPDATE list_send_recipients SET state = 'sent', sent_at = clock_timestamp()
            WHERE send_id = $1 AND subscriber_id = $2 AND state = 'queued' RETURNING send_id`,
          where,
        )
      ).length > 0;
    const { smtp } = this.deps;
    if (!smtp) {
      await db.transaction(async (tx) => {
        if (await record(tx)) await this.deps.outbox.keep(mail, tx);
      });
      return;
    }
    try {
      await smtp.sendRecorded(mail, () => record(db));
    } catch (error) {
      if (error instanceof MailRefusedError) {
        await db.query(
          `UPDATE list_send_recipients SET state = 'bounced', answer = $3 WHERE send_id = $1 AND subscriber_id = $2`,
          [...where, error.answer.slice(0, 500)],
        );
        return;
      }
      await db.query(
        `UPDATE list_send_recipients SET state = 'queued', sent_at = NULL WHERE send_id = $1 AND subscriber_id = $2`,
        where,
      );
      throw error;
    }
  }

  private letterFor(
    letter: Pick<Letter, 'subject' | 'body'>,
    pieces: Map<string, LetterPiece>,
    token: string,
  ): LetterPreview & Pick<OutgoingMail, 'headers'> {
    const links = unsubscribeLinks(this.deps.publicUrl, token);
    const { subject, text, html } = renderLetter(letter, pieces, {
      publicUrl: this.deps.publicUrl,
      unsubscribe: links.page,
    });
    return {
      subject,
      text,
      html,
      headers: {
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
}
