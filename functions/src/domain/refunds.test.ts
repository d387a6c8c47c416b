import { describe, expect, it } from 'vitest';
import { RefundInput, refundableCents, refundRefusal, refundTotals } from './refunds';

describe('refunds', () => {
  it('never give back more than was paid less what was already refunded', () => {
    const paid = { payment: { parts: [{ amountCents: 1000 }, { amountCents: 500 }] }, refundedCents: 400 };
    expect(refundableCents(paid)).toBe(1100);
    expect(refundRefusal(1100, 1100, true)).toBeNull();
    expect(refundRefusal(1101, 1100, true)).toBe('A refund can be at most 11.00: what was paid less what was already refunded');
    expect(refundRefusal(1, 0, true)).toBe('This order has been refunded in full already');
    expect(refundRefusal(1, 0, false)).toBe('This order was not paid, so there is nothing to refund');
    expect(refundableCents({ payment: null })).toBe(0);
  });

  it('take an amount with at most 2 decimals, a known mode and a reason of 3 to 200 characters', () => {
    expect(RefundInput.safeParse({ amount: 10.5, mode: 'online', reason: 'Cold food' }).success).toBe(true);
    expect(RefundInput.safeParse({ amount: 10.555, mode: 'cash', reason: 'Cold food' }).success).toBe(false);
    expect(RefundInput.safeParse({ amount: 0, mode: 'cash', reason: 'Cold food' }).success).toBe(false);
    expect(RefundInput.safeParse({ amount: 1, mode: 'cheque', reason: 'Cold food' }).success).toBe(false);
    expect(RefundInput.safeParse({ amount: 1, mode: 'cash', reason: 'no' }).success).toBe(false);
  });

  it('add up by mode for the day', () => {
    expect(
      refundTotals([
        { amountCents: 500, mode: 'upi' },
        { amountCents: 250, mode: 'cash' },
        { amountCents: 250, mode: 'upi' },
      ]),
    ).toEqual({ count: 3, cash: 2.5, upi: 7.5, card: 0, counter: 10, online: 0, total: 10 });
  });
});
