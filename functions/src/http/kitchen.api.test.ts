import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '../domain/collections';
import type { KitchenBoardView } from '../domain/kitchen';
import type { OrderDoc } from '../domain/orders';
import { KITCHEN_CHANGES_LIMIT, KITCHEN_OPEN_LIMIT } from '../services/kitchen';
import { restaurantInstant } from '../domain/time';
import { startApi, type TestApi } from '../testing/api-harness';

interface Placed {
  _id: string;
  reference: string;
  testOtp?: string;
}

let t: TestApi;
let admin: string;
let customer: string;
let dish: { _id: string; name: string };
let seq = 0;

beforeAll(async () => {
  // Noon on a day of its own: takeaway is taken then whatever the hour the suite runs.
  t = await startApi({ at: restaurantInstant('2031-12-08', '12:00', 'Asia/Kolkata') });
  admin = (await t.sessionFor('admin')).idToken;
  customer = (await t.sessionFor('user')).idToken;
  dish = (await t.call<Array<{ _id: string; name: string }>>('GET', '/api/menu')).body.data![0]!;
});
afterAll(async () => {
  await t?.close();
});

/** A guest's order from the public API, confirmed with the OTP from the reply (local mode), a second after the previous one. */
async function guestOrder(o: { name?: string; orderType?: 'dine-in' | 'takeaway'; verify?: boolean } = {}): Promise<Placed> {
  seq += 1;
  t.clock.advance(1000);
  const orderType = o.orderType ?? 'dine-in';
  const placed = await t.call<Placed>('POST', '/api/orders', {
    body: {
      name: o.name ?? `Kitchen Guest ${seq}`,
      phone: `92000${String(seq).padStart(5, '0')}`,
      orderType,
      tableNumber: orderType === 'dine-in' ? '12' : null,
      items: [{ _id: dish._id, quantity: 3 }],
    },
    ip: `10.9.${Math.floor(seq / 250)}.${(seq % 250) + 1}`,
  });
  expect(placed.status).toBe(201);
  if (o.verify === false) return placed.body.data!;
  const verified = await t.call<Placed>('POST', `/api/orders/${placed.body.data!._id}/verify-otp`, { body: { otp: placed.body.data!.testOtp } });
  expect(verified.status).toBe(200);
  return verified.body.data!;
}

async function walkIn(tableNumber: string): Promise<Placed> {
  t.clock.advance(1000);
  const r = await t.call<Placed>('POST', '/api/orders/walk-in', {
    token: admin,
    body: { orderType: 'dine-in', tableNumber, items: [{ _id: dish._id, quantity: 1 }] },
  });
  expect(r.status).toBe(201);
  return r.body.data!;
}

async function move(id: string, ...statuses: string[]) {
  for (const status of statuses) {
    const r = await t.call('PATCH', `/api/orders/${id}/status`, { token: admin, body: { status } });
    expect([r.status, r.body.message]).toEqual([200, `Order marked ${status}`]);
  }
}

const board = async (since?: string) => {
  const r = await t.call<KitchenBoardView>('GET', `/api/admin/kitchen${since ? `?since=${encodeURIComponent(since)}` : ''}`, { token: admin });
  expect(r.status).toBe(200);
  return r.body.data!;
};
const ids = (b: KitchenBoardView) => b.tickets.map((x) => x.id);

describe('GET /api/admin/kitchen', () => {
  it('answers 401 without a session and 403 to a customer', async () => {
    expect((await t.call('GET', '/api/admin/kitchen')).status).toBe(401);
    const r = await t.call('GET', '/api/admin/kitchen', { token: customer });
    expect([r.status, r.body.message]).toEqual([403, 'Access denied. Admin privileges required.']);
  });

  it('shows confirmed Pending, Preparing and Ready orders, oldest first, and none awaiting their OTP, served or cancelled', async () => {
    const pending = await guestOrder({ name: 'Asha Pending' });
    const awaiting = await guestOrder({ verify: false });
    const counter = await walkIn('5');
    const cooking = await guestOrder({ orderType: 'takeaway' });
    await move(cooking._id, 'Preparing');
    const ready = await guestOrder();
    await move(ready._id, 'Preparing', 'Ready');
    const served = await guestOrder();
    await move(served._id, 'Preparing', 'Ready', 'Completed');
    const cancelled = await guestOrder();
    await move(cancelled._id, 'Cancelled');

    const b = await board();
    expect(b).toMatchObject({ full: true, truncated: false, readyWindowMinutes: 60, asOf: t.clock.now().toISOString() });
    expect(ids(b)).toEqual([pending._id, counter._id, cooking._id, ready._id]);
    expect(ids(b)).not.toContain(awaiting._id);
    expect(ids(b)).not.toContain(served._id);
    expect(ids(b)).not.toContain(cancelled._id);

    const ticket = b.tickets[0]!;
    expect(ticket).toEqual({
      id: pending._id,
      reference: pending._id.slice(-6).toUpperCase(),
      status: 'Pending',
      orderStatus: 'Pending',
      orderType: 'dine-in',
      tableNumber: '12',
      name: 'Asha Pending',
      source: 'online',
      // One station cooks this dish (kitchen-stations.api.test.ts has the stations' own boards).
      items: [{ name: dish.name, quantity: 3, station: ticket.stations![0]!.station }],
      stations: [{ station: ticket.stations![0]!.station, status: 'Pending', readyAt: null, items: [{ name: dish.name, quantity: 3 }] }],
      tokenNumber: expect.any(Number),
      verifiedAt: expect.any(String),
      readyAt: null,
      updatedAt: expect.any(String),
      pickupAt: null,
      plates: 0,
      dietTags: [],
      awaitingCallBack: false,
    });
    expect(b.tickets[1]).toMatchObject({ source: 'walk-in', tableNumber: '5', name: 'Walk-in customer' });
    expect(b.tickets[2]).toMatchObject({ status: 'Preparing', orderType: 'takeaway', tableNumber: null });
    expect(b.tickets[3]).toMatchObject({ status: 'Ready', readyAt: expect.any(String) });
    // The kitchen needs neither the guest's phone nor the money.
    expect(JSON.stringify(b)).not.toMatch(/phone|total|price/i);
  });

  it('a Ready order leaves the board an hour after it became Ready', async () => {
    const ready = await guestOrder();
    await move(ready._id, 'Preparing', 'Ready');
    t.clock.advance(59 * 60_000);
    expect(ids(await board())).toContain(ready._id);
    t.clock.advance(2 * 60_000);
    expect(ids(await board())).not.toContain(ready._id);
  });

  it('with ?since= answers only the orders changed after it, and a quiet kitchen costs two reads (the admin check and the poll)', async () => {
    const first = await board();
    t.clock.advance(31_000);
    let before = t.store.meter.reads;
    const quiet = await board(first.cursor);
    expect(t.store.meter.reads - before).toBe(2);
    expect(quiet).toMatchObject({ full: false, tickets: [] });
    expect(Date.parse(quiet.cursor)).toBe(Date.parse(quiet.asOf) - 30_000);

    const open = first.tickets.find((x) => x.status === 'Pending')!;
    await move(open.id, 'Preparing');
    const fresh = await guestOrder({ name: 'Fresh Arrival' });
    await guestOrder({ verify: false });
    before = t.store.meter.reads;
    const changes = await board(quiet.cursor);
    expect(t.store.meter.reads - before).toBe(3);
    expect(changes.full).toBe(false);
    expect(changes.tickets.map((x) => [x.id, x.status])).toEqual([
      [open.id, 'Preparing'],
      [fresh._id, 'Pending'],
    ]);

    // The next poll starts after the newest change answered: each change is read once per tablet, not once per poll.
    t.clock.advance(4_000);
    before = t.store.meter.reads;
    const next = await board(changes.cursor);
    expect(t.store.meter.reads - before).toBe(2);
    expect(next.tickets).toEqual([]);

    // A change stamped before an answer but committed after it (a slow transaction) is still found by the next poll.
    await t.store.update(ORDERS, open.id, { updatedAt: new Date(Date.parse(next.asOf) - 2_000).toISOString() });
    t.clock.advance(4_000);
    const late = await board(next.cursor);
    expect(late.tickets.map((x) => x.id)).toEqual([open.id]);

    // An order that leaves the board is reported too, so the tablet can take it off.
    t.clock.advance(31_000);
    await move(fresh._id, 'Cancelled');
    expect((await board(late.cursor)).tickets.map((x) => [x.id, x.status])).toEqual([[fresh._id, 'Cancelled']]);
  });

  it('a malformed since is a 400', async () => {
    const r = await t.call('GET', '/api/admin/kitchen?since=lunchtime', { token: admin });
    expect([r.status, r.body.message]).toEqual([400, 'since must be an ISO date-time']);
  });

  it('when too many orders changed it answers the full board, at most 100 open orders, the oldest first, and says so', async () => {
    const since = t.clock.now().toISOString();
    t.clock.advance(1000);
    const at = (i: number) => new Date(t.clock.now().getTime() + i).toISOString();
    const extra = Math.max(KITCHEN_CHANGES_LIMIT, KITCHEN_OPEN_LIMIT) + 1;
    for (let i = 0; i < extra; i++) {
      const doc: OrderDoc = {
        name: `Rush ${i}`,
        phone: '9876543210',
        customerId: null,
        tableNumber: null,
        orderType: 'takeaway',
        items: [{ menuItemId: dish._id, name: dish.name, priceCents: 100, quantity: 1, image: '' }],
        gst: false,
        subtotalCents: 100,
        chargeCents: 0,
        taxCents: 0,
        totalCents: 100,
        status: 'Pending',
        isVerified: true,
        isPaid: false,
        source: 'online',
        otp: null,
        createdAt: at(i),
        updatedAt: at(i),
        verifiedAt: at(i),
        readyAt: null,
        prepSeconds: null,
        completedAt: null,
        cancelledAt: null,
      };
      await t.store.set(ORDERS, `rush${String(i).padStart(16, '0')}`, doc);
    }
    const b = await board(since);
    expect(b.full).toBe(true);
    expect(b.truncated).toBe(true);
    const open = b.tickets.filter((x) => x.status !== 'Ready');
    expect(open).toHaveLength(KITCHEN_OPEN_LIMIT);
    const times = open.map((x) => x.verifiedAt);
    expect(times).toEqual([...times].sort());
    expect(open.map((x) => x.name)).not.toContain(`Rush ${extra - 1}`);
  });
});
