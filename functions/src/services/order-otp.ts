import type { AppDeps } from '../deps';
import { exposesTestOtp } from '../deps';
import { ORDERS } from '../domain/collections';
import { orderView, type OrderDoc, type OrderView } from '../domain/orders';
import { OTP_POLICY } from '../domain/restaurant';
import { AppError, conflict, notFound, tooMany } from '../lib/errors';
import { chargeSend, readSendGuard } from './send-guard';
import { afterUse, afterWrongTry, issueOtp, judgeOtp, resendWaitSeconds } from './otp';
import { OTP_REFUSAL_TEXTS, otpRefusal, textCodeAfterCommit } from './otp-policy';
import { ORDER_OTP_PURPOSE } from './place-order';
import { alreadyQueued, deliver, queueText } from './notifications';
import { readSettings } from './settings';
import { orderConfirmedText } from '../domain/notifications';
import { nextOpening, orderingClosedReason } from '../domain/settings';
import { orderReference } from '../domain/references';
import { readTokenCounter } from './bill';
import { readRollupChange, reportStamp } from './report-rollup';
import { readPickupConfirm, readPickupExtend } from './pickup';
import { readGuest, startGuest } from './guest-record';
import { guestBadge } from '../domain/guests';
import { restaurantDate } from '../domain/time';

export const OTP_TEXTS = {
  verified: 'OTP verified! Order confirmed.',
  notFound: 'Order not found',
} as const;

/** A right code that came after ordering closed: nothing goes to the kitchen, and the guest is told why. */
const orderClosedBeforeConfirmed = (reason: string, next: { date: string; time: string } | null) =>
  new AppError('ordering_closed', `Your order was not confirmed and has not gone to the kitchen. ${reason}`, { reason: 'closed', nextOpening: next });

/**
 * Judges the code and records the outcome in one transaction: parallel wrong
 * guesses are serialised, so at most 5 of them are ever compared.
 */
export async function verifyOrderOtp(deps: AppDeps, id: string, otp: string): Promise<OrderView> {
  const now = deps.clock.now();
  const outcome = await deps.store.transaction(async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, id);
    if (!order) throw notFound(OTP_TEXTS.notFound);
    if (!order.otp) throw new AppError('otp_used', OTP_REFUSAL_TEXTS.order.used);
    const verdict = judgeOtp(order.otp, otp, now);
    if (verdict.kind === 'ok') {
      const settings = await readSettings(tx);
      // Confirming is what sends an order to the kitchen: after the last order time it is refused, and the order stays unconfirmed.
      // A takeaway with a pickup time was held to the pickup rules instead: it may be ordered for later while closed now.
      const forLater = Boolean(order.pickupSlot) && settings.ordering.accepting;
      const closed = forLater ? null : orderingClosedReason(settings, now);
      if (closed) return { verdict: { kind: 'closed' as const, reason: closed, nextOpening: nextOpening(settings, now) }, view: null, textId: null };
      const pickup = await readPickupConfirm(tx, { ...order, id }, settings, now);
      const texted = await alreadyQueued(tx, 'order-confirmed', id);
      const token = await readTokenCounter(tx, settings, now);
      const guest = await readGuest(tx, order.phone);
      const badge = guestBadge(guest, settings.guests, restaurantDate(now, settings.locale.timeZone));
      const confirmed = {
        isVerified: true,
        verifiedAt: now.toISOString(),
        updatedAt: now.toISOString(),
        otp: afterUse(order.otp, now),
        ...reportStamp(order.createdAt, settings.locale.timeZone),
      };
      // The order enters the day's figures in the transaction that confirms it.
      const rollup = await readRollupChange(tx, order, { ...order, ...confirmed }, { at: confirmed.verifiedAt, by: order.name });
      const patch = {
        ...confirmed,
        ...token.take(),
        guestBadge: badge,
        // Reliability instead of deposits: the kitchen waits until the counter has called this guest back.
        callBack: order.orderType === 'takeaway' && badge?.confirmFirst ? { doneAt: null, by: null } : null,
      };
      tx.update(ORDERS, id, patch);
      rollup();
      pickup.keep();
      startGuest(tx, guest, order, now);
      // The confirmation text carries the tracking link; it is queued with the confirmation, once.
      const facts = { reference: orderReference(id), orderType: order.orderType, tableNumber: order.tableNumber };
      const textId = texted
        ? null
        : queueText(tx, { kind: 'order-confirmed', subjectType: 'order', subjectId: id, phone: order.phone, text: orderConfirmedText(settings, facts) }, now);
      return { verdict, view: orderView({ ...order, ...patch }), textId };
    }
    if (verdict.kind === 'wrong') tx.update(ORDERS, id, { otp: afterWrongTry(order.otp) });
    return { verdict, view: null, textId: null };
  });
  if (outcome.verdict.kind === 'closed') throw orderClosedBeforeConfirmed(outcome.verdict.reason, outcome.verdict.nextOpening);
  if (outcome.verdict.kind !== 'ok') throw otpRefusal('order', outcome.verdict);
  await deliver(deps, [outcome.textId]);
  return outcome.view!;
}

export interface ResendReply {
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  testOtp?: string;
}

/** A new code 60 s after the last send: it replaces the old one and resets the tries. */
export async function resendOrderOtp(deps: AppDeps, id: string, ip: string): Promise<ResendReply> {
  const now = deps.clock.now();
  const issued = await deps.store.transaction(async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, id);
    if (!order) throw notFound(OTP_TEXTS.notFound);
    if (order.isVerified || !order.otp) throw conflict('This order is already confirmed');
    const guard = await readSendGuard(tx, ip, order.phone, now);
    const wait = resendWaitSeconds(order.otp, now);
    if (wait > 0) throw tooMany(`Please wait ${wait} seconds before requesting a new OTP`, wait);
    const pickup = await readPickupExtend(tx, { ...order, id }, now);
    chargeSend(tx, guard, now);
    const { code, state } = issueOtp(now);
    tx.update(ORDERS, id, { otp: state, updatedAt: now.toISOString() });
    pickup.extend(state.expiresAt);
    return { phone: order.phone, code };
  });
  const reply: ResendReply = {
    otpExpiresInSeconds: OTP_POLICY.validSeconds,
    resendInSeconds: OTP_POLICY.resendAfterSeconds,
    ...(exposesTestOtp(deps) ? { testOtp: issued.code } : {}),
  };
  return textCodeAfterCommit(deps, { phone: issued.phone, code: issued.code, purpose: ORDER_OTP_PURPOSE }, reply);
}
