import { stampStations } from '../domain/kitchen-stations';
import { orderReference } from '../domain/references';
import type { AppDeps } from '../deps';
import { firstChannel } from '../domain/notifications';
import { exposesTestOtp } from '../deps';
import { ORDERS } from '../domain/collections';
import { unconfirmedExpireAt } from '../domain/expiry';
import { toCents, toDollars } from '../domain/money';
import { orderView, type OrderDoc, type OrderType, type OrderView, type PlaceOrderInput, type WalkInOrderInput } from '../domain/orders';
import { orderRates, priceOrder, type OrderRates, type PriceCents } from '../domain/pricing';
import { OTP_POLICY } from '../domain/restaurant';
import { nextOpening, orderingClosedReason, ratesOf, type Settings } from '../domain/settings';
import { AppError, badRequest } from '../lib/errors';
import { readCatalog } from './catalog';
import { remember, replayed } from './idempotency';
import { chargeSend, readSendGuard } from './send-guard';
import { codeTextSegments, issueOtp, resendWaitSeconds, secondsLeft } from './otp';
import { samePendingOrder } from './pending-reuse';
import type { WithId } from '../ports';
import { ORDER_OTP_PURPOSE, textCodeAfterCommit } from './otp-policy';
import { linesFromCatalog, type OrderThalis } from './order-lines';
import { orderableService, thaliLimitText, thaliPlatesIn } from '../domain/thali';
import { readOrderThalis, takePlates } from './thali';
import { readSettings } from './settings';
import { readTokenCounter } from './bill';
import { counterTransaction } from './contended';
import { readRollupChange, reportStamp } from './report-rollup';
import { refuseNonMobile } from './texting';
import { readCounterPickup, readPickupForOrder } from './pickup';
import { platesOf } from '../domain/pickup';
import { readGuest, startGuest } from './guest-record';
import { guestBadge } from '../domain/guests';
import { restaurantDate } from '../domain/time';
import { serviceChargeChoice } from '../domain/service-charge';
import { discountRefusal, discountText, removesDiscount, type DiscountInput, type OrderDiscount } from '../domain/discounts';
import type { StaffRole } from '../domain/staff-roles';
import { auditIn, type Actor } from './audit';
import { methodRefusal, ONLINE_PAYMENT_TEXTS, type OrderOnline, type PaymentMethod } from '../domain/online-payment';
import { LIMITS, readBucket, takeFromBucket } from './limits';
import { openOnlinePayment } from './online-payment';

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

export interface PlaceOrderContext {
  /** The signed-in customer (from the token, never from the body), or null for a guest. */
  customerId: string | null;
  idempotency: { key: string; hash: string } | null;
  /** The client IP the trusted proxy saw: its OTP sends are counted in the order's transaction. */
  ip: string;
}

export type PlacedOrder = OrderView & { otpExpiresInSeconds: number; resendInSeconds: number; priceChanged: boolean; testOtp?: string };

/** The client's amounts are only compared: true when any of them differs from the server's (DECISIONS 7). */
function clientTotalsDiffer(input: PlaceOrderInput, p: PriceCents): boolean {
  const pairs: Array<[number | undefined, number]> = [
    [input.subtotal, p.subtotalCents],
    [input.serviceOrParcelCharge, p.chargeCents],
    [input.tax, p.taxCents],
    [input.total, p.totalCents],
  ];
  return pairs.some(([client, server]) => client !== undefined && toCents(client) !== server);
}

const TYPE_LABEL: Record<OrderType, string> = { 'dine-in': 'Dine-in', takeaway: 'Takeaway' };

/** An order type the restaurant does not offer is refused, naming the ones it does. */
function refuseTypeNotOffered(settings: Settings, orderType: OrderType): void {
  if (settings.ordering.orderTypes.includes(orderType)) return;
  const offered = settings.ordering.orderTypes.map((t) => TYPE_LABEL[t].toLowerCase()).join(' or ');
  throw badRequest(`${TYPE_LABEL[orderType]} orders are not offered right now. Please choose ${offered}.`, { orderTypes: settings.ordering.orderTypes });
}

/** One online order takes at most Settings' thalis per online order, so that one unconfirmed order can't hold a service's plates. */
function refuseTooManyThalis(settings: Settings, items: PlaceOrderInput['items']): void {
  const max = settings.ordering.maxThaliPlates;
  if (thaliPlatesIn(items) > max) throw badRequest(thaliLimitText(max), { field: 'items', maxThaliPlates: max });
}

/**
 * Paused, or outside the open hours: 409, the state of the restaurant conflicts with
 * a new online order. Not 503: nothing is down, a client should not retry on its
 * own, and monitoring should not count it as a server fault.
 */
function refuseWhenClosed(settings: Settings, now: Date): void {
  const reason = orderingClosedReason(settings, now);
  if (!reason) return;
  const paused = !settings.ordering.accepting;
  throw new AppError('ordering_closed', reason, paused ? { reason: 'paused' } : { reason: 'closed', nextOpening: nextOpening(settings, now) });
}

/**
 * A takeaway for a chosen pickup time is held to the pickup rules (lead time, last takeaway time,
 * room) instead of the hours now, so a guest can order for later while the restaurant is closed;
 * a pause of all online orders still refuses it.
 */
function refuseWhenClosedFor(settings: Settings, input: Pick<PlaceOrderInput, 'orderType' | 'pickupAt'>, now: Date): void {
  if (input.orderType === 'takeaway' && input.pickupAt && settings.ordering.accepting) return;
  refuseWhenClosed(settings, now);
}

/** The order's rates and prices from the settings and the offers live now. */
export function priced(
  catalog: Awaited<ReturnType<typeof readCatalog>>,
  settings: Settings,
  input: { items: PlaceOrderInput['items']; orderType: OrderType; serviceCharge?: boolean | undefined },
  now: Date,
  thalis: OrderThalis,
  discount: Pick<OrderDiscount, 'percentBp' | 'amountCents'> | null = null,
) {
  const { lines, clientPriceDiffers } = linesFromCatalog(catalog, input.items, settings, now, thalis);
  const rates: OrderRates = orderRates(input.orderType, ratesOf(settings));
  // Only a declined service charge is kept on the order: a takeaway's parcel charge is not voluntary.
  if (input.orderType === 'dine-in' && !serviceChargeChoice(input.serviceCharge, settings.locale.currencyCode, settings.charges.serviceChargeDefault))
    rates.serviceCharge = false;
  return { lines, clientPriceDiffers, rates, price: priceOrder(lines, rates, discount) };
}

/** A discount given as the order is taken: refused above the role's limit (403 discount_limit), kept with who gave it. */
export function counterDiscount(
  input: DiscountInput | undefined,
  subtotalCents: number,
  settings: Settings,
  actor: Actor & { role: StaffRole },
  at: string,
): OrderDiscount | null {
  if (!input || removesDiscount(input)) return null;
  const refusal = discountRefusal(actor.role, settings.discounts.counterMaxPercent, subtotalCents, input);
  if (refusal)
    throw new AppError(
      refusal.overLimit ? 'discount_limit' : 'validation_failed',
      refusal.message,
      refusal.overLimit ? { limit: settings.discounts.counterMaxPercent } : undefined,
    );
  return { ...input, at, by: { uid: actor.uid, name: actor.name } };
}

/**
 * An online order: refused while ordering is paused, outside the open hours, or for
 * an order type not offered; else priced from the catalog and the settings (rates,
 * offers), stored Pending and unverified with its OTP, in one transaction with the
 * idempotency record and the send guards (IP bucket, phone's send log, SMS budget).
 * Reads: idempotency, settings, catalog, the phone's unconfirmed orders, IP bucket, send log,
 * SMS settings, today's SMS count (8). The same order sent again while its code is good is
 * answered again, texting nothing. Writes: order, idempotency, IP bucket, send log, SMS count (5).
 * The SMS goes out after commit, and never for a replay, which counts nothing.
 */
export async function placeOrder(deps: AppDeps, input: PlaceOrderInput, ctx: PlaceOrderContext): Promise<Reply> {
  const now = deps.clock.now();
  const outcome = await deps.store.transaction(async (tx) => {
    if (ctx.idempotency) {
      const earlier = await replayed(tx, 'order', ctx.idempotency.key, ctx.idempotency.hash);
      if (earlier) return { reply: { status: earlier.status, body: earlier.reply as Record<string, unknown> }, sms: null, online: null };
    }
    const settings = await readSettings(tx);
    refuseNonMobile(settings, input.phone);
    refuseWhenClosedFor(settings, input, now);
    refuseTypeNotOffered(settings, input.orderType);
    refuseTooManyThalis(settings, input.items);
    const catalog = await readCatalog(tx);
    const thalis = {
      docs: await readOrderThalis(
        tx,
        input.items.map((i) => i.id),
      ),
      orderable: orderableService(settings, now, false),
    };
    const { lines, clientPriceDiffers, rates, price } = priced(catalog, settings, input, now, thalis);
    const same = await samePendingOrder(tx, { ...input, customerId: ctx.customerId, lines, totalCents: price.totalCents }, now);
    if (same?.online) {
      const keyId = deps.payments.keyIdFor(settings.payments.keyId);
      return { reply: null, sms: null, online: { id: same.id, keyId, priceChanged: clientPriceDiffers || clientTotalsDiffer(input, price), reused: true } };
    }
    if (same) {
      const reply = reusedOrderReply(same, clientPriceDiffers || clientTotalsDiffer(input, price), now);
      if (ctx.idempotency)
        remember(tx, 'order', ctx.idempotency.key, { bodyHash: ctx.idempotency.hash, status: reply.status, reply: reply.body, createdAt: now.toISOString() });
      return { reply, sms: null, online: null };
    }
    const method: PaymentMethod = input.paymentMethod ?? 'counter';
    const methodRefused = methodRefusal(settings.payments, input.orderType, method);
    if (methodRefused) throw badRequest(methodRefused, { field: 'paymentMethod', online: settings.payments.online[input.orderType] });
    const keyId = method === 'online' ? deps.payments.keyIdFor(settings.payments.keyId) : '';
    if (method === 'online' && !keyId) throw new AppError('payment_unavailable', ONLINE_PAYMENT_TEXTS.unavailable);
    const pickup = input.orderType === 'takeaway' ? await readPickupForOrder(tx, settings, platesOf(lines), input.pickupAt, now) : null;
    const id = deps.store.newId();
    const at = now.toISOString();
    if (method === 'online') {
      // Paid online, the payment is the commitment: no code is texted, so only the caller's IP is counted.
      const bucket = await readBucket(tx, LIMITS.otpSendsPerIp, ctx.ip);
      takeFromBucket(tx, LIMITS.otpSendsPerIp, bucket, now);
      takePlates(tx, thalis.docs, lines);
      const holdUntil = new Date(now.getTime() + settings.payments.holdMinutes * 60_000).toISOString();
      const online: OrderOnline = {
        gateway: deps.payments.kind,
        gatewayOrderId: '',
        amountCents: price.totalCents,
        currency: settings.locale.currencyCode,
        state: 'waiting',
        holdUntil,
        paymentId: null,
        paidAt: null,
        lastFailure: null,
      };
      const order: OrderDoc = {
        ...newOnlineOrder(id, input, ctx, lines, rates, price, at),
        otp: null,
        paymentMethod: 'online',
        online,
        awaitingPaymentUntil: holdUntil,
        ...(pickup ? pickup.take(id, holdUntil) : {}),
        expireAt: unconfirmedExpireAt(holdUntil),
      };
      tx.create(ORDERS, id, order);
      return { reply: null, sms: null, online: { id, keyId, priceChanged: clientPriceDiffers || clientTotalsDiffer(input, price) } };
    }
    const codeSize = codeTextSegments(ORDER_OTP_PURPOSE, settings.identity.name, input.lang);
    const guard = await readSendGuard(tx, ctx.ip, input.phone, now, settings.locale.timeZone, firstChannel(settings), codeSize);
    chargeSend(tx, guard, now);
    takePlates(tx, thalis.docs, lines);

    const { code, state } = issueOtp(now);
    // Unconfirmed, the order holds its plates as long as its code is good; then the scheduled work releases them (holds.ts).
    const pickupFields = { heldUntil: state.expiresAt, ...(pickup ? pickup.take(id, state.expiresAt) : {}) };
    const order: OrderDoc = {
      ...newOnlineOrder(id, input, ctx, lines, rates, price, at),
      otp: state,
      ...pickupFields,
      expireAt: unconfirmedExpireAt(state.expiresAt),
    };
    tx.create(ORDERS, id, order);

    const data: PlacedOrder = {
      ...orderView({ ...order, id }),
      otpExpiresInSeconds: OTP_POLICY.validSeconds,
      resendInSeconds: OTP_POLICY.resendAfterSeconds,
      priceChanged: clientPriceDiffers || clientTotalsDiffer(input, price),
      ...(exposesTestOtp(deps) ? { testOtp: code } : {}),
    };
    const reply: Reply = { status: 201, body: { success: true, message: 'Order placed', data } };
    if (ctx.idempotency) remember(tx, 'order', ctx.idempotency.key, { bodyHash: ctx.idempotency.hash, status: reply.status, reply: reply.body, createdAt: at });
    return {
      reply,
      sms: { phone: input.phone, lang: input.lang, code, settings: { locale: settings.locale, identity: settings.identity, texts: settings.texts } },
      online: null,
    };
  });

  if (outcome.online) return placedOnline(deps, outcome.online, ctx);
  if (outcome.sms) {
    const { phone, code, settings, lang } = outcome.sms;
    await textCodeAfterCommit(deps, { phone, code, purpose: ORDER_OTP_PURPOSE, settings, lang }, outcome.reply!.body.data);
  }
  return outcome.reply!;
}

/** An online order's fields as placed, before its code or its payment: Pending, unverified, unpaid, no code yet. */
function newOnlineOrder(
  id: string,
  input: PlaceOrderInput,
  ctx: PlaceOrderContext,
  lines: OrderDoc['items'],
  rates: OrderRates,
  price: PriceCents,
  at: string,
): OrderDoc {
  return {
    otp: null,
    reference: orderReference(id),
    lang: input.lang,
    name: input.name,
    phone: input.phone,
    customerId: ctx.customerId,
    tableNumber: input.tableNumber,
    orderType: input.orderType,
    items: lines,
    gst: rates.taxApplied,
    rates,
    ...price,
    status: 'Pending',
    isVerified: false,
    isPaid: false,
    source: 'online',
    createdAt: at,
    updatedAt: at,
    verifiedAt: null,
    readyAt: null,
    prepSeconds: null,
    completedAt: null,
    cancelledAt: null,
  };
}

/**
 * After the order paid online is stored: the gateway's order is opened for its total and the
 * reply carries what Checkout opens with. An idempotent retry answers the same reply.
 */
async function placedOnline(
  deps: AppDeps,
  placed: { id: string; keyId: string; priceChanged: boolean; reused?: boolean },
  ctx: PlaceOrderContext,
): Promise<Reply> {
  const payment = await openOnlinePayment(deps, placed.id, placed.keyId);
  const order = await deps.store.get<OrderDoc>(ORDERS, placed.id);
  const data = {
    ...orderView({ ...order!, id: placed.id }),
    otpExpiresInSeconds: 0,
    resendInSeconds: 0,
    priceChanged: placed.priceChanged,
    payment,
    ...(placed.reused ? { reused: true } : {}),
  };
  const reply: Reply = placed.reused
    ? { status: 200, body: { success: true, message: ORDER_AWAITS_PAYMENT, data } }
    : { status: 201, body: { success: true, message: 'Order placed', data } };
  if (ctx.idempotency) {
    const key = ctx.idempotency;
    await deps.store.transaction(async (tx) => {
      if (await replayed(tx, 'order', key.key, key.hash)) return;
      remember(tx, 'order', key.key, { bodyHash: key.hash, status: reply.status, reply: reply.body, createdAt: deps.clock.now().toISOString() });
    });
  }
  return reply;
}

export const ORDER_AWAITS_PAYMENT = 'This order is already placed and waits for its payment.';

export const ORDER_REUSED = 'This order is already placed: enter the code we sent to your phone.';

/** The reply to an order placed again while its first code is good: the same order, its code's time left, and no new text. */
function reusedOrderReply(order: WithId<OrderDoc>, priceChanged: boolean, now: Date): Reply {
  const data: PlacedOrder & { reused: true } = {
    ...orderView(order),
    otpExpiresInSeconds: order.otp ? secondsLeft(order.otp, now) : 0,
    resendInSeconds: order.otp ? resendWaitSeconds(order.otp, now) : 0,
    priceChanged,
    reused: true,
  };
  return { status: 200, body: { success: true, message: ORDER_REUSED, data } };
}

/**
 * An order an admin takes at the counter or on the phone: priced the same way and
 * held to the order types offered, verified at once, no OTP. Staff at the counter
 * are not refused for the hours or a pause of online orders. A takeaway books its
 * pickup slot's plates (services/pickup readCounterPickup).
 */
export async function placeWalkInOrder(
  deps: AppDeps,
  input: WalkInOrderInput,
  idempotency: { key: string; hash: string } | null,
  actor: Actor & { role: StaffRole },
): Promise<Reply> {
  const now = deps.clock.now();
  return counterTransaction(deps.store, async (tx) => {
    if (idempotency) {
      const earlier = await replayed(tx, 'walk-in', idempotency.key, idempotency.hash);
      if (earlier) return { status: earlier.status, body: earlier.reply as Record<string, unknown> };
    }
    const settings = await readSettings(tx);
    if (input.phone) refuseNonMobile(settings, input.phone);
    refuseTypeNotOffered(settings, input.orderType);
    const catalog = await readCatalog(tx);
    const thalis = {
      docs: await readOrderThalis(
        tx,
        input.items.map((i) => i.id),
      ),
      orderable: orderableService(settings, now, true),
    };
    const at = now.toISOString();
    const undiscounted = priced(catalog, settings, input, now, thalis);
    const discount = counterDiscount(input.discount, undiscounted.price.subtotalCents, settings, actor, at);
    const { lines, rates, price } = discount ? priced(catalog, settings, input, now, thalis, discount) : undiscounted;
    const token = await readTokenCounter(tx, settings, now);
    const guest = input.phone ? await readGuest(tx, input.phone) : null;
    const pickup = input.orderType === 'takeaway' ? await readCounterPickup(tx, settings, platesOf(lines), input.pickupAt, now) : null;
    const id = deps.store.newId();
    const stamp = reportStamp(at, settings.locale.timeZone);
    const unnumbered: OrderDoc = {
      reference: orderReference(id),
      name: input.name,
      phone: input.phone,
      customerId: null,
      tableNumber: input.tableNumber,
      orderType: input.orderType,
      // Confirmed as it is taken: the kitchen cooks it by station at once.
      ...stampStations(settings.kitchen, lines),
      gst: rates.taxApplied,
      rates,
      ...price,
      ...(discount ? { discount } : {}),
      status: 'Pending',
      isVerified: true,
      isPaid: false,
      source: input.source,
      otp: null,
      createdAt: at,
      updatedAt: at,
      verifiedAt: at,
      readyAt: null,
      prepSeconds: null,
      completedAt: null,
      cancelledAt: null,
      ...stamp,
      // Staff took this order themselves: the guest's badge shows, and no call-back is needed.
      guestBadge: guestBadge(guest, settings.guests, restaurantDate(now, settings.locale.timeZone)),
    };
    // A walk-in order counts from the moment it is taken, in the transaction that takes it.
    const rollup = await readRollupChange(tx, null, { ...unnumbered, id }, { at, by: input.name });
    const order: OrderDoc = { ...unnumbered, ...token.take(), ...(pickup ? pickup.book(id) : {}) };
    takePlates(tx, thalis.docs, lines);
    tx.create(ORDERS, id, order);
    rollup();
    startGuest(tx, guest, { phone: input.phone, name: input.name }, now);
    if (discount)
      auditIn(
        tx,
        deps.store,
        actor,
        {
          entity: 'order',
          entityId: id,
          action: 'discount',
          summary: `Order ${orderReference(id)}: ${discountText(discount, (u) => u.toFixed(2))}, ${discount.reason}`,
          to: { discount: toDollars(price.discountCents), reason: discount.reason },
        },
        now,
      );
    const reply: Reply = { status: 201, body: { success: true, message: 'Order placed', data: orderView({ ...order, id }) } };
    if (idempotency) remember(tx, 'walk-in', idempotency.key, { bodyHash: idempotency.hash, status: reply.status, reply: reply.body, createdAt: at });
    return reply;
  });
}
