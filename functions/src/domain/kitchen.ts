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
  items: Array<{ name: string; quantity: number; note?: string; station?: string }>;
  /**
   * Each kitchen station's part: its status and its lines. On a station's board (?station=) only that station's
   * part, `items` only its lines and `status`/`readyAt` the part's while the order is in the kitchen.
   */
  stations?: KitchenStationPart[];
  /** The order's own status, Ready only when every station's part is; `status` differs from it on a station's board. */
  orderStatus?: OrderStatus;
  /** A floor round: its bill and round number, for "Round n" on the station's slip; absent otherwise. */
  billId?: string;
  round?: number;
  /** The day's token; null on older orders. */
  tokenNumber: number | null;
  /** When the order was confirmed: the ticket's clock starts here. */
  verifiedAt: string;
  readyAt: string | null;
  updatedAt: string;
  /** A takeaway's promised pickup (ISO), and the plates it holds; null and 0 otherwise. */
  pickupAt: string | null;
  plates: number;
  /** The guest's diet tags (Jain, no onion-garlic, allergies): all the kitchen sees of the guest's record. */
  dietTags?: GuestTag[];
  /** A takeaway waiting for the counter to call the guest back: not to be started yet. */
  awaitingCallBack?: boolean;
}

export interface KitchenStationPart {
  station: string;
  status: KitchenStatus;
  readyAt: string | null;
  items: Array<{ name: string; quantity: number; note?: string }>;
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
  /** The station this board shows (?station=), or null for the whole kitchen. */
  station?: string | null;
}

/** The load shown ahead on the kitchen display: plates promised per pickup slot for this long. */
export const LOAD_AHEAD_MINUTES = 120;

export interface SlotLoad {
  /** The slot's start, ISO. */
  at: string;
  plates: number;
  orders: number;
}

/**
 * Plates promised per 15-minute pickup slot from the current one for the next two hours, from the
 * open takeaway tickets (a late order still due sits in the current slot). Every slot is listed, empty ones too.
 */
export function loadAhead(tickets: readonly Pick<KitchenTicket, 'status' | 'pickupAt' | 'plates'>[], now: Date, slotMinutes = 15): SlotLoad[] {
  const step = slotMinutes * 60_000;
  const start = Math.floor(now.getTime() / step) * step;
  const slots: SlotLoad[] = [];
  for (let t = start; t < start + LOAD_AHEAD_MINUTES * 60_000; t += step) slots.push({ at: new Date(t).toISOString(), plates: 0, orders: 0 });
  for (const ticket of tickets) {
    if (!ticket.pickupAt || (ticket.status !== 'Pending' && ticket.status !== 'Preparing')) continue;
    const i = Math.max(0, Math.floor((Date.parse(ticket.pickupAt) - start) / step));
    const slot = slots[i];
    if (!slot) continue;
    slot.plates += ticket.plates;
    slot.orders += 1;
  }
  return slots;
}
