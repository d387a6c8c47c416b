import { alreadyQueued, deliver, queueText } from './notifications';
import { readSettings } from './settings';
import { orderCancelledText, orderReadyText } from '../domain/notifications';
import { auditIn, type Actor } from './audit';
import type { AppDeps } from '../deps';
import type { Session } from './session';
import { ORDERS, USERS } from '../domain/collections';
import { orderReference, orderView, type OrderDoc, type OrderListQuery, type OrderStatus, type OrderView } from '../domain/orders';
import { refusal } from '../domain/order-status';
import { searchMatcher } from '../domain/search';
import { dayRange } from '../domain/time';
import { conflict, forbidden, notFound } from '../lib/errors';
import type { Filter, Query, WithId } from '../ports';

/** A search scans at most this many of the newest matching orders: Firestore has no substring search. */
export const SEARCH_WINDOW = 500;
/** My Orders shows a customer's newest orders, up to this many. */
export const CUSTOMER_ORDERS_LIMIT = 50;

const NOT_FOUND = 'Order not found';

async function isAdmin(deps: AppDeps, session: Session | undefined): Promise<boolean> {
  if (session?.role !== 'admin') return false;
  const user = await deps.store.get<{ role?: string }>(USERS, session.uid);
  return user?.role === 'admin';
}

/** An admin, the customer who owns it, or a guest who knows its phone may read an order; anyone else gets 404. */
export async function getOrder(deps: AppDeps, id: string, viewer: { session?: Session; phone?: string }): Promise<OrderView> {
  const order = await deps.store.get<OrderDoc>(ORDERS, id);
  if (!order) throw notFound(NOT_FOUND);
  const owner = viewer.session !== undefined && order.customerId === viewer.session.uid;
  const guestWithPhone = viewer.phone !== undefined && viewer.phone === order.phone;
  if (owner || guestWithPhone || (await isAdmin(deps, viewer.session))) return orderView(order);
  throw notFound(NOT_FOUND);
}

/** A signed-in customer's own confirmed orders, newest first (DECISIONS 3: the customer comes from the token). */
export async function listCustomerOrders(deps: AppDeps, session: Session, customerId: string): Promise<OrderView[]> {
  if (customerId !== session.uid && !(await isAdmin(deps, session))) throw forbidden('You can only see your own orders');
  const recent = (where: Filter[]) =>
    deps.store.query<OrderDoc>(ORDERS, { where: [...where, { field: 'isVerified', op: '==', value: true }], orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: CUSTOMER_ORDERS_LIMIT });
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
  return [...own, ...asGuest]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, CUSTOMER_ORDERS_LIMIT)
    .map(orderView);
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
  if (q.from) where.push({ field: 'createdAt', op: '>=', value: dayRange(q.from).start });
  if (q.to) where.push({ field: 'createdAt', op: '<', value: dayRange(q.to).end });
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
    tx.delete(ORDERS, id);
    auditIn(tx, deps.store, actor, { entity: 'order', entityId: id, action: 'delete', summary: `Order ${id.slice(-6).toUpperCase()} (${order.name}) deleted`, from: { status: order.status }, to: null }, now);
  });
}

/**
 * Moves a confirmed order along the status machine (domain/order-status).
 * Ready records readyAt and the preparation time; Completed marks it paid.
 */
export async function changeOrderStatus(deps: AppDeps, id: string, to: OrderStatus, actor: Actor): Promise<OrderView> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const outcome = await deps.store.transaction(async (tx) => {
    const order = await tx.get<OrderDoc>(ORDERS, id);
    if (!order) throw notFound(NOT_FOUND);
    if (!order.isVerified) throw conflict('This order is still awaiting its OTP: only confirmed orders can change status');
    const why = refusal(order.status, to);
    if (why) throw conflict(why, { status: order.status });
    // Ready and a cancellation by the restaurant are texted to the guest, once per event.
    const kind = to === 'Ready' ? ('order-ready' as const) : to === 'Cancelled' ? ('order-cancelled' as const) : null;
    const settings = kind ? await readSettings(tx) : null;
    const texted = kind ? await alreadyQueued(tx, kind, id) : true;
    const patch: Partial<OrderDoc> = { status: to, updatedAt: at };
    if (to === 'Ready') {
      patch.readyAt = at;
      patch.prepSeconds = order.verifiedAt ? Math.max(0, Math.round((now.getTime() - Date.parse(order.verifiedAt)) / 1000)) : null;
    }
    if (to === 'Completed') {
      patch.completedAt = at;
      patch.isPaid = true;
    }
    if (to === 'Cancelled') patch.cancelledAt = at;
    tx.update(ORDERS, id, patch);
    auditIn(tx, deps.store, actor, { entity: 'order', entityId: id, action: 'status', summary: `Order ${id.slice(-6).toUpperCase()}: ${order.status} → ${to}`, from: { status: order.status }, to: { status: to } }, now);
    const facts = { reference: orderReference(id), orderType: order.orderType, tableNumber: order.tableNumber };
    const textId =
      kind && settings && !texted
        ? queueText(tx, { kind, subjectType: 'order', subjectId: id, phone: order.phone, text: kind === 'order-ready' ? orderReadyText(settings, facts) : orderCancelledText(settings, facts) }, now)
        : null;
    return { view: orderView({ ...order, ...patch }), textId };
  });
  await deliver(deps, [outcome.textId]);
  return outcome.view;
}
