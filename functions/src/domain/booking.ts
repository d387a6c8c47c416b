import { z } from 'zod';
import { slotStarted, slotTooSoon } from './booking-rules';
import type { StatusMove } from './order-status';

export { bookingRefusal } from './booking-rules';
import { NOTES_MAX } from './restaurant';
import { slotsOn, type Settings } from './settings';
import { isCalendarDate } from './dates';
import { PHONE_PATTERN } from './phone';
import { LanguageInput } from './language-input';
import { BOOKING_OCCASIONS, type BookingOccasion } from './booking-text';
import type { GuestDelta } from './guests';

/**
 * Table booking (spec §4, §5, §9; DECISIONS 6, 8): the request schemas, seat
 * capacity per slot and the status transitions. What the settings decide (times,
 * window, notice, party limits) is in booking-rules.ts: the schemas check the
 * format only. Pure: the web app imports this module through @domain/booking.
 */

export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const SLOT_FULL = 'That time is fully booked. Please choose another time.';

/** 'requested': the phone proved, but recent no-shows mean staff confirm it (reliability instead of deposits). */
export const RESERVATION_STATUSES = ['pending', 'requested', 'confirmed', 'cancelled', 'completed', 'no-show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Admin status actions (spec §4 plus DECISIONS 8): cancelled, completed and no-show are final. */
export const STATUS_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  requested: ['confirmed', 'cancelled'],
  confirmed: ['cancelled', 'completed', 'no-show'],
  cancelled: [],
  completed: [],
  'no-show': [],
};

export const canTransition = (from: ReservationStatus, to: ReservationStatus) => STATUS_TRANSITIONS[from].includes(to);

export { reservationReference } from './references';

export { isCalendarDate };
/** "HH:MM" on a 24-hour clock. */
export const isClockTime = (s: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s);

/** A booking's outcome (completed, no-show) is known only once its time has come; cancelling stays open. Null when allowed. */
export function outcomeTooEarly(s: Pick<Settings, 'locale'>, r: { date: string; time: string }, to: ReservationStatus, now: Date): string | null {
  if ((to === 'completed' || to === 'no-show') && !slotStarted(s, r.date, r.time, now)) {
    return `This reservation starts on ${r.date} at ${r.time}: it can be marked ${to} from then on.`;
  }
  return null;
}

const requiredText = (max: number, what: string) =>
  z.string({ message: REQUIRED_FIELDS }).trim().min(1, REQUIRED_FIELDS).max(max, `${what} must be at most ${max} characters`);

export const PhoneInput = z.string({ message: REQUIRED_FIELDS }).trim().min(1, REQUIRED_FIELDS).regex(PHONE_PATTERN, 'Please enter a 10-digit phone number');

/** A whole number of guests; the settings' limits are checked by bookingRefusal. */
export const PartySizeInput = z.coerce
  .number({ message: 'Please choose the number of guests' })
  .int('Please choose the number of guests')
  .min(1, 'Please choose the number of guests')
  .max(1000, 'Please choose the number of guests');

export const DateInput = z.string({ message: REQUIRED_FIELDS }).trim().min(1, REQUIRED_FIELDS).refine(isCalendarDate, 'Please choose a valid date');

export { NOTES_MAX };

/** The Table Reservation form, as the browser checks it and the API parses it. */
export const CreateReservationInput = z.object({
  name: requiredText(100, 'Name'),
  phone: PhoneInput,
  email: z
    .union([z.null(), z.string().trim().max(200, 'Email must be at most 200 characters')])
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || z.email().safeParse(v).success, 'Please enter a valid email address'),
  date: DateInput,
  time: z.string({ message: REQUIRED_FIELDS }).trim().min(1, REQUIRED_FIELDS).refine(isClockTime, 'Please choose one of the listed times'),
  /** Absent: the settings' default (2, inside the party limits). */
  partySize: PartySizeInput.optional(),
  notes: z
    .union([z.null(), z.string().max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`)])
    .optional()
    .transform((v) => (v ?? '').trim()),
  /** What the table is for, so staff can prepare. */
  occasion: z
    .union([z.null(), z.literal(''), z.enum(BOOKING_OCCASIONS, { error: 'Please choose an occasion from the list' })])
    .optional()
    .transform((v) => (v ? v : null)),
  /** A reminder text before the booking; the guest may opt out at booking. */
  reminders: z.boolean({ error: 'reminders must be true or false' }).default(true),
  /** The page's language: the booking's texts (its code, confirmation, reminder) are written in it. Absent: English. */
  lang: LanguageInput,
});
export type CreateReservationInput = z.infer<typeof CreateReservationInput>;

export const OtpInput = z
  .string({ message: 'Please enter a 6-digit OTP' })
  .trim()
  .regex(/^\d{6}$/, 'Please enter a 6-digit OTP');

/** Firestore ids are 20 letters and digits; anything else cannot be a reservation. */
export const ReservationIdInput = z
  .string({ message: 'reservationId is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, 'reservationId is not valid');

export const VerifyOtpInput = z.object({ reservationId: ReservationIdInput, otp: OtpInput });
export const ResendOtpInput = z.object({ reservationId: ReservationIdInput });

export const ReferenceInput = z
  .string({ message: 'Please enter your reservation reference' })
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]{8}$/, 'A reservation reference is 8 letters and digits'));

export const ManageStartInput = z.object({ reference: ReferenceInput, phone: PhoneInput });
export const ManageVerifyInput = z.object({ reference: ReferenceInput, phone: PhoneInput, otp: OtpInput });
export const ManageCancelInput = z.object({
  reference: ReferenceInput,
  token: z.string({ message: 'Please verify your phone again' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'Please verify your phone again'),
});

/** POST /manage/change: the booking's new date, time and party size, proven by the manage token. */
export const ManageChangeInput = ManageCancelInput.extend({
  date: DateInput,
  time: z.string({ message: REQUIRED_FIELDS }).trim().min(1, REQUIRED_FIELDS).refine(isClockTime, 'Please choose one of the listed times'),
  partySize: PartySizeInput,
});
export type ManageChangeInput = z.infer<typeof ManageChangeInput>;

export const AvailabilityQuery = z.object({
  date: DateInput,
  partySize: PartySizeInput.optional(),
});

export const ADMIN_PAGE_LIMIT_MAX = 100;
const optionalStatus = z
  .union([z.literal(''), z.literal('all'), z.enum(RESERVATION_STATUSES, { message: 'Unknown status' })])
  .optional()
  .transform((s) => (s === '' || s === 'all' || s === undefined ? null : s));

/** GET /reservations/admin/all?search=&status=&date=&page=&limit= (DECISIONS API additions). */
export const AdminListQuery = z.object({
  search: z
    .string()
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .transform((s) => (s ?? '').trim()),
  status: optionalStatus,
  date: z
    .union([z.literal(''), z.string().refine(isCalendarDate, 'date must be YYYY-MM-DD')])
    .optional()
    .transform((d) => (d ? d : null)),
  page: z.coerce.number().int().min(1, 'page starts at 1').max(1000).default(1),
  // limit is capped at 100 rather than refused above it.
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .default(20)
    .transform((n) => Math.min(n, ADMIN_PAGE_LIMIT_MAX)),
});
export type AdminListQuery = z.infer<typeof AdminListQuery>;

export const StatusChangeInput = z.object({
  status: z.enum(RESERVATION_STATUSES, { message: `status must be one of ${RESERVATION_STATUSES.join(', ')}` }),
});

export const TodayQuery = z.object({
  date: z
    .union([z.literal(''), z.string().refine(isCalendarDate, 'date must be YYYY-MM-DD')])
    .optional()
    .transform((d) => (d ? d : null)),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .default(50)
    .transform((n) => Math.min(n, ADMIN_PAGE_LIMIT_MAX)),
});

/** A reservation as the API answers it. Never the OTP code or its hash (DECISIONS 6). */
export interface ReservationView {
  _id: string;
  id: string;
  reservationId: string;
  reference: string;
  name: string;
  phone: string;
  email: string | null;
  date: string;
  time: string;
  partySize: number;
  tableNumber: string;
  /** The plan's table given the booking ahead, if any. */
  tableId?: string | null;
  notes: string;
  /** What the table is for; absent on replies made before occasions. */
  occasion?: BookingOccasion | null;
  /** A no-show staff cleared as a mistake: it no longer counts against the guest. */
  noShowCleared?: { at: string; by: string } | null;
  status: ReservationStatus;
  isVerified: boolean;
  otpStatus: 'Verified' | 'Awaiting OTP';
  createdAt: string;
  /** Staff bookings: how it came, who took it, when the party sat down; whether its time has come (back office only). */
  source?: 'online' | 'phone' | 'walk-in';
  takenBy?: string | null;
  seatedAt?: string | null;
  started?: boolean;
  /** The latest admin status change while the record keeps it: the back office offers its undo until `until`. */
  lastMove?: { id: string; from: ReservationStatus; to: ReservationStatus; at: string; until: string; textHeld: boolean } | null;
}

/** POST /reservations/manage/verify: the booking and a short-lived token to act on it. */
export interface ManageSessionView {
  reservation: ReservationView;
  /** Proves the phone for 15 minutes; the web keeps it in memory only. */
  token: string;
  tokenExpiresInSeconds: number;
  /** Whether the guest may cancel online now. */
  canCancel: boolean;
  /** Whether the guest may change the date, time or party size online now: a confirmed booking, until the cancel cutoff. */
  canChange: boolean;
  /** Until when the guest may cancel online (the settings' cutoff before the booking); null once it is cancelled or over. */
  cancelUntil: string | null;
  /** Why the guest can't cancel online any more, with the restaurant's phone; null while they can. */
  cancelClosed: string | null;
  /** A live booking on a day the restaurant has since closed: what the guest is told instead of "confirmed"; null otherwise. */
  closedNotice: string | null;
}

/** POST /reservations/manage/change: the booking as it now stands, and what the guest may still do. */
export interface ManageChangeView extends Omit<ManageSessionView, 'token' | 'tokenExpiresInSeconds'> {
  /** False when the booking already had this date, time and party size: nothing was changed or texted. */
  changed: boolean;
}

/** An admin's latest status change of a reservation, with its seats and times as they were. */
export interface ReservationMove extends StatusMove<ReservationStatus> {
  updatedAt: string;
  holdExpiresAt: string | null;
  /** The reservation's seats in its slot before the move: booked, a live hold, or none. */
  seats: { booked: number } | { hold: SlotHold } | null;
  /** What the move changed on the guest's record, taken back by its undo. */
  guestDelta?: GuestDelta | null;
}

export interface SlotAvailability {
  time: string;
  /** Seats still free in the slot (0 for a slot that can't be booked now). */
  remaining: number;
  /** True when the party fits and the slot can be booked now. */
  available: boolean;
  /** The slot has started. */
  past: boolean;
  /** The slot has not started but is sooner than the minimum notice allows. */
  tooSoon: boolean;
}

/** Why a date offers no table, for the booking form: the closure's note and the next time a guest can book. */
export interface DateClosed {
  /** The closure's note, or "Closed on Mondays" for a weekly closed day. */
  note: string;
  /** The whole sentence, naming the next time a guest can book. */
  message: string;
}

/** GET /availability's answer. */
export interface AvailabilityView {
  date: string;
  partySize: number;
  /** The date's table times (none on a closed date), each with the seats left for the party. */
  slots: SlotAvailability[];
  /** Set when the date is closed. */
  closed: DateClosed | null;
  /** The next time a guest can book after this date's times, when this date has none left to offer. */
  next: { date: string; time: string } | null;
}

/* Capacity. A slot document holds the seats of confirmed bookings and the live
 * holds of unverified ones; every change to it happens in the same transaction
 * as the reservation it concerns. */

export interface SlotHold {
  [key: string]: unknown;
  partySize: number;
  expiresAt: string;
}

/** slots/{date}_{time}. */
export interface SlotDoc {
  [key: string]: unknown;
  date: string;
  time: string;
  /** reservation id → party size, for confirmed (and completed, no-show) bookings. */
  booked: Record<string, number>;
  /** reservation id → seats held until the OTP expires. */
  holds: Record<string, SlotHold>;
  /** Sum of booked, kept for readers that want a number. */
  confirmedGuests: number;
  updatedAt: string;
}

export const slotId = (date: string, time: string) => `${date}_${time}`;

export const emptySlot = (date: string, time: string, now: Date): SlotDoc => ({
  date,
  time,
  booked: {},
  holds: {},
  confirmedGuests: 0,
  updatedAt: now.toISOString(),
});

const isLive = (hold: SlotHold, now: Date) => Date.parse(hold.expiresAt) > now.getTime();
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Holds that have not expired: an expired unverified hold frees its seats. */
export function liveHolds(slot: Pick<SlotDoc, 'holds'>, now: Date): Record<string, SlotHold> {
  return Object.fromEntries(Object.entries(slot.holds).filter(([, h]) => isLive(h, now)));
}

/** Seats taken in a slot by bookings and live holds, leaving out one reservation's own seats. */
export function seatsTaken(slot: Pick<SlotDoc, 'booked' | 'holds'>, now: Date, exceptId?: string): number {
  const booked = sum(
    Object.entries(slot.booked)
      .filter(([id]) => id !== exceptId)
      .map(([, n]) => n),
  );
  const held = sum(
    Object.entries(liveHolds(slot, now))
      .filter(([id]) => id !== exceptId)
      .map(([, h]) => h.partySize),
  );
  return booked + held;
}

export function seatsLeft(slot: Pick<SlotDoc, 'booked' | 'holds'>, now: Date, cap: number, exceptId?: string): number {
  return Math.max(0, cap - seatsTaken(slot, now, exceptId));
}

/** Whether a party fits, counting everything but its own hold or booking. */
export function partyFits(slot: Pick<SlotDoc, 'booked' | 'holds'>, partySize: number, now: Date, cap: number, exceptId?: string): boolean {
  return seatsTaken(slot, now, exceptId) + partySize <= cap;
}

/** True when the reservation holds seats right now (its hold has not expired). */
export const holdIsLive = (slot: Pick<SlotDoc, 'holds'>, id: string, now: Date) => {
  const hold = slot.holds[id];
  return hold !== undefined && isLive(hold, now);
};

function settle(slot: SlotDoc, booked: Record<string, number>, holds: Record<string, SlotHold>, now: Date): SlotDoc {
  return { ...slot, booked, holds, confirmedGuests: sum(Object.values(booked)), updatedAt: now.toISOString() };
}

/** The slot with a (new or extended) hold for a reservation; expired holds are dropped on the way. */
export function withHold(slot: SlotDoc, id: string, partySize: number, expiresAt: string, now: Date): SlotDoc {
  return settle(slot, slot.booked, { ...liveHolds(slot, now), [id]: { partySize, expiresAt } }, now);
}

/** The slot with a reservation's seats booked for good (its hold, if any, becomes a booking). */
export function withBooking(slot: SlotDoc, id: string, partySize: number, now: Date): SlotDoc {
  const { [id]: _held, ...holds } = liveHolds(slot, now);
  return settle(slot, { ...slot.booked, [id]: partySize }, holds, now);
}

/** The slot without a reservation's hold or booking: its seats are free again. */
export function withoutReservation(slot: SlotDoc, id: string, now: Date): SlotDoc {
  const { [id]: _booked, ...booked } = slot.booked;
  const { [id]: _held, ...holds } = liveHolds(slot, now);
  return settle(slot, booked, holds, now);
}

/** Every table time of a date with what is left for a party of partySize; seats come from settings.booking.seatsPerSlot. */
export function availabilityFor(
  s: Pick<Settings, 'hours' | 'closures' | 'booking' | 'locale'>,
  date: string,
  partySize: number,
  slots: ReadonlyMap<string, Pick<SlotDoc, 'booked' | 'holds'>>,
  now: Date,
): SlotAvailability[] {
  const cap = s.booking.seatsPerSlot;
  return slotsOn(s, date).map((time) => {
    const past = slotStarted(s, date, time, now);
    const tooSoon = slotTooSoon(s, date, time, now);
    const slot = slots.get(time);
    const remaining = past || tooSoon ? 0 : slot ? seatsLeft(slot, now, cap) : cap;
    return { time, remaining, available: !past && !tooSoon && remaining >= partySize, past, tooSoon };
  });
}
