import { z } from 'zod';
import { addDays } from './time';

/** The years a date sent to the API may name (a booking, a record, a report's range): a typo like 9999 is refused, never looked up. */
export const DATE_YEARS = { first: 2000, last: 2100 } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Written YYYY-MM-DD and a day the calendar has (rejects 2026-02-30). */
export const isRealDate = (s: string) => ISO_DATE.test(s) && addDays(s, 0) === s;

/** In the years 2000 to 2100. */
export const inDateYears = (s: string) => {
  const year = Number(s.slice(0, 4));
  return year >= DATE_YEARS.first && year <= DATE_YEARS.last;
};

/** A real calendar date written YYYY-MM-DD, in the years 2000 to 2100. */
export const isCalendarDate = (s: string) => isRealDate(s) && inDateYears(s);

export const outsideYearsText = (name: string) => `${name} must be in the years ${DATE_YEARS.first} to ${DATE_YEARS.last}`;

/** A YYYY-MM-DD field of a query or body: a real date in the years 2000 to 2100, each fault with its own message. */
export const CalendarDate = (name: string) =>
  z
    .string({ message: `${name} is required, as YYYY-MM-DD` })
    .refine(isRealDate, `${name} must be a date like 2026-11-30`)
    .refine(inDateYears, outsideYearsText(name));
