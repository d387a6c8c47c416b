import type { AppDeps } from '../deps';
import { exposesTestOtp } from '../deps';
import {
  SLOT_FULL,
  availabilityFor,
  emptySlot,
  holdIsLive,
  partyFits,
  reservationReference,
  slotId,
  withBooking,
  withHold,
  withoutReservation,
  type AvailabilityView,
  type CreateReservationInput,
  type ReservationStatus,
  type ReservationView,
  type SlotDoc,
  type ReservationMove,
} from '../domain/booking';
import { undoUntil } from '../domain/order-status';
import {
  bookingRefusal,
  closedOn,
  defaultPartySize,
  nextTableTime,
  nextTimeText,
  phoneLimitText,
  slotStarted,
  type BookingRefusal,
} from '../domain/booking-rules';
import { RESERVATIONS, SLOTS } from '../domain/collections';
import { slotExpireAt, unconfirmedExpireAt } from '../domain/expiry';
import { OTP_POLICY } from '../domain/restaurant';
import { reminderFields } from '../domain/booking-reminder';
import { bookingWindow, slotsOn, type Settings } from '../domain/settings';
import { AppError, badRequest, conflict, notFound, tooMany } from '../lib/errors';
import type { TxStore, WithId } from '../ports';
import { bodyHash, remember, replayed } from './idempotency';
import { chargeSend, readSendGuard } from './send-guard';
import { afterUse, afterWrongTry, codeTextSegments, issueOtp, judgeOtp, resendWaitSeconds, secondsLeft, type OtpState, type OtpVerdict } from './otp';
import { otpRefusal, textCodeAfterCommit } from './otp-policy';
import { alreadyQueued, deliver, queueText } from './notifications';
import { firstChannel, reservationConfirmedText } from '../domain/notifications';
import { readSettings } from './settings';
import { pendingBookingsOn, sameBooking } from './pending-reuse';
import { refuseNonMobile } from './texting';
import { readGuest, writeGuestDelta } from './guest-record';
import { needsConfirmation, type BookingOccasion } from '../domain/guests';
import { restaurantDate } from '../domain/time';
import { langOf, type Language } from '../domain/languages';

/** The guest's self-service state: an OTP to prove the phone, then a short-lived token to act with. */
export interface ManageState {
  [key: string]: unknown;
  otp: OtpState | null;
  tokenHash: string | null;
  tokenExpiresAt: string | null;
}

/** reservations/{id}. Field names are a contract with the dashboard. */
export interface ReservationDoc {
  [key: string]: unknown;
  name: string;
  phone: string;
  email: string | null;
  /** YYYY-MM-DD, restaurant-local. */
  date: string;
  /** HH:MM, one of the date's table times when it was booked. */
  time: string;
  partySize: number;
  tableNumber: string;
  /** The plan's table given it ahead (services/tables.ts); tableNumber is then that table's name. */
  tableId?: string | null;
  notes: string;
  /** What the table is for; absent on older bookings. */
  occasion?: BookingOccasion | null;
  /** False when the guest opted out of the reminder text; absent on bookings made before reminders existed (they get one). */
  reminders?: boolean;
  /** The language the guest booked in, which the booking's texts are written in; absent (older bookings, staff's): English. */
  lang?: Language;
  /** While its reminder is owed, the booking's start; which start it was reminded of (domain/booking-reminder.ts). */
  remindBefore?: string | null;
  remindedFor?: string | null;
  status: ReservationStatus;
  isVerified: boolean;
  otp: OtpState;
  /** When the seats held for this unverified booking are released; null once confirmed or released. */
  holdExpiresAt: string | null;
  /** While unconfirmed: when the TTL policy may delete it (a day after its code expires); null once confirmed. */
  expireAt?: Date | null;
  /** Last 8 characters of the id, upper-case: what guests quote and the self-cancel page looks up. */
  reference: string;
  manage: ManageState | null;
  createdAt: string;
  updatedAt: string;
  /** The latest admin status change while it may be undone; null after it is undone. */
  lastMove?: ReservationMove | null;
  /** Staff bookings (services/staff-bookings.ts); absent on bookings made online. */
  source?: 'phone' | 'walk-in';
  takenBy?: { uid: string; name: string };
  seatedAt?: string | null;
  /** How often the guest changed the booking online; absent until the first change. Names each change's text. */
  changes?: number;
  /** A no-show staff cleared as a mistake: it no longer counts against the guest. */
  noShowCleared?: { at: string; by: { uid: string; name: string } } | null;
}

export type Reservation = WithId<ReservationDoc>;

/** Seats one table time can hold. */
export const slotCap = (s: Pick<Settings, 'booking'>) => s.booking.seatsPerSlot;

/** The API's view of a reservation: never the code, its hash or the manage token (DECISIONS 6). */
export function reservationView(r: Reservation): ReservationView {
  return {
    _id: r.id,
    id: r.id,
    reservationId: r.id,
    reference: r.reference ?? reservationReference(r.id),
    name: r.name,
    phone: r.phone,
    email: r.email ?? null,
    date: r.date,
    time: r.time,
    partySize: r.partySize,
    tableNumber: r.tableNumber ?? 'TBD',
    tableId: r.tableId ?? null,
    notes: r.notes ?? '',
    occasion: r.occasion ?? null,
    noShowCleared: r.noShowCleared ? { at: r.noShowCleared.at, by: r.noShowCleared.by.name } : null,
    status: r.status,
    isVerified: r.isVerified === true,
    otpStatus: r.isVerified === true ? 'Verified' : 'Awaiting OTP',
    createdAt: r.createdAt,
    source: r.source ?? 'online',
    takenBy: r.takenBy?.name ?? null,
    seatedAt: r.seatedAt ?? null,
    lastMove: r.lastMove
      ? {
          id: r.lastMove.id,
          from: r.lastMove.from,
          to: r.lastMove.to,
          at: r.lastMove.at,
          until: undoUntil(r.lastMove.at),
          textHeld: r.lastMove.textId !== null,
        }
      : null,
  };
}

export const slotFull = () => new AppError('slot_full', SLOT_FULL);

/** Reads a slot inside a transaction; a slot nobody booked yet is empty. */
export async function readSlot(tx: TxStore, date: string, time: string, now: Date): Promise<SlotDoc> {
  const slot = await tx.get<SlotDoc>(SLOTS, slotId(date, time));
  if (!slot) return emptySlot(date, time, now);
  const { id: _id, ...doc } = slot;
  return { ...doc, booked: doc.booked ?? {}, holds: doc.holds ?? {} };
}

export const writeSlot = (tx: TxStore, slot: SlotDoc, timeZone: string) =>
  tx.set(SLOTS, slotId(slot.date, slot.time), { ...slot, expireAt: slotExpireAt(slot.date, slot.time, timeZone) });

const refused = (r: BookingRefusal) => badRequest(r.message, { field: r.field, next: r.next });

/** The refusal of a pending booking whose date or time the settings no longer offer (a closure or new hours since it was made). */
function noLongerOffered(s: Settings, r: Pick<ReservationDoc, 'date' | 'time'>, now: Date): string | null {
  if (slotsOn(s, r.date).includes(r.time)) return null;
  const closed = closedOn(s, r.date);
  const lead = closed ? closed.text : `We no longer take bookings at ${r.time} on that day.`;
  return `${lead}${nextTimeText(s, now, nextTableTime(s, now, { date: r.date, time: r.time }), { date: r.date, time: r.time })} Please book again.`;
}

const RESERVATION_OTP_PURPOSE = 'confirm your table';

/** GET /availability: the date's table times from the settings, with the seats left and whether the party fits. */
export async function availability(deps: AppDeps, date: string, partySize: number | undefined): Promise<AvailabilityView> {
  const now = deps.clock.now();
  const settings = await readSettings(deps.store);
  const party = partySize ?? defaultPartySize(settings);
  const why = bookingRefusal(settings, { date, time: null, partySize: party }, now);
  const closed = closedOn(settings, date);
  const { min, max } = bookingWindow(settings, now);
  // A closed date inside the window is an answer (no times, and why), not an error.
  if (why && !(why.field === 'date' && closed && date >= min && date <= max)) throw refused(why);
  if (closed && why) return { date, partySize: party, slots: [], closed: { note: closed.note, message: why.message }, next: why.next };
  const times = slotsOn(settings, date);
  const docs = await deps.store.query<SlotDoc>(SLOTS, { where: [{ field: 'date', op: '==', value: date }], limit: Math.max(1, times.length) });
  const byTime = new Map(docs.map((d) => [d.time, { booked: d.booked ?? {}, holds: d.holds ?? {} }]));
  const slots = availabilityFor(settings, date, party, byTime, now);
  // With every time of the date gone (past or too soon), the form offers the next one.
  const next = slots.some((x) => !x.past && !x.tooSoon) ? null : nextTableTime(settings, now, { date, time: '24:00' });
  return { date, partySize: party, slots, closed: null, next };
}

export interface CreateReply {
  reservationId: string;
  reference: string;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  testOtp?: string;
}

export interface CreateOptions {
  idempotencyKey: string | null;
  /** The raw body, hashed so that a key reused with another body is refused. */
  rawBody: unknown;
  /** The client IP the trusted proxy saw: its OTP sends are counted in the booking's transaction. */
  ip: string;
}

const CREATED = 'Reservation created. Please enter the OTP sent to your phone.';
export const REUSED = 'This booking is already made: enter the code we sent to your phone.';

/** The reply to a booking made again while its first code is good: no new code, the time left on the first. */
function reusedReply(r: Reservation, now: Date): CreateReply & { reused: true } {
  return {
    reservationId: r.id,
    reference: r.reference,
    otpExpiresInSeconds: secondsLeft(r.otp, now),
    resendInSeconds: resendWaitSeconds(r.otp, now),
    reused: true,
  };
}

/** Confirmed bookings one phone holds on a date, up to the allowance and one. */
export async function confirmedOn(tx: TxStore, phone: string, date: string, allowance: number): Promise<number> {
  const found = await tx.query<ReservationDoc>(RESERVATIONS, {
    where: [
      { field: 'phone', op: '==', value: phone },
      { field: 'date', op: '==', value: date },
      { field: 'status', op: '==', value: 'confirmed' },
    ],
    limit: allowance + 1,
  });
  return found.length;
}

/**
 * POST /create: a pending, unverified reservation that holds its seats until
 * its OTP expires. Slot, send log, idempotency record and reservation are read
 * and written in one transaction, so parallel bookings can never overfill a slot.
 */
export async function createReservation(
  deps: AppDeps,
  input: CreateReservationInput,
  options: CreateOptions,
): Promise<{ status: number; message: string; data: CreateReply }> {
  const now = deps.clock.now();
  const id = deps.store.newId();
  const hash = options.idempotencyKey ? bodyHash(options.rawBody) : '';
  const outcome = await deps.store.transaction(async (tx) => {
    if (options.idempotencyKey) {
      const earlier = await replayed(tx, 'reservation-create', options.idempotencyKey, hash);
      if (earlier) return { replay: true as const, status: earlier.status, reply: earlier.reply as { message: string; data: CreateReply } };
    }
    // Read in the transaction: a closure saved meanwhile makes it run again, and refuse.
    const settings = await readSettings(tx);
    refuseNonMobile(settings, input.phone);
    const partySize = input.partySize ?? defaultPartySize(settings);
    const why = bookingRefusal(settings, { date: input.date, time: input.time, partySize }, now);
    if (why) throw refused(why);
    // The same booking submitted again while its code is good is answered again, not doubled, and not texted again.
    const pending = await pendingBookingsOn(tx, input.phone, input.date);
    const same = sameBooking(pending, { ...input, partySize }, now);
    if (same) {
      const reply = { message: REUSED, data: reusedReply(same, now) };
      if (options.idempotencyKey)
        remember(tx, 'reservation-create', options.idempotencyKey, { bodyHash: hash, status: 200, reply, createdAt: now.toISOString() });
      return { replay: true as const, status: 200, reply };
    }
    // A new attempt from the phone replaces its earlier unconfirmed ones: their seats are let go and they count toward nothing.
    const superseded = pending.filter((r) => r.holdExpiresAt !== null && r.holdExpiresAt > now.toISOString());
    const allowance = settings.booking.maxBookingsPerPhonePerDay;
    if ((await confirmedOn(tx, input.phone, input.date, allowance)) >= allowance) throw conflict(phoneLimitText(settings, input.date));
    const codeSize = codeTextSegments(RESERVATION_OTP_PURPOSE, settings.identity.name, input.lang);
    const guard = await readSendGuard(tx, options.ip, input.phone, now, settings.locale.timeZone, firstChannel(settings), codeSize);
    const slots = new Map<string, SlotDoc>();
    for (const time of new Set([input.time, ...superseded.map((r) => r.time)])) slots.set(time, await readSlot(tx, input.date, time, now));
    for (const r of superseded) slots.set(r.time, withoutReservation(slots.get(r.time)!, r.id, now));
    const slot = slots.get(input.time)!;
    if (!partyFits(slot, partySize, now, slotCap(settings))) throw slotFull();
    chargeSend(tx, guard, now);
    for (const r of superseded) {
      tx.update(RESERVATIONS, r.id, { holdExpiresAt: null, updatedAt: now.toISOString() });
      if (r.time !== input.time) writeSlot(tx, slots.get(r.time)!, settings.locale.timeZone);
    }

    const issued = issueOtp(now);
    const doc: ReservationDoc = {
      name: input.name,
      phone: input.phone,
      email: input.email,
      date: input.date,
      time: input.time,
      partySize,
      tableNumber: 'TBD',
      notes: input.notes,
      occasion: input.occasion,
      reminders: input.reminders,
      lang: input.lang,
      status: 'pending',
      isVerified: false,
      otp: issued.state,
      holdExpiresAt: issued.state.expiresAt,
      expireAt: unconfirmedExpireAt(issued.state.expiresAt),
      reference: reservationReference(id),
      manage: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    tx.create(RESERVATIONS, id, doc);
    writeSlot(tx, withHold(slot, id, partySize, issued.state.expiresAt, now), settings.locale.timeZone);
    const data: CreateReply = {
      reservationId: id,
      reference: doc.reference,
      otpExpiresInSeconds: OTP_POLICY.validSeconds,
      resendInSeconds: OTP_POLICY.resendAfterSeconds,
      ...(exposesTestOtp(deps) ? { testOtp: issued.code } : {}),
    };
    const reply = { message: CREATED, data };
    if (options.idempotencyKey) {
      remember(tx, 'reservation-create', options.idempotencyKey, { bodyHash: hash, status: 201, reply, createdAt: now.toISOString() });
    }
    return { replay: false as const, status: 201, reply, code: issued.code };
  });

  if (outcome.replay) return { status: outcome.status, ...outcome.reply };
  const data = await textCodeAfterCommit(
    deps,
    { phone: input.phone, code: outcome.code, purpose: RESERVATION_OTP_PURPOSE, lang: input.lang },
    outcome.reply.data,
  );
  return { status: 201, message: CREATED, data };
}

type VerifyOutcome =
  | { kind: 'confirmed' | 'requested'; reservation: Reservation; textId: string | null }
  | Extract<OtpVerdict, { kind: 'wrong' }>
  | { kind: 'full' }
  | { kind: 'passed' }
  | { kind: 'refused'; message: string };

/**
 * POST /verify-otp: one transaction judges the code and, when it is right,
 * turns the hold into a booking if the seats still fit. A wrong try is
 * counted and committed before the error is thrown, so parallel guesses
 * queue up and at most 5 are ever judged.
 */
export async function verifyReservationOtp(deps: AppDeps, reservationId: string, otp: string): Promise<ReservationView> {
  const now = deps.clock.now();
  const outcome = await deps.store.transaction<VerifyOutcome>(async (tx) => {
    const r = await tx.get<ReservationDoc>(RESERVATIONS, reservationId);
    if (!r) throw notFound('Reservation not found');
    if (r.status === 'cancelled') throw conflict('This reservation was cancelled.');
    if (r.isVerified) throw conflict('This reservation is already confirmed.');
    if (r.status !== 'pending' && r.status !== 'confirmed') throw conflict(`This reservation is ${r.status}.`);
    const settings = await readSettings(tx);
    const slot = await readSlot(tx, r.date, r.time, now);
    const texted = await alreadyQueued(tx, 'reservation-confirmed', r.id);
    const guest = await readGuest(tx, r.phone);

    const verdict = judgeOtp(r.otp, otp, now);
    if (verdict.kind === 'used' || verdict.kind === 'locked' || verdict.kind === 'expired') throw otpRefusal('reservation', verdict);
    if (verdict.kind === 'wrong') {
      tx.update(RESERVATIONS, reservationId, { otp: afterWrongTry(r.otp), updatedAt: now.toISOString() });
      return verdict;
    }

    // An admin may have confirmed it already: then its seats are booked and only the phone is proven now.
    if (r.status === 'pending') {
      if (slotStarted(settings, r.date, r.time, now)) return { kind: 'passed' };
      // A closure or new hours saved since the booking was made: it is not confirmed for a time no longer offered.
      const gone = noLongerOffered(settings, r, now);
      if (gone) return { kind: 'refused', message: gone };
      // Only confirmed bookings count toward the phone's allowance: unconfirmed attempts never do.
      const allowance = settings.booking.maxBookingsPerPhonePerDay;
      if ((await confirmedOn(tx, r.phone, r.date, allowance)) >= allowance) return { kind: 'refused', message: phoneLimitText(settings, r.date) };
      // Without a live hold the booking is taken afresh: the seats must be free.
      if (!holdIsLive(slot, r.id, now) && !partyFits(slot, r.partySize, now, slotCap(settings), r.id)) return { kind: 'full' };
      writeSlot(tx, withBooking(slot, r.id, r.partySize, now), settings.locale.timeZone);
      writeGuestDelta(tx, guest, r, { bookings: 1 }, now);
    }
    // Reliability instead of deposits: a phone with recent no-shows gets its seats, but staff confirm the booking.
    const requested = r.status === 'pending' && needsConfirmation(guest, settings.guests, restaurantDate(now, settings.locale.timeZone));
    const status = requested ? ('requested' as const) : ('confirmed' as const);
    const patch = {
      status,
      isVerified: true,
      otp: afterUse(r.otp, now),
      holdExpiresAt: null,
      expireAt: null,
      updatedAt: now.toISOString(),
      ...reminderFields({ ...r, status }, settings.locale.timeZone),
    };
    tx.update(RESERVATIONS, reservationId, patch);
    // The confirmation text is queued with the booking: with the SMS budget spent it waits, and the booking is still confirmed on screen.
    // A request is texted once, when staff confirm it.
    const textId =
      texted || requested
        ? null
        : queueText(
            tx,
            {
              kind: 'reservation-confirmed',
              subjectType: 'reservation',
              subjectId: r.id,
              phone: r.phone,
              text: reservationConfirmedText(settings, r, langOf(r)),
            },
            now,
          );
    return { kind: status, reservation: { ...r, ...patch }, textId };
  });

  if (outcome.kind === 'full') throw slotFull();
  if (outcome.kind === 'refused') throw conflict(outcome.message);
  if (outcome.kind === 'passed') throw conflict('That time has already passed. Please book another time.');
  if (outcome.kind === 'wrong') throw otpRefusal('reservation', outcome);
  await deliver(deps, [outcome.textId]);
  return reservationView(outcome.reservation);
}

export interface ResendReply {
  reservationId: string;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  /** False when the seats could not be held again: verifying then succeeds only if seats are free by then. */
  seatsHeld: boolean;
  testOtp?: string;
}

/** POST /resend-otp: a fresh code 60 s after the last one, restarting validity and, when seats still fit, the hold. */
export async function resendReservationOtp(deps: AppDeps, reservationId: string, ip: string): Promise<{ message: string; data: ResendReply }> {
  const now = deps.clock.now();
  const result = await deps.store.transaction(async (tx) => {
    const r = await tx.get<ReservationDoc>(RESERVATIONS, reservationId);
    if (!r) throw notFound('Reservation not found');
    if (r.isVerified) throw conflict('This reservation is already confirmed.');
    if (r.status !== 'pending' && r.status !== 'confirmed') throw conflict(`This reservation is ${r.status}.`);
    const wait = resendWaitSeconds(r.otp, now);
    if (wait > 0) throw tooMany(`Please wait ${wait} second${wait === 1 ? '' : 's'} before requesting a new OTP.`, wait);
    const settings = await readSettings(tx);
    if (r.status === 'pending') {
      // A code for a booking that could not be confirmed would only waste the guest's time.
      if (slotStarted(settings, r.date, r.time, now)) throw conflict('That time has already passed. Please book another time.');
      const gone = noLongerOffered(settings, r, now);
      if (gone) throw conflict(gone);
      const allowance = settings.booking.maxBookingsPerPhonePerDay;
      if ((await confirmedOn(tx, r.phone, r.date, allowance)) >= allowance) throw conflict(phoneLimitText(settings, r.date));
    }
    const codeSize = codeTextSegments(RESERVATION_OTP_PURPOSE, settings.identity.name, langOf(r));
    const guard = await readSendGuard(tx, ip, r.phone, now, settings.locale.timeZone, firstChannel(settings), codeSize);
    const slot = await readSlot(tx, r.date, r.time, now);
    chargeSend(tx, guard, now);

    const issued = issueOtp(now);
    let seatsHeld = r.status === 'confirmed';
    let holdExpiresAt: string | null = null;
    if (r.status === 'pending' && partyFits(slot, r.partySize, now, slotCap(settings), r.id)) {
      writeSlot(tx, withHold(slot, r.id, r.partySize, issued.state.expiresAt, now), settings.locale.timeZone);
      seatsHeld = true;
      holdExpiresAt = issued.state.expiresAt;
    }
    tx.update(RESERVATIONS, reservationId, {
      otp: issued.state,
      holdExpiresAt,
      updatedAt: now.toISOString(),
      ...(r.isVerified ? {} : { expireAt: unconfirmedExpireAt(issued.state.expiresAt) }),
    });
    return { phone: r.phone, lang: langOf(r), code: issued.code, seatsHeld, expiresInSeconds: secondsLeft(issued.state, now) };
  });

  const data: ResendReply = {
    reservationId,
    otpExpiresInSeconds: result.expiresInSeconds,
    resendInSeconds: OTP_POLICY.resendAfterSeconds,
    seatsHeld: result.seatsHeld,
    ...(exposesTestOtp(deps) ? { testOtp: result.code } : {}),
  };
  return {
    message: result.seatsHeld ? 'OTP resent successfully' : `OTP resent, but ${SLOT_FULL.charAt(0).toLowerCase()}${SLOT_FULL.slice(1)}`,
    data: await textCodeAfterCommit(deps, { phone: result.phone, code: result.code, purpose: RESERVATION_OTP_PURPOSE, lang: result.lang }, data),
  };
}
