import { randomBytes } from 'node:crypto';
import { formatCents } from 'shared-contracts/pricing';
import type { Queryable } from '../db/database';
import {
  RefundRefusedError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
} from './payment-gateway';
import { cardSummary, testCardDecline } from './test-cards';

interface ChargeRow {
  id: string;
  status: 'succeeded' | 'declined';
  decline_code: string | null;
  description: string | null;
}

interface RefundRow {
  id: string;
  charge_id: string;
  amount_cents: number;
  amount_refunded_cents: number;
}

// PostgreSQL's check_violation: the charge's refunded total would pass what was charged.
const checkViolation = '23514';

/**
 * The embedded payment processor: checks the card the way a processor would (Luhn, expiry,
 * security code) and honours Stripe's test cards. Only the brand and last four digits are
 * recorded; the card number is never stored.
 */
export class TestCardProcessor implements PaymentGateway {
  readonly name = 'test-cards';
  readonly takesCardDetails = true;

  constructor(
    private readonly db: Queryable,
    private readonly today: () => Date = () => new Date(),
  ) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!('cardNumber' in request.payment)) {
      return { outcome: 'declined', code: 'card_required', message: 'Please enter your card details.' };
    }
    const previous = await this.findCharge(request.orderId);
    if (previous) return previous;

    const decline = testCardDecline(request.payment, this.today());
    const card = cardSummary(request.payment.cardNumber);
    const row: ChargeRow = {
      id: `pi_test_${randomBytes(12).toString('hex')}`,
      status: decline ? 'declined' : 'succeeded',
      decline_code: decline?.code ?? null,
      description: decline?.message ?? request.description,
    };
    const [stored] = await this.db.query<ChargeRow>(
      `INSERT INTO test_card_charges (id, idempotency_key, amount_cents, currency, status, decline_code, card_brand, card_last4, description)
       VALUES ($1, $2, $3, 'usd', $4, $5, $6, $7, $8)
       ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key
       RETURNING id, status, decline_code, description`,
      [
        row.id,
        request.orderId,
        request.amountCents,
        row.status,
        row.decline_code,
        card.brand,
        card.last4,
        row.description,
      ],
    );
    return toResult(stored!);
  }

  async findCharge(orderId: string): Promise<ChargeResult | undefined> {
    const [row] = await this.db.query<ChargeRow>(
      'SELECT id, status, decline_code, description FROM test_card_charges WHERE idempotency_key = $1',
      [orderId],
    );
    return row && toResult(row);
  }

  /**
   * Refunds are kept once per idempotency key, and the charge's refunded total moves in the same
   * statement, under a check that it stays within what was charged: of refunds that race for
   * what is left, those that would pass it are refused.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const previous = await this.findRefund(request);
    if (previous) return previous;
    // The same refund asked for again, that raced this one and took what was left, answers
    // in place of a refusal.
    const refuse = async (reason: string): Promise<RefundResult> => {
      const madeMeanwhile = await this.findRefund(request);
      if (madeMeanwhile) return madeMeanwhile;
      throw new RefundRefusedError(reason);
    };

    const { amountCents, paymentIntentId } = request;
    const [charge] = await this.db.query<{ status: string; amount_cents: number; amount_refunded_cents: number }>(
      'SELECT status, amount_cents, amount_refunded_cents FROM test_card_charges WHERE id = $1 AND idempotency_key = $2',
      [paymentIntentId, request.orderId],
    );
    if (!charge) throw new RefundRefusedError(`No charge ${paymentIntentId} was made for order ${request.orderId}.`);
    if (charge.status !== 'succeeded') {
      throw new RefundRefusedError(`Charge ${paymentIntentId} did not succeed, so there is nothing to refund.`);
    }
    if (!Number.isInteger(amountCents) || amountCents <= 0) {
      throw new RefundRefusedError(`A refund is a positive whole number of cents, not ${amountCents}.`);
    }
    const left = charge.amount_cents - charge.amount_refunded_cents;
    if (amountCents > left) {
      return refuse(
        `Cannot refund ${formatCents(amountCents)} of charge ${paymentIntentId}: ${formatCents(left)} of ${formatCents(charge.amount_cents)} is left to refund.`,
      );
    }

    const refundId = `re_test_${randomBytes(12).toString('hex')}`;
    let refunded: { amount_refunded_cents: number }[];
    try {
      refunded = await this.db.query<{ amount_refunded_cents: number }>(
        `WITH refund AS (
           INSERT INTO test_card_refunds (id, idempotency_key, charge_id, amount_cents, reason)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING charge_id, amount_cents
         )
         UPDATE test_card_charges charge SET amount_refunded_cents = charge.amount_refunded_cents + refund.amount_cents
         FROM refund WHERE charge.id = refund.charge_id
         RETURNING charge.amount_refunded_cents`,
        [refundId, request.idempotencyKey, paymentIntentId, amountCents, request.reason],
      );
    } catch (error) {
      if ((error as { code?: string }).code !== checkViolation) throw error;
      return refuse(
        `Cannot refund ${formatCents(amountCents)} of charge ${paymentIntentId}: other refunds took what was left.`,
      );
    }
    // No row: a refund with the same key was made meanwhile, and answers instead.
    const [made] = refunded;
    return made ? { refundId, amountRefundedCents: made.amount_refunded_cents } : (await this.findRefund(request))!;
  }

  /** The refund made with this request's key, with all refunded on its charge now. */
  private async findRefund(request: RefundRequest): Promise<RefundResult | undefined> {
    const [row] = await this.db.query<RefundRow>(
      `SELECT refund.id, refund.charge_id, refund.amount_cents, charge.amount_refunded_cents
       FROM test_card_refunds refund JOIN test_card_charges charge ON charge.id = refund.charge_id
       WHERE refund.idempotency_key = $1`,
      [request.idempotencyKey],
    );
    if (!row) return undefined;
    if (row.charge_id !== request.paymentIntentId || row.amount_cents !== request.amountCents) {
      throw new RefundRefusedError(
        `Idempotency key ${request.idempotencyKey} was used for a refund of ${formatCents(row.amount_cents)} of charge ${row.charge_id}.`,
      );
    }
    return { refundId: row.id, amountRefundedCents: row.amount_refunded_cents };
  }
}

function toResult(row: ChargeRow): ChargeResult {
  return row.status === 'succeeded'
    ? { outcome: 'succeeded', paymentIntentId: row.id }
    : {
        outcome: 'declined',
        code: row.decline_code ?? 'card_declined',
        message: row.description ?? 'Your card was declined.',
      };
}
