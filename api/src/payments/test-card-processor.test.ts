import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { newId } from '../db/ids';
import { migrate } from '../db/migrate';
import { testEngines } from '../testing/test-databases';
import { RefundRefusedError, type RefundRequest } from './payment-gateway';
import { TestCardProcessor } from './test-card-processor';

describe.each(testEngines)('refunds by the embedded test processor, on $label', (engine) => {
  async function withProcessor(work: (processor: TestCardProcessor, db: Database) => Promise<void>) {
    const target = await engine.create();
    const db = await openDatabase(target.config);
    try {
      await migrate(db);
      await work(new TestCardProcessor(db), db);
    } finally {
      await db.close();
      await target.drop();
    }
  }

  /** An order charged to a test card, declined or not; answers the refund request for it, to adjust per test. */
  async function chargedOrder(
    processor: TestCardProcessor,
    db: Database,
    amountCents: number,
    cardNumber = '4242 4242 4242 4242',
  ): Promise<RefundRequest> {
    const orderId = newId('ord');
    await processor.charge({
      orderId,
      amountCents,
      description: `Order ${orderId}`,
      receiptEmail: 'lydia@example.com',
      payment: { cardNumber, expiryDate: '12/34', cvv: '123', cardName: 'Lydia Purple' },
    });
    const [charge] = await db.query<{ id: string }>('SELECT id FROM test_card_charges WHERE idempotency_key = $1', [
      orderId,
    ]);
    return {
      orderId,
      paymentIntentId: charge!.id,
      amountCents,
      reason: 'The buyer asked for a refund',
      idempotencyKey: newId('refund'),
    };
  }

  const refunds = (db: Database, chargeId: string) =>
    db.query<{ id: string; amount_cents: number; reason: string }>(
      'SELECT id, amount_cents, reason FROM test_card_refunds WHERE charge_id = $1 ORDER BY created_at',
      [chargeId],
    );

  it('refunds the whole of a charge, keeping the refund with its reason', () =>
    withProcessor(async (processor, db) => {
      const order = await chargedOrder(processor, db, 5939);

      const refund = await processor.refund(order);

      expect(refund).toEqual({ refundId: expect.stringMatching(/^re_test_/), amountRefundedCents: 5939 });
      expect(await refunds(db, order.paymentIntentId)).toEqual([
        { id: refund.refundId, amount_cents: 5939, reason: 'The buyer asked for a refund' },
      ]);
    }));

  it('refunds part of a charge, then the rest, answering the total refunded each time', () =>
    withProcessor(async (processor, db) => {
      const order = await chargedOrder(processor, db, 5939);

      const first = await processor.refund({ ...order, amountCents: 1000 });
      const rest = await processor.refund({ ...order, amountCents: 4939, idempotencyKey: newId('refund') });

      expect(first.amountRefundedCents).toBe(1000);
      expect(rest.amountRefundedCents).toBe(5939);
      expect(rest.refundId).not.toBe(first.refundId);
    }));

  it('refunds once when retried with the same key, and the retry answers the same refund', () =>
    withProcessor(async (processor, db) => {
      const order = await chargedOrder(processor, db, 5939);

      const first = await processor.refund({ ...order, amountCents: 2000 });
      const retried = await processor.refund({ ...order, amountCents: 2000 });

      expect(retried).toEqual(first);
      expect(await refunds(db, order.paymentIntentId)).toHaveLength(1);
    }));

  it('refunds once when the same refund is asked for many times at once', () =>
    withProcessor(async (processor, db) => {
      const order = await chargedOrder(processor, db, 5939);

      const answers = await Promise.all(Array.from({ length: 10 }, () => processor.refund(order)));

      expect(new Set(answers.map((answer) => answer.refundId)).size).toBe(1);
      expect(answers.map((answer) => answer.amountRefundedCents)).toEqual(Array(10).fill(5939));
      expect(await refunds(db, order.paymentIntentId)).toHaveLength(1);
    }));

  it('answers the same refund, made meanwhile, when it finds nothing left to refund', () =>
    withProcessor(async (processor, db) => {
      const order = await chargedOrder(processor, db, 5939);
      // The second asking reads the charge only once the first has refunded all of it.
      let firstDone!: () => void;
      const first = new Promise<void>((resolve) => (firstDone = resolve));
      const late = new TestCardProcessor({
        async query<Row extends object>(sql: string, params?: unknown[]) {
          if (sql.includes('FROM test_card_charges WHERE id')) await first;
          return db.query<Row>(sql, params);
        },
      });

      const second = late.refund(order);
      const answer = await processor.refund(order);
      firstDone();

      expect(await second).toEqual(answer);
      expect(await refunds(db, order.paymentIntentId)).toHaveLength(1);
    }));

  it('refuses a refund of more than is left to refund, and refunds nothing more', () =>
    withProcessor(async (processor, db) => {
      const order = await chargedOrder(processor, db, 5939);
      await processor.refund({ ...order, amountCents: 4000 });

      const refused = processor.refund({ ...order, amountCents: 2000, idempotencyKey: newId('refund') });

      await expect(refused).rejects.toThrow(RefundRefusedError);
      await expect(refused).rejects.toThrow('$19.39 of $59.39 is left to refund');
      expect(await refunds(db, order.paymentIntentId)).toHaveLength(1);
    }));

  it('makes only the refunds that fit of many racing for what is left, and refuses the others', () =>
    withProcessor(async (processor, db) => {
      const order = await chargedOrder(processor, db, 5000);

      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          processor.refund({ ...order, amountCents: 2000, idempotencyKey: newId('refund') }),
        ),
      );

      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(RefundRefusedError);
      }
      expect(await refunds(db, order.paymentIntentId)).toHaveLength(2);
      const [charge] = await db.query<{ amount_refunded_cents: number }>(
        'SELECT amount_refunded_cents FROM test_card_charges WHERE id = $1',
        [order.paymentIntentId],
      );
      expect(charge).toEqual({ amount_refunded_cents: 4000 });
    }));

  it('refuses to refund a charge that was declined', () =>
    withProcessor(async (processor, db) => {
      const order = await chargedOrder(processor, db, 5939, '4000 0000 0000 0002');

      await expect(processor.refund(order)).rejects.toThrow(
        new RefundRefusedError(`Charge ${order.paymentIntentId} did not succeed, so there is nothing to refund.`),
      );
      expect(await refunds(db, order.paymentIntentId)).toEqual([]);
    }));

  it('refuses to refund a charge made for another order', () =>
    withProcessor(async (processor, db) => {
      const order = await chargedOrder(processor, db, 5939);
      const other = await chargedOrder(processor, db, 2000);

      await expect(processor.refund({ ...order, paymentIntentId: other.paymentIntentId })).rejects.toThrow(
        `No charge ${other.paymentIntentId} was made for order ${order.orderId}.`,
      );
    }));

  it('refuses a refund of nothing, or of part of a cent', () =>
    withProcessor(async (processor, db) => {
      const order = await chargedOrder(processor, db, 5939);

      await expect(processor.refund({ ...order, amountCents: 0 })).rejects.toThrow(RefundRefusedError);
      await expect(processor.refund({ ...order, amountCents: 10.5 })).rejects.toThrow(RefundRefusedError);
    }));

  it('refuses a key used before for a different refund', () =>
    withProcessor(async (processor, db) => {
      const order = await chargedOrder(processor, db, 5939);
      await processor.refund({ ...order, amountCents: 1000 });

      await expect(processor.refund({ ...order, amountCents: 2000 })).rejects.toThrow(
        `Idempotency key ${order.idempotencyKey} was used for a refund of $10.00 of charge ${order.paymentIntentId}.`,
      );
    }));
});
