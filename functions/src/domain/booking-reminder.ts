import { restaurantInstant } from './time';

/**
 * The fields a booking carries for its reminder text. The scheduled job finds the bookings whose reminder time has
 * come by `remindBefore` alone (remindBefore <= now + the lead time in Settings), instead of reading every booking of
 * the coming days each run; it clears the field once it has reminded (or found nothing to send), and notes in
 * `remindedFor` which start it reminded of, so that a booking moved to another time is reminded again, and only then.
 */
export interface ReminderFields {
  /** The booking's start (ISO) while a reminder is owed: confirmed, and the guest did not opt out. Else null. */
  remindBefore: string | null;
}

/** What `remindBefore` is for a booking as it now stands: set this with every change of its status, day or time. */
export function reminderFields(r: { status: string; date: string; time: string; reminders?: boolean }, timeZone: string): ReminderFields {
  const owed = r.status === 'confirmed' && r.reminders !== false;
  return { remindBefore: owed ? restaurantInstant(r.date, r.time, timeZone).toISOString() : null };
}
