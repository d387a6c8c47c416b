import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '../domain/collections';
import type { OrderDoc } from '../domain/orders';
import { putInCatalog, readCatalog } from '../services/catalog';
import { startApi, type TestApi } from '../testing/api-harness';
import { DEFAULT_SETTINGS } from '../domain/settings-defaults';
import { restaurantDate, restaurantInstant } from '../domain/time';

interface View {
  _id: string;
  reference: string;
  name: string;
  phone: string;
  status: string;
  orderType: string;
  isVerified: boolean;
  isPaid: boolean;
  source: string;
  tableNumber: string | null;
  total: number;
  createdAt: string;
  verifiedAt: string | null;
  readyAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  prepSeconds: number | null;
  testOtp?: string;
}
interface ListReply {
  data: View[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

let t: TestApi;
let admin: { uid: string; idToken: string };
let customer: { uid: string; idToken: string };
let other: { uid: string; idToken: string };
let dishId: string;
let seq = 0;

async function placeOrder(o: { name?: string; phone?: string; orderType?: 'dine-in' | 'takeaway'; token?: string; verify?: boolean } = {}): Promise<View> {
  seq += 1;
  const phone = o.phone ?? `91000${String(seq).padStart(5, '0')}`;
  const orderType = o.orderType ?? 'dine-in';
  const r = await t.call<View>('POST', '/api/orders', {
    body: { name: o.name ?? `Guest ${seq}`, phone, orderType, tableNumber: orderType === 'dine-in' ? '3' : null, items: [{ _id: dishId, quantity: 1 }] },
    ip: `10.2.${Math.floor(seq / 250)}.${(seq % 250) + 1}`,
    token: o.token,
  });
  expect(r.status).toBe(201);
  if (o.verify === false) return r.body.data!;
  const v = await t.call<View>('POST', `/api/orders/${r.body.data!._id}/verify-otp`, { body: { otp: r.body.data!.testOtp } });
  expect(v.status).toBe(200);
  return v.body.data!;
}

const list = (query: string, token = admin.idToken) =>
  t.call<View[]>('GET', `/api/orders${query}`, { token }) as unknown as Promise<{ status: number; body: ListReply & { success: boolean; message: string } }>;
const setStatus = (id: string, status: unknown, token = admin.idToken) => t.call<View>('PATCH', `/api/orders/${id}/status`, { body: { status }, token });

beforeAll(async () => {
  // Noon on a day of its own: takeaway is taken then whatever the hour the suite runs.
  t = await startApi({ at: restaurantInstant('2031-10-13', '12:00', 'Asia/Kolkata') });
  admin = await t.sessionFor('admin');
  customer = await t.sessionFor('user');
  other = await t.sessionFor('user');
  dishId = (await t.call<Array<{ _id: string }>>('GET', '/api/menu')).body.data![0]!._id;
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/orders (admins)', () => {
  it('answers 401 without a session and 403 to a customer', async () => {
    expect((await t.call('GET', '/api/orders')).status).toBe(401);
    const r = await list('', customer.idToken);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Access denied. Admin privileges required.');
  });

  it('lists confirmed orders newest first, paginated, and only with includeUnverified=true those awaiting their OTP', async () => {
    const a = await placeOrder({ name: 'Page One' });
    t.clock.advance(1000);
    const b = await placeOrder({ name: 'Page Two' });
    t.clock.advance(1000);
    const pending = await placeOrder({ name: 'Awaiting Code', verify: false });
    const r = await list('?limit=2');
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.message).toBe('Orders loaded');
    expect(r.body.data.map((o) => o._id)).toEqual([b._id, a._id]);
    expect(r.body).toMatchObject({ page: 1, limit: 2 });
    expect(r.body.total).toBeGreaterThanOrEqual(2);
    expect(r.body.pages).toBe(Math.ceil(r.body.total / 2));
    expect(r.body.data.every((o) => o.isVerified)).toBe(true);

    const page2 = await list('?limit=1&page=2');
    expect(page2.body.data.map((o) => o._id)).toEqual([a._id]);

    const all = await list('?includeUnverified=true&limit=1');
    expect(all.body.data[0]!._id).toBe(pending._id);
    expect(all.body.total).toBe(r.body.total + 1);
  });

  it('filters by status and order type, and searches name, phone and reference case-insensitively', async () => {
    const take = await placeOrder({ name: 'Meera Takeaway', orderType: 'takeaway', phone: '9812345670' });
    const dine = await placeOrder({ name: 'Ravi Dinein' });
    await setStatus(dine._id, 'Preparing');

    const preparing = await list('?status=Preparing');
    expect(preparing.body.data.map((o) => o._id)).toContain(dine._id);
    expect(preparing.body.data.every((o) => o.status === 'Preparing')).toBe(true);

    const takeaway = await list('?orderType=takeaway');
    expect(takeaway.body.data.map((o) => o._id)).toContain(take._id);
    expect(takeaway.body.data.every((o) => o.orderType === 'takeaway')).toBe(true);

    expect((await list('?search=meera')).body.data.map((o) => o._id)).toEqual([take._id]);
    expect((await list('?search=12345670')).body.data.map((o) => o._id)).toEqual([take._id]);
    expect((await list(`?search=${take.reference.toLowerCase()}`)).body.data.map((o) => o._id)).toEqual([take._id]);
    expect((await list(`?search=${take._id}`)).body.data.map((o) => o._id)).toEqual([take._id]);
    // As the screens show them: the reference with its '#', the phone with +91, spaces and dashes.
    expect((await list(`?search=${encodeURIComponent(`#${take.reference}`)}`)).body.data.map((o) => o._id)).toEqual([take._id]);
    expect((await list(`?search=${encodeURIComponent('+91 98123-45670')}`)).body.data.map((o) => o._id)).toEqual([take._id]);
    const none = await list('?search=nobody-by-this-name');
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it("filters by the restaurant's days (the settings' time zone) with from and to", async () => {
    const today = restaurantDate(t.clock.now(), DEFAULT_SETTINGS.locale.timeZone);
    const o = await placeOrder({ name: 'Dated Order' });
    expect((await list(`?from=${today}&to=${today}&search=Dated`)).body.data.map((x) => x._id)).toEqual([o._id]);
    expect((await list('?from=2001-01-01&to=2001-01-02')).body.data).toEqual([]);
  });

  it('caps limit at 100 and refuses bad parameters with 400', async () => {
    expect((await list('?limit=500')).body.limit).toBe(100);
    expect((await list('?status=Lost')).status).toBe(400);
    expect((await list('?from=yesterday')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
  });
});

describe('GET /api/orders?customerId= (My Orders)', () => {
  it("answers a customer's own confirmed orders, newest first, and leaves out those awaiting their OTP", async () => {
    const first = await placeOrder({ token: customer.idToken });
    t.clock.advance(1000);
    const second = await placeOrder({ token: customer.idToken });
    await placeOrder({ token: customer.idToken, verify: false });
    await placeOrder({ token: other.idToken });
    const r = await t.call<View[]>('GET', `/api/orders?customerId=${customer.uid}`, { token: customer.idToken });
    expect(r.status).toBe(200);
    expect(r.body.data!.map((o) => o._id)).toEqual([second._id, first._id]);
  });

  it("answers 403 for someone else's id and 401 without a session", async () => {
    const r = await t.call('GET', `/api/orders?customerId=${customer.uid}`, { token: other.idToken });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('You can only see your own orders');
    expect((await t.call('GET', `/api/orders?customerId=${customer.uid}`)).status).toBe(401);
  });
});

describe('GET /api/orders/:id', () => {
  it('answers the owner, an admin, and a guest who gives the phone; 404 to anyone else', async () => {
    const mine = await placeOrder({ token: customer.idToken, phone: '9822222222' });
    const get = (q: string, token?: string) => t.call<View>('GET', `/api/orders/${mine._id}${q}`, { token });
    expect((await get('', customer.idToken)).body.data!._id).toBe(mine._id);
    expect((await get('', admin.idToken)).status).toBe(200);
    expect((await get('?phone=9822222222')).status).toBe(200);
    expect((await get('?phone=9822222223')).status).toBe(404);
    expect((await get('')).status).toBe(404);
    const stranger = await get('', other.idToken);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Order not found');
    expect((await t.call('GET', '/api/orders/nosuchorder0000000000', { token: admin.idToken })).status).toBe(404);
  });
});

describe('DELETE /api/orders/:id', () => {
  it('is for admins only: 401, 403, then "Order deleted successfully" for an order never confirmed, then 404', async () => {
    const o = await placeOrder({ verify: false });
    expect((await t.call('DELETE', `/api/orders/${o._id}`)).status).toBe(401);
    expect((await t.call('DELETE', `/api/orders/${o._id}`, { token: customer.idToken })).status).toBe(403);
    const r = await t.call('DELETE', `/api/orders/${o._id}`, { token: admin.idToken });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Order deleted successfully');
    expect(await t.store.get(ORDERS, o._id)).toBeNull();
    const again = await t.call('DELETE', `/api/orders/${o._id}`, { token: admin.idToken });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Order not found');
  });
});

describe('PATCH /api/orders/:id/status', () => {
  it('is for admins only', async () => {
    const o = await placeOrder();
    expect((await t.call('PATCH', `/api/orders/${o._id}/status`, { body: { status: 'Preparing' } })).status).toBe(401);
    expect((await setStatus(o._id, 'Preparing', customer.idToken)).status).toBe(403);
  });

  it('walks Pending → Preparing → Ready → Completed, recording the times, the preparation seconds, and payment', async () => {
    const o = await placeOrder();
    const p = await setStatus(o._id, 'Preparing');
    expect(p.status).toBe(200);
    expect(p.body.message).toBe('Order marked Preparing');
    t.clock.advance(754_000);
    const ready = await setStatus(o._id, 'Ready');
    expect(ready.body.data).toMatchObject({ status: 'Ready', readyAt: t.clock.now().toISOString(), prepSeconds: 754 });
    t.clock.advance(60_000);
    const done = await setStatus(o._id, 'Completed');
    expect(done.body.data).toMatchObject({ status: 'Completed', isPaid: false, completedAt: t.clock.now().toISOString() });
    const stored = (await t.store.get<OrderDoc>(ORDERS, o._id))!;
    expect(stored).toMatchObject({ status: 'Completed', isPaid: false, prepSeconds: 754 });
  });

  it('refuses moves the machine does not allow with 409 and a clear message', async () => {
    const o = await placeOrder();
    const skip = await setStatus(o._id, 'Ready');
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe('A Pending order can only move to Preparing or Cancelled, not Ready');
    const cancelled = await setStatus(o._id, 'Cancelled');
    expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', cancelledAt: t.clock.now().toISOString() });
    const after = await setStatus(o._id, 'Preparing');
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('A Cancelled order can no longer change status; it can only be voided, with a reason');
  });

  it('moves only confirmed orders, and refuses an unknown status with 400', async () => {
    const unverified = await placeOrder({ verify: false });
    const r = await setStatus(unverified._id, 'Preparing');
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This order is still awaiting its OTP: only confirmed orders can change status');
    expect((await setStatus(unverified._id, 'Eaten')).status).toBe(400);
    expect((await setStatus('nosuchorder0000000000', 'Preparing')).status).toBe(404);
  });

  it('a customer sees the new status of their order in My Orders', async () => {
    const o = await placeOrder({ token: customer.idToken });
    await setStatus(o._id, 'Preparing');
    const r = await t.call<View[]>('GET', `/api/orders?customerId=${customer.uid}`, { token: customer.idToken });
    expect(r.body.data!.find((x) => x._id === o._id)!.status).toBe('Preparing');
  });
});

describe('POST /api/orders/walk-in (admins)', () => {
  it('creates a confirmed order with no OTP, priced by the server', async () => {
    const before = (await t.call<Array<{ otp: string }>>('GET', '/api/dev/outbox?phone=9833333333')).body.data!.length;
    const r = await t.call<View>('POST', '/api/orders/walk-in', {
      token: admin.idToken,
      body: {
        name: 'Counter Guest',
        phone: '9833333333',
        orderType: 'dine-in',
        tableNumber: 5,
        items: [{ _id: dishId, quantity: 2 }],
        gst: true,
        source: 'walk-in',
      },
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ name: 'Counter Guest', isVerified: true, status: 'Pending', source: 'walk-in', tableNumber: '5' });
    expect(r.body.data!.testOtp).toBeUndefined();
    expect(r.body.data!.verifiedAt).toBe(t.clock.now().toISOString());
    expect((await t.call<unknown[]>('GET', '/api/dev/outbox?phone=9833333333')).body.data!.length).toBe(before);
    expect((await setStatus(r.body.data!._id, 'Preparing')).status).toBe(200);
  });

  it("allows '' as a walk-in phone, needs a phone for a phone order, and is for admins only", async () => {
    const body = { name: '', phone: '', orderType: 'takeaway', tableNumber: null, items: [{ _id: dishId, quantity: 1 }], gst: false, source: 'walk-in' };
    const ok = await t.call<View>('POST', '/api/orders/walk-in', { token: admin.idToken, body });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ name: 'Walk-in customer', phone: '', tableNumber: null });
    const phoneOrder = await t.call('POST', '/api/orders/walk-in', { token: admin.idToken, body: { ...body, source: 'phone' } });
    expect(phoneOrder.status).toBe(400);
    expect(phoneOrder.body.message).toBe('A phone order needs the 10-digit phone number');
    expect((await t.call('POST', '/api/orders/walk-in', { token: customer.idToken, body })).status).toBe(403);
    expect((await t.call('POST', '/api/orders/walk-in', { body })).status).toBe(401);
  });

  it('refuses a sold-out dish', async () => {
    await t.store.transaction(async (tx) => {
      const c = await readCatalog(tx);
      putInCatalog(tx, c, dishId, { ...c.items[dishId]!, soldOut: true }, t.clock.now());
    });
    try {
      const r = await t.call('POST', '/api/orders/walk-in', {
        token: admin.idToken,
        body: { phone: '', orderType: 'takeaway', items: [{ _id: dishId, quantity: 1 }], source: 'walk-in' },
      });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/^Sold out: /);
    } finally {
      await t.store.transaction(async (tx) => {
        const c = await readCatalog(tx);
        putInCatalog(tx, c, dishId, { ...c.items[dishId]!, soldOut: false }, t.clock.now());
      });
    }
  });
});
