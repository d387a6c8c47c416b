/**
 * Parallel requests over real HTTP can't oversell or double anything: requests fired at once
 * (Promise.all; RACE_WIDTH of them) at one table time, one code, one Idempotency-Key. Only the HTTP API and the DocStore
 * port (`t.store`) are used, so the file runs unchanged on whichever store the harness picks.
 *
 * Orders have no per-dish or per-slot limit to race for (a dish is sold out or not, by an admin's
 * switch; inventory is the pantry's kilograms and no order draws on it), so the last-units race is
 * run on table times only.
 */
import { describe, expect, it } from 'vitest';
import { SLOT_FULL, seatsTaken, slotId, type SlotAvailability, type SlotDoc } from '../domain/booking';
import { NOTIFICATIONS, ORDERS, RESERVATIONS, SLOTS } from '../domain/collections';
import type { OrderDoc } from '../domain/orders';
import { OTP_POLICY } from '../domain/restaurant';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import { OTP_REFUSAL_TEXTS } from '../services/otp-policy';
import { OTP_TEXTS } from '../services/order-otp';
import type { ReservationDoc } from '../services/reservations';
import { apiForFile, guestSequence, orderableDish, RACE_TIMEOUT, RACE_WIDTH } from '../testing/api-file';
import type { Reply } from '../testing/api-harness';

// A date no other API file books, so that its table times are this file's own on a shared store.
const TODAY = '2031-06-02';
const day = (n: number) => addDays(TODAY, n);
const TIME = '19:00';
const PARALLEL = RACE_WIDTH;

const { t, tokens } = apiForFile({
  at: restaurantInstant(TODAY, '10:30', DEFAULT_SETTINGS.locale.timeZone),
  sessions: { admin: 'admin' },
  unlimitedTexts: true,
});
const fresh = guestSequence('78', '10.78');
type Guest = ReturnType<typeof fresh>;

interface Created {
  reservationId: string;
  reference: string;
  testOtp: string;
}
interface Placed {
  _id: string;
  reference: string;
  isVerified: boolean;
  testOtp: string;
}
interface Text {
  text: string;
  otp: string | null;
}

/** Fires n requests at once. */
const together = <T>(n: number, request: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => request(i)));

/** What the booking form sends, from the guest's own phone and address. */
const book = (who: Guest, fields: { date: string; time?: string; partySize: number }, headers: Record<string, string> = {}) =>
  t.call<Created>('POST', '/api/reservations/create', {
    body: { name: 'Asha Patel', phone: who.phone, email: 'asha@example.com', time: TIME, notes: '', ...fields },
    headers,
    ip: who.ip,
  });
const verifyBooking = (id: string, otp: string, ip = fresh().ip) =>
  t.call<{ status: string }>('POST', '/api/reservations/verify-otp', { body: { reservationId: id, otp }, ip });

/** What the checkout sends: one takeaway dish. */
async function orderBody(phone: string) {
  return { name: 'Ravi Shah', phone, orderType: 'takeaway', tableNumber: null, items: [{ _id: await orderableDish(t), quantity: 2 }] };
}
const placeOrder = (body: unknown, ip: string, headers: Record<string, string> = {}) => t.call<Placed>('POST', '/api/orders', { body, headers, ip });
const verifyOrder = (id: string, otp: string, ip = fresh().ip) =>
  t.call<Placed | { triesLeft: number }>('POST', `/api/orders/${id}/verify-otp`, { body: { otp }, ip });

const texts = async (phone: string) => {
  const r = await t.call<Text[]>('GET', `/api/dev/outbox?phone=${phone}`);
  expect(r.status).toBe(200);
  return r.body.data!;
};
async function settings(): Promise<Settings> {
  const r = await t.call<Settings>('GET', '/api/settings');
  expect(r.status).toBe(200);
  return r.body.data!;
}
async function remaining(date: string, time: string, partySize = 1): Promise<number> {
  const r = await t.call<{ slots: SlotAvailability[] }>('GET', `/api/reservations/availability?date=${date}&partySize=${partySize}`);
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!.slots.find((s) => s.time === time)!.remaining;
}
const slotOf = async (date: string, time: string) => (await t.store.get<SlotDoc>(SLOTS, slotId(date, time)))!;

/** Six digits that differ from the code and from each other for i below 900,000. */
const wrongCode = (code: string, i: number) => String(100_000 + ((Number(code) - 100_000 + 1 + i) % 900_000));

/** The statuses of a batch of replies, counted: `{ 201: 4, 409: 16 }`. */
const statuses = (replies: Array<Reply<unknown>>) => replies.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});

/** Books and confirms, one after another, parties of the largest size until exactly `left` seats of the slot remain. */
async function leaveSeats(date: string, time: string, left: number): Promise<number> {
  const { booking } = await settings();
  let toTake = booking.seatsPerSlot - left;
  let parties = 0;
  while (toTake > 0) {
    const partySize = Math.min(booking.maxPartySize, toTake);
    const r = await book(fresh(), { date, time, partySize });
    expect(r.status, r.body.message).toBe(201);
    const v = await verifyBooking(r.body.data!.reservationId, r.body.data!.testOtp);
    expect(v.status, v.body.message).toBe(200);
    toTake -= partySize;
    parties += 1;
  }
  expect(await remaining(date, time)).toBe(left);
  return parties;
}

describe(`${PARALLEL} parallel bookings for the last 4 seats of one table time`, { timeout: RACE_TIMEOUT }, () => {
  it.each([
    { partySize: 1, fit: 4, date: day(2) },
    { partySize: 2, fit: 2, date: day(3) },
  ])(
    'parties of $partySize: exactly $fit are held, the rest are told the time is full, and the slot holds its capacity exactly',
    async ({ partySize, fit, date }) => {
      const cap = (await settings()).booking.seatsPerSlot;
      const fillers = await leaveSeats(date, TIME, 4);

      const who = Array.from({ length: PARALLEL }, () => fresh());
      const replies = await Promise.all(who.map((g) => book(g, { date, partySize })));
      expect(statuses(replies)).toEqual({ 201: fit, 409: PARALLEL - fit });
      for (const r of replies.filter((x) => x.status === 409)) expect([r.body.code, r.body.message]).toEqual(['slot_full', SLOT_FULL]);

      // The slot holds exactly its capacity: the fillers' bookings and the winners' holds, nobody else.
      const winners = replies.flatMap((r, i) => (r.status === 201 ? [{ ...who[i]!, id: r.body.data!.reservationId, otp: r.body.data!.testOtp }] : []));
      const slot = await slotOf(date, TIME);
      expect(seatsTaken(slot, t.clock.now())).toBe(cap);
      expect(Object.keys(slot.holds).sort()).toEqual(winners.map((w) => w.id).sort());
      expect(await remaining(date, TIME)).toBe(0);
      expect(await t.store.count(RESERVATIONS, [{ field: 'date', op: '==', value: date }])).toBe(fillers + fit);
      // A refused guest got no code; each winner got one.
      const sent = await Promise.all(who.map((g) => texts(g.phone)));
      expect(sent.map((s) => s.length)).toEqual(replies.map((r) => (r.status === 201 ? 1 : 0)));

      // The winners confirm at once: their holds become bookings, and the slot still holds exactly its capacity.
      const confirmed = await Promise.all(winners.map((w) => verifyBooking(w.id, w.otp, w.ip)));
      expect(statuses(confirmed)).toEqual({ 200: fit });
      const after = await slotOf(date, TIME);
      expect(after.holds).toEqual({});
      expect(Object.values(after.booked).reduce((a, n) => a + n, 0)).toBe(cap);
      expect(after.confirmedGuests).toBe(cap);
      expect(
        await t.store.count(RESERVATIONS, [
          { field: 'date', op: '==', value: date },
          { field: 'status', op: '==', value: 'confirmed' },
        ]),
      ).toBe(fillers + fit);
    },
  );
});

describe(`${PARALLEL} parallel code confirmations`, { timeout: RACE_TIMEOUT }, () => {
  it(`of wrong codes for one order: exactly ${OTP_POLICY.maxWrongTries} are judged and counted, the rest refused as locked, and then the right code too`, async () => {
    const guest = fresh();
    const placed = await placeOrder(await orderBody(guest.phone), guest.ip);
    expect(placed.status, placed.body.message).toBe(201);
    const { _id: id, testOtp: code } = placed.body.data!;

    const replies = await together(PARALLEL, (i) => verifyOrder(id, wrongCode(code, i)));
    expect(statuses(replies)).toEqual({ 400: OTP_POLICY.maxWrongTries, 429: PARALLEL - OTP_POLICY.maxWrongTries });
    const judged = replies.filter((r) => r.status === 400);
    for (const r of judged) expect([r.body.code, r.body.message]).toEqual(['otp_invalid', OTP_REFUSAL_TEXTS.order.wrong(0)]);
    // Judged one after another: each wrong try saw the one before it counted.
    const triesLeft = judged.map((r) => (r.body.data as { triesLeft: number }).triesLeft).sort((a, b) => a - b);
    expect(triesLeft).toEqual(Array.from({ length: OTP_POLICY.maxWrongTries }, (_, i) => i));
    for (const r of replies.filter((x) => x.status === 429)) {
      expect([r.body.code, r.body.message, r.body.data]).toEqual(['otp_attempts_exhausted', OTP_REFUSAL_TEXTS.order.locked, { triesLeft: 0 }]);
    }

    const stored = (await t.store.get<OrderDoc>(ORDERS, id))!;
    expect(stored.otp!.attempts).toBe(OTP_POLICY.maxWrongTries);
    expect(stored.isVerified).toBe(false);

    // The lock holds against the right code: only a new code (Resend) opens it again.
    const right = await verifyOrder(id, code);
    expect([right.status, right.body.code]).toEqual([429, 'otp_attempts_exhausted']);
    const after = (await t.store.get<OrderDoc>(ORDERS, id))!;
    expect([after.isVerified, after.verifiedAt, after.otp!.usedAt, after.otp!.attempts]).toEqual([false, null, null, OTP_POLICY.maxWrongTries]);
    expect(await t.store.count(NOTIFICATIONS, [{ field: 'subjectId', op: '==', value: id }])).toBe(0);
    expect(await texts(guest.phone)).toHaveLength(1);
  });

  it('of the right code for one order: it is confirmed once, texted once, and every other reply is a clean 409', async () => {
    const guest = fresh();
    const placed = await placeOrder(await orderBody(guest.phone), guest.ip);
    expect(placed.status, placed.body.message).toBe(201);
    const { _id: id, reference, testOtp: code } = placed.body.data!;

    const replies = await together(PARALLEL, () => verifyOrder(id, code));
    expect(statuses(replies)).toEqual({ 200: 1, 409: PARALLEL - 1 });
    const winner = replies.find((r) => r.status === 200)!;
    expect(winner.body.message).toBe(OTP_TEXTS.verified);
    expect(winner.body.data).toMatchObject({ _id: id, isVerified: true });
    for (const r of replies.filter((x) => x.status === 409)) expect([r.body.code, r.body.message]).toEqual(['otp_used', OTP_REFUSAL_TEXTS.order.used]);

    const stored = (await t.store.get<OrderDoc>(ORDERS, id))!;
    expect(stored.isVerified).toBe(true);
    expect(stored.otp!.usedAt).toBe(stored.verifiedAt);
    expect(await t.store.count(NOTIFICATIONS, [{ field: 'subjectId', op: '==', value: id }])).toBe(1);
    const sent = await texts(guest.phone);
    expect(sent.filter((m) => m.otp === code)).toHaveLength(1);
    const confirmations = sent.filter((m) => m.text.includes(`order #${reference} is confirmed`));
    expect(confirmations).toHaveLength(1);
    expect(sent).toHaveLength(2);
    // The admin's list shows it once, confirmed.
    const listed = await t.call<Array<{ _id: string; isVerified: boolean }>>('GET', `/api/orders?search=${guest.phone}`, { token: tokens.admin });
    expect(listed.body.data!.map((o) => [o._id, o.isVerified])).toEqual([[id, true]]);
  });

  it('of the right code for one booking: it is confirmed once, its seats booked once, texted once, and every other reply is a clean 409', async () => {
    const date = day(4);
    const cap = (await settings()).booking.seatsPerSlot;
    const guest = fresh();
    const created = await book(guest, { date, partySize: 3 });
    expect(created.status, created.body.message).toBe(201);
    const { reservationId: id, reference, testOtp: code } = created.body.data!;

    const replies = await together(PARALLEL, () => verifyBooking(id, code));
    expect(statuses(replies)).toEqual({ 200: 1, 409: PARALLEL - 1 });
    expect(replies.find((r) => r.status === 200)!.body.data).toMatchObject({ status: 'confirmed' });
    for (const r of replies.filter((x) => x.status === 409))
      expect([r.body.code, r.body.message]).toEqual(['conflict', 'This reservation is already confirmed.']);

    expect((await t.store.get<ReservationDoc>(RESERVATIONS, id))!).toMatchObject({ status: 'confirmed', isVerified: true, holdExpiresAt: null });
    const slot = await slotOf(date, TIME);
    expect([slot.booked, slot.holds, slot.confirmedGuests]).toEqual([{ [id]: 3 }, {}, 3]);
    expect(await remaining(date, TIME)).toBe(cap - 3);
    expect(await t.store.count(NOTIFICATIONS, [{ field: 'subjectId', op: '==', value: id }])).toBe(1);
    const sent = await texts(guest.phone);
    expect(sent.filter((m) => m.text.includes(`Reference ${reference}`))).toHaveLength(1);
    expect(sent).toHaveLength(2);
  });
});

describe(`${PARALLEL} parallel requests with one Idempotency-Key`, { timeout: RACE_TIMEOUT }, () => {
  // idempotency.ts: the key's record is read and created in the transaction that creates the order or booking,
  // so a duplicate in flight waits its turn and replays the first reply (all 20 do, on the embedded store).
  // The one other clean answer: a duplicate whose create of the key's record meets the first one's is refused
  // 409 conflict ("Already exists"). Never a 500, never a second record or text.
  const cleanRefusals = ['conflict'];

  it('POST /api/orders: exactly one order and one code text; every reply is the first reply or a clean refusal', async () => {
    const guest = fresh();
    const body = await orderBody(guest.phone);
    const key = `contention-order-${guest.phone}`;
    const replies = await together(PARALLEL, () => placeOrder(body, guest.ip, { 'idempotency-key': key }));

    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    const placed = replies.filter((r) => r.status === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    for (const r of placed) expect(r.body).toEqual(placed[0]!.body);
    for (const r of replies.filter((x) => x.status !== 201)) expect(cleanRefusals, `${r.status} ${r.body.message}`).toContain(r.body.code);
    const { _id: id, testOtp: code } = placed[0]!.body.data!;

    // One order, as the admin's search finds it (unverified orders included).
    const listed = await t.call<Array<{ _id: string }>>('GET', `/api/orders?includeUnverified=true&search=${guest.phone}`, { token: tokens.admin });
    expect(listed.status).toBe(200);
    expect(listed.body.data!.map((o) => o._id)).toEqual([id]);
    expect((await t.store.get<OrderDoc>(ORDERS, id))!.phone).toBe(guest.phone);
    // One text, carrying the code every replay handed back, which confirms the one order.
    expect((await texts(guest.phone)).map((m) => m.otp)).toEqual([code]);
    const verified = await verifyOrder(id, code);
    expect(verified.status, verified.body.message).toBe(200);
  });

  it('POST /api/reservations/create: exactly one booking, one hold and one code text', async () => {
    const date = day(5);
    const guest = fresh();
    const key = `contention-booking-${guest.phone}`;
    const replies = await together(PARALLEL, () => book(guest, { date, partySize: 4 }, { 'idempotency-key': key }));

    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    const created = replies.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const r of created) expect(r.body).toEqual(created[0]!.body);
    for (const r of replies.filter((x) => x.status !== 201)) expect(cleanRefusals, `${r.status} ${r.body.message}`).toContain(r.body.code);
    const { reservationId: id, testOtp: code } = created[0]!.body.data!;

    expect(await t.store.count(RESERVATIONS, [{ field: 'phone', op: '==', value: guest.phone }])).toBe(1);
    const slot = await slotOf(date, TIME);
    expect(Object.keys(slot.holds)).toEqual([id]);
    expect(seatsTaken(slot, t.clock.now())).toBe(4);
    expect((await texts(guest.phone)).map((m) => m.otp)).toEqual([code]);
  });
});
