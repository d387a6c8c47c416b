import { atText, dayText, durationText } from './booking-text';
import { WEEKDAY_LABEL, bookingInstant, bookingWindow, closureOn, servicesOn, slotsOn, weekdayOf, type Closure, type Settings } from './settings';
import { addDays, restaurantDate } from './time';

export { DEFAULT_PARTY_SIZE, atText, bookingPolicyLines, dayText, defaultPartySize, durationText, partySizes } from './booking-text';

/**
 * Table booking rules read from the settings: which times a date
 * offers, how much notice a booking needs, party limits, the self-cancel
 * cutoff, and the messages that refuse a booking and name the next time a
 * guest can book. Pure and zod-free; the booking form loads it with the schemas
 * (through booking.ts) when the guest first touches the form.
 */

const MINUTE = 60_000;

/** Whether a slot has started (or starts right now). */
export const slotStarted = (s: Pick<Settings, 'locale'>, date: string, time: string, now: Date): boolean =>
  bookingInstant(s, date, time).getTime() <= now.getTime();

/** Whether a slot that has not started starts sooner than the minimum notice allows. */
export const slotTooSoon = (s: Pick<Settings, 'locale' | 'booking'>, date: string, time: string, now: Date): boolean =>
  !slotStarted(s, date, time, now) && bookingInstant(s, date, time).getTime() < now.getTime() + s.booking.minNoticeMinutes * MINUTE;

/** Whether a guest may book this slot now, seats aside: it is one of the date's times, in the window, with enough notice. */
export function slotOffered(s: Settings, date: string, time: string, now: Date): boolean {
  const { min, max } = bookingWindow(s, now);
  return date >= min && date <= max && slotsOn(s, date).includes(time) && !slotStarted(s, date, time, now) && !slotTooSoon(s, date, time, now);
}

/** The first slot a guest can book now (seats aside), strictly after `after` when given; null when the window has none. */
export function nextTableTime(s: Settings, now: Date, after?: { date: string; time: string }): { date: string; time: string } | null {
  const { min, max } = bookingWindow(s, now);
  for (let date = after && after.date > min ? after.date : min; date <= max; date = addDays(date, 1)) {
    for (const time of slotsOn(s, date)) {
      if (after && date === after.date && time <= after.time) continue;
      if (slotOffered(s, date, time, now)) return { date, time };
    }
  }
  return null;
}

/** Why a date has no table times at all: a closure (with its note) or a day the restaurant is closed every week. */
export function closedOn(s: Pick<Settings, 'hours' | 'closures'>, date: string): { closure: Closure | null; note: string; text: string } | null {
  const closure = closureOn(s, date);
  if (closure) return { closure, note: closure.note || 'Closed', text: `We are closed on ${dayText(date)}${closure.note ? ` (${closure.note})` : ''}.` };
  const weekday = WEEKDAY_LABEL[weekdayOf(date)];
  if (servicesOn(s, date).length === 0) return { closure: null, note: `Closed on ${weekday}s`, text: `We are closed on ${weekday}s.` };
  return null;
}

/** " The next time you can book is Saturday 26 December at 08:00." or, with none in the window, a number to call. */
export function nextTimeText(s: Settings, now: Date, next: { date: string; time: string } | null, after?: { date: string; time: string }): string {
  if (!next) return ` Please call us on ${s.identity.phone}.`;
  if (after && next.date === after.date && after.date !== restaurantDate(now, s.locale.timeZone))
    return ` The next time you can book that day is ${next.time}.`;
  return ` The next time you can book is ${atText(next, now, s.locale.timeZone)}.`;
}

export const partyLimitText = (s: Settings, partySize?: number): string =>
  `Guests must be between ${s.booking.minPartySize} and ${s.booking.maxPartySize}.${partySize !== undefined && partySize > s.booking.maxPartySize ? ` For a larger party, please call us on ${s.identity.phone}.` : ''}`;

export const PASSED = 'That time has already passed. Please choose a later time.';

export interface BookingRefusal {
  field: 'date' | 'time' | 'partySize';
  message: string;
  /** For a refused date or time: the next time the guest can book, which the message names. */
  next: { date: string; time: string } | null;
}

function refusedWithNext(s: Settings, now: Date, field: BookingRefusal['field'], lead: string, after: { date: string; time: string }): BookingRefusal {
  const next = nextTableTime(s, now, after);
  return { field, message: `${lead}${nextTimeText(s, now, next, after)}`, next };
}

/**
 * Why a booking can't be taken now, or null when it can (seats aside, which the
 * transaction decides). The same rules refuse it in the browser and on the server;
 * every refusal of a date or time names the next time the guest can book.
 */
export function bookingRefusal(s: Settings, req: { date: string; time: string | null; partySize: number }, now: Date): BookingRefusal | null {
  const { booking } = s;
  if (!Number.isInteger(req.partySize) || req.partySize < booking.minPartySize || req.partySize > booking.maxPartySize) {
    return { field: 'partySize', message: partyLimitText(s, req.partySize), next: null };
  }
  const { min, max } = bookingWindow(s, now);
  if (req.date < min) return { field: 'date', message: 'Please choose a date from today onwards', next: null };
  if (req.date > max)
    return { field: 'date', message: `Reservations can be made up to ${booking.daysAhead} days in advance (until ${dayText(max)}).`, next: null };
  const closed = closedOn(s, req.date);
  if (closed) return refusedWithNext(s, now, 'date', closed.text, { date: req.date, time: '24:00' });
  if (req.time === null) return null;
  const at = { date: req.date, time: req.time };
  if (!slotsOn(s, req.date).includes(req.time)) return refusedWithNext(s, now, 'time', `We don't take bookings at ${req.time} on ${dayText(req.date)}.`, at);
  if (slotStarted(s, req.date, req.time, now)) return { field: 'time', message: PASSED, next: null };
  if (slotTooSoon(s, req.date, req.time, now))
    return refusedWithNext(s, now, 'time', `Tables must be booked at least ${durationText(booking.minNoticeMinutes)} ahead.`, at);
  return null;
}

/** The instant after which a guest can no longer cancel online. */
export const cancelDeadline = (s: Pick<Settings, 'locale' | 'booking'>, r: { date: string; time: string }): Date =>
  new Date(bookingInstant(s, r.date, r.time).getTime() - s.booking.cancelCutoffMinutes * MINUTE);

/** Whether the guest may still cancel a live booking online. */
export const cancelOpen = (s: Pick<Settings, 'locale' | 'booking'>, r: { date: string; time: string }, now: Date): boolean =>
  now.getTime() < cancelDeadline(s, r).getTime() && !slotStarted(s, r.date, r.time, now);

/** What a guest is told when online cancelling has closed. */
export const cancelClosedText = (s: Pick<Settings, 'booking' | 'identity'>): string =>
  s.booking.cancelCutoffMinutes > 0
    ? `Online cancelling closes ${durationText(s.booking.cancelCutoffMinutes)} before the booking. Please call us on ${s.identity.phone} to cancel.`
    : `This reservation can no longer be cancelled online. Please call us on ${s.identity.phone}.`;

/** The refusal when one phone already holds the day's allowance of bookings. */
export const phoneLimitText = (s: Pick<Settings, 'booking' | 'identity'>, date: string): string => {
  const n = s.booking.maxBookingsPerPhonePerDay;
  return `This phone number already has ${n === 1 ? 'a table booking' : `${n} table bookings`} on ${dayText(date)}, the most we take online for one day. Please call us on ${s.identity.phone} to book more.`;
};
