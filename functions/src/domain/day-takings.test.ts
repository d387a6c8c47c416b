import { describe, expect, it } from 'vitest';
import { reconcileDay } from './day-takings';

const sale = (orderId: string, totalCents: number, paidToday: boolean) => ({
  orderId,
  reference: orderId.toUpperCase(),
  name: 'Guest',
  status: 'Completed',
  totalCents,
  paidToday,
});
const paid = (orderId: string, paidCents: number, saleOfDay: boolean, status = 'Completed') => ({
  orderId,
  reference: orderId.toUpperCase(),
  name: 'Guest',
  status,
  paidCents,
  saleOfDay,
});

describe('the day-end check of charged against paid', () => {
  it('agrees with no lines when every sale was paid that day and nothing else was', () => {
    const r = reconcileDay(3000, [sale('a', 1000, true), sale('b', 2000, true)], [paid('a', 1000, true), paid('b', 2000, true)]);
    expect(r).toEqual({ charged: 30, paid: 30, difference: 0, agrees: true, lines: [] });
  });

  it('lists an unpaid sale and a payment for an order voided since, adding up to the difference', () => {
    const r = reconcileDay(3000, [sale('a', 1000, true), sale('b', 2000, false)], [paid('a', 1000, true), paid('v', 450, false, 'Voided')]);
    expect([r.charged, r.paid, r.difference, r.agrees]).toEqual([30, 14.5, 15.5, false]);
    expect(r.lines.map((l) => [l.kind, l.reference, l.amount])).toEqual([
      ['not-paid', 'B', 20],
      ['paid-not-charged', 'V', -4.5],
    ]);
  });

  it('shows what no order explains, never hiding it', () => {
    const r = reconcileDay(1500, [sale('a', 1000, true)], [paid('a', 1000, true)]);
    expect(r.lines).toEqual([expect.objectContaining({ kind: 'unexplained', amount: 5 })]);
  });
});
