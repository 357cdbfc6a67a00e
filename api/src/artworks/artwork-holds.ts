import { originalUnavailableMessage } from 'shared-contracts/cart';
import { originalHoldMinutes } from 'shared-contracts/shop-terms';
import type { Queryable } from '../db/database';
import { newId } from '../db/ids';

/** A piece another buyer holds or bought first: refused before any charge. */
export class ArtworkUnavailableError extends Error {
  override name = 'ArtworkUnavailableError';
  constructor(readonly title: string) {
    super(originalUnavailableMessage(title));
  }
}

interface HeldPiece {
  id: string;
  title: string;
  status: string;
}

/**
 * The holds that make an original sell once. A checkout takes them in the transaction that
 * stores its order, with each piece's row locked (`SELECT … FOR UPDATE`), so two buyers, on
 * one server or several, cannot both hold a piece; the partial unique index on active holds
 * makes that a rule of the database too. A hold ends when the payment succeeds (the piece is
 * sold), fails or is canceled, or when it expires and another buyer comes.
 */
export class ArtworkHolds {
  /** `released` hears of the pieces a payment that failed or was canceled set free, in its transaction. */
  constructor(private readonly released: (tx: Queryable, artworkIds: string[]) => Promise<void> = async () => {}) {}

  /** Holds every piece for the order, or refuses the first that is not free; the caller's transaction rolls back. */
  async take(tx: Queryable, orderId: string, artworkIds: readonly string[]): Promise<void> {
    // Always in the same order, so two checkouts of the same pieces never wait on each other in a circle.
    for (const artworkId of [...new Set(artworkIds)].sort()) {
      const [piece] = await tx.query<HeldPiece>('SELECT id, title, status FROM artworks WHERE id = $1 FOR UPDATE', [
        artworkId,
      ]);
      if (!piece) throw new ArtworkUnavailableError('This piece');
      if (piece.status !== 'available') throw new ArtworkUnavailableError(piece.title);
      const [active] = await tx.query<{ id: string; live: boolean; payment_state: string }>(
        `SELECT h.id, h.expires_at > now() AS live, o.payment_state
           FROM artwork_holds h JOIN orders o ON o.id = h.order_id
          WHERE h.artwork_id = $1 AND h.released_at IS NULL`,
        [artworkId],
      );
      if (active) {
        if (active.live || active.payment_state === 'paid') throw new ArtworkUnavailableError(piece.title);
        await tx.query(`UPDATE artwork_holds SET released_at = now(), outcome = 'released' WHERE id = $1`, [active.id]);
      }
      await tx.query(
        `INSERT INTO artwork_holds (id, artwork_id, order_id, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
        [newId('hold'), artworkId, orderId, originalHoldMinutes],
      );
    }
  }

  /**
   * The order is paid: each piece it still holds is sold. Returns the pieces it no longer held
   * (the hold expired and another buyer took or bought the piece), whose payment must be refunded.
   */
  async sell(tx: Queryable, orderId: string, artworkIds: readonly string[]): Promise<string[]> {
    const held = await tx.query<{ artwork_id: string }>(
      `UPDATE artwork_holds SET released_at = now(), outcome = 'sold'
        WHERE order_id = $1 AND released_at IS NULL RETURNING artwork_id`,
      [orderId],
    );
    const sold = held.map((row) => row.artwork_id);
    if (sold.length)
      await tx.query(`UPDATE artworks SET status = 'sold', updated_at = now() WHERE id = ANY($1)`, [sold]);
    return artworkIds.filter((id) => !sold.includes(id));
  }

  /** The payment failed, was canceled or expired: the pieces are free again. */
  async release(tx: Queryable, orderId: string): Promise<void> {
    const freed = await tx.query<{ artwork_id: string }>(
      `UPDATE artwork_holds SET released_at = now(), outcome = 'released'
        WHERE order_id = $1 AND released_at IS NULL RETURNING artwork_id`,
      [orderId],
    );
    if (freed.length)
      await this.released(
        tx,
        freed.map((row) => row.artwork_id),
      );
  }
}
