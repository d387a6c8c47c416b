import { describe, expect, it } from 'vitest';
import {
  atText,
  bookingPolicyLines,
  bookingRefusal,
  cancelClosedText,
  cancelDeadline,
  cancelOpen,
  closedOn,
  defaultPartySize,
  durationText,
  nextTableTime,
  partySizes,
  phoneLimitText,
  slotOffered,
} from './booking-rules';
import { DEFAULT_SETTINGS, WEEKDAYS, type Settings } from './settings';

const lunchAndDinner = [
  { name: 'Lunch', opens: '12:00', closes: '15:00', lastBooking: '14:00' },
  { name: 'Dinner', opens: '19:00', closes: '23:00', lastBooking: '21:30' },
];
/** Lunch and dinner every day but Monday, 30-minute slots, closed on Christmas Day. */
const S: Settings = {
  ...DEFAULT_SETTINGS,
  hours: { ...(Object.fromEntries(WEEKDAYS.map((d) => [d, lunchAndDinner])) as Settings['hours']), monday: [] },
  closures: [{ from: '2026-12-25', to: '2026-12-25', note: 'Christmas' }],
  booking: {
    ...DEFAULT_SETTINGS.booking,
    slotMinutes: 30,
    minPartySize: 2,
    maxPartySize: 8,
    daysAhead: 14,
    minNoticeMinutes: 90,
    cancelCutoffMinutes: 120,
    maxBookingsPerPhonePerDay: 2,
  },
};
// Sunday 20 December 2026, 10:00 in Kolkata.
const NOW = new Date('2026-12-20T04:30:00Z');
const PHONE = DEFAULT_SETTINGS.identity.phone;

describe('what the settings let a guest book', () => {
  it('offers party sizes within the limits, defaulting to 2 unless the limits exclude it', () => {
    expect(partySizes(S)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(defaultPartySize(S)).toBe(2);
    expect(defaultPartySize({ booking: { ...S.booking, minPartySize: 4 } })).toBe(4);
    expect(defaultPartySize({ booking: { ...S.booking, minPartySize: 1, maxPartySize: 1 } })).toBe(1);
  });

  it('offers a slot only on an open day, inside the window, with the minimum notice', () => {
    expect(slotOffered(S, '2026-12-20', '12:00', NOW)).toBe(true);
    // 11:30 is before lunch opens; 12:00 is two hours away, more than the 90 minutes' notice but less than 150.
    expect(slotOffered(S, '2026-12-20', '11:30', NOW)).toBe(false);
    expect(slotOffered({ ...S, booking: { ...S.booking, minNoticeMinutes: 150 } }, '2026-12-20', '12:00', NOW)).toBe(false);
    expect(slotOffered(S, '2026-12-21', '12:00', NOW)).toBe(false);
    expect(slotOffered(S, '2026-12-25', '12:00', NOW)).toBe(false);
    expect(slotOffered(S, '2027-01-03', '12:00', NOW)).toBe(true);
    expect(slotOffered(S, '2027-01-04', '12:00', NOW)).toBe(false);
  });

  it('finds the next table time after a moment, skipping closed days and respecting the notice', () => {
    expect(nextTableTime(S, NOW)).toEqual({ date: '2026-12-20', time: '12:00' });
    expect(nextTableTime(S, NOW, { date: '2026-12-20', time: '14:00' })).toEqual({ date: '2026-12-20', time: '19:00' });
    expect(nextTableTime(S, NOW, { date: '2026-12-20', time: '24:00' })).toEqual({ date: '2026-12-22', time: '12:00' });
    expect(nextTableTime(S, NOW, { date: '2026-12-25', time: '24:00' })).toEqual({ date: '2026-12-26', time: '12:00' });
    expect(nextTableTime(S, NOW, { date: '2027-01-03', time: '24:00' })).toBeNull();
  });

  it('says why a date is closed: a closure with its note, or a weekly closed day', () => {
    expect(closedOn(S, '2026-12-25')).toMatchObject({
      note: 'Christmas',
      text: 'We are closed on Friday 25 December (Christmas).',
      closure: { note: 'Christmas' },
    });
    expect(closedOn(S, '2026-12-21')).toEqual({ closure: null, note: 'Closed on Mondays', text: 'We are closed on Mondays.' });
    expect(closedOn(S, '2026-12-22')).toBeNull();
  });
});

describe('refusing a booking, naming the next time', () => {
  const ask = (date: string, time: string | null, partySize = 2) => bookingRefusal(S, { date, time, partySize }, NOW);

  it('refuses a closure date and names the next free time', () => {
    expect(ask('2026-12-25', '19:00')).toEqual({
      field: 'date',
      message: 'We are closed on Friday 25 December (Christmas). The next time you can book is Saturday 26 December at 12:00.',
      next: { date: '2026-12-26', time: '12:00' },
    });
    expect(ask('2026-12-21', null)?.message).toBe('We are closed on Mondays. The next time you can book is Tuesday 22 December at 12:00.');
  });

  it("refuses a time outside the date's services and names the next time that day", () => {
    expect(ask('2026-12-22', '16:00')).toEqual({
      field: 'time',
      message: "We don't take bookings at 16:00 on Tuesday 22 December. The next time you can book that day is 19:00.",
      next: { date: '2026-12-22', time: '19:00' },
    });
    expect(ask('2026-12-22', '14:30')?.field).toBe('time');
    expect(ask('2026-12-22', '22:00')?.message).toBe(
      "We don't take bookings at 22:00 on Tuesday 22 December. The next time you can book is Wednesday 23 December at 12:00.",
    );
    expect(ask('2026-12-22', '21:30')).toBeNull();
    expect(ask('2026-12-22', '12:30')).toBeNull();
  });

  it('refuses too short a notice, naming the first time far enough ahead', () => {
    const soon = bookingRefusal({ ...S, booking: { ...S.booking, minNoticeMinutes: 180 } }, { date: '2026-12-20', time: '12:30', partySize: 2 }, NOW);
    expect(soon?.message).toBe('Tables must be booked at least 3 hours ahead. The next time you can book is today at 13:00.');
    const late = new Date('2026-12-20T07:00:00Z'); // 12:30 in Kolkata
    expect(bookingRefusal(S, { date: '2026-12-20', time: '12:00', partySize: 2 }, late)?.message).toBe(
      'That time has already passed. Please choose a later time.',
    );
  });

  it('refuses a party outside the limits, and a date outside the window', () => {
    expect(ask('2026-12-22', '19:00', 1)?.message).toBe('Guests must be between 2 and 8.');
    expect(ask('2026-12-22', '19:00', 9)?.message).toBe(`Guests must be between 2 and 8. For a larger party, please call us on ${PHONE}.`);
    expect(ask('2026-12-19', '19:00')?.message).toBe('Please choose a date from today onwards');
    expect(ask('2027-01-04', '19:00')?.message).toBe('Reservations can be made up to 14 days in advance (until Sunday 3 January).');
  });

  it('gives the number to call when no time is left in the window', () => {
    const allClosed = { ...S, closures: [{ from: '2026-12-20', to: '2027-01-10', note: 'Renovation' }] };
    expect(bookingRefusal(allClosed, { date: '2026-12-22', time: '19:00', partySize: 2 }, NOW)?.message).toBe(
      `We are closed on Tuesday 22 December (Renovation). Please call us on ${PHONE}.`,
    );
  });
});

describe('cancelling online and other limits', () => {
  it('closes online cancelling the cutoff before the booking and says whom to call', () => {
    const r = { date: '2026-12-20', time: '12:30' };
    expect(cancelDeadline(S, r).toISOString()).toBe('2026-12-20T05:00:00.000Z');
    expect(cancelOpen(S, r, NOW)).toBe(true);
    expect(cancelOpen(S, r, new Date('2026-12-20T05:00:00Z'))).toBe(false);
    expect(cancelClosedText(S)).toBe(`Online cancelling closes 2 hours before the booking. Please call us on ${PHONE} to cancel.`);
    const noCutoff = { ...S, booking: { ...S.booking, cancelCutoffMinutes: 0 } };
    expect(cancelOpen(noCutoff, r, new Date('2026-12-20T06:59:00Z'))).toBe(true);
    expect(cancelOpen(noCutoff, r, new Date('2026-12-20T07:00:00Z'))).toBe(false);
  });

  it('words durations, days and the per-phone limit plainly', () => {
    expect([30, 60, 90, 120, 1440, 2880, 1].map(durationText)).toEqual(['30 minutes', '1 hour', '1 hour 30 minutes', '2 hours', '1 day', '2 days', '1 minute']);
    expect(atText({ date: '2026-12-20', time: '19:00' }, NOW, 'Asia/Kolkata')).toBe('today at 19:00');
    expect(atText({ date: '2026-12-21', time: '19:00' }, NOW, 'Asia/Kolkata')).toBe('tomorrow at 19:00');
    expect(phoneLimitText(S, '2026-12-22')).toBe(
      `This phone number already has 2 table bookings on Tuesday 22 December, the most we take online for one day. Please call us on ${PHONE} to book more.`,
    );
  });

  it('builds the policy lines from the settings', () => {
    expect(bookingPolicyLines(S)).toEqual([
      'Reservations can be made up to 14 days in advance.',
      'Please book at least 1 hour 30 minutes before your time.',
      'We take no deposits. A phone number that misses 2 bookings in 180 days without cancelling books by request: we call to confirm before the table is held for certain.',
      'Online bookings are for 2 to 8 guests.',
      'For parties larger than 8, please call us.',
      'You can cancel online up to 2 hours before your booking.',
      'One phone number can hold up to 2 bookings a day.',
      'Please arrive within 15 minutes of your reservation time.',
      'We hold your table for 15 minutes past the reservation time.',
    ]);
    expect(bookingPolicyLines(DEFAULT_SETTINGS).slice(0, 4)).toEqual([
      'Reservations can be made up to 30 days in advance.',
      'We take no deposits. A phone number that misses 2 bookings in 180 days without cancelling books by request: we call to confirm before the table is held for certain.',
      'Online bookings are for up to 10 guests.',
      'For parties larger than 10, please call us.',
    ]);
  });
});
