import { describe, expect, it } from 'vitest';
import { addDays, clockText, dayRange, restaurantDate, restaurantInstant } from './time';

// The time zone is always the settings' (Asia/Kolkata as seeded); Chicago shows daylight saving.
const KOLKATA = 'Asia/Kolkata';
const CHICAGO = 'America/Chicago';

describe('restaurant time', () => {
  it('reads "today" in the restaurant zone, not UTC', () => {
    // 20:00 UTC on the 20th is already 01:30 on the 21st in Kolkata (UTC+5:30)...
    expect(restaurantDate(new Date('2026-11-20T20:00:00Z'), KOLKATA)).toBe('2026-11-21');
    expect(restaurantDate(new Date('2026-11-20T18:00:00Z'), KOLKATA)).toBe('2026-11-20');
    // ...and 03:00 UTC on the 21st is still the evening of the 20th in Chicago (UTC-6 in November).
    expect(restaurantDate(new Date('2026-11-21T03:00:00Z'), CHICAGO)).toBe('2026-11-20');
    expect(restaurantDate(new Date('2026-11-21T07:00:00Z'), CHICAGO)).toBe('2026-11-21');
  });

  it('turns a local wall-clock time into the right instant, across daylight saving', () => {
    expect(restaurantInstant('2026-11-20', '19:00', KOLKATA).toISOString()).toBe('2026-11-20T13:30:00.000Z');
    expect(restaurantInstant('2026-07-01', '19:00', KOLKATA).toISOString()).toBe('2026-07-01T13:30:00.000Z');
    expect(restaurantInstant('2026-11-20', '19:00', CHICAGO).toISOString()).toBe('2026-11-21T01:00:00.000Z');
    expect(restaurantInstant('2026-07-01', '19:00', CHICAGO).toISOString()).toBe('2026-07-02T00:00:00.000Z');
  });

  it('gives a 23-hour day on the spring-forward date and a 24-hour day otherwise', () => {
    const spring = dayRange('2026-03-08', CHICAGO);
    expect((Date.parse(spring.end) - Date.parse(spring.start)) / 3600_000).toBe(23);
    expect(dayRange('2026-11-20', CHICAGO)).toEqual({ start: '2026-11-20T06:00:00.000Z', end: '2026-11-21T06:00:00.000Z' });
    expect(dayRange('2026-11-20', KOLKATA)).toEqual({ start: '2026-11-19T18:30:00.000Z', end: '2026-11-20T18:30:00.000Z' });
  });

  it('adds calendar days across month ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
  });
});

describe('clockText', () => {
  it('writes a clock time as the pages and texts do: 19:00 is 7:00 PM, noon 12:00 PM, half past midnight 12:30 AM', () => {
    expect(clockText('19:00')).toBe('7:00 PM');
    expect(clockText('12:00')).toBe('12:00 PM');
    expect(clockText('00:30')).toBe('12:30 AM');
    expect(clockText('09:05')).toBe('9:05 AM');
  });
});
