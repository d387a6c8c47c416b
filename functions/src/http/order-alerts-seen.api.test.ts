import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS } from '../domain/collections';
import type { UnseenOrdersView } from '../domain/dashboard';
import { startApi, type TestApi } from '../testing/api-harness';

let t: TestApi;
let admin: string;
let otherAdmin: string;
let customer: string;
let dishId: string;
let seq = 0;

beforeAll(async () => {
  t = await startApi();
  admin = (await t.sessionFor('admin')).idToken;
  otherAdmin = (await t.sessionFor('admin')).idToken;
  customer = (await t.sessionFor('user')).idToken;
  dishId = (await t.call<Array<{ _id: string }>>('GET', '/api/menu')).body.data![0]!._id;
});
afterAll(async () => {
  await t?.close();
});

/** A guest orders and confirms with the texted code, as on the website. */
async function guestOrders(name: string): Promise<string> {
  seq += 1;
  t.clock.advance(60_000);
  const placed = await t.call<{ _id: string; testOtp: string }>('POST', '/api/orders', {
    body: { name, phone: `93000${String(seq).padStart(5, '0')}`, orderType: 'takeaway', tableNumber: null, items: [{ _id: dishId, quantity: 1 }] },
    ip: `10.7.0.${seq}`,
  });
  expect(placed.status).toBe(201);
  const confirmed = await t.call('POST', `/api/orders/${placed.body.data!._id}/verify-otp`, { body: { otp: placed.body.data!.testOtp } });
  expect(confirmed.status).toBe(200);
  return placed.body.data!._id;
}

const unseen = (token: string) => t.call<UnseenOrdersView>('GET', '/api/admin/order-alerts/unseen', { token });
const seen = (token: string, body: object = {}) => t.call<{ seenAt: string }>('POST', '/api/admin/order-alerts/seen', { token, body });

describe('new orders since an admin last looked', () => {
  it('is for admins only', async () => {
    expect((await t.call('GET', '/api/admin/order-alerts/unseen')).status).toBe(401);
    expect((await unseen(customer)).status).toBe(403);
    expect((await seen(customer)).status).toBe(403);
  });

  it('an admin who never looked starts from now, and that start is kept on their user record', async () => {
    const r = await unseen(admin);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ newOrders: 0, orders: [], seenAt: t.clock.now().toISOString() });
    await unseen(otherAdmin);
  });

  it('orders confirmed while no screen was open (a reload, a closed laptop) are announced on the next load, with their source', async () => {
    const first = await guestOrders('Asha Reload');
    const second = await guestOrders('Bimal Reload');

    const r = await unseen(admin);

    expect(r.body.data!.newOrders).toBe(2);
    expect(r.body.data!.orders.map((o) => o._id)).toEqual([second, first]);
    expect(r.body.data!.orders[0]).toMatchObject({ name: 'Bimal Reload', source: 'online' });
  });

  it('two tabs of one admin agree: marking seen in one clears the other, and not another admin', async () => {
    const tabOne = await unseen(admin);
    const tabTwo = await unseen(admin);
    expect(tabTwo.body.data!.newOrders).toBe(tabOne.body.data!.newOrders);

    const mark = await seen(admin, { upTo: tabOne.body.data!.latestOrderAt });
    expect(mark.body.data!.seenAt).toBe(tabOne.body.data!.latestOrderAt);

    expect((await unseen(admin)).body.data!.newOrders).toBe(0);
    expect((await unseen(otherAdmin)).body.data!.newOrders).toBe(2);
  });

  it('an order confirmed after the time marked seen still counts', async () => {
    const before = (await unseen(admin)).body.data!;
    const late = await guestOrders('Chetan Late');
    await seen(admin, { upTo: before.asOf });
    const after = (await unseen(admin)).body.data!;
    expect(after.orders.map((o) => o._id)).toEqual([late]);
  });

  it('never moves back, and never past the server time', async () => {
    const now = t.clock.now().toISOString();
    expect((await seen(admin, { upTo: '2030-01-01T00:00:00.000Z' })).body.data!.seenAt).toBe(now);
    expect((await seen(admin, { upTo: '2020-01-01T00:00:00.000Z' })).body.data!.seenAt).toBe(now);
    expect((await seen(admin, { upTo: 'soon' })).status).toBe(400);
  });

  it('an idle poll costs the admin check and one query, and writes nothing', async () => {
    const reads = t.store.meter.reads;
    const writes = t.store.meter.writes;
    const r = await unseen(admin);
    expect(r.body.data!.newOrders).toBe(0);
    expect(t.store.meter.reads - reads).toBe(2);
    expect(t.store.meter.writes).toBe(writes);
  });

  it('keeps the time on the admin user record, beside the role it already reads', async () => {
    const users = await t.store.query<{ role: string; lastSeenOrdersAt?: string }>(USERS, { where: [{ field: 'role', op: '==', value: 'admin' }] });
    expect(users.filter((u) => typeof u.lastSeenOrdersAt === 'string').length).toBeGreaterThanOrEqual(2);
  });
});
