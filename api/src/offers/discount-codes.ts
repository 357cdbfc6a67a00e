import type { DiscountCodeState, DiscountCodeSummary, NewDiscountCode } from 'shared-contracts/offers-desk';
import { discountRefusals, normalizeDiscountCode, type AppliedDiscount } from 'shared-contracts/offers';
import type { DiscountTarget, DiscountTerms } from 'shared-contracts/pricing';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';
import { Refusal } from '../domain/refusal';

interface CodeRow {
  id: string;
  code: string;
  kind: DiscountTerms['kind'];
  value: number;
  applies_to: DiscountTarget;
  min_subtotal_cents: number | null;
  starts_at: Date;
  ends_at: Date | null;
  max_uses: number | null;
  once_per_email: boolean;
  ended_at: Date | null;
}

const codeColumns = `id, code, kind, value, applies_to, min_subtotal_cents, starts_at, ends_at, max_uses, once_per_email, ended_at`;

const termsOf = (row: CodeRow): DiscountTerms => ({
  kind: row.kind,
  value: row.value,
  appliesTo: row.applies_to,
  minSubtotalCents: row.min_subtotal_cents,
});

const emailKey = (email: string) => email.trim().toLowerCase();

/** `December 1, 2026`, in the site's own words for a day. */
const dayOf = (at: Date) => at.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

function stateOf(row: CodeRow, now: Date): DiscountCodeState {
  if (row.ended_at || (row.ends_at && row.ends_at <= now)) return 'ended';
  return row.starts_at > now ? 'scheduled' : 'live';
}

/** A use of a code by an order, as the checkout records it. */
export interface DiscountUse {
  orderId: string;
  email: string;
  discountCents: number;
}

/** A code taken for an order being placed: its terms, and how to record the order's use of it. */
export interface TakenCode extends AppliedDiscount {
  record(use: DiscountUse): Promise<void>;
}

/**
 * Her discount codes. A code's terms price the order by the one rule in shared-contracts; here
 * is what decides whether a code may be used now: its dates, its uses and its buyers. A use is
 * taken in the order's own transaction with the code's row locked, so a code limited to N uses
 * is used at most N times however many checkouts race for it; a payment that fails or is
 * canceled gives its use back.
 */
export class DiscountCodes {
  constructor(private readonly db: Database) {}

  async create(code: NewDiscountCode): Promise<void> {
    const [created] = await this.db.query(
      `INSERT INTO discount_codes (id, code, code_key, kind, value, applies_to, min_subtotal_cents, starts_at, ends_at,
         max_uses, once_per_email)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (code_key) DO NOTHING RETURNING id`,
      [
        newId('code'),
        code.code.trim(),
        normalizeDiscountCode(code.code),
        code.kind,
        code.value,
        code.appliesTo,
        code.minSubtotalCents,
        code.startsAt,
        code.endsAt,
        code.maxUses,
        code.oncePerEmail,
      ],
    );
    if (!created) {
      throw new Refusal('conflict', `code: There is a code “${code.code.trim()}” already. Please choose another.`);
    }
  }

  /** Ends a code at once; false when there is no such code. */
  async end(id: string): Promise<boolean> {
    const ended = await this.db.query(
      'UPDATE discount_codes SET ended_at = coalesce(ended_at, now()) WHERE id = $1 RETURNING id',
      [id],
    );
    return ended.length > 0;
  }

  /** Every code, newest first, with its uses and what its paid orders came to. */
  async list(now = new Date()): Promise<DiscountCodeSummary[]> {
    const rows = await this.db.query<CodeRow & { uses: number; sales_cents: number; discount_cents: number }>(
      `SELECT ${codeColumns.replace(/(\w+)/g, 'c.$1')},
              count(u.order_id) FILTER (WHERE u.released_at IS NULL)::int AS uses,
              coalesce(sum(o.total_cents) FILTER (WHERE o.payment_state IN ('paid', 'partly_refunded')), 0)::int AS sales_cents,
              coalesce(sum(u.discount_cents) FILTER (WHERE o.payment_state IN ('paid', 'partly_refunded')), 0)::int AS discount_cents
         FROM discount_codes c
         LEFT JOIN discount_uses u ON u.code_id = c.id
         LEFT JOIN orders o ON o.id = u.order_id
        GROUP BY c.id
        ORDER BY c.created_at DESC, c.id`,
    );
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      terms: termsOf(row),
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at?.toISOString() ?? null,
      maxUses: row.max_uses,
      oncePerEmail: row.once_per_email,
      state: stateOf(row, now),
      uses: row.uses,
      salesCents: row.sales_cents,
      discountCents: row.discount_cents,
    }));
  }

  /** A code's terms, if it may be used now (by `email`, when given); else a refusal saying why. */
  async check(code: string, email?: string): Promise<AppliedDiscount> {
    const row = await this.usable(this.db, code, email);
    return { code: row.code, terms: termsOf(row) };
  }

  /**
   * Takes one use of a code for an order, in the order's transaction, and answers its terms;
   * refused when it may not be used now. The code's row stays locked until the order is stored,
   * so the count of uses the next checkout reads includes this one.
   */
  async take(tx: Queryable, code: string, email: string): Promise<TakenCode> {
    const row = await this.usable(tx, code, email, 'FOR UPDATE');
    return {
      code: row.code,
      terms: termsOf(row),
      record: async (use) => {
        await tx.query(
          `INSERT INTO discount_uses (order_id, code_id, email_key, discount_cents) VALUES ($1, $2, $3, $4)
           ON CONFLICT (order_id) DO NOTHING`,
          [use.orderId, row.id, emailKey(use.email), use.discountCents],
        );
      },
    };
  }

  /** The terms of a code as she wrote them, ended or not; null for a code there is no longer. */
  async termsOfCode(code: string): Promise<DiscountTerms | null> {
    const [row] = await this.db.query<CodeRow>(`SELECT ${codeColumns} FROM discount_codes WHERE code_key = $1`, [
      normalizeDiscountCode(code),
    ]);
    return row ? termsOf(row) : null;
  }

  /** The order's payment failed or was canceled: its use of a code counts no more. */
  async release(tx: Queryable, orderId: string): Promise<void> {
    await tx.query('UPDATE discount_uses SET released_at = now() WHERE order_id = $1 AND released_at IS NULL', [
      orderId,
    ]);
  }

  /**
   * The order was paid after all, after its payment had failed: its use counts again, unless
   * the code was used up meanwhile (false: the buyer kept the discount, for her to know).
   */
  async restore(tx: Queryable, orderId: string): Promise<boolean> {
    const [use] = await tx.query<{ code_id: string; email_key: string }>(
      'SELECT code_id, email_key FROM discount_uses WHERE order_id = $1 AND released_at IS NOT NULL',
      [orderId],
    );
    if (!use) return true;
    const [row] = await tx.query<CodeRow>(`SELECT ${codeColumns} FROM discount_codes WHERE id = $1 FOR UPDATE`, [
      use.code_id,
    ]);
    if (await this.limitReached(tx, row!, use.email_key)) return false;
    await tx.query('UPDATE discount_uses SET released_at = NULL WHERE order_id = $1', [orderId]);
    return true;
  }

  private async usable(db: Queryable, typed: string, email: string | undefined, lock = ''): Promise<CodeRow> {
    const [row] = await db.query<CodeRow & { now: Date }>(
      `SELECT ${codeColumns}, now() AS now FROM discount_codes WHERE code_key = $1 ${lock}`,
      [normalizeDiscountCode(typed)],
    );
    if (!row) throw new Refusal('not-found', discountRefusals.unknown(typed.trim()));
    const state = stateOf(row, row.now);
    if (state === 'ended') throw new Refusal('gone', discountRefusals.ended(row.code));
    if (state === 'scheduled') {
      throw new Refusal('conflict', discountRefusals.notStarted(row.code, dayOf(row.starts_at)));
    }
    const reached = await this.limitReached(db, row, email ? emailKey(email) : undefined);
    if (reached === 'uses') throw new Refusal('conflict', discountRefusals.usedUp(row.code));
    if (reached === 'buyer') throw new Refusal('conflict', discountRefusals.alreadyUsed(row.code));
    return row;
  }

  /**
   * Which of a code's limits its uses have reached: its number of uses, or its one use by the
   * buyer of `email` (when known); undefined while it may be used once more.
   */
  private async limitReached(
    db: Queryable,
    row: CodeRow,
    email: string | undefined,
  ): Promise<'uses' | 'buyer' | undefined> {
    const [uses] = await db.query<{ total: number; by_buyer: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE email_key = $2)::int AS by_buyer
         FROM discount_uses WHERE code_id = $1 AND released_at IS NULL`,
      [row.id, email ?? ''],
    );
    if (row.max_uses !== null && uses!.total >= row.max_uses) return 'uses';
    if (row.once_per_email && email !== undefined && uses!.by_buyer > 0) return 'buyer';
    return undefined;
  }
}
