import {
  ACTING_SESSIONS,
  AUDIT_LOG,
  DEV_OUTBOX,
  IDEMPOTENCY,
  LIMIT_BUCKETS,
  NOTIFICATIONS,
  ORDERS,
  OTP_SENDS,
  PICKUP_SLOTS,
  RESERVATIONS,
  SLOTS,
  SMS_BUDGET,
  STAFF_INVITES,
} from './collections';
import { WAITLIST } from './floor';
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
  WAITLIST,
] as const;

/**
 * Orders and bookings carry `expireAt` only while unconfirmed: a day after their code (or the online payment's hold)
 * expires. Confirming sets it to null, which no TTL policy or sweep deletes. By then the hold has long given its
 * plates and seats back (the scheduled work does within minutes), and a TTL delete runs no code.
 */
export const EXPIRING_WHEN_UNCONFIRMED = [ORDERS, RESERVATIONS] as const;

/** Every collection with a TTL policy on `expireAt` (firestore.indexes.json), which the embedded store sweeps. */
export const TTL_COLLECTIONS: readonly string[] = [...EXPIRING_COLLECTIONS, ...EXPIRING_WHEN_UNCONFIRMED];

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
  /** The audit log of admin changes (names, no phone numbers) is kept 90 days... */
  auditMs: 90 * 24 * HOUR,
  /** ...except entries about money, kept as long as the invoices: 8 years (the GST law asks 72 months after the year's return). */
  moneyAuditMs: 8 * 365.25 * 24 * HOUR,
  /** An unconfirmed order or booking goes a day after its code or its payment's hold expired. */
  unconfirmedAfterExpiryMs: 24 * HOUR,
  /** A guest's texts about an order or booking (phone and text): kept 30 days, for the back office to answer "did I get it?". */
  notificationsMs: 30 * 24 * HOUR,
  /** A walk-in party on the waitlist (name and phone): kept 30 days, like the texts sent to them; a no-show stays on the guest's record. */
  waitlistMs: 30 * 24 * HOUR,
} as const;

/** The instant `ms` after `from` (a Date or an ISO string). */
export const expiresAfter = (from: Date | string, ms: number): Date => new Date((typeof from === 'string' ? Date.parse(from) : from.getTime()) + ms);

/** When a slot document (capacity of one date and time) may go. */
export const slotExpireAt = (date: string, time: string, timeZone: string): Date =>
  expiresAfter(restaurantInstant(date, time, timeZone), RETENTION.slotAfterStartMs);

/** Audit entries about money: orders, payments, invoices, refunds, discounts and the bill's charges. */
const MONEY_ENTITIES: ReadonlySet<string> = new Set(['order', 'payment']);
const MONEY_ACTIONS: ReadonlySet<string> = new Set(['discount', 'invoice', 'refund', 'payment', 'void', 'billing', 'service-charge', 'reprice', 'close-day']);

/** How long an audit entry is kept: money entries as long as the invoices, others 90 days. */
export const auditRetentionMs = (entity: string, action: string): number =>
  MONEY_ENTITIES.has(entity) || MONEY_ACTIONS.has(action) ? RETENTION.moneyAuditMs : RETENTION.auditMs;

/** When an unconfirmed order or booking may go: a day after its code or payment hold (ISO) expires. */
export const unconfirmedExpireAt = (codeOrHoldExpiresAt: string): Date => expiresAfter(codeOrHoldExpiresAt, RETENTION.unconfirmedAfterExpiryMs);
