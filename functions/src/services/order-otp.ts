import type { AppDeps } from '../deps';
import { exposesTestOtp } from '../deps';
import { ORDERS } from '../domain/collections';
import { unconfirmedExpireAt } from '../domain/expiry';
import { orderView, type OrderDoc, type OrderView } from '../domain/orders';
import { OTP_POLICY } from '../domain/restaurant';
import { AppError, conflict, notFound, tooMany } from '../lib/errors';
import { chargeSend, readSendGuard } from './send-guard';
import { afterUse, afterWrongTry, codeTextSegments, issueOtp, judgeOtp, resendWaitSeconds } from './otp';
import { firstChannel } from '../domain/notifications';
import { ORDER_OTP_PURPOSE, OTP_REFUSAL_TEXTS, otpRefusal, textCodeAfterCommit } from './otp-policy';
import { deliver } from './notifications';
import { readConfirmation } from './confirm-order';
import { counterTransaction } from './contended';
import { readSettings } from './settings';
import { nextOpening, orderingClosedReason } from '../domain/settings';
import { readPickupExtend } from './pickup';
import { readHoldRetake } from './holds';
import { langOf } from '../domain/languages';

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
  // A right code takes the day's token and counts in the report day: hot documents in a rush.
  const outcome = await counterTransaction(deps.store, async (tx) => {
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
      const confirmation = await readConfirmation(tx, { ...order, id }, settings, now, { otp: afterUse(order.otp, now) });
      const { order: confirmed, textId } = confirmation.commit();
      return { verdict, view: orderView(confirmed), textId };
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
    // The settings name the budget's day and channel, and the restaurant's name sizes the code text (its SMS segments).
    const settings = await readSettings(tx);
    const codeSize = codeTextSegments(ORDER_OTP_PURPOSE, settings.identity.name, langOf(order));
    const guard = await readSendGuard(tx, ip, order.phone, now, settings.locale.timeZone, firstChannel(settings), codeSize);
    const wait = resendWaitSeconds(order.otp, now);
    if (wait > 0) throw tooMany(`Please wait ${wait} seconds before requesting a new OTP`, wait);
    const pickup = await readPickupExtend(tx, { ...order, id }, now);
    // A hold already released takes its thalis again, or is refused before anything is texted.
    const hold = await readHoldRetake(tx, { ...order, id });
    chargeSend(tx, guard, now);
    const { code, state } = issueOtp(now);
    tx.update(ORDERS, id, {
      otp: state,
      heldUntil: state.expiresAt,
      ...hold.retake(),
      updatedAt: now.toISOString(),
      expireAt: unconfirmedExpireAt(state.expiresAt),
    });
    pickup.extend(state.expiresAt);
    return { phone: order.phone, code, lang: langOf(order) };
  });
  const reply: ResendReply = {
    otpExpiresInSeconds: OTP_POLICY.validSeconds,
    resendInSeconds: OTP_POLICY.resendAfterSeconds,
    ...(exposesTestOtp(deps) ? { testOtp: issued.code } : {}),
  };
  return textCodeAfterCommit(deps, { phone: issued.phone, code: issued.code, purpose: ORDER_OTP_PURPOSE, lang: issued.lang }, reply);
}
