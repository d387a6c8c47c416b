import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditView } from '../domain/audit';
import { USERS } from '../domain/collections';
import { ROUTE_PERMISSIONS, type StaffRole } from '../domain/staff-roles';
import { apiForFile, guestOrder, orderableDish } from '../testing/api-file';
import { startApi } from '../testing/api-harness';
import { guardedRoutes } from '../testing/route-census';
import { createApp } from '../app';
import { restaurantInstant } from '../domain/time';

// Noon on a day of its own: takeaway is taken then whatever the hour the suite runs (after the last order, late in the
// evening, a takeaway for as soon as possible has no time left and is refused).
const { t, sessions } = apiForFile({
  at: restaurantInstant('2031-09-05', '12:00', 'Asia/Kolkata'),
  sessions: { owner: 'owner', manager: 'manager', counter: 'counter', kitchen: 'kitchen', user: 'user', legacy: 'admin' },
});

const ALL: StaffRole[] = ['owner', 'manager', 'counter', 'kitchen'];
// The table, row by row, written out again here so that the map in the domain is checked against it.
const ROW = {
  settings: ['owner'],
  menu: ['owner', 'manager'],
  soldOut: ALL,
  reports: ['owner', 'manager'],
  orders: ['owner', 'manager', 'counter'],
  voidOrder: ['owner', 'manager'],
  reservations: ['owner', 'manager', 'counter'],
  kitchen: ALL,
  sharedDevice: ALL,
  floorPlan: ['owner', 'manager'],
} satisfies Record<string, StaffRole[]>;

/** Every back-office route, a request to it, and the row of the table it falls under. Ids name nothing: the role is checked first. */
const ROUTES: Array<{ route: string; path: string; body?: object; row: keyof typeof ROW }> = [
  { route: 'GET /api/admin/settings', path: '/api/admin/settings', row: 'settings' },
  { route: 'PUT /api/admin/settings', path: '/api/admin/settings', body: {}, row: 'settings' },
  { route: 'GET /api/admin/settings/reprice', path: '/api/admin/settings/reprice?factor=0', row: 'settings' },
  { route: 'POST /api/admin/settings/reprice', path: '/api/admin/settings/reprice', body: {}, row: 'settings' },
  { route: 'GET /api/admin/sms-budget', path: '/api/admin/sms-budget', row: 'settings' },
  { route: 'PUT /api/admin/sms-budget', path: '/api/admin/sms-budget', body: {}, row: 'settings' },
  { route: 'PATCH /api/users/admin/users/:id/role', path: '/api/users/admin/users/nobody-here/role', body: { role: 'counter' }, row: 'settings' },
  { route: 'GET /api/users/admin/staff', path: '/api/users/admin/staff', row: 'settings' },
  { route: 'GET /api/menu/admin', path: '/api/menu/admin', row: 'soldOut' },
  { route: 'POST /api/menu/admin', path: '/api/menu/admin', body: {}, row: 'menu' },
  { route: 'PUT /api/menu/admin/:id', path: '/api/menu/admin/no-such-dish', body: {}, row: 'menu' },
  { route: 'DELETE /api/menu/admin/:id', path: '/api/menu/admin/no-such-dish', row: 'menu' },
  { route: 'PATCH /api/menu/admin/:id/sold-out', path: '/api/menu/admin/no-such-dish/sold-out', body: { soldOut: true }, row: 'soldOut' },
  { route: 'GET /api/inventory', path: '/api/inventory', row: 'menu' },
  { route: 'POST /api/inventory', path: '/api/inventory', body: {}, row: 'menu' },
  { route: 'PUT /api/inventory/:id', path: '/api/inventory/no-such-item', body: {}, row: 'menu' },
  { route: 'DELETE /api/inventory/:id', path: '/api/inventory/no-such-item', row: 'menu' },
  { route: 'GET /api/admin/dashboard', path: '/api/admin/dashboard', row: 'reports' },
  { route: 'GET /api/admin/audit', path: '/api/admin/audit', row: 'reports' },
  { route: 'GET /api/users/admin/users', path: '/api/users/admin/users', row: 'reports' },
  { route: 'GET /api/orders', path: '/api/orders', row: 'orders' },
  { route: 'POST /api/orders/walk-in', path: '/api/orders/walk-in', body: {}, row: 'orders' },
  { route: 'PATCH /api/orders/:id/status', path: '/api/orders/no-such-order/status', body: { status: 'Completed' }, row: 'orders' },
  { route: 'PATCH /api/orders/:id/status', path: '/api/orders/no-such-order/status', body: { status: 'Ready' }, row: 'kitchen' },
  { route: 'PATCH /api/orders/:id/status', path: '/api/orders/no-such-order/status', body: { status: 'Preparing' }, row: 'kitchen' },
  { route: 'POST /api/orders/:id/undo', path: '/api/orders/no-such-order/undo', body: {}, row: 'orders' },
  { route: 'POST /api/orders/:id/send-due-texts', path: '/api/orders/no-such-order/send-due-texts', row: 'orders' },
  { route: 'POST /api/orders/:id/void', path: '/api/orders/no-such-order/void', body: {}, row: 'voidOrder' },
  { route: 'POST /api/orders/:id/refund', path: '/api/orders/no-such-order/refund', body: {}, row: 'voidOrder' },
  { route: 'PATCH /api/orders/:id/status', path: '/api/orders/no-such-order/status', body: { status: 'Not collected' }, row: 'voidOrder' },
  { route: 'DELETE /api/orders/:id', path: '/api/orders/no-such-order', row: 'voidOrder' },
  { route: 'GET /api/admin/order-alerts', path: '/api/admin/order-alerts', row: 'orders' },
  { route: 'GET /api/admin/messages/:subjectId', path: '/api/admin/messages/no-such-order', row: 'orders' },
  { route: 'GET /api/reservations/admin/all', path: '/api/reservations/admin/all', row: 'reservations' },
  { route: 'GET /api/reservations/admin/:id', path: '/api/reservations/admin/no-such-booking', row: 'reservations' },
  { route: 'PATCH /api/reservations/admin/:id/status', path: '/api/reservations/admin/no-such-booking/status', body: {}, row: 'reservations' },
  { route: 'POST /api/reservations/admin/:id/undo', path: '/api/reservations/admin/no-such-booking/undo', body: {}, row: 'reservations' },
  { route: 'POST /api/reservations/admin/:id/send-due-texts', path: '/api/reservations/admin/no-such-booking/send-due-texts', row: 'reservations' },
  { route: 'GET /api/reservations/today', path: '/api/reservations/today', row: 'reservations' },
  { route: 'GET /api/admin/kitchen', path: '/api/admin/kitchen', row: 'kitchen' },
  { route: 'POST /api/orders/:id/invoice', path: '/api/orders/no-such-order/invoice', body: {}, row: 'orders' },
  { route: 'POST /api/orders/:id/payment', path: '/api/orders/no-such-order/payment', body: {}, row: 'orders' },
  { route: 'GET /api/orders/payments/day', path: '/api/orders/payments/day', row: 'orders' },
  { route: 'PATCH /api/orders/:id/discount', path: '/api/orders/no-such-order/discount', body: {}, row: 'orders' },
  { route: 'PATCH /api/orders/:id/service-charge', path: '/api/orders/no-such-order/service-charge', body: {}, row: 'orders' },
  { route: 'PATCH /api/orders/:id/billing', path: '/api/orders/no-such-order/billing', body: {}, row: 'orders' },
  { route: 'POST /api/users/admin/users/:id/sign-out', path: '/api/users/admin/users/nobody-here/sign-out', row: 'settings' },
  { route: 'POST /api/reservations/admin', path: '/api/reservations/admin', body: {}, row: 'reservations' },
  { route: 'POST /api/reservations/admin/:id/seat', path: '/api/reservations/admin/no-such-booking/seat', row: 'reservations' },
  { route: 'PUT /api/admin/admin-password', path: '/api/admin/admin-password', body: {}, row: 'settings' },
  // Reports
  { route: 'GET /api/admin/reports/sales', path: '/api/admin/reports/sales', row: 'reports' },
  { route: 'GET /api/admin/reports/gst', path: '/api/admin/reports/gst', row: 'reports' },
  { route: 'GET /api/admin/reports/day-end', path: '/api/admin/reports/day-end', row: 'reports' },
  { route: 'GET /api/admin/reports/orders.csv', path: '/api/admin/reports/orders.csv', row: 'reports' },
  { route: 'GET /api/admin/reports/lines.csv', path: '/api/admin/reports/lines.csv', row: 'reports' },
  { route: 'GET /api/admin/reports/bookings.csv', path: '/api/admin/reports/bookings.csv', row: 'reports' },
  { route: 'GET /api/admin/reports/gst.csv', path: '/api/admin/reports/gst.csv', row: 'reports' },
  { route: 'GET /api/admin/reports/payments.csv', path: '/api/admin/reports/payments.csv', row: 'reports' },
  { route: 'GET /api/admin/reports/floor', path: '/api/admin/reports/floor', row: 'reports' },
  { route: 'GET /api/admin/reports/floor.csv', path: '/api/admin/reports/floor.csv', row: 'reports' },
  { route: 'POST /api/admin/reports/day-end/close', path: '/api/admin/reports/day-end/close', body: {}, row: 'reports' },
  // Takeaway pickups; a body the route refuses keeps the walk from pausing anything.
  { route: 'GET /api/admin/takeaway', path: '/api/admin/takeaway', row: 'kitchen' },
  { route: 'POST /api/admin/takeaway/pause', path: '/api/admin/takeaway/pause', body: { minutes: 0 }, row: 'orders' },
  { route: 'DELETE /api/admin/takeaway/pause', path: '/api/admin/takeaway/pause', row: 'orders' },
  { route: 'POST /api/admin/takeaway/running-late', path: '/api/admin/takeaway/running-late', body: { minutes: 0 }, row: 'orders' },
  // Today's Thali and the menu's categories: bodies and dates that change nothing.
  { route: 'GET /api/admin/thali/library', path: '/api/admin/thali/library', row: 'menu' },
  { route: 'PUT /api/admin/thali/library', path: '/api/admin/thali/library', body: {}, row: 'menu' },
  { route: 'GET /api/admin/thali/:date', path: '/api/admin/thali/2020-01-01', row: 'menu' },
  { route: 'PUT /api/admin/thali/:date/:service', path: '/api/admin/thali/2020-01-01/lunch', body: {}, row: 'menu' },
  { route: 'DELETE /api/admin/thali/:date/:service', path: '/api/admin/thali/2020-01-01/lunch', row: 'menu' },
  { route: 'POST /api/admin/thali/:date/copy-from-yesterday', path: '/api/admin/thali/2020-01-01/copy-from-yesterday', row: 'menu' },
  { route: 'POST /api/admin/thali/:date/copy-to-week', path: '/api/admin/thali/2020-01-01/copy-to-week', row: 'menu' },
  { route: 'GET /api/admin/thali/:date/copy-to-week', path: '/api/admin/thali/2020-01-01/copy-to-week', row: 'menu' },
  { route: 'GET /api/admin/categories', path: '/api/admin/categories', row: 'menu' },
  { route: 'POST /api/admin/categories', path: '/api/admin/categories', body: {}, row: 'menu' },
  { route: 'PUT /api/admin/categories/order', path: '/api/admin/categories/order', body: {}, row: 'menu' },
  { route: 'PATCH /api/admin/categories/:id', path: '/api/admin/categories/no-such-category', body: {}, row: 'menu' },
  { route: 'DELETE /api/admin/categories/:id', path: '/api/admin/categories/no-such-category', row: 'menu' },
  // The guest's record.
  { route: 'GET /api/admin/guests', path: '/api/admin/guests', row: 'reservations' },
  { route: 'GET /api/admin/guests/badges', path: '/api/admin/guests/badges?phones=9000000001', row: 'reservations' },
  { route: 'GET /api/admin/guests/:phone', path: '/api/admin/guests/9000000001', row: 'reservations' },
  { route: 'PATCH /api/admin/guests/:phone', path: '/api/admin/guests/9000000001', body: { tags: [] }, row: 'reservations' },
  {
    route: 'POST /api/admin/guests/:phone/clear-no-show',
    path: '/api/admin/guests/9000000001/clear-no-show',
    body: { reservationId: 'no-such-booking' },
    row: 'reservations',
  },
  { route: 'DELETE /api/admin/guests/:phone', path: '/api/admin/guests/9000000001', body: { confirm: '9000000001' }, row: 'reports' },
  { route: 'POST /api/orders/:id/called-back', path: '/api/orders/no-such-order/called-back', row: 'orders' },
  // Inviting staff by phone.
  { route: 'GET /api/users/admin/invites', path: '/api/users/admin/invites', row: 'settings' },
  { route: 'POST /api/users/admin/invites', path: '/api/users/admin/invites', body: {}, row: 'settings' },
  { route: 'POST /api/users/admin/invites/:phone/resend', path: '/api/users/admin/invites/9000000002/resend', row: 'settings' },
  { route: 'DELETE /api/users/admin/invites/:phone', path: '/api/users/admin/invites/9000000002', row: 'settings' },
  // Shared devices, named people: bodies that are refused and people who are not there change nothing.
  { route: 'GET /api/admin/pins/people', path: '/api/admin/pins/people', row: 'sharedDevice' },
  { route: 'PUT /api/admin/pins/me', path: '/api/admin/pins/me', body: {}, row: 'sharedDevice' },
  { route: 'DELETE /api/admin/pins/me', path: '/api/admin/pins/me', row: 'sharedDevice' },
  { route: 'DELETE /api/admin/pins/:uid', path: '/api/admin/pins/nobody-here', row: 'settings' },
  { route: 'POST /api/admin/pins/switch', path: '/api/admin/pins/switch', body: {}, row: 'sharedDevice' },
  { route: 'POST /api/admin/pins/switch-back', path: '/api/admin/pins/switch-back', body: {}, row: 'sharedDevice' },
  // The waitlist at the door: bodies that are refused and parties who are not there change nothing.
  { route: 'GET /api/admin/waitlist', path: '/api/admin/waitlist', row: 'orders' },
  { route: 'POST /api/admin/waitlist', path: '/api/admin/waitlist', body: {}, row: 'orders' },
  { route: 'POST /api/admin/waitlist/:id/notify', path: '/api/admin/waitlist/nobody-here/notify', row: 'orders' },
  { route: 'POST /api/admin/waitlist/:id/seat', path: '/api/admin/waitlist/nobody-here/seat', body: {}, row: 'orders' },
  { route: 'POST /api/admin/waitlist/:id/no-show', path: '/api/admin/waitlist/nobody-here/no-show', row: 'orders' },
  { route: 'POST /api/admin/waitlist/:id/left', path: '/api/admin/waitlist/nobody-here/left', row: 'orders' },
  // The table plan.
  { route: 'GET /api/admin/tables', path: '/api/admin/tables', row: 'kitchen' },
  { route: 'PUT /api/admin/tables', path: '/api/admin/tables', body: {}, row: 'floorPlan' },
  { route: 'PATCH /api/reservations/admin/:id/table', path: '/api/reservations/admin/nobody-here/table', body: {}, row: 'reservations' },
  // The floor's running bills: bodies that are refused and tables or bills that are not there change nothing.
  { route: 'POST /api/admin/tables/:id/seat', path: '/api/admin/tables/no-such-table/seat', body: {}, row: 'orders' },
  { route: 'POST /api/admin/tables/:id/clear', path: '/api/admin/tables/no-such-table/clear', row: 'orders' },
  { route: 'GET /api/admin/bills/:billId', path: '/api/admin/bills/no-such-bill', row: 'orders' },
  { route: 'POST /api/admin/bills/:billId/rounds', path: '/api/admin/bills/no-such-bill/rounds', body: {}, row: 'orders' },
  { route: 'POST /api/admin/bills/:billId/close', path: '/api/admin/bills/no-such-bill/close', body: {}, row: 'orders' },
  { route: 'POST /api/admin/bills/:billId/move', path: '/api/admin/bills/no-such-bill/move', body: {}, row: 'orders' },
  { route: 'POST /api/admin/bills/:billId/merge', path: '/api/admin/bills/no-such-bill/merge', body: {}, row: 'orders' },
  { route: 'POST /api/admin/bills/:billId/split', path: '/api/admin/bills/no-such-bill/split', body: {}, row: 'orders' },
];

const methodOf = (route: string) => route.split(' ')[0]!;

describe('the staff roles table, enforced on the server', () => {
  it('covers every route of the permission map', () => {
    expect(new Set(ROUTES.map((r) => r.route))).toEqual(new Set(Object.keys(ROUTE_PERMISSIONS)));
  });

  it('maps every back-office route the server has, and nothing it does not have', () => {
    const served = guardedRoutes(createApp(t.deps));
    expect(served.length).toBeGreaterThan(30);
    expect(served).toEqual(Object.keys(ROUTE_PERMISSIONS).sort());
  });

  const cases = ROUTES.flatMap((r) => ALL.map((role) => ({ ...r, role, allowed: (ROW[r.row] as StaffRole[]).includes(role) })));
  it.each(cases)('$route ($row) as $role: allowed $allowed', async ({ route, path, body, role, allowed }) => {
    const r = await t.call(methodOf(route), path, { token: sessions[role].idToken, ...(body ? { body } : {}) });
    if (allowed) {
      expect([401, 403]).not.toContain(r.status);
    } else {
      expect([r.status, r.body.code]).toEqual([403, 'forbidden_role']);
      expect(r.body.message).toMatch(/^Only (an owner|an owner or a manager|an owner, a manager or counter staff) can /);
    }
  });

  it.each(ROUTES)('$route refuses a customer with 403 forbidden, and no session with 401', async ({ route, path, body }) => {
    const asUser = await t.call(methodOf(route), path, { token: sessions.user.idToken, ...(body ? { body } : {}) });
    expect([asUser.status, asUser.body.code]).toEqual([403, 'forbidden']);
    expect((await t.call(methodOf(route), path, body ? { body } : {})).status).toBe(401);
  });

  it('a counter account gets 403 on Settings, with a message naming the owner', async () => {
    const r = await t.call('GET', '/api/admin/settings', { token: sessions.counter.idToken });
    expect([r.status, r.body.code, r.body.message]).toEqual([403, 'forbidden_role', 'Only an owner can change settings, staff roles and the SMS budget.']);
  });

  it('an account made before staff roles works as an owner', async () => {
    const r = await t.call('GET', '/api/admin/settings', { token: sessions.legacy.idToken });
    expect(r.status).toBe(200);
  });

  it('a back-office route missing from the map is the owner’s alone', async () => {
    const manager = await t.call('GET', '/api/admin/not-a-route', { token: sessions.manager.idToken });
    expect([manager.status, manager.body.code]).toEqual([403, 'forbidden_role']);
    expect((await t.call('GET', '/api/admin/not-a-route', { token: sessions.owner.idToken })).status).toBe(404);
  });
});

describe('the kitchen and the counter with a real order', () => {
  let dish: string;
  beforeAll(async () => {
    dish = await orderableDish(t);
  });

  it('the kitchen moves an order to Preparing and Ready, but not to Completed, and cannot void it', async () => {
    const placed = await guestOrder(t, { phone: '7411100001', ip: '198.51.100.41', dish });
    const id = placed.body.data!._id;
    expect((await t.call('POST', `/api/orders/${id}/verify-otp`, { body: { otp: placed.body.data!.testOtp } })).status).toBe(200);
    const move = (status: string) => t.call<{ status: string }>('PATCH', `/api/orders/${id}/status`, { body: { status }, token: sessions.kitchen.idToken });
    expect([(await move('Preparing')).body.data?.status, (await move('Ready')).body.data?.status]).toEqual(['Preparing', 'Ready']);
    const done = await move('Completed');
    expect([done.status, done.body.code]).toEqual([403, 'forbidden_role']);
    const voided = await t.call('POST', `/api/orders/${id}/void`, { body: { reason: 'test' }, token: sessions.counter.idToken });
    expect([voided.status, voided.body.code]).toEqual([403, 'forbidden_role']);
    const order = await t.call<{ status: string }>('GET', `/api/orders/${id}`, { token: sessions.owner.idToken });
    expect(order.body.data!.status).toBe('Ready');
  });

  it('the kitchen marks a dish sold out and back, which is audited, but cannot edit it', async () => {
    const sold = await t.call<{ soldOut: boolean }>('PATCH', `/api/menu/admin/${dish}/sold-out`, { body: { soldOut: true }, token: sessions.kitchen.idToken });
    expect([sold.status, sold.body.data!.soldOut]).toEqual([200, true]);
    const menu = await t.call<Array<{ _id: string; soldOut: boolean }>>('GET', '/api/menu');
    expect(menu.body.data!.find((m) => m._id === dish)?.soldOut).toBe(true);
    t.clock.advance(1000);
    const back = await t.call<{ soldOut: boolean }>('PATCH', `/api/menu/admin/${dish}/sold-out`, { body: { soldOut: false }, token: sessions.kitchen.idToken });
    expect(back.body.data!.soldOut).toBe(false);
    const bad = await t.call('PATCH', `/api/menu/admin/${dish}/sold-out`, { body: { soldOut: 'maybe' }, token: sessions.kitchen.idToken });
    expect(bad.status).toBe(400);
    const log = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=menu', { token: sessions.owner.idToken });
    expect(log.body.data!.entries.slice(0, 2).map((e) => [e.actorUid, e.action, e.to])).toEqual([
      [sessions.kitchen.uid, 'sold-out', { soldOut: false }],
      [sessions.kitchen.uid, 'sold-out', { soldOut: true }],
    ]);
  });
});

describe('PATCH /api/users/admin/users/{id}/role', () => {
  const setRole = (id: string, role: unknown, token = sessions.owner.idToken) =>
    t.call<{ role: string }>('PATCH', `/api/users/admin/users/${id}/role`, { body: { role }, token });

  it('an owner makes a customer counter staff: audited, their sessions end, and the new role applies', async () => {
    const guest = await t.sessionFor('user');
    await sleep(1100); // revocation is recorded to the second
    const r = await setRole(guest.uid, 'counter');
    expect([r.status, r.body.data!.role, r.body.message]).toEqual([200, 'counter', 'Role set to Counter']);
    expect((await t.call('GET', '/api/orders', { token: guest.idToken })).status).toBe(401);
    const fresh = await t.idTokenFrom(await t.deps.auth.mint(guest.uid, { role: 'counter' }));
    expect((await t.call('GET', '/api/orders', { token: fresh })).status).toBe(200);
    const log = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=user', { token: sessions.owner.idToken });
    expect(log.body.data!.entries[0]).toMatchObject({ entityId: guest.uid, actorUid: sessions.owner.uid, from: { role: 'user' }, to: { role: 'counter' } });
  });

  it('an owner signs a person out on every device: their sessions end, and it is audited', async () => {
    const cook = await t.sessionFor('kitchen');
    await sleep(1100); // revocation is recorded to the second
    expect((await t.call('GET', '/api/admin/kitchen', { token: cook.idToken })).status).toBe(200);
    const r = await t.call<{ id: string }>('POST', `/api/users/admin/users/${cook.uid}/sign-out`, { token: sessions.owner.idToken });
    expect([r.status, r.body.data!.id]).toEqual([200, cook.uid]);
    expect((await t.call('GET', '/api/admin/kitchen', { token: cook.idToken })).status).toBe(401);
    expect((await t.store.get<{ role: string }>(USERS, cook.uid))?.role).toBe('kitchen');
    const log = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=user', { token: sessions.owner.idToken });
    const signOuts = log.body.data!.entries.filter((e) => e.action === 'sign-out');
    expect(signOuts.map((e) => [e.entityId, e.actorUid])).toEqual([[cook.uid, sessions.owner.uid]]);
    const nobody = await t.call('POST', '/api/users/admin/users/nobody-here/sign-out', { token: sessions.owner.idToken });
    expect(nobody.status).toBe(404);
  });

  it('the Staff screen lists the staff, owners first, and finds a registered user by phone', async () => {
    const guest = await t.sessionFor('user');
    const r = await t.call<{ staff: Array<{ id: string; role: string }>; found: { id: string; role: string } | null }>(
      'GET',
      `/api/users/admin/staff?phone=${guest.phone}`,
      { token: sessions.owner.idToken },
    );
    expect(r.status).toBe(200);
    const ids = r.body.data!.staff.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([sessions.owner.uid, sessions.manager.uid, sessions.counter.uid, sessions.kitchen.uid, sessions.legacy.uid]));
    expect(ids).not.toContain(sessions.user.uid);
    const roles = r.body.data!.staff.map((u) => u.role);
    expect(roles.indexOf('kitchen')).toBeGreaterThan(roles.lastIndexOf('owner'));
    expect(r.body.data!.found).toMatchObject({ id: guest.uid, role: 'user' });
    const bad = await t.call('GET', '/api/users/admin/staff?phone=12', { token: sessions.owner.idToken });
    expect(bad.status).toBe(400);
  });

  it.each([
    ['an unknown role', 'chef', 400, 'validation_failed'],
    ['the old admin role', 'admin', 400, 'validation_failed'],
    ['no role', undefined, 400, 'validation_failed'],
  ])('refuses %s with a clear 400 and changes nothing', async (_what, role, status, code) => {
    const cook = await t.sessionFor('kitchen');
    const r = await setRole(cook.uid, role);
    expect([r.status, r.body.code]).toEqual([status, code]);
    expect(r.body.message).toBe('role must be one of owner, manager, counter, kitchen, user');
    expect((await t.store.get<{ role: string }>(USERS, cook.uid))?.role).toBe('kitchen');
  });

  it('refuses an owner changing their own role, and a manager changing anyone’s', async () => {
    const own = await setRole(sessions.owner.uid, 'manager');
    expect([own.status, own.body.message]).toEqual([400, 'You cannot change your own role: ask another owner.']);
    const cook = await t.sessionFor('kitchen');
    const byManager = await setRole(cook.uid, 'manager', sessions.manager.idToken);
    expect([byManager.status, byManager.body.code]).toEqual([403, 'forbidden_role']);
    expect((await t.store.get<{ role: string }>(USERS, sessions.owner.uid))?.role).toBe('owner');
    expect((await t.store.get<{ role: string }>(USERS, cook.uid))?.role).toBe('kitchen');
  });

  it('refuses the only owner changing their own role with 409 last_owner', async () => {
    const alone = await startApi({ seed: false });
    try {
      const owner = await alone.sessionFor('owner');
      const r = await alone.call('PATCH', `/api/users/admin/users/${owner.uid}/role`, { body: { role: 'manager' }, token: owner.idToken });
      expect([r.status, r.body.code, r.body.message]).toEqual([
        409,
        'last_owner',
        'You are the only owner: make someone else an owner before changing your own role.',
      ]);
      expect((await alone.store.get<{ role: string }>(USERS, owner.uid))?.role).toBe('owner');
    } finally {
      await alone.close();
    }
  });

  it('two owners demoting each other at once leave one owner: the restaurant is never without one', async () => {
    const a = await t.sessionFor('owner');
    const b = await t.sessionFor('owner');
    const [ra, rb] = await Promise.all([setRole(b.uid, 'user', a.idToken), setRole(a.uid, 'user', b.idToken)]);
    // The loser is refused by its transaction (403), or, when the winner came first, by its ended session (401).
    const [won, lost] = ra.status === 200 ? [ra, rb] : [rb, ra];
    expect(won.status).toBe(200);
    expect([401, 403]).toContain(lost.status);
    const roles = [(await t.store.get<{ role: string }>(USERS, a.uid))?.role, (await t.store.get<{ role: string }>(USERS, b.uid))?.role];
    expect(roles.sort()).toEqual(['owner', 'user']);
  });
});
