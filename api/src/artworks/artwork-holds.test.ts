import { originalUnavailableMessage } from 'shared-contracts/cart';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { newId } from '../db/ids';
import { migrate } from '../db/migrate';
import { OrdersRepository } from '../orders/orders-repository';
import { pendingOrder } from '../testing/order-fixtures';
import { testEngines } from '../testing/test-databases';
import { ArtworkHolds, ArtworkUnavailableError } from './artwork-holds';
import { ArtworksRepository } from './artworks-repository';

/** How visitors see each piece now: Available, Reserved or Sold. */
async function shown(db: Database) {
  const artworks = new ArtworksRepository(db, { pictures: async () => new Map() });
  return (await artworks.publicList()).map((artwork) => artwork.status);
}

async function storeArtwork(db: Database, title: string): Promise<string> {
  const id = newId('art');
  await db.query(
    `INSERT INTO artworks (id, slug, title, width_in, height_in, price_cents, status, position)
     VALUES ($1, $2, $3, 16, 20, 120000, 'available', 0)`,
    [id, id.toLowerCase().replace(/_/g, '-'), title],
  );
  return id;
}

/** A buyer's checkout: stores the order and holds the piece in one transaction, or neither. */
async function checkout(db: Database, holds: ArtworkHolds, artworkId: string): Promise<string> {
  const orders = new OrdersRepository(db);
  return db.transaction(async (tx) => {
    const { order } = await orders.insertPending(pendingOrder(), tx);
    await holds.take(tx, order.id, [artworkId]);
    return order.id;
  });
}

describe.each(testEngines)('holds on originals, on $label', (engine) => {
  async function withDatabase(work: (db: Database) => Promise<void>) {
    const target = await engine.create();
    const db = await openDatabase(target.config);
    try {
      await migrate(db);
      await work(db);
    } finally {
      await db.close();
      await target.drop();
    }
  }

  it('lets one of 20 checkouts at once hold a piece; the others are refused, and keep no order', () =>
    withDatabase(async (db) => {
      const holds = new ArtworkHolds();
      const artworkId = await storeArtwork(db, 'Still Waters');
      const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => checkout(db, holds, artworkId)));

      const held = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      expect(held).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ArtworkUnavailableError);
      }
      const [{ count }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders')) as [
        { count: number },
      ];
      expect(count).toBe(1);
    }));

  it('sells the piece when the payment succeeds, and frees it when the payment fails', () =>
    withDatabase(async (db) => {
      const holds = new ArtworkHolds();
      const failing = await storeArtwork(db, 'Morning Psalm');
      const first = await checkout(db, holds, failing);
      await expect(checkout(db, holds, failing)).rejects.toThrow(originalUnavailableMessage('Morning Psalm'));
      expect(await shown(db)).toEqual(['reserved']);

      await db.transaction((tx) => holds.release(tx, first));
      const second = await checkout(db, holds, failing);
      expect(await db.transaction((tx) => holds.sell(tx, second, [failing]))).toEqual([]);
      const [piece] = await db.query<{ status: string }>('SELECT status FROM artworks WHERE id = $1', [failing]);
      expect(piece!.status).toBe('sold');
      expect(await shown(db)).toEqual(['sold']);
      await expect(checkout(db, holds, failing)).rejects.toBeInstanceOf(ArtworkUnavailableError);
    }));

  it('lets a new buyer take a piece whose hold expired unpaid, and names it for a refund if the late payment succeeds', () =>
    withDatabase(async (db) => {
      const holds = new ArtworkHolds();
      const artworkId = await storeArtwork(db, 'Harvest Hills');
      const late = await checkout(db, holds, artworkId);
      await db.query(`UPDATE artwork_holds SET expires_at = now() - interval '1 second'`);
      expect(await shown(db)).toEqual(['available']);

      const next = await checkout(db, holds, artworkId);
      expect(await db.transaction((tx) => holds.sell(tx, next, [artworkId]))).toEqual([]);
      expect(await db.transaction((tx) => holds.sell(tx, late, [artworkId]))).toEqual([artworkId]);
    }));
});
