import { alreadyQueued, deliver, queueText, recordSkippedText } from './notifications';
import { langOf } from '../domain/languages';
import { can, roleOf } from '../domain/staff-roles';
import { readSettings } from './settings';
import { readInvoiceCounter } from './bill';
import { counterTransaction } from './contended';
import { readRollupChange } from './report-rollup';
import { orderCancelledText, orderReadyText, quietReason } from '../domain/notifications';
import type { Settings } from '../domain/settings';
import { auditIn, updateAudited, type Actor, type StatusChange } from './audit';
import type { AppDeps } from '../deps';
import type { Session } from './session';
import { ORDERS, USERS } from '../domain/collections';
import {
  guestOrderView,
  orderReference,
  orderView,
  type OrderDoc,
  type OrderListQuery,
  type OrderMove,
  type OrderStatus,
  type OrderView,
} from '../domain/orders';
import { canVoid, deleteRefusal, refusal, undoRefusal, UNDO_WINDOW_MS } from '../domain/order-status';
import type { NotificationDoc } from './notifications';
import { NOTIFICATIONS } from '../domain/collections';
import { searchMatcher } from '../domain/search';
import { dayRange } from '../domain/time';
import { AppError, badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { VOID_REASON } from '../domain/order-status';
import type { RefundMode } from '../domain/refunds';
import { balanceRefund, readCreditNote, refundPatch, refundWords, writeRefund } from './money-back';
import { givePlatesBack, holdsPlates, readOrderThalis, takePlates } from './thali';
import { isEmptyDelta, reverseDelta, visitDelta, type GuestDelta } from '../domain/guests';
import { restaurantDate } from '../domain/time';
import { readGuest, writeGuestDelta } from './guest-record';
import { awaitingCallBack, CALL_BACK_FIRST } from './call-back';
import type { Filter, Query, TxStore, WithId } from '../ports';
import { readPickupRelease, readPickupRetake } from './pickup';
import { changeCursor } from '../domain/change-cursor';
import { roundChangeRefusal } from '../domain/running-bill';
import { moveAllParts, movePart, partRefusal, partsOfOrder, statusOfParts, type PartStatus } from '../domain/kitchen-stations';

/** A search scans at most this many of the newest matching orders: Firestore has no substring search. */
export const SEARCH_WINDOW = 500;
/** My Orders shows a customer's newest orders, up to this many. */
export const CUSTOMER_ORDERS_LIMIT = 50;

const NOT_FOUND = 'Order not found';

async function isAdmin(deps: AppDeps, session: Session | undefined): Promise<boolean> {
  if (!session || !can(session.role, 'orders')) return false;
  const user = await deps.store.get<{ role?: string }>(USERS, session.uid);
  return can(roleOf(user?.role), 'orders');
}

export interface OrderViewer {
  session?: Session | undefined;
  phone?: string | undefined;
}

/** Who is reading an order: an admin, its guest (the customer who owns it, or whoever knows its phone), or nobody allowed. */
export async function viewerOf(deps: AppDeps, order: OrderDoc, viewer: OrderViewer): Promise<'admin' | 'guest' | null> {
  if (await isAdmin(deps, viewer.session)) return 'admin';
  const owner = viewer.session !== undefined && order.customerId === viewer.session.uid;
  const guestWithPhone = viewer.phone !== undefined && viewer.phone === order.phone;
  return owner || guestWithPhone ? 'guest' : null;
}

/** An admin, the customer who owns it, or a guest who knows its phone may read an order; anyone else gets 404. */
export async function getOrder(deps: AppDeps, id: string, viewer: OrderViewer): Promise<OrderView> {
  const order = await deps.store.get<OrderDoc>(ORDERS, id);
  if (!order) throw notFound(NOT_FOUND);
  const who = await viewerOf(deps, order, viewer);
  if (who === 'admin') return orderView(order);
  if (who === 'guest') return guestOrderView(order);
  throw notFound(NOT_FOUND);
}

/** My Orders' next poll asks for changes from this long before the answer (domain/change-cursor.ts). */
export const CUSTOMER_CURSOR_OVERLAP_MS = 30_000;

export interface CustomerOrders {
  orders: OrderView[];
  /** True: `orders` is the whole list. False: only the orders changed since `since`, to merge by id. */
  full: boolean;
  /** What to send as ?since= on the next poll. */
  cursor: string;
  asOf: string;
}

/**
 * A signed-in customer's own confirmed orders, newest first (DECISIONS 3: the customer comes from the token).
 * With `since`: only those changed after it, so that a poll reads the orders that changed, not the whole list
 * (a quiet poll costs 3 reads: the customer, and one per query, however many orders they have).
 */
export async function listCustomerOrders(deps: AppDeps, session: Session, customerId: string, since: string | null = null): Promise<CustomerOrders> {
  if (customerId !== session.uid && !(await isAdmin(deps, session))) throw forbidden('You can only see your own orders');
  const now = deps.clock.now();
  const recent = (where: Filter[]) =>
    deps.store.query<OrderDoc>(ORDERS, {
      where: [...where, { field: 'isVerified', op: '==', value: true }, ...(since ? [{ field: 'updatedAt', op: '>' as const, value: since }] : [])],
      orderBy: [{ field: since ? 'updatedAt' : 'createdAt', direction: since ? 'asc' : 'desc' }],
      limit: CUSTOMER_ORDERS_LIMIT,
    });
  const user = await deps.store.get<{ phone?: string }>(USERS, customerId);
  // Orders placed as a guest with the phone the customer later registered (and proved by OTP) are theirs too.
  const [own, asGuest] = await Promise.all([
    recent([{ field: 'customerId', op: '==', value: customerId }]),
    user?.phone
      ? recent([
          { field: 'phone', op: '==', value: user.phone },
          { field: 'customerId', op: '==', value: null },
        ])
      : Promise.resolve([]),
  ]);
  const read = [...own, ...asGuest];
  const orders = read
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, CUSTOMER_ORDERS_LIMIT)
    .map(guestOrderView);
  return { orders, full: since === null, cursor: changeCursor(now, CUSTOMER_CURSOR_OVERLAP_MS, since, read), asOf: now.toISOString() };
}

export interface OrderPage {
  data: OrderView[];
  total: number;
  page: number;
  limit: number;
  pages: number;
  /** Set when a search ran: how many of the newest matching orders it looked through. */
  searchWindow?: number;
}

/** Case-insensitive over id (and so the reference), customer name and phone. */
/**
 * The admin list, newest first. Filters are Firestore equality and range
 * filters (see firestore.indexes.json). Pages are read with a limit of
 * page × limit, so deep pages cost more reads. A search filters the newest
 * SEARCH_WINDOW matching orders in memory, plus a direct look-up when the
 * search is a whole order id.
 */
export async function listOrders(deps: AppDeps, q: OrderListQuery): Promise<OrderPage> {
  const where: Filter[] = [];
  if (!q.includeUnverified) where.push({ field: 'isVerified', op: '==', value: true });
  if (q.status) where.push({ field: 'status', op: '==', value: q.status });
  if (q.orderType) where.push({ field: 'orderType', op: '==', value: q.orderType });
  // A date is a day at the restaurant, in the settings' time zone.
  const timeZone = q.from || q.to ? (await readSettings(deps.store)).locale.timeZone : null;
  if (q.from && timeZone) where.push({ field: 'createdAt', op: '>=', value: dayRange(q.from, timeZone).start });
  if (q.to && timeZone) where.push({ field: 'createdAt', op: '<', value: dayRange(q.to, timeZone).end });
  const query: Query = { where, orderBy: [{ field: 'createdAt', direction: 'desc' }] };
  const start = (q.page - 1) * q.limit;
  const pageOf = (total: number) => ({ total, page: q.page, limit: q.limit, pages: Math.max(1, Math.ceil(total / q.limit)) });

  if (q.search) {
    const recent = await deps.store.query<OrderDoc>(ORDERS, { ...query, limit: SEARCH_WINDOW });
    const matches = searchMatcher(q.search);
    const found = recent.filter((o) => matches({ text: [o.id, orderReference(o.id), o.name], phone: o.phone }));
    if (/^[A-Za-z0-9]{20}$/.test(q.search) && !found.some((o) => o.id === q.search)) {
      const direct = await deps.store.get<OrderDoc>(ORDERS, q.search);
      if (direct && passes(direct, where)) found.unshift(direct);
    }
    return { data: found.slice(start, start + q.limit).map(orderView), ...pageOf(found.length), searchWindow: SEARCH_WINDOW };
  }

  const [total, docs] = await Promise.all([deps.store.count(ORDERS, where), deps.store.query<OrderDoc>(ORDERS, { ...query, limit: start + q.limit })]);
  return { data: docs.slice(start).map(orderView), ...pageOf(total) };
}

/** The same filters, applied to one document read directly. */
function passes(order: WithId<OrderDoc>, where: Filter[]): boolean {
  return where.every((f) => {
    const v = order[f.field];
    if (f.op === '==') return v === f.value;
    if (f.op === '>=') return String(v) >= String(f.value);
    if (f.op === '<') return String(v) < String(f.value);
    return true;
  });
}

export async function deleteOrder(deps: AppDeps, id: string, actor: Actor): Promise<void> {
  const now = deps.clock.now();
  await deps.store.transaction(async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, id);
    if (!order) throw notFound(NOT_FOUND);
    const why = roundChangeRefusal(order, 'deleted') ?? deleteRefusal(order);
    if (why) throw conflict(why, { status: order.status });
    const thalis = holdsPlates(order)
      ? await readOrderThalis(
          tx,
          order.items.map((l) => l.menuItemId),
        )
      : null;
    const pickup = await readPickupRelease(tx, order, now);
    if (thalis) givePlatesBack(tx, thalis, order);
    tx.delete(ORDERS, id);
    pickup.give();
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'order',
        entityId: id,
        action: 'delete',
        summary: `Order ${id.slice(-6).toUpperCase()} (${order.name}) deleted`,
        from: { status: order.status },
        to: null,
      },
      now,
    );
  });
}

const ref = (id: string) => orderReference(id);

/** Writes an admin's change to an order with its audit entry, and answers the order as it now stands. */
function writeOrderChange(tx: TxStore, deps: AppDeps, actor: Actor, order: WithId<OrderDoc>, change: StatusChange<OrderDoc>, now: Date): OrderView {
  return orderView(updateAudited(tx, deps.store, actor, { collection: ORDERS, entity: 'order', record: order }, change, now));
}

/**
 * Why a move's guest text is not sent, or null when it is: staff chose to move the order on quietly
 * (tidying up at closing), or the order is older than the settings' limit, so nobody is told
 * "ready for pickup" hours later.
 */
function whyNoText(settings: Settings, order: OrderDoc, notify: boolean, actor: Actor, now: Date): string | null {
  if (!notify) return quietReason({ by: 'staff', name: actor.name });
  const limit = settings.ordering.quietAfterMinutes;
  const minutes = Math.floor((now.getTime() - Date.parse(order.verifiedAt ?? order.createdAt)) / 60_000);
  return limit > 0 && minutes > limit ? quietReason({ by: 'age', minutes, limit }) : null;
}

/**
 * A kitchen station's move of its part of an order: refused when the order has no part there or the part can't
 * move there; answers the parts after it and the status the order then takes (Ready only when every part is).
 */
async function readStationMove(tx: TxStore, order: WithId<OrderDoc>, name: string, asked: OrderStatus, at: string) {
  if (order.status !== 'Pending' && order.status !== 'Preparing' && order.status !== 'Ready')
    throw conflict(`A ${order.status} order has left the kitchen`, { status: order.status });
  if (awaitingCallBack(order) && (asked === 'Preparing' || asked === 'Ready')) throw conflict(CALL_BACK_FIRST, { status: order.status });
  const current = partsOfOrder((await readSettings(tx)).kitchen, order);
  const why = partRefusal(current, name, asked);
  if (why) throw conflict(why, { status: order.status, station: name });
  const from = current.find((p) => p.station === name)!.status;
  const parts = movePart(current, name, asked as PartStatus, at);
  return { name, from, parts, orderTo: statusOfParts(parts) as OrderStatus };
}

/**
 * Moves a confirmed order along the status machine (domain/order-status).
 * Ready records readyAt and the preparation time; Completed gives it its invoice number.
 * An undoable move keeps what it changed (lastMove) and holds the guest's
 * text until the undo window has passed, so an undone move never reaches the guest.
 */
export async function changeOrderStatus(
  deps: AppDeps,
  id: string,
  asked: OrderStatus,
  actor: Actor,
  options: {
    undoable: boolean;
    notify?: boolean;
    reason?: string | undefined;
    refundMode?: RefundMode | undefined;
    /** Moves only this kitchen station's part; the order follows its parts (domain/kitchen-stations). */
    station?: string | undefined;
  } = { undoable: true },
): Promise<OrderView> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const moveId = deps.store.newId();
  const refundId = deps.store.newId();
  const outcome = await counterTransaction(deps.store, async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, id);
    if (!order) throw notFound(NOT_FOUND);
    if (!order.isVerified) throw conflict('This order is still awaiting its OTP: only confirmed orders can change status');
    if (asked === 'Voided') throw conflict('Voiding needs a reason: use Void');
    const roundWhy = asked === 'Cancelled' || asked === 'Not collected' ? roundChangeRefusal(order, asked) : null;
    if (roundWhy) throw conflict(roundWhy, { status: order.status });
    const station = options.station ? await readStationMove(tx, order, options.station, asked, at) : null;
    // A station's move takes the order where its parts say; any other move takes the parts along (moveAllParts).
    const to = station ? station.orderTo : asked;
    const parts = station ? station.parts : order.stations?.length ? moveAllParts(order.stations, to, at) : null;
    const before = {
      status: order.status,
      updatedAt: order.updatedAt,
      readyAt: order.readyAt,
      prepSeconds: order.prepSeconds,
      completedAt: order.completedAt,
      cancelledAt: order.cancelledAt,
      isPaid: order.isPaid,
      stations: order.stations ?? null,
    };
    if (station && to === order.status) {
      // Only the station's part moves: no text, nothing for the figures; undoable as any move.
      const patch: Partial<OrderDoc> = {
        stations: station.parts,
        updatedAt: at,
        lastMove: options.undoable
          ? ({ id: moveId, at, from: order.status, to, by: { uid: actor.uid, name: actor.name }, before, textId: null, guestDelta: null } satisfies OrderMove)
          : null,
      };
      const summary = `Order ${ref(id)}: ${station.name} ${station.from} → ${asked}`;
      return {
        view: writeOrderChange(tx, deps, actor, order, { action: 'status', summary, patch, to: { station: station.name, status: asked } }, now),
        textId: null,
        undoable: options.undoable,
      };
    }
    const why = refusal(order.status, to);
    if (why) throw conflict(why, { status: order.status });
    if (awaitingCallBack(order) && (to === 'Preparing' || to === 'Ready')) throw conflict(CALL_BACK_FIRST, { status: order.status });
    if (to === 'Not collected' && order.orderType !== 'takeaway')
      throw new AppError('not_takeaway', 'Only a takeaway can be marked Not collected: complete, cancel or void a dine-in order', { status: order.status });
    // Not collected, and a cancellation once the kitchen has started, keep why.
    const reason = options.reason ?? null;
    if (!reason && (to === 'Not collected' || (to === 'Cancelled' && order.status !== 'Pending'))) throw badRequest(VOID_REASON.message, { field: 'reason' });
    // Leaving the sales: a paid order cancelled gets its money back; an invoiced one, its credit note. A paid takeaway never collected stays a sale.
    const leavesSales = to === 'Cancelled' || (to === 'Not collected' && !order.isPaid);
    const refund =
      to === 'Cancelled'
        ? balanceRefund(order, { id: refundId, mode: options.refundMode, actor, at, reason: reason ?? 'Order cancelled', kind: 'cancel' })
        : null;
    // Ready and a cancellation by the restaurant are texted to the guest, once per event.
    const kind = to === 'Ready' ? ('order-ready' as const) : to === 'Cancelled' ? ('order-cancelled' as const) : null;
    const settings = kind || to === 'Completed' || leavesSales ? await readSettings(tx) : null;
    const credit = leavesSales && settings ? await readCreditNote(tx, order, settings, now, reason ?? 'Order cancelled') : null;
    const undoable = options.undoable && !credit?.note && !refund;
    const texted = kind ? await alreadyQueued(tx, kind, id) : true;
    // A completed order gets its invoice number, in this transaction.
    const invoice = to === 'Completed' && settings ? await readInvoiceCounter(tx, order, settings, now) : null;
    // A cancellation or Not collected leaves the day's sales in this transaction.
    const money: Partial<OrderDoc> = {
      ...(reason && (to === 'Cancelled' || to === 'Not collected') ? { statusReason: reason } : {}),
      ...(credit?.note ? { creditNote: credit.note } : {}),
      ...(refund ? refundPatch(order, refund) : {}),
    };
    const rollup = await readRollupChange(tx, order, { ...order, ...money, status: to }, { at, by: actor.name });
    // A cancelled order's thali plates go back to the service's count.
    const thalis =
      to === 'Cancelled' && holdsPlates(order)
        ? await readOrderThalis(
            tx,
            order.items.map((l) => l.menuItemId),
          )
        : null;
    // A cancelled takeaway gives its plates back to its pickup slot.
    const pickup = to === 'Cancelled' ? await readPickupRelease(tx, order, now) : null;
    // A completed order is a visit, an order and its spend on the guest's record.
    const guest = to === 'Completed' ? await readGuest(tx, order.phone) : null;
    const guestDelta: GuestDelta =
      to === 'Completed' && settings ? { orders: 1, spendCents: order.totalCents, ...visitDelta(guest, restaurantDate(now, settings.locale.timeZone)) } : {};
    writeGuestDelta(tx, guest, order, guestDelta, now);
    const patch: Partial<OrderDoc> = { status: to, updatedAt: at, ...money, ...(parts ? { stations: parts } : {}) };
    credit?.take();
    if (refund) writeRefund(tx, order, refund);
    if (thalis) patch.platesReturned = givePlatesBack(tx, thalis, order);
    if (to === 'Ready') {
      patch.readyAt = at;
      patch.prepSeconds = order.verifiedAt ? Math.max(0, Math.round((now.getTime() - Date.parse(order.verifiedAt)) / 1000)) : null;
    }
    if (to === 'Completed') {
      patch.completedAt = at;
      // Paid is not Completed: settling the bill records the payment.
      if (invoice) Object.assign(patch, invoice.take());
    }
    if (to === 'Cancelled') patch.cancelledAt = at;
    if (to === 'Not collected') patch.notCollectedAt = at;
    const facts = { reference: orderReference(id), orderType: order.orderType, tableNumber: order.tableNumber, tokenNumber: order.tokenNumber ?? null };
    const notBefore = undoable ? new Date(now.getTime() + UNDO_WINDOW_MS) : now;
    const text =
      kind && settings && !texted
        ? {
            kind,
            subjectType: 'order' as const,
            subjectId: id,
            phone: order.phone,
            text: kind === 'order-ready' ? orderReadyText(settings, facts, langOf(order)) : orderCancelledText(settings, facts, langOf(order)),
          }
        : null;
    const quiet = text && settings ? whyNoText(settings, order, options.notify ?? true, actor, now) : null;
    if (text && quiet) recordSkippedText(tx, text, quiet, now);
    const textId = text && !quiet ? queueText(tx, text, now, notBefore) : null;
    patch.lastMove = undoable
      ? ({
          id: moveId,
          at,
          from: order.status,
          to,
          by: { uid: actor.uid, name: actor.name },
          before,
          textId,
          guestDelta: isEmptyDelta(guestDelta) ? null : guestDelta,
        } satisfies OrderMove)
      : null;
    const extras = [
      reason && (to === 'Cancelled' || to === 'Not collected') ? `: ${reason}` : '',
      credit?.note ? `; credit note ${credit.note.number}` : '',
      refund ? `; ${refundWords(refund)}` : '',
    ].join('');
    const part = station ? `${station.name} ${station.from} → ${asked}; order ` : '';
    const summary = `Order ${ref(id)}: ${part}${order.status} → ${to}${quiet ? ' (guest not texted)' : ''}${extras}`;
    const auditTo = {
      status: to,
      ...(money.statusReason ? { reason: money.statusReason } : {}),
      ...(credit?.note ? { creditNote: credit.note.number } : {}),
      ...(refund ? { refund: refund.amountCents / 100, refundMode: refund.mode } : {}),
    };
    rollup();
    pickup?.give();
    return { view: writeOrderChange(tx, deps, actor, order, { action: 'status', summary, patch, to: auditTo }, now), textId, undoable };
  });
  // A held text goes when it is due: the client's sendDueTexts after the window, or the scheduled run.
  if (!outcome.undoable) await deliver(deps, [outcome.textId]);
  return outcome.view;
}

/**
 * Undoes an admin's latest status change while it is at most UNDO_WINDOW_MS old by
 * the server's clock: the fields it set go back, and the text it held is dropped.
 */
export async function undoOrderMove(deps: AppDeps, id: string, moveId: string, actor: Actor): Promise<OrderView> {
  const now = deps.clock.now();
  return counterTransaction(deps.store, async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, id);
    if (!order) throw notFound(NOT_FOUND);
    const move = order.lastMove ?? null;
    // Any other change since (the kitchen, a void) leaves the status elsewhere or clears the move.
    const why = undoRefusal(move && move.to === order.status ? move : null, moveId, now);
    if (why || !move) throw conflict(why ?? 'Nothing to undo', { status: order.status });
    const text = move.textId ? await tx.get<NotificationDoc>(NOTIFICATIONS, move.textId) : null;
    if (text && text.state !== 'pending' && text.state !== 'skipped')
      throw conflict('The guest has already been texted about this change, so it can no longer be undone', { status: order.status });
    const rollup = await readRollupChange(tx, order, { ...order, status: move.before.status }, { at: now.toISOString(), by: actor.name });
    // Undoing a cancel takes its thali plates again (they were given back), even past the count: the food was promised.
    const retake =
      order.status === 'Cancelled' && order.platesReturned === true
        ? await readOrderThalis(
            tx,
            order.items.map((l) => l.menuItemId),
          )
        : null;
    // An undone cancellation takes its pickup plates back, if they are still free.
    const pickup = move.to === 'Cancelled' ? await readPickupRetake(tx, order, now) : null;
    const guest = move.guestDelta ? await readGuest(tx, order.phone) : null;
    if (text) tx.delete(NOTIFICATIONS, text.id);
    rollup();
    if (retake) takePlates(tx, retake, order.items);
    pickup?.retake();
    if (move.guestDelta) writeGuestDelta(tx, guest, { phone: order.phone }, reverseDelta(move.guestDelta), now);
    const { status, readyAt, prepSeconds, completedAt, cancelledAt, isPaid, stations } = move.before;
    // updatedAt moves on, so the kitchen display's change poll sees the order go back.
    const patch: Partial<OrderDoc> = {
      status,
      readyAt,
      prepSeconds,
      completedAt,
      cancelledAt,
      isPaid,
      notCollectedAt: order.status === 'Not collected' ? null : (order.notCollectedAt ?? null),
      statusReason: null,
      updatedAt: now.toISOString(),
      lastMove: null,
      ...(retake ? { platesReturned: false } : {}),
      // The stations' parts go back as they were (absent on a move made before stations).
      ...(stations !== undefined ? { stations } : {}),
    };
    const summary = `Order ${ref(id)}: ${move.from} → ${move.to} undone`;
    return writeOrderChange(tx, deps, actor, order, { action: 'undo', summary, patch, to: { status } }, now);
  });
}

/**
 * Voids a finished order (Completed, Cancelled, Not collected) with a reason: the record
 * stays, with who and why, and its status Voided leaves every revenue figure.
 */
export async function voidOrder(deps: AppDeps, id: string, reason: string, actor: Actor, refundMode?: RefundMode): Promise<OrderView> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const refundId = deps.store.newId();
  return counterTransaction(deps.store, async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, id);
    if (!order) throw notFound(NOT_FOUND);
    if (order.status === 'Voided') throw conflict('This order is already voided', { status: order.status });
    const roundWhy = roundChangeRefusal(order, 'Voided');
    if (roundWhy) throw conflict(roundWhy, { status: order.status });
    if (!order.isVerified || !canVoid(order.status))
      throw conflict(`A ${order.status} order can't be voided: only a completed, cancelled or not collected order can`, { status: order.status });
    // The money left of a payment goes back, and an invoice not yet reversed gets its credit note.
    const refund = balanceRefund(order, { id: refundId, mode: refundMode, actor, at, reason, kind: 'void' });
    const credit = await readCreditNote(tx, order, await readSettings(tx), now, reason);
    // A voided order's thali plates go back, unless its cancel already gave them.
    const thalis = holdsPlates(order)
      ? await readOrderThalis(
          tx,
          order.items.map((l) => l.menuItemId),
        )
      : null;
    const pickup = await readPickupRelease(tx, order, now);
    // A voided sale leaves the guest's orders and spend too; the visit stays.
    const guest = order.status === 'Completed' ? await readGuest(tx, order.phone) : null;
    const patch: Partial<OrderDoc> = {
      status: 'Voided',
      voided: { at, by: { uid: actor.uid, name: actor.name }, reason, from: order.status },
      updatedAt: at,
      lastMove: null,
      ...(credit.note ? { creditNote: credit.note } : {}),
      ...(refund ? refundPatch(order, refund) : {}),
    };
    const summary = `Order ${ref(id)} (${order.name}) voided: ${reason}${credit.note ? `; credit note ${credit.note.number}` : ''}${refund ? `; ${refundWords(refund)}` : ''}`;
    // A void changes the figures of the day the order was placed, and the day-end report shows it.
    const rollup = await readRollupChange(tx, order, { ...order, ...patch }, { at, by: actor.name });
    if (thalis) patch.platesReturned = givePlatesBack(tx, thalis, order);
    credit.take();
    if (refund) writeRefund(tx, order, refund);
    pickup.give();
    rollup();
    if (order.status === 'Completed') writeGuestDelta(tx, guest, { phone: order.phone }, { orders: -1, spendCents: -order.totalCents }, now);
    const auditTo = {
      status: 'Voided',
      reason,
      ...(credit.note ? { creditNote: credit.note.number } : {}),
      ...(refund ? { refund: refund.amountCents / 100, refundMode: refund.mode } : {}),
    };
    return writeOrderChange(tx, deps, actor, order, { action: 'void', summary, patch, to: auditTo }, now);
  });
}
