import { beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilityView, ManageSessionView, ReservationView } from '../domain/booking';
import { RESERVATIONS } from '../domain/collections';
import { DEFAULT_SETTINGS, WEEKDAYS, type Settings } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import type { ReservationDoc } from '../services/reservations';
import { apiForFile } from '../testing/api-file';

/**
 * Table bookings follow the owner's Settings: the owner saves them through
 * PUT /api/admin/settings as the Settings screen does, and a guest books through the public API.
 */

interface Created {
  reservationId: string;
  reference: string;
  testOtp?: string;
}
interface Refusal {
  field: string;
  next: { date: string; time: string } | null;
}

const TZ = DEFAULT_SETTINGS.locale.timeZone;
// Monday 14 January 2030, 10:30 in Kolkata.
const TODAY = '2030-01-14';
const day = (n: number) => addDays(TODAY, n);
const at = (date: string, time: string) => restaurantInstant(date, time, TZ);
const START = at(TODAY, '10:30');
const PHONE = DEFAULT_SETTINGS.identity.phone;

const { t, tokens } = apiForFile({ start: { hours: 'seeded' }, sessions: { admin: 'admin' }, unlimitedTexts: true });
let guests = 0;
const guest = () => `7${String(process.pid % 1000).padStart(3, '0')}${String(++guests).padStart(6, '0')}`;
const ip = () => `10.30.${(guests >> 8) & 255}.${guests & 255}`;

const { updatedAt: _seeded, ...SEEDED } = DEFAULT_SETTINGS;

/** Saves the seeded settings with these changes, as the owner would on the Settings screen. */
async function settle(change: (s: Omit<Settings, 'updatedAt'>) => Omit<Settings, 'updatedAt'>) {
  const r = await t.call<{ settings: Settings }>('PUT', '/api/admin/settings', { body: change(structuredClone(SEEDED)), token: tokens.admin });
  expect(r.status, r.body.message).toBe(200);
}
const booking = (b: Partial<Settings['booking']>) => (s: Omit<Settings, 'updatedAt'>) => ({ ...s, booking: { ...s.booking, ...b } });

const book = (fields: Record<string, unknown>, phone = guest()) =>
  t.call<Created>('POST', '/api/reservations/create', { body: { name: 'Asha Patel', phone, date: day(2), time: '19:00', partySize: 2, ...fields }, ip: ip() });
async function booked(fields: Record<string, unknown>, phone = guest()) {
  const r = await book(fields, phone);
  expect(r.status, r.body.message).toBe(201);
  return { id: r.body.data!.reservationId, otp: r.body.data!.testOtp!, reference: r.body.data!.reference, phone };
}
const verify = (id: string, otp: string) => t.call<ReservationView>('POST', '/api/reservations/verify-otp', { body: { reservationId: id, otp }, ip: ip() });
async function confirmed(fields: Record<string, unknown>, phone = guest()) {
  const b = await booked(fields, phone);
  const v = await verify(b.id, b.otp);
  expect(v.status, v.body.message).toBe(200);
  return b;
}
async function availability(date: string, partySize?: number) {
  const r = await t.call<AvailabilityView>('GET', `/api/reservations/availability?date=${date}${partySize ? `&partySize=${partySize}` : ''}`);
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!;
}
const reservationsOf = (phone: string) => t.store.count(RESERVATIONS, [{ field: 'phone', op: '==', value: phone }]);

beforeEach(async () => {
  t.clock.set(START);
  await settle((s) => s);
});

describe('a closure date', () => {
  it('offers no slot, says the date is closed with its note and the next time a guest can book', async () => {
    await settle((s) => ({ ...s, closures: [{ from: day(3), to: day(4), note: 'Diwali' }] }));
    const a = await availability(day(3));
    expect(a.slots).toEqual([]);
    expect(a.closed).toEqual({
      note: 'Diwali',
      message: 'We are closed on Thursday 17 January (Diwali). The next time you can book is Saturday 19 January at 08:00.',
    });
    expect(a.next).toEqual({ date: day(5), time: '08:00' });
    expect((await availability(day(5))).slots).toHaveLength(14);
  });

  it('refuses a booking with that message, and books nothing', async () => {
    await settle((s) => ({ ...s, closures: [{ from: day(3), to: day(3), note: 'Staff holiday' }] }));
    const phone = guest();
    const r = await book({ date: day(3), time: '19:00' }, phone);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('We are closed on Thursday 17 January (Staff holiday). The next time you can book is Friday 18 January at 08:00.');
    expect(r.body.data as unknown as Refusal).toEqual({ field: 'date', next: { date: day(4), time: '08:00' } });
    expect(await reservationsOf(phone)).toBe(0);
    expect((await book({ date: day(4), time: '08:00' })).status).toBe(201);
  });

  it('a closure outside the window is refused like any date outside it', async () => {
    await settle((s) => ({ ...s, closures: [{ from: day(-2), to: day(-1), note: 'Pongal' }] }));
    const r = await t.call('GET', `/api/reservations/availability?date=${day(-1)}`);
    expect([r.status, r.body.message]).toEqual([400, 'Please choose a date from today onwards']);
  });

  it('a booking still awaiting its code is not confirmed once its date has been closed', async () => {
    const b = await booked({ date: day(6), time: '19:00' });
    await settle((s) => ({ ...s, closures: [{ from: day(6), to: day(6), note: 'Power cut' }] }));
    const v = await verify(b.id, b.otp);
    expect([v.status, v.body.message]).toEqual([
      409,
      'We are closed on Sunday 20 January (Power cut). The next time you can book is Monday 21 January at 08:00. Please book again.',
    ]);
    expect((await t.store.get<ReservationDoc>(RESERVATIONS, b.id))!.status).toBe('pending');
  });

  it('a weekday closed every week offers nothing and names the next open day', async () => {
    await settle((s) => ({ ...s, hours: { ...s.hours, wednesday: [] } }));
    const a = await availability(day(2));
    expect(a.slots).toEqual([]);
    expect(a.closed).toEqual({
      note: 'Closed on Wednesdays',
      message: 'We are closed on Wednesdays. The next time you can book is Thursday 17 January at 08:00.',
    });
    const r = await book({ date: day(2), time: '12:00' });
    expect([r.status, r.body.message]).toEqual([400, 'We are closed on Wednesdays. The next time you can book is Thursday 17 January at 08:00.']);
  });
});

describe("a service's hours bound the slots", () => {
  const lunchAndDinner = (s: Omit<Settings, 'updatedAt'>) => ({
    ...s,
    hours: Object.fromEntries(
      WEEKDAYS.map((d) => [
        d,
        [
          { name: 'Lunch', opens: '12:00', closes: '15:00', lastBooking: '14:00' },
          { name: 'Dinner', opens: '19:00', closes: '23:00', lastBooking: '21:30' },
        ],
      ]),
    ) as Settings['hours'],
    booking: { ...s.booking, slotMinutes: 30 },
  });

  it('lunch 12:00–15:00 (last booking 14:00) and dinner 19:00–23:00 (last 21:30) every 30 minutes give exactly those times', async () => {
    await settle(lunchAndDinner);
    const a = await availability(day(2));
    expect(a.slots.map((s) => s.time)).toEqual(['12:00', '12:30', '13:00', '13:30', '14:00', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30']);
    expect(a.slots.every((s) => s.available && s.remaining === 40)).toBe(true);
    expect(a.closed).toBeNull();
  });

  it('refuses 16:00 naming the next time that day, and 22:00 naming the next day; takes 21:30 and 12:30', async () => {
    await settle(lunchAndDinner);
    const afternoon = await book({ date: day(2), time: '16:00' });
    expect([afternoon.status, afternoon.body.message]).toEqual([
      400,
      "We don't take bookings at 16:00 on Wednesday 16 January. The next time you can book that day is 19:00.",
    ]);
    expect(afternoon.body.data as unknown as Refusal).toEqual({ field: 'time', next: { date: day(2), time: '19:00' } });
    const late = await book({ date: day(2), time: '22:00' });
    expect(late.body.message).toBe("We don't take bookings at 22:00 on Wednesday 16 January. The next time you can book is Thursday 17 January at 12:00.");
    expect((await book({ date: day(2), time: '14:30' })).status).toBe(400);
    expect((await book({ date: day(2), time: '21:30' })).status).toBe(201);
    expect((await book({ date: day(2), time: '12:30' })).status).toBe(201);
  });

  it("today, once the day's last table time has gone, offers the next day's first", async () => {
    await settle(lunchAndDinner);
    t.clock.set(at(TODAY, '21:45'));
    const a = await availability(TODAY);
    expect(a.slots.every((s) => s.past && !s.available)).toBe(true);
    expect(a.next).toEqual({ date: day(1), time: '12:00' });
  });
});

describe('minimum notice', () => {
  it('does not offer slots sooner than the notice, and refuses them naming the first far enough ahead', async () => {
    await settle(booking({ minNoticeMinutes: 120 }));
    const slots = (await availability(TODAY)).slots;
    expect(slots.find((s) => s.time === '10:00')).toMatchObject({ past: true, available: false });
    expect(slots.find((s) => s.time === '12:00')).toMatchObject({ past: false, tooSoon: true, available: false, remaining: 0 });
    expect(slots.find((s) => s.time === '13:00')).toMatchObject({ tooSoon: false, available: true });
    const r = await book({ date: TODAY, time: '12:00' });
    expect([r.status, r.body.message]).toEqual([400, 'Tables must be booked at least 2 hours ahead. The next time you can book is today at 13:00.']);
    expect((await book({ date: TODAY, time: '13:00' })).status).toBe(201);
  });
});

describe('party limits and the booking window from the settings', () => {
  it('refuses parties outside the limits with the limits, and the largest with the phone to call', async () => {
    await settle(booking({ minPartySize: 2, maxPartySize: 6 }));
    const one = await book({ partySize: 1 });
    expect([one.status, one.body.message]).toEqual([400, 'Guests must be between 2 and 6.']);
    const seven = await book({ partySize: 7 });
    expect([seven.status, seven.body.message]).toEqual([400, `Guests must be between 2 and 6. For a larger party, please call us on ${PHONE}.`]);
    expect((await book({ partySize: 6 })).status).toBe(201);
    expect((await t.call('GET', `/api/reservations/availability?date=${day(2)}&partySize=7`)).status).toBe(400);
  });

  it('books the smallest party the settings allow when the guest names no party size', async () => {
    await settle(booking({ minPartySize: 3 }));
    const b = await booked({ partySize: undefined });
    expect((await t.store.get<ReservationDoc>(RESERVATIONS, b.id))!.partySize).toBe(3);
    expect((await availability(day(2))).partySize).toBe(3);
  });

  it('takes bookings up to daysAhead days ahead and no further', async () => {
    await settle(booking({ daysAhead: 7 }));
    expect((await book({ date: day(7) })).status).toBe(201);
    const far = await book({ date: day(8) });
    expect([far.status, far.body.message]).toEqual([400, 'Reservations can be made up to 7 days in advance (until Monday 21 January).']);
    expect((await t.call('GET', `/api/reservations/availability?date=${day(8)}`)).status).toBe(400);
  });
});

describe('seats per slot', () => {
  it('fills a slot up to the seats the settings give it', async () => {
    await settle(booking({ seatsPerSlot: 6, maxPartySize: 6 }));
    // A date no other test books.
    const date = day(9);
    expect((await availability(date, 2)).slots.find((s) => s.time === '19:00')!.remaining).toBe(6);
    await confirmed({ date, time: '19:00', partySize: 4 });
    const full = await book({ date, time: '19:00', partySize: 3 });
    expect([full.status, full.body.message]).toEqual([409, 'That time is fully booked. Please choose another time.']);
    expect((await book({ date, time: '19:00', partySize: 2 })).status).toBe(201);
    expect((await availability(date, 1)).slots.find((s) => s.time === '19:00')).toMatchObject({ remaining: 0, available: false });
  });
});

describe('bookings per phone per day', () => {
  const limitText = `This phone number already has 2 table bookings on Wednesday 16 January, the most we take online for one day. Please call us on ${PHONE} to book more.`;

  it('counts confirmed bookings only: an unconfirmed attempt counts for nothing, and one more confirmed is refused with 409', async () => {
    await settle(booking({ maxBookingsPerPhonePerDay: 2 }));
    const phone = guest();
    await confirmed({ time: '12:00' }, phone);
    await booked({ time: '13:00' }, phone);
    const second = await confirmed({ time: '14:00' }, phone);
    expect(second.id).toBeTruthy();
    const third = await book({ time: '15:00' }, phone);
    expect([third.status, third.body.message]).toEqual([409, limitText]);
    expect(await reservationsOf(phone)).toBe(3);
    // Another date, and another phone, are not affected.
    expect((await book({ date: day(3), time: '14:00' }, phone)).status).toBe(201);
    expect((await book({ time: '14:00' })).status).toBe(201);
  });

  it('an expired hold stops counting; the lapsed booking gets no new code while the phone is at its allowance', async () => {
    await settle(booking({ maxBookingsPerPhonePerDay: 2 }));
    const phone = guest();
    const lapsed = await booked({ time: '12:00' }, phone);
    await confirmed({ time: '13:00' }, phone);
    t.clock.advance(601_000);
    await confirmed({ time: '14:00' }, phone);
    const resent = await t.call('POST', '/api/reservations/resend-otp', { body: { reservationId: lapsed.id }, ip: ip() });
    expect([resent.status, resent.body.message]).toEqual([409, limitText]);
    expect((await t.store.get<ReservationDoc>(RESERVATIONS, lapsed.id))!.status).toBe('pending');
  });

  it('a cancelled booking does not count', async () => {
    await settle(booking({ maxBookingsPerPhonePerDay: 1 }));
    const phone = guest();
    const first = await confirmed({ time: '12:00' }, phone);
    expect((await book({ time: '13:00' }, phone)).status).toBe(409);
    const r = await t.call('PATCH', `/api/reservations/admin/${first.id}/status`, { body: { status: 'cancelled' }, token: tokens.admin });
    expect(r.status).toBe(200);
    expect((await book({ time: '13:00' }, phone)).status).toBe(201);
  });

  it('a code resent without seats confirms later only if the phone is still within its allowance', async () => {
    await settle(booking({ maxBookingsPerPhonePerDay: 1, seatsPerSlot: 4, maxPartySize: 4 }));
    const phone = guest();
    // A date no other test books, so the slot's 4 seats are this test's.
    const date = day(10);
    const first = await booked({ date, time: '12:00', partySize: 2 }, phone);
    t.clock.advance(601_000);
    // Others take the whole slot, so the fresh code comes without held seats...
    const blocker = await confirmed({ date, time: '12:00', partySize: 4 });
    const resent = await t.call<{ testOtp: string; seatsHeld: boolean }>('POST', '/api/reservations/resend-otp', {
      body: { reservationId: first.id },
      ip: ip(),
    });
    expect(resent.status, resent.body.message).toBe(200);
    expect(resent.body.data!.seatsHeld).toBe(false);
    // ...which leaves the phone free to book another time and confirm it; then seats free up at 12:00.
    await confirmed({ date, time: '13:00' }, phone);
    expect((await t.call('PATCH', `/api/reservations/admin/${blocker.id}/status`, { body: { status: 'cancelled' }, token: tokens.admin })).status).toBe(200);
    const v = await verify(first.id, resent.body.data!.testOtp);
    expect([v.status, v.body.message]).toEqual([
      409,
      `This phone number already has a table booking on Thursday 24 January, the most we take online for one day. Please call us on ${PHONE} to book more.`,
    ]);
    expect((await t.store.get<ReservationDoc>(RESERVATIONS, first.id))!.status).toBe('pending');
  });
});

describe('self-cancel cutoff', () => {
  const start = (reference: string, phone: string) =>
    t.call<{ testOtp?: string }>('POST', '/api/reservations/manage/start', { body: { reference, phone }, ip: ip() });
  const check = (reference: string, phone: string, otp: string) =>
    t.call<ManageSessionView>('POST', '/api/reservations/manage/verify', { body: { reference, phone, otp }, ip: ip() });
  const cancel = (reference: string, token: string) => t.call<ReservationView>('POST', '/api/reservations/manage/cancel', { body: { reference, token } });
  const closedText = `Online cancelling closes 3 hours before the booking. Please call us on ${PHONE} to cancel.`;

  async function session(b: { reference: string; phone: string }) {
    const code = (await start(b.reference, b.phone)).body.data!.testOtp!;
    expect(code).toMatch(/^\d{6}$/);
    const r = await check(b.reference, b.phone, code);
    expect(r.status, r.body.message).toBe(200);
    return r.body.data!;
  }

  it('inside the cutoff the guest still sees the booking, is told to call, and cancelling is refused', async () => {
    await settle(booking({ cancelCutoffMinutes: 180 }));
    const b = await confirmed({ date: TODAY, time: '13:00' });
    const s = await session(b);
    expect(s.reservation.status).toBe('confirmed');
    expect(s.canCancel).toBe(false);
    expect(s.cancelClosed).toBe(closedText);
    const r = await cancel(b.reference, s.token);
    expect([r.status, r.body.message]).toEqual([409, closedText]);
    expect((await t.store.get<ReservationDoc>(RESERVATIONS, b.id))!.status).toBe('confirmed');
  });

  it('before the cutoff the guest may cancel and is told until when; a minute after it, no longer', async () => {
    await settle(booking({ cancelCutoffMinutes: 180 }));
    const early = await confirmed({ date: TODAY, time: '14:00' });
    t.clock.set(at(TODAY, '10:50'));
    const s = await session(early);
    expect(s.canCancel).toBe(true);
    expect(s.cancelClosed).toBeNull();
    expect(s.cancelUntil).toBe(at(TODAY, '11:00').toISOString());
    t.clock.set(at(TODAY, '11:01'));
    const r = await cancel(early.reference, s.token);
    expect([r.status, r.body.message]).toEqual([409, closedText]);

    t.clock.set(START);
    const other = await confirmed({ date: TODAY, time: '18:00' });
    const ok = await cancel(other.reference, (await session(other)).token);
    expect([ok.status, ok.body.data!.status]).toEqual([200, 'cancelled']);
  });
});

describe('the time zone comes from the settings', () => {
  it('"today" and the passed slots follow the saved time zone', async () => {
    // 20:00 UTC on 14 January: already the 15th at 01:30 in Kolkata, still 14:00 on the 14th in Chicago.
    t.clock.set(new Date('2030-01-14T20:00:00Z'));
    const kolkata = await t.call('GET', `/api/reservations/availability?date=${TODAY}`);
    expect([kolkata.status, kolkata.body.message]).toEqual([400, 'Please choose a date from today onwards']);
    await settle((s) => ({ ...s, locale: { ...s.locale, timeZone: 'America/Chicago' } }));
    const chicago = (await availability(TODAY)).slots;
    expect(chicago.find((s) => s.time === '14:00')).toMatchObject({ past: true });
    expect(chicago.find((s) => s.time === '15:00')).toMatchObject({ past: false, available: true });
    const b = await booked({ date: TODAY, time: '15:00' });
    expect((await t.store.get<ReservationDoc>(RESERVATIONS, b.id))!.date).toBe(TODAY);
  });
});
