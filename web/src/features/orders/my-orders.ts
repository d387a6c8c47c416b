import type { OrderStatus } from '@domain/orders';
import type { Order } from '@/api/orders';

/**
 * Spec §4: the first order found with status Pending or Preparing is the Current
 * Order; everything else, Ready included, is history.
 */
export function splitOrders(orders: readonly Order[]): { current: Order | null; history: Order[] } {
  const current = orders.find((o) => o.status === 'Pending' || o.status === 'Preparing') ?? null;
  return { current, history: orders.filter((o) => o !== current) };
}

/** The current order is shown as Preparing; a ready one as 'Ready for pickup'; any other with its raw status. */
export function statusText(status: OrderStatus, isCurrent: boolean): string {
  if (isCurrent) return 'Preparing';
  if (status === 'Ready') return 'Ready for pickup';
  return status;
}

export const paymentText = (isPaid: boolean) => (isPaid ? 'Paid' : 'Payment Pending');
