import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '../domain/collections';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantDate, restaurantInstant } from '../domain/time';
import { hashPassword } from '../services/passwords';
import type { AuditView } from '../domain/audit';
import { SMS_BUDGET_DEFAULTS, type SmsBudgetView } from '../services/sms-budget';
import { apiForFile, guestOrder, orderableDish, RACE_TIMEOUT, RACE_WIDTH } from '../testing/api-file';
import { startApi } from '../testing/api-harness';

const zone = DEFAULT_SETTINGS.locale.timeZone;
/** Noon tomorrow in the restaurant: an hour, and a next day, that late-evening runs would otherwise reach past midnight for. Near enough to now for the dev clock's offset. */
const NOON_TOMORROW = restaurantInstant(addDays(restaurantDate(new Date(), zone), 1), '12:00', zone);
const { t, sessions } = apiForFile({ sessions: { admin: 'admin' }, at: NOON_TOMORROW });
let dish: string;
let n = 0;
const phone = () => `74${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
const ip = () => `198.51.100.${++n % 250}`;
const order = () => guestOrder(t, { phone: phone(), ip: ip(), dish });
const setCaps = (dailyCap: number, hourlyCap: number) =>
  t.call<SmsBudgetView>('PUT', '/api/admin/sms-budget', { body: { dailyCap, hourlyCap }, token: sessions.admin.idToken });
const budget = () => t.call<SmsBudgetView>('GET', '/api/admin/sms-budget', { token: sessions.admin.idToken });

beforeAll(async () => {
  dish = await orderableDish(t);
});

describe('the site-wide SMS budget', () => {
  it('starts at the defaults and counts every text sent today', async () => {
    const before = (await budget()).body.data!;
    expect(before).toMatchObject({ ...SMS_BUDGET_DEFAULTS, reached: false });
    expect((await order()).status).toBe(201);
    expect((await budget()).body.data!.sentToday).toBe(before.sentToday + 1);
  });

  it('warns at 80% of the daily cap, before texting stops', async () => {
    const sent = (await budget()).body.data!.sentToday;
    expect(sent, 'a cap of sent + 5 is under 80% used only while sent < 20').toBeLessThan(20);
    expect((await setCaps(sent + 5, sent + 5)).status).toBe(200);
    expect((await budget()).body.data!).toMatchObject({ nearing: false, reached: false });
    for (let i = 0; i < 4; i += 1) expect((await order()).status).toBe(201);

    expect((await budget()).body.data!).toMatchObject({ sentToday: sent + 4, nearing: true, reached: false });
    await setCaps(SMS_BUDGET_DEFAULTS.dailyCap, SMS_BUDGET_DEFAULTS.hourlyCap);
  });

  it('refuses bad caps with 400 and changes nothing', async () => {
    const r = await setCaps(0, 10);
    expect([r.status, r.body.message]).toEqual([400, 'dailyCap must be a whole number from 1 to 100000']);
    expect((await budget()).body.data!.dailyCap).toBe(SMS_BUDGET_DEFAULTS.dailyCap);
    const above = await setCaps(100, 101);
    expect([above.status, above.body.message]).toEqual([400, 'The hourly cap must not be above the daily cap: no hour can send more texts than the whole day']);
    expect((await budget()).body.data!.hourlyCap).toBe(SMS_BUDGET_DEFAULTS.hourlyCap);
  });

  it('once the daily cap is reached, texting routes answer 503 asking the guest to call, create nothing, and recover the next day', async () => {
    const sent = (await budget()).body.data!.sentToday;
    expect((await setCaps(sent + 2, sent + 2)).status).toBe(200);
    expect((await order()).status).toBe(201);
    expect((await order()).status).toBe(201);
    const orders = await t.store.count(ORDERS);
    const refused = await order();
    expect([refused.status, refused.body.message]).toEqual([
      503,
      `We can't send text messages right now. Please call us at ${DEFAULT_SETTINGS.identity.phone} to order or book.`,
    ]);
    expect(await t.store.count(ORDERS)).toBe(orders);
    const booking = await t.call('POST', '/api/reservations/create', {
      body: { name: 'Asha', phone: phone(), date: addDays(restaurantDate(t.clock.now(), DEFAULT_SETTINGS.locale.timeZone), 2), time: '19:00', partySize: 2 },
      ip: ip(),
    });
    expect(booking.status).toBe(503);
    const register = await t.call('POST', '/api/users/register/start', { body: { name: 'Ravi', phone: phone(), password: 'secret12' }, ip: ip() });
    expect(register.status).toBe(503);
    expect((await budget()).body.data).toMatchObject({ sentToday: sent + 2, dailyCap: sent + 2, reached: true });

    expect((await t.call('POST', '/api/dev/clock', { body: { offsetMs: 24 * 3600_000 + (t.clock.now().getTime() - Date.now()) } })).status).toBe(200);
    expect((await order()).status).toBe(201);
    expect((await budget()).body.data).toMatchObject({ sentToday: 1, reached: false });
  });

  it('the hourly burst cap stops texting for the rest of the hour', async () => {
    await setCaps(1000, 2);
    const thisHour = (await budget()).body.data!.sentThisHour;
    for (let i = thisHour; i < 2; i++) expect((await order()).status).toBe(201);
    expect((await order()).status).toBe(503);
    t.clock.advance(3600_000);
    expect((await order()).status).toBe(201);
    await setCaps(SMS_BUDGET_DEFAULTS.dailyCap, SMS_BUDGET_DEFAULTS.hourlyCap);
  });

  it(
    `${RACE_WIDTH} parallel orders never exceed the cap`,
    async () => {
      const sent = (await budget()).body.data!.sentToday;
      await setCaps(sent + 5, sent + 5);
      try {
        const replies = await Promise.all(Array.from({ length: RACE_WIDTH }, () => order()));
        expect(replies.filter((r) => r.status === 201)).toHaveLength(5);
        expect(replies.filter((r) => r.status === 503)).toHaveLength(RACE_WIDTH - 5);
      } finally {
        await setCaps(SMS_BUDGET_DEFAULTS.dailyCap, SMS_BUDGET_DEFAULTS.hourlyCap);
      }
    },
    RACE_TIMEOUT,
  );
});

describe('admin sessions that can end', () => {
  it('"Sign out everywhere" ends the session: the next admin call is a 401', async () => {
    const me = await t.sessionFor('admin');
    expect((await t.call('GET', '/api/admin/dashboard', { token: me.idToken })).status).toBe(200);
    // Revocation is recorded to the second: a token from the same second would still pass.
    await sleep(1100);
    expect((await t.call('POST', '/api/users/me/sign-out-everywhere', { token: me.idToken })).status).toBe(200);
    const r = await t.call('GET', '/api/admin/dashboard', { token: me.idToken });
    expect([r.status, r.body.message]).toEqual([401, 'Your session has ended. Please log in again.']);
  });

  it("removing a user's admin role ends their sessions at once, and is audited", async () => {
    const other = await t.sessionFor('admin');
    expect((await t.call('GET', '/api/admin/dashboard', { token: other.idToken })).status).toBe(200);
    await sleep(1100);
    const r = await t.call<{ role: string }>('PATCH', `/api/users/admin/users/${other.uid}/role`, { body: { role: 'user' }, token: sessions.admin.idToken });
    expect([r.status, r.body.data!.role]).toEqual([200, 'user']);
    expect((await t.call('GET', '/api/admin/dashboard', { token: other.idToken })).status).toBe(401);
    const log = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=user', { token: sessions.admin.idToken });
    expect(log.body.data!.entries[0]).toMatchObject({ entityId: other.uid, actorUid: sessions.admin.uid, from: { role: 'owner' }, to: { role: 'user' } });
  });

  it('an owner cannot change their own role', async () => {
    const r = await t.call('PATCH', `/api/users/admin/users/${sessions.admin.uid}/role`, { body: { role: 'user' }, token: sessions.admin.idToken });
    expect([r.status, r.body.message]).toEqual([400, 'You cannot change your own role: ask another owner.']);
  });

  it('rotating the admin password ends the sessions opened with the old one', async () => {
    let hash = await hashPassword('first-admin-secret', { N: 1024, r: 8, p: 1 });
    const rotated = await startApi({ seed: false, overrides: { adminPasswordHash: () => hash } });
    try {
      const login = await rotated.call<{ token: string }>('POST', '/api/users/admin/login', { body: { password: 'first-admin-secret' } });
      const token = await rotated.idTokenFrom(login.body.data!.token);
      expect((await rotated.call('GET', '/api/admin/dashboard', { token })).status).toBe(200);
      hash = await hashPassword('second-admin-secret', { N: 1024, r: 8, p: 1 });
      const r = await rotated.call('GET', '/api/admin/dashboard', { token });
      expect([r.status, r.body.message]).toEqual([401, 'Your session has ended. Please log in again.']);
      const again = await rotated.call<{ token: string }>('POST', '/api/users/admin/login', { body: { password: 'second-admin-secret' } });
      await sleep(1100);
      expect((await rotated.call('GET', '/api/admin/dashboard', { token: await rotated.idTokenFrom(again.body.data!.token) })).status).toBe(200);
    } finally {
      await rotated.close();
    }
  });
});

describe('the audit log', () => {
  it('records an order status change with who, when, and from what to what, newest first, filtered and paged', async () => {
    const placed = (await order()).body.data!;
    expect((await t.call('POST', `/api/orders/${placed._id}/verify-otp`, { body: { otp: placed.testOtp } })).status).toBe(200);
    expect((await t.call('PATCH', `/api/orders/${placed._id}/status`, { body: { status: 'Preparing' }, token: sessions.admin.idToken })).status).toBe(200);
    t.clock.advance(60_000);
    expect((await t.call('PATCH', `/api/orders/${placed._id}/status`, { body: { status: 'Ready' }, token: sessions.admin.idToken })).status).toBe(200);
    const first = await t.call<{ entries: AuditView[]; next: string | null; actors: Array<{ uid: string }> }>(
      'GET',
      `/api/admin/audit?entity=order&actor=${sessions.admin.uid}&limit=1`,
      { token: sessions.admin.idToken },
    );
    expect(first.status).toBe(200);
    expect(first.body.data!.entries).toHaveLength(1);
    expect(first.body.data!.entries[0]).toMatchObject({
      entity: 'order',
      entityId: placed._id,
      actorUid: sessions.admin.uid,
      actorName: 'Test Admin',
      from: { status: 'Preparing' },
      to: { status: 'Ready' },
      at: t.clock.now().toISOString(),
    });
    expect(first.body.data!.actors.map((a) => a.uid)).toContain(sessions.admin.uid);
    const second = await t.call<{ entries: AuditView[] }>(
      'GET',
      `/api/admin/audit?entity=order&actor=${sessions.admin.uid}&limit=1&after=${encodeURIComponent(first.body.data!.next!)}`,
      { token: sessions.admin.idToken },
    );
    expect(second.body.data!.entries[0]).toMatchObject({ from: { status: 'Pending' }, to: { status: 'Preparing' } });
    const settings = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=setting', { token: sessions.admin.idToken });
    expect(settings.body.data!.entries[0]).toMatchObject({ entity: 'setting', entityId: 'sms' });
    const all = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit', { token: sessions.admin.idToken });
    const times = all.body.data!.entries.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('is for admins only', async () => {
    expect((await t.call('GET', '/api/admin/audit')).status).toBe(401);
    expect((await t.call('GET', '/api/admin/audit', { token: (await t.sessionFor('user')).idToken })).status).toBe(403);
  });
});
