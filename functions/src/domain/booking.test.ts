import { describe, expect, it } from 'vitest';
import {
  AdminListQuery,
  CreateReservationInput,
  ReferenceInput,
  REQUIRED_FIELDS,
  STATUS_TRANSITIONS,
  availabilityFor,
  canTransition,
  emptySlot,
  holdIsLive,
  outcomeTooEarly,
  partyFits,
  reservationReference,
  seatsLeft,
  seatsTaken,
  withBooking,
  withHold,
  withoutReservation,
} from './booking';
import { DEFAULT_SETTINGS, type Settings } from './settings';

// 15:30 in Kolkata (UTC+5:30) on Friday 20 November 2026.
const NOW = new Date('2026-11-20T10:00:00.000Z');
const TODAY = '2026-11-20';
const inMinutes = (m: number) => new Date(NOW.getTime() + m * 60_000).toISOString();
const valid = { name: 'Asha Patel', phone: '9876543210', date: '2026-11-25', time: '19:00' };
const settings: Settings = DEFAULT_SETTINGS;

describe('the reservation form schema', () => {
  it("when name, phone, date or time is missing, says 'Please fill in all required fields'", () => {
    for (const field of ['name', 'phone', 'date', 'time'] as const) {
      const body: Record<string, unknown> = { ...valid };
      delete body[field];
      const result = CreateReservationInput.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(REQUIRED_FIELDS);
    }
    expect(CreateReservationInput.safeParse({ ...valid, name: '   ' }).error?.issues[0]?.message).toBe(REQUIRED_FIELDS);
  });

  it('leaves the party size to the settings when absent, and defaults email to null and notes to empty', () => {
    const parsed = CreateReservationInput.parse(valid);
    expect(parsed).toMatchObject({ email: null, notes: '' });
    expect(parsed.partySize).toBeUndefined();
  });

  it('takes any whole number of guests (the settings set the limits) and refuses 0, fractions and words', () => {
    expect(CreateReservationInput.parse({ ...valid, partySize: 1 }).partySize).toBe(1);
    expect(CreateReservationInput.parse({ ...valid, partySize: '12' }).partySize).toBe(12);
    for (const partySize of [0, 2.5, -1, 'many']) {
      expect(CreateReservationInput.safeParse({ ...valid, partySize }).error?.issues[0]?.message).toBe('Please choose the number of guests');
    }
  });

  it('refuses a phone that is not 10 digits, a time that is not HH:MM, a bad email and notes over 500 characters', () => {
    expect(CreateReservationInput.safeParse({ ...valid, phone: '98765' }).error?.issues[0]?.message).toBe('Please enter a 10-digit phone number');
    expect(CreateReservationInput.safeParse({ ...valid, time: '7pm' }).error?.issues[0]?.message).toBe('Please choose one of the listed times');
    expect(CreateReservationInput.safeParse({ ...valid, time: '24:00' }).success).toBe(false);
    // Whether 19:30 is a table time is the settings' business, not the schema's.
    expect(CreateReservationInput.safeParse({ ...valid, time: '19:30' }).success).toBe(true);
    expect(CreateReservationInput.safeParse({ ...valid, email: 'not-an-email' }).error?.issues[0]?.message).toBe('Please enter a valid email address');
    expect(CreateReservationInput.safeParse({ ...valid, notes: 'x'.repeat(501) }).error?.issues[0]?.message).toBe('Notes must be at most 500 characters');
    expect(CreateReservationInput.parse({ ...valid, email: '', notes: 'x'.repeat(500) }).email).toBeNull();
  });

  it('reads a reference case-insensitively and refuses anything but 8 letters and digits', () => {
    expect(ReferenceInput.parse(' ab12cd34 ')).toBe('AB12CD34');
    expect(ReferenceInput.safeParse('AB12').success).toBe(false);
    expect(reservationReference('abcdefghijKLMNop1234')).toBe('MNOP1234');
  });

  it('caps the admin list limit at 100 and reads "all" as no status filter', () => {
    expect(AdminListQuery.parse({ limit: '500', status: 'all' })).toMatchObject({ limit: 100, status: null, page: 1, search: '', date: null });
    expect(AdminListQuery.safeParse({ status: 'lost' }).success).toBe(false);
  });
});

describe('slot capacity', () => {
  const cap = 40;
  const empty = () => emptySlot(TODAY, '19:00', NOW);

  it('counts bookings and live holds, and an expired hold frees its seats', () => {
    let slot = withBooking(empty(), 'a', 10, NOW);
    slot = withHold(slot, 'b', 6, inMinutes(10), NOW);
    slot = withHold(slot, 'c', 4, inMinutes(-1), NOW);
    expect(seatsTaken(slot, NOW)).toBe(16);
    expect(seatsLeft(slot, NOW, cap)).toBe(24);
    expect(seatsTaken(slot, new Date(Date.parse(inMinutes(10))))).toBe(10);
  });

  it('fits a party exactly up to the cap and not one guest more', () => {
    const slot = withBooking(withBooking(empty(), 'a', 10, NOW), 'b', 26, NOW);
    expect(partyFits(slot, 4, NOW, cap)).toBe(true);
    expect(partyFits(slot, 5, NOW, cap)).toBe(false);
  });

  it("leaves a reservation's own seats out when asking whether it fits", () => {
    const slot = withHold(withBooking(empty(), 'a', 32, NOW), 'b', 8, inMinutes(10), NOW);
    expect(partyFits(slot, 8, NOW, cap)).toBe(false);
    expect(partyFits(slot, 8, NOW, cap, 'b')).toBe(true);
  });

  it('turns a hold into a booking without counting it twice, and cancelling frees the seats', () => {
    let slot = withHold(empty(), 'a', 6, inMinutes(10), NOW);
    slot = withBooking(slot, 'a', 6, NOW);
    expect(slot.holds).toEqual({});
    expect(slot.booked).toEqual({ a: 6 });
    expect(slot.confirmedGuests).toBe(6);
    slot = withBooking(slot, 'a', 6, NOW);
    expect(seatsTaken(slot, NOW)).toBe(6);
    slot = withoutReservation(slot, 'a', NOW);
    expect(seatsTaken(slot, NOW)).toBe(0);
    expect(slot.confirmedGuests).toBe(0);
  });

  it('drops expired holds whenever the slot is written', () => {
    const slot = withHold(withHold(empty(), 'old', 4, inMinutes(-5), NOW), 'new', 2, inMinutes(10), NOW);
    expect(Object.keys(slot.holds)).toEqual(['new']);
    expect(holdIsLive(slot, 'new', NOW)).toBe(true);
    expect(holdIsLive(slot, 'old', NOW)).toBe(false);
  });

  it("reports each of the date's table times with its seats left, marking today's started slots and full ones unavailable", () => {
    const full = withBooking(empty(), 'a', 40, NOW);
    const slots = availabilityFor(settings, TODAY, 2, new Map([['19:00', full]]), NOW);
    expect(slots.map((s) => s.time)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ]);
    expect(slots.find((s) => s.time === '15:00')).toEqual({ time: '15:00', remaining: 0, available: false, past: true, tooSoon: false });
    expect(slots.find((s) => s.time === '16:00')).toEqual({ time: '16:00', remaining: 40, available: true, past: false, tooSoon: false });
    expect(slots.find((s) => s.time === '19:00')).toEqual({ time: '19:00', remaining: 0, available: false, past: false, tooSoon: false });
  });

  it('marks a slot unavailable when fewer seats are left than the party needs, with the seats per slot from the settings', () => {
    const slot = withBooking(empty(), 'a', 35, NOW);
    const [forFive] = availabilityFor(settings, '2026-11-25', 5, new Map([['08:00', slot]]), NOW);
    const [forSix] = availabilityFor(settings, '2026-11-25', 6, new Map([['08:00', slot]]), NOW);
    expect(forFive).toMatchObject({ remaining: 5, available: true });
    expect(forSix).toMatchObject({ remaining: 5, available: false });
    const roomier = { ...settings, booking: { ...settings.booking, seatsPerSlot: 60 } };
    expect(availabilityFor(roomier, '2026-11-25', 6, new Map([['08:00', slot]]), NOW)[0]).toMatchObject({ remaining: 25, available: true });
  });

  it('marks slots sooner than the minimum notice as too soon, and offers none on a closure', () => {
    const notice = { ...settings, booking: { ...settings.booking, minNoticeMinutes: 120 } };
    const slots = availabilityFor(notice, TODAY, 2, new Map(), NOW);
    expect(slots.find((s) => s.time === '17:00')).toMatchObject({ available: false, tooSoon: true, past: false, remaining: 0 });
    expect(slots.find((s) => s.time === '18:00')).toMatchObject({ available: true, tooSoon: false });
    const closed = { ...settings, closures: [{ from: TODAY, to: TODAY, note: 'Diwali' }] };
    expect(availabilityFor(closed, TODAY, 2, new Map(), NOW)).toEqual([]);
  });
});

describe('status transitions', () => {
  it('a booking can be marked completed or no-show only once its time, in the restaurant zone, has come', () => {
    expect(outcomeTooEarly(settings, { date: TODAY, time: '16:00' }, 'completed', NOW)).toBe(
      'This reservation starts on 2026-11-20 at 16:00: it can be marked completed from then on.',
    );
    expect(outcomeTooEarly(settings, { date: TODAY, time: '15:00' }, 'no-show', NOW)).toBeNull();
    expect(outcomeTooEarly(settings, { date: TODAY, time: '16:00' }, 'cancelled', NOW)).toBeNull();
  });

  it('lets pending go to confirmed or cancelled, and confirmed to cancelled, completed or no-show', () => {
    expect(STATUS_TRANSITIONS.pending).toEqual(['confirmed', 'cancelled']);
    expect(STATUS_TRANSITIONS.confirmed).toEqual(['cancelled', 'completed', 'no-show']);
    expect(canTransition('pending', 'completed')).toBe(false);
  });

  it('offers nothing once cancelled, completed or no-show', () => {
    for (const from of ['cancelled', 'completed', 'no-show'] as const) {
      expect(STATUS_TRANSITIONS[from]).toEqual([]);
      expect(canTransition(from, 'confirmed')).toBe(false);
    }
  });
});
