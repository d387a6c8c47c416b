import type { Translate } from '@/i18n/I18n';
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

type StatusKey =
  | 'statusAwaiting'
  | 'statusConfirmed'
  | 'statusPreparing'
  | 'statusReadyServe'
  | 'statusReadyPickup'
  | 'statusCompleted'
  | 'statusCancelled'
  | 'statusNotCollected'
  | 'statusVoided';
const STATUS_KEY: Record<Exclude<OrderStatus, 'Pending' | 'Ready'>, StatusKey> = {
  Preparing: 'statusPreparing',
  Completed: 'statusCompleted',
  Cancelled: 'statusCancelled',
  'Not collected': 'statusNotCollected',
  Voided: 'statusVoided',
};

/** The account namespace's key of statusText's words: the same words in English, the page's language otherwise. */
export function statusKey(order: Pick<Order, 'status' | 'orderType' | 'isVerified'>): StatusKey {
  if (order.status === 'Pending') return order.isVerified === false ? 'statusAwaiting' : 'statusConfirmed';
  if (order.status === 'Ready') return order.orderType === 'dine-in' ? 'statusReadyServe' : 'statusReadyPickup';
  return STATUS_KEY[order.status];
}

/** paymentText in the page's language: the same pieces ("Paid", "Refunded ₹…"), each a message of the account namespace. */
export function paymentTextIn(order: PaymentFacts, money: (amount: number) => string, t: Translate<'account'>): string {
  const p = guestPaymentOfView(order);
  const back = [
    ...(p.refunded > 0 ? [t('refunded', { amount: money(p.refunded) })] : []),
    ...(p.refunding > 0 ? [t('refunding', { amount: money(p.refunding) })] : []),
  ];
  const paid = p.paid ? t('paid') : t('paymentPending');
  if (back.length === 0) return paid;
  return (p.inFull ? back : [paid, ...back]).join(' · ');
}
