import { z } from 'zod';
import type { BillDoc, BillStatus, FloorTable, TableStatus } from './floor';
import { sameName } from './names';
import { restaurantInstant } from './time';

export const TABLE_SHAPES = ['square', 'round', 'long'] as const satisfies readonly FloorTable['shape'][];
export const PLAN_LIMITS = { tables: 100, seatsMin: 1, seatsMax: 20, nameMax: 20, areaMax: 40 } as const;

/** How far ahead a booking given a table shows it reserved, and how long after its time it keeps it unseated (Settings `floor`). */
export interface FloorRules {
  reserveAheadMinutes: number;
  holdMinutes: number;
  /** How long a party keeps a table: two bookings on one table must start at least this far apart. */
  sittingMinutes: number;
}

const TableId = z
  .string({ error: 'Each table needs an id' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, 'A table id is 1 to 20 letters, digits, dashes or underscores');
const Percent = (axis: string) =>
  z
    .number({ error: `${axis} must be a number from 0 to 100` })
    .min(0, `${axis} must be from 0 to 100`)
    .max(100, `${axis} must be from 0 to 100`);

export const TableInput = z.object({
  id: TableId,
  name: z
    .string({ error: 'Table name is required' })
    .trim()
    .min(1, 'Table name is required')
    .max(PLAN_LIMITS.nameMax, `Table name must be at most ${PLAN_LIMITS.nameMax} characters`),
  seats: z
    .number({ error: `Seats must be a whole number from ${PLAN_LIMITS.seatsMin} to ${PLAN_LIMITS.seatsMax}` })
    .int(`Seats must be a whole number from ${PLAN_LIMITS.seatsMin} to ${PLAN_LIMITS.seatsMax}`)
    .min(PLAN_LIMITS.seatsMin, `Seats must be at least ${PLAN_LIMITS.seatsMin}`)
    .max(PLAN_LIMITS.seatsMax, `Seats must be at most ${PLAN_LIMITS.seatsMax}`),
  area: z
    .string({ error: 'Area is required' })
    .trim()
    .min(1, 'Area is required')
    .max(PLAN_LIMITS.areaMax, `Area must be at most ${PLAN_LIMITS.areaMax} characters`),
  x: Percent('Across').optional(),
  y: Percent('Down').optional(),
  shape: z.enum(TABLE_SHAPES, { error: 'Shape must be square, round or long' }).optional(),
});
export type TableInput = z.infer<typeof TableInput>;

export const duplicateTableName = (name: string) => `Two tables are named "${name}": each table needs its own name`;
export const duplicateTableId = (id: string) => `Two tables have the id "${id}"`;

/** PUT /api/admin/tables: the whole plan. Names are unique whatever their case; tables without a place are laid out in a grid. */
export const PlanInput = z
  .object({
    tables: z.array(TableInput, { error: 'tables must be a list' }).max(PLAN_LIMITS.tables, `A plan holds at most ${PLAN_LIMITS.tables} tables`),
  })
  .superRefine((plan, ctx) => {
    plan.tables.forEach((t, i) => {
      const first = plan.tables.findIndex((o) => o.id.toLowerCase() === t.id.toLowerCase());
      if (first < i) ctx.addIssue({ code: 'custom', path: ['tables', i, 'id'], message: duplicateTableId(t.id) });
      const named = plan.tables.findIndex((o) => sameName(o.name, t.name));
      if (named < i) ctx.addIssue({ code: 'custom', path: ['tables', i, 'name'], message: duplicateTableName(t.name) });
    });
  })
  .transform((plan) => ({ tables: layOut(plan.tables) }));
export type PlanInput = z.infer<typeof PlanInput>;

/** A grid place for the n-th unplaced table of an area: five across, rows downwards. */
export function gridPlace(n: number): { x: number; y: number } {
  return { x: 10 + (n % 5) * 20, y: Math.min(100, 12 + Math.floor(n / 5) * 22) };
}

/** The tables as stored: every one with a place (a grid place in its area where none was given) and a shape. */
export function layOut(tables: TableInput[]): FloorTable[] {
  const unplaced = new Map<string, number>();
  return tables.map((t) => {
    let { x, y } = t;
    if (x === undefined || y === undefined) {
      const n = unplaced.get(t.area) ?? 0;
      unplaced.set(t.area, n + 1);
      const place = gridPlace(n);
      x ??= place.x;
      y ??= place.y;
    }
    return { id: t.id, name: t.name, seats: t.seats, area: t.area, x, y, shape: t.shape ?? 'square' };
  });
}

/** The plan's areas, in the order their first table comes. */
export const areasOf = (tables: Array<Pick<FloorTable, 'area'>>): string[] => [...new Set(tables.map((t) => t.area))];

/** The tables a new plan may not drop or move to another area: each holds a bill. Answers the first such, for the 409. */
export function heldTableChange(
  before: FloorTable[],
  after: FloorTable[],
  billTables: ReadonlySet<string>,
): { table: FloorTable; why: 'removed' | 'moved' } | null {
  for (const table of before) {
    if (!billTables.has(table.id)) continue;
    const now = after.find((t) => t.id === table.id);
    if (!now) return { table, why: 'removed' };
    if (now.area !== table.area) return { table, why: 'moved' };
  }
  return null;
}

export const heldTableMessage = (c: { table: FloorTable; why: 'removed' | 'moved' }) =>
  c.why === 'removed'
    ? `Table ${c.table.name} has a party seated: clear its bill before removing it from the plan`
    : `Table ${c.table.name} has a party seated: clear its bill before moving it out of ${c.table.area}`;

/** What a table shows of its bill. */
export interface TableBill {
  id: string;
  guests: number;
  name: string | null;
  seatedAt: string;
  rounds: number;
  status: BillStatus;
}
/** What a table shows of the booking given it. */
export interface TableReservation {
  id: string;
  name: string;
  time: string;
  partySize: number;
}
export type TableView = FloorTable & { status: TableStatus; bill: TableBill | null; reservation: TableReservation | null };

/** A booking given a table ahead, as the plan reads it. */
export interface BookedTable {
  id: string;
  tableId: string;
  date: string;
  time: string;
  name: string;
  partySize: number;
  status: string;
  seatedAt?: string | null;
}

/** A bill's state on its table: open with no round yet → seated, with rounds → ordered, closed → bill, paid → paid. */
export function billTableStatus(bill: Pick<BillDoc, 'status' | 'rounds'>): TableStatus | null {
  if (bill.status === 'open') return bill.rounds > 0 ? 'ordered' : 'seated';
  if (bill.status === 'closed') return 'bill';
  if (bill.status === 'paid') return 'paid';
  return null;
}

/**
 * Whether a booking holds its table now: a confirmed booking not yet seated, from `reserveAheadMinutes` before its
 * time until `holdMinutes` after it (a party that late is likely a no-show, and the table goes back to walk-ins).
 */
export function holdsTableNow(b: BookedTable, now: Date, rules: FloorRules, timeZone: string): boolean {
  if (b.status !== 'confirmed' || b.seatedAt) return false;
  const start = restaurantInstant(b.date, b.time, timeZone).getTime();
  const t = now.getTime();
  return t >= start - rules.reserveAheadMinutes * 60_000 && t < start + rules.holdMinutes * 60_000;
}

/** Each table of the plan with its state now, from the active bills and the bookings given a table. */
export function tableStatuses(
  tables: FloorTable[],
  bills: Array<Pick<BillDoc, 'status' | 'rounds' | 'tableId' | 'guests' | 'name' | 'seatedAt'> & { id: string }>,
  bookings: BookedTable[],
  now: Date,
  rules: FloorRules,
  timeZone: string,
): TableView[] {
  return tables.map((table) => {
    const billDoc = bills.find((b) => b.tableId === table.id && billTableStatus(b) !== null);
    const booking = bookings.filter((b) => b.tableId === table.id && holdsTableNow(b, now, rules, timeZone)).sort((a, b) => a.time.localeCompare(b.time))[0];
    const bill: TableBill | null = billDoc
      ? { id: billDoc.id, guests: billDoc.guests, name: billDoc.name, seatedAt: billDoc.seatedAt, rounds: billDoc.rounds, status: billDoc.status }
      : null;
    const reservation: TableReservation | null = booking ? { id: booking.id, name: booking.name, time: booking.time, partySize: booking.partySize } : null;
    const status: TableStatus = billDoc ? billTableStatus(billDoc)! : booking ? 'reserved' : 'free';
    return { ...table, status, bill, reservation };
  });
}

/** Booking statuses that still want their table. */
export const LIVE_BOOKING_STATUSES = ['pending', 'requested', 'confirmed'] as const;

/** The booking of the same day already given this table within a sitting of this one's time, if any. */
export function clashingBooking<B extends Pick<BookedTable, 'id' | 'time' | 'status'>>(
  booking: Pick<BookedTable, 'id' | 'time'>,
  others: B[],
  rules: Pick<FloorRules, 'sittingMinutes'>,
): B | null {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const at = minutes(booking.time);
  return (
    others.find(
      (o) => o.id !== booking.id && (LIVE_BOOKING_STATUSES as readonly string[]).includes(o.status) && Math.abs(minutes(o.time) - at) < rules.sittingMinutes,
    ) ?? null
  );
}

/** PATCH /api/reservations/admin/{id}/table: a table of the plan, or null to take it back. */
export const BookingTableInput = z.object({
  tableId: z.union([TableId, z.null()], { error: 'tableId must be a table id or null' }),
});
