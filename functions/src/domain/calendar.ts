import { addressLine, bookingInstant, siteLink, type Settings } from './settings';

/**
 * "Add to calendar" for a confirmed booking: one VEVENT in an iCalendar file
 * (RFC 5545), in UTC so every calendar app places it right. Pure: the booking
 * confirmation screen builds the file in the browser.
 */

export interface CalendarBooking {
  reference: string;
  date: string;
  time: string;
  partySize: number;
}

/** How long a table is blocked in the guest's calendar. */
export const BOOKING_LENGTH_MINUTES = 90;

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Escapes text values: backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
export const icsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets, continuing with a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = new TextEncoder().encode(ch).length;
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The .ics file's text for a booking, stamped at `now`. */
export function bookingIcs(s: Pick<Settings, 'identity' | 'locale'>, b: CalendarBooking, now: Date): string {
  const start = bookingInstant(s, b.date, b.time);
  const end = new Date(start.getTime() + BOOKING_LENGTH_MINUTES * 60_000);
  const guests = b.partySize === 1 ? '1 guest' : `${b.partySize} guests`;
  const host = new URL(s.identity.siteUrl).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(s.identity.name)}//Table booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:reservation-${b.reference}@${host}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${icsText(`Table for ${guests} at ${s.identity.name}`)}`,
    `LOCATION:${icsText(addressLine(s))}`,
    `DESCRIPTION:${icsText(`Reference ${b.reference}. To view or cancel: ${siteLink(s, `/reservation/${b.reference}`)}. Phone ${s.identity.phone}.`)}`,
    `URL:${siteLink(s, `/reservation/${b.reference}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
