import type { ReservationStatus } from '@domain/booking';

/** "Sunday, 29 November 2026": a booking's date as a person writes it. */
export function bookingDateText(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  const part = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { ...o, timeZone: 'UTC' }).format(at);
  return `${part({ weekday: 'long' })}, ${part({ day: 'numeric' })} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`;
}

/** A booking's status in the guest's words. */
export const STATUS_WORDS: Record<ReservationStatus, string> = {
  pending: 'Awaiting your code',
  requested: 'Requested: we will call to confirm',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  'no-show': 'Missed',
};

/** The table, only once staff have given one: until then there is nothing to say. */
export const assignedTable = (tableNumber: string | null | undefined): string | null => {
  const t = (tableNumber ?? '').trim();
  return t && t.toUpperCase() !== 'TBD' ? t : null;
};
