import type { AppDeps } from '../deps';
import { ORDERS, RESERVATIONS } from '../domain/collections';
import { averageMinutes, percentChange, type DashboardView, type OrderAlertsView } from '../domain/dashboard';
import { toDollars } from '../domain/money';
import type { OrderDoc } from '../domain/orders';
import { COUNTED_STATUSES } from '../domain/order-status';
import { addDays, dayRange, restaurantDate } from '../domain/time';
import type { Filter } from '../ports';
import { readSettings } from './settings';

// A no-show's guests never came: they are not counted among today's guests.
const BOOKED_STATUSES = ['pending', 'confirmed', 'completed'];

const ordersOfDay = (date: string, timeZone: string): Filter[] => {
  const { start, end } = dayRange(date, timeZone);
  return [
    { field: 'isVerified', op: '==', value: true },
    // Confirmed orders that count as business: a cancelled, uncollected or voided order is no revenue.
    { field: 'status', op: 'in', value: [...COUNTED_STATUSES] },
    { field: 'createdAt', op: '>=', value: start },
    { field: 'createdAt', op: '<', value: end },
  ];
};

/** A paid takeaway never collected stays a sale (money was received): the day's revenue and orders count it. */
const paidNotCollectedOfDay = (date: string, timeZone: string): Filter[] => {
  const { start, end } = dayRange(date, timeZone);
  return [
    { field: 'isVerified', op: '==', value: true },
    { field: 'status', op: '==', value: 'Not collected' },
    { field: 'isPaid', op: '==', value: true },
    { field: 'createdAt', op: '>=', value: start },
    { field: 'createdAt', op: '<', value: end },
  ];
};

const readyOnDay = (date: string, timeZone: string): Filter[] => {
  const { start, end } = dayRange(date, timeZone);
  return [
    { field: 'readyAt', op: '>=', value: start },
    { field: 'readyAt', op: '<', value: end },
  ];
};

/**
 * Orders confirmed after `since` and up to `asOf`: an order stamped ahead of the server's clock
 * (another instance's clock, or the local test clock moved back) waits for its time.
 */
const confirmedAfter = (since: string, asOf: string): Filter[] => [
  { field: 'verifiedAt', op: '>', value: since },
  { field: 'verifiedAt', op: '<=', value: asOf },
];

async function latestConfirmedOrder(deps: Pick<AppDeps, 'store'>): Promise<string | null> {
  const [latest] = await deps.store.query<OrderDoc>(ORDERS, {
    where: [{ field: 'verifiedAt', op: '>', value: '' }],
    orderBy: [{ field: 'verifiedAt', direction: 'desc' }],
    limit: 1,
  });
  return latest?.verifiedAt ?? null;
}

/**
 * Every figure is an aggregation on indexed filters (see firestore.indexes.json),
 * each billed as one read per 1,000 matches: 8 for the figures, 2 more with `since`,
 * and one for the settings, whose time zone says when the restaurant's day starts.
 */
export async function dashboardFigures(deps: Pick<AppDeps, 'store' | 'clock'>, since: string | null): Promise<DashboardView> {
  const now = deps.clock.now();
  const { timeZone } = (await readSettings(deps.store)).locale;
  const today = restaurantDate(now, timeZone);
  const yesterday = addDays(today, -1);
  const day = [{ field: 'date', op: '==', value: today }] satisfies Filter[];
  const sales = async (date: string) => {
    const [counted, paidNotCollected] = await Promise.all([
      deps.store.sumAndCount(ORDERS, 'totalCents', ordersOfDay(date, timeZone)),
      deps.store.sumAndCount(ORDERS, 'totalCents', paidNotCollectedOfDay(date, timeZone)),
    ]);
    return { sum: counted.sum + paidNotCollected.sum, count: counted.count + paidNotCollected.count };
  };
  const [ordersToday, ordersYesterday, readyToday, readyYesterday, booked, confirmed, latestOrderAt, newOrders] = await Promise.all([
    sales(today),
    sales(yesterday),
    deps.store.sumAndCount(ORDERS, 'prepSeconds', readyOnDay(today, timeZone)),
    deps.store.sumAndCount(ORDERS, 'prepSeconds', readyOnDay(yesterday, timeZone)),
    deps.store.sumAndCount(RESERVATIONS, 'partySize', [...day, { field: 'status', op: 'in', value: BOOKED_STATUSES }]),
    deps.store.count(RESERVATIONS, [...day, { field: 'status', op: '==', value: 'confirmed' }]),
    since ? latestConfirmedOrder(deps) : Promise.resolve(null),
    since ? deps.store.count(ORDERS, confirmedAfter(since, now.toISOString())) : Promise.resolve(null),
  ]);
  const waitToday = averageMinutes(readyToday.sum, readyToday.count);
  const waitYesterday = averageMinutes(readyYesterday.sum, readyYesterday.count);
  return {
    date: today,
    asOf: now.toISOString(),
    revenue: {
      today: toDollars(ordersToday.sum),
      yesterday: toDollars(ordersYesterday.sum),
      change: percentChange(ordersToday.sum, ordersYesterday.sum),
    },
    orders: { today: ordersToday.count, yesterday: ordersYesterday.count, change: percentChange(ordersToday.count, ordersYesterday.count) },
    reservations: { today: booked.count, confirmed },
    guests: { today: booked.sum, bookings: booked.count },
    avgWait: {
      minutes: waitToday,
      yesterdayMinutes: waitYesterday,
      change: waitToday !== null && waitYesterday !== null ? percentChange(waitToday, waitYesterday) : null,
      readyToday: readyToday.count,
    },
    latestOrderAt,
    newOrders,
  };
}

export const ALERT_LIST_LIMIT = 10;
/** Orders read per alert poll: a busy floor's rounds and bills are read and left out, so the list still holds ten of the rest. */
const ALERT_READ_LIMIT = 50;

/** A table's round or its bill's invoice: the floor's own paper, which staff made at the table, never a new order to announce. */
const ofTheFloor = (o: OrderDoc) => typeof o.billId === 'string';

/**
 * Orders confirmed after `since`, newest first: what the new-order alert polls; the floor's rounds and bills are left out.
 * Idle, it costs one read; without `since` it only answers the server's time as the baseline.
 */
export async function orderAlerts(deps: Pick<AppDeps, 'store' | 'clock'>, since: string | null): Promise<OrderAlertsView> {
  const asOf = deps.clock.now().toISOString();
  if (!since) return { asOf, newOrders: 0, latestOrderAt: null, orders: [] };
  const read = await deps.store.query<OrderDoc>(ORDERS, {
    where: confirmedAfter(since, asOf),
    orderBy: [{ field: 'verifiedAt', direction: 'desc' }],
    limit: ALERT_READ_LIMIT,
  });
  const all = read.filter((o) => !ofTheFloor(o));
  const rows = all.slice(0, ALERT_LIST_LIMIT);
  // Past the read, the count also counts the floor's: an estimate only when fifty orders came since the last look.
  const newOrders = read.length < ALERT_READ_LIMIT ? all.length : await deps.store.count(ORDERS, confirmedAfter(since, asOf));
  return {
    asOf,
    newOrders,
    latestOrderAt: rows[0]?.verifiedAt ?? null,
    orders: rows.map((o) => ({
      _id: o.id,
      reference: o.id.slice(-6).toUpperCase(),
      name: o.name,
      orderType: o.orderType,
      itemCount: o.items.reduce((n, l) => n + l.quantity, 0),
      total: toDollars(o.totalCents),
      status: o.status,
      source: o.source,
      verifiedAt: o.verifiedAt ?? asOf,
      guestBadge: o.guestBadge ?? null,
    })),
  };
}
