import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';
import { Refusal } from '../domain/refusal';
import type { JobQueue } from '../jobs/job-queue';
import type { MailOutbox } from '../mail/mail-outbox';

export const pieceWatchQueue = 'piece-available-again';

export interface PieceWatchesDeps {
  db: Database;
  jobs: JobQueue;
  outbox: Pick<MailOutbox, 'enqueue'>;
  publicUrl: string;
  retryMs: number;
}

interface PieceNow {
  id: string;
  title: string;
  slug: string;
  status: string;
  /** When the hold a buyer's checkout has on it ends; null when none holds it. */
  held_until: Date | null;
}

/**
 * The visitors who asked, on a Reserved piece, to hear if it becomes available again. When the
 * hold ends without a sale (the payment failed, or it expired), each is written to once and
 * forgotten; when the piece sells, they are forgotten with no e-mail.
 */
export class PieceWatches {
  constructor(private readonly deps: PieceWatchesDeps) {
    deps.jobs.define<{ artworkId: string }>(pieceWatchQueue, ({ artworkId }) => this.check(artworkId), {
      baseMs: deps.retryMs,
      describe: async ({ artworkId }) => `Telling visitors whether piece ${artworkId} is available again`,
    });
  }

  /** Records the visitor's wish, and looks again when the piece's hold ends. */
  async watch(email: string, slug: string): Promise<void> {
    const piece = await this.pieceNow(this.deps.db, slug);
    if (!piece || piece.status === 'draft') throw new Refusal('not-found', 'This piece is not on the site.');
    const artworkId = piece.id;
    if (piece.status === 'sold') throw new Refusal('gone', `“${piece.title}” has been sold.`);
    await this.deps.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO piece_watches (id, artwork_id, email, email_key) VALUES ($1, $2, $3, $4)
         ON CONFLICT (artwork_id, email_key) DO NOTHING`,
        [newId('watch'), artworkId, email.trim(), email.trim().toLowerCase()],
      );
      await this.lookAgain(tx, artworkId, piece.held_until ?? new Date());
    });
  }

  /** A payment that failed or was canceled set these pieces free: their watchers hear now. */
  async released(tx: Queryable, artworkIds: readonly string[]): Promise<void> {
    for (const artworkId of artworkIds) await this.lookAgain(tx, artworkId, new Date());
  }

  private async lookAgain(tx: Queryable, artworkId: string, at: Date): Promise<void> {
    // A second later than the hold's end, so the hold has ended when the job looks.
    const runAt = new Date(at.getTime() + 1000);
    await this.deps.jobs.enqueue(
      pieceWatchQueue,
      { artworkId },
      { key: `${artworkId}@${runAt.toISOString()}`, runAt },
      tx,
    );
  }

  private async check(artworkId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const piece = await this.pieceNow(tx, artworkId);
      if (!piece || piece.status === 'sold') {
        await tx.query('DELETE FROM piece_watches WHERE artwork_id = $1', [artworkId]);
        return;
      }
      if (piece.held_until) return this.lookAgain(tx, artworkId, piece.held_until);
      if (piece.status !== 'available') return;
      const watchers = await tx.query<{ id: string; email: string }>(
        'DELETE FROM piece_watches WHERE artwork_id = $1 RETURNING id, email',
        [artworkId],
      );
      const link = `${this.deps.publicUrl}${sitePaths.artwork(piece.slug)}`;
      for (const watcher of watchers) {
        await this.deps.outbox.enqueue(
          {
            dedupeKey: `piece-watch:${watcher.id}`,
            to: watcher.email,
            subject: `“${piece.title}” is available again`,
            text: [
              `You asked us to tell you if “${piece.title}” became available again. It is: the buyer who held it did not complete the purchase, and it can be bought now.`,
              '',
              link,
              '',
              'We will not write to you about it again, and we no longer keep your address.',
              '',
              siteConfig.businessName,
            ].join('\n'),
          },
          tx,
        );
      }
    });
  }

  /** A piece, by its id or the address of its page, as it is now. */
  private async pieceNow(db: Queryable, idOrSlug: string): Promise<PieceNow | undefined> {
    const [piece] = await db.query<PieceNow>(
      `SELECT a.id, a.title, a.slug, a.status,
              (SELECT max(h.expires_at) FROM artwork_holds h
                WHERE h.artwork_id = a.id AND h.released_at IS NULL AND h.expires_at > now()) AS held_until
         FROM artworks a WHERE a.id = $1 OR a.slug = $1`,
      [idOrSlug],
    );
    return piece;
  }
}
