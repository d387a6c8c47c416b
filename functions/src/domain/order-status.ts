import type { OrderStatus } from './order-kinds';

export const ORDER_STATUSES: readonly OrderStatus[] = ['Pending', 'Preparing', 'Ready', 'Completed', 'Cancelled', 'Not collected', 'Voided'];

/** The statuses an admin sets with a status change; Voided is reached only by voiding, which needs a reason. */
export const SETTABLE_STATUSES = ['Pending', 'Preparing', 'Ready', 'Completed', 'Cancelled', 'Not collected'] as const satisfies readonly OrderStatus[];

/**
 * Pending → Preparing → Ready → Completed; Cancelled from Pending or Preparing (DECISIONS 9);
 * Ready → Not collected for a takeaway nobody came for. Completed, Cancelled and
 * Not collected are final, but their record can be voided with a reason; Voided is final.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Preparing', 'Cancelled'],
  Preparing: ['Ready', 'Cancelled'],
  Ready: ['Completed', 'Not collected'],
  Completed: ['Voided'],
  Cancelled: ['Voided'],
  'Not collected': ['Voided'],
  Voided: [],
};

/** The statuses an order may move to from `from` (Voided through the void call only). */
export const nextStatuses = (from: OrderStatus): readonly OrderStatus[] => NEXT[from];

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/** Why a move is refused, in words an admin understands; null when it is allowed. */
export function refusal(from: OrderStatus, to: OrderStatus): string | null {
  if (canMove(from, to)) return null;
  if (from === to) return `The order is already ${from}`;
  if (NEXT[from].length === 0) return `A ${from} order can no longer change status`;
  if (NEXT[from].every((s) => s === 'Voided')) return `A ${from} order can no longer change status; it can only be voided, with a reason`;
  const moves = NEXT[from].filter((s) => s !== 'Voided');
  return `A ${from} order can only move to ${moves.join(' or ')}, not ${to}`;
}

/** Statuses a customer still waits on. */
export const isOpen = (status: OrderStatus) => status === 'Pending' || status === 'Preparing' || status === 'Ready';

/** Orders that count as business (revenue, orders today): not cancelled, not left uncollected, not voided. */
export const COUNTED_STATUSES: readonly OrderStatus[] = ['Pending', 'Preparing', 'Ready', 'Completed'];

/** Whether an order's record may be voided: it is over (Completed, Cancelled, Not collected). */
export const canVoid = (status: OrderStatus) => canMove(status, 'Voided');

/** Why an order may not be deleted, or null: only a Pending order never confirmed by OTP goes without a record. */
export function deleteRefusal(o: { status: OrderStatus; isVerified: boolean }): string | null {
  if (o.status === 'Pending' && !o.isVerified) return null;
  if (canVoid(o.status)) return `A ${o.status} order is kept for the records and can't be deleted; void it with a reason instead`;
  if (o.status === 'Voided') return "A voided order is kept for the records and can't be deleted";
  return `A confirmed order is kept for the records and can't be deleted; cancel it instead`;
}

/** A reason for voiding: 3 to 200 characters once trimmed. */
export const VOID_REASON = { min: 3, max: 200, message: 'Please give a reason of 3 to 200 characters' } as const;

/** A status change can be undone this long after it was made, by the server's clock. */
export const UNDO_WINDOW_MS = 10_000;

/** An admin's latest status change of an order or a reservation, kept so it can be undone within UNDO_WINDOW_MS. */
export interface StatusMove<S extends string> {
  [key: string]: unknown;
  id: string;
  at: string;
  from: S;
  to: S;
  by: { uid: string; name: string };
  /** The guest text the move queued (held until the window has passed), to drop on undo. */
  textId: string | null;
}

/** The latest undoable move as the record keeps it: enough to say whether it may still be undone. */
export interface MoveStamp {
  id: string;
  at: string;
}

/** Why a move can't be undone now, or null: it must be the record's latest move and at most UNDO_WINDOW_MS old. */
export function undoRefusal(latest: MoveStamp | null | undefined, moveId: string, now: Date): string | null {
  if (!latest || latest.id !== moveId) return 'This change can no longer be undone: the record has changed since. The screen now shows it as it is';
  if (now.getTime() - Date.parse(latest.at) > UNDO_WINDOW_MS) return `The ${UNDO_WINDOW_MS / 1000} seconds to undo this change have passed`;
  return null;
}

/** The instant a move made at `at` stops being undoable. */
export const undoUntil = (at: string) => new Date(Date.parse(at) + UNDO_WINDOW_MS).toISOString();
