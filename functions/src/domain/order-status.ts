import type { OrderStatus } from './orders';

export const ORDER_STATUSES: readonly OrderStatus[] = ['Pending', 'Preparing', 'Ready', 'Completed', 'Cancelled'];

/** Pending → Preparing → Ready → Completed; Cancelled from Pending or Preparing (DECISIONS 9). */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Preparing', 'Cancelled'],
  Preparing: ['Ready', 'Cancelled'],
  Ready: ['Completed'],
  Completed: [],
  Cancelled: [],
};

/** The statuses an order may move to from `from`. */
export const nextStatuses = (from: OrderStatus): readonly OrderStatus[] => NEXT[from];

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/** Why a move is refused, in words an admin understands; null when it is allowed. */
export function refusal(from: OrderStatus, to: OrderStatus): string | null {
  if (canMove(from, to)) return null;
  if (from === to) return `The order is already ${from}`;
  if (NEXT[from].length === 0) return `A ${from} order can no longer change status`;
  return `A ${from} order can only move to ${NEXT[from].join(' or ')}, not ${to}`;
}

/** Statuses a customer still waits on. */
export const isOpen = (status: OrderStatus) => status === 'Pending' || status === 'Preparing' || status === 'Ready';
