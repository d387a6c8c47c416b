/**
 * UPI at the table and the counter, over real HTTP: with the restaurant's UPI id and payee name in Settings, the
 * invoice of a bill still to pay answers `upi.uri`, a upi://pay link for its total, and so does the tracking of an
 * unpaid dine-in order; once the counter records the UPI payment, neither does. A UPI id that is not name@handle is
 * refused by Settings with its message.
 */
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../domain/orders';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import type { TrackedOrder } from '../domain/track';
import type { InvoiceView } from '../services/bill';
import { apiForFile, guestOrder, guestSequence, orderableDish } from '../testing/api-file';

// A day no other API file orders on: this file's tokens and invoice serials are its own.
const TODAY = '2032-08-19';
const { t, tokens } = apiForFile({
  at: restaurantInstant(TODAY, '12:00', DEFAULT_SETTINGS.locale.timeZone),
  sessions: { admin: 'admin' },
  unlimitedTexts: true,
});
const nextGuest = guestSequence('78', '10.140');

const UPI = { upiId: 'thalihouse@okaxis', upiName: 'Thali House Ahmedabad' };

const settingsNow = async () => (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: tokens.admin })).body.data!.settings;
const savePayments = async (payments: Partial<Settings['payments']>, locale: Partial<Settings['locale']> = { currencyCode: 'INR', currencySymbol: '₹' }) => {
  const s = await settingsNow();
  return t.call<{ settings: Settings }>('PUT', '/api/admin/settings', {
    body: { ...s, locale: { ...s.locale, ...locale }, payments: { ...s.payments, ...payments } },
    token: tokens.admin,
  });
};
const walkIn = async (orderType: 'dine-in' | 'takeaway' = 'dine-in') => {
  const dish = await orderableDish(t);
  const r = await t.call<OrderView>('POST', '/api/orders/walk-in', {
    token: tokens.admin,
    body: { orderType, tableNumber: orderType === 'dine-in' ? 4 : null, items: [{ _id: dish, quantity: 3 }] },
  });
  expect(r.status).toBe(201);
  return r.body.data!;
};
const printBill = async (id: string) => {
  const r = await t.call<OrderView>('POST', `/api/orders/${id}/invoice`, { token: tokens.admin });
  expect(r.status).toBe(200);
  return r.body.data!;
};
const invoice = (id: string, asGuest?: string) =>
  t.call<InvoiceView>('GET', `/api/orders/${id}/invoice${asGuest ? `?phone=${asGuest}` : ''}`, { token: asGuest ? undefined : tokens.admin });
const settle = (id: string, amount: number, mode = 'upi') =>
  t.call<OrderView>('POST', `/api/orders/${id}/payment`, { token: tokens.admin, body: { parts: [{ mode, amount }] } });
const track = (reference: string, phoneLast4: string) => t.call<TrackedOrder>('POST', '/api/track', { body: { reference, phoneLast4 }, ip: '203.0.113.40' });

/** A guest's own order on the public API, confirmed with the code texted to them. */
async function guestConfirmed(orderType: 'dine-in' | 'takeaway') {
  const guest = nextGuest();
  const placed = await guestOrder(t, { ...guest, dish: await orderableDish(t), quantity: 2, orderType });
  expect(placed.status).toBe(201);
  const { _id: id, testOtp, reference } = placed.body.data!;
  expect((await t.call('POST', `/api/orders/${id}/verify-otp`, { body: { otp: testOtp } })).status).toBe(200);
  return { id, reference, phone: guest.phone };
}

/** The link as the issue spells it, for this total and note. */
const expectedUri = (total: number, note: string) =>
  `upi://pay?pa=thalihouse@okaxis&pn=Thali%20House%20Ahmedabad&am=${total.toFixed(2)}&cu=INR&tn=${encodeURIComponent(note)}`;

describe('the UPI id in Settings', () => {
  it('a UPI id that is not name@handle, or one without a payee name, is refused with its message and changes nothing', async () => {
    const before = await settingsNow();
    for (const [payments, field, message] of [
      [{ upiId: 'thalihouse', upiName: 'Thali House' }, 'payments.upiId', 'UPI id must look like name@bank, for example thalihouse@okaxis'],
      [{ upiId: 'thali house@okaxis', upiName: 'Thali House' }, 'payments.upiId', 'UPI id must look like name@bank, for example thalihouse@okaxis'],
      [{ upiId: 'thalihouse@okaxis', upiName: '' }, 'payments.upiName', 'UPI payee name is required with a UPI id'],
    ] as const) {
      const r = await savePayments(payments);
      expect([r.status, r.body.message, (r.body.data as { field?: string } | undefined)?.field]).toEqual([400, message, field]);
    }
    expect(await settingsNow()).toEqual(before);
  });

  it('a good one is saved as typed, trimmed', async () => {
    const r = await savePayments({ upiId: ' thalihouse@okaxis ', upiName: 'Thali House Ahmedabad' });
    expect(r.status).toBe(200);
    expect(r.body.data!.settings.payments).toMatchObject(UPI);
  });
});

describe('the invoice of a bill still to pay', () => {
  it('without a UPI id in Settings has no UPI link', async () => {
    expect((await savePayments({ upiId: '', upiName: '' })).status).toBe(200);
    const order = await walkIn();
    await printBill(order._id);
    const inv = await invoice(order._id);
    expect(inv.status).toBe(200);
    expect(inv.body.data!.upi).toBeNull();
  });

  it('with one answers upi.uri for its total and invoice number, to the counter and to the guest; after the UPI payment, none', async () => {
    expect((await savePayments(UPI)).status).toBe(200);
    const { id, phone } = await guestConfirmed('dine-in');
    await printBill(id);

    const inv = (await invoice(id)).body.data!;
    expect(inv.number).toMatch(/^TH\/2032-33\/\d{6}$/);
    expect(inv.total).toBeGreaterThan(0);
    expect(inv.upi).toEqual({ uri: expectedUri(inv.total, inv.number) });
    expect(inv.upi!.uri).toContain('&tn=TH%2F2032-33%2F');
    expect((await invoice(id, phone)).body.data!.upi).toEqual(inv.upi);

    const paid = await settle(id, inv.total);
    expect(paid.status).toBe(200);
    expect(paid.body.data!.payment).toMatchObject({ parts: [{ mode: 'upi', amount: inv.total }] });
    const after = (await invoice(id)).body.data!;
    expect(after.payment).toMatchObject({ parts: [{ mode: 'upi', amount: inv.total }] });
    expect(after.upi).toBeNull();
  });

  it('with prices in dollars has none: UPI pays rupees only', async () => {
    expect((await savePayments(UPI, { currencyCode: 'USD', currencySymbol: '$' })).status).toBe(200);
    const order = await walkIn('takeaway');
    await printBill(order._id);
    expect((await invoice(order._id)).body.data!.upi).toBeNull();
    expect((await savePayments(UPI)).status).toBe(200);
    expect((await invoice(order._id)).body.data!.upi).toEqual({ uri: expectedUri(order.total, (await invoice(order._id)).body.data!.number) });
  });

  it('of a cancelled order has none', async () => {
    expect((await savePayments(UPI)).status).toBe(200);
    const order = await walkIn();
    await printBill(order._id);
    expect((await invoice(order._id)).body.data!.upi).not.toBeNull();
    const cancelled = await t.call('PATCH', `/api/orders/${order._id}/status`, { token: tokens.admin, body: { status: 'Cancelled', undoable: false } });
    expect(cancelled.status).toBe(200);
    expect((await invoice(order._id)).body.data!.upi).toBeNull();
  });
});

describe('tracking an unpaid dine-in order', () => {
  it('answers the UPI link for its total and reference before the bill is printed, its invoice number after, and none once paid', async () => {
    expect((await savePayments(UPI)).status).toBe(200);
    const { id, reference, phone } = await guestConfirmed('dine-in');
    const seen = (await track(reference, phone.slice(-4))).body.data!;
    expect(seen.invoice).toBeNull();
    expect(seen.upi).toEqual({ uri: expectedUri(seen.totalCents / 100, reference) });

    await printBill(id);
    const billed = (await track(reference, phone.slice(-4))).body.data!;
    expect(billed.upi).toEqual({ uri: expectedUri(billed.totalCents / 100, billed.invoice!.number) });
    expect(billed.invoice!.upi).toEqual(billed.upi);

    expect((await settle(id, seen.totalCents / 100)).status).toBe(200);
    const paid = (await track(reference, phone.slice(-4))).body.data!;
    expect([paid.upi, paid.invoice!.upi]).toEqual([null, null]);
  });

  it('a takeaway is paid at pickup, not from the tracking page: no link, and its poll still reads only the order and its wrong tries', async () => {
    expect((await savePayments(UPI)).status).toBe(200);
    const { reference, phone } = await guestConfirmed('takeaway');
    await track(reference, phone.slice(-4));
    const before = { ...t.store.meter };
    const seen = await track(reference, phone.slice(-4));
    expect(seen.status).toBe(200);
    expect(seen.body.data!.upi).toBeNull();
    expect(t.store.meter.reads - before.reads).toBe(2);
  });

  it('without a UPI id in Settings has no link', async () => {
    expect((await savePayments({ upiId: '', upiName: '' })).status).toBe(200);
    const { reference, phone } = await guestConfirmed('dine-in');
    expect((await track(reference, phone.slice(-4))).body.data!.upi).toBeNull();
  });
});
