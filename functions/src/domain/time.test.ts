import { describe, expect, it } from 'vitest';
import { addDays, dayRange, restaurantDate, restaurantInstant } from './time';

describe('restaurant time', () => {
  it('reads "today" in the restaurant zone, not UTC', () => {
    // 03:00 UTC on the 21st is still the evening of the 20th in Chicago (UTC-6 in November).
    expect(restaurantDate(new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-20');
    expect(restaurantDate(new Date('2026-11-21T07:00:00Z'))).toBe('2026-11-21');
  });

  it('turns a local wall-clock time into the right instant, across daylight saving', () => {
    expect(restaurantInstant('2026-11-20', '19:00').toISOString()).toBe('2026-11-21T01:00:00.000Z');
    expect(restaurantInstant('2026-07-01', '19:00').toISOString()).toBe('2026-07-02T00:00:00.000Z');
  });

  it('gives a 23-hour day on the spring-forward date and a 24-hour day otherwise', () => {
    const spring = dayRange('2026-03-08');
    expect((Date.parse(spring.end) - Date.parse(spring.start)) / 3600_000).toBe(23);
    const plain = dayRange('2026-11-20');
    expect(plain).toEqual({ start: '2026-11-20T06:00:00.000Z', end: '2026-11-21T06:00:00.000Z' });
  });

  it('adds calendar days across month ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
  });
});
