import { describe, expect, it } from 'vitest';
import { CalendarDate, isCalendarDate } from './dates';

const problem = (value: unknown) => CalendarDate('from').safeParse(value).error?.issues[0]?.message;

describe('dates sent to the API', () => {
  it('are real calendar days in the years 2000 to 2100, each fault with its own message', () => {
    expect(['2000-01-01', '2026-02-28', '2100-12-31'].map(isCalendarDate)).toEqual([true, true, true]);
    expect(['1999-12-31', '2101-01-01', '9999-01-01', '2026-02-30', '26-1-1'].map(isCalendarDate)).toEqual([false, false, false, false, false]);
    expect(problem('9999-01-01')).toBe('from must be in the years 2000 to 2100');
    expect(problem('2026-02-30')).toBe('from must be a date like 2026-11-30');
    expect(problem(undefined)).toBe('from is required, as YYYY-MM-DD');
    expect(problem('2026-11-30')).toBeUndefined();
  });
});
