import { createHmac } from 'node:crypto';
import { LIMIT_BUCKETS, OTP_SENDS } from '../domain/collections';
import { expiresAfter, RETENTION } from '../domain/expiry';
import { tooMany } from '../lib/errors';
import type { DocStore, TxStore } from '../ports';

/** OTP sends a phone may receive in an hour, across registration, orders, reservations and resends. */
export const SENDS_PER_PHONE_PER_HOUR = 8;
const HOUR = 3600_000;

export interface SendLog {
  [key: string]: unknown;
  times: string[];
}

/** Reads a phone's send log inside a transaction (reads come before writes). */
export async function readSendLog(tx: TxStore, phone: string): Promise<SendLog> {
  const doc = await tx.get<SendLog>(OTP_SENDS, phone);
  return { times: doc?.times ?? [] };
}

/** Records one more send, or refuses with 429 when the phone had too many in the last hour. */
export function recordSend(tx: TxStore, phone: string, log: SendLog, now: Date): void {
  const recent = log.times.filter((t) => now.getTime() - Date.parse(t) < HOUR);
  if (recent.length >= SENDS_PER_PHONE_PER_HOUR) {
    const oldest = Date.parse(recent[0]!);
    throw tooMany('Too many codes were sent to this phone. Please try again later.', Math.ceil((oldest + HOUR - now.getTime()) / 1000));
  }
  tx.set(OTP_SENDS, phone, { times: [...recent, now.toISOString()], expireAt: expiresAfter(now, RETENTION.otpSendsMs) });
}

/** A sliding-window limit on one kind of request per key (a client IP, a phone). */
export interface WindowLimit {
  name: string;
  max: number;
  windowMs: number;
  message: string;
}

const NETWORK = 'from this network. Please try again later.';
/** Every figure an operator may want to change, in one place. */
export const LIMITS = {
  /** Texts (any OTP: orders, reservations, manage, registration, resends) caused from one client IP. */
  otpSendsPerIp: { name: 'otp-ip', max: 30, windowMs: 10 * 60_000, message: `Too many OTP requests ${NETWORK}` },
  /** Registration attempts from one IP, counted before the phone is looked up (so probing which phones are registered is limited). */
  registerPerIp: { name: 'register-ip', max: 20, windowMs: HOUR, message: `Too many registration attempts ${NETWORK}` },
  /** Codes judged (order, reservation and manage OTPs) from one IP. Each code also locks after 5 wrong tries. */
  codeTriesPerIp: { name: 'code-ip', max: 120, windowMs: 10 * 60_000, message: 'Too many requests. Please try again later.' },
  /** Customer login attempts from one IP; a successful one is given back. */
  loginPerIp: { name: 'login-ip', max: 10, windowMs: 15 * 60_000, message: 'Too many failed login attempts. Please try again in 15 minutes.' },
  /** Customer login attempts on one phone; cleared by a successful login. */
  loginPerPhone: { name: 'login-phone', max: 5, windowMs: 15 * 60_000, message: 'Too many failed login attempts. Please try again in 15 minutes.' },
  /** Newsletter sign-ups from one IP, counting bad and repeated ones. */
  newsletterPerIp: { name: 'newsletter-ip', max: 8, windowMs: 10 * 60_000, message: 'Too many sign-ups from this network. Please try again later.' },
  /** Order tracking look-ups from one IP (last 4 digits of the phone as proof); a right one is given back. */
  trackPerIp: { name: 'track-ip', max: 20, windowMs: 15 * 60_000, message: `Too many tracking attempts ${NETWORK}` },
  /** Wrong phone digits for one order reference: 10,000 possible endings, 5 tries an hour. */
  trackPerReference: { name: 'track-ref', max: 5, windowMs: HOUR, message: 'Too many wrong tries for this order. Please try again in an hour, or call us.' },
  /** A waitlist place's page from one network: it polls every 20 seconds, so this is ten guests' pages on one Wi-Fi. */
  waitlistPagePerIp: { name: 'waitlist-ip', max: 300, windowMs: 10 * 60_000, message: `Too many look-ups ${NETWORK}` },
  /**
   * Asking again for a booking's manage code, per reference and phone, matched or not: within 60 s no
   * code goes, and the guest is told so (a match is never revealed: the same asking is refused alike).
   */
  manageStartPerBooking: {
    name: 'manage-start',
    max: 1,
    windowMs: 60_000,
    message: 'No new code was sent: one was asked for less than a minute ago. If the phone number matches, that code still works; or ask again in a minute.',
  },
} as const satisfies Record<string, WindowLimit>;

/** limit_buckets/{limit}_{hmac}: a key's recent hits. The key (an IP network, a phone) is stored only as a keyed hash. */
export interface BucketDoc {
  [key: string]: unknown;
  limit: string;
  times: string[];
  /** TTL: the document is useless once its newest hit leaves the window. */
  expireAt: Date;
}

export interface Bucket {
  id: string;
  times: string[];
}

/** Local runs key the hashes with this; deployed, with the LIMIT_HASH_KEY secret (index.ts), so a leaked bucket id can't be matched to an IP or phone by hashing guesses. */
export const LOCAL_LIMIT_HASH_KEY = 'thali-local-limit-hash-key';
const MIN_KEY_LENGTH = 16;
let limitHashKey: () => string = () => LOCAL_LIMIT_HASH_KEY;

/** Deployed wiring: key bucket ids with this secret, read at the first limit counted (a run that counts none never reads it). */
export function keyLimitHashes(read: () => string): void {
  let key: string | undefined;
  limitHashKey = () => {
    if (key === undefined) {
      const value = read().trim();
      if (value.length < MIN_KEY_LENGTH)
        throw new Error(`LIMIT_HASH_KEY is not set or shorter than ${MIN_KEY_LENGTH} characters: run npx firebase functions:secrets:set LIMIT_HASH_KEY`);
      key = value;
    }
    return key;
  };
}

/** A bucket's id: the limit's name and an HMAC of the key (an IP network, a phone) under the secret. */
export const keyedBucketId = (secret: string, limit: string, key: string) =>
  `${limit}_${createHmac('sha256', secret).update(`${limit}\n${key}`).digest('base64url').slice(0, 32)}`;

export const bucketId = (limit: string, key: string) => keyedBucketId(limitHashKey(), limit, key);

/** A bucket holds a hashed IP or phone, so it never outlives a day, whatever the window. */
const bucketExpireAt = (last: Date | string, windowMs: number) => expiresAfter(last, Math.min(windowMs, RETENTION.limitBucketMaxMs));

const recentTimes = (times: string[], windowMs: number, now: Date) => times.filter((t) => now.getTime() - Date.parse(t) < windowMs);

/** Reads a key's bucket inside a transaction. */
export async function readBucket(tx: TxStore, limit: WindowLimit, key: string): Promise<Bucket> {
  const id = bucketId(limit.name, key);
  const doc = await tx.get<BucketDoc>(LIMIT_BUCKETS, id);
  return { id, times: doc?.times ?? [] };
}

/** The hits still in the window, or a 429 when they fill it: whether one more may go, without counting it. */
export function refuseWhenFull(limit: WindowLimit, times: string[], now: Date): string[] {
  const recent = recentTimes(times, limit.windowMs, now);
  if (recent.length >= limit.max) {
    throw tooMany(limit.message, Math.max(1, Math.ceil((Date.parse(recent[0]!) + limit.windowMs - now.getTime()) / 1000)));
  }
  return recent;
}

/** Takes one hit from a bucket read in the same transaction, or refuses with 429; parallel takers serialise on the document. */
export function takeFromBucket(tx: TxStore, limit: WindowLimit, bucket: Bucket, now: Date): void {
  const recent = refuseWhenFull(limit, bucket.times, now);
  const doc: BucketDoc = { limit: limit.name, times: [...recent, now.toISOString()], expireAt: bucketExpireAt(now, limit.windowMs) };
  tx.set(LIMIT_BUCKETS, bucket.id, doc);
}

/** Checks and counts one hit in its own transaction: for requests that have no transaction of their own to join. */
export async function hitLimit(store: DocStore, limit: WindowLimit, key: string, now: Date): Promise<void> {
  await store.transaction(async (tx) => {
    takeFromBucket(tx, limit, await readBucket(tx, limit, key), now);
  });
}

/** Gives back the hit taken at `at` (a login that turned out right), or clears the bucket. */
export async function giveBack(store: DocStore, limit: WindowLimit, key: string, at: Date | 'all'): Promise<void> {
  await store.transaction(async (tx) => {
    const bucket = await readBucket(tx, limit, key);
    if (at === 'all') {
      if (bucket.times.length) tx.delete(LIMIT_BUCKETS, bucket.id);
      return;
    }
    const i = bucket.times.indexOf(at.toISOString());
    if (i < 0) return;
    const times = bucket.times.filter((_, j) => j !== i);
    const doc: BucketDoc = { limit: limit.name, times, expireAt: bucketExpireAt(times.at(-1) ?? at, limit.windowMs) };
    tx.set(LIMIT_BUCKETS, bucket.id, doc);
  });
}

/**
 * Wrong admin passwords per source (client IP): a few free tries, then a lock
 * that doubles with every further wrong try. The password is shared, so a
 * lock on one source never locks out the others, and an admin locked out here
 * can still sign in with phone and password at /login.
 */
export const ADMIN_LOCKOUT = { name: 'admin-ip', freeTries: 5, firstLockMs: 60_000, maxLockMs: 3600_000, forgetMs: 24 * HOUR } as const;

export interface LockoutDoc {
  [key: string]: unknown;
  limit: string;
  failures: number;
  lockedUntil: string | null;
  lastAt: string;
  expireAt: Date;
}

export const tooManyAdminTries = (retryAfterSeconds: number) =>
  tooMany(
    `Too many wrong passwords from this network. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes, or sign in with your phone and password at /login.`,
    Math.max(1, retryAfterSeconds),
  );

/**
 * Takes one try before the password is judged, in a transaction, so parallel
 * guesses are counted one by one; a right password then clears the record.
 */
export async function takeAdminTry(store: DocStore, key: string, now: Date): Promise<void> {
  const id = bucketId(ADMIN_LOCKOUT.name, key);
  await store.transaction(async (tx) => {
    const doc = await tx.get<LockoutDoc>(LIMIT_BUCKETS, id);
    const live = doc && now.getTime() - Date.parse(doc.lastAt) < ADMIN_LOCKOUT.forgetMs ? doc : null;
    if (live?.lockedUntil && Date.parse(live.lockedUntil) > now.getTime()) {
      throw tooManyAdminTries(Math.ceil((Date.parse(live.lockedUntil) - now.getTime()) / 1000));
    }
    const failures = (live?.failures ?? 0) + 1;
    const over = failures - ADMIN_LOCKOUT.freeTries;
    const lockedUntil = over >= 0 ? new Date(now.getTime() + Math.min(ADMIN_LOCKOUT.firstLockMs * 2 ** over, ADMIN_LOCKOUT.maxLockMs)).toISOString() : null;
    const next: LockoutDoc = {
      limit: ADMIN_LOCKOUT.name,
      failures,
      lockedUntil,
      lastAt: now.toISOString(),
      expireAt: bucketExpireAt(now, ADMIN_LOCKOUT.forgetMs),
    };
    tx.set(LIMIT_BUCKETS, id, next);
  });
}

export async function clearAdminTries(store: DocStore, key: string): Promise<void> {
  await store.delete(LIMIT_BUCKETS, bucketId(ADMIN_LOCKOUT.name, key));
}
