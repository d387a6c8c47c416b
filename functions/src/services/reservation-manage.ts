import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { langOf } from '../domain/languages';
import type { AppDeps } from '../deps';
import { exposesTestOtp } from '../deps';
import { partyFits, withBooking, withoutReservation, type ManageChangeView, type ManageSessionView, type ReservationView } from '../domain/booking';
import { bookingRefusal, cancelClosedText, cancelDeadline, cancelOpen, closedOn, durationText, phoneLimitText, slotStarted } from '../domain/booking-rules';
import { NOTIFICATIONS, RESERVATIONS } from '../domain/collections';
import { OTP_POLICY } from '../domain/restaurant';
import { slotsOn, type Settings } from '../domain/settings';
import { AppError, conflict } from '../lib/errors';
import { log } from '../lib/log';
import { chargeSend, readSendGuard } from './send-guard';
import { refuseWhenBudgetSpent } from './sms-budget';
import { hitLimit, LIMITS } from './limits';
import { afterUse, afterWrongTry, codeTextSegments, issueOtp, judgeOtp, resendWaitSeconds, type OtpVerdict } from './otp';
import { OTP_REFUSAL_TEXTS, otpRefusal, textCodeAfterCommit } from './otp-policy';
import { confirmedOn, readSlot, reservationView, slotCap, slotFull, writeSlot, type ManageState, type Reservation, type ReservationDoc } from './reservations';
import { readSettings } from './settings';
import { reminderFields } from '../domain/booking-reminder';
import { alreadyQueued, deliver, queueText } from './notifications';
import { firstChannel, notificationId, reservationChangedText, reservationSelfCancelledText } from '../domain/notifications';

/**
 * Guest self-cancel at /reservation/:reference: the guest proves the booking
 * with its phone and an OTP, gets a short-lived token, and cancels with it.
 */
export const MANAGE_TOKEN_SECONDS = 15 * 60;
export const MANAGE_STARTED = 'If the phone number matches the reservation, we have sent an OTP to it.';
const VERIFY_FAILED = OTP_REFUSAL_TEXTS.manage.wrong(0);
/** A booking not found answers exactly like a wrong code, so nobody can probe for bookings. */
const verifyFailed = () => new AppError('otp_invalid', VERIFY_FAILED);

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The reservation with this reference and phone, or null. References can collide across case, so the phone decides. */
async function findByReference(deps: AppDeps, reference: string, phone?: string): Promise<Reservation | null> {
  const found = await deps.store.query<ReservationDoc>(RESERVATIONS, { where: [{ field: 'reference', op: '==', value: reference }], limit: 10 });
  return found.find((r) => phone === undefined || r.phone === phone) ?? null;
}

/** A live booking that has not started: the guest can see it online (and cancel it until the cutoff). */
const manageable = (s: Settings, r: Pick<ReservationDoc, 'status' | 'date' | 'time'>, now: Date) =>
  (r.status === 'pending' || r.status === 'requested' || r.status === 'confirmed') && !slotStarted(s, r.date, r.time, now);

const cancellable = (s: Settings, r: Pick<ReservationDoc, 'status' | 'date' | 'time'>, now: Date) => manageable(s, r, now) && cancelOpen(s, r, now);

/** A confirmed booking can be moved online until the same cutoff as cancelling: a later move would free its table too late to fill. */
const changeable = (s: Settings, r: Pick<ReservationDoc, 'status' | 'date' | 'time'>, now: Date) => r.status === 'confirmed' && cancellable(s, r, now);

/** What a guest is told when online changes have closed. */
const changeClosedText = (s: Settings): string =>
  s.booking.cancelCutoffMinutes > 0
    ? `Online changes close ${durationText(s.booking.cancelCutoffMinutes)} before the booking. Please call us on ${s.identity.phone} to change it.`
    : `This reservation can no longer be changed online. Please call us on ${s.identity.phone}.`;

/** What the manage page shows beside the booking: what the guest may do now, and until when. */
function sessionState(settings: Settings, r: Reservation, now: Date): Omit<ManageSessionView, 'reservation' | 'token' | 'tokenExpiresInSeconds'> {
  const canCancel = cancellable(settings, r, now);
  const live = ['pending', 'requested', 'confirmed'].includes(r.status);
  return {
    canCancel,
    canChange: changeable(settings, r, now),
    cancelUntil: live ? cancelDeadline(settings, r).toISOString() : null,
    cancelClosed: live && !canCancel ? cancelClosedText(settings) : null,
    closedNotice: live ? closedDayNotice(settings, r) : null,
  };
}

/**
 * POST /manage/start. Answers the same whether or not the reference and phone
 * match, so that nobody can probe for bookings; a code is sent only when they
 * do, and not again within 60 s of the last one.
 */
export async function startManage(
  deps: AppDeps,
  reference: string,
  phone: string,
): Promise<{ message: string; data: { resendInSeconds: number; testOtp?: string } }> {
  const now = deps.clock.now();
  const reply = { message: MANAGE_STARTED, data: { resendInSeconds: OTP_POLICY.resendAfterSeconds } };
  // Checked before the look-up, so that a spent budget answers alike whether or not the booking matches.
  await refuseWhenBudgetSpent(deps);
  await hitLimit(deps.store, LIMITS.manageStartPerBooking, `${reference.toUpperCase()}|${phone}`, now);
  const r = await findByReference(deps, reference, phone);
  if (!r) return reply;
  const settings = await readSettings(deps.store);
  if (!manageable(settings, r, now)) return reply;

  let code: string | null = null;
  try {
    code = await deps.store.transaction(async (tx) => {
      const fresh = await tx.get<ReservationDoc>(RESERVATIONS, r.id);
      if (!fresh) return null;
      const previous = fresh.manage?.otp;
      if (previous && resendWaitSeconds(previous, now) > 0) return null;
      // The route counted the caller's IP before the look-up, match or not.
      const codeSize = codeTextSegments('manage your table reservation', settings.identity.name, langOf(fresh));
      const guard = await readSendGuard(tx, null, phone, now, settings.locale.timeZone, firstChannel(settings), codeSize);
      chargeSend(tx, guard, now);
      const issued = issueOtp(now);
      const manage: ManageState = { otp: issued.state, tokenHash: null, tokenExpiresAt: null };
      tx.update(RESERVATIONS, r.id, { manage, updatedAt: now.toISOString() });
      return issued.code;
    });
  } catch (e) {
    // A refused send (per-phone limit) is answered like any other, so it does not reveal a match.
    if (!(e instanceof AppError && e.code === 'rate_limited')) throw e;
    log.warn('manage OTP not sent: per-phone limit', { reference });
  }
  if (!code) return reply;
  const data = exposesTestOtp(deps) ? { ...reply.data, testOtp: code } : reply.data;
  return { ...reply, data: await textCodeAfterCommit(deps, { phone, code, purpose: 'manage your table reservation', lang: langOf(r) }, data) };
}

/** A booking on a day closed since it was made: the guest is told so, with where to book again. */
export function closedDayNotice(s: Settings, r: Pick<ReservationDoc, 'date' | 'time'>): string | null {
  const closed = closedOn(s, r.date);
  if (!closed || slotsOn(s, r.date).includes(r.time)) return null;
  return `${closed.text} We're sorry: your table can't be kept. Please book another day, or call us on ${s.identity.phone}.`;
}

type ManageVerifyOutcome = { kind: 'ok'; reservation: Reservation; token: string } | Extract<OtpVerdict, { kind: 'wrong' }>;

/** POST /manage/verify: a right code gives the reservation and a token valid 15 minutes. */
export async function verifyManage(deps: AppDeps, reference: string, phone: string, otp: string): Promise<ManageSessionView> {
  const now = deps.clock.now();
  const r = await findByReference(deps, reference, phone);
  if (!r) throw verifyFailed();
  const outcome = await deps.store.transaction<ManageVerifyOutcome>(async (tx) => {
    const fresh = await tx.get<ReservationDoc>(RESERVATIONS, r.id);
    const state = fresh?.manage?.otp;
    if (!fresh || !state) throw verifyFailed();
    const verdict = judgeOtp(state, otp, now);
    if (verdict.kind === 'used' || verdict.kind === 'locked' || verdict.kind === 'expired') throw otpRefusal('manage', verdict);
    if (verdict.kind === 'wrong') {
      tx.update(RESERVATIONS, r.id, { manage: { ...fresh.manage, otp: afterWrongTry(state) }, updatedAt: now.toISOString() });
      return verdict;
    }
    const token = randomBytes(24).toString('base64url');
    const manage: ManageState = {
      otp: afterUse(state, now),
      tokenHash: tokenHash(token),
      tokenExpiresAt: new Date(now.getTime() + MANAGE_TOKEN_SECONDS * 1000).toISOString(),
    };
    tx.update(RESERVATIONS, r.id, { manage, updatedAt: now.toISOString() });
    return { kind: 'ok', reservation: { ...fresh, manage }, token };
  });
  if (outcome.kind === 'wrong') throw otpRefusal('manage', outcome);
  const settings = await readSettings(deps.store);
  return {
    reservation: reservationView(outcome.reservation),
    token: outcome.token,
    tokenExpiresInSeconds: MANAGE_TOKEN_SECONDS,
    ...sessionState(settings, outcome.reservation, now),
  };
}

// 403, not 401: a 401 would make the web client sign a logged-in customer out.
const sessionOver = () => new AppError('verification_expired', 'Your verification has expired. Please verify your phone again.');

/** The booking whose live manage token this is, found outside the transaction (which checks it again). */
async function holderOf(deps: AppDeps, reference: string, hash: string): Promise<Reservation> {
  const candidates = await deps.store.query<ReservationDoc>(RESERVATIONS, { where: [{ field: 'reference', op: '==', value: reference }], limit: 10 });
  const r = candidates.find((c) => c.manage?.tokenHash && sameHash(c.manage.tokenHash, hash));
  if (!r) throw sessionOver();
  return r;
}

/** Inside the transaction: the token is still this booking's and still live. */
function checkToken(fresh: ReservationDoc | null, hash: string, now: Date): asserts fresh is ReservationDoc & { manage: ManageState } {
  if (!fresh?.manage?.tokenHash || !sameHash(fresh.manage.tokenHash, hash)) throw sessionOver();
  if (!fresh.manage.tokenExpiresAt || Date.parse(fresh.manage.tokenExpiresAt) <= now.getTime()) throw sessionOver();
}

export interface BookingChange {
  date: string;
  time: string;
  partySize: number;
}

export const CHANGED = 'Reservation changed';
export const UNCHANGED = 'Your reservation already has this date, time and party size: nothing was changed.';

/**
 * POST /manage/change: moves a confirmed booking to another date, time or party
 * size. The rules of a new booking apply; the new seats are taken and the old ones
 * freed in one transaction, or nothing changes. Each change is texted once.
 */
export async function changeByGuest(deps: AppDeps, reference: string, token: string, to: BookingChange): Promise<{ message: string; data: ManageChangeView }> {
  const now = deps.clock.now();
  const hash = tokenHash(token);
  const r = await holderOf(deps, reference, hash);

  const outcome = await deps.store.transaction(async (tx) => {
    const fresh = await tx.get<ReservationDoc>(RESERVATIONS, r.id);
    checkToken(fresh, hash, now);
    const settings = await readSettings(tx);
    if (fresh.status === 'cancelled') throw conflict('This reservation is already cancelled.');
    if (fresh.status !== 'confirmed') throw conflict(`Only a confirmed reservation can be changed online. Please call us on ${settings.identity.phone}.`);
    if (!manageable(settings, fresh, now)) throw conflict('This reservation can no longer be changed.');
    const same = fresh.date === to.date && fresh.time === to.time && fresh.partySize === to.partySize;
    if (same) return { changed: false, settings, reservation: { ...fresh, id: r.id }, textId: null };
    if (!cancelOpen(settings, fresh, now)) throw conflict(changeClosedText(settings), { phone: settings.identity.phone });
    // The same rules as a new booking, with the same words; 409 because the booking stands as it was.
    const why = bookingRefusal(settings, to, now);
    if (why) throw conflict(why.message, { field: why.field, next: why.next });
    const allowance = settings.booking.maxBookingsPerPhonePerDay;
    if (to.date !== fresh.date && (await confirmedOn(tx, fresh.phone, to.date, allowance)) >= allowance)
      throw conflict(phoneLimitText(settings, to.date), { field: 'date' });

    const moving = to.date !== fresh.date || to.time !== fresh.time;
    const from = await readSlot(tx, fresh.date, fresh.time, now);
    const into = moving ? await readSlot(tx, to.date, to.time, now) : from;
    const changes = typeof fresh.changes === 'number' ? fresh.changes + 1 : 1;
    const textId = notificationId('reservation-changed', `${r.id}_${changes}`);
    const texted = (await tx.get(NOTIFICATIONS, textId)) !== null;
    // Its own seats do not count against it when only the party size changes.
    if (!partyFits(into, to.partySize, now, slotCap(settings), r.id)) throw slotFull();
    if (moving) writeSlot(tx, withoutReservation(from, r.id, now), settings.locale.timeZone);
    writeSlot(tx, withBooking(into, r.id, to.partySize, now), settings.locale.timeZone);
    // An admin's undo restores the seats as they were before it: it no longer applies once the guest moved them.
    const patch = {
      date: to.date,
      time: to.time,
      partySize: to.partySize,
      changes,
      lastMove: null,
      updatedAt: now.toISOString(),
      // A moved booking is reminded of its new time.
      ...reminderFields({ ...fresh, ...to }, settings.locale.timeZone),
    };
    tx.update(RESERVATIONS, r.id, patch);
    const moved = { ...fresh, ...patch, id: r.id };
    if (texted) return { changed: true, settings, reservation: moved, textId: null };
    const queued = queueText(
      tx,
      {
        kind: 'reservation-changed',
        subjectType: 'reservation',
        subjectId: r.id,
        phone: fresh.phone,
        text: reservationChangedText(settings, moved, langOf(fresh)),
      },
      now,
      now,
      textId,
    );
    return { changed: true, settings, reservation: moved, textId: queued };
  });
  await deliver(deps, [outcome.textId]);
  const data: ManageChangeView = {
    reservation: reservationView(outcome.reservation),
    changed: outcome.changed,
    ...sessionState(outcome.settings, outcome.reservation, now),
  };
  return { message: outcome.changed ? CHANGED : UNCHANGED, data };
}

/** POST /manage/cancel: the token proves the phone; the seats are freed in the same transaction. */
export async function cancelByGuest(deps: AppDeps, reference: string, token: string): Promise<ReservationView> {
  const now = deps.clock.now();
  const hash = tokenHash(token);
  const r = await holderOf(deps, reference, hash);

  const outcome = await deps.store.transaction(async (tx) => {
    const fresh = await tx.get<ReservationDoc>(RESERVATIONS, r.id);
    checkToken(fresh, hash, now);
    if (fresh.status === 'cancelled') throw conflict('This reservation is already cancelled.');
    const settings = await readSettings(tx);
    if (!manageable(settings, fresh, now)) throw conflict('This reservation can no longer be cancelled.');
    if (!cancelOpen(settings, fresh, now)) throw conflict(cancelClosedText(settings), { phone: settings.identity.phone });
    const slot = await readSlot(tx, fresh.date, fresh.time, now);
    const texted = await alreadyQueued(tx, 'reservation-self-cancelled', fresh.id);
    writeSlot(tx, withoutReservation(slot, fresh.id, now), settings.locale.timeZone);
    const patch = {
      status: 'cancelled' as const,
      holdExpiresAt: null,
      manage: { ...fresh.manage, tokenHash: null, tokenExpiresAt: null },
      updatedAt: now.toISOString(),
      remindBefore: null,
    };
    tx.update(RESERVATIONS, fresh.id, patch);
    // Only a booking that was confirmed was ever told it was: a pending one never had a table to give back.
    const textId =
      fresh.status === 'confirmed' && !texted
        ? queueText(
            tx,
            {
              kind: 'reservation-self-cancelled',
              subjectType: 'reservation',
              subjectId: fresh.id,
              phone: fresh.phone,
              text: reservationSelfCancelledText(settings, fresh, langOf(fresh)),
            },
            now,
          )
        : null;
    return { reservation: { ...fresh, ...patch }, textId };
  });
  await deliver(deps, [outcome.textId]);
  return reservationView(outcome.reservation);
}
