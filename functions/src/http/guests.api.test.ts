import { describe, expect, it } from 'vitest';
import type { ReservationView } from '../domain/booking';
import { AUDIT_LOG, GUESTS, ORDERS, USERS } from '../domain/collections';
import type { GuestDoc, GuestView } from '../domain/guests';
import type { OrderDoc } from '../domain/orders';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import { apiForFile, guestOrder, guestSequence, orderableDish } from '../testing/api-file';

/** The guest's record, reliability instead of deposits, privacy, and bad input. */
const TZ = DEFAULT_SETTINGS.locale.timeZone;
const TODAY = '2030-03-11';
const { t, tokens, sessions } = apiForFile({
  start: { hours: 'seeded' },
  at: restaurantInstant(TODAY, '10:30', TZ),
  sessions: { owner: 'owner', counter: 'counter', kitchen: 'kitchen', customer: 'user' },
  unlimitedTexts: true,
});
const guest = guestSequence('93', '10.29');
const outbox = async (phone: string) => (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${phone}`)).body.data!.map((m) => m.text);
const setStatus = (id: string, status: string, token = tokens.owner) =>
  t.call<ReservationView>('PATCH', `/api/reservations/admin/${id}/status`, { body: { status }, token });

async function book(who: { phone: string; ip: string }, date: string, time: string, extra: Record<string, unknown> = {}) {
  const r = await t.call<{ reservationId: string; testOtp: string }>('POST', '/api/reservations/create', {
    body: { name: 'Meera Shah', phone: who.phone, date, time, partySize: 2, notes: '', ...extra },
    ip: who.ip,
  });
  expect(r.status, r.body.message).toBe(201);
  const v = await t.call<ReservationView>('POST', '/api/reservations/verify-otp', {
    body: { reservationId: r.body.data!.reservationId, otp: r.body.data!.testOtp },
    ip: who.ip,
  });
  expect(v.status, v.body.message).toBe(200);
  return v;
}

/** Two bookings today, each marked a no-show once its time has come. */
async function missedTwice(who: { phone: string; ip: string }) {
  const ids: string[] = [];
  for (const time of ['11:00', '12:00']) {
    const v = await book(who, TODAY, time);
    ids.push(v.body.data!.id);
  }
  t.clock.set(restaurantInstant(TODAY, '12:05', TZ));
  for (const id of ids) expect((await setStatus(id, 'no-show')).status).toBe(200);
  return ids;
}

describe('reliability instead of deposits', () => {
  it('a guest who missed two bookings gets a Requested booking, which staff confirm and the guest is texted once', async () => {
    t.clock.set(restaurantInstant(TODAY, '10:30', TZ));
    const who = guest();
    await missedTwice(who);
    const record = await t.call<GuestView>('GET', `/api/admin/guests/${who.phone}`, { token: tokens.counter });
    expect(record.body.data).toMatchObject({ bookings: 2, noShows: 2, recentNoShows: 2, confirmFirst: true });

    const next = await book(who, addDays(TODAY, 2), '19:00', { occasion: 'birthday' });
    expect(next.body.message).toMatch(/^Reservation requested/);
    expect(next.body.data).toMatchObject({ status: 'requested', isVerified: true, occasion: 'birthday' });
    const ref = next.body.data!.reference;
    expect((await outbox(who.phone)).filter((x) => x.includes(ref))).toEqual([]);

    const confirmed = await setStatus(next.body.data!.id, 'confirmed', tokens.counter);
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed' });
    // The text waits out the undo window, then goes once.
    t.clock.advance(11_000);
    await t.call('POST', '/api/dev/run-scheduled');
    await t.call('POST', '/api/dev/run-scheduled');
    expect((await outbox(who.phone)).filter((x) => x.includes(ref) && x.includes('is confirmed'))).toHaveLength(1);
  });

  it('a guest with one no-show books as before: confirmed at once', async () => {
    t.clock.set(restaurantInstant(TODAY, '10:30', TZ));
    const who = guest();
    const v = await book(who, TODAY, '11:00');
    t.clock.set(restaurantInstant(TODAY, '11:05', TZ));
    await setStatus(v.body.data!.id, 'no-show');
    expect((await book(who, addDays(TODAY, 1), '19:00')).body.data!.status).toBe('confirmed');
  });

  it("that guest's takeaway waits for the counter's call-back before the kitchen can start it", async () => {
    t.clock.set(restaurantInstant(TODAY, '10:30', TZ));
    const who = guest();
    await missedTwice(who);
    const placed = await guestOrder(t, { ...who, dish: await orderableDish(t) });
    expect(placed.status, placed.body.message).toBe(201);
    const id = placed.body.data!._id;
    const verified = await t.call('POST', `/api/orders/${id}/verify-otp`, { body: { otp: placed.body.data!.testOtp }, ip: who.ip });
    expect(verified.body.data).toMatchObject({ callBack: { doneAt: null } });

    const board = await t.call<{ tickets: Array<{ id: string; awaitingCallBack: boolean }> }>('GET', '/api/admin/kitchen', { token: tokens.kitchen });
    expect(board.body.data!.tickets.find((k) => k.id === id)).toMatchObject({ awaitingCallBack: true });
    const early = await t.call('PATCH', `/api/orders/${id}/status`, { body: { status: 'Preparing' }, token: tokens.kitchen });
    expect([early.status, early.body.message]).toEqual([409, expect.stringMatching(/^Call the guest back first/)]);
    expect((await t.store.get<OrderDoc>(ORDERS, id))!.status).toBe('Pending');

    expect((await t.call('POST', `/api/orders/${id}/called-back`, { token: tokens.kitchen })).status).toBe(403);
    const called = await t.call('POST', `/api/orders/${id}/called-back`, { token: tokens.counter });
    expect(called.status, called.body.message).toBe(200);
    expect((await t.call('PATCH', `/api/orders/${id}/status`, { body: { status: 'Preparing' }, token: tokens.kitchen })).status).toBe(200);
    const audit = await t.store.query(AUDIT_LOG, { where: [{ field: 'entityId', op: '==', value: id }] });
    expect(audit.map((a) => a.action)).toContain('called-back');
  });

  it('staff clear a mistaken no-show, audited, and the next booking is confirmed again', async () => {
    t.clock.set(restaurantInstant(TODAY, '10:30', TZ));
    const who = guest();
    const [first] = await missedTwice(who);
    const cleared = await t.call<GuestView>('POST', `/api/admin/guests/${who.phone}/clear-no-show`, { body: { reservationId: first }, token: tokens.counter });
    expect(cleared.status, cleared.body.message).toBe(200);
    expect(cleared.body.data).toMatchObject({ noShows: 1, recentNoShows: 1, confirmFirst: false });
    const again = await t.call('POST', `/api/admin/guests/${who.phone}/clear-no-show`, { body: { reservationId: first }, token: tokens.counter });
    expect([again.status, again.body.message]).toEqual([409, 'This no-show is already cleared']);
    const audit = await t.store.query(AUDIT_LOG, { where: [{ field: 'entityId', op: '==', value: first! }] });
    expect(audit.map((a) => a.action)).toContain('clear-no-show');
    expect((await book(who, addDays(TODAY, 3), '19:00')).body.data!.status).toBe('confirmed');
  });
});

describe("the guest's record", () => {
  it('counts a completed order once as a visit with its spend, and undoing the completion takes it back', async () => {
    t.clock.set(restaurantInstant(TODAY, '13:00', TZ));
    const who = guest();
    const placed = await guestOrder(t, { ...who, dish: await orderableDish(t), orderType: 'dine-in' });
    const id = placed.body.data!._id;
    await t.call('POST', `/api/orders/${id}/verify-otp`, { body: { otp: placed.body.data!.testOtp }, ip: who.ip });
    for (const status of ['Preparing', 'Ready']) await t.call('PATCH', `/api/orders/${id}/status`, { body: { status }, token: tokens.counter });
    const done = await t.call<{ lastMove: { id: string }; total: number }>('PATCH', `/api/orders/${id}/status`, {
      body: { status: 'Completed' },
      token: tokens.counter,
    });
    const g = await t.call<GuestView>('GET', `/api/admin/guests/${who.phone}`, { token: tokens.counter });
    expect(g.body.data).toMatchObject({ visits: 1, orders: 1, spend: done.body.data!.total, firstVisit: TODAY, lastVisit: TODAY });
    await t.call('POST', `/api/orders/${id}/undo`, { body: { move: done.body.data!.lastMove.id }, token: tokens.counter });
    const after = await t.store.get<GuestDoc>(GUESTS, who.phone);
    expect(after).toMatchObject({ visits: 0, orders: 0, spendCents: 0, firstVisit: null, lastVisit: null });
  });

  it('is found by name or any form of the phone, and staff keep its notes and tags', async () => {
    t.clock.set(restaurantInstant(TODAY, '10:30', TZ));
    const who = guest();
    await book(who, addDays(TODAY, 4), '19:00');
    const forms = [`+91 ${who.phone.slice(0, 5)} ${who.phone.slice(5)}`, `0${who.phone}`, who.phone.slice(0, 6)];
    for (const search of forms) {
      const found = await t.call<{ guests: Array<{ phone: string }> }>('GET', `/api/admin/guests?search=${encodeURIComponent(search)}`, {
        token: tokens.counter,
      });
      expect(
        found.body.data!.guests.map((x) => x.phone),
        search,
      ).toContain(who.phone);
    }
    const byName = await t.call<{ guests: Array<{ phone: string }> }>('GET', '/api/admin/guests?search=shah', { token: tokens.counter });
    expect(byName.body.data!.guests.map((x) => x.phone)).toContain(who.phone);

    const saved = await t.call<GuestView>('PATCH', `/api/admin/guests/${who.phone}`, {
      body: { tags: ['jain', 'high-chair'], notes: 'Prefers the window table' },
      token: tokens.counter,
    });
    expect(saved.body.data).toMatchObject({ tags: ['jain', 'high-chair'], notes: 'Prefers the window table' });
    const badges = await t.call<Record<string, { tags: string[] }>>('GET', `/api/admin/guests/badges?phones=${who.phone}`, { token: tokens.counter });
    expect(badges.body.data![who.phone]).toMatchObject({ tags: ['jain', 'high-chair'], regular: false });
    expect(JSON.stringify(badges.body.data)).not.toContain('window table');

    // Bad input: a clear 4xx, and nothing changed.
    const tooLong = await t.call('PATCH', `/api/admin/guests/${who.phone}`, { body: { notes: 'x'.repeat(501) }, token: tokens.counter });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, 'Notes must be at most 500 characters']);
    const badTag = await t.call('PATCH', `/api/admin/guests/${who.phone}`, { body: { tags: ['vip'] }, token: tokens.counter });
    expect(badTag.status).toBe(400);
    expect(badTag.body.message).toMatch(/^Tags must be from the list: Jain, No onion-garlic/);
    const extra = await t.call('PATCH', `/api/admin/guests/${who.phone}`, { body: { noShows: 0 }, token: tokens.counter });
    expect([extra.status, extra.body.message]).toEqual([400, 'Only notes and tags can be changed']);
    expect(await t.store.get<GuestDoc>(GUESTS, who.phone)).toMatchObject({ tags: ['jain', 'high-chair'], notes: 'Prefers the window table' });

    // The kitchen may not read the record; the counter may not delete it.
    expect((await t.call('GET', `/api/admin/guests/${who.phone}`, { token: tokens.kitchen })).body.code).toBe('forbidden_role');
    expect((await t.call('DELETE', `/api/admin/guests/${who.phone}`, { body: { confirm: who.phone }, token: tokens.counter })).body.code).toBe(
      'forbidden_role',
    );
  });

  it("staff delete a guest's record on request: the phone typed again, bookings anonymised, audited without the phone", async () => {
    t.clock.set(restaurantInstant(TODAY, '10:30', TZ));
    const who = guest();
    const v = await book(who, addDays(TODAY, 4), '20:00');
    await t.call('PATCH', `/api/admin/guests/${who.phone}`, { body: { notes: 'Allergic to cashew' }, token: tokens.owner });
    const wrong = await t.call('DELETE', `/api/admin/guests/${who.phone}`, { body: { confirm: '9000000000' }, token: tokens.owner });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Type the guest’s phone number to confirm the deletion']);
    expect(await t.store.get(GUESTS, who.phone)).not.toBeNull();
    const gone = await t.call('DELETE', `/api/admin/guests/${who.phone}`, { body: { confirm: `+91 ${who.phone}` }, token: tokens.owner });
    expect([gone.status, gone.body.data]).toEqual([200, { orders: 0, bookings: 1 }]);
    expect(await t.store.get(GUESTS, who.phone)).toBeNull();
    const booking = await t.call<ReservationView>('GET', `/api/reservations/admin/${v.body.data!.id}`, { token: tokens.owner });
    expect(booking.body.data).toMatchObject({ name: 'Deleted customer', phone: '', partySize: 2 });
    const audit = await t.store.query<{ summary: string }>(AUDIT_LOG, { where: [{ field: 'entity', op: '==', value: 'guest' }] });
    const entry = audit.find((a) => a.summary.startsWith(`Guest record ••••••${who.phone.slice(-4)} deleted`));
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toContain(who.phone);
  });
});

describe('privacy: a customer downloads their data and deletes their account', () => {
  it('keeps the order for the records without name or phone', async () => {
    t.clock.set(restaurantInstant(TODAY, '13:00', TZ));
    const me = sessions.customer;
    const dish = await orderableDish(t);
    const placed = await t.call<{ _id: string; testOtp: string }>('POST', '/api/orders', {
      body: { name: 'Test Customer', phone: me.phone, orderType: 'takeaway', tableNumber: null, items: [{ _id: dish, quantity: 2 }] },
      token: tokens.customer,
      ip: '10.29.200.1',
    });
    expect(placed.status, placed.body.message).toBe(201);
    const id = placed.body.data!._id;
    await t.call('POST', `/api/orders/${id}/verify-otp`, { body: { otp: placed.body.data!.testOtp }, ip: '10.29.200.1' });
    await t.call('PATCH', `/api/admin/guests/${me.phone}`, { body: { notes: 'Regular on Fridays', tags: ['jain'] }, token: tokens.owner });

    const exported = await t.call<{ account: { phone: string }; orders: Array<{ id: string }>; guestRecord: { tags: string[] } }>(
      'GET',
      '/api/users/me/export',
      {
        token: tokens.customer,
      },
    );
    expect(exported.status).toBe(200);
    expect(exported.body.data!.account.phone).toBe(me.phone);
    expect(exported.body.data!.orders.map((o) => o.id)).toContain(id);
    expect(exported.body.data!.guestRecord.tags).toEqual(['Jain']);
    expect(JSON.stringify(exported.body.data)).not.toContain('Regular on Fridays');

    const wrong = await t.call('DELETE', '/api/users/me', { body: { password: 'not-my-password' }, token: tokens.customer });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'That password is not right: your account was not deleted.']);
    expect(await t.store.get(USERS, me.uid)).not.toBeNull();
    expect((await t.store.get<OrderDoc>(ORDERS, id))!.name).toBe('Test Customer');

    const deleted = await t.call('DELETE', '/api/users/me', { body: { password: 'secret-password' }, token: tokens.customer });
    expect(deleted.status, deleted.body.message).toBe(200);
    expect(await t.store.get(USERS, me.uid)).toBeNull();
    expect(await t.store.get(GUESTS, me.phone)).toBeNull();
    const kept = await t.call<Array<{ id: string; name: string; phone: string }>>('GET', `/api/orders?search=${id}&includeUnverified=true`, {
      token: tokens.owner,
    });
    expect(kept.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id, name: 'Deleted customer', phone: '' })]));
    expect((await t.call('GET', '/api/users/me/export', { token: tokens.customer })).status).toBe(401);
  });
});
