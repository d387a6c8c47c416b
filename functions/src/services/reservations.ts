import type { AppDeps } from '../deps';
import { exposesTestOtp } from '../deps';
import {
  SLOT_FULL,
  availabilityFor,
  bookingDateError,
  emptySlot,
  holdIsLive,
  partyFits,
  reservationReference,
  slotId,
  withBooking,
  slotHasPassed,
  withHold,
  type CreateReservationInput,
  type ReservationStatus,
  type ReservationView,
  type SlotAvailability,
  type SlotDoc,
} from '../domain/booking';
import { RESERVATIONS, SLOTS } from '../domain/collections';
import { slotExpireAt } from '../domain/expiry';
import { BOOKING, OTP_POLICY } from '../domain/restaurant';
import { AppError, badRequest, conflict, notFound, tooMany } from '../lib/errors';
import { log } from '../lib/log';
import type { TxStore, WithId } from '../ports';
import { bodyHash, remember, replayed } from './idempotency';
import { chargeSend, readSendGuard } from './send-guard';
import { budgetAllows, readSmsBudget, reserveText } from './sms-budget';
import { afterUse, afterWrongTry, issueOtp, judgeOtp, otpSmsText, resendWaitSeconds, secondsLeft, type OtpState } from './otp';
import { smsTo } from './texting';

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
  /** HH:MM, one of BOOKING.slots. */
  time: string;
  partySize: number;
  tableNumber: string;
  notes: string;
  status: ReservationStatus;
  isVerified: boolean;
  otp: OtpState;
  /** When the seats held for this unverified booking are released; null once confirmed or released. */
  holdExpiresAt: string | null;
  /** Last 8 characters of the id, upper-case: what guests quote and the self-cancel page looks up. */
  reference: string;
  manage: ManageState | null;
  createdAt: string;
  updatedAt: string;
}

export type Reservation = WithId<ReservationDoc>;

export const slotCap = () => BOOKING.guestsPerSlot;

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
    notes: r.notes ?? '',
    status: r.status,
    isVerified: r.isVerified === true,
    otpStatus: r.isVerified === true ? 'Verified' : 'Awaiting OTP',
    createdAt: r.createdAt,
  };
}

export const slotFull = () => new AppError('slot-full', 409, SLOT_FULL);

/** Reads a slot inside a transaction; a slot nobody booked yet is empty. */
export async function readSlot(tx: TxStore, date: string, time: string, now: Date): Promise<SlotDoc> {
  const slot = await tx.get<SlotDoc>(SLOTS, slotId(date, time));
  if (!slot) return emptySlot(date, time, now);
  const { id: _id, ...doc } = slot;
  return { ...doc, booked: doc.booked ?? {}, holds: doc.holds ?? {} };
}

export const writeSlot = (tx: TxStore, slot: SlotDoc) => tx.set(SLOTS, slotId(slot.date, slot.time), { ...slot, expireAt: slotExpireAt(slot.date, slot.time) });

async function sendCode(deps: AppDeps, phone: string, code: string, what: string): Promise<boolean> {
  try {
    await deps.sms.send(await smsTo(deps, phone), otpSmsText(code, what));
    return true;
  } catch (e) {
    log.error('reservation OTP SMS failed', { error: e instanceof Error ? e.message : String(e) });
    return false;
  }
}

/** GET /availability: every slot of a date, with the seats left and whether the party fits. */
export async function availability(deps: AppDeps, date: string, partySize: number): Promise<{ date: string; partySize: number; slots: SlotAvailability[] }> {
  const now = deps.clock.now();
  const why = bookingDateError(date, null, now);
  if (why) throw badRequest(why);
  const docs = await deps.store.query<SlotDoc>(SLOTS, { where: [{ field: 'date', op: '==', value: date }], limit: BOOKING.slots.length });
  const byTime = new Map(docs.map((d) => [d.time, { booked: d.booked ?? {}, holds: d.holds ?? {} }]));
  return { date, partySize, slots: availabilityFor(date, partySize, byTime, now, slotCap()) };
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

/**
 * POST /create: a pending, unverified reservation that holds its seats until
 * its OTP expires. Slot, send log, idempotency record and reservation are read
 * and written in one transaction, so parallel bookings can never overfill a slot.
 */
export async function createReservation(deps: AppDeps, input: CreateReservationInput, options: CreateOptions): Promise<{ status: number; message: string; data: CreateReply }> {
  const now = deps.clock.now();
  const why = bookingDateError(input.date, input.time, now);
  if (why) throw badRequest(why);

  const id = deps.store.newId();
  const hash = options.idempotencyKey ? bodyHash(options.rawBody) : '';
  const outcome = await deps.store.transaction(async (tx) => {
    if (options.idempotencyKey) {
      const earlier = await replayed(tx, 'reservation-create', options.idempotencyKey, hash);
      if (earlier) return { replay: true as const, status: earlier.status, reply: earlier.reply as { message: string; data: CreateReply } };
    }
    const guard = await readSendGuard(tx, options.ip, input.phone, now);
    const slot = await readSlot(tx, input.date, input.time, now);
    if (!partyFits(slot, input.partySize, now, slotCap())) throw slotFull();
    chargeSend(tx, guard, now);

    const issued = issueOtp(now);
    const doc: ReservationDoc = {
      name: input.name,
      phone: input.phone,
      email: input.email,
      date: input.date,
      time: input.time,
      partySize: input.partySize,
      tableNumber: 'TBD',
      notes: input.notes,
      status: 'pending',
      isVerified: false,
      otp: issued.state,
      holdExpiresAt: issued.state.expiresAt,
      reference: reservationReference(id),
      manage: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    tx.create(RESERVATIONS, id, doc);
    writeSlot(tx, withHold(slot, id, input.partySize, issued.state.expiresAt, now));
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
  const sent = await sendCode(deps, input.phone, outcome.code, 'confirm your table');
  const message = sent ? CREATED : 'Reservation created, but the SMS could not be sent. Please use Resend in a minute.';
  return { status: 201, message, data: outcome.reply.data };
}

type VerifyOutcome =
  | { kind: 'confirmed'; reservation: Reservation; text: boolean }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'full' }
  | { kind: 'passed' };

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
    const slot = await readSlot(tx, r.date, r.time, now);
    const budget = await readSmsBudget(tx, now);

    const verdict = judgeOtp(r.otp, otp, now);
    if (verdict.kind === 'used') throw conflict('This OTP was already used.');
    if (verdict.kind === 'locked') throw tooMany('Too many wrong attempts. Please resend a new OTP.');
    if (verdict.kind === 'expired') throw badRequest('OTP expired. Please resend.');
    if (verdict.kind === 'wrong') {
      tx.update(RESERVATIONS, reservationId, { otp: afterWrongTry(r.otp), updatedAt: now.toISOString() });
      return { kind: 'wrong', triesLeft: verdict.triesLeft };
    }

    // An admin may have confirmed it already: then its seats are booked and only the phone is proven now.
    if (r.status === 'pending') {
      if (slotHasPassed(r.date, r.time, now)) return { kind: 'passed' };
      const held = holdIsLive(slot, r.id, now);
      if (!held && !partyFits(slot, r.partySize, now, slotCap(), r.id)) return { kind: 'full' };
      writeSlot(tx, withBooking(slot, r.id, r.partySize, now));
    }
    const patch = { status: 'confirmed' as const, isVerified: true, otp: afterUse(r.otp, now), holdExpiresAt: null, updatedAt: now.toISOString() };
    tx.update(RESERVATIONS, reservationId, patch);
    // The confirmation text is a courtesy: with the SMS budget spent, the booking is still confirmed on screen.
    const text = budgetAllows(budget, now);
    if (text) reserveText(tx, budget, now);
    return { kind: 'confirmed', reservation: { ...r, ...patch }, text };
  });

  if (outcome.kind === 'full') throw slotFull();
  if (outcome.kind === 'passed') throw conflict('That time has already passed. Please book another time.');
  if (outcome.kind === 'wrong') {
    const tries = outcome.triesLeft === 1 ? '1 try' : `${outcome.triesLeft} tries`;
    throw badRequest(outcome.triesLeft > 0 ? `Invalid OTP. ${tries} left.` : 'Invalid OTP. No tries left: please resend a new OTP.', { triesLeft: outcome.triesLeft });
  }
  const view = reservationView(outcome.reservation);
  if (outcome.text) await sendConfirmation(deps, view);
  return view;
}

/** The booking page moves on after 2 s, so the guest also gets the reference by text, to view or cancel it later. */
async function sendConfirmation(deps: AppDeps, r: ReservationView): Promise<void> {
  const guests = r.partySize === 1 ? '1 guest' : `${r.partySize} guests`;
  const text = `Thali House: your table for ${guests} on ${r.date} at ${r.time} is confirmed. Reference ${r.reference}. To view or cancel it, open /reservation/${r.reference} on our website.`;
  try {
    await deps.sms.send(await smsTo(deps, r.phone), text);
  } catch (e) {
    log.error('reservation confirmation SMS failed', { error: e instanceof Error ? e.message : String(e) });
  }
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
    const guard = await readSendGuard(tx, ip, r.phone, now);
    const slot = await readSlot(tx, r.date, r.time, now);
    chargeSend(tx, guard, now);

    const issued = issueOtp(now);
    let seatsHeld = r.status === 'confirmed';
    let holdExpiresAt: string | null = null;
    if (r.status === 'pending' && partyFits(slot, r.partySize, now, slotCap(), r.id)) {
      writeSlot(tx, withHold(slot, r.id, r.partySize, issued.state.expiresAt, now));
      seatsHeld = true;
      holdExpiresAt = issued.state.expiresAt;
    }
    tx.update(RESERVATIONS, reservationId, { otp: issued.state, holdExpiresAt, updatedAt: now.toISOString() });
    return { phone: r.phone, code: issued.code, seatsHeld, expiresInSeconds: secondsLeft(issued.state, now) };
  });

  const sent = await sendCode(deps, result.phone, result.code, 'confirm your table');
  if (!sent) throw new AppError('unavailable', 503, 'Failed to resend OTP');
  return {
    message: result.seatsHeld ? 'OTP resent successfully' : `OTP resent, but ${SLOT_FULL.charAt(0).toLowerCase()}${SLOT_FULL.slice(1)}`,
    data: {
      reservationId,
      otpExpiresInSeconds: result.expiresInSeconds,
      resendInSeconds: OTP_POLICY.resendAfterSeconds,
      seatsHeld: result.seatsHeld,
      ...(exposesTestOtp(deps) ? { testOtp: result.code } : {}),
    },
  };
}
