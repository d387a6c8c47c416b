import { nextStatuses } from '@domain/order-status';
import type { OrderStatus, OrderType } from '@domain/orders';

export const STATUS_FILTERS: ReadonlyArray<{ value: OrderStatus | ''; label: string }> = [
  { value: '', label: 'All Status' },
  { value: 'Pending', label: 'Pending' },
  { value: 'Preparing', label: 'Preparing' },
  { value: 'Ready', label: 'Ready' },
  { value: 'Completed', label: 'Completed' },
  { value: 'Cancelled', label: 'Cancelled' },
  { value: 'Not collected', label: 'Not collected' },
  { value: 'Voided', label: 'Voided' },
];

const ACTION_LABELS: Record<OrderStatus, string> = {
  Pending: 'Back to pending',
  Preparing: 'Start preparing',
  Ready: 'Mark ready',
  Completed: 'Complete',
  Cancelled: 'Cancel order',
  'Not collected': 'Not collected',
  Voided: 'Void',
};

/** The moves the state machine allows from a status, in the words on the buttons; Not collected is for takeaways only. */
export function statusActions(status: OrderStatus, orderType?: OrderType): Array<{ to: OrderStatus; label: string; destructive: boolean }> {
  return nextStatuses(status)
    .filter((to) => to !== 'Not collected' || orderType !== 'dine-in')
    .map((to) => ({ to, label: ACTION_LABELS[to], destructive: to === 'Cancelled' || to === 'Voided' || to === 'Not collected' }));
}

/** The status as screens show it: a paid takeaway never collected stays a sale, and says so. */
export const statusText = (o: { status: OrderStatus; isPaid: boolean }) => (o.status === 'Not collected' && o.isPaid ? 'Not collected (paid)' : o.status);

export const itemCount = (items: ReadonlyArray<{ quantity: number }>) => items.reduce((n, l) => n + l.quantity, 0);
