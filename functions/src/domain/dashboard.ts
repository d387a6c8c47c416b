import type { GuestBadge } from './guests';

/** The admin dashboard's figures (DECISIONS 12). Money in dollars, like the rest of the API. */
export interface DashboardView {
  /** The restaurant-local day the figures are for. */
  date: string;
  /** Server time of the figures: the client's baseline for "new since". */
  asOf: string;
  revenue: { today: number; yesterday: number; change: number | null };
  orders: { today: number; yesterday: number; change: number | null };
  reservations: { today: number; confirmed: number };
  guests: { today: number; bookings: number };
  /** Average minutes from an order's confirmation to Ready, over the orders that became Ready that day. */
  avgWait: { minutes: number | null; yesterdayMinutes: number | null; change: number | null; readyToday: number };
  latestOrderAt: string | null;
  /** Orders confirmed after the `since` the client sent, when it sent one. */
  newOrders: number | null;
}

/** A new order as the alert lists it. */
export interface OrderAlertView {
  _id: string;
  reference: string;
  name: string;
  orderType: string;
  itemCount: number;
  total: number;
  status: string;
  /** Online orders chime; walk-in and phone orders were typed in by staff who already know. */
  source: string;
  verifiedAt: string;
  /** The guest record's tags and badges when the order was placed, shown beside the name as on the order's details. */
  guestBadge: GuestBadge | null;
}

export interface OrderAlertsView {
  asOf: string;
  newOrders: number;
  latestOrderAt: string | null;
  orders: OrderAlertView[];
}

/** Percent change against a previous figure, one decimal; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (!Number.isFinite(previous) || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** "+20.1%", "-5%", "0%". */
export function formatChange(change: number): string {
  const sign = change > 0 ? '+' : '';
  return `${sign}${Number.isInteger(change) ? change : change.toFixed(1)}%`;
}

/** Mean minutes from a sum of seconds over a count, one decimal; null when nothing became ready. */
export function averageMinutes(totalSeconds: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((totalSeconds / count / 60) * 10) / 10;
}
