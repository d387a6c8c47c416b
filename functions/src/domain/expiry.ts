import { DEV_OUTBOX, IDEMPOTENCY, OTP_SENDS, SLOTS } from './collections';
import { restaurantInstant } from './time';
import { LOGIN_FAILURES, PENDING_REGISTRATIONS } from './users';

const HOUR = 3600_000;

/**
 * The collections whose documents carry `expireAt`, the instant after which
 * nothing needs them. Deployed, a Firestore TTL policy on each deletes them
 * (firestore.indexes.json declares one per name here); the embedded store
 * sweeps them itself. Reads never rely on either having run: TTL deletes up to
 * a day late, so code that cares about expiry compares its own fields.
 */
export const EXPIRING_COLLECTIONS = [PENDING_REGISTRATIONS, OTP_SENDS, LOGIN_FAILURES, IDEMPOTENCY, DEV_OUTBOX, SLOTS] as const;

/** How long each kind of short-lived record is kept. A log that holds a phone number is kept 24 hours at most. */
export const RETENTION = {
  /** The per-phone send limit looks back one hour only. */
  otpSendsMs: HOUR,
  /** The dev outbox: the SMS texts and the phones they went to. */
  outboxMs: 24 * HOUR,
  /** A retry within a day gets the first reply. */
  idempotencyMs: 24 * HOUR,
  /** After its code expires, a pending registration can still be resent for an hour ('OTP expired. Please resend.'). */
  pendingRegistrationAfterOtpMs: HOUR,
  /** A slot's counts matter until its time has passed; a day more leaves room for late cancellations. */
  slotAfterStartMs: 24 * HOUR,
  /** The longest a login-failure window may keep its record. */
  loginFailuresMaxMs: 24 * HOUR,
} as const;

/** The instant `ms` after `from` (a Date or an ISO string). */
export const expiresAfter = (from: Date | string, ms: number): Date => new Date((typeof from === 'string' ? Date.parse(from) : from.getTime()) + ms);

/** When a slot document (capacity of one date and time) may go. */
export const slotExpireAt = (date: string, time: string): Date => expiresAfter(restaurantInstant(date, time), RETENTION.slotAfterStartMs);
