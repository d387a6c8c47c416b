import type { AppDeps } from '../deps';
import { RESERVATIONS } from '../domain/collections';
import { ACTIVE_BILL_STATUSES, BILLS, FLOOR_PLAN, FLOOR_PLAN_ID, type BillDoc, type FloorPlanDoc, type FloorTable } from '../domain/floor';
import { areasOf, clashingBooking, heldTableChange, heldTableMessage, tableStatuses, type BookedTable, type PlanInput, type TableView } from '../domain/tables';
import { restaurantDate, restaurantInstant } from '../domain/time';
import type { ReservationView } from '../domain/booking';
import { conflict, notFound } from '../lib/errors';
import type { DocStore, TxStore, WithId } from '../ports';
import { SEED_FLOOR_PLAN } from '../seed/floor-plan';
import { auditIn, type Actor } from './audit';
import { readSettings } from './settings';
import type { ReservationDoc } from './reservations';
import { staffView } from './staff-bookings';

type Reader = Pick<DocStore, 'get' | 'query'> | Pick<TxStore, 'get' | 'query'>;

/** The plan as the floor reads it. */
export interface Plan {
  tables: FloorTable[];
  areas: string[];
  updatedAt: string | null;
}

/** The owner's table plan (the seeded one until an owner saves theirs). One read. */
export async function readPlan(reader: Pick<DocStore, 'get'> | Pick<TxStore, 'get'>): Promise<Plan> {
  const doc = await reader.get<FloorPlanDoc>(FLOOR_PLAN, FLOOR_PLAN_ID);
  const tables = doc ? doc.tables : SEED_FLOOR_PLAN;
  return { tables, areas: areasOf(tables), updatedAt: doc?.updatedAt ?? null };
}

/** The bills holding a table now: open, closed (waiting for payment) or paid (not yet cleared). */
export function activeBills(reader: Reader): Promise<Array<WithId<BillDoc>>> {
  return reader.query<BillDoc>(BILLS, { where: [{ field: 'status', op: 'in', value: [...ACTIVE_BILL_STATUSES] }] });
}

/** The day's bookings given a table (index: date, tableId). */
export async function bookingsWithTable(reader: Reader, date: string): Promise<BookedTable[]> {
  const docs = await reader.query<ReservationDoc>(RESERVATIONS, {
    where: [
      { field: 'date', op: '==', value: date },
      { field: 'tableId', op: '>', value: '' },
    ],
  });
  return docs.map(bookedTable);
}

const bookedTable = (r: WithId<ReservationDoc>): BookedTable => ({
  id: r.id,
  tableId: r.tableId as string,
  date: r.date,
  time: r.time,
  name: r.name,
  partySize: r.partySize,
  status: r.status,
  seatedAt: r.seatedAt ?? null,
});

/** GET /api/admin/tables: every table with its state now. Reads: the plan, the settings, the active bills, today's booked tables. */
export async function listTables(deps: Pick<AppDeps, 'store' | 'clock'>): Promise<{ asOf: string; areas: string[]; tables: TableView[] }> {
  const now = deps.clock.now();
  const settings = await readSettings(deps.store);
  const today = restaurantDate(now, settings.locale.timeZone);
  const [plan, bills, bookings] = await Promise.all([readPlan(deps.store), activeBills(deps.store), bookingsWithTable(deps.store, today)]);
  return { asOf: now.toISOString(), areas: plan.areas, tables: tableStatuses(plan.tables, bills, bookings, now, settings.floor, settings.locale.timeZone) };
}

/**
 * PUT /api/admin/tables: the whole plan replaced. A table holding a bill may move on its canvas and be renamed,
 * but not be removed or moved to another area (the party is sitting at it). Audited.
 */
export async function savePlan(deps: AppDeps, input: PlanInput, actor: Actor): Promise<void> {
  const now = deps.clock.now();
  await deps.store.transaction(async (tx) => {
    const [plan, bills] = await Promise.all([readPlan(tx), activeBills(tx)]);
    const held = heldTableChange(plan.tables, input.tables, new Set(bills.map((b) => b.tableId)));
    if (held) throw conflict(heldTableMessage(held), { tableId: held.table.id });
    const at = now.toISOString();
    const doc: FloorPlanDoc = { tables: input.tables, updatedAt: at, updatedBy: { uid: actor.uid, name: actor.name } };
    tx.set(FLOOR_PLAN, FLOOR_PLAN_ID, doc);
    const count = (tables: FloorTable[]) => ({ tables: tables.length, areas: areasOf(tables) });
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'setting',
        entityId: FLOOR_PLAN,
        action: 'update',
        summary: `Table plan saved: ${input.tables.length} table${input.tables.length === 1 ? '' : 's'} in ${areasOf(input.tables).join(', ') || 'no area'}`,
        from: count(plan.tables),
        to: count(input.tables),
      },
      now,
    );
  });
}

/**
 * PATCH /api/reservations/admin/{id}/table: gives a live booking a table of the plan ahead (its table number becomes the
 * table's name, which every booking screen shows), or takes it back (null). Refused when another live booking of the
 * day has that table within a sitting of this one's time. Audited.
 */
export async function giveBookingTable(deps: AppDeps, id: string, tableId: string | null, actor: Actor): Promise<ReservationView> {
  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    const r = await tx.get<ReservationDoc>(RESERVATIONS, id);
    if (!r) throw notFound('Reservation not found');
    const [settings, plan] = await Promise.all([readSettings(tx), readPlan(tx)]);
    const table = tableId === null ? null : plan.tables.find((t) => t.id === tableId);
    if (table === undefined) throw notFound(`There is no table ${tableId} on the plan`);
    if (!['pending', 'requested', 'confirmed'].includes(r.status)) throw conflict(`A ${r.status} reservation cannot be given a table.`);
    if (r.seatedAt) throw conflict('This party is already seated: move their bill instead.');
    if (restaurantInstant(r.date, r.time, settings.locale.timeZone).getTime() + settings.floor.holdMinutes * 60_000 <= now.getTime())
      throw conflict('This booking’s time has passed.');
    if (table) {
      const sameTable = await tx.query<ReservationDoc>(RESERVATIONS, {
        where: [
          { field: 'date', op: '==', value: r.date },
          { field: 'tableId', op: '==', value: table.id },
        ],
      });
      const clash = clashingBooking({ id, time: r.time }, sameTable.map(bookedTable), settings.floor);
      if (clash) throw conflict(`Table ${table.name} is given to ${clash.name}’s booking at ${clash.time}`, { reservationId: clash.id });
    }
    const at = now.toISOString();
    const patch = { tableId: table?.id ?? null, tableNumber: table?.name ?? 'TBD', updatedAt: at };
    tx.update(RESERVATIONS, id, patch);
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'reservation',
        entityId: id,
        action: 'table',
        summary: table ? `Reservation ${r.reference} (${r.name}): given table ${table.name}` : `Reservation ${r.reference} (${r.name}): table taken back`,
        from: { tableId: r.tableId ?? null, tableNumber: r.tableNumber },
        to: { tableId: patch.tableId, tableNumber: patch.tableNumber },
      },
      now,
    );
    return staffView(settings, now, { ...r, ...patch, id });
  });
}
