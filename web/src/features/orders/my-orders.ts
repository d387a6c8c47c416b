import { guestPaymentOfView, guestPaymentText, guestPaymentTone } from '@domain/guest-payment';
import { guestStatusText } from '@domain/guest-status';
import type { OrderStatus, OrderType } from '@domain/orders';
import type { Order } from '@/api/orders';

const OPEN: readonly OrderStatus[] = ['Pending', 'Preparing', 'Ready'];

/**
 * Spec §4: the first open order is the Current Order, the rest is history. Open is Pending or Preparing as the spec
 * says, and Ready too: a ready order is still being served or waiting to be collected, not history.
 */
export function splitOrders(orders: readonly Order[]): { current: Order | null; history: Order[] } {
  const current = orders.find((o) => OPEN.includes(o.status)) ?? null;
  return { current, history: orders.filter((o) => o !== current) };
}

/** Whether any order can still change on its own (My Orders polls only then). */
export const hasOpenOrder = (orders: readonly Order[]) => orders.some((o) => OPEN.includes(o.status));

/** The orders a change poll answered, merged into those shown by id: newest first, at most `limit`. */
export function mergeOrders(shown: readonly Order[], changed: readonly Order[], limit: number): Order[] {
  const byId = new Map(shown.map((o) => [o._id, o]));
  for (const o of changed) byId.set(o._id, o);
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}

/** What a ready order waits for: a dine-in order is brought to the table, any other is collected. */
export const readyText = (orderType: OrderType) => guestStatusText({ status: 'Ready', orderType });

/** The status in the words every guest page uses: "Confirmed" until the kitchen starts, "Being prepared", "Ready for pickup"... */
export const statusText = (order: Pick<Order, 'status' | 'orderType' | 'isVerified'>): string => guestStatusText(order);

type PaymentFacts = Pick<Order, 'isPaid' | 'payments' | 'refunds'>;

/** Paid or Payment Pending from isPaid (spec §4), however it was paid; money given back reads "Refunded ₹…", or "on its way" while the gateway has it. */
export const paymentText = (order: PaymentFacts, money: (amount: number) => string) => guestPaymentText(guestPaymentOfView(order), money);

const TONE_CLASS = { paid: 'badge badge-green', refunded: 'badge badge-blue', pending: 'badge badge-orange' } as const;
export const paymentBadgeClass = (order: PaymentFacts) => TONE_CLASS[guestPaymentTone(guestPaymentOfView(order))];
