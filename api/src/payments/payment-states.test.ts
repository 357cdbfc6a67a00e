import { describe, expect, it } from 'vitest';
import { movesOn, type PaymentChange, type PaymentState } from './payment-states';

const paid: PaymentChange = { to: 'paid', reference: 'pi_1' };
const failed: PaymentChange = { to: 'failed', reason: 'declined' };
const canceled: PaymentChange = { to: 'canceled', reason: 'canceled' };
const refund = (to: 'partly_refunded' | 'refunded', amountRefundedCents: number): PaymentChange => ({
  to,
  amountRefundedCents,
});
const at = (state: PaymentState, amountRefundedCents = 0) => ({ state, amountRefundedCents });

describe('the payment state machine', () => {
  it('pays, fails or cancels a pending payment', () => {
    expect(movesOn(at('pending'), paid)).toBe(true);
    expect(movesOn(at('pending'), failed)).toBe(true);
    expect(movesOn(at('pending'), canceled)).toBe(true);
  });

  it('takes a success reported after a failure: money that moved is paid', () => {
    expect(movesOn(at('failed'), paid)).toBe(true);
  });

  it('ignores a late failure, cancellation or repeat after a success', () => {
    expect(movesOn(at('paid'), failed)).toBe(false);
    expect(movesOn(at('paid'), canceled)).toBe(false);
    expect(movesOn(at('paid'), paid)).toBe(false);
  });

  it('ignores a late success after a refund', () => {
    expect(movesOn(at('refunded', 500), paid)).toBe(false);
    expect(movesOn(at('partly_refunded', 100), paid)).toBe(false);
  });

  it('takes a refund that arrives before the success it follows', () => {
    expect(movesOn(at('pending'), refund('refunded', 500))).toBe(true);
  });

  it('moves a partial refund on only with a larger refunded amount, and ends at refunded', () => {
    expect(movesOn(at('paid'), refund('partly_refunded', 100))).toBe(true);
    expect(movesOn(at('partly_refunded', 100), refund('partly_refunded', 100))).toBe(false);
    expect(movesOn(at('partly_refunded', 100), refund('partly_refunded', 50))).toBe(false);
    expect(movesOn(at('partly_refunded', 100), refund('partly_refunded', 300))).toBe(true);
    expect(movesOn(at('partly_refunded', 300), refund('refunded', 500))).toBe(true);
    expect(movesOn(at('refunded', 500), refund('refunded', 500))).toBe(false);
    expect(movesOn(at('refunded', 500), refund('partly_refunded', 100))).toBe(false);
  });
});
