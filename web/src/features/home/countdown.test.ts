import { describe, expect, it } from 'vitest';
import { endsLabel, timeLeft } from './countdown';

describe('deal countdown', () => {
  it('splits the time left into days, hours, mins and secs', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    const endsAt = new Date(now.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999);
    expect(timeLeft(endsAt, now)).toEqual({ days: 2, hours: 3, mins: 4, secs: 5 });
  });

  it('shows zeros, never negative numbers, once the end has passed', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    expect(timeLeft(new Date(now.getTime() - 5000), now)).toEqual({ days: 0, hours: 0, mins: 0, secs: 0 });
  });
});

describe('when a deal ends, in words', () => {
  it('names the weekday and time in the restaurant’s zone: Saturday 23:00 in Kolkata is 17:30 UTC', () => {
    const now = new Date('2026-11-19T10:00:00Z');
    expect(endsLabel(new Date('2026-11-21T17:30:00Z'), now, 'Asia/Kolkata')).toBe('Ends Saturday 11:00 PM');
    expect(endsLabel(new Date('2026-11-21T17:30:00Z'), now, 'America/Chicago')).toBe('Ends Saturday 11:30 AM');
  });

  it('names the date when the end is more than six days away', () => {
    expect(endsLabel(new Date('2026-12-25T17:30:00Z'), new Date('2026-12-01T00:00:00Z'), 'Asia/Kolkata')).toBe('Ends Friday 25 December, 11:00 PM');
  });
});
