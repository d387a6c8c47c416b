import type { AppDeps } from '../deps';
import { langOf } from '../domain/languages';
import { firstChannel } from '../domain/notifications';
import { GATEWAY_ORDERS, ORDERS, PAYMENT_EVENTS, REFUNDS } from '../domain/collections';
import { unconfirmedExpireAt } from '../domain/expiry';
import { methodRefusal, ONLINE_PAYMENT_TEXTS, type CheckoutPayment, type CheckoutPaymentInput, type OrderOnline } from '../domain/online-payment';
import { orderView, type OrderDoc, type OrderView } from '../domain/orders';
import type { OrderPayment } from '../domain/invoice';
import type { OrderRefund, RefundDoc } from '../domain/refunds';
import { orderReference } from '../domain/references';
import { AppError, badRequest, notFound } from '../lib/errors';
import { exposesTestOtp } from '../deps';
import { OTP_POLICY } from '../domain/restaurant';
import { chargeSend, readSendGuard } from './send-guard';
import { codeTextSegments, issueOtp } from './otp';
import { ORDER_OTP_PURPOSE, textCodeAfterCommit } from './otp-policy';
import type { ResendReply } from './order-otp';
import { readPickupExtend, readPickupRelease } from './pickup';
import { releaseLapsedHolds } from './holds';
import { log } from '../lib/log';
import { StoreError, type TxStore, type WithId } from '../ports';
import { readInvoiceCounter } from './bill';
import { counterTransaction } from './contended';
import { readConfirmation } from './confirm-order';
import { deliver } from './notifications';
import { readSettings } from './settings';
import { givePlatesBack, holdsPlates, readOrderThalis } from './thali';

/**
 * Paying online: the gateway's order opened after ours is stored, the guest's payment proven by
 * Checkout's signature or the gateway's webhook (whichever comes first confirms; the other changes
 * nothing), holds that expire unpaid, and refunds sent to the gateway after the change that
 * decided them has committed. No gateway call ever runs inside a transaction.
 */

/** gateway_orders/{id}: our order a gateway order pays. */
interface GatewayOrderDoc {
  [key: string]: unknown;
  orderId: string;
  createdAt: string;
}

const GATEWAY_BY = { uid: 'payment-gateway', name: 'Online payment' } as const;

/**
 * Opens the gateway's order for an order just placed to be paid online, for its total as the
 * server priced it, and records it on the order. The gateway failing (or not set up) ends the
 * hold at once, so the plates and pickup slot go back, and answers 503 payment_unavailable.
 */
export async function openOnlinePayment(deps: AppDeps, orderId: string, keyId: string): Promise<CheckoutPayment> {
  const order = await deps.store.get<OrderDoc>(ORDERS, orderId);
  if (!order?.online) throw notFound('Order not found');
  if (order.online.gatewayOrderId) return checkoutPayment(order.online, keyId);
  let opened;
  try {
    opened = await deps.payments.createOrder({
      keyId,
      amountCents: order.online.amountCents,
      currency: order.online.currency,
      receipt: orderReference(orderId),
      notes: { orderId, reference: orderReference(orderId) },
    });
  } catch (e) {
    log.warn('payment gateway refused to open an order', { orderId, error: e instanceof Error ? e.message : String(e) });
    await releaseHold(deps, orderId, 'The payment gateway did not answer');
    throw new AppError('payment_unavailable', ONLINE_PAYMENT_TEXTS.unavailable);
  }
  const now = deps.clock.now().toISOString();
  const online = await deps.store.transaction(async (tx) => {
    const current = await tx.get<OrderDoc>(ORDERS, orderId);
    if (!current?.online) throw notFound('Order not found');
    if (current.online.gatewayOrderId) return current.online;
    const next: OrderOnline = { ...current.online, gatewayOrderId: opened.id };
    tx.update(ORDERS, orderId, { online: next, updatedAt: now });
    tx.create(GATEWAY_ORDERS, opened.id, { orderId, createdAt: now } satisfies GatewayOrderDoc);
    return next;
  });
  return checkoutPayment(online, keyId);
}

export const checkoutPayment = (o: OrderOnline, keyId: string): CheckoutPayment => ({
  gateway: o.gateway,
  keyId,
  gatewayOrderId: o.gatewayOrderId,
  amount: o.amountCents,
  currency: o.currency,
  holdUntil: o.holdUntil,
});

/** A captured payment as the Checkout handler or a webhook reports it. */
interface Capture {
  gatewayOrderId: string;
  paymentId: string;
  /** Known from a webhook; Checkout's handler does not say (the gateway order's amount was fixed). */
  amountCents: number | null;
  currency: string | null;
  feeCents: number | null;
}

type CaptureOutcome =
  | { kind: 'confirmed'; order: WithId<OrderDoc>; textId: string | null }
  | { kind: 'already'; order: WithId<OrderDoc> }
  | { kind: 'refund'; order: WithId<OrderDoc>; refund: OrderRefund; why: 'expired' | 'mismatch' | 'twice' }
  | { kind: 'ignored'; why: string };

/**
 * Records a captured payment on its order in one transaction. A waiting order is confirmed paid:
 * verified, a token, its invoice number (the payment is the sale), the kitchen sees it, and its
 * confirmation text goes once. The same payment again changes nothing. A payment the order can't
 * take (it expired, its amount differs, or it was paid already by another payment) is kept as a
 * refund due, so that money never stays without an order.
 */
async function recordCapture(deps: AppDeps, orderId: string, capture: Capture): Promise<CaptureOutcome> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const refundId = deps.store.newId();
  // Confirming takes the day's token, the report day and the year's invoice number: hot documents in a rush.
  return counterTransaction(deps.store, async (tx): Promise<CaptureOutcome> => {
    const order = await tx.get<OrderDoc>(ORDERS, orderId);
    if (!order?.online || order.online.gatewayOrderId !== capture.gatewayOrderId) return { kind: 'ignored', why: 'no order for this gateway order' };
    const online = order.online;
    if (online.paymentId === capture.paymentId || order.strayPayments?.includes(capture.paymentId))
      return { kind: 'already', order: { ...order, id: orderId } };
    const amountCents = capture.amountCents ?? online.amountCents;
    const mismatch = amountCents !== online.amountCents || (capture.currency !== null && capture.currency !== online.currency);
    const why = online.state === 'expired' ? 'expired' : online.state === 'paid' ? 'twice' : mismatch ? 'mismatch' : null;
    if (why) {
      // Money the order can't take goes back through the gateway; its record keeps it traceable.
      const refund: OrderRefund = {
        id: refundId,
        amountCents,
        mode: 'online',
        at,
        by: GATEWAY_BY,
        reason: REFUND_REASON[why],
        kind: 'cancel',
        gateway: { refundId: '', status: 'pending' },
      };
      writeGatewayRefund(tx, { ...order, id: orderId }, refund, capture.paymentId, {
        strayPayments: [...(order.strayPayments ?? []), capture.paymentId],
        updatedAt: at,
      });
      return { kind: 'refund', order: { ...order, id: orderId }, refund, why };
    }
    const settings = await readSettings(tx);
    const invoice = await readInvoiceCounter(tx, order, settings, now);
    const payment: OrderPayment = {
      parts: [{ mode: 'online', amountCents, gatewayPaymentId: capture.paymentId, feeCents: capture.feeCents }],
      modes: ['online'],
      at,
      by: GATEWAY_BY,
    };
    const paid: Partial<OrderDoc> = {
      isPaid: true,
      payment,
      paidAt: at,
      online: { ...online, state: 'paid', paymentId: capture.paymentId, paidAt: at },
      awaitingPaymentUntil: null,
    };
    const confirmation = await readConfirmation(tx, { ...order, id: orderId }, settings, now, paid);
    const { order: confirmed, textId } = confirmation.commit(invoice.take());
    return { kind: 'confirmed', order: confirmed, textId };
  });
}

const REFUND_REASON = {
  expired: 'Paid after the order expired unpaid: refunded automatically',
  mismatch: 'The payment did not match the order total: refunded automatically',
  twice: 'The order was already paid: the second payment refunded automatically',
} as const;

/** Writes the refund of a payment the order could not take: on the order (with `more` of its fields) and in refunds/{id}, due at the gateway. */
export function writeGatewayRefund(tx: TxStore, order: WithId<OrderDoc>, refund: OrderRefund, paymentId: string, more: Partial<OrderDoc>): void {
  tx.create(REFUNDS, refund.id, {
    ...refund,
    orderId: order.id,
    reference: orderReference(order.id),
    name: order.name,
    gatewayPaymentId: paymentId,
    gatewayDue: true,
  } satisfies RefundDoc);
  // A payment the order never took is given back apart from its own: what the order itself may still refund stays as it was.
  // Money moved, so the order is kept (no TTL deletion) even if it was never confirmed.
  tx.update(ORDERS, order.id, { ...more, refunds: [...(order.refunds ?? []), refund], expireAt: null });
}

/** POST /api/orders/{id}/payment from Checkout: the signature proves the payment; a bad one answers 400 payment_signature and changes nothing. */
export async function confirmCheckoutPayment(deps: AppDeps, orderId: string, input: CheckoutPaymentInput): Promise<OrderView> {
  const order = await deps.store.get<OrderDoc>(ORDERS, orderId);
  if (!order) throw notFound('Order not found');
  const online = order.online;
  const genuine =
    online !== null &&
    online !== undefined &&
    online.gatewayOrderId === input.razorpay_order_id &&
    deps.payments.verifyPayment({ gatewayOrderId: input.razorpay_order_id, paymentId: input.razorpay_payment_id, signature: input.razorpay_signature });
  if (!genuine) throw new AppError('payment_signature', ONLINE_PAYMENT_TEXTS.signature);
  const outcome = await recordCapture(deps, orderId, {
    gatewayOrderId: input.razorpay_order_id,
    paymentId: input.razorpay_payment_id,
    amountCents: null,
    currency: null,
    feeCents: null,
  });
  return afterCapture(deps, outcome);
}

async function afterCapture(deps: AppDeps, outcome: CaptureOutcome): Promise<OrderView> {
  if (outcome.kind === 'ignored') throw notFound('Order not found');
  if (outcome.kind === 'confirmed') await deliver(deps, [outcome.textId]);
  if (outcome.kind === 'refund') {
    await sendDueRefunds(deps, outcome.order.id);
    if (outcome.why === 'expired') throw new AppError('order_expired', `${ONLINE_PAYMENT_TEXTS.expired} Your payment will be refunded.`);
  }
  const fresh = await deps.store.get<OrderDoc>(ORDERS, outcome.order.id);
  return orderView(fresh ?? outcome.order);
}

/** A Razorpay webhook event, as much of it as we read. */
interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string; fee?: number | null; error_description?: string | null } };
    refund?: { entity?: { id?: string; payment_id?: string; amount?: number; status?: string; notes?: Record<string, string> | unknown[] } };
  };
}

export type WebhookResult = 'handled' | 'duplicate' | 'ignored';

/**
 * POST /api/payments/webhook: the gateway's word, signed with the webhook secret over the raw body
 * (a wrong signature answers 400 and changes nothing). Each event id is handled once: payment.captured
 * confirms the order as Checkout's handler would (a guest who closed the tab still gets it),
 * payment.failed records the failure, and refund.processed marks the refund processed.
 */
export async function handleWebhook(deps: AppDeps, rawBody: Buffer, signature: string, eventId: string | undefined): Promise<WebhookResult> {
  if (!deps.payments.verifyWebhook(rawBody, signature)) throw new AppError('payment_signature', ONLINE_PAYMENT_TEXTS.webhookSignature);
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
  } catch {
    throw new AppError('validation_failed', 'The webhook body is not JSON');
  }
  const id = eventId && /^[A-Za-z0-9_-]{1,64}$/.test(eventId) ? eventId : null;
  const at = deps.clock.now().toISOString();
  if (id) {
    // The event is claimed before it is acted on: of two deliveries at once, one acts and the other is a duplicate.
    try {
      await deps.store.create(PAYMENT_EVENTS, id, { event: event.event ?? '', at, result: 'processing' });
    } catch (e) {
      if (e instanceof StoreError && e.code === 'already-exists') return 'duplicate';
      throw e;
    }
  }
  let result: WebhookResult;
  try {
    result = await handleEvent(deps, event);
  } catch (e) {
    // Not handled: the claim goes, so the gateway's retry of this event is acted on.
    if (id) await deps.store.delete(PAYMENT_EVENTS, id);
    throw e;
  }
  if (id) await deps.store.update(PAYMENT_EVENTS, id, { result });
  return result;
}

async function handleEvent(deps: AppDeps, event: WebhookEvent): Promise<WebhookResult> {
  const payment = event.payload?.payment?.entity;
  if (event.event === 'payment.captured' && payment?.id && payment.order_id) {
    const orderId = await orderOfGatewayOrder(deps, payment.order_id);
    if (!orderId) return 'ignored';
    const outcome = await recordCapture(deps, orderId, {
      gatewayOrderId: payment.order_id,
      paymentId: payment.id,
      amountCents: typeof payment.amount === 'number' ? payment.amount : null,
      currency: typeof payment.currency === 'string' ? payment.currency : null,
      feeCents: typeof payment.fee === 'number' ? payment.fee : null,
    });
    if (outcome.kind === 'ignored') return 'ignored';
    if (outcome.kind === 'confirmed') await deliver(deps, [outcome.textId]);
    if (outcome.kind === 'refund') await sendDueRefunds(deps, orderId);
    return 'handled';
  }
  if (event.event === 'payment.failed' && payment?.order_id) {
    const orderId = await orderOfGatewayOrder(deps, payment.order_id);
    if (!orderId) return 'ignored';
    await recordFailure(deps, orderId, payment.order_id, payment.error_description || 'The payment failed');
    return 'handled';
  }
  const refund = event.payload?.refund?.entity;
  if (event.event === 'refund.processed' && refund?.id) {
    const notes = refund.notes && !Array.isArray(refund.notes) ? (refund.notes as Record<string, string>) : {};
    return (await markRefundProcessed(deps, refund.id, notes)) ? 'handled' : 'ignored';
  }
  return 'ignored';
}

async function orderOfGatewayOrder(deps: AppDeps, gatewayOrderId: string): Promise<string | null> {
  const doc = await deps.store.get<GatewayOrderDoc>(GATEWAY_ORDERS, gatewayOrderId);
  return doc?.orderId ?? null;
}

/** A failed attempt: the order stays waiting (the guest may try again until its hold ends), with the failure shown. */
export async function recordFailure(deps: AppDeps, orderId: string, gatewayOrderId: string, reason: string): Promise<void> {
  const at = deps.clock.now().toISOString();
  await deps.store.transaction(async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, orderId);
    if (!order?.online || order.online.gatewayOrderId !== gatewayOrderId || order.online.state !== 'waiting') return;
    tx.update(ORDERS, orderId, { online: { ...order.online, lastFailure: { at, reason: reason.slice(0, 200) } }, updatedAt: at });
  });
}

/** Finds the refund by the gateway's id, or by our id in its notes when the webhook outran the refund call's answer. */
async function markRefundProcessed(deps: AppDeps, gatewayRefundId: string, notes: Record<string, string>): Promise<boolean> {
  const ours =
    typeof notes.refundId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(notes.refundId) ? await deps.store.get<RefundDoc>(REFUNDS, notes.refundId) : null;
  const docs = ours
    ? [ours]
    : await deps.store.query<RefundDoc>(REFUNDS, {
        where: [{ field: 'gatewayRefundId', op: '==', value: gatewayRefundId }],
        limit: 1,
      });
  const doc = docs[0];
  if (!doc) return false;
  await settleRefund(deps, doc.orderId, doc.id, { refundId: gatewayRefundId, status: 'processed' });
  return true;
}

/** Writes the gateway's answer to a refund on the order and on refunds/{id}. */
async function settleRefund(deps: AppDeps, orderId: string, refundId: string, gateway: { refundId: string; status: 'pending' | 'processed' | 'failed' }) {
  await deps.store.transaction(async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, orderId);
    const doc = await tx.get<RefundDoc>(REFUNDS, refundId);
    if (!order || !doc) return;
    // A refund already processed stays so: a late "pending" answer never takes it back.
    if (doc.gateway?.status === 'processed') return;
    tx.update(REFUNDS, refundId, { gateway, gatewayRefundId: gateway.refundId, gatewayDue: false });
    tx.update(ORDERS, orderId, {
      refunds: (order.refunds ?? []).map((r) => (r.id === refundId ? { ...r, gateway } : r)),
      updatedAt: deps.clock.now().toISOString(),
    });
  });
}

/**
 * Asks the gateway for the refunds decided but not yet sent (of one order, or any, oldest first),
 * after the change that decided them committed. One that fails stays due, for the scheduled run.
 */
export async function sendDueRefunds(deps: AppDeps, orderId?: string): Promise<number> {
  const due = await deps.store.query<RefundDoc>(REFUNDS, {
    where: [{ field: 'gatewayDue', op: '==', value: true }, ...(orderId ? [{ field: 'orderId', op: '==' as const, value: orderId }] : [])],
    limit: 20,
  });
  let sent = 0;
  const settings = due.length > 0 ? await readSettings(deps.store) : null;
  for (const r of due) {
    const paymentId = r.gatewayPaymentId ?? (await paymentIdOf(deps, r.orderId));
    if (!paymentId || !settings) continue;
    try {
      const answer = await deps.payments.refund({
        keyId: deps.payments.keyIdFor(settings.payments.keyId),
        paymentId,
        amountCents: r.amountCents,
        notes: { orderId: r.orderId, refundId: r.id },
      });
      await settleRefund(deps, r.orderId, r.id, { refundId: answer.id, status: answer.status });
      sent++;
    } catch (e) {
      log.warn('payment gateway refund failed; it stays due', { refundId: r.id, error: e instanceof Error ? e.message : String(e) });
    }
  }
  return sent;
}

async function paymentIdOf(deps: AppDeps, orderId: string): Promise<string | null> {
  const order = await deps.store.get<OrderDoc>(ORDERS, orderId);
  return order?.online?.paymentId ?? null;
}

/**
 * Ends the hold of an order still waiting for its online payment: its thali plates and pickup
 * slot go back and it is marked expired. Nothing counted it (it was never confirmed). A payment
 * that arrives after is refunded (recordCapture).
 */
async function releaseHold(deps: AppDeps, orderId: string, reason: string): Promise<boolean> {
  const now = deps.clock.now();
  const at = now.toISOString();
  return deps.store.transaction(async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, orderId);
    if (!order?.online || order.online.state !== 'waiting') return false;
    const thalis = holdsPlates(order)
      ? await readOrderThalis(
          tx,
          order.items.map((l) => l.menuItemId),
        )
      : null;
    const pickup = await readPickupRelease(tx, { ...order, id: orderId }, now);
    const patch: Partial<OrderDoc> = {
      online: { ...order.online, state: 'expired', lastFailure: order.online.lastFailure ?? { at, reason } },
      awaitingPaymentUntil: null,
      updatedAt: at,
    };
    if (thalis) patch.platesReturned = givePlatesBack(tx, thalis, order);
    tx.update(ORDERS, orderId, patch);
    pickup.give();
    return true;
  });
}

/**
 * Local modes: the payment work and the release of lapsed code holds (holds.ts) on the scheduled period's timer,
 * as the `scheduled` function runs them deployed.
 */
export function startPaymentWork(deps: AppDeps, everyMs = 5 * 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runPaymentWork(deps)
      .then(async (r) => {
        const released = await releaseLapsedHolds(deps);
        if (r.expired || r.refunds || released) log.info('payment work ran', { ...r, released });
      })
      .catch((e: unknown) => log.warn('payment work failed', { error: e instanceof Error ? e.message : String(e) }))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The scheduled run: unpaid online orders past their hold expire; refunds the gateway has not taken yet are sent again. */
export async function runPaymentWork(deps: AppDeps): Promise<{ expired: number; refunds: number }> {
  const now = deps.clock.now().toISOString();
  const waiting = await deps.store.query<OrderDoc>(ORDERS, {
    where: [{ field: 'awaitingPaymentUntil', op: '<=', value: now }],
    orderBy: [{ field: 'awaitingPaymentUntil', direction: 'asc' }],
    limit: 50,
  });
  let expired = 0;
  for (const o of waiting) if (await releaseHold(deps, o.id, 'Not paid in time')) expired++;
  return { expired, refunds: await sendDueRefunds(deps) };
}

/** After a change that gave money back online has committed, the gateway is asked for it; the view then shows its answer. */
export async function withGatewayRefunds(deps: AppDeps, id: string, view: OrderView): Promise<OrderView> {
  if (!view.refunds.some((r) => r.mode === 'online')) return view;
  if ((await sendDueRefunds(deps, id)) === 0) return view;
  const fresh = await deps.store.get<OrderDoc>(ORDERS, id);
  return fresh ? orderView(fresh) : view;
}

/**
 * POST /api/orders/{id}/pay-at-counter: a guest whose online payment failed or who changed their mind
 * pays at the counter instead, where the restaurant allows it. The same order (its plates and pickup
 * time kept) leaves the gateway and takes the counter's path: a code is texted to confirm it. A payment
 * that still arrives for its gateway order is refunded.
 */
export async function switchToCounter(deps: AppDeps, id: string, ip: string): Promise<ResendReply> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const issued = await deps.store.transaction(async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, id);
    if (!order) throw notFound('Order not found');
    if (order.online?.state !== 'waiting' || order.isVerified) throw new AppError('conflict', ONLINE_PAYMENT_TEXTS.notWaiting);
    const settings = await readSettings(tx);
    const refused = methodRefusal(settings.payments, order.orderType, 'counter');
    if (refused) throw badRequest(refused, { field: 'paymentMethod' });
    const codeSize = codeTextSegments(ORDER_OTP_PURPOSE, settings.identity.name, langOf(order));
    const guard = await readSendGuard(tx, ip, order.phone, now, settings.locale.timeZone, firstChannel(settings), codeSize);
    const pickup = await readPickupExtend(tx, { ...order, id }, now);
    chargeSend(tx, guard, now);
    const { code, state } = issueOtp(now);
    tx.update(ORDERS, id, {
      paymentMethod: 'counter',
      otp: state,
      // Paying at the counter, its plates are held as long as its code, as for any order confirmed by code.
      heldUntil: state.expiresAt,
      online: { ...order.online, state: 'expired', lastFailure: { at, reason: 'The guest chose to pay at the counter' } },
      awaitingPaymentUntil: null,
      updatedAt: at,
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
