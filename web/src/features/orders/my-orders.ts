import { guestPaymentOfView, guestPaymentText, guestPaymentTone } from '@domain/guest-payment';
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

/** What a ready order waits for: a dine-in order is brought to the table, any other is collected. */
export const readyText = (orderType: OrderType) => (orderType === 'dine-in' ? 'Ready to be served' : 'Ready for pickup');

/** A ready order says what it waits for; the current order is otherwise shown as Preparing; any other with its raw status. */
export function statusText(order: Pick<Order, 'status' | 'orderType'>, isCurrent: boolean): string {
  if (order.status === 'Ready') return readyText(order.orderType);
  if (isCurrent) return 'Preparing';
  return order.status;
}

type PaymentFacts = Pick<Order, 'isPaid' | 'payments' | 'refunds'>;

/** Paid or Payment Pending from isPaid (spec §4), however it was paid; money given back reads "Refunded ₹…", or "on its way" while the gateway has it. */
export const paymentText = (order: PaymentFacts, money: (amount: number) => string) => guestPaymentText(guestPaymentOfView(order), money);

const TONE_CLASS = { paid: 'badge badge-green', refunded: 'badge badge-blue', pending: 'badge badge-orange' } as const;
export const paymentBadgeClass = (order: PaymentFacts) => TONE_CLASS[guestPaymentTone(guestPaymentOfView(order))];
