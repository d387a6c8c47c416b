import { describe, expect, it } from 'vitest';
import { channelOf, dayTakings, reconcileDay, strayPaymentOf } from './day-takings';
import type { RefundDoc } from './refunds';

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

describe('the day’s takings, the counter’s apart from the gateway’s', () => {
  const paidBy = (
    ...parts: Array<[mode: 'cash' | 'upi' | 'card' | 'online', cents: number, extra?: { gatewayPaymentId?: string; feeCents?: number | null }]>
  ) => ({
    payment: { parts: parts.map(([mode, amountCents, extra]) => ({ mode, amountCents, ...extra })) },
  });
  const refund = (mode: RefundDoc['mode'], amountCents: number, gateway: RefundDoc['gateway'] = null): RefundDoc => ({
    id: `r-${mode}-${amountCents}`,
    amountCents,
    mode,
    at: '2034-05-16T10:00:00.000Z',
    by: { uid: 'u', name: 'Owner' },
    reason: 'Cold food',
    kind: 'partial',
    gateway,
    orderId: `o-${amountCents}`,
    reference: 'ABC123',
    name: 'Guest',
  });

  it('adds cash, UPI and card into the counter figure, keeps online apart, and totals both to the paisa', () => {
    const t = dayTakings(
      '2034-05-16',
      [paidBy(['cash', 44_201]), paidBy(['upi', 10_000], ['card', 5_055]), paidBy(['online', 88_401, { gatewayPaymentId: 'pay_A1b2C3d4E5', feeCents: 1_768 }])],
      [],
    );
    expect([t.orders, t.cash, t.upi, t.card, t.counter, t.online, t.total]).toEqual([3, 442.01, 100, 50.55, 592.56, 884.01, 1476.57]);
    expect([t.counterNet, t.onlineNet, t.net]).toEqual([592.56, 884.01, 1476.57]);
    expect(t.onlineFees).toEqual({ amount: 17.68, known: 1, payments: 1 });
  });

  it('takes an online refund off the online figure and a counter refund off the counter’s, and lists each with its mode and gateway refund', () => {
    const t = dayTakings(
      '2034-05-16',
      [paidBy(['cash', 30_000]), paidBy(['online', 44_200, { gatewayPaymentId: 'pay_A1b2C3d4E5' }])],
      [refund('online', 44_200, { refundId: 'rfnd_Q1w2E3r4T5', status: 'pending' }), refund('cash', 1_050)],
    );
    expect([t.counterNet, t.onlineNet, t.net]).toEqual([289.5, 0, 289.5]);
    expect(t.refunds).toMatchObject({ count: 2, cash: 10.5, counter: 10.5, online: 442, total: 452.5 });
    expect(t.refunds.lines.map((l) => [l.mode, l.amount, l.gateway])).toEqual([
      ['online', 442, { refundId: 'rfnd_Q1w2E3r4T5', status: 'pending' }],
      ['cash', 10.5, null],
    ]);
    // Fees unknown for the one online payment: none is made up.
    expect(t.onlineFees).toEqual({ amount: 0, known: 0, payments: 1 });
  });

  it('holds net = counterNet + onlineNet = total − refunds in whole paise for any mix of payments and refunds', () => {
    const modes = ['cash', 'upi', 'card', 'online'] as const;
    for (let seed = 1; seed <= 200; seed++) {
      const rand = (n: number) => ((seed * 7919 + n * 104_729) % 100_003) + 1;
      const paid = Array.from({ length: (seed % 5) + 1 }, (_, i) => paidBy([modes[(seed + i) % 4]!, rand(i)], [modes[(seed + 2 * i) % 4]!, rand(i + 50)]));
      const refunds = Array.from({ length: seed % 3 }, (_, i) => refund(modes[(seed + i) % 4]!, rand(i + 90) % 5_000));
      const t = dayTakings('2034-05-16', paid, refunds);
      const cents = (x: number) => Math.round(x * 100);
      const paidCents = paid.flatMap((o) => o.payment.parts).reduce((s, p) => s + p.amountCents, 0);
      const refundCents = refunds.reduce((s, r) => s + r.amountCents, 0);
      expect(cents(t.total)).toBe(paidCents);
      expect(cents(t.counter) + cents(t.online)).toBe(paidCents);
      expect(cents(t.net)).toBe(paidCents - refundCents);
      expect(cents(t.counterNet) + cents(t.onlineNet)).toBe(cents(t.net));
      expect(cents(t.refunds.counter) + cents(t.refunds.online)).toBe(refundCents);
    }
  });

  it('reconciles a day with an order paid online and refunded online the same day as one with nothing of it', () => {
    const r = reconcileDay(
      1000,
      [sale('a', 1000, true)],
      [paid('a', 1000, true), paid('online-cancelled', 44_200, false, 'Cancelled')],
      [{ orderId: 'online-cancelled', reference: 'ONLINE', name: 'Guest', status: 'Refunded', refundCents: 44_200 }],
    );
    expect([r.paid, r.refunds, r.net, r.difference, r.agrees, r.lines]).toEqual([452, 442, 10, 0, true, []]);
  });

  it('counts a stray payment as taken online and its automatic refund as given back: the online net is untouched by it', () => {
    const stray = { ...refund('online', 44_200, { refundId: 'rfnd_Twice000001', status: 'processed' }), gatewayPaymentId: 'pay_Twice000002' };
    const found = strayPaymentOf(stray, { strayPayments: ['pay_Twice000002'] });
    expect(found).toMatchObject({ amountCents: 44_200, gatewayPaymentId: 'pay_Twice000002', orderId: stray.orderId });
    const t = dayTakings('2034-05-16', [paidBy(['online', 44_200, { gatewayPaymentId: 'pay_Twice000001' }])], [stray], [found!]);
    expect([t.online, t.refunds.online, t.onlineNet, t.net]).toEqual([884, 442, 442, 442]);
    expect(t.strays).toEqual({
      count: 1,
      amount: 442,
      lines: [{ orderId: stray.orderId, reference: 'ABC123', name: 'Guest', at: stray.at, amount: 442, paymentId: 'pay_Twice000002' }],
    });
  });

  it('finds no stray payment in a refund of the order’s own payment, nor in a counter refund', () => {
    const own = { ...refund('online', 5_000, { refundId: 'rfnd_Own0000001', status: 'pending' }), gatewayPaymentId: 'pay_Own00000001' };
    expect(strayPaymentOf(own, { strayPayments: ['pay_Other000001'] })).toBeNull();
    expect(strayPaymentOf(own, { strayPayments: undefined })).toBeNull();
    expect(strayPaymentOf(refund('cash', 5_000), { strayPayments: ['pay_Other000001'] })).toBeNull();
  });

  it('names the gateway online and every counter mode counter', () => {
    expect(['cash', 'upi', 'card', 'online'].map((m) => channelOf(m as 'cash'))).toEqual(['counter', 'counter', 'counter', 'online']);
  });
});
