/**
 * The books with online payments, over real HTTP: a day with a cash bill, a bill paid online (with the gateway's
 * payment id and fee) and one paid online then partly refunded through the gateway, and a cash refund. The day's
 * takings, the day-end (Z) report and the CSVs keep the counter's money apart from the gateway's, list each refund
 * with its mode and gateway refund id, and still add up to the paisa.
 *
 * The online payments are written into the store as the gateway's confirmation leaves them (payment.parts with mode
 * online), so this file tests the books alone, whatever path confirmed the payment.
 */
import { describe, expect, it } from 'vitest';
import { ORDERS, REFUNDS } from '../domain/collections';
import type { DayReconciliation, DayTakings } from '../domain/day-takings';
import type { OrderDoc, OrderView } from '../domain/orders';
import type { RefundDoc } from '../domain/refunds';
import { parseCsv } from '../domain/reports';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import type { TrackedOrder } from '../domain/track';
import { apiForFile, orderableDish } from '../testing/api-file';

// A day no other API file orders on: its takings are this file's own.
const TODAY = '2036-04-22';
const { timeZone } = DEFAULT_SETTINGS.locale;
const at = (hhmm: string) => restaurantInstant(TODAY, hhmm, timeZone).toISOString();
const { t, tokens } = apiForFile({ at: restaurantInstant(TODAY, '11:00', timeZone), sessions: { owner: 'owner' } });
const cents = (units: number) => Math.round(units * 100);

const walkIn = async (phone: string) => {
  const r = await t.call<OrderView>('POST', '/api/orders/walk-in', {
    token: tokens.owner,
    body: { name: 'Asha Patel', phone, orderType: 'dine-in', tableNumber: 4, items: [{ _id: await orderableDish(t), quantity: 2 }] },
  });
  expect(r.status).toBe(201);
  return r.body.data!;
};

/** The order as the gateway's confirmation leaves it: paid online, its payment id and (when the gateway said it) its fee. */
const paidOnline = async (o: OrderView, paymentId: string, paidAt: string, feeCents?: number) => {
  const amountCents = cents(o.total);
  await t.store.update(ORDERS, o._id, {
    isPaid: true,
    paidAt,
    paymentMethod: 'online',
    payment: {
      parts: [{ mode: 'online', amountCents, gatewayPaymentId: paymentId, ...(feeCents === undefined ? {} : { feeCents }) }],
      modes: ['online'],
      at: paidAt,
      by: { uid: '', name: 'Online' },
    },
    online: {
      gateway: 'local',
      gatewayOrderId: `order_${paymentId.slice(4)}`,
      amountCents,
      currency: 'INR',
      state: 'paid',
      holdUntil: paidAt,
      paymentId,
      paidAt,
      lastFailure: null,
    },
  } satisfies Partial<OrderDoc>);
};

/** A refund through the gateway, on the order and in refunds/, as the gateway's refund leaves it. */
const refundedOnline = async (o: OrderView, amountCents: number, refundId: string, status: 'pending' | 'processed', when: string) => {
  const refund: RefundDoc = {
    id: `books-${refundId}`,
    amountCents,
    mode: 'online',
    at: when,
    by: { uid: '', name: 'Test owner' },
    reason: 'Dal was missing',
    kind: 'partial',
    gateway: { refundId, status },
    orderId: o._id,
    reference: o.reference,
    name: o.name,
    gatewayPaymentId: (await t.store.get<OrderDoc>(ORDERS, o._id))!.payment!.parts[0]!.gatewayPaymentId!,
    gatewayDue: false,
    gatewayRefundId: refundId,
  };
  const { orderId: _o, reference: _r, name: _n, gatewayPaymentId: _p, gatewayDue: _d, gatewayRefundId: _g, ...onOrder } = refund;
  await t.store.update(ORDERS, o._id, { refunds: [onOrder], refundedCents: amountCents } satisfies Partial<OrderDoc>);
  await t.store.set(REFUNDS, refund.id, refund);
};

/** A second payment of an order already paid, refunded automatically, as the gateway's capture of it leaves the books. */
const strayRefunded = async (o: OrderView, paymentId: string, refundId: string, when: string) => {
  const amountCents = cents(o.total);
  const refund: RefundDoc = {
    id: `books-${refundId}`,
    amountCents,
    mode: 'online',
    at: when,
    by: { uid: 'payment-gateway', name: 'Online payment' },
    reason: 'The order was already paid: the second payment refunded automatically',
    kind: 'cancel',
    gateway: { refundId, status: 'processed' },
    orderId: o._id,
    reference: o.reference,
    name: o.name,
    gatewayPaymentId: paymentId,
    gatewayDue: false,
    gatewayRefundId: refundId,
  };
  const { orderId: _o, reference: _r, name: _n, gatewayPaymentId: _p, gatewayDue: _d, gatewayRefundId: _g, ...onOrder } = refund;
  await t.store.update(ORDERS, o._id, { strayPayments: [paymentId], refunds: [onOrder], refundedCents: amountCents } satisfies Partial<OrderDoc>);
  await t.store.set(REFUNDS, refund.id, refund);
};

let cash: OrderView;
let online: OrderView;
let refunded: OrderView;
let twice: OrderView;

describe('a day with counter and online takings', () => {
  it('sets up a cash bill, an online one with its fee, one paid online then partly refunded through the gateway, a cash refund, and an order paid twice online whose second payment went back automatically', async () => {
    cash = await walkIn('9876500001');
    const settled = await t.call<OrderView>('POST', `/api/orders/${cash._id}/payment`, {
      token: tokens.owner,
      body: { parts: [{ mode: 'cash', amount: cash.total }] },
    });
    expect(settled.status).toBe(200);
    // A reason that a spreadsheet would run as a formula: the CSV writes it as text.
    const back = await t.call<OrderView>('POST', `/api/orders/${cash._id}/refund`, {
      token: tokens.owner,
      body: { amount: 2.5, mode: 'cash', reason: '=HYPERLINK("x") cold roti' },
    });
    expect(back.status).toBe(200);

    online = await walkIn('9876500002');
    await paidOnline(online, 'pay_BooksOnline01', at('11:30'), 17);
    refunded = await walkIn('9876500003');
    await paidOnline(refunded, 'pay_BooksRefund01', at('11:40'));
    await refundedOnline(refunded, 300, 'rfnd_BooksPart01', 'pending', at('11:50'));
    twice = await walkIn('9876500004');
    await paidOnline(twice, 'pay_BooksTwice01', at('12:00'));
    await strayRefunded(twice, 'pay_BooksTwice02', 'rfnd_BooksTwice02', at('12:01'));
  });

  it('the day’s takings: cash, UPI and card make the counter figure, online stands apart, refunds by mode, and every net adds up to the paisa', async () => {
    const r = await t.call<DayTakings>('GET', `/api/orders/payments/day?date=${TODAY}`, { token: tokens.owner });
    expect(r.status).toBe(200);
    const d = r.body.data!;
    const stray = cents(twice.total);
    expect(d.orders).toBe(4);
    expect([cents(d.cash), cents(d.upi), cents(d.card), cents(d.counter)]).toEqual([cents(cash.total), 0, 0, cents(cash.total)]);
    // The second payment of the order paid twice went through the gateway and back: taken and refunded.
    expect(cents(d.online)).toBe(cents(online.total) + cents(refunded.total) + cents(twice.total) + stray);
    expect(cents(d.total)).toBe(cents(d.counter) + cents(d.online));
    expect(d.strays).toEqual({
      count: 1,
      amount: twice.total,
      lines: [{ orderId: twice._id, reference: twice.reference, name: twice.name, at: at('12:01'), amount: twice.total, paymentId: 'pay_BooksTwice02' }],
    });
    expect(d.onlineFees).toEqual({ amount: 0.17, known: 1, payments: 4 });
    expect(d.refunds).toMatchObject({ count: 3, cash: 2.5, counter: 2.5 });
    expect([cents(d.refunds.online), cents(d.refunds.total)]).toEqual([300 + stray, 550 + stray]);
    expect(cents(d.counterNet)).toBe(cents(cash.total) - 250);
    expect(cents(d.onlineNet)).toBe(cents(online.total) + cents(refunded.total) + cents(twice.total) - 300);
    expect(cents(d.net)).toBe(cents(cash.total) + cents(online.total) + cents(refunded.total) + cents(twice.total) - 550);
    expect(d.refunds.lines.map((l) => [l.reference, l.mode, l.amount, l.gateway])).toEqual([
      [cash.reference, 'cash', 2.5, null],
      [refunded.reference, 'online', 3, { refundId: 'rfnd_BooksPart01', status: 'pending' }],
      [twice.reference, 'online', twice.total, { refundId: 'rfnd_BooksTwice02', status: 'processed' }],
    ]);
  });

  it('the day-end report carries the same split, and charged against net takings lists each refund, online ones included, to the paisa', async () => {
    const r = await t.call<{ payments: DayTakings; reconciliation: DayReconciliation; sales: { totals: { total: number } } }>(
      'GET',
      `/api/admin/reports/day-end?date=${TODAY}`,
      { token: tokens.owner },
    );
    expect(r.status).toBe(200);
    const { payments, reconciliation: rec, sales } = r.body.data!;
    expect([cents(payments.counter), cents(payments.online)]).toEqual([
      cents(cash.total),
      cents(online.total) + cents(refunded.total) + 2 * cents(twice.total),
    ]);
    expect([rec.paid, rec.refunds, rec.net]).toEqual([payments.total, payments.refunds.total, payments.net]);
    expect(cents(sales.totals.total)).toBe(cents(cash.total) + cents(online.total) + cents(refunded.total) + cents(twice.total));
    expect(rec.lines.map((l) => [l.kind, l.reference, l.amount])).toEqual([
      ['refunded', cash.reference, 2.5],
      ['refunded', refunded.reference, 3],
    ]);
    expect(cents(rec.difference)).toBe(550);
  });

  it('orders.csv splits each order’s payment into counter and online, with the gateway’s payment id and fee and what was refunded how', async () => {
    const res = await fetch(`${t.base}/api/admin/reports/orders.csv?from=${TODAY}&to=${TODAY}`, { headers: { authorization: `Bearer ${tokens.owner}` } });
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(await res.text());
    const col = (name: string) => header!.indexOf(name);
    const row = (o: OrderView) => rows.find((r) => r[col('order_id')] === o._id)!;
    const pick = (o: OrderView) => ['paid_counter', 'paid_online', 'gateway_payment_id', 'gateway_fee', 'refunded', 'refund_modes'].map((c) => row(o)[col(c)]);
    expect(pick(cash)).toEqual([String(cash.total), '0', '', '', '2.5', 'cash']);
    expect(pick(online)).toEqual(['0', String(online.total), 'pay_BooksOnline01', '0.17', '0', '']);
    expect(pick(refunded)).toEqual(['0', String(refunded.total), 'pay_BooksRefund01', '', '3', 'online']);
  });

  it('payments.csv lists every payment and refund of the range in time order, each with its channel, and sums to the net takings', async () => {
    const res = await fetch(`${t.base}/api/admin/reports/payments.csv?from=${TODAY}&to=${TODAY}`, { headers: { authorization: `Bearer ${tokens.owner}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="payments-${TODAY}-to-${TODAY}.csv"`);
    const text = await res.text();
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'at',
      'kind',
      'reference',
      'order_id',
      'customer_name',
      'channel',
      'mode',
      'amount',
      'gateway_id',
      'gateway_fee',
      'gateway_status',
      'by',
      'reason',
    ]);
    const col = (name: string) => header!.indexOf(name);
    expect(
      rows.map((r) => [r[col('at')], r[col('kind')], r[col('reference')], r[col('channel')], r[col('mode')], r[col('gateway_id')], r[col('gateway_status')]]),
    ).toEqual([
      [`${TODAY} 11:00`, 'payment', cash.reference, 'counter', 'cash', '', ''],
      [`${TODAY} 11:00`, 'refund', cash.reference, 'counter', 'cash', '', ''],
      [`${TODAY} 11:30`, 'payment', online.reference, 'online', 'online', 'pay_BooksOnline01', 'captured'],
      [`${TODAY} 11:40`, 'payment', refunded.reference, 'online', 'online', 'pay_BooksRefund01', 'captured'],
      [`${TODAY} 11:50`, 'refund', refunded.reference, 'online', 'online', 'rfnd_BooksPart01', 'pending'],
      [`${TODAY} 12:00`, 'payment', twice.reference, 'online', 'online', 'pay_BooksTwice01', 'captured'],
      [`${TODAY} 12:01`, 'payment', twice.reference, 'online', 'online', 'pay_BooksTwice02', 'captured'],
      [`${TODAY} 12:01`, 'refund', twice.reference, 'online', 'online', 'rfnd_BooksTwice02', 'processed'],
    ]);
    const day = (await t.call<DayTakings>('GET', `/api/orders/payments/day?date=${TODAY}`, { token: tokens.owner })).body.data!;
    expect(rows.reduce((s, r) => s + cents(Number(r[col('amount')])), 0)).toBe(cents(day.net));
    expect(rows.filter((r) => r[col('channel')] === 'online').reduce((s, r) => s + cents(Number(r[col('amount')])), 0)).toBe(cents(day.onlineNet));
    expect(rows[1]![col('reason')]).toBe(`'=HYPERLINK("x") cold roti`);
    expect(rows[2]![col('gateway_fee')]).toBe('0.17');
  });

  it('payments.csv answers 401 without a session and 400 for a range that ends before it starts', async () => {
    expect((await t.call('GET', `/api/admin/reports/payments.csv?from=${TODAY}&to=${TODAY}`)).status).toBe(401);
    const bad = await t.call('GET', `/api/admin/reports/payments.csv?from=${TODAY}&to=2036-04-21`, { token: tokens.owner });
    expect([bad.status, bad.body.message]).toEqual([400, 'The range ends before it starts: to must be on or after from']);
  });
});

describe('what the guest sees of the money', () => {
  const track = (o: OrderView, last4: string) =>
    t.call<TrackedOrder>('POST', '/api/track', { body: { reference: o.reference, phoneLast4: last4 }, ip: '203.0.113.77' });

  it('tracking says an order paid online was paid online, and a gateway refund on its way until the gateway processes it', async () => {
    const paid = await track(online, '0002');
    expect(paid.status).toBe(200);
    expect(paid.body.data!.payment).toEqual({ paid: true, online: true, refunded: 0, refunding: 0, inFull: false });
    expect((await track(refunded, '0003')).body.data!.payment).toEqual({ paid: true, online: true, refunded: 0, refunding: 3, inFull: false });
    await t.store.update(ORDERS, refunded._id, {
      refunds: [{ ...(await t.store.get<OrderDoc>(ORDERS, refunded._id))!.refunds![0]!, gateway: { refundId: 'rfnd_BooksPart01', status: 'processed' } }],
    });
    expect((await track(refunded, '0003')).body.data!.payment).toEqual({ paid: true, online: true, refunded: 3, refunding: 0, inFull: false });
  });

  it('the order view lists a gateway refund with its id and status, and a counter refund without one', async () => {
    const view = async (o: OrderView) => (await t.call<OrderView>('GET', `/api/orders/${o._id}`, { token: tokens.owner })).body.data!;
    expect((await view(refunded)).refunds.map((r) => [r.mode, r.amount, r.gateway])).toEqual([
      ['online', 3, { refundId: 'rfnd_BooksPart01', status: 'processed' }],
    ]);
    expect((await view(cash)).refunds.map((r) => [r.mode, r.amount, r.gateway])).toEqual([['cash', 2.5, null]]);
  });
});
