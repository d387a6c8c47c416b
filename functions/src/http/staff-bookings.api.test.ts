import { describe, expect, it } from 'vitest';
import type { AuditView } from '../domain/audit';
import { slotId, type ReservationView, type SlotDoc } from '../domain/booking';
import { RESERVATIONS, SLOTS } from '../domain/collections';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import { apiForFile } from '../testing/api-file';

/** Bookings staff take by phone or at the door, parties seated, the list by the booking's time. */
const TZ = DEFAULT_SETTINGS.locale.timeZone;
const TODAY = '2030-03-11';
const { t, sessions, tokens } = apiForFile({
  at: restaurantInstant(TODAY, '10:40', TZ),
  sessions: { counter: 'counter', kitchen: 'kitchen', owner: 'owner' },
  unlimitedTexts: true,
});
let n = 0;
const phone = () => `65${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
const outboxFor = async (p: string) => (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${p}`)).body.data!.map((m) => m.text);
const take = (body: Record<string, unknown>, opts: { token?: string; key?: string } = {}) =>
  t.call<ReservationView>('POST', '/api/reservations/admin', {
    body: { name: 'Ravi Shah', phone: phone(), date: addDays(TODAY, 1), time: '19:00', partySize: 4, notes: '', source: 'phone', ...body },
    token: opts.token ?? tokens.counter,
    ...(opts.key ? { headers: { 'Idempotency-Key': opts.key } } : {}),
  });
const list = async (query = '') =>
  (await t.call<{ reservations: ReservationView[]; total: number }>('GET', `/api/reservations/admin/all?limit=100${query}`, { token: tokens.counter })).body
    .data!;

describe('a booking taken by phone', () => {
  it('is confirmed at once with its seats, sends no code, is audited, and texts the guest only when they want it', async () => {
    const quiet = phone();
    const r = await take({ phone: quiet, time: '20:00' });
    expect([r.status, r.body.message]).toEqual([201, 'Booking confirmed']);
    expect(r.body.data).toMatchObject({ status: 'confirmed', source: 'phone', takenBy: expect.any(String), seatedAt: null, started: false });
    const seats = await t.store.get<SlotDoc>(SLOTS, slotId(addDays(TODAY, 1), '20:00'));
    expect(seats?.booked[r.body.data!.id]).toBe(4);
    expect(await outboxFor(quiet)).toEqual([]);

    const wants = phone();
    await take({ phone: wants, time: '20:00', textGuest: true });
    await t.call('POST', '/api/dev/run-scheduled');
    const texts = await outboxFor(wants);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/confirmed/i);

    const log = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=reservation', { token: tokens.owner });
    expect(log.body.data!.entries.some((e) => e.entityId === r.body.data!.id && e.actorUid === sessions.counter.uid && e.action === 'create')).toBe(true);
  });

  it('sent twice with one Idempotency-Key is one booking', async () => {
    const guest = phone();
    const [a, b] = await Promise.all([
      take({ phone: guest }, { key: 'staff-booking-twice-0001' }),
      take({ phone: guest }, { key: 'staff-booking-twice-0001' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 201]);
    expect(a.body.data!.id).toBe(b.body.data!.id);
    expect((await list(`&search=${guest}`)).total).toBe(1);
  });

  it('two counters can’t take the last table: one gets it, the other is told the time is full', async () => {
    const time = '21:00';
    const date = addDays(TODAY, 2);
    const max = DEFAULT_SETTINGS.booking.maxPartySize;
    const seatsLeft = async () => {
      const slot = await t.store.get<SlotDoc>(SLOTS, slotId(date, time));
      return DEFAULT_SETTINGS.booking.seatsPerSlot - Object.values(slot?.booked ?? {}).reduce((a, b) => a + b, 0);
    };
    while ((await seatsLeft()) > max) expect((await take({ date, time, partySize: max })).status).toBe(201);
    const free = await seatsLeft();
    const [x, y] = await Promise.all([take({ date, time, partySize: free }), take({ date, time, partySize: free })]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    expect([x, y].find((r) => r.status === 409)!.body.code).toBe('slot_full');
  });

  it.each([
    ['no phone', { phone: '' }, 'Please fill in all required fields'],
    ['a short phone', { phone: '98765' }, 'Please enter a 10-digit phone number'],
    ['an unknown source', { source: 'email' }, 'source must be phone or walk-in'],
    ['a time that is not a table time', { time: '19:07' }, 'That time is not one of the table times on that day. Please choose one of the listed times.'],
    ['a past date', { date: addDays(TODAY, -1) }, 'That date has passed. Please choose today or a later date.'],
    ['a walk-in on another day', { source: 'walk-in' }, 'A walk-in is for today: pick today’s date.'],
    ['a time that has passed', { date: TODAY, time: '09:00' }, 'That time has already passed. Please choose a later time.'],
  ])('refuses %s with a clear 400 and books nothing', async (_what, body, message) => {
    const before = (await list()).total;
    const r = await take(body);
    expect([r.status, r.body.message]).toEqual([400, message]);
    expect((await list()).total).toBe(before);
  });

  it('is refused to the kitchen', async () => {
    const r = await take({}, { token: tokens.kitchen });
    expect([r.status, r.body.code]).toEqual([403, 'forbidden_role']);
  });
});

describe('seating a party', () => {
  it('a walk-in is seated as it is entered, for the time that has started', async () => {
    const r = await take({ source: 'walk-in', date: TODAY, time: '10:00', partySize: 2 });
    expect([r.status, r.body.message]).toEqual([201, 'Walk-in seated']);
    expect(r.body.data).toMatchObject({ source: 'walk-in', started: true, status: 'confirmed' });
    expect(r.body.data!.seatedAt).toBe(t.clock.now().toISOString());
  });

  it('a confirmed booking of today is seated once; one of another day is not; it is audited', async () => {
    const today = await take({ date: TODAY, time: '12:00' });
    const seat = (id: string) => t.call<ReservationView>('POST', `/api/reservations/admin/${id}/seat`, { token: tokens.counter });
    const seated = await seat(today.body.data!.id);
    expect([seated.status, seated.body.message, seated.body.data!.seatedAt]).toEqual([200, 'Party seated', t.clock.now().toISOString()]);
    expect([(await seat(today.body.data!.id)).status, (await seat(today.body.data!.id)).body.message]).toEqual([409, 'This party is already seated.']);
    const later = await take({ date: addDays(TODAY, 3) });
    const early = await seat(later.body.data!.id);
    expect([early.status, (await t.store.get<{ seatedAt: string | null }>(RESERVATIONS, later.body.data!.id))?.seatedAt]).toEqual([409, null]);
    const log = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=reservation', { token: tokens.owner });
    const seatings = log.body.data!.entries.filter((e) => e.action === 'seated');
    expect(seatings.map((e) => [e.entityId, e.actorUid])).toEqual([[today.body.data!.id, sessions.counter.uid]]);
  });
});

describe('the booking list', () => {
  it('is ordered by the booking’s time: today first, then later days, then past days latest first', async () => {
    const mark = `Order ${process.pid}`;
    const made = [
      await take({ name: `${mark} C`, date: addDays(TODAY, 4), time: '13:00' }),
      await take({ name: `${mark} A`, date: TODAY, time: '20:00' }),
      await take({ name: `${mark} B`, date: addDays(TODAY, 4), time: '12:00' }),
      await take({ name: `${mark} Z`, date: TODAY, time: '18:00' }),
    ];
    expect(made.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    // Two days on, today's bookings are in the past: they go last, the latest first.
    t.clock.set(restaurantInstant(addDays(TODAY, 2), '09:00', TZ));
    try {
      for (const query of ['', '&status=confirmed', `&search=${encodeURIComponent(mark)}`]) {
        const rows = (await list(query)).reservations.filter((r) => r.name.startsWith(mark));
        expect(rows.map((r) => r.name.slice(mark.length + 1))).toEqual(['B', 'C', 'A', 'Z']);
      }
      const all = (await list()).reservations;
      const ahead = all.filter((r) => r.date >= addDays(TODAY, 2));
      expect(all.slice(0, ahead.length)).toEqual(ahead);
      expect(ahead.map((r) => `${r.date} ${r.time}`)).toEqual(ahead.map((r) => `${r.date} ${r.time}`).sort());
    } finally {
      t.clock.set(restaurantInstant(TODAY, '10:40', TZ));
    }
  });

  it('says of each booking whether its time has come, so Complete and No-show are offered only then', async () => {
    const r = await take({ date: TODAY, time: '11:00' });
    const row = async () => (await list()).reservations.find((x) => x.id === r.body.data!.id)!;
    expect((await row()).started).toBe(false);
    const early = await t.call('PATCH', `/api/reservations/admin/${r.body.data!.id}/status`, { body: { status: 'completed' }, token: tokens.counter });
    expect(early.status).toBe(409);
    t.clock.set(restaurantInstant(TODAY, '11:00', TZ));
    expect((await row()).started).toBe(true);
    const done = await t.call<ReservationView>('PATCH', `/api/reservations/admin/${r.body.data!.id}/status`, {
      body: { status: 'completed' },
      token: tokens.counter,
    });
    expect([done.status, done.body.data!.status, done.body.data!.started]).toEqual([200, 'completed', true]);
    t.clock.set(restaurantInstant(TODAY, '10:40', TZ));
  });
});
