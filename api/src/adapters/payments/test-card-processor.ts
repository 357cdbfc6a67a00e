import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './payment-gateway';
import { cardSummary, testCardDecline } from './test-cards';

interface ChargeRow {
  id: string;
  status: 'succeeded' | 'declined';
  decline_code: string | null;
  description: string | null;
}

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
