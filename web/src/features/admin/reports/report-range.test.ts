import { describe, expect, it } from 'vitest';
import { presetRange, rangeProblem } from './report-range';

const KOLKATA = 'Asia/Kolkata';
// 20:00 UTC on Sunday 1 Nov 2026 is 01:30 on Monday 2 Nov in Kolkata: the restaurant's day, not the server's, decides.
const now = new Date('2026-11-01T20:00:00Z');

describe('report ranges, in the restaurant time zone', () => {
  it('today and yesterday are the restaurant’s days', () => {
    expect(presetRange('today', now, KOLKATA)).toEqual({ from: '2026-11-02', to: '2026-11-02' });
    expect(presetRange('yesterday', now, KOLKATA)).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(presetRange('today', now, 'UTC')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
  });

  it('this week starts on Monday, this month on the 1st, and last month is the whole month before', () => {
    expect(presetRange('week', now, KOLKATA)).toEqual({ from: '2026-11-02', to: '2026-11-02' });
    expect(presetRange('week', new Date('2026-11-08T06:00:00Z'), KOLKATA)).toEqual({ from: '2026-11-02', to: '2026-11-08' });
    expect(presetRange('month', now, KOLKATA)).toEqual({ from: '2026-11-01', to: '2026-11-02' });
    expect(presetRange('lastMonth', now, KOLKATA)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('lastMonth', new Date('2026-03-10T06:00:00Z'), KOLKATA)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('custom dates that end before they start, or span more than 366 days, are refused with the reason', () => {
    expect(rangeProblem({ from: '2026-11-30', to: '2026-11-01' })).toBe('The range ends before it starts: to must be on or after from');
    expect(rangeProblem({ from: '2025-11-01', to: '2026-11-02' })).toBe('A report covers at most 366 days: choose a shorter range');
    expect(rangeProblem({ from: '2025-11-02', to: '2026-11-02' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-11-02' })).toBe('Choose both dates');
  });
});
