import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS, RESERVATIONS } from '../domain/collections';
import type { DashboardView, OrderAlertsView } from '../domain/dashboard';
import type { OrderDoc, OrderStatus } from '../domain/orders';
import { startApi, type TestApi } from '../testing/api-harness';

let t: TestApi;
let admin: string;
let customer: string;

// Noon in the restaurant's zone (the seeded settings' Asia/Kolkata, UTC+5:30): its day began at 18:30Z the day before.
const NOW = new Date('2026-11-20T06:30:00.000Z');

beforeAll(async () => {
  t = await startApi();
  t.clock.set(NOW);
  admin = (await t.sessionFor('admin')).idToken;
  customer = (await t.sessionFor('user')).idToken;
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function putOrder(o: {
  createdAt: string;
  totalCents: number;
  status?: OrderStatus;
  isVerified?: boolean;
  readyAt?: string;
  prepSeconds?: number;
  verifiedAt?: string;
}) {
  const id = `order${String(n++).padStart(15, '0')}`;
  const doc: OrderDoc = {
    name: `Guest ${n}`,
    phone: '9876543210',
    customerId: null,
    tableNumber: '4',
    orderType: 'dine-in',
    items: [{ menuItemId: 'seed-x', name: 'Thali', priceCents: o.totalCents, quantity: 2, image: '' }],
    gst: false,
    subtotalCents: o.totalCents,
    chargeCents: 0,
    taxCents: 0,
    totalCents: o.totalCents,
    status: o.status ?? 'Pending',
    isVerified: o.isVerified ?? true,
    isPaid: false,
    source: 'online',
    otp: null,
    createdAt: o.createdAt,
    updatedAt: o.createdAt,
    verifiedAt: o.isVerified === false ? null : (o.verifiedAt ?? o.createdAt),
    readyAt: o.readyAt ?? null,
    prepSeconds: o.prepSeconds ?? null,
    completedAt: null,
    cancelledAt: null,
  };
  await t.store.set(ORDERS, id, doc);
  return id;
}
async function putReservation(date: string, status: string, partySize: number) {
  await t.store.set(RESERVATIONS, `res${String(n++).padStart(12, '0')}`, {
    name: 'R',
    phone: '9876543210',
    date,
    time: '19:00',
    partySize,
    status,
    isVerified: status !== 'pending',
  });
}

const dashboard = (query = '') => t.call<DashboardView>('GET', `/api/admin/dashboard${query}`, { token: admin });

describe('admin routes: who may call them', () => {
  for (const path of ['/api/admin/dashboard', '/api/admin/order-alerts?since=2026-11-20T00:00:00.000Z']) {
    it(`${path.split('?')[0]} answers 401 without a session and 403 to a customer`, async () => {
      expect((await t.call('GET', path)).status).toBe(401);
      const r = await t.call('GET', path, { token: customer });
      expect([r.status, r.body.message]).toEqual([403, 'Access denied. Admin privileges required.']);
    });
  }
});

describe('GET /api/admin/dashboard', () => {
  it('with no orders or bookings, answers zeros and no changes', async () => {
    const r = await dashboard();
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      date: '2026-11-20',
      revenue: { today: 0, yesterday: 0, change: null },
      orders: { today: 0, yesterday: 0, change: null },
      reservations: { today: 0, confirmed: 0 },
      guests: { today: 0, bookings: 0 },
      avgWait: { minutes: null, change: null, readyToday: 0 },
      newOrders: null,
    });
  });

  it('computes today against yesterday on the restaurant-local day, counting only confirmed, non-cancelled orders', async () => {
    // Today (local): 10 + 20 + 30 + 40 dollars; a cancelled and an unconfirmed order do not count.
    await putOrder({ createdAt: '2026-11-19T18:30:00.000Z', totalCents: 1000 });
    await putOrder({ createdAt: '2026-11-20T03:30:00.000Z', totalCents: 2000, status: 'Preparing' });
    await putOrder({ createdAt: '2026-11-20T04:30:00.000Z', totalCents: 3000, status: 'Ready', readyAt: '2026-11-20T04:40:00.000Z', prepSeconds: 600 });
    await putOrder({ createdAt: '2026-11-20T05:00:00.000Z', totalCents: 4000, status: 'Completed', readyAt: '2026-11-20T05:20:00.000Z', prepSeconds: 1200 });
    await putOrder({ createdAt: '2026-11-20T05:30:00.000Z', totalCents: 5000, status: 'Cancelled' });
    await putOrder({ createdAt: '2026-11-20T06:00:00.000Z', totalCents: 6000, isVerified: false });
    // Yesterday (local): 18:29Z yesterday is 23:59 yesterday in Kolkata.
    await putOrder({ createdAt: '2026-11-19T18:29:00.000Z', totalCents: 5000, status: 'Completed', readyAt: '2026-11-19T18:29:30.000Z', prepSeconds: 900 });
    // Two days ago: in neither figure.
    await putOrder({ createdAt: '2026-11-18T06:30:00.000Z', totalCents: 9900 });

    await putReservation('2026-11-20', 'confirmed', 4);
    await putReservation('2026-11-20', 'pending', 2);
    await putReservation('2026-11-20', 'completed', 3);
    await putReservation('2026-11-20', 'cancelled', 6);
    await putReservation('2026-11-21', 'confirmed', 5);

    const r = await dashboard();
    expect(r.body.data).toMatchObject({
      revenue: { today: 100, yesterday: 50, change: 100 },
      orders: { today: 4, yesterday: 1, change: 300 },
      reservations: { today: 3, confirmed: 1 },
      guests: { today: 9, bookings: 3 },
      avgWait: { minutes: 15, yesterdayMinutes: 15, change: 0, readyToday: 2 },
    });
  });

  it('speaks dollars with cents', async () => {
    await putOrder({ createdAt: '2026-11-20T06:15:00.000Z', totalCents: 1299 });
    const r = await dashboard();
    expect(r.body.data!.revenue.today).toBe(112.99);
    expect(r.body.data!.orders.today).toBe(5);
  });

  it('costs at most 12 document reads, the admin check and the settings (for the time zone) included, with or without ?since=', async () => {
    let before = t.store.meter.reads;
    await dashboard();
    const plain = t.store.meter.reads - before;
    before = t.store.meter.reads;
    const withSince = await dashboard('?since=2026-11-20T05:30:00.000Z');
    const sinceReads = t.store.meter.reads - before;
    // Paid takeaways never collected are counted by an aggregation of their own, today and yesterday: two reads.
    expect(plain).toBe(10);
    expect(sinceReads).toBeLessThanOrEqual(12);
    expect(withSince.body.data!.newOrders).toBe(1);
    expect(withSince.body.data!.latestOrderAt).toBe('2026-11-20T06:15:00.000Z');
  });

  it('a malformed since is a 400', async () => {
    const r = await dashboard('?since=yesterday');
    expect([r.status, r.body.message]).toEqual([400, 'since must be an ISO date-time']);
  });
});

describe('GET /api/admin/order-alerts', () => {
  it('without since answers the server time as the baseline and reads nothing but the admin check', async () => {
    const before = t.store.meter.reads;
    const r = await t.call<OrderAlertsView>('GET', '/api/admin/order-alerts', { token: admin });
    expect(r.body.data).toEqual({ asOf: NOW.toISOString(), newOrders: 0, latestOrderAt: null, orders: [] });
    expect(t.store.meter.reads - before).toBe(1);
  });

  it('lists orders confirmed after since, newest first, and costs two reads when idle', async () => {
    const since = '2026-11-20T18:00:00.000Z';
    let before = t.store.meter.reads;
    const idle = await t.call<OrderAlertsView>('GET', `/api/admin/order-alerts?since=${since}`, { token: admin });
    expect(idle.body.data!.newOrders).toBe(0);
    expect(t.store.meter.reads - before).toBe(2);

    const late = await putOrder({ createdAt: '2026-11-20T17:58:00.000Z', verifiedAt: '2026-11-20T18:01:00.000Z', totalCents: 2500 });
    const later = await putOrder({ createdAt: '2026-11-20T18:02:00.000Z', totalCents: 1500 });
    await putOrder({ createdAt: '2026-11-20T18:03:00.000Z', totalCents: 700, isVerified: false });
    // Stamped ahead of the server's clock (another clock, a test clock moved back): it waits for its time.
    await putOrder({ createdAt: '2026-11-20T18:20:00.000Z', totalCents: 900 });
    t.clock.set(new Date('2026-11-20T18:05:00.000Z'));
    before = t.store.meter.reads;
    const r = await t.call<OrderAlertsView>('GET', `/api/admin/order-alerts?since=${encodeURIComponent('2026-11-20T12:00:00.000-06:00')}`, { token: admin });
    expect(t.store.meter.reads - before).toBe(3);
    expect(r.body.data!.newOrders).toBe(2);
    expect(r.body.data!.latestOrderAt).toBe('2026-11-20T18:02:00.000Z');
    expect(r.body.data!.orders.map((o) => o._id)).toEqual([later, late]);
    expect(r.body.data!.orders[1]).toMatchObject({ reference: late.slice(-6).toUpperCase(), total: 25, itemCount: 2, status: 'Pending' });
    t.clock.set(NOW);
  });
});
