import { addDays, restaurantDate } from '@domain/time';
import { daysBetween, MAX_REPORT_DAYS } from '@domain/reports';

export const PRESETS = ['today', 'yesterday', 'week', 'month', 'lastMonth', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

export const PRESET_LABELS: Record<Preset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  week: 'This week',
  month: 'This month',
  lastMonth: 'Last month',
  custom: 'Custom dates',
};

export interface DateRange {
  from: string;
  to: string;
}

/** Monday = 0 ... Sunday = 6, of a calendar date. */
const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** A preset's days, counted in the restaurant's time zone: a week starts on Monday; "this week" and "this month" run to today. */
export function presetRange(preset: Exclude<Preset, 'custom'>, now: Date, timeZone: string): DateRange {
  const today = restaurantDate(now, timeZone);
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'week':
      return { from: addDays(today, -weekdayIndex(today)), to: today };
    case 'month':
      return { from: firstOfMonth, to: today };
    case 'lastMonth': {
      const end = addDays(firstOfMonth, -1);
      return { from: `${end.slice(0, 7)}-01`, to: end };
    }
  }
}

/** Why custom dates can't be reported, in the words the API would use; null when they can. */
export function rangeProblem(r: DateRange): string | null {
  if (!r.from || !r.to) return 'Choose both dates';
  if (r.to < r.from) return 'The range ends before it starts: to must be on or after from';
  if (daysBetween(r.from, r.to) > MAX_REPORT_DAYS) return `A report covers at most ${MAX_REPORT_DAYS} days: choose a shorter range`;
  return null;
}
