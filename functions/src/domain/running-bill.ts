import { z } from 'zod';
import { BillingInput } from './b2b';
import { DiscountInput } from './discounts';
import type { BillDoc, BillStatus, FloorTable } from './floor';
import { ORDER_LIMITS, ORDER_TEXTS, type OrderDoc, type OrderLine } from './orders';
import { PHONE_PATTERN } from './phone';
import { THALI_VARIANTS } from './thali-view';

/**
 * A party's running bill (domain/floor.ts BillDoc): the rules of seating, rounds, closing, moving, merging and
 * clearing, without I/O. services/running-bills.ts runs them in transactions.
 */

export const BILL_TEXTS = {
  tableTaken: 'This table is taken: its party has not left yet. Choose a free table.',
  unknownTable: 'There is no such table on the plan',
  unknownBill: 'Bill not found',
  noRounds: "A bill with no rounds can't be closed: add a round, or clear the table if the party left",
  roundIsBilled: "A round is billed with its table's bill: close the bill and settle its invoice",
  roundOnClosedBill: "This round is on its table's closed bill, whose invoice charges it: it can't be cancelled or deleted now",
  roundIsNoSale: "A round is no sale of its own: void or credit its table's invoice instead",
  guests: 'Guests must be a whole number from 1 to 50',
} as const;

/** The bill's own words for what it can't do now. */
export const notOpenText = (status: BillStatus, what: string) =>
  status === 'merged' ? `This bill was merged into another: ${what} on that bill` : `This bill is ${status}: ${what} only on an open bill`;

const Id = (what: string) =>
  z
    .string({ message: `${what} must be an id` })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, `${what} must be an id`);
const Optional = <T extends z.ZodType>(t: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), t.optional());

/** POST /api/admin/tables/:id/seat. */
export const SeatInput = z.object({
  guests: z.number({ message: BILL_TEXTS.guests }).int(BILL_TEXTS.guests).min(1, BILL_TEXTS.guests).max(50, BILL_TEXTS.guests),
  name: Optional(z.string({ message: 'Name must be text' }).trim().max(ORDER_LIMITS.nameMax, `Name must be at most ${ORDER_LIMITS.nameMax} characters`)),
  phone: Optional(z.string({ message: ORDER_TEXTS.badPhone }).trim().regex(PHONE_PATTERN, ORDER_TEXTS.badPhone)),
  reservationId: Optional(Id('reservationId')),
  waitlistId: Optional(Id('waitlistId')),
});
export type SeatInput = z.infer<typeof SeatInput>;

/** POST /api/admin/bills/:billId/rounds: the dishes of one round, as the counter's order form sends them. */
export const RoundInput = z.object({
  items: z
    .array(
      z.object({
        id: Id('Every item id'),
        quantity: z
          .number({ message: ORDER_TEXTS.badQuantity })
          .int(ORDER_TEXTS.badQuantity)
          .min(1, ORDER_TEXTS.badQuantity)
          .max(ORDER_LIMITS.maxQuantity, ORDER_TEXTS.badQuantity),
        note: z
          .string({ message: 'A note for the kitchen must be text' })
          .transform((n) => n.replace(/\s+/g, ' ').trim())
          .pipe(z.string().max(ORDER_LIMITS.noteMax, ORDER_TEXTS.noteTooLong))
          .optional(),
        variant: z.enum(THALI_VARIANTS, { message: 'Variant must be regular, jain, no-onion-garlic or vrat' }).optional(),
      }),
      { message: ORDER_TEXTS.emptyOrder },
    )
    .min(1, ORDER_TEXTS.emptyOrder)
    .max(ORDER_LIMITS.maxLines, ORDER_TEXTS.tooManyLines),
});
export type RoundInput = z.infer<typeof RoundInput>;

/** POST /api/admin/bills/:billId/close: the money rules of any order, chosen as the bill is made. */
export const CloseInput = z.object({
  serviceCharge: z.boolean({ message: 'serviceCharge must be true or false' }).optional(),
  discount: DiscountInput.optional(),
  billing: BillingInput.nullable().optional(),
});
export type CloseInput = z.infer<typeof CloseInput>;

export const MoveInput = z.object({ tableId: Id('tableId') });
export const MergeInput = z.object({ billId: Id('billId') });

/** A round (orders/{id} of a bill, cooked, not a sale) as opposed to the bill's invoice order. */
export const isRound = (o: Pick<OrderDoc, 'billId' | 'round'>): boolean => typeof o.billId === 'string' && typeof o.round === 'number';
/**
 * Why a round can't be taken off the bill now, or null when it can: a round is cancelled (or deleted) only while its bill
 * is open, since the close put its lines on the invoice; voiding or writing off a round would touch a sale it never was.
 */
export function roundChangeRefusal(
  o: Pick<OrderDoc, 'billId' | 'round' | 'billedAt'>,
  change: 'Cancelled' | 'Not collected' | 'Voided' | 'deleted',
): string | null {
  if (!isRound(o)) return null;
  if (change === 'Voided' || change === 'Not collected') return BILL_TEXTS.roundIsNoSale;
  return o.billedAt ? BILL_TEXTS.roundOnClosedBill : null;
}

/** The bill's invoice order, or a part of a split one. */
export const isBillInvoice = (o: Pick<OrderDoc, 'billId' | 'billPart'>): boolean => typeof o.billId === 'string' && !!o.billPart;

/** A round the bill charges: anything but cancelled or voided (a round still cooking is billed; the kitchen keeps it). */
export const chargedRound = (o: Pick<OrderDoc, 'status'>): boolean => o.status !== 'Cancelled' && o.status !== 'Voided';

/** A round's ticket still in the kitchen: a move or merge carries the new table's name to it. */
export const ticketOpen = (o: Pick<OrderDoc, 'status'>): boolean => o.status === 'Pending' || o.status === 'Preparing' || o.status === 'Ready';

/**
 * Every charged round's lines as one invoice's: the same dish at the same price with the same note and variant is
 * one line, in the order first taken. Prices stay as each round charged them.
 */
export function billLines(rounds: ReadonlyArray<Pick<OrderDoc, 'items' | 'status' | 'round'>>): OrderLine[] {
  const merged = new Map<string, OrderLine>();
  const ordered = [...rounds].filter(chargedRound).sort((a, b) => (a.round ?? 0) - (b.round ?? 0));
  for (const round of ordered)
    for (const line of round.items) {
      const key = [line.menuItemId, line.priceCents, line.note ?? '', line.variant ?? '', line.offerId ?? ''].join('\u0000');
      const seen = merged.get(key);
      merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
    }
  return [...merged.values()];
}

/** Whether a bill can be closed with these rounds, and why not. */
export function closeRefusal(bill: Pick<BillDoc, 'status'>, rounds: ReadonlyArray<Pick<OrderDoc, 'status'>>): string | null {
  if (bill.status !== 'open') return bill.status === 'merged' ? notOpenText('merged', 'close it') : `This bill is already ${bill.status}`;
  if (!rounds.some(chargedRound)) return BILL_TEXTS.noRounds;
  return null;
}

/**
 * What clearing a table does to its bill: a paid bill is done (the party left), and so is an open one with no rounds
 * (they left before ordering). Otherwise it says why the table can't be cleared yet.
 */
export function clearOutcome(bill: Pick<BillDoc, 'status' | 'rounds'>): { done: true } | { done: false; reason: string } {
  if (bill.status === 'paid') return { done: true };
  if (bill.status === 'open' && bill.rounds === 0) return { done: true };
  if (bill.status === 'open') return { done: false, reason: 'This table has rounds on its bill: close the bill and settle it before clearing the table' };
  return { done: false, reason: 'This bill waits for its payment: settle it before clearing the table' };
}

/** The rounds of a merged bill, renumbered after the bill they join, in the order they were taken. */
export function renumberAfter(rounds: number, joining: ReadonlyArray<{ id: string; round?: number | undefined }>): Array<{ id: string; round: number }> {
  return [...joining].sort((a, b) => (a.round ?? 0) - (b.round ?? 0)).map((r, i) => ({ id: r.id, round: rounds + i + 1 }));
}

/** Whether a merge of `other` into `into` may happen, and why not. */
export function mergeRefusal(into: { id: string; status: BillStatus }, other: { id: string; status: BillStatus }): string | null {
  if (into.id === other.id) return 'A bill cannot be merged into itself';
  if (into.status !== 'open') return notOpenText(into.status, 'merge');
  if (other.status !== 'open') return `The other bill is ${other.status}: only two open bills can be merged`;
  return null;
}

/** A new bill as seated now. */
export function newBill(
  table: Pick<FloorTable, 'id' | 'name'>,
  party: { guests: number; name: string | null; phone: string | null; reservationId: string | null; waitlistId: string | null },
  by: { uid: string; name: string },
  at: string,
  day: string,
): BillDoc {
  return {
    status: 'open',
    tableId: table.id,
    tableName: table.name,
    ...party,
    rounds: 0,
    day,
    seatedAt: at,
    seatedBy: by,
    updatedAt: at,
    closedAt: null,
    invoiceOrderIds: [],
    totalCents: null,
    paidAt: null,
    doneAt: null,
  };
}

/** Whether every part of a bill is paid, given the part just settled. */
export function allPartsPaid(invoiceOrderIds: readonly string[], paid: ReadonlySet<string>): boolean {
  return invoiceOrderIds.length > 0 && invoiceOrderIds.every((id) => paid.has(id));
}
