import { describe, expect, it } from 'vitest';
import {
  AdminListQuery,
  CreateReservationInput,
  ReferenceInput,
  REQUIRED_FIELDS,
  STATUS_TRANSITIONS,
  availabilityFor,
  bookingDateError,
  bookingWindow,
  canTransition,
  emptySlot,
  holdIsLive,
  partyFits,
  reservationReference,
  seatsLeft,
  seatsTaken,
  withBooking,
  withHold,
  withoutReservation,
} from './booking';
import { BOOKING } from './restaurant';

// 10:00 in Chicago on 20 November 2026 (UTC-6).
const NOW = new Date('2026-11-20T16:00:00.000Z');
const TODAY = '2026-11-20';
const inMinutes = (m: number) => new Date(NOW.getTime() + m * 60_000).toISOString();
const valid = { name: 'Asha Patel', phone: '9876543210', date: '2026-11-25', time: '19:00' };

describe('booking dates and slots', () => {
  it('offers 14 hourly slots from 08:00 to 21:00', () => {
    expect(BOOKING.slots).toHaveLength(14);
    expect(BOOKING.slots[0]).toBe('08:00');
    expect(BOOKING.slots[13]).toBe('21:00');
  });

  it('opens the window from today to today + 30, in restaurant time', () => {
    expect(bookingWindow(NOW)).toEqual({ min: TODAY, max: '2026-12-20' });
    // 03:00 UTC on the 21st is still the 20th in Chicago.
    expect(bookingWindow(new Date('2026-11-21T03:00:00Z')).min).toBe(TODAY);
  });

  it('refuses a past date and a date 31 days ahead, and accepts the last day of the window', () => {
    expect(bookingDateError('2026-11-19', '19:00', NOW)).toBe('Please choose a date from today onwards');
    expect(bookingDateError('2026-12-21', '19:00', NOW)).toBe('Reservations can be made up to 30 days in advance.');
    expect(bookingDateError('2026-12-20', '21:00', NOW)).toBeNull();
  });

  it("refuses today's slots that have started and accepts the later ones", () => {
    expect(bookingDateError(TODAY, '09:00', NOW)).toBe('That time has already passed. Please choose a later time.');
    expect(bookingDateError(TODAY, '10:00', NOW)).toBe('That time has already passed. Please choose a later time.');
    expect(bookingDateError(TODAY, '11:00', NOW)).toBeNull();
  });

  it('refuses dates that are not on the calendar', () => {
    expect(bookingDateError('2026-02-30', null, NOW)).toBe('Please choose a valid date');
    expect(bookingDateError('20-11-2026', null, NOW)).toBe('Please choose a valid date');
  });
});

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

  it('defaults guests to 2, email to null and notes to empty', () => {
    expect(CreateReservationInput.parse(valid)).toMatchObject({ partySize: 2, email: null, notes: '' });
  });

  it('takes 1 to 10 guests and refuses 0, 11 and fractions', () => {
    expect(CreateReservationInput.parse({ ...valid, partySize: 1 }).partySize).toBe(1);
    expect(CreateReservationInput.parse({ ...valid, partySize: 10 }).partySize).toBe(10);
    for (const partySize of [0, 11, 2.5, -1]) {
      expect(CreateReservationInput.safeParse({ ...valid, partySize }).error?.issues[0]?.message).toBe('Guests must be between 1 and 10');
    }
  });

  it('refuses a phone that is not 10 digits, a time off the slots, a bad email and notes over 500 characters', () => {
    expect(CreateReservationInput.safeParse({ ...valid, phone: '98765' }).error?.issues[0]?.message).toBe('Please enter a 10-digit phone number');
    expect(CreateReservationInput.safeParse({ ...valid, time: '19:30' }).error?.issues[0]?.message).toBe('Please choose one of the listed times');
    expect(CreateReservationInput.safeParse({ ...valid, time: '22:00' }).success).toBe(false);
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

  it("reports each slot's seats left, marking today's started slots and full ones unavailable", () => {
    const full = withBooking(empty(), 'a', 40, NOW);
    const slots = availabilityFor(TODAY, 2, new Map([['19:00', full]]), NOW, cap);
    expect(slots).toHaveLength(14);
    expect(slots.find((s) => s.time === '09:00')).toEqual({ time: '09:00', remaining: 0, available: false, past: true });
    expect(slots.find((s) => s.time === '11:00')).toEqual({ time: '11:00', remaining: 40, available: true, past: false });
    expect(slots.find((s) => s.time === '19:00')).toEqual({ time: '19:00', remaining: 0, available: false, past: false });
  });

  it('marks a slot unavailable when fewer seats are left than the party needs', () => {
    const slot = withBooking(empty(), 'a', 35, NOW);
    const [forFive] = availabilityFor('2026-11-25', 5, new Map([['08:00', slot]]), NOW, cap);
    const [forSix] = availabilityFor('2026-11-25', 6, new Map([['08:00', slot]]), NOW, cap);
    expect(forFive).toMatchObject({ remaining: 5, available: true });
    expect(forSix).toMatchObject({ remaining: 5, available: false });
  });
});

describe('status transitions', () => {
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
