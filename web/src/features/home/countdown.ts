import { BOOKING } from '@domain/restaurant';
import { addDays, restaurantDate, restaurantInstant } from '@domain/time';

/** A deal's weekly end, in restaurant time: weekday 0 is Sunday, time is "HH:MM". */
export interface WeeklyEnd {
  weekday: number;
  time: string;
}

/** Weekday (0 = Sunday) of a YYYY-MM-DD calendar date. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The next instant, strictly after `now`, at which a weekly deal ends (DECISIONS 13):
 * the deal's own end, read in the restaurant's time zone, never a time counted from page load.
 */
export function nextWeeklyEnd(now: Date, end: WeeklyEnd, timeZone: string = BOOKING.timeZone): Date {
  const today = restaurantDate(now, timeZone);
  const days = (end.weekday - weekdayOf(today) + 7) % 7;
  const thisWeek = restaurantInstant(addDays(today, days), end.time, timeZone);
  if (thisWeek.getTime() > now.getTime()) return thisWeek;
  return restaurantInstant(addDays(today, days + 7), end.time, timeZone);
}

export interface TimeLeft {
  days: number;
  hours: number;
  mins: number;
  secs: number;
}

/** Whole days, hours, minutes and seconds from now until endsAt; all zero once it has passed. */
export function timeLeft(endsAt: Date, now: Date): TimeLeft {
  const total = Math.max(0, Math.floor((endsAt.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    mins: Math.floor((total % 3600) / 60),
    secs: total % 60,
  };
}
