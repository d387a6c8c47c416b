import type { OrderDoc, OrderStatus, OrderType } from './orders';
import type { GuestTag } from './guests';

/** The kitchen display's columns, in the order a ticket moves through them (domain/order-status). */
export const KITCHEN_STATUSES = ['Pending', 'Preparing', 'Ready'] as const satisfies readonly OrderStatus[];
export type KitchenStatus = (typeof KITCHEN_STATUSES)[number];

export const isKitchenStatus = (s: OrderStatus): s is KitchenStatus => (KITCHEN_STATUSES as readonly OrderStatus[]).includes(s);

/** A Ready order stays on the board this long after it became Ready, then leaves it for the front of house. */
export const KITCHEN_READY_WINDOW_MINUTES = 60;

/** An order as the kitchen sees it: what to cook and for whom, no phone or money. */
export interface KitchenTicket {
  id: string;
  reference: string;
  /** Any status: a change poll also reports orders that left the board (Completed, Cancelled). */
  status: OrderStatus;
  orderType: OrderType;
  tableNumber: string | null;
  name: string;
  source: OrderDoc['source'];
  items: Array<{ name: string; quantity: number; note?: string }>;
  /** The day's token; null on older orders. */
  tokenNumber: number | null;
  /** When the order was confirmed: the ticket's clock starts here. */
  verifiedAt: string;
  readyAt: string | null;
  updatedAt: string;
  /** The guest's diet tags (Jain, no onion-garlic, allergies): all the kitchen sees of the guest's record. */
  dietTags?: GuestTag[];
  /** A takeaway waiting for the counter to call the guest back: not to be started yet. */
  awaitingCallBack?: boolean;
}

/** GET /api/admin/kitchen. */
export interface KitchenBoardView {
  /** Server time of the answer: the tablet measures elapsed minutes against it, not its own clock. */
  asOf: string;
  /** What to send as ?since= on the next poll. */
  cursor: string;
  /** True: `tickets` is the whole board. False: only the orders changed since `since`, to merge. */
  full: boolean;
  /** A full board holds at most this many open orders (oldest first); more exist when truncated. */
  truncated: boolean;
  readyWindowMinutes: number;
  tickets: KitchenTicket[];
}
