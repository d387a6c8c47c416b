import {
  ACTING_SESSIONS,
  AUDIT_LOG,
  DEV_OUTBOX,
  IDEMPOTENCY,
  LIMIT_BUCKETS,
  NOTIFICATIONS,
  OTP_SENDS,
  PICKUP_SLOTS,
  SLOTS,
  SMS_BUDGET,
  STAFF_INVITES,
} from './collections';
import { restaurantInstant } from './time';
import { ACCOUNT_CODES, PENDING_REGISTRATIONS } from './users';

const HOUR = 3600_000;

/**
 * The collections whose documents carry `expireAt`, the instant after which
 * nothing needs them. Deployed, a Firestore TTL policy on each deletes them
 * (firestore.indexes.json declares one per name here); the embedded store
 * sweeps them itself. Reads never rely on either having run: TTL deletes up to
 * a day late, so code that cares about expiry compares its own fields.
 */
export const EXPIRING_COLLECTIONS = [
  PENDING_REGISTRATIONS,
  ACCOUNT_CODES,
  OTP_SENDS,
  LIMIT_BUCKETS,
  IDEMPOTENCY,
  DEV_OUTBOX,
  SLOTS,
  SMS_BUDGET,
  AUDIT_LOG,
  NOTIFICATIONS,
  PICKUP_SLOTS,
  STAFF_INVITES,
  ACTING_SESSIONS,
] as const;

/**
 * How long each kind of short-lived record is kept. A hashed IP is kept 24 hours at most; so is a phone number, except in
 * guests' texts (30 days) and staff invitations (a day after the invitation's life, services/staff-invites.ts).
 */
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
  /** The longest a limit bucket (keyed by a hashed IP or phone) may be kept, whatever its window. */
  limitBucketMaxMs: 24 * HOUR,
  /** A day's SMS count (no phone, no IP) is kept a week and a day, for the dashboard's history. */
  smsBudgetMs: 8 * 24 * HOUR,
  /** The audit log of admin changes (names, no phone numbers) is kept 90 days. */
  auditMs: 90 * 24 * HOUR,
  /** A guest's texts about an order or booking (phone and text): kept 30 days, for the back office to answer "did I get it?". */
  notificationsMs: 30 * 24 * HOUR,
} as const;

/** The instant `ms` after `from` (a Date or an ISO string). */
export const expiresAfter = (from: Date | string, ms: number): Date => new Date((typeof from === 'string' ? Date.parse(from) : from.getTime()) + ms);

/** When a slot document (capacity of one date and time) may go. */
export const slotExpireAt = (date: string, time: string, timeZone: string): Date =>
  expiresAfter(restaurantInstant(date, time, timeZone), RETENTION.slotAfterStartMs);
