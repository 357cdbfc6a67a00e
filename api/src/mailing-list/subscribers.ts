import { randomBytes } from 'node:crypto';
import { listLinkSpentMessage, type ListSource, type SubscriberState } from 'shared-contracts/mailing-list';
import {
  subscriberPageSize,
  type ImportResult,
  type Subscriber,
  type SubscriberList,
} from 'shared-contracts/list-desk';
import { mailboxPattern } from 'shared-contracts/mailbox';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';
import { Refusal } from '../domain/refusal';
import { toCsv } from '../http/csv';
import type { JobQueue } from '../jobs/job-queue';
import type { MailOutbox } from '../mail/mail-outbox';

interface SubscriberRow {
  id: string;
  email: string;
  state: SubscriberState;
  source: ListSource;
  piece_title: string | null;
  token: string;
  signed_up_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}

export interface SubscribersDeps {
  db: Database;
  jobs: JobQueue;
  outbox: Pick<MailOutbox, 'enqueue'>;
  publicUrl: string;
}

/** How long an address that was never confirmed, and one that unsubscribed, are kept (the privacy page says so). */
export const keptUnconfirmedDays = 30;
export const keptUnsubscribedDays = 2 * 365;

const forgetQueue = 'forget-old-subscribers';

const emailKey = (email: string) => email.trim().toLowerCase();
const newToken = () => randomBytes(24).toString('base64url');
const spent = () => new Refusal('not-found', listLinkSpentMessage);

const toSubscriber = (row: SubscriberRow): Subscriber => ({
  email: row.email,
  state: row.state,
  source: row.source,
  pieceTitle: row.piece_title,
  signedUpAt: row.signed_up_at.toISOString(),
  confirmedAt: row.confirmed_at?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribed_at?.toISOString() ?? null,
});

/** The first address a line of her CSV holds, in any column, quoted or not. */
function addressIn(line: string): string | undefined {
  for (const field of line.split(/[,;\t]/)) {
    const candidate = field.trim().replace(/^"|"$/g, '').trim();
    if (candidate.length <= 254 && mailboxPattern.test(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The people who asked to hear about new work, with the record of their consent. An address
 * joins pending, gets a confirmation e-mail, and receives news only once its owner followed the
 * link; a second sign-up of the same address changes nothing and answers the same.
 */
export class Subscribers {
  constructor(private readonly deps: SubscribersDeps) {
    deps.jobs.define(forgetQueue, () => this.forgetExpired().then(() => undefined), {
      baseMs: 60 * 60 * 1000,
      describe: async () => 'Forgetting the addresses kept longer than the privacy page says',
    });
    deps.jobs.schedule(forgetQueue, '40 3 * * *');
  }

  /**
   * Records a sign-up, unless the address is on the list already. A pending or unsubscribed
   * address is sent a confirmation again, at most one a day; a confirmed one nothing.
   */
  async signUp(email: string, source: ListSource, pieceTitle: string | null = null): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.query<SubscriberRow>(
        `INSERT INTO list_subscribers (id, email, email_key, state, source, piece_title, token)
         VALUES ($1, $2, $3, 'pending', $4, $5, $6)
         ON CONFLICT (email_key) DO UPDATE SET email_key = EXCLUDED.email_key
         RETURNING *`,
        [newId('sub'), email.trim(), emailKey(email), source, pieceTitle, newToken()],
      );
      await this.askToConfirm(tx, row!);
    });
  }

  /** Her own addresses, one a line: new ones join as imported and are sent a confirmation. */
  async import(csv: string): Promise<ImportResult> {
    const result: ImportResult = { added: 0, known: 0, refused: [] };
    const lines = csv.split(/\r\n|\n|\r/);
    await this.deps.db.transaction(async (tx) => {
      for (const [index, line] of lines.entries()) {
        if (!line.trim()) continue;
        const email = addressIn(line);
        if (!email) {
          // A first line of column names is not an address to refuse.
          if (index > 0 || /@/.test(line)) result.refused.push({ line: index + 1, text: line.slice(0, 200) });
          continue;
        }
        const [row] = await tx.query<SubscriberRow>(
          `INSERT INTO list_subscribers (id, email, email_key, state, source, token)
           VALUES ($1, $2, $3, 'pending', 'import', $4)
           ON CONFLICT (email_key) DO NOTHING RETURNING *`,
          [newId('sub'), email, emailKey(email), newToken()],
        );
        if (!row) {
          result.known += 1;
          continue;
        }
        result.added += 1;
        await this.askToConfirm(tx, row);
      }
    });
    return result;
  }

  /** The address's owner followed the confirmation link: from now on it gets news. */
  async confirm(token: string): Promise<void> {
    const [row] = await this.deps.db.query<{ state: SubscriberState }>(
      `UPDATE list_subscribers
          SET state = 'confirmed', unsubscribed_at = NULL,
              confirmed_at = CASE WHEN state = 'confirmed' THEN confirmed_at ELSE clock_timestamp() END
        WHERE token = $1 RETURNING state`,
      [token],
    );
    if (!row) throw spent();
  }

  /** One click, from a letter's link or a mail client's List-Unsubscribe-Post: no more news. */
  async unsubscribe(token: string): Promise<void> {
    const [row] = await this.deps.db.query<{ id: string }>(
      `UPDATE list_subscribers
          SET state = 'unsubscribed',
              unsubscribed_at = CASE WHEN state = 'unsubscribed' THEN unsubscribed_at ELSE clock_timestamp() END
        WHERE token = $1 RETURNING id`,
      [token],
    );
    if (!row) throw spent();
  }

  /** Counts by state, confirmed by source, and the newest addresses holding `search`. */
  async list(search: string): Promise<SubscriberList> {
    const { db } = this.deps;
    const [counts] = await db.query<SubscriberList['counts']>(
      `SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending,
              count(*) FILTER (WHERE state = 'confirmed')::int AS confirmed,
              count(*) FILTER (WHERE state = 'unsubscribed')::int AS unsubscribed
         FROM list_subscribers`,
    );
    const confirmedBySource = await db.query<SubscriberList['confirmedBySource'][number]>(
      `SELECT source, count(*)::int AS count FROM list_subscribers WHERE state = 'confirmed'
        GROUP BY source ORDER BY count DESC, source`,
    );
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const [matching] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM list_subscribers WHERE email_key LIKE $1`,
      [pattern],
    );
    const rows = await db.query<SubscriberRow>(
      `SELECT * FROM list_subscribers WHERE email_key LIKE $1 ORDER BY signed_up_at DESC, id LIMIT $2`,
      [pattern, subscriberPageSize],
    );
    return { counts: counts!, confirmedBySource, subscribers: rows.map(toSubscriber), matching: matching!.count };
  }

  /** Every address with its consent record, as CSV, oldest first. */
  async export(): Promise<string> {
    const rows = await this.deps.db.query<SubscriberRow>(`SELECT * FROM list_subscribers ORDER BY signed_up_at, id`);
    return toCsv(
      ['email', 'state', 'source', 'piece', 'signed_up_at', 'confirmed_at', 'unsubscribed_at'],
      rows
        .map(toSubscriber)
        .map((each) => [
          each.email,
          each.state,
          each.source,
          each.pieceTitle,
          each.signedUpAt,
          each.confirmedAt,
          each.unsubscribedAt,
        ]),
    );
  }

  /** Forgets the addresses kept longer than the privacy page says. */
  async forgetExpired(): Promise<number> {
    const forgotten = await this.deps.db.query<{ id: string }>(
      `DELETE FROM list_subscribers
        WHERE (state = 'pending' AND signed_up_at < now() - make_interval(days => $1))
           OR (state = 'unsubscribed' AND unsubscribed_at < now() - make_interval(days => $2))
        RETURNING id`,
      [keptUnconfirmedDays, keptUnsubscribedDays],
    );
    return forgotten.length;
  }

  private async askToConfirm(tx: Queryable, row: SubscriberRow): Promise<void> {
    if (row.state === 'confirmed') return;
    const [due] = await tx.query<{ id: string }>(
      `UPDATE list_subscribers SET confirmation_sent_at = clock_timestamp()
        WHERE id = $1 AND (confirmation_sent_at IS NULL OR confirmation_sent_at < clock_timestamp() - interval '1 day')
        RETURNING id`,
      [row.id],
    );
    if (!due) return;
    const link = `${this.deps.publicUrl}${sitePaths.listConfirm}#${row.token}`;
    const { artistName, businessName } = siteConfig;
    await this.deps.outbox.enqueue(
      {
        to: row.email,
        subject: `Please confirm: news of new work from ${businessName}`,
        text: [
          'Hello,',
          '',
          `Someone, we hope you, asked to hear from ${artistName} when she has new paintings, print releases and markets.`,
          '',
          'To confirm, follow this link:',
          link,
          '',
          'If it was not you, ignore this e-mail: nothing more will be sent to this address.',
          '',
          `${artistName}, ${businessName}`,
        ].join('\n'),
      },
      tx,
    );
  }
}
