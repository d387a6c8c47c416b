import { z } from 'zod';
import { CreateReservationInput } from './booking';

/** How a booking reached the restaurant: the guest online, or staff by phone or at the door. */
export const BOOKING_SOURCES = ['online', 'phone', 'walk-in'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/**
 * A booking staff enter from the back office (POST /api/reservations/admin): no code is sent, it is
 * confirmed at once, and the guest gets a confirmation text only if they want one. A walk-in is seated
 * as it is entered. `lang` (default English) is the language the guest's texts are written in.
 */
export const StaffBookingInput = CreateReservationInput.pick({
  name: true,
  phone: true,
  date: true,
  time: true,
  partySize: true,
  notes: true,
  lang: true,
}).extend({
  source: z.enum(['phone', 'walk-in'], { error: 'source must be phone or walk-in' }),
  textGuest: z.boolean({ error: 'textGuest must be true or false' }).default(false),
});
export type StaffBookingInput = z.infer<typeof StaffBookingInput>;
