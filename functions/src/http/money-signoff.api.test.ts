/**
 * Money the accountant signs off, over real HTTP: Not collected only for takeaways, with a reason and an
 * owner or a manager; reasons for late cancellations; credit notes for invoiced orders that leave the
 * sales; refunds, never more than was paid; and a day-end report whose charged and paid figures agree
 * or list the difference.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_LOG, COUNTERS, ORDERS, REFUNDS } from '../domain/collections';
import type { DayReconciliation } from '../domain/day-takings';
import type { OrderDoc, OrderView } from '../domain/orders';
import { parseCsv, type SalesReport } from '../domain/reports';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { ACTING_HEADER, type ActingPerson } from '../domain/staff-pin';
import { restaurantInstant } from '../domain/time';
import type { DayPayments, InvoiceView } from '../services/bill';
import { apiForFile, orderableDish } from '../testing/api-file';

// A day no other API file orders on: its figures and its financial year's credit notes are this file's own.
const TODAY = '2034-05-16';
const { t, tokens, sessions } = apiForFile({
  at: restaurantInstant(TODAY, '12:00', DEFAULT_SETTINGS.locale.timeZone),
  sessions: { owner: 'owner', manager: 'manager', counter: 'counter', kitchen: 'kitchen' },
});
const cents = (units: number) => Math.round(units * 100);

interface GstSummary {
  totals: { tax: number; taxable: number; orders: number };
  creditNotes: Array<{ number: string; invoiceNumber: string; tax: number; amount: number }>;
  invoiced: { tax: number };
}
interface DayEnd {
  sales: SalesReport;
  payments: DayPayments;
  reconciliation: DayReconciliation;
}

const walkIn = async (orderType: 'takeaway' | 'dine-in', quantity = 1) => {
  const r = await t.call<OrderView>('POST', '/api/orders/walk-in', {
    token: tokens.owner,
    body: { orderType, tableNumber: orderType === 'dine-in' ? 5 : null, items: [{ _id: await orderableDish(t), quantity }] },
  });
  expect(r.status).toBe(201);
  return r.body.data!;
};
const setStatus = (id: string, body: Record<string, unknown>, token = tokens.owner) =>
  t.call<OrderView>('PATCH', `/api/orders/${id}/status`, { token, body: { undoable: false, ...body } });
const ready = async (id: string) => {
  for (const status of ['Preparing', 'Ready']) expect((await setStatus(id, { status })).status).toBe(200);
};
const pay = async (o: OrderView) => {
  const r = await t.call<OrderView>('POST', `/api/orders/${o._id}/payment`, { token: tokens.owner, body: { parts: [{ mode: 'cash', amount: o.total }] } });
  expect(r.status).toBe(200);
  return r.body.data!;
};
const stored = async (id: string) => (await t.store.get<OrderDoc>(ORDERS, id))!;
const gst = async () => (await t.call<GstSummary>('GET', `/api/admin/reports/gst?from=${TODAY}&to=${TODAY}`, { token: tokens.owner })).body.data!;
const dayEnd = async () => (await t.call<DayEnd>('GET', `/api/admin/reports/day-end?date=${TODAY}`, { token: tokens.owner })).body.data!;
const auditOf = async (id: string) =>
  t.store.query<{ action: string; actorName: string; summary: string; to: Record<string, unknown> | null }>(AUDIT_LOG, {
    where: [{ field: 'entityId', op: '==', value: id }],
    limit: 50,
  });

describe('Not collected', () => {
  it('a counter session marking a Ready dine-in order Not collected gets 403 forbidden_role, and the order stays Ready', async () => {
    const o = await walkIn('dine-in');
    await ready(o._id);
    const r = await setStatus(o._id, { status: 'Not collected', reason: 'Guest left' }, tokens.counter);
    expect([r.status, r.body.code]).toEqual([403, 'forbidden_role']);
    expect(r.body.message).toBe('Only an owner or a manager can void, refund or delete an order, or mark one not collected.');
    expect((await stored(o._id)).status).toBe('Ready');
  });

  it('a manager gets 409 not_takeaway on a dine-in order, and nothing changes', async () => {
    const o = await walkIn('dine-in');
    await ready(o._id);
    const r = await setStatus(o._id, { status: 'Not collected', reason: 'Guest left' }, tokens.manager);
    expect([r.status, r.body.code]).toEqual([409, 'not_takeaway']);
    expect((await stored(o._id)).status).toBe('Ready');
  });

  it('a manager marks an unpaid takeaway Not collected with a reason: 200, kept with who and why, and it leaves the sales', async () => {
    const o = await walkIn('takeaway');
    await ready(o._id);
    const before = (await dayEnd()).sales.totals;

    const noReason = await setStatus(o._id, { status: 'Not collected' }, tokens.manager);
    expect([noReason.status, noReason.body.message]).toEqual([400, 'Please give a reason of 3 to 200 characters']);
    const short = await setStatus(o._id, { status: 'Not collected', reason: 'no' }, tokens.manager);
    expect(short.status).toBe(400);
    expect((await stored(o._id)).status).toBe('Ready');

    const r = await setStatus(o._id, { status: 'Not collected', reason: 'Nobody came by closing' }, tokens.manager);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'Not collected', statusReason: 'Nobody came by closing' });
    const after = (await dayEnd()).sales;
    expect(cents(before.total) - cents(after.totals.total)).toBe(cents(o.total));
    expect(after.exceptions.find((e) => e.orderId === o._id)).toMatchObject({ status: 'Not collected', reason: 'Nobody came by closing' });
    const entry = (await auditOf(o._id)).find((a) => a.to?.status === 'Not collected');
    expect(entry).toMatchObject({ actorName: 'Test manager', to: { reason: 'Nobody came by closing' } });
  });

  it('on the counter’s device, a manager who switches in with their PIN marks the takeaway Not collected, named in the audit', async () => {
    const o = await walkIn('takeaway');
    await ready(o._id);
    expect((await t.call('PUT', '/api/admin/pins/me', { token: tokens.manager, body: { pin: '4826', confirmPin: '4826' } })).status).toBe(200);
    const sw = await t.call<ActingPerson>('POST', '/api/admin/pins/switch', { token: tokens.counter, body: { uid: sessions.manager.uid, pin: '4826' } });
    expect(sw.status).toBe(200);
    const r = await t.call<OrderView>('PATCH', `/api/orders/${o._id}/status`, {
      token: tokens.counter,
      headers: { [ACTING_HEADER]: sw.body.data!.token },
      body: { status: 'Not collected', reason: 'Nobody came', undoable: false },
    });
    expect([r.status, r.body.data?.status]).toEqual([200, 'Not collected']);
    expect((await auditOf(o._id)).find((a) => a.to?.status === 'Not collected')).toMatchObject({ actorName: 'Test manager' });
  }, 60_000);

  it('a paid takeaway never collected stays a sale: money was received', async () => {
    const o = await pay(await walkIn('takeaway'));
    await ready(o._id);
    const before = (await dayEnd()).sales.totals;
    const r = await setStatus(o._id, { status: 'Not collected', reason: 'Paid on the phone, never came' }, tokens.manager);
    expect(r.status).toBe(200);
    const after = (await dayEnd()).sales.totals;
    expect([after.orders, after.total]).toEqual([before.orders, before.total]);
    expect((await stored(o._id)).refundedCents ?? 0).toBe(0);
  });
});

describe('cancelling', () => {
  it('needs a reason once the kitchen has started (400, nothing changed), but not while Pending', async () => {
    const started = await walkIn('takeaway');
    expect((await setStatus(started._id, { status: 'Preparing' })).status).toBe(200);
    const bare = await setStatus(started._id, { status: 'Cancelled' });
    expect([bare.status, bare.body.message]).toEqual([400, 'Please give a reason of 3 to 200 characters']);
    expect((await stored(started._id)).status).toBe('Preparing');
    const r = await setStatus(started._id, { status: 'Cancelled', reason: 'Ran out of paneer' });
    expect([r.status, r.body.data!.statusReason]).toEqual([200, 'Ran out of paneer']);

    const waiting = await walkIn('takeaway');
    expect((await setStatus(waiting._id, { status: 'Cancelled' })).status).toBe(200);
  });

  it('a paid order asks how the money goes back, then records the refund of all of it', async () => {
    const o = await pay(await walkIn('takeaway', 2));
    const noMode = await setStatus(o._id, { status: 'Cancelled' });
    expect([noMode.status, noMode.body.message]).toEqual([400, 'This order was paid: say how the money was given back (cash, UPI, card or online)']);
    expect((await stored(o._id)).status).toBe('Pending');

    const r = await setStatus(o._id, { status: 'Cancelled', refundMode: 'upi' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ refunded: o.total, refundable: 0, refunds: [{ amount: o.total, mode: 'upi', kind: 'cancel', by: 'Test owner' }] });
    const refunds = await t.store.query<{ orderId: string; amountCents: number }>(REFUNDS, { where: [{ field: 'orderId', op: '==', value: o._id }] });
    expect(refunds.map((x) => x.amountCents)).toEqual([cents(o.total)]);
  });
});

describe('credit notes', () => {
  it('an invoiced order, cancelled, answers void: true with a credit note; the GST summary’s net tax drops by its tax', async () => {
    const o = await walkIn('takeaway', 3);
    const printed = await t.call<OrderView>('POST', `/api/orders/${o._id}/invoice`, { token: tokens.owner });
    expect(printed.body.data!.invoiceNumber).toMatch(/^TH\/2034-35\/\d{6}$/);
    expect((await t.call<InvoiceView>('GET', `/api/orders/${o._id}/invoice`, { token: tokens.owner })).body.data).toMatchObject({
      void: false,
      creditNote: null,
    });
    const before = await gst();
    const counter = (await t.store.get<{ last: number }>(COUNTERS, 'credit-note-2034-35'))?.last ?? 0;

    const r = await setStatus(o._id, { status: 'Cancelled', reason: 'Guest changed their mind' });
    expect(r.status).toBe(200);
    const inv = (await t.call<InvoiceView>('GET', `/api/orders/${o._id}/invoice`, { token: tokens.owner })).body.data!;
    expect(inv.void).toBe(true);
    expect(inv.number).toBe(printed.body.data!.invoiceNumber);
    expect(inv.creditNote).toEqual({ number: `TH/CN/2034-35/${String(counter + 1).padStart(6, '0')}`, date: expect.any(String), amount: o.total });
    expect((await t.store.get<{ last: number }>(COUNTERS, 'credit-note-2034-35'))!.last).toBe(counter + 1);

    const after = await gst();
    expect(o.tax).toBeGreaterThan(0);
    expect(cents(before.totals.tax) - cents(after.totals.tax)).toBe(cents(o.tax));
    expect(after.creditNotes.find((n) => n.number === inv.creditNote!.number)).toMatchObject({ invoiceNumber: inv.number, tax: o.tax, amount: o.total });
    expect(cents(after.invoiced.tax)).toBe(cents(before.totals.tax));

    const csv = await fetch(`${t.base}/api/admin/reports/gst.csv?from=${TODAY}&to=${TODAY}`, { headers: { authorization: `Bearer ${tokens.owner}` } });
    const rows = parseCsv(await csv.text());
    const line = rows.find((row) => row[0] === `Less credit note ${inv.creditNote!.number} (invoice ${inv.number})`);
    expect(line?.[7]).toBe(String(-o.tax));
  });

  it('voiding an invoiced, paid order gives the next credit note and refunds what was paid; a second void is refused', async () => {
    const o = await pay(await walkIn('takeaway'));
    await ready(o._id);
    expect((await setStatus(o._id, { status: 'Completed' })).status).toBe(200);
    const noMode = await t.call('POST', `/api/orders/${o._id}/void`, { token: tokens.owner, body: { reason: 'Rung up twice' } });
    expect(noMode.status).toBe(400);
    expect((await stored(o._id)).status).toBe('Completed');

    const r = await t.call<OrderView>('POST', `/api/orders/${o._id}/void`, { token: tokens.manager, body: { reason: 'Rung up twice', refundMode: 'card' } });
    expect(r.status).toBe(200);
    expect(r.body.data!.creditNote!.number).toMatch(/^TH\/CN\/2034-35\/\d{6}$/);
    expect(r.body.data).toMatchObject({ refunded: o.total, refunds: [{ mode: 'card', kind: 'void', reason: 'Rung up twice' }] });
    expect((await t.call('POST', `/api/orders/${o._id}/void`, { token: tokens.owner, body: { reason: 'Again', refundMode: 'card' } })).status).toBe(409);
  });
});

describe('refunds', () => {
  it('a partial refund never exceeds what was paid less what was refunded (409), is the owner’s or a manager’s, and is audited', async () => {
    const o = await pay(await walkIn('takeaway', 10));
    const refund = (body: object, token = tokens.manager) => t.call<OrderView>('POST', `/api/orders/${o._id}/refund`, { token, body });

    const over = await refund({ amount: o.total + 0.01, mode: 'cash', reason: 'Cold food' });
    expect([over.status, over.body.code]).toEqual([409, 'conflict']);
    expect((await stored(o._id)).refundedCents ?? 0).toBe(0);
    expect((await refund({ amount: 1, mode: 'cash', reason: 'Cold food' }, tokens.counter)).body.code).toBe('forbidden_role');
    expect((await refund({ amount: 1, mode: 'cheque', reason: 'Cold food' })).status).toBe(400);
    expect((await refund({ amount: 1, mode: 'cash', reason: 'x' })).status).toBe(400);

    const part = await refund({ amount: 10.5, mode: 'cash', reason: 'Cold food' });
    expect([part.status, part.body.message]).toEqual([200, 'Refund recorded']);
    expect(part.body.data).toMatchObject({ refunded: 10.5, refundable: Math.round((o.total - 10.5) * 100) / 100 });
    expect((await stored(o._id)).refundedCents).toBe(1050);
    const rest = await refund({ amount: Math.round((o.total - 10) * 100) / 100, mode: 'cash', reason: 'Cold food' });
    expect(rest.status).toBe(409);
    expect((await stored(o._id)).refundedCents).toBe(1050);

    const entry = (await auditOf(o._id)).find((a) => a.action === 'refund');
    expect(entry).toMatchObject({ actorName: 'Test manager', to: { amount: 10.5, mode: 'cash', reason: 'Cold food' } });
  });

  it('two staff refunding the whole bill at the same instant refund it once: one 200, one 409, one refund recorded', async () => {
    const o = await pay(await walkIn('takeaway', 3));
    const body = { amount: o.total, mode: 'cash', reason: 'Wrong order' };
    const replies = await Promise.all([tokens.owner, tokens.manager].map((token) => t.call<OrderView>('POST', `/api/orders/${o._id}/refund`, { token, body })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await stored(o._id)).refundedCents).toBe(cents(o.total));
    const refunds = await t.store.query<{ orderId: string }>(REFUNDS, { where: [{ field: 'orderId', op: '==', value: o._id }], limit: 10 });
    expect(refunds).toHaveLength(1);
  });

  it('two staff settling the same bill at the same instant take its money once: one 200, one refused, one payment kept', async () => {
    const o = await walkIn('takeaway', 2);
    const body = { parts: [{ mode: 'cash', amount: o.total }] };
    const replies = await Promise.all(
      [tokens.owner, tokens.manager].map((token) => t.call<OrderView>('POST', `/api/orders/${o._id}/payment`, { token, body })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const paid = await stored(o._id);
    expect(paid.payment).toMatchObject({ parts: [{ mode: 'cash', amountCents: cents(o.total) }] });
    expect(paid.payment!.parts).toHaveLength(1);
  });

  it('an unpaid order has nothing to refund: 409', async () => {
    const o = await walkIn('takeaway');
    const r = await t.call('POST', `/api/orders/${o._id}/refund`, { token: tokens.owner, body: { amount: 1, mode: 'cash', reason: 'Goodwill' } });
    expect([r.status, r.body.message]).toEqual([409, 'This order was not paid, so there is nothing to refund']);
  });
});

describe('the day-end (Z) report', () => {
  it('shows the refunds and the net takings, and its charged and paid figures agree or list the difference line by line', async () => {
    const before = await dayEnd();
    const o = await pay(await walkIn('takeaway', 5));
    expect(
      (await t.call('POST', `/api/orders/${o._id}/refund`, { token: tokens.owner, body: { amount: 5, mode: 'upi', reason: 'Missing raita' } })).status,
    ).toBe(200);
    const z = await dayEnd();
    expect(cents(z.payments.refunds.total) - cents(before.payments.refunds.total)).toBe(500);
    expect(cents(z.payments.refunds.upi) - cents(before.payments.refunds.upi)).toBe(500);
    expect(z.payments.refunds.lines.find((l) => l.orderId === o._id)).toMatchObject({ amount: 5, mode: 'upi', reason: 'Missing raita', by: 'Test owner' });
    expect(cents(z.payments.net)).toBe(cents(z.payments.total) - cents(z.payments.refunds.total));
    expect(cents(z.payments.total) - cents(before.payments.total)).toBe(cents(o.total));

    // Charged against the net takings: the partial refund of a sale is a line of its own.
    const rec = z.reconciliation;
    expect([rec.charged, rec.paid, rec.refunds, rec.net]).toEqual([z.sales.totals.total, z.payments.total, z.payments.refunds.total, z.payments.net]);
    expect(cents(rec.difference)).toBe(cents(rec.charged) - cents(rec.net));
    expect(rec.lines.reduce((s, l) => s + cents(l.amount), 0)).toBe(cents(rec.difference));
    expect(rec.lines.some((l) => l.kind === 'unexplained')).toBe(false);
    expect(rec.lines.filter((l) => l.orderId === o._id)).toEqual([expect.objectContaining({ kind: 'refunded', amount: 5, note: 'Refunded today' })]);
    // This file's orders make a difference: unpaid sales.
    expect(rec.agrees).toBe(false);
    expect(rec.lines.some((l) => l.kind === 'not-paid')).toBe(true);

    // An order paid, then voided with its whole payment refunded the same day, nets to nothing: no line.
    const voided = await pay(await walkIn('takeaway'));
    await ready(voided._id);
    expect((await setStatus(voided._id, { status: 'Completed' })).status).toBe(200);
    const v = await t.call('POST', `/api/orders/${voided._id}/void`, { token: tokens.owner, body: { reason: 'Rung up twice', refundMode: 'cash' } });
    expect(v.status).toBe(200);
    const after = (await dayEnd()).reconciliation;
    expect(after.lines.some((l) => l.orderId === voided._id)).toBe(false);
    expect(after.lines.reduce((s, l) => s + cents(l.amount), 0)).toBe(cents(after.difference));
    expect(cents(after.difference)).toBe(cents(rec.difference));
  });
});
