import { createHash, randomInt } from 'node:crypto';
import {
  formatGiftCardCode,
  giftCardAlphabet,
  giftCardCodeLength,
  giftCardRefusals,
  giftCardSendHour,
  normalizeGiftCardCode,
  type GiftCardBalance,
} from 'shared-contracts/offers';
import type { GiftCardEventKind, GiftCards as GiftCardList, GiftCardSummary } from 'shared-contracts/offers-desk';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';
import { morningOf, todayIn } from '../domain/days';
import { Refusal } from '../domain/refusal';
import type { JobQueue } from '../jobs/job-queue';
import type { MailOutbox } from '../mail/mail-outbox';
import { isGiftCardLine, type OrderRow } from '../orders/order-model';
import type { CodeMisses } from './code-misses';
import type { GiftCardMails } from './gift-card-mails';

export const giftCardQueue = 'send-gift-card';

/** A code no card has: what counts toward a visitor's wrong tries. */
class UnknownGiftCardError extends Refusal {
  constructor() {
    super('not-found', giftCardRefusals.unknown);
  }
}

export interface GiftCardsDeps {
  db: Database;
  jobs: JobQueue;
  outbox: Pick<MailOutbox, 'enqueue'>;
  mails: GiftCardMails;
  misses: CodeMisses;
  retryMs: number;
}

interface GiftCardRow {
  id: string;
  order_id: string;
  order_number: number;
  buyer_email: string;
  last4: string | null;
  amount_cents: number;
  balance_cents: number;
  recipient_name: string;
  recipient_email: string;
  message: string;
  send_on: string;
  sent_at: Date | null;
  voided_at: Date | null;
  void_reason: string | null;
}

const cardColumns = `c.id, c.order_id, o.number AS order_number, o.email AS buyer_email, c.last4, c.amount_cents,
  c.balance_cents, c.recipient_name, c.recipient_email, c.message, to_char(c.send_on, 'YYYY-MM-DD') AS send_on,
  c.sent_at, c.voided_at, c.void_reason`;

/** A code as kept: its SHA-256. 80 random bits need no slow hash to stay unguessable. */
const hashGiftCardCode = (code: string) => createHash('sha256').update(normalizeGiftCardCode(code)).digest('hex');

function newCode(): string {
  return Array.from({ length: giftCardCodeLength }, () => giftCardAlphabet[randomInt(giftCardAlphabet.length)]).join(
    '',
  );
}

/**
 * When a card chosen for `sendOn` is e-mailed: at once when that day is the buyer's today (or
 * past), else at nine in the morning of that day in the buyer's time zone.
 */
export function sendTimeOf(sendOn: string, timeZone: string, now = new Date()): Date {
  return sendOn <= todayIn(timeZone, now) ? now : morningOf(sendOn, timeZone, giftCardSendHour);
}

/** A card being spent on an order: its balance now, and how to take from it. */
export interface CardToSpend {
  id: string;
  last4: string;
  balanceCents: number;
  spend(orderId: string, cents: number): Promise<void>;
}

/**
 * The gift cards sold. A card is made when the order that bought it is paid, and e-mailed with
 * its code on the day the buyer chose, by a job that runs once across processes; only then is
 * its code made, and only its hash is kept. Spending locks the card's row in the order's own
 * transaction, so two checkouts spending one card at once never take more than its balance.
 */
export class GiftCards {
  constructor(private readonly deps: GiftCardsDeps) {
    deps.jobs.define<{ giftCardId: string }>(giftCardQueue, ({ giftCardId }) => this.send(giftCardId, false), {
      baseMs: deps.retryMs,
      describe: async ({ giftCardId }) => `Sending gift card ${giftCardId} to its recipient`,
    });
  }

  /** The order that bought cards is paid: each is made, and its e-mail waits for its day. */
  async issue(tx: Queryable, order: OrderRow): Promise<void> {
    for (const [index, line] of order.items.entries()) {
      if (!isGiftCardLine(line)) continue;
      const id = newId('gift');
      const amountCents = Math.round(Number(line.unitPrice) * 100);
      const [made] = await tx.query<{ id: string }>(
        `INSERT INTO gift_cards (id, order_id, line_index, amount_cents, balance_cents, recipient_name, recipient_email,
           message, send_on)
         VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8)
         ON CONFLICT (order_id, line_index) DO NOTHING RETURNING id`,
        [id, order.id, index, amountCents, line.recipientName, line.recipientEmail, line.message, line.sendOn],
      );
      if (!made) continue;
      await this.record(tx, id, 'issued', amountCents, order.id);
      await this.deps.jobs.enqueue(
        giftCardQueue,
        { giftCardId: id },
        { key: `gift-card:${id}`, runAt: sendTimeOf(line.sendOn, line.timeZone) },
        tx,
      );
    }
  }

  /** Her resend: the card's e-mail goes again now, with a new code; the old one stops working. */
  async resend(id: string): Promise<void> {
    const card = await this.find(this.deps.db, id);
    if (!card) throw new Refusal('not-found', 'There is no such gift card.');
    if (card.voided_at) throw new Refusal('conflict', 'This gift card was voided, so its e-mail is not sent again.');
    await this.send(id, true);
  }

  async void(id: string, reason: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const card = await this.find(tx, id, 'FOR UPDATE OF c');
      if (!card) throw new Refusal('not-found', 'There is no such gift card.');
      if (card.voided_at) throw new Refusal('conflict', 'This gift card was voided already.');
      await tx.query('UPDATE gift_cards SET voided_at = now(), void_reason = $2, balance_cents = 0 WHERE id = $1', [
        id,
        reason,
      ]);
      await this.record(tx, id, 'voided', -card.balance_cents, null, reason);
    });
  }

  /** What is left on a card, by its code. */
  async balance(code: string, address: string): Promise<GiftCardBalance> {
    const card = await this.tried(address, () => this.usable(this.deps.db, code));
    return { last4: card.last4!, balanceCents: card.balance_cents };
  }

  /**
   * Runs `work`, which looks a code up, for a visitor: refused at once when too many wrong codes
   * came from their address lately; a wrong code counts toward that once `work` has ended (and
   * any transaction of its has rolled back).
   */
  async tried<T>(address: string, work: () => Promise<T>): Promise<T> {
    await this.deps.misses.guard(address);
    try {
      return await work();
    } catch (error) {
      if (error instanceof UnknownGiftCardError) await this.deps.misses.record(address);
      throw error;
    }
  }

  /** The card behind a code, locked in the order's transaction until the order is stored. */
  async take(tx: Queryable, code: string): Promise<CardToSpend> {
    const card = await this.usable(tx, code, 'FOR UPDATE OF c');
    return {
      id: card.id,
      last4: card.last4!,
      balanceCents: card.balance_cents,
      spend: async (orderId, cents) => {
        if (!(await this.debit(tx, card.id, cents, orderId))) throw new Refusal('conflict', giftCardRefusals.spent);
      },
    };
  }

  /** The payment of an order that spent a card failed or was canceled: what it took goes back. */
  async giveBack(tx: Queryable, order: OrderRow): Promise<void> {
    if (!order.gift_card_id || order.gift_card_cents === 0) return;
    await this.credit(tx, order.gift_card_id, order.gift_card_cents, 'returned', order.id);
    // The order keeps that its card's part is back, so that no refund puts it back again.
    await tx.query('UPDATE orders SET gift_card_returned_cents = gift_card_cents WHERE id = $1', [order.id]);
  }

  /**
   * A payment that arrived after the order had failed: what the card paid is taken again. False
   * when the card no longer holds it (spent since, or voided), for her to settle with the buyer.
   */
  async takeAgain(tx: Queryable, order: OrderRow): Promise<boolean> {
    if (!order.gift_card_id || order.gift_card_cents === 0) return true;
    if (!(await this.debit(tx, order.gift_card_id, order.gift_card_cents, order.id))) return false;
    await tx.query('UPDATE orders SET gift_card_returned_cents = 0 WHERE id = $1', [order.id]);
    return true;
  }

  /**
   * A refund puts `cents` of what a card paid for the order back on it; answers what has been
   * put back of the order in all. The same refund made twice at once puts it back once.
   */
  async putBack(order: OrderRow, cents: number): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const [refunded] = await tx.query<{ gift_card_refunded_cents: number }>(
        `UPDATE orders SET gift_card_refunded_cents = gift_card_refunded_cents + $2
          WHERE id = $1 AND gift_card_refunded_cents = $3
            AND gift_card_refunded_cents + gift_card_returned_cents + $2 <= gift_card_cents
          RETURNING gift_card_refunded_cents`,
        [order.id, cents, order.gift_card_refunded_cents],
      );
      if (!refunded)
        throw new Refusal('conflict', 'This order’s gift card was refunded a moment ago. Please look again.');
      await this.credit(tx, order.gift_card_id!, cents, 'refunded', order.id);
      return refunded.gift_card_refunded_cents;
    });
  }

  /** Every card sold, newest first, with its history; what live cards still owe; signs of guessing. */
  async list(): Promise<GiftCardList> {
    const cards = await this.deps.db.query<GiftCardRow>(
      `SELECT ${cardColumns} FROM gift_cards c JOIN orders o ON o.id = c.order_id ORDER BY c.created_at DESC, c.id`,
    );
    const events = await this.deps.db.query<{
      gift_card_id: string;
      at: Date;
      kind: GiftCardEventKind;
      amount_cents: number;
      order_number: number | null;
      note: string | null;
    }>(
      `SELECT e.gift_card_id, e.at, e.kind, e.amount_cents, o.number AS order_number, e.note
         FROM gift_card_events e LEFT JOIN orders o ON o.id = e.order_id
        ORDER BY e.at, e.id`,
    );
    const historyOf = new Map<string, GiftCardSummary['history']>();
    for (const event of events) {
      const history = historyOf.get(event.gift_card_id) ?? [];
      history.push({
        at: event.at.toISOString(),
        kind: event.kind,
        amountCents: event.amount_cents,
        orderNumber: event.order_number,
        note: event.note,
      });
      historyOf.set(event.gift_card_id, history);
    }
    const summaries = cards.map((card): GiftCardSummary => ({
      id: card.id,
      last4: card.last4 ?? '',
      amountCents: card.amount_cents,
      balanceCents: card.balance_cents,
      buyerEmail: card.buyer_email,
      orderNumber: card.order_number,
      orderId: card.order_id,
      recipientName: card.recipient_name,
      recipientEmail: card.recipient_email,
      message: card.message,
      sendOn: card.send_on,
      sentAt: card.sent_at?.toISOString() ?? null,
      voidedAt: card.voided_at?.toISOString() ?? null,
      voidReason: card.void_reason,
      history: historyOf.get(card.id) ?? [],
    }));
    const owedCents = cards.filter((card) => !card.voided_at).reduce((sum, card) => sum + card.balance_cents, 0);
    return { cards: summaries, owedCents, guessing: await this.deps.misses.guessing() };
  }

  /** E-mails a card to its recipient with a new code, and the buyer a copy without it; once, unless `again`. */
  private async send(id: string, again: boolean): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const card = await this.find(tx, id, 'FOR UPDATE OF c');
      if (!card || card.voided_at || (card.sent_at && !again)) return;
      const code = newCode();
      await tx.query('UPDATE gift_cards SET code_hash = $2, last4 = $3, sent_at = now() WHERE id = $1', [
        id,
        hashGiftCardCode(code),
        code.slice(-4),
      ]);
      const [sends] = await tx.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM gift_card_events WHERE gift_card_id = $1 AND kind = 'sent'`,
        [id],
      );
      await this.record(
        tx,
        id,
        'sent',
        0,
        null,
        card.sent_at ? 'Sent again with a new code; the one before no longer works.' : null,
      );
      const [buyer] = await tx.query<Pick<OrderRow, 'billing_address' | 'email'>>(
        'SELECT billing_address, email FROM orders WHERE id = $1',
        [card.order_id],
      );
      const from = `${buyer!.billing_address.firstName} ${buyer!.billing_address.lastName}`;
      const sent = { ...card, last4: code.slice(-4) };
      const key = `gift-card:${id}:${sends!.count}`;
      await this.deps.outbox.enqueue(
        { ...this.deps.mails.toRecipient(sent, from, formatGiftCardCode(code)), dedupeKey: key, holdsSecret: true },
        tx,
      );
      await this.deps.outbox.enqueue(
        { ...this.deps.mails.copyToBuyer(sent, buyer!.email), dedupeKey: `${key}:copy` },
        tx,
      );
    });
  }

  private async usable(db: Queryable, code: string, lock = ''): Promise<GiftCardRow> {
    const [card] = await db.query<GiftCardRow>(
      `SELECT ${cardColumns} FROM gift_cards c JOIN orders o ON o.id = c.order_id WHERE c.code_hash = $1 ${lock}`,
      [hashGiftCardCode(code)],
    );
    if (!card) throw new UnknownGiftCardError();
    if (card.voided_at) throw new Refusal('gone', giftCardRefusals.voided);
    if (card.balance_cents === 0) throw new Refusal('conflict', giftCardRefusals.spent);
    return card;
  }

  private async find(db: Queryable, id: string, lock = ''): Promise<GiftCardRow | undefined> {
    const [card] = await db.query<GiftCardRow>(
      `SELECT ${cardColumns} FROM gift_cards c JOIN orders o ON o.id = c.order_id WHERE c.id = $1 ${lock}`,
      [id],
    );
    return card;
  }

  /** Takes `cents` from a live card holding them, for an order; false when it does not hold them. */
  private async debit(tx: Queryable, giftCardId: string, cents: number, orderId: string): Promise<boolean> {
    const [taken] = await tx.query(
      `UPDATE gift_cards SET balance_cents = balance_cents - $2
        WHERE id = $1 AND balance_cents >= $2 AND voided_at IS NULL RETURNING id`,
      [giftCardId, cents],
    );
    if (taken) await this.record(tx, giftCardId, 'spent', -cents, orderId);
    return taken !== undefined;
  }

  /** Puts `cents` back on a card for an order, unless it was voided (its balance went with it). */
  private async credit(
    tx: Queryable,
    giftCardId: string,
    cents: number,
    kind: 'returned' | 'refunded',
    orderId: string,
  ): Promise<void> {
    await tx.query('UPDATE gift_cards SET balance_cents = balance_cents + $2 WHERE id = $1 AND voided_at IS NULL', [
      giftCardId,
      cents,
    ]);
    await this.record(tx, giftCardId, kind, cents, orderId);
  }

  private async record(
    tx: Queryable,
    giftCardId: string,
    kind: GiftCardEventKind,
    amountCents: number,
    orderId: string | null,
    note: string | null = null,
  ): Promise<void> {
    await tx.query(
      'INSERT INTO gift_card_events (id, gift_card_id, kind, amount_cents, order_id, note) VALUES ($1, $2, $3, $4, $5, $6)',
      [newId('gce'), giftCardId, kind, amountCents, orderId, note],
    );
  }
}
