import type { Settings } from './settings';
import { addDays, restaurantDate } from './time';

/**
 * The booking texts and choices a page shows before the guest does anything: party
 * sizes, dates and durations in words, and the policy lines, from the settings. Tiny
 * and zod-free, for the booking and manage pages' first load; the rules that refuse
 * a booking are in booking-rules.ts.
 */

/** The form's party size until the guest picks one, kept inside the settings' limits. */
export const DEFAULT_PARTY_SIZE = 2;
type PartyLimits = { booking: Pick<Settings['booking'], 'minPartySize' | 'maxPartySize'> };
export const defaultPartySize = (s: PartyLimits): number => Math.min(s.booking.maxPartySize, Math.max(s.booking.minPartySize, DEFAULT_PARTY_SIZE));

/** The party sizes a guest can book online, smallest first. */
export const partySizes = (s: PartyLimits): number[] =>
  Array.from({ length: Math.max(0, s.booking.maxPartySize - s.booking.minPartySize + 1) }, (_, i) => s.booking.minPartySize + i);

/** "Friday 25 December". */
export const dayText = (date: string): string =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** "today at 14:00", "tomorrow at 08:00", "Saturday 26 December at 08:00"; with `clock`, the time as it writes it ("2:00 PM"). */
export function atText(at: { date: string; time: string }, now: Date, timeZone: string, clock: (hhmm: string) => string = (t) => t): string {
  const today = restaurantDate(now, timeZone);
  const day = at.date === today ? 'today' : at.date === addDays(today, 1) ? 'tomorrow' : dayText(at.date);
  return `${day} at ${clock(at.time)}`;
}

/** "30 minutes", "1 hour", "2 hours 30 minutes", "1 day". */
export function durationText(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes > 0 && minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return plural(m, 'minute');
  return m === 0 ? plural(h, 'hour') : `${plural(h, 'hour')} ${plural(m, 'minute')}`;
}

/** The booking page's policy, from the settings. */
export function bookingPolicyLines(s: Settings): string[] {
  const b = s.booking;
  const lines = [`Reservations can be made up to ${b.daysAhead} days in advance.`];
  if (b.minNoticeMinutes > 0) lines.push(`Please book at least ${durationText(b.minNoticeMinutes)} before your time.`);
  lines.push(
    reliabilityRuleText(s.guests),
    b.minPartySize > 1 ? `Online bookings are for ${b.minPartySize} to ${b.maxPartySize} guests.` : `Online bookings are for up to ${b.maxPartySize} guests.`,
    `For parties larger than ${b.maxPartySize}, please call us.`,
    b.cancelCutoffMinutes > 0
      ? `You can cancel online up to ${durationText(b.cancelCutoffMinutes)} before your booking.`
      : 'You can cancel online until your booking time.',
    `One phone number can hold ${b.maxBookingsPerPhonePerDay === 1 ? 'one booking' : `up to ${b.maxBookingsPerPhonePerDay} bookings`} a day.`,
    'Please arrive within 15 minutes of your reservation time.',
    'We hold your table for 15 minutes past the reservation time.',
  );
  return lines;
}

/** No-shows count toward "Requested" bookings for this many days. */
export const NO_SHOW_WINDOW_DAYS = 180;

/** Reliability instead of deposits, as the booking page states it. */
export const reliabilityRuleText = (g: Pick<Settings['guests'], 'noShowsBeforeRequested'>) =>
  `We take no deposits. A phone number that misses ${g.noShowsBeforeRequested === 1 ? 'a booking' : `${g.noShowsBeforeRequested} bookings`} in ${NO_SHOW_WINDOW_DAYS} days without cancelling books by request: we call to confirm before the table is held for certain.`;

/** What a table is for, so staff can prepare. */
export const BOOKING_OCCASIONS = ['birthday', 'anniversary', 'business', 'date', 'celebration'] as const;
export type BookingOccasion = (typeof BOOKING_OCCASIONS)[number];
export const OCCASION_LABELS: Record<BookingOccasion, string> = {
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  business: 'Business meal',
  date: 'Date night',
  celebration: 'Celebration',
};
