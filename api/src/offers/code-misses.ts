import { createHash } from 'node:crypto';
import { giftCardRefusals } from 'shared-contracts/offers';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import type { Database } from '../db/database';
import { Refusal } from '../domain/refusal';
import type { MailOutbox } from '../mail/mail-outbox';

/** Wrong gift card codes one address may try in a quarter of an hour before it is made to wait. */
export const missesAllowed = 5;
const missWindowMinutes = 15;
/** Wrong codes from one address in a day that look like guessing: she is told. */
const guessingMisses = 20;

export interface CodeMissesDeps {
  db: Database;
  outbox: Pick<MailOutbox, 'enqueue'>;
  artistEmail: string;
  publicUrl: string;
}

/**
 * The wrong gift card codes tried, by a hash of the visitor's address (never the address
 * itself). Kept in the database, so the limit holds across the site's processes: a few wrong
 * codes are a typo, many are someone guessing, who is slowed down, and she is told once a day.
 */
export class CodeMisses {
  constructor(private readonly deps: CodeMissesDeps) {}

  /** Refuses a visitor who tried too many wrong codes lately. */
  async guard(address: string): Promise<void> {
    const [recent] = await this.deps.db.query<{ misses: number }>(
      `SELECT count(*)::int AS misses FROM offer_code_misses
        WHERE address_key = $1 AND at > now() - make_interval(mins => $2)`,
      [keyOf(address), missWindowMinutes],
    );
    if (recent!.misses >= missesAllowed) throw new Refusal('too-many', giftCardRefusals.tooManyTries);
  }

  /** Counts a wrong code; at the count that looks like guessing, she gets an e-mail, once a day an address. */
  async record(address: string): Promise<void> {
    const key = keyOf(address);
    await this.deps.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM offer_code_misses WHERE at < now() - interval '2 days'`);
      await tx.query('INSERT INTO offer_code_misses (address_key) VALUES ($1)', [key]);
      const [today] = await tx.query<{ misses: number; day: string }>(
        `SELECT count(*)::int AS misses, to_char(now(), 'YYYY-MM-DD') AS day FROM offer_code_misses
          WHERE address_key = $1 AND at > now() - interval '1 day'`,
        [key],
      );
      if (today!.misses < guessingMisses) return;
      await this.deps.outbox.enqueue(
        {
          dedupeKey: `gift-card-guessing:${key}:${today!.day}`,
          to: this.deps.artistEmail,
          subject: 'Someone may be guessing gift card codes',
          text: [
            `${today!.misses} wrong gift card codes were tried from one address in the last day. Each try is slowed down after the first ${missesAllowed}, and a code has 16 letters and digits, so guessing one is hopeless; but you may want to know.`,
            '',
            `Your gift cards: ${this.deps.publicUrl}${sitePaths.studioOffers}`,
            '',
            siteConfig.businessName,
          ].join('\n'),
        },
        tx,
      );
    });
  }

  /** The addresses that tried many wrong codes in the last day, without the addresses. */
  async guessing(): Promise<{ lastTriedAt: string; wrongCodes: number }[]> {
    const rows = await this.deps.db.query<{ last_tried_at: Date; wrong_codes: number }>(
      `SELECT max(at) AS last_tried_at, count(*)::int AS wrong_codes FROM offer_code_misses
        WHERE at > now() - interval '1 day'
        GROUP BY address_key HAVING count(*) >= $1
        ORDER BY max(at) DESC`,
      [guessingMisses],
    );
    return rows.map((row) => ({ lastTriedAt: row.last_tried_at.toISOString(), wrongCodes: row.wrong_codes }));
  }
}

const keyOf = (address: string) => createHash('sha256').update(`offer-code-miss:${address}`).digest('hex').slice(0, 32);
