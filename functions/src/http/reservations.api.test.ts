import { beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_FIELDS, SLOT_FULL, slotId, type ReservationView, type SlotAvailability, type SlotDoc } from '../domain/booking';
import { RESERVATIONS, SLOTS } from '../domain/collections';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantDate, restaurantInstant as instantIn } from '../domain/time';
import type { ReservationDoc } from '../services/reservations';
import type { AdminList } from '../services/reservation-admin';
import { LIMITS } from '../services/limits';
import { apiForFile, RACE_TIMEOUT, RACE_WIDTH, wideRace } from '../testing/api-file';
import type { CallOptions } from '../testing/api-harness';

interface CreateData {
  reservationId: string;
  reference: string;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  testOtp?: string;
}

// The restaurant keeps the seeded settings: hourly table times 08:00 to 21:00 every day, 40 seats each,
// parties of 1 to 10, 30 days ahead, in Asia/Kolkata. The server clock is pinned to 10:30 there on a
// Monday, so "today" and its past slots are known. Settings-driven rules: reservations-settings.api.test.ts.
const TZ = DEFAULT_SETTINGS.locale.timeZone;
const restaurantInstant = (date: string, time: string) => instantIn(date, time, TZ);
const TODAY = '2030-01-14';
const day = (n: number) => addDays(TODAY, n);
const START = restaurantInstant(TODAY, '10:30');

// This suite texts a few hundred codes within one hour of its clock.
const { t, tokens } = apiForFile({ start: { hours: 'seeded' }, at: START, sessions: { admin: 'admin', user: 'user' }, unlimitedTexts: true });
let phones = 0;
let ips = 0;
/** A new guest: their own phone and their own network address, as 30 real guests would have. */
const guest = () => ({
  phone: `6${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(6, '0')}`,
  ip: `10.${(++ips >> 16) & 255}.${(ips >> 8) & 255}.${ips & 255}`,
});
const from = (ip: string): Pick<CallOptions, 'ip'> => ({ ip });

async function book(fields: Record<string, unknown> = {}, who = guest(), headers: Record<string, string> = {}) {
  const body = { name: 'Asha Patel', phone: who.phone, email: 'asha@example.com', date: day(5), time: '19:00', partySize: 2, notes: 'Window seat', ...fields };
  const r = await t.call<CreateData>('POST', '/api/reservations/create', { body, headers, ip: who.ip });
  return { ...r, who };
}

async function booked(fields: Record<string, unknown> = {}) {
  const r = await book(fields);
  expect(r.status, r.body.message).toBe(201);
  return { id: r.body.data!.reservationId, otp: r.body.data!.testOtp!, reference: r.body.data!.reference, ...r.who };
}

const verify = (id: string, otp: string, ip = guest().ip) =>
  t.call<ReservationView>('POST', '/api/reservations/verify-otp', { body: { reservationId: id, otp }, ...from(ip) });
const resend = (id: string, ip = guest().ip) =>
  t.call<{ testOtp?: string; seatsHeld: boolean; otpExpiresInSeconds: number }>('POST', '/api/reservations/resend-otp', {
    body: { reservationId: id },
    ...from(ip),
  });
const setStatus = (id: string, status: string, token = tokens.admin) =>
  t.call<ReservationView>('PATCH', `/api/reservations/admin/${id}/status`, { body: { status }, token });
const stored = (id: string) => t.store.get<ReservationDoc>(RESERVATIONS, id);
const wrongCode = (otp: string) => String(((Number(otp) - 100_000 + 1) % 900_000) + 100_000);

async function availability(date: string, partySize = 2) {
  const r = await t.call<{ slots: SlotAvailability[] }>('GET', `/api/reservations/availability?date=${date}&partySize=${partySize}`);
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!.slots;
}
const remaining = async (date: string, time: string) => (await availability(date)).find((s) => s.time === time)!.remaining;

/** Fills a slot to exactly its 40 seats with four confirmed parties of 10. */
async function fill(date: string, time: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) {
    const b = await booked({ date, time, partySize: 10 });
    expect((await verify(b.id, b.otp)).status).toBe(200);
    ids.push(b.id);
  }
  return ids;
}

describe('POST /api/reservations/create', () => {
  it('creates a pending, unverified booking that holds its seats, texts the code and answers 201 with the id and reference', async () => {
    const r = await book({ date: day(1), time: '12:00', partySize: 4 });
    expect(r.status).toBe(201);
    expect(r.body.success).toBe(true);
    const data = r.body.data!;
    expect(data).toMatchObject({ otpExpiresInSeconds: 600, resendInSeconds: 60 });
    expect(data.reference).toBe(data.reservationId.slice(-8).toUpperCase());
    expect(data.testOtp).toMatch(/^\d{6}$/);

    const doc = (await stored(data.reservationId))!;
    expect(doc).toMatchObject({
      name: 'Asha Patel',
      phone: r.who.phone,
      email: 'asha@example.com',
      date: day(1),
      time: '12:00',
      partySize: 4,
      tableNumber: 'TBD',
      notes: 'Window seat',
      status: 'pending',
      isVerified: false,
    });
    expect(doc.holdExpiresAt).toBe(doc.otp.expiresAt);
    expect(Date.parse(doc.otp.expiresAt) - START.getTime()).toBe(600_000);
    expect(JSON.stringify(doc)).not.toContain(data.testOtp);
    expect(await remaining(day(1), '12:00')).toBe(36);

    const outbox = await t.call<Array<{ otp: string; text: string }>>('GET', `/api/dev/outbox?phone=${r.who.phone}`);
    expect(outbox.body.data![0]!.otp).toBe(data.testOtp);
    expect(outbox.body.data![0]!.text).toMatch(/confirm your table/);
  });

  it("when name, phone, date or time is missing, answers 400 'Please fill in all required fields'", async () => {
    for (const field of ['name', 'phone', 'date', 'time']) {
      const r = await book({ [field]: undefined });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(REQUIRED_FIELDS);
    }
  });

  it('defaults the party size to 2', async () => {
    const r = await book({ partySize: undefined, email: undefined, notes: undefined });
    expect(r.status).toBe(201);
    expect(await stored(r.body.data!.reservationId)).toMatchObject({ partySize: 2, email: null, notes: '' });
  });

  it("refuses a slot of today that has started, and takes today's later slots", async () => {
    const past = await book({ date: TODAY, time: '10:00' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('That time has already passed. Please choose a later time.');
    expect((await book({ date: TODAY, time: '11:00' })).status).toBe(201);
  });

  it('answers fuzzed bodies with 400 and writes nothing', async () => {
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ date: day(-1) }, /from today onwards/],
      [{ date: day(31) }, /up to 30 days in advance/],
      [{ date: '2030-02-30' }, /valid date/],
      [{ date: 'tomorrow' }, /valid date/],
      [{ partySize: 0 }, /number of guests/],
      [{ partySize: 11 }, /^Guests must be between 1 and 10\. For a larger party, please call us/],
      [{ partySize: 2.5 }, /number of guests/],
      [{ partySize: 'many' }, /number of guests/],
      [{ time: '19:30' }, /^We don't take bookings at 19:30 on .+\. The next time you can book that day is 20:00\.$/],
      [{ time: '07:00' }, /^We don't take bookings at 07:00 on .+\. The next time you can book that day is 08:00\.$/],
      [{ time: '22:00' }, /^We don't take bookings at 22:00 on .+\. The next time you can book is .+ at 08:00\.$/],
      [{ time: '7pm' }, /listed times/],
      [{ time: 1900 }, /required fields/],
      [{ notes: 'n'.repeat(100 * 1024) }, /at most 500/],
      [{ phone: '12345' }, /10-digit/],
      [{ phone: '98765432101' }, /10-digit/],
      [{ phone: ['9876543210'] }, /required fields/],
      [{ email: 'nope' }, /valid email/],
      [{ name: { first: 'A' } }, /required fields/],
      [{ name: 'x'.repeat(101) }, /at most 100/],
    ];
    const before = { ...t.store.meter };
    for (const [fields, message] of bad) {
      const r = await book(fields);
      expect(r.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    expect(t.store.meter.writes).toBe(before.writes);
  });

  it('answers a JSON array or a string body with 400', async () => {
    for (const raw of ['[]', '"book"', 'null']) {
      const r = await t.call('POST', '/api/reservations/create', { raw, ...from(guest().ip) });
      expect(r.status).toBe(400);
    }
  });

  it("refuses a party that doesn't fit with a clear 'slot full' 409, and an expired hold frees its seats", async () => {
    const date = day(2);
    await fill(date, '20:00');
    const r = await book({ date, time: '20:00', partySize: 1 });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(SLOT_FULL);

    // 38 seats held by parties that never verify.
    for (const partySize of [10, 10, 10, 8]) await booked({ date, time: '21:00', partySize });
    expect((await book({ date, time: '21:00', partySize: 3 })).status).toBe(409);
    expect((await book({ date, time: '21:00', partySize: 2 })).status).toBe(201);
    expect(await remaining(date, '21:00')).toBe(0);

    t.clock.advance(600_000);
    expect(await remaining(date, '21:00')).toBe(40);
    expect((await book({ date, time: '21:00', partySize: 10 })).status).toBe(201);
  });

  wideRace('lets 30 parallel bookings race for 40 seats and seats exactly 40', async () => {
    const date = day(3);
    const results = await Promise.all(Array.from({ length: 30 }, () => book({ date, time: '13:00', partySize: 2 })));
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(created).toHaveLength(20);
    expect(refused).toHaveLength(10);
    expect(refused.every((r) => r.body.message === SLOT_FULL)).toBe(true);
    const slot = (await t.store.get<SlotDoc>(SLOTS, slotId(date, '13:00')))!;
    expect(Object.values(slot.holds).reduce((a, h) => a + h.partySize, 0)).toBe(40);
  });

  it('replays an Idempotency-Key: one booking and one SMS, and refuses the key with another body', async () => {
    const who = guest();
    const headers = { 'idempotency-key': `key-${who.phone}` };
    const first = await book({ date: day(4) }, who, headers);
    const second = await book({ date: day(4) }, who, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data!.reservationId).toBe(first.body.data!.reservationId);
    expect(await t.store.count(RESERVATIONS, [{ field: 'phone', op: '==', value: who.phone }])).toBe(1);
    const outbox = await t.call<unknown[]>('GET', `/api/dev/outbox?phone=${who.phone}`);
    expect(outbox.body.data).toHaveLength(1);

    const other = await book({ date: day(4), partySize: 3 }, who, headers);
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    expect((await book({}, who, { 'idempotency-key': 'bad key!' })).status).toBe(400);
  });

  it('limits the codes one phone gets to 8 an hour', async () => {
    const who = guest();
    // Spread over three dates, so that the bookings-per-phone-per-day allowance (5) is not what stops them.
    // Each a different booking: the same one again would be answered again, with no new code.
    for (let i = 0; i < 8; i++) expect((await book({ date: day(6 + (i % 3)), partySize: 1 + i }, { ...who, ip: guest().ip })).status).toBe(201);
    const r = await book({ date: day(8) }, { ...who, ip: guest().ip });
    expect(r.status).toBe(429);
    expect(r.body.message).toMatch(/Too many codes/);
    expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it(`limits the codes sent from one network address to ${LIMITS.otpSendsPerIp.max} in 10 minutes, probes for bookings included`, async () => {
    const ip = guest().ip;
    for (let i = 0; i < LIMITS.otpSendsPerIp.max; i++) {
      const r = await t.call('POST', '/api/reservations/manage/start', { body: { reference: 'ZZZZZZZZ', phone: guest().phone }, ...from(ip) });
      expect(r.status).toBe(200);
    }
    const r = await book({}, { ...guest(), ip });
    expect(r.status).toBe(429);
    expect(r.body.message).toBe('Too many OTP requests from this network. Please try again later.');
  });
});

describe('POST /api/reservations/verify-otp', () => {
  it('confirms with the right code: confirmed, verified, seats booked, the code single use', async () => {
    const b = await booked({ date: day(7), time: '18:00', partySize: 5 });
    const r = await verify(b.id, b.otp);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ _id: b.id, reservationId: b.id, status: 'confirmed', isVerified: true, otpStatus: 'Verified', partySize: 5 });
    expect(r.body.data).not.toHaveProperty('otp');
    const doc = (await stored(b.id))!;
    expect(doc).toMatchObject({ status: 'confirmed', isVerified: true, holdExpiresAt: null });
    expect(doc.otp.usedAt).not.toBeNull();
    const slot = (await t.store.get<SlotDoc>(SLOTS, slotId(day(7), '18:00')))!;
    expect(slot.booked[b.id]).toBe(5);
    expect(slot.holds[b.id]).toBeUndefined();
    const texts = await t.call<Array<{ text: string; otp: string | null }>>('GET', `/api/dev/outbox?phone=${r.body.data!.phone}`);
    expect(texts.body.data![0]).toMatchObject({ otp: null, text: expect.stringContaining(`Reference ${r.body.data!.reference}`) });
    expect(texts.body.data![0]!.text).toContain(`/t?r=${r.body.data!.reference}`);

    const again = await verify(b.id, b.otp);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This reservation is already confirmed.');
  });

  it('refuses to confirm a booking whose time has started while the code was still valid', async () => {
    t.clock.set(restaurantInstant(TODAY, '10:55'));
    try {
      const b = await booked({ date: TODAY, time: '11:00' });
      t.clock.advance(6 * 60_000);
      const r = await verify(b.id, b.otp);
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('That time has already passed. Please book another time.');
      expect((await stored(b.id))!.status).toBe('pending');
    } finally {
      t.clock.set(START);
    }
  });

  it("answers a wrong code with 400 'Invalid OTP' and the tries left, and an unknown id with 404", async () => {
    const b = await booked({ date: day(7) });
    const r = await verify(b.id, wrongCode(b.otp));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Invalid OTP. 4 tries left.');
    expect(r.body.data).toEqual({ triesLeft: 4 });
    expect((await verify('AAAAAAAAAAAAAAAAAAAA', '123456')).status).toBe(404);
    const malformed = await verify(b.id, '12ab56');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Please enter a 6-digit OTP');
  });

  it("after 600 s answers 'OTP expired. Please resend.'", async () => {
    const b = await booked({ date: day(7) });
    t.clock.advance(600_000);
    const r = await verify(b.id, b.otp);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('OTP expired. Please resend.');
    expect((await stored(b.id))!.status).toBe('pending');
  });

  it(
    `judges at most 5 of ${RACE_WIDTH} parallel wrong guesses, then locks the code, even against the right one`,
    async () => {
      const b = await booked({ date: day(8) });
      const results = await Promise.all(
        Array.from({ length: RACE_WIDTH }, (_, i) => verify(b.id, String(100_000 + ((Number(b.otp) - 100_000 + 1 + i) % 900_000)))),
      );
      const judged = results.filter((r) => r.status === 400);
      const locked = results.filter((r) => r.status === 429);
      expect(judged.length).toBeLessThanOrEqual(5);
      expect(judged.length + locked.length).toBe(RACE_WIDTH);
      expect((await stored(b.id))!.otp.attempts).toBe(5);
      const right = await verify(b.id, b.otp);
      expect(right.status).toBe(429);
      expect(right.body.message).toBe('Too many wrong attempts. Please resend a new OTP.');
      expect((await stored(b.id))!.isVerified).toBe(false);
    },
    RACE_TIMEOUT,
  );

  wideRace('lets 30 parallel verifications race for the last 40 seats: exactly 40 seated, the rest told the slot is full', async () => {
    const date = day(9);
    const time = '19:00';
    // 30 parties of 2 book while there is room; their holds lapse in two rounds, so all 30 stay pending.
    const parties = [];
    for (let i = 0; i < 20; i++) parties.push(await booked({ date, time, partySize: 2 }));
    t.clock.advance(601_000);
    for (let i = 0; i < 10; i++) parties.push(await booked({ date, time, partySize: 2 }));
    t.clock.advance(601_000);
    // A large group takes the whole slot, so the fresh codes come without held seats.
    const blockers = await fill(date, time);
    const codes: string[] = [];
    for (const p of parties) {
      const r = await resend(p.id, p.ip);
      expect(r.status, r.body.message).toBe(200);
      expect(r.body.data!.seatsHeld).toBe(false);
      expect(r.body.message).toMatch(/fully booked/);
      codes.push(r.body.data!.testOtp!);
    }
    // The group cancels: 40 seats free up for 60 guests racing for them.
    for (const id of blockers) expect((await setStatus(id, 'cancelled')).status).toBe(200);
    expect(await remaining(date, time)).toBe(40);

    const results = await Promise.all(parties.map((p, i) => verify(p.id, codes[i]!, p.ip)));
    const confirmed = results.filter((r) => r.status === 200);
    const full = results.filter((r) => r.status === 409);
    expect(confirmed).toHaveLength(20);
    expect(full).toHaveLength(10);
    expect(full.every((r) => r.body.message === SLOT_FULL)).toBe(true);
    const slot = (await t.store.get<SlotDoc>(SLOTS, slotId(date, time)))!;
    expect(Object.values(slot.booked).reduce((a, n) => a + n, 0)).toBe(40);
    expect(
      await t.store.count(RESERVATIONS, [
        { field: 'date', op: '==', value: date },
        { field: 'status', op: '==', value: 'confirmed' },
      ]),
    ).toBe(20);
  });
});

describe('POST /api/reservations/resend-otp', () => {
  it('answers 429 within 60 s of the last code, with Retry-After', async () => {
    const b = await booked({ date: day(10) });
    t.clock.advance(59_000);
    const r = await resend(b.id);
    expect(r.status).toBe(429);
    expect(r.body.message).toBe('Please wait 1 second before requesting a new OTP.');
    expect(r.headers.get('retry-after')).toBe('1');
  });

  it('after 60 s sends a new code that restarts the 600 s and the hold; the old code stops working', async () => {
    const b = await booked({ date: day(10), time: '09:00', partySize: 10 });
    t.clock.advance(500_000);
    const r = await resend(b.id);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ otpExpiresInSeconds: 600, seatsHeld: true });
    const fresh = r.body.data!.testOtp!;
    expect(fresh).toMatch(/^\d{6}$/);
    // 1000 s after booking: the first code would long have expired, the new one and its hold have not.
    t.clock.advance(500_000);
    expect(await remaining(day(10), '09:00')).toBe(30);
    expect((await verify(b.id, b.otp)).status).toBe(400);
    const ok = await verify(b.id, fresh);
    expect(ok.status).toBe(200);
    expect(ok.body.data!.status).toBe('confirmed');
  });

  it('refuses to resend for a confirmed booking, and answers 404 for an unknown one', async () => {
    const b = await booked({ date: day(10) });
    await verify(b.id, b.otp);
    t.clock.advance(61_000);
    expect((await resend(b.id)).status).toBe(409);
    expect((await resend('AAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});

describe('GET /api/reservations/availability', () => {
  it("lists the 14 slots with seats left, today's started slots unavailable", async () => {
    const slots = await availability(TODAY, 4);
    expect(slots.map((s) => s.time)).toHaveLength(14);
    expect(slots.find((s) => s.time === '10:00')).toMatchObject({ available: false, past: true, remaining: 0 });
    expect(slots.find((s) => s.time === '20:00')).toMatchObject({ available: true, past: false });
  });

  it('marks a full slot unavailable, and a slot with fewer seats than the party needs', async () => {
    const date = day(11);
    await fill(date, '19:00');
    await booked({ date, time: '20:00', partySize: 10 });
    await booked({ date, time: '20:00', partySize: 10 });
    await booked({ date, time: '20:00', partySize: 10 });
    await booked({ date, time: '20:00', partySize: 7 });
    const slots = await availability(date, 4);
    expect(slots.find((s) => s.time === '19:00')).toMatchObject({ remaining: 0, available: false });
    expect(slots.find((s) => s.time === '20:00')).toMatchObject({ remaining: 3, available: false });
    expect((await availability(date, 3)).find((s) => s.time === '20:00')).toMatchObject({ remaining: 3, available: true });
  });

  it('reads the settings and at most one document per slot', async () => {
    const before = t.store.meter.reads;
    await availability(day(11));
    expect(t.store.meter.reads - before).toBeLessThanOrEqual(1 + 14);
  });

  it('refuses a bad date, a date outside the window and a bad party size', async () => {
    for (const q of ['date=2030-13-01', `date=${day(31)}`, `date=${day(-1)}`, `date=${day(1)}&partySize=11`, 'partySize=2']) {
      const r = await t.call('GET', `/api/reservations/availability?${q}`);
      expect(r.status, q).toBe(400);
    }
  });
});

describe('guest self-cancel by reference', () => {
  const start = (reference: string, phone: string) =>
    t.call<{ testOtp?: string }>('POST', '/api/reservations/manage/start', { body: { reference, phone }, ...from(guest().ip) });
  const check = (reference: string, phone: string, otp: string) =>
    t.call<{ reservation: ReservationView; token: string; canCancel: boolean }>('POST', '/api/reservations/manage/verify', {
      body: { reference, phone, otp },
      ...from(guest().ip),
    });
  const cancel = (reference: string, token: string) => t.call<ReservationView>('POST', '/api/reservations/manage/cancel', { body: { reference, token } });

  it('answers the same whether or not the phone matches, and texts a code only when it does', async () => {
    const b = await booked({ date: day(12) });
    const stranger = guest().phone;
    const wrong = await start(b.reference, stranger);
    const unknown = await start('ZZZZ9999', b.phone);
    const right = await start(b.reference.toLowerCase(), b.phone);
    for (const r of [wrong, unknown, right]) {
      expect(r.status).toBe(200);
      expect(r.body.message).toBe('If the phone number matches the reservation, we have sent an OTP to it.');
    }
    expect(wrong.body.data).toEqual(unknown.body.data);
    expect((await t.call<unknown[]>('GET', `/api/dev/outbox?phone=${stranger}`)).body.data).toHaveLength(0);
    const outbox = await t.call<Array<{ otp: string; text: string }>>('GET', `/api/dev/outbox?phone=${b.phone}`);
    expect(outbox.body.data).toHaveLength(2);
    expect(outbox.body.data![0]!.text).toMatch(/manage your table reservation/);
    // Within 60 s no second code is sent, and the guest is told so; asking twice for a booking that does not exist answers alike.
    const again = await start(b.reference, b.phone);
    const unknownAgain = await start('ZZZZ9999', b.phone);
    for (const r of [again, unknownAgain]) {
      expect([r.status, r.body.message]).toEqual([429, LIMITS.manageStartPerBooking.message]);
    }
    expect((await t.call<unknown[]>('GET', `/api/dev/outbox?phone=${b.phone}`)).body.data).toHaveLength(2);
  });

  it('shows the booking after the code, cancels with the token, frees the seats and refuses the token again', async () => {
    const date = day(13);
    const b = await booked({ date, time: '12:00', partySize: 6 });
    expect((await verify(b.id, b.otp)).status).toBe(200);
    expect(await remaining(date, '12:00')).toBe(34);

    const code = (await start(b.reference, b.phone)).body.data!.testOtp!;
    expect((await check(b.reference, b.phone, wrongCode(code))).body.message).toBe('OTP verification failed');
    expect((await check(b.reference, guest().phone, code)).body.message).toBe('OTP verification failed');
    const proven = await check(b.reference, b.phone, code);
    expect(proven.status).toBe(200);
    expect(proven.body.data!.reservation).toMatchObject({ id: b.id, status: 'confirmed', partySize: 6 });
    expect(proven.body.data!.canCancel).toBe(true);
    const reused = await check(b.reference, b.phone, code);
    expect([reused.status, reused.body.code]).toEqual([409, 'otp_used']);

    expect((await cancel(b.reference, 'x'.repeat(32))).status).toBe(403);
    const done = await cancel(b.reference, proven.body.data!.token);
    expect(done.status).toBe(200);
    expect(done.body.data!.status).toBe('cancelled');
    expect((await stored(b.id))!.status).toBe('cancelled');
    expect(await remaining(date, '12:00')).toBe(40);
    expect((await cancel(b.reference, proven.body.data!.token)).status).toBe(403);
  });

  it('refuses a token after 15 minutes', async () => {
    const b = await booked({ date: day(13) });
    const code = (await start(b.reference, b.phone)).body.data!.testOtp!;
    const token = (await check(b.reference, b.phone, code)).body.data!.token;
    t.clock.advance(15 * 60_000);
    const r = await cancel(b.reference, token);
    expect(r.status).toBe(403);
    expect(r.body.message).toMatch(/verify your phone again/);
  });
});

describe('admin reservations', () => {
  it('answers 401 without a session and 403 for a customer on every admin route', async () => {
    const b = await booked({ date: day(14) });
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/reservations/admin/all'],
      ['PATCH', `/api/reservations/admin/${b.id}/status`, { status: 'confirmed' }],
      ['GET', '/api/reservations/today'],
      ['GET', `/api/reservations/today?date=${TODAY}&limit=5`],
    ];
    for (const [method, path, body] of routes) {
      expect((await t.call(method, path, { body })).status, path).toBe(401);
      const denied = await t.call(method, path, { body, token: tokens.user });
      expect(denied.status, path).toBe(403);
      expect(denied.body.message).toBe('Access denied. Admin privileges required.');
    }
    expect((await stored(b.id))!.status).toBe('pending');
  });

  describe('GET /admin/all', () => {
    const date = day(15);
    const made: Record<string, Awaited<ReturnType<typeof booked>>> = {};
    const list = (query: string) => t.call<AdminList>('GET', `/api/reservations/admin/all?${query}`, { token: tokens.admin });

    beforeAll(async () => {
      made.meera = await booked({ date, name: 'Meera Shah', email: 'MEERA@Example.com', partySize: 4, time: '12:00' });
      t.clock.advance(1000);
      made.ravi = await booked({ date, name: 'Ravi Kumar', email: null, partySize: 3, time: '13:00' });
      t.clock.advance(1000);
      made.anil = await booked({ date, name: 'Anil Joshi', email: 'anil@example.com', partySize: 2, time: '14:00' });
      await verify(made.meera.id, made.meera.otp);
    });

    it("filters by date and status on the server, by the booking's time, with the summary and '{n} reservations loaded successfully'", async () => {
      const all = await list(`date=${date}`);
      expect(all.status).toBe(200);
      expect(all.body.message).toBe('3 reservations loaded successfully');
      expect(all.body.data!.reservations.map((r) => r.name)).toEqual(['Meera Shah', 'Ravi Kumar', 'Anil Joshi']);
      expect(all.body.data!.summary).toEqual({ total: 3, confirmed: 1, pending: 2, guests: 9 });
      const pending = await list(`date=${date}&status=pending`);
      expect(pending.body.data!.reservations.map((r) => r.name)).toEqual(['Ravi Kumar', 'Anil Joshi']);
      expect(pending.body.data!.summary).toEqual({ total: 2, confirmed: 0, pending: 2, guests: 5 });
      expect((await list(`date=${date}&status=all`)).body.data!.total).toBe(3);
    });

    it('searches name and email case-insensitively, the phone as a substring, and the id and reference', async () => {
      const names = async (search: string) => (await list(`date=${date}&search=${encodeURIComponent(search)}`)).body.data!.reservations.map((r) => r.name);
      expect(await names('meera')).toEqual(['Meera Shah']);
      expect(await names('example.COM')).toEqual(['Meera Shah', 'Anil Joshi']);
      expect(await names(made.ravi!.phone.slice(-5))).toEqual(['Ravi Kumar']);
      expect(await names(made.anil!.reference.toLowerCase())).toEqual(['Anil Joshi']);
      expect(await names(made.meera!.id)).toEqual(['Meera Shah']);
      expect(await names(`#${made.anil!.reference}`)).toEqual(['Anil Joshi']);
      const ravi = made.ravi!.phone;
      expect(await names(`+91 ${ravi.slice(0, 5)} ${ravi.slice(5)}`)).toEqual(['Ravi Kumar']);
      expect(await names('nobody-like-this')).toEqual([]);
      const searched = await list(`date=${date}&search=a&status=pending`);
      expect(searched.body.data!.summary).toEqual({ total: 2, confirmed: 0, pending: 2, guests: 5 });
    });

    it('paginates on the server and caps limit at 100', async () => {
      const p1 = await list(`date=${date}&limit=2&page=1`);
      const p2 = await list(`date=${date}&limit=2&page=2`);
      expect(p1.body.data!.reservations.map((r) => r.name)).toEqual(['Meera Shah', 'Ravi Kumar']);
      expect(p2.body.data!.reservations.map((r) => r.name)).toEqual(['Anil Joshi']);
      expect(p2.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect((await list('limit=1000')).body.data!.limit).toBe(100);
      expect((await list('page=0')).status).toBe(400);
      expect((await list('status=lost')).status).toBe(400);
    });

    it('never shows a code: the OTP column reads Verified or Awaiting OTP', async () => {
      const r = await list(`date=${date}`);
      const text = JSON.stringify(r.body);
      expect(text).not.toMatch(/"otp"|hash|salt/);
      expect(r.body.data!.reservations.map((x) => x.otpStatus)).toEqual(['Verified', 'Awaiting OTP', 'Awaiting OTP']);
    });
  });

  describe('PATCH /admin/:id/status', () => {
    it('moves pending → confirmed → completed and saves each change; completed offers nothing', async () => {
      const b = await booked({ date: day(16) });
      const confirmed = await setStatus(b.id, 'confirmed');
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.message).toBe('Reservation confirmed');
      expect((await stored(b.id))!.status).toBe('confirmed');
      t.clock.set(restaurantInstant(day(16), '19:00'));
      try {
        expect((await setStatus(b.id, 'completed')).body.data!.status).toBe('completed');
      } finally {
        t.clock.set(START);
      }
      const stuck = await setStatus(b.id, 'cancelled');
      expect(stuck.status).toBe(409);
      expect(stuck.body.message).toBe('A completed reservation cannot be marked cancelled.');
      expect((await stored(b.id))!.status).toBe('completed');
    });

    it('a 7 PM booking cannot be completed or marked no-show at 2 PM that day, and changes nothing; cancelling stays allowed', async () => {
      const b = await booked({ date: day(21), time: '19:00' });
      await verify(b.id, b.otp);
      t.clock.set(restaurantInstant(day(21), '14:00'));
      try {
        for (const to of ['completed', 'no-show'] as const) {
          const early = await setStatus(b.id, to);
          expect([early.status, early.body.message]).toEqual([409, `This reservation starts on ${day(21)} at 19:00: it can be marked ${to} from then on.`]);
        }
        expect((await stored(b.id))!.status).toBe('confirmed');
        t.clock.set(restaurantInstant(day(21), '19:00'));
        expect((await setStatus(b.id, 'no-show')).body.data!.status).toBe('no-show');
      } finally {
        t.clock.set(START);
      }
      const c = await booked({ date: day(21), time: '20:00' });
      await verify(c.id, c.otp);
      expect((await setStatus(c.id, 'cancelled')).body.data!.status).toBe('cancelled');
    });

    it('refuses pending → completed and any change of a cancelled booking, and marks no-show from confirmed', async () => {
      const a = await booked({ date: day(16) });
      expect((await setStatus(a.id, 'completed')).status).toBe(409);
      expect((await setStatus(a.id, 'cancelled')).status).toBe(200);
      expect((await setStatus(a.id, 'confirmed')).status).toBe(409);
      const b = await booked({ date: day(16) });
      await verify(b.id, b.otp);
      t.clock.set(restaurantInstant(day(16), '19:00'));
      try {
        expect((await setStatus(b.id, 'no-show')).body.data!.status).toBe('no-show');
      } finally {
        t.clock.set(START);
      }
    });

    it('cancelling frees the seats; confirming needs them', async () => {
      const date = day(17);
      const ids = await fill(date, '18:00');
      expect((await setStatus(ids[0]!, 'cancelled')).status).toBe(200);
      expect(await remaining(date, '18:00')).toBe(10);
      const late = await booked({ date, time: '18:00', partySize: 10 });
      // Its hold lapses and another party takes the last 10 seats.
      t.clock.advance(600_000);
      const other = await booked({ date, time: '18:00', partySize: 10 });
      expect((await verify(other.id, other.otp)).status).toBe(200);
      const r = await setStatus(late.id, 'confirmed');
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(SLOT_FULL);
    });

    it('answers 400 for an unknown status and 404 for an unknown id', async () => {
      const b = await booked({ date: day(16) });
      expect((await setStatus(b.id, 'lost')).status).toBe(400);
      expect((await setStatus('AAAAAAAAAAAAAAAAAAAA', 'confirmed')).status).toBe(404);
    });
  });

  describe('GET /today', () => {
    it("answers today's reservations by time, limited, with the day's total; with no query, today's", async () => {
      const date = day(18);
      for (const time of ['20:00', '09:00', '13:00', '11:00', '15:00', '17:00']) await booked({ date, time, notes: `at ${time}` });
      const r = await t.call<{ reservations: ReservationView[]; total: number }>('GET', `/api/reservations/today?date=${date}&limit=5`, {
        token: tokens.admin,
      });
      expect(r.status).toBe(200);
      expect(r.body.data!.total).toBe(6);
      expect(r.body.data!.reservations.map((x) => x.time)).toEqual(['09:00', '11:00', '13:00', '15:00', '17:00']);

      const today = await t.call<{ reservations: ReservationView[]; total: number; date: string }>('GET', '/api/reservations/today', { token: tokens.admin });
      expect(today.status).toBe(200);
      expect(today.body.data!.date).toBe(restaurantDate(t.clock.now(), TZ));
      expect(today.body.data!.total).toBe(await t.store.count(RESERVATIONS, [{ field: 'date', op: '==', value: today.body.data!.date }]));
      expect(today.body.data!.total).toBeGreaterThan(0);
      expect(today.body.data!.reservations.every((x) => x.date === today.body.data!.date)).toBe(true);
    });
  });
});
