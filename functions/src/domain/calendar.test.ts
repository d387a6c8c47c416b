import { describe, expect, it } from 'vitest';
import { bookingIcs, foldLine, icsText } from './calendar';
import { DEFAULT_SETTINGS } from './settings';

describe('a booking as an iCalendar file', () => {
  const ics = bookingIcs(DEFAULT_SETTINGS, { reference: 'AB12CD34', date: '2026-12-24', time: '19:30', partySize: 4 }, new Date('2026-11-23T10:00:00Z'));
  const unfolded = ics.replace(/\r\n /g, '');

  it('places the table in UTC from the restaurant time zone, for 90 minutes', () => {
    // 19:30 in Asia/Kolkata (UTC+5:30) is 14:00 UTC.
    expect(unfolded).toContain('DTSTART:20261224T140000Z');
    expect(unfolded).toContain('DTEND:20261224T153000Z');
    expect(unfolded).toContain('DTSTAMP:20261123T100000Z');
  });

  it('names the party, the place and the manage link, escaped', () => {
    expect(unfolded).toContain('SUMMARY:Table for 4 guests at Thali House');
    expect(unfolded).toContain('LOCATION:12 Law Garden Road\\, Navrangpura\\, Ahmedabad\\, Gujarat 380009');
    expect(unfolded).toContain(`URL:${DEFAULT_SETTINGS.identity.siteUrl}/reservation/AB12CD34`);
    expect(unfolded).toContain('UID:reservation-AB12CD34@thalihouse.example');
  });

  it('uses CRLF line ends and folds long lines at 75 octets', () => {
    expect(ics.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('escapes text and folds multi-byte text without splitting a character', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const folded = foldLine(`SUMMARY:${'थाली '.repeat(20)}`);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'थाली '.repeat(20)}`);
    expect(folded.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
  });
});
