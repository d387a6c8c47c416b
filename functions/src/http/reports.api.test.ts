/**
 * Reports over real HTTP: orders of known totals (an offer, charges, GST split in halves), one left
 * unconfirmed, one cancelled, one voided; the report, the tax summary, the day-end report and the
 * dashboard agree with them to the cent, and the CSV exports carry them.
 */
import { describe, expect, it } from 'vitest';
import type { DashboardView } from '../domain/dashboard';
import type { OrderView } from '../domain/orders';
import { CSV_BOM, parseCsv, type BookingsReport, type SalesReport } from '../domain/reports';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import { apiForFile, guestSequence } from '../testing/api-file';

// A day no other API file orders on, so the day's figures are this file's own on a shared store.
const TODAY = '2033-03-15';
const { t, tokens } = apiForFile({
  at: restaurantInstant(TODAY, '13:20', DEFAULT_SETTINGS.locale.timeZone),
  sessions: { owner: 'owner', user: 'user' },
  unlimitedTexts: true,
});
const fresh = guestSequence('78', '10.127');
const range = `from=${TODAY}&to=${TODAY}`;
const cents = (dollars: number) => Math.round(dollars * 100);
const sumCents = (orders: OrderView[], pick: (o: OrderView) => number) => orders.reduce((s, o) => s + cents(pick(o)), 0);

interface MenuItem {
  _id: string;
  name: string;
  price: number;
  soldOut?: boolean;
}
type Sales = SalesReport & { bookings: BookingsReport };

const settingsNow = async () => (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: tokens.owner })).body.data!.settings;
const walkIn = async (body: Record<string, unknown>) => {
  const r = await t.call<OrderView>('POST', '/api/orders/walk-in', { token: tokens.owner, body: { phone: '', source: 'walk-in', ...body } });
  expect(r.status).toBe(201);
  return r.body.data!;
};
const move = async (id: string, ...statuses: string[]) => {
  let last: OrderView | undefined;
  for (const status of statuses) {
    const r = await t.call<OrderView>('PATCH', `/api/orders/${id}/status`, { token: tokens.owner, body: { status, undoable: false } });
    expect([r.status, r.body.message]).toEqual([200, expect.any(String)]);
    last = r.body.data!;
  }
  return last!;
};
const sales = async () => {
  const r = await t.call<Sales>('GET', `/api/admin/reports/sales?${range}`, { token: tokens.owner });
  expect(r.status).toBe(200);
  return r.body.data!;
};
const csv = async (name: string, query = range) => {
  const res = await fetch(`${t.base}/api/admin/reports/${name}?${query}`, { headers: { authorization: `Bearer ${tokens.owner}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, text: bytes.toString('utf8'), bytes };
};

let menu: MenuItem[];
const counted: OrderView[] = [];
let cancelled: OrderView;
let voided: OrderView;

describe('the day figures follow the orders', () => {
  it('orders placed with an offer, charges and GST in halves: a confirmed online order, a completed walk-in; an unconfirmed one stays out', async () => {
    menu = (await t.call<MenuItem[]>('GET', '/api/menu')).body.data!.filter((m) => !m.soldOut);
    const [a, b] = menu as [MenuItem, MenuItem];
    const s = await settingsNow();
    const now = t.clock.now().getTime();
    const saved = await t.call('PUT', '/api/admin/settings', {
      token: tokens.owner,
      body: {
        ...s,
        ordering: { ...s.ordering, serviceChargeBp: 1000, parcelChargeBp: 500 },
        tax: { ...s.tax, applies: true, rateBp: 500, inclusive: false, split: 'cgst-sgst', roundOff: false },
        offers: [
          {
            id: 'report-week',
            title: 'Report Week',
            blurb: '',
            percentOff: 20,
            itemIds: [a._id],
            startsAt: new Date(now - 3600_000).toISOString(),
            endsAt: new Date(now + 86_400_000).toISOString(),
            showAsDeal: false,
          },
        ],
      },
    });
    expect(saved.status).toBe(200);

    const guest = fresh();
    const online = await t.call<OrderView & { testOtp: string }>('POST', '/api/orders', {
      body: {
        name: 'Asha Patel',
        phone: guest.phone,
        orderType: 'dine-in',
        tableNumber: '7',
        items: [
          { _id: a._id, quantity: 2 },
          { _id: b._id, quantity: 1 },
        ],
      },
      ip: guest.ip,
    });
    expect(online.status).toBe(201);
    const verified = await t.call<OrderView>('POST', `/api/orders/${online.body.data!._id}/verify-otp`, {
      body: { otp: online.body.data!.testOtp },
      ip: guest.ip,
    });
    expect(verified.status).toBe(200);
    const o1 = verified.body.data!;
    // The server's own pricing: 20% off a, 10% service, 5% GST as two halves of 2.5%, each rounded.
    const subtotal = Math.round(cents(a.price) * 0.8) * 2 + cents(b.price);
    expect(cents(o1.subtotal)).toBe(subtotal);
    expect(cents(o1.serviceOrParcelCharge)).toBe(Math.round(subtotal * 0.1));
    expect(cents(o1.tax)).toBe(2 * Math.round((subtotal + Math.round(subtotal * 0.1)) * 0.025));
    counted.push(o1);

    const unconfirmed = fresh();
    const pending = await t.call('POST', '/api/orders', {
      body: { name: 'Never Confirmed', phone: unconfirmed.phone, orderType: 'takeaway', items: [{ _id: b._id, quantity: 3 }] },
      ip: unconfirmed.ip,
    });
    expect(pending.status).toBe(201);

    const o2 = await walkIn({ name: 'Mehta, "Raju"', orderType: 'takeaway', items: [{ _id: b._id, quantity: 2 }] });
    counted.push(await move(o2._id, 'Preparing', 'Ready', 'Completed'));

    const report = await sales();
    expect(report.totals).toMatchObject({ orders: 2, cancelled: 0, voided: 0 });
    expect(cents(report.totals.total)).toBe(sumCents(counted, (o) => o.total));
  });

  it('a cancelled order leaves the sales for the cancelled count, and an undone cancellation comes back', async () => {
    const [a] = menu as [MenuItem];
    const o = await walkIn({ name: 'Changed Mind', orderType: 'dine-in', tableNumber: 2, items: [{ _id: a._id, quantity: 1 }] });
    const undoable = await t.call<OrderView & { lastMove: { id: string } }>('PATCH', `/api/orders/${o._id}/status`, {
      token: tokens.owner,
      body: { status: 'Cancelled', undoable: true },
    });
    expect(undoable.status).toBe(200);
    expect((await sales()).totals).toMatchObject({ orders: 2, cancelled: 1 });
    const undone = await t.call('POST', `/api/orders/${o._id}/undo`, { token: tokens.owner, body: { move: undoable.body.data!.lastMove.id } });
    expect(undone.status).toBe(200);
    const back = await sales();
    expect(back.totals).toMatchObject({ orders: 3, cancelled: 0 });
    expect(back.exceptions).toEqual([]);
    cancelled = await move(o._id, 'Cancelled');
  });

  it('a voided order leaves the sales for the voided count, with its reason and who voided it', async () => {
    const [, b] = menu as [MenuItem, MenuItem];
    const o = await walkIn({ name: 'Wrong Till', orderType: 'takeaway', items: [{ _id: b._id, quantity: 1 }] });
    await move(o._id, 'Preparing', 'Ready', 'Completed');
    const before = await t.call('GET', `/api/admin/reports/day-end?date=${TODAY}`, { token: tokens.owner });
    expect(before.status).toBe(200);
    const r = await t.call<OrderView>('POST', `/api/orders/${o._id}/void`, { token: tokens.owner, body: { reason: 'Rung up twice' } });
    expect(r.status).toBe(200);
    voided = r.body.data!;
  });

  it('the report equals the sum of the orders it covers, to the cent: items before offers, discounts, charges, tax, total', async () => {
    const report = await sales();
    const lineList = (o: OrderView) => o.items.reduce((s, l) => s + cents((l as { originalPrice?: number }).originalPrice ?? l.price) * l.quantity, 0);
    const items = counted.reduce((s, o) => s + lineList(o), 0);
    expect({
      orders: report.totals.orders,
      items: cents(report.totals.items),
      discounts: cents(report.totals.discounts),
      charges: cents(report.totals.charges),
      tax: cents(report.totals.tax),
      total: cents(report.totals.total),
      cancelled: report.totals.cancelled,
      voided: report.totals.voided,
    }).toEqual({
      orders: 2,
      items,
      discounts: items - sumCents(counted, (o) => o.subtotal),
      charges: sumCents(counted, (o) => o.serviceOrParcelCharge),
      tax: sumCents(counted, (o) => o.tax),
      total: sumCents(counted, (o) => o.total),
      cancelled: 1,
      voided: 1,
    });
    expect(cents(report.totals.items) - cents(report.totals.discounts) + cents(report.totals.charges) + cents(report.totals.tax)).toBe(
      cents(report.totals.total),
    );
    // By dish, by hour, by order type and by offer.
    const [a, b] = menu as [MenuItem, MenuItem];
    expect(report.dishes.find((d) => d.itemId === a._id)).toMatchObject({ quantity: 2, name: a.name });
    expect(report.dishes.find((d) => d.itemId === b._id)).toMatchObject({ quantity: 3 });
    expect(cents(report.dishes.reduce((s, d) => s + d.revenue, 0))).toBe(sumCents(counted, (o) => o.subtotal));
    expect(report.hours[13]).toEqual({ hour: 13, orders: 2, total: report.totals.total });
    expect(report.hours.filter((h) => h.orders > 0)).toHaveLength(1);
    expect(report.orderTypes['dine-in'].orders).toBe(1);
    expect(report.orderTypes.takeaway.orders).toBe(1);
    expect(report.offers).toEqual([{ offerId: 'report-week', title: 'Report Week', orders: 1, quantity: 2, discount: report.totals.discounts }]);
    expect(report.days).toEqual([expect.objectContaining({ date: TODAY, orders: 2, total: report.totals.total })]);
    // Apart from the sales: what was cancelled and voided, why and by whom.
    expect(report.exceptions.map((e) => [e.reference, e.status, e.reason, cents(e.total)])).toEqual([
      [cancelled.reference, 'Cancelled', 'Cancelled by staff', cents(cancelled.total)],
      [voided.reference, 'Voided', 'Rung up twice', cents(voided.total)],
    ]);
    expect(report.exceptions[1]).toMatchObject({ from: 'Completed', by: expect.any(String) });
    expect(report.exceptions[1]!.by).not.toBe('');
  });

  it("the dashboard's today and the report's today agree", async () => {
    const dash = (await t.call<DashboardView>('GET', '/api/admin/dashboard', { token: tokens.owner })).body.data!;
    const report = await sales();
    expect(dash.date).toBe(TODAY);
    expect([dash.orders.today, dash.revenue.today]).toEqual([report.totals.orders, report.totals.total]);
  });

  it('the GST summary per rate gives the taxable value and the CGST and SGST halves, adding up to the tax', async () => {
    const r = await t.call<{ rates: Array<{ rate: number; taxable: number; cgst: number; sgst: number; tax: number; orders: number }> }>(
      'GET',
      `/api/admin/reports/gst?${range}`,
      { token: tokens.owner },
    );
    expect(r.status).toBe(200);
    const [row] = r.body.data!.rates;
    expect(r.body.data!.rates).toHaveLength(1);
    expect(row).toMatchObject({ rate: 5, orders: 2 });
    expect(cents(row!.taxable)).toBe(sumCents(counted, (o) => o.subtotal + o.serviceOrParcelCharge));
    expect(cents(row!.cgst) + cents(row!.sgst)).toBe(cents(row!.tax));
    expect(cents(row!.tax)).toBe(sumCents(counted, (o) => o.tax));
    expect(cents(row!.cgst) - cents(row!.sgst)).toBeGreaterThanOrEqual(0);
  });

  it('the day-end report prints the same figures again, and shows the void made after the first print', async () => {
    const first = await t.call<{ sales: Sales; dayClosed: boolean }>('GET', `/api/admin/reports/day-end?date=${TODAY}`, { token: tokens.owner });
    t.clock.set(new Date(t.clock.now().getTime() + 36 * 3600_000));
    const again = await t.call<{ sales: Sales; dayClosed: boolean }>('GET', `/api/admin/reports/day-end?date=${TODAY}`, { token: tokens.owner });
    expect(again.body.data!.sales).toEqual(first.body.data!.sales);
    expect([first.body.data!.dayClosed, again.body.data!.dayClosed]).toEqual([false, true]);
    expect(again.body.data!.sales.exceptions.some((e) => e.status === 'Voided' && e.reason === 'Rung up twice')).toBe(true);
  });
});

describe('CSV exports', () => {
  it('orders.csv: one row per confirmed order, UTF-8 with a BOM, RFC 4180 quoting, restaurant-time dates, plain amounts, a named file', async () => {
    const { res, text, bytes } = await csv('orders.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="orders-${TODAY}-to-${TODAY}.csv"`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(rows).toHaveLength(4);
    const col = (name: string) => header!.indexOf(name);
    const raju = rows.find((r) => r[col('order_id')] === counted[1]!._id)!;
    expect(raju[col('customer_name')]).toBe('Mehta, "Raju"');
    expect(text).toContain('"Mehta, ""Raju"""');
    expect(raju[col('placed_at')]).toBe(`${TODAY} 13:20`);
    expect(raju[col('total')]).toBe(String(counted[1]!.total));
    expect(rows.find((r) => r[col('order_id')] === voided._id)![col('void_reason')]).toBe('Rung up twice');
    expect(rows.filter((r) => r[col('counted')] === 'yes').reduce((s, r) => s + cents(Number(r[col('total')])), 0)).toBe(sumCents(counted, (o) => o.total));
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('lines.csv, bookings.csv and gst.csv answer CSV attachments with their headers', async () => {
    const lines = await csv('lines.csv');
    expect(lines.res.headers.get('content-disposition')).toBe(`attachment; filename="lines-${TODAY}-to-${TODAY}.csv"`);
    const [lh, ...lrows] = parseCsv(lines.text);
    expect(lh).toContain('dish');
    expect(lrows.filter((r) => r[lh!.indexOf('counted')] === 'yes').reduce((s, r) => s + Number(r[lh!.indexOf('quantity')]), 0)).toBe(5);
    const gst = await csv('gst.csv');
    const [, rate, total] = parseCsv(gst.text);
    expect(rate![1]).toBe('5');
    expect(total![0]).toBe('Total');
    const bookings = await csv('bookings.csv');
    expect(bookings.res.status).toBe(200);
    expect(parseCsv(bookings.text)[0]).toEqual([
      'reference',
      'date',
      'time',
      'party_size',
      'status',
      'confirmed',
      'customer_name',
      'table',
      'booked_at',
      'updated_at',
    ]);
  });
});

describe('the report routes refuse', () => {
  const ROUTES = ['sales', 'gst', 'orders.csv', 'lines.csv', 'bookings.csv', 'gst.csv'].map((r) => `/api/admin/reports/${r}?${range}`);
  ROUTES.push(`/api/admin/reports/day-end?date=${TODAY}`);

  it.each(ROUTES)('%s: 401 without a session, 403 for a customer', async (path) => {
    const anonymous = await t.call('GET', path);
    const customer = await t.call('GET', path, { token: tokens.user });
    expect([anonymous.status, customer.status]).toEqual([401, 403]);
  });

  it.each([
    ['from=2033-03-15&to=2033-03-14', 'The range ends before it starts: to must be on or after from'],
    ['from=2033-02-30&to=2033-03-14', 'from must be a date like 2026-11-30'],
    ['from=yesterday&to=2033-03-14', 'from must be a date like 2026-11-30'],
    ['to=2033-03-14', 'from is required, as YYYY-MM-DD'],
    ['from=2032-03-14&to=2033-03-15', 'A report covers at most 366 days: choose a shorter range'],
  ])('?%s gets 400: %s', async (query, message) => {
    for (const route of ['sales', 'gst', 'orders.csv']) {
      const r = await t.call('GET', `/api/admin/reports/${route}?${query}`, { token: tokens.owner });
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
  });

  it('366 days is allowed', async () => {
    const r = await t.call<Sales>('GET', '/api/admin/reports/sales?from=2032-03-15&to=2033-03-15', { token: tokens.owner });
    expect(r.status).toBe(200);
    expect(r.body.data!.days).toHaveLength(366);
  });
});
