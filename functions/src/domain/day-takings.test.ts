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
    expect(r).toEqual({ charged: 30, paid: 30, refunds: 0, net: 30, difference: 0, agrees: true, lines: [] });
  });

  it('lists an unpaid sale and a payment for an order voided since, adding up to the difference', () => {
    const r = reconcileDay(3000, [sale('a', 1000, true), sale('b', 2000, false)], [paid('a', 1000, true), paid('v', 450, false, 'Voided')]);
    expect([r.charged, r.paid, r.difference, r.agrees]).toEqual([30, 14.5, 15.5, false]);
    expect(r.lines.map((l) => [l.kind, l.reference, l.amount])).toEqual([
      ['not-paid', 'B', 20],
      ['paid-not-charged', 'V', -4.5],
    ]);
  });

  it('nets a payment and its refund on the same day: an order paid, voided and refunded in full makes no difference', () => {
    const refund = (orderId: string, refundCents: number, status = 'Voided') => ({
      orderId,
      reference: orderId.toUpperCase(),
      name: 'Guest',
      status,
      refundCents,
    });
    const r = reconcileDay(1000, [sale('a', 1000, true)], [paid('a', 1000, true), paid('v', 1966, false, 'Voided')], [refund('v', 1966)]);
    expect([r.charged, r.paid, r.refunds, r.net, r.difference, r.agrees, r.lines]).toEqual([10, 29.66, 19.66, 10, 0, true, []]);
  });

  it('lists a partial refund of a sale, and a refund today of an order paid on an earlier day, adding up to the difference', () => {
    const refund = (orderId: string, refundCents: number) => ({ orderId, reference: orderId.toUpperCase(), name: 'Guest', status: 'Completed', refundCents });
    const r = reconcileDay(
      3000,
      [sale('a', 1000, true), sale('b', 2000, true)],
      [paid('a', 1000, true), paid('b', 2000, true)],
      [refund('b', 500), refund('old', 300)],
    );
    expect([r.net, r.difference]).toEqual([22, 8]);
    expect(r.lines.map((l) => [l.kind, l.reference, l.amount, l.note])).toEqual([
      ['refunded', 'B', 5, 'Refunded today'],
      ['refunded', 'OLD', 3, 'Refunded today'],
    ]);
  });

  it('shows what no order explains, never hiding it', () => {
    const r = reconcileDay(1500, [sale('a', 1000, true)], [paid('a', 1000, true)]);
    expect(r.lines).toEqual([expect.objectContaining({ kind: 'unexplained', amount: 5 })]);
  });
});
