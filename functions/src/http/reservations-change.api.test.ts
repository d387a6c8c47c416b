import { beforeEach, describe, expect, it } from 'vitest';
import { SLOT_FULL, type AvailabilityView, type ManageChangeView, type ManageSessionView } from '../domain/booking';
import { RESERVATIONS } from '../domain/collections';
import { reservationChangedText } from '../domain/notifications';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import type { ReservationDoc } from '../services/reservations';
import { apiForFile, guestSequence, RACE_TIMEOUT } from '../testing/api-file';

/**
 * A guest moves a confirmed booking from the manage page: POST /api/reservations/manage/change with the
 * token the texted code gave. The seeded hours offer hourly tables 08:00 to 21:00, 40 seats each, parties of 1 to 10.
 */

const TZ = DEFAULT_SETTINGS.locale.timeZone;
const TODAY = '2038-09-13';
const day = (n: number) => addDays(TODAY, n);
const START = restaurantInstant(TODAY, '12:00', TZ);
const PHONE = DEFAULT_SETTINGS.identity.phone;

const { t, tokens } = apiForFile({ start: { hours: 'seeded' }, at: START, sessions: { admin: 'admin' }, unlimitedTexts: true });
const guest = guestSequence('63', '10.63');
const { updatedAt: _seeded, ...SEEDED } = DEFAULT_SETTINGS;

async function settle(change: (s: Omit<Settings, 'updatedAt'>) => Omit<Settings, 'updatedAt'>) {
  const r = await t.call('PUT', '/api/admin/settings', { body: change(structuredClone(SEEDED)), token: tokens.admin });
  expect(r.status, r.body.message).toBe(200);
}

beforeEach(async () => {
  t.clock.set(START);
  await settle((s) => s);
});

/** A confirmed booking made on the public API, as the booking page makes it. */
async function confirmed(fields: Record<string, unknown> = {}) {
  const g = guest();
  const created = await t.call<{ reservationId: string; reference: string; testOtp: string }>('POST', '/api/reservations/create', {
    body: { name: 'Asha Patel', phone: g.phone, date: day(3), time: '19:00', partySize: 2, ...fields },
    ip: g.ip,
  });
  expect(created.status, created.body.message).toBe(201);
  const { reservationId: id, reference, testOtp } = created.body.data!;
  const v = await t.call('POST', '/api/reservations/verify-otp', { body: { reservationId: id, otp: testOtp }, ip: g.ip });
  expect(v.status, v.body.message).toBe(200);
  return { id, reference, ...g };
}

/** The manage page's steps before a change: a code to the phone, then the token. */
async function managed(b: { reference: string; phone: string; ip: string }) {
  const code = await t.call<{ testOtp: string }>('POST', '/api/reservations/manage/start', { body: { reference: b.reference, phone: b.phone }, ip: b.ip });
  const s = await t.call<ManageSessionView>('POST', '/api/reservations/manage/verify', {
    body: { reference: b.reference, phone: b.phone, otp: code.body.data!.testOtp },
    ip: b.ip,
  });
  expect(s.status, s.body.message).toBe(200);
  return s.body.data!;
}

const change = (reference: string, token: string, to: { date: string; time: string; partySize: number }) =>
  t.call<ManageChangeView>('POST', '/api/reservations/manage/change', { body: { reference, token, ...to } });
const stored = async (id: string) => (await t.store.get<ReservationDoc>(RESERVATIONS, id))!;
async function remaining(date: string, time: string, partySize = 1) {
  const r = await t.call<AvailabilityView>('GET', `/api/reservations/availability?date=${date}&partySize=${partySize}`);
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!.slots.find((s) => s.time === time)!.remaining;
}
const texts = async (phone: string) => (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${phone}`)).body.data!.map((m) => m.text);
const changeTexts = async (phone: string) => (await texts(phone)).filter((x) => x.includes('your table is moved'));

/** Fills a slot's 40 seats with four confirmed parties of 10. */
async function fill(date: string, time: string) {
  for (let i = 0; i < 4; i++) await confirmed({ date, time, partySize: 10 });
}

describe('a guest changes a confirmed booking', () => {
  it('moved from 19:00 to 20:00, it holds the 20:00 seats, frees the 19:00 ones and is texted once', async () => {
    const date = day(3);
    const b = await confirmed({ date, time: '19:00', partySize: 4 });
    const session = await managed(b);
    expect(session.canChange).toBe(true);
    expect([await remaining(date, '19:00'), await remaining(date, '20:00')]).toEqual([36, 40]);

    const r = await change(b.reference, session.token, { date, time: '20:00', partySize: 4 });

    expect([r.status, r.body.message]).toEqual([200, 'Reservation changed']);
    expect(r.body.data).toMatchObject({ changed: true, canCancel: true, canChange: true, reservation: { time: '20:00', partySize: 4, status: 'confirmed' } });
    expect([await remaining(date, '19:00'), await remaining(date, '20:00')]).toEqual([40, 36]);
    expect(await stored(b.id)).toMatchObject({ date, time: '20:00', partySize: 4, status: 'confirmed' });
    expect(await changeTexts(b.phone)).toEqual([reservationChangedText(DEFAULT_SETTINGS, { reference: b.reference, date, time: '20:00', partySize: 4 })]);
    expect(await changeTexts(b.phone)).toEqual([expect.stringContaining('4 guests on Thu 16 Sept at ')]);

    // The same date, time and size again is an answer, not an error: nothing moves and nothing is texted.
    const again = await change(b.reference, session.token, { date, time: '20:00', partySize: 4 });
    expect([again.status, again.body.data!.changed]).toEqual([200, false]);
    expect(await remaining(date, '20:00')).toBe(36);
    expect(await changeTexts(b.phone)).toHaveLength(1);

    // A second change is a new event: it is texted too, and the party size follows.
    const smaller = await change(b.reference, session.token, { date: day(4), time: '13:00', partySize: 2 });
    expect([smaller.status, smaller.body.data!.reservation.date]).toEqual([200, day(4)]);
    expect([await remaining(date, '20:00'), await remaining(day(4), '13:00')]).toEqual([40, 38]);
    expect(await changeTexts(b.phone)).toHaveLength(2);
  });

  it('a move into a full slot answers 409 slot_full and the booking and both slots are unchanged', async () => {
    const date = day(5);
    await fill(date, '20:00');
    const b = await confirmed({ date, time: '19:00', partySize: 2 });
    const session = await managed(b);

    const r = await change(b.reference, session.token, { date, time: '20:00', partySize: 2 });

    expect([r.status, r.body.code, r.body.message]).toEqual([409, 'slot_full', SLOT_FULL]);
    expect(await stored(b.id)).toMatchObject({ time: '19:00', partySize: 2, status: 'confirmed' });
    expect([await remaining(date, '19:00'), await remaining(date, '20:00')]).toEqual([38, 0]);
    expect(await changeTexts(b.phone)).toHaveLength(0);
  });

  it('growing the party in its own slot counts its own seats once: 38 taken plus 2 more fits, 3 more does not', async () => {
    const date = day(6);
    for (const partySize of [10, 10, 10, 8]) await confirmed({ date, time: '19:00', partySize });
    const b = await confirmed({ date, time: '18:00', partySize: 2 });
    const session = await managed(b);
    // 38 seats taken at 19:00: moving a party of 2 there fits exactly; then growing it to 3 is one too many.
    expect((await change(b.reference, session.token, { date, time: '19:00', partySize: 2 })).status).toBe(200);
    const grown = await change(b.reference, session.token, { date, time: '19:00', partySize: 3 });
    expect([grown.status, grown.body.code]).toEqual([409, 'slot_full']);
    expect((await stored(b.id)).partySize).toBe(2);
    expect(await remaining(date, '19:00')).toBe(0);
  });

  it('a wrong token or one past its 15 minutes answers 403 and changes nothing', async () => {
    const date = day(7);
    const b = await confirmed({ date, time: '19:00' });
    const session = await managed(b);
    const wrong = await change(b.reference, 'x'.repeat(32), { date, time: '20:00', partySize: 2 });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'verification_expired']);
    t.clock.advance(15 * 60_000);
    const late = await change(b.reference, session.token, { date, time: '20:00', partySize: 2 });
    expect([late.status, late.body.code, late.body.message]).toEqual([
      403,
      'verification_expired',
      'Your verification has expired. Please verify your phone again.',
    ]);
    expect((await stored(b.id)).time).toBe('19:00');
    expect(await remaining(date, '20:00')).toBe(40);
  });

  it('refuses a time too soon, a time not offered and too many guests with the words a new booking gets (409)', async () => {
    await settle((s) => ({ ...s, booking: { ...s.booking, minNoticeMinutes: 120 } }));
    const b = await confirmed({ date: TODAY, time: '19:00' });
    const session = await managed(b);

    const soon = await change(b.reference, session.token, { date: TODAY, time: '13:00', partySize: 2 });
    expect([soon.status, soon.body.message]).toEqual([409, 'Tables must be booked at least 2 hours ahead. The next time you can book is today at 14:00.']);
    const offHours = await change(b.reference, session.token, { date: TODAY, time: '23:00', partySize: 2 });
    expect([offHours.status, offHours.body.message]).toEqual([
      409,
      `We don't take bookings at 23:00 on Monday 13 September. The next time you can book is tomorrow at 08:00.`,
    ]);
    const many = await change(b.reference, session.token, { date: TODAY, time: '19:00', partySize: 11 });
    expect([many.status, many.body.message]).toEqual([409, `Guests must be between 1 and 10. For a larger party, please call us on ${PHONE}.`]);
    const bad = await change(b.reference, session.token, { date: TODAY, time: '7pm', partySize: 2 });
    expect([bad.status, bad.body.message]).toEqual([400, 'Please choose one of the listed times']);

    expect(await stored(b.id)).toMatchObject({ date: TODAY, time: '19:00', partySize: 2 });
    expect(await changeTexts(b.phone)).toHaveLength(0);
  });

  it('refuses a move to a closed day, and any change inside the cancel cutoff', async () => {
    const closedDay = day(9);
    await settle((s) => ({ ...s, booking: { ...s.booking, cancelCutoffMinutes: 180 }, closures: [{ from: closedDay, to: closedDay, note: 'Diwali' }] }));
    const b = await confirmed({ date: TODAY, time: '16:00' });
    const later = await confirmed({ date: day(8), time: '19:00' });

    const closed = await change(later.reference, (await managed(later)).token, { date: closedDay, time: '19:00', partySize: 2 });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/^We are closed on Wednesday 22 September \(Diwali\)\./);

    t.clock.set(restaurantInstant(TODAY, '13:30', TZ));
    const session = await managed(b);
    expect([session.canCancel, session.canChange]).toEqual([false, false]);
    const r = await change(b.reference, session.token, { date: TODAY, time: '20:00', partySize: 2 });
    expect([r.status, r.body.message]).toEqual([409, `Online changes close 3 hours before the booking. Please call us on ${PHONE} to change it.`]);
    expect((await stored(b.id)).time).toBe('16:00');
  });

  it(
    'two guests changing at once can not both take the last seats',
    async () => {
      const date = day(10);
      for (const partySize of [10, 10, 10, 6]) await confirmed({ date, time: '21:00', partySize });
      const a = await confirmed({ date, time: '19:00', partySize: 2 });
      const b = await confirmed({ date, time: '19:00', partySize: 2 });
      const [sa, sb] = [await managed(a), await managed(b)];

      // 4 seats left at 21:00: each asks for all of them.
      const [ra, rb] = await Promise.all([
        change(a.reference, sa.token, { date, time: '21:00', partySize: 4 }),
        change(b.reference, sb.token, { date, time: '21:00', partySize: 4 }),
      ]);

      expect([ra.status, rb.status].sort()).toEqual([200, 409]);
      const loser = ra.status === 409 ? a : b;
      expect((ra.status === 409 ? ra : rb).body.code).toBe('slot_full');
      expect(await stored(loser.id)).toMatchObject({ time: '19:00', partySize: 2 });
      expect([await remaining(date, '21:00'), await remaining(date, '19:00')]).toEqual([0, 38]);
    },
    RACE_TIMEOUT,
  );
});
