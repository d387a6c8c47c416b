import type { Language } from './languages';

/**
 * The dine-in floor's shapes, in one place: the table plan, the running bill of a seated party, and the
 * waitlist at the door. The rules live beside them (domain/tables.ts, domain/running-bill.ts,
 * domain/bill-split.ts, domain/waitlist.ts); this file only names what is stored and answered.
 *
 * How a table's evening is kept:
 * - Seating a party opens bills/{id} on a table. Each round is an order (orders/{id}, dine-in, confirmed at
 *   once) carrying `billId` and `round`: the kitchen cooks it like any order, one KOT per station. A round is
 *   not a sale by itself: it has no `reportDay`, no token and no invoice, so the reports never count it.
 * - Closing the bill makes one invoice order (orders/{id} with `billId` and `billPart`, status Completed,
 *   a `reportDay`, an invoice number) holding every round's lines: the money rules of any order (discount,
 *   service charge by choice, B2B, payment, credit note, refund) then apply to it unchanged.
 * - Splitting a closed, unpaid bill cancels its invoice with a credit note and issues the parts, whose
 *   totals add up to the whole to the paisa. When every part is paid the bill is `paid`; clearing the table
 *   makes it `done` and the table free.
 */

/** floor_plan/main: the owner's table plan. */
export const FLOOR_PLAN = 'floor_plan';
export const FLOOR_PLAN_ID = 'main';
/** bills/{id}: a party's running bill at a table. */
export const BILLS = 'bills';
/** waitlist/{id}: a walk-in party waiting at the door. */
export const WAITLIST = 'waitlist';

export interface FloorTable {
  [key: string]: unknown;
  /** Short and stable: "T5". Kept when the table is renamed or moved on the plan. */
  id: string;
  /** What staff call it: "5", "Terrace 2". */
  name: string;
  seats: number;
  /** "Ground floor", "Terrace": each area is its own canvas on the plan. */
  area: string;
  /** Where it sits on its area's canvas, in percent of the canvas (0–100), from the top left. */
  x: number;
  y: number;
  shape: 'square' | 'round' | 'long';
}

export interface FloorPlanDoc {
  [key: string]: unknown;
  tables: FloorTable[];
  updatedAt: string;
  updatedBy: { uid: string; name: string } | null;
}

/**
 * A table's state on the plan. `reserved`: free now, with a booking given to it starting within 15 minutes
 * (or begun and not yet seated).
 */
export const TABLE_STATUSES = ['free', 'reserved', 'seated', 'ordered', 'bill', 'paid'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/** A bill's life: open (seated, rounds added), closed (invoiced, waiting for payment), paid (every part settled), done (table cleared). */
export const BILL_STATUSES = ['open', 'closed', 'paid', 'done', 'merged'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
/** The bills that hold a table. */
export const ACTIVE_BILL_STATUSES = ['open', 'closed', 'paid'] as const satisfies readonly BillStatus[];

export interface BillDoc {
  [key: string]: unknown;
  status: BillStatus;
  /** The table it is on now (a move changes it), and that table's name then. */
  tableId: string;
  tableName: string;
  guests: number;
  name: string | null;
  phone: string | null;
  /** The booking it was seated from, and the waitlist entry. */
  reservationId: string | null;
  waitlistId: string | null;
  /** Rounds taken so far: the next round is number rounds + 1. */
  rounds: number;
  /** The restaurant-local day it was seated, for the reports and the Z report's open bills. */
  day: string;
  seatedAt: string;
  seatedBy: { uid: string; name: string };
  updatedAt: string;
  closedAt: string | null;
  /** The invoice orders of the bill: one, or the parts of a split. */
  invoiceOrderIds: string[];
  /** The whole bill at close, in paise: the parts of any split add up to it. */
  totalCents: number | null;
  paidAt: string | null;
  /** When the table was cleared: the time seated ends here. */
  doneAt: string | null;
  /** A merged bill's rounds moved to this bill; the bills merged into this one. */
  mergedInto?: string | null;
  mergedFrom?: string[];
  /** Tables it has been moved from, oldest first. */
  moves?: Array<{ from: string; to: string; at: string; by: string }>;
}

export const WAITLIST_STATUSES = ['waiting', 'notified', 'seated', 'left', 'no-show'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export interface WaitlistDoc {
  [key: string]: unknown;
  /** The guest's link: /waitlist/{reference}. Long and random: it is the only key to the page. */
  reference: string;
  name: string;
  phone: string;
  partySize: number;
  status: WaitlistStatus;
  day: string;
  addedAt: string;
  addedBy: { uid: string; name: string };
  /** The wait quoted when added, in minutes. */
  quotedMinutes: number;
  notifiedAt: string | null;
  seatedAt: string | null;
  billId: string | null;
  endedAt: string | null;
  updatedAt: string;
  /** TTL: a walk-in's name and phone go 30 days after they were added (domain/expiry.ts). */
  expireAt: Date;
  /** The guest's language, which both texts are written in; absent (older entries): English. */
  lang?: Language;
}
