import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../deps';
import { exposesTestOtp } from '../deps';
import { withoutReservation, type ManageSessionView, type ReservationView } from '../domain/booking';
import { cancelClosedText, cancelDeadline, cancelOpen, closedOn, slotStarted } from '../domain/booking-rules';
import { RESERVATIONS } from '../domain/collections';
import { OTP_POLICY } from '../domain/restaurant';
import { slotsOn, type Settings } from '../domain/settings';
import { AppError, conflict } from '../lib/errors';
import { log } from '../lib/log';
import { chargeSend, readSendGuard } from './send-guard';
import { refuseWhenBudgetSpent } from './sms-budget';
import { hitLimit, LIMITS } from './limits';
import { afterUse, afterWrongTry, issueOtp, judgeOtp, resendWaitSeconds, type OtpVerdict } from './otp';
import { OTP_REFUSAL_TEXTS, otpRefusal, textCodeAfterCommit } from './otp-policy';
import { readSlot, reservationView, writeSlot, type ManageState, type Reservation, type ReservationDoc } from './reservations';
import { readSettings } from './settings';
import { alreadyQueued, deliver, queueText } from './notifications';
import { reservationSelfCancelledText } from '../domain/notifications';

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
      const guard = await readSendGuard(tx, null, phone, now, settings.locale.timeZone);
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
  return { ...reply, data: await textCodeAfterCommit(deps, { phone, code, purpose: 'manage your table reservation' }, data) };
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
  const canCancel = cancellable(settings, outcome.reservation, now);
  const live = ['pending', 'requested', 'confirmed'].includes(outcome.reservation.status);
  return {
    reservation: reservationView(outcome.reservation),
    token: outcome.token,
    tokenExpiresInSeconds: MANAGE_TOKEN_SECONDS,
    canCancel,
    cancelUntil: live ? cancelDeadline(settings, outcome.reservation).toISOString() : null,
    cancelClosed: live && !canCancel ? cancelClosedText(settings) : null,
    closedNotice: live ? closedDayNotice(settings, outcome.reservation) : null,
  };
}

/** POST /manage/cancel: the token proves the phone; the seats are freed in the same transaction. */
export async function cancelByGuest(deps: AppDeps, reference: string, token: string): Promise<ReservationView> {
  const now = deps.clock.now();
  // 403, not 401: a 401 would make the web client sign a logged-in customer out.
  const sessionOver = () => new AppError('verification_expired', 'Your verification has expired. Please verify your phone again.');
  const candidates = await deps.store.query<ReservationDoc>(RESERVATIONS, { where: [{ field: 'reference', op: '==', value: reference }], limit: 10 });
  const hash = tokenHash(token);
  const r = candidates.find((c) => c.manage?.tokenHash && sameHash(c.manage.tokenHash, hash));
  if (!r) throw sessionOver();

  const outcome = await deps.store.transaction(async (tx) => {
    const fresh = await tx.get<ReservationDoc>(RESERVATIONS, r.id);
    if (!fresh?.manage?.tokenHash || !sameHash(fresh.manage.tokenHash, hash)) throw sessionOver();
    if (!fresh.manage.tokenExpiresAt || Date.parse(fresh.manage.tokenExpiresAt) <= now.getTime()) throw sessionOver();
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
              text: reservationSelfCancelledText(settings, fresh),
            },
            now,
          )
        : null;
    return { reservation: { ...fresh, ...patch }, textId };
  });
  await deliver(deps, [outcome.textId]);
  return reservationView(outcome.reservation);
}
