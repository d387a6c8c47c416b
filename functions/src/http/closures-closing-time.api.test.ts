import { bookLink } from '../domain/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ManageSessionView, ReservationView } from '../domain/booking';
import { ORDERS } from '../domain/collections';
import type { OrderDoc } from '../domain/orders';
import { DEFAULT_SETTINGS, WEEKDAYS, type AffectedBooking, type Settings } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import { apiForFile, dineInOrder, guestSequence, orderableDish } from '../testing/api-file';

/**
 * A closure tells the guests it leaves without a table (once, and no reminder), and
 * ordering closes at each service's last order time, also for a code confirmed after it.
 */

const TZ = DEFAULT_SETTINGS.locale.timeZone;
// Monday 14 January 2030, 10:30 in Kolkata.
const TODAY = '2030-01-14';
const day = (n: number) => addDays(TODAY, n);
const at = (date: string, time: string) => restaurantInstant(date, time, TZ);

const { t, tokens } = apiForFile({ start: { hours: 'seeded' }, sessions: { admin: 'admin' }, unlimitedTexts: true });
const fresh = guestSequence('74250', '10.25');
const { updatedAt: _seeded, ...SEEDED } = DEFAULT_SETTINGS;

async function settle(change: (s: Omit<Settings, 'updatedAt'>) => Omit<Settings, 'updatedAt'>) {
  const r = await t.call<{ settings: Settings; affectedBookings: AffectedBooking[] }>('PUT', '/api/admin/settings', {
    body: change(structuredClone(SEEDED)),
    token: tokens.admin,
  });
  expect(r.status, r.body.message).toBe(200);
  return r.body;
}
const outbox = async (phone: string) => (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${phone}`)).body.data!.map((m) => m.text);

async function confirmedBooking(date: string, time: string) {
  const g = fresh();
  const created = await t.call<{ reservationId: string; testOtp: string; reference: string }>('POST', '/api/reservations/create', {
    body: { name: 'Asha Patel', phone: g.phone, date, time, partySize: 2 },
    ip: g.ip,
  });
  expect(created.status, created.body.message).toBe(201);
  const { reservationId, testOtp, reference } = created.body.data!;
  const v = await t.call<ReservationView>('POST', '/api/reservations/verify-otp', { body: { reservationId, otp: testOtp }, ip: g.ip });
  expect(v.status, v.body.message).toBe(200);
  return { id: reservationId, reference, phone: g.phone, ip: g.ip };
}

beforeEach(async () => {
  t.clock.set(at(TODAY, '10:30'));
  await settle((s) => s);
});

describe('a closure saved over confirmed bookings', () => {
  it('texts each guest one apology with where to rebook, sends no reminder, and the booking page says the day is closed', async () => {
    const b = await confirmedBooking(day(3), '19:00');
    const other = await confirmedBooking(day(5), '19:00');
    const closure = (s: Omit<Settings, 'updatedAt'>) => ({ ...s, closures: [{ from: day(3), to: day(3), note: 'Staff wedding' }] });

    const saved = await settle(closure);
    expect(saved.message).toContain('1 guest was texted an apology for the closure.');
    expect(saved.data!.affectedBookings).toEqual([expect.objectContaining({ id: b.id, told: { state: 'sent', at: expect.any(String) } })]);
    await settle(closure);
    const apologies = (await outbox(b.phone)).filter((x) => x.includes("we're sorry, we are closed"));
    expect(apologies).toEqual([
      `${SEEDED.identity.name}: we're sorry, we are closed on Thu 17 Jan (Staff wedding), so we can't welcome you for your table at 7:00 PM (reference ${b.reference}). Book another day: ${bookLink(SEEDED)} or call ${SEEDED.identity.phone}.`,
    ]);
    expect((await outbox(other.phone)).filter((x) => x.includes("we're sorry"))).toEqual([]);

    // The owner's list, read again later, still says who was told.
    const listed = await t.call<{ affectedBookings: AffectedBooking[] }>('GET', '/api/admin/settings', { token: tokens.admin });
    expect(listed.body.data!.affectedBookings.map((a) => [a.reference, a.told?.state])).toEqual([[b.reference, 'sent']]);

    // The reminder's time comes: none for the closed day, one for the open one.
    for (const d of [day(3), day(5)]) {
      t.clock.set(at(d, '17:30'));
      expect((await t.call('POST', '/api/dev/run-scheduled')).status).toBe(200);
    }
    expect((await outbox(b.phone)).filter((x) => x.includes('a reminder of your table'))).toEqual([]);
    expect((await outbox(other.phone)).filter((x) => x.includes('a reminder of your table'))).toHaveLength(1);

    // The guest opens the booking page: it says the day is closed.
    t.clock.set(at(day(2), '10:00'));
    const started = await t.call<{ testOtp: string }>('POST', '/api/reservations/manage/start', { body: { reference: b.reference, phone: b.phone }, ip: b.ip });
    expect(started.status, started.body.message).toBe(200);
    const session = await t.call<ManageSessionView>('POST', '/api/reservations/manage/verify', {
      body: { reference: b.reference, phone: b.phone, otp: started.body.data!.testOtp },
      ip: b.ip,
    });
    expect(session.body.data!.closedNotice).toBe(
      `We are closed on Thursday 17 January (Staff wedding). We're sorry: your table can't be kept. Please book another day, or call us on ${SEEDED.identity.phone}.`,
    );
  });

  it('hours that leave a booking out text nobody: the owner is asked to call', async () => {
    const b = await confirmedBooking(day(4), '20:00');
    const saved = await settle((s) => ({
      ...s,
      hours: { ...s.hours, friday: [{ name: 'Lunch', opens: '12:00', closes: '15:00', lastBooking: '14:00', lastOrder: '14:30' }] },
    }));
    expect(saved.data!.affectedBookings).toEqual([expect.objectContaining({ id: b.id, told: null })]);
    expect(saved.message).toContain('Please contact the guest not texted.');
    expect((await outbox(b.phone)).filter((x) => x.includes("we're sorry"))).toEqual([]);
  });
});

describe('closing time', () => {
  it('a code confirmed after the last order time is refused, and the order never reaches the kitchen', async () => {
    const dish = await orderableDish(t);
    const g = fresh();
    t.clock.set(at(TODAY, '22:28'));
    const placed = await t.call<{ _id: string; testOtp: string }>('POST', '/api/orders', {
      body: dineInOrder(g.phone, [{ _id: dish, quantity: 1 }]),
      ip: g.ip,
    });
    expect(placed.status, placed.body.message).toBe(201);

    t.clock.set(at(TODAY, '22:31'));
    const late = await t.call('POST', `/api/orders/${placed.body.data!._id}/verify-otp`, { body: { otp: placed.body.data!.testOtp }, ip: g.ip });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'ordering_closed',
      message:
        'Your order was not confirmed and has not gone to the kitchen. Last orders were at 22:30: we are not taking orders now. We open again tomorrow at 08:00.',
    });
    const stored = await t.store.get<OrderDoc>(ORDERS, placed.body.data!._id);
    expect(stored?.isVerified).toBe(false);
    const board = await t.call<{ columns: Record<string, Array<{ id: string }>> }>('GET', '/api/admin/kitchen', { token: tokens.admin });
    expect(JSON.stringify(board.body.data)).not.toContain(placed.body.data!._id);
    expect((await outbox(g.phone)).filter((x) => x.includes('is confirmed'))).toEqual([]);

    const after = await t.call('POST', '/api/orders', { body: dineInOrder(fresh().phone, [{ _id: dish, quantity: 1 }]), ip: g.ip });
    expect([after.status, after.body.code]).toEqual([409, 'ordering_closed']);
  });

  it('a service from 18:00 to 02:00 can be saved, takes orders after midnight and books its times after midnight', async () => {
    const late = { name: 'Dinner', opens: '18:00', closes: '02:00', lastBooking: '01:00', lastOrder: '01:30' };
    await settle((s) => ({ ...s, hours: Object.fromEntries(WEEKDAYS.map((d) => [d, [late]])) as Settings['hours'] }));
    const slots = await t.call<{ slots: Array<{ time: string }> }>('GET', `/api/reservations/availability?date=${day(1)}&partySize=2`);
    expect(slots.body.data!.slots.map((x) => x.time)).toEqual(['00:00', '01:00', '18:00', '19:00', '20:00', '21:00', '22:00', '23:00']);
    await confirmedBooking(day(1), '01:00');

    const dish = await orderableDish(t);
    t.clock.set(at(day(1), '01:15'));
    const g = fresh();
    const placed = await t.call<{ _id: string; testOtp: string }>('POST', '/api/orders', {
      body: dineInOrder(g.phone, [{ _id: dish, quantity: 1 }]),
      ip: g.ip,
    });
    expect(placed.status, placed.body.message).toBe(201);
    const ok = await t.call('POST', `/api/orders/${placed.body.data!._id}/verify-otp`, { body: { otp: placed.body.data!.testOtp }, ip: g.ip });
    expect(ok.status, ok.body.message).toBe(200);
    t.clock.set(at(day(1), '01:45'));
    const closed = await t.call('POST', '/api/orders', { body: dineInOrder(fresh().phone, [{ _id: dish, quantity: 1 }]), ip: g.ip });
    expect([closed.status, closed.body.message]).toEqual([409, 'Last orders were at 01:30: we are not taking orders now. We open again today at 18:00.']);
  });

  it('with 45-minute slots, the last booking time of 21:00 is offered and can be booked', async () => {
    await settle((s) => ({ ...s, booking: { ...s.booking, slotMinutes: 45 } }));
    const slots = await t.call<{ slots: Array<{ time: string }> }>('GET', `/api/reservations/availability?date=${day(1)}&partySize=2`);
    expect(slots.body.data!.slots.map((x) => x.time).slice(-2)).toEqual(['20:45', '21:00']);
    await confirmedBooking(day(1), '21:00');
  });
});
