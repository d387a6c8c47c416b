import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG, NOTIFICATIONS, ORDERS } from '../domain/collections';
import type { DashboardView } from '../domain/dashboard';
import type { OrderDoc, OrderView } from '../domain/orders';
import { restaurantInstant } from '../domain/time';
import { startApi, type TestApi } from '../testing/api-harness';

/** Orders keep their records (void, not delete), Not collected is no revenue, a status change can be undone for 10 seconds. */
let t: TestApi;
let admin: { uid: string; idToken: string };
let dish: { _id: string; price: number };
let n = 0;
const phone = () => `73${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
const outboxFor = async (p: string) => (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${p}`)).body.data!.map((m) => m.text);

async function confirmedOrder(quantity = 1) {
  const p = phone();
  const placed = await t.call<{ _id: string; testOtp: string }>('POST', '/api/orders', {
    body: { name: 'Meera Shah', phone: p, orderType: 'takeaway', tableNumber: null, items: [{ _id: dish._id, quantity }] },
    ip: `198.51.100.${(n % 200) + 20}`,
  });
  expect(placed.status, placed.body.message).toBe(201);
  const { _id: id, testOtp } = placed.body.data!;
  const v = await t.call<OrderView>('POST', `/api/orders/${id}/verify-otp`, { body: { otp: testOtp } });
  expect(v.status).toBe(200);
  return { id, phone: p, order: v.body.data! };
}
const setStatus = (id: string, status: string, reason?: string) =>
  t.call<OrderView>('PATCH', `/api/orders/${id}/status`, { body: { status, ...(reason ? { reason } : {}) }, token: admin.idToken });
async function moveTo(id: string, ...statuses: string[]) {
  let last: OrderView | undefined;
  for (const s of statuses) {
    const r = await setStatus(id, s);
    expect([r.status, r.body.message]).toEqual([200, `Order marked ${s}`]);
    last = r.body.data!;
  }
  return last!;
}
const revenueToday = async () => (await t.call<DashboardView>('GET', '/api/admin/dashboard', { token: admin.idToken })).body.data!;
const stored = (id: string) => t.store.get<OrderDoc>(ORDERS, id);
const auditOf = async (id: string) =>
  (await t.store.query<{ action: string; entityId: string; actorUid: string }>(AUDIT_LOG, { where: [{ field: 'entityId', op: '==', value: id }], limit: 50 }))
    .map((a) => a.action)
    .sort();

beforeAll(async () => {
  // Noon on a day of its own: takeaway is taken then whatever the hour the suite runs.
  t = await startApi({ at: restaurantInstant('2031-11-17', '12:00', 'Asia/Kolkata') });
  admin = await t.sessionFor('admin');
  dish = (await t.call<Array<{ _id: string; price: number; soldOut?: boolean }>>('GET', '/api/menu')).body.data!.find((m) => !m.soldOut)!;
});
afterAll(async () => {
  await t?.close();
});

describe('deleting an order', () => {
  it("refuses a Completed order's DELETE with 409 and stores nothing", async () => {
    const { id } = await confirmedOrder();
    await moveTo(id, 'Preparing', 'Ready', 'Completed');
    const before = await stored(id);
    const auditBefore = await auditOf(id);
    const r = await t.call('DELETE', `/api/orders/${id}`, { token: admin.idToken });
    expect([r.status, r.body.message]).toEqual([409, "A Completed order is kept for the records and can't be deleted; void it with a reason instead"]);
    expect(await stored(id)).toEqual(before);
    expect(await auditOf(id)).toEqual(auditBefore);
  });

  it('refuses a confirmed Pending order, and deletes one never confirmed', async () => {
    const { id } = await confirmedOrder();
    const refused = await t.call('DELETE', `/api/orders/${id}`, { token: admin.idToken });
    expect([refused.status, refused.body.message]).toEqual([409, "A confirmed order is kept for the records and can't be deleted; cancel it instead"]);
    const placed = await t.call<{ _id: string }>('POST', '/api/orders', {
      body: { name: 'Never confirmed', phone: phone(), orderType: 'takeaway', items: [{ _id: dish._id, quantity: 1 }] },
      ip: '198.51.100.250',
    });
    const deleted = await t.call('DELETE', `/api/orders/${placed.body.data!._id}`, { token: admin.idToken });
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Order deleted successfully']);
    expect(await stored(placed.body.data!._id)).toBeNull();
  });
});

describe('voiding an order', () => {
  it('keeps the order, records who and why, and takes exactly its total out of revenue', async () => {
    const { id, order } = await confirmedOrder(3);
    await moveTo(id, 'Preparing', 'Ready', 'Completed');
    const before = await revenueToday();
    const r = await t.call<OrderView>('POST', `/api/orders/${id}/void`, { body: { reason: '  Charged twice; refunded at the till  ' }, token: admin.idToken });
    expect([r.status, r.body.message]).toEqual([200, 'Order voided']);
    expect(r.body.data).toMatchObject({
      status: 'Voided',
      voided: { reason: 'Charged twice; refunded at the till', from: 'Completed', by: { uid: admin.uid } },
    });
    const after = await revenueToday();
    expect(Math.round((before.revenue.today - after.revenue.today) * 100)).toBe(Math.round(order.total * 100));
    expect(after.orders.today).toBe(before.orders.today - 1);
    const kept = await stored(id);
    expect(kept).toMatchObject({ status: 'Voided', totalCents: Math.round(order.total * 100), items: [{ quantity: 3 }] });
    expect(await auditOf(id)).toContain('void');
    // The admin's list still finds it, as Voided; and it can't change status again.
    const listed = await t.call<OrderView[]>('GET', `/api/orders?status=Voided&search=${id}`, { token: admin.idToken });
    expect(listed.body.data!.map((o) => o._id)).toEqual([id]);
    const again = await setStatus(id, 'Completed');
    expect([again.status, again.body.message]).toEqual([409, 'A Voided order can no longer change status']);
    expect((await t.call('POST', `/api/orders/${id}/void`, { body: { reason: 'again' }, token: admin.idToken })).status).toBe(409);
  });

  it('needs a reason of 3 to 200 characters: a 400 naming the field, and nothing stored', async () => {
    const { id } = await confirmedOrder();
    await moveTo(id, 'Cancelled');
    for (const body of [{}, { reason: '  ' }, { reason: 'no' }, { reason: 'x'.repeat(201) }]) {
      const r = await t.call('POST', `/api/orders/${id}/void`, { body, token: admin.idToken });
      expect([r.status, r.body.message]).toEqual([400, 'Please give a reason of 3 to 200 characters']);
      expect((r.body.data as { issues: Array<{ path: string }> }).issues[0]?.path).toBe('reason');
    }
    expect((await stored(id))!.status).toBe('Cancelled');
  });

  it('refuses an order still open: it is cancelled instead', async () => {
    const { id } = await confirmedOrder();
    const r = await t.call('POST', `/api/orders/${id}/void`, { body: { reason: 'Wrong table' }, token: admin.idToken });
    expect([r.status, r.body.message]).toEqual([409, "A Pending order can't be voided: only a completed, cancelled or not collected order can"]);
  });

  it('shows the guest Voided, but not who voided it or why', async () => {
    const { id, phone: p } = await confirmedOrder();
    await moveTo(id, 'Cancelled');
    expect((await t.call('POST', `/api/orders/${id}/void`, { body: { reason: 'Test order by staff' }, token: admin.idToken })).status).toBe(200);
    const seen = await t.call<OrderView>('GET', `/api/orders/${id}?phone=${p}`);
    expect(seen.body.data!.status).toBe('Voided');
    expect(JSON.stringify(seen.body.data)).not.toContain('Test order by staff');
  });
});

describe('an id Firestore reserves', () => {
  it('is a missing order (404), not a store error (500)', async () => {
    const r = await t.call('GET', '/api/orders/__x__');
    expect(r.status).toBe(404);
    const admin404 = await t.call('GET', '/api/orders/__x__', { token: admin.idToken });
    expect(admin404.status).toBe(404);
  });
});

describe('Not collected', () => {
  it('is reached from Ready only, is final but voidable, is no revenue, and texts the guest nothing', async () => {
    const early = await confirmedOrder();
    expect((await setStatus(early.id, 'Not collected')).status).toBe(409);

    const { id, phone: p } = await confirmedOrder(2);
    await moveTo(id, 'Preparing', 'Ready');
    t.clock.advance(11_000);
    await t.call('POST', `/api/orders/${id}/send-due-texts`, { token: admin.idToken });
    const textsBefore = await outboxFor(p);
    const before = await revenueToday();
    const moved = await setStatus(id, 'Not collected', 'Nobody came by closing');
    expect([moved.status, moved.body.message]).toEqual([200, 'Order marked Not collected']);
    const r = moved.body.data!;
    expect(r).toMatchObject({ status: 'Not collected', statusReason: 'Nobody came by closing' });
    const after = await revenueToday();
    expect(Math.round((before.revenue.today - after.revenue.today) * 100)).toBe(Math.round(r.total * 100));
    t.clock.advance(11_000);
    await t.call('POST', '/api/dev/run-scheduled');
    expect(await outboxFor(p)).toEqual(textsBefore);
    expect((await setStatus(id, 'Completed')).status).toBe(409);
  });
});

describe('undoing a status change', () => {
  it('within 10 seconds restores the status and drops the held text; the guest never gets it', async () => {
    const { id, phone: p } = await confirmedOrder();
    await moveTo(id, 'Preparing');
    t.clock.advance(20_000);
    const ready = await moveTo(id, 'Ready');
    expect(ready.lastMove).toMatchObject({ from: 'Preparing', to: 'Ready', textHeld: true });
    expect((await t.store.get(NOTIFICATIONS, `order-ready_${id}`)) !== null).toBe(true);
    t.clock.advance(9_000);
    const r = await t.call<OrderView>('POST', `/api/orders/${id}/undo`, { body: { move: ready.lastMove!.id }, token: admin.idToken });
    expect([r.status, r.body.message]).toEqual([200, 'Change undone']);
    expect(r.body.data).toMatchObject({ status: 'Preparing', readyAt: null, prepSeconds: null, lastMove: null });
    expect(await t.store.get(NOTIFICATIONS, `order-ready_${id}`)).toBeNull();
    expect(await auditOf(id)).toContain('undo');
    t.clock.advance(60_000);
    await t.call('POST', '/api/dev/run-scheduled');
    expect((await outboxFor(p)).filter((x) => x.includes('ready for pickup'))).toEqual([]);
    // Undoing twice finds nothing to undo.
    const twice = await t.call('POST', `/api/orders/${id}/undo`, { body: { move: ready.lastMove!.id }, token: admin.idToken });
    expect(twice.status).toBe(409);

    // Ready again is texted once, after the window.
    await moveTo(id, 'Ready');
    t.clock.advance(10_500);
    await t.call('POST', `/api/orders/${id}/send-due-texts`, { token: admin.idToken });
    expect((await outboxFor(p)).filter((x) => x.includes('ready for pickup'))).toHaveLength(1);
  });

  it('after the window (server clock) is a 409 and changes nothing', async () => {
    const { id } = await confirmedOrder();
    const moved = await moveTo(id, 'Preparing');
    t.clock.advance(10_001);
    const r = await t.call('POST', `/api/orders/${id}/undo`, { body: { move: moved.lastMove!.id }, token: admin.idToken });
    expect([r.status, r.body.message]).toEqual([409, 'The 10 seconds to undo this change have passed']);
    expect((await stored(id))!.status).toBe('Preparing');
  });

  it('is refused once another change came after it', async () => {
    const { id } = await confirmedOrder();
    const first = await moveTo(id, 'Preparing');
    expect((await setStatus(id, 'Cancelled', 'Kitchen ran out')).status).toBe(200);
    const r = await t.call('POST', `/api/orders/${id}/undo`, { body: { move: first.lastMove!.id }, token: admin.idToken });
    expect([r.status, r.body.message]).toEqual([409, 'This change can no longer be undone: the record has changed since. The screen now shows it as it is']);
    expect((await stored(id))!.status).toBe('Cancelled');
  });

  it('a cancellation undone drops the cancellation text; the kitchen display’s own moves text at once', async () => {
    const a = await confirmedOrder();
    const cancelled = await moveTo(a.id, 'Cancelled');
    expect((await t.call('POST', `/api/orders/${a.id}/undo`, { body: { move: cancelled.lastMove!.id }, token: admin.idToken })).status).toBe(200);
    expect(await stored(a.id)).toMatchObject({ status: 'Pending', cancelledAt: null });
    t.clock.advance(60_000);
    await t.call('POST', '/api/dev/run-scheduled');
    expect((await outboxFor(a.phone)).filter((x) => x.includes('was cancelled'))).toEqual([]);

    const b = await confirmedOrder();
    await moveTo(b.id, 'Preparing');
    const r = await t.call<OrderView>('PATCH', `/api/orders/${b.id}/status`, { body: { status: 'Ready', undoable: false }, token: admin.idToken });
    expect(r.body.data!.lastMove).toBeNull();
    expect((await outboxFor(b.phone)).filter((x) => x.includes('ready for pickup'))).toHaveLength(1);
  });
});
