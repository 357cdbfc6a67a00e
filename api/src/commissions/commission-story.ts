import { commissionStageLabels, type CommissionStage, type StoryEntry } from 'shared-contracts/commissions';
import type { Queryable } from '../db/database';
import { newId } from '../db/ids';

/** One thing that happened to a commission, as its story keeps it. */
export interface StoryItem {
  kind: StoryEntry['kind'];
  by: StoryEntry['by'];
  title: string;
  text?: string;
  photoIds?: readonly string[];
}

/** Adds to a commission's story, in the caller's transaction; the commission counts as changed now. */
export async function tell(tx: Queryable, commissionId: string, item: StoryItem): Promise<string> {
  const id = newId('story');
  await tx.query(
    `INSERT INTO commission_story (id, commission_id, kind, by_whom, title, body, photo_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, commissionId, item.kind, item.by, item.title, item.text ?? '', JSON.stringify(item.photoIds ?? [])],
  );
  await tx.query('UPDATE commissions SET updated_at = clock_timestamp() WHERE id = $1', [commissionId]);
  return id;
}

/** The stages whose story entry says more than the stage's name, told by whoever moved it there. */
const toldApart: readonly CommissionStage[] = ['sent', 'changes_requested', 'accepted'];

/**
 * Moves a commission from `from` to `to`, in the caller's transaction, and tells it; false when
 * it no longer stood at `from` (a payment and her hand crossed).
 */
export async function moveStage(
  tx: Queryable,
  commissionId: string,
  from: CommissionStage,
  to: CommissionStage,
  by: StoryEntry['by'] = 'artist',
): Promise<boolean> {
  const [moved] = await tx.query(
    'UPDATE commissions SET stage = $3, updated_at = clock_timestamp() WHERE id = $1 AND stage = $2 RETURNING id',
    [commissionId, from, to],
  );
  if (moved && !toldApart.includes(to)) {
    await tell(tx, commissionId, { kind: 'stage', by, title: commissionStageLabels[to] });
  }
  return moved !== undefined;
}
