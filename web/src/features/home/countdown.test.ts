import { describe, expect, it } from 'vitest';
import { nextWeeklyEnd, timeLeft } from './countdown';

const SATURDAY_23 = { weekday: 6, time: '23:00' };

describe('weekend deal countdown', () => {
  it('counts down to this week’s end when it is still ahead, in restaurant time (Chicago)', () => {
    // Friday 20 Nov 2026, 10:00 UTC = 04:00 in Chicago; the deal ends Saturday 21st at 23:00 Chicago = Sunday 05:00 UTC.
    const now = new Date('2026-11-20T10:00:00Z');
    expect(nextWeeklyEnd(now, SATURDAY_23).toISOString()).toBe('2026-11-22T05:00:00.000Z');
  });

  it('rolls over to next week once this week’s end has passed, not to three days after now', () => {
    const justAfter = new Date('2026-11-22T05:00:01Z');
    expect(nextWeeklyEnd(justAfter, SATURDAY_23).toISOString()).toBe('2026-11-29T05:00:00.000Z');
    const exactly = new Date('2026-11-22T05:00:00Z');
    expect(nextWeeklyEnd(exactly, SATURDAY_23).toISOString()).toBe('2026-11-29T05:00:00.000Z');
  });

  it('reads the weekday in the restaurant’s zone: late Saturday night in Chicago is already Sunday in UTC', () => {
    // Sunday 22 Nov 2026 03:00 UTC is Saturday 21:00 in Chicago: the Saturday 23:00 end is two hours away.
    const now = new Date('2026-11-22T03:00:00Z');
    expect(nextWeeklyEnd(now, SATURDAY_23).toISOString()).toBe('2026-11-22T05:00:00.000Z');
  });

  it('keeps the wall-clock end across a daylight-saving change (23:00 CDT, then 23:00 CST)', () => {
    // Saturday 31 Oct 2026 is CDT (UTC-5); Saturday 7 Nov 2026 is CST (UTC-6).
    expect(nextWeeklyEnd(new Date('2026-10-30T12:00:00Z'), SATURDAY_23).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(nextWeeklyEnd(new Date('2026-11-01T04:00:00Z'), SATURDAY_23).toISOString()).toBe('2026-11-08T05:00:00.000Z');
  });

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
