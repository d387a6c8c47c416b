import type { AppDeps } from '../deps';
import { ORDERS } from '../domain/collections';
import { BILLS, FLOOR_PLAN, FLOOR_PLAN_ID, type BillDoc, type FloorPlanDoc } from '../domain/floor';
import {
  closingProblem,
  DAY_CLOSINGS,
  floorReport,
  openBillsOf,
  type CloseDayInput,
  type DayClosingDoc,
  type FloorReport,
  type OpenBillView,
} from '../domain/floor-report';
import type { OrderDoc } from '../domain/orders';
import type { Settings } from '../domain/settings';
import type { ReportRange } from '../domain/reports';
import { restaurantDate } from '../domain/time';
import { AppError } from '../lib/errors';
import { DOC_ID, type DocStore, type TxStore, type WithId } from '../ports';
import { auditIn, type Actor } from './audit';
import { billView } from './running-bills';
import { readSettings } from './settings';

const PAGE = 500;
/** Firestore's limit on the values of one `in` filter. */
const IN_LIMIT = 30;

/** The bills seated in the range, a page at a time by (day, id): a year of bills never comes in one read. */
async function billsSeatedIn(store: DocStore, range: ReportRange): Promise<Array<WithId<BillDoc>>> {
  const out: Array<WithId<BillDoc>> = [];
  let after: unknown[] | undefined;
  for (;;) {
    const page = await store.query<BillDoc>(BILLS, {
      where: [
        { field: 'day', op: '>=', value: range.from },
        { field: 'day', op: '<=', value: range.to },
      ],
      orderBy: [{ field: 'day' }, { field: DOC_ID }],
      limit: PAGE,
      ...(after ? { startAfter: after } : {}),
    });
    out.push(...page);
    if (page.length < PAGE) return out;
    const last = page.at(-1)!;
    after = [last.day, last.id];
  }
}

/** GET /api/admin/reports/floor: covers, spend per cover, table turns and time seated, per service. */
export async function floorFor(deps: Pick<AppDeps, 'store'>, range: ReportRange): Promise<FloorReport> {
  const [settings, plan, bills] = await Promise.all([
    readSettings(deps.store),
    deps.store.get<FloorPlanDoc>(FLOOR_PLAN, FLOOR_PLAN_ID),
    billsSeatedIn(deps.store, range),
  ]);
  return floorReport(range, bills, settings, plan?.tables ?? []);
}

const billsOfDay = (reader: Pick<DocStore, 'query'> | Pick<TxStore, 'query'>, date: string) =>
  reader.query<BillDoc>(BILLS, { where: [{ field: 'day', op: '==', value: date }] });

/** Each open bill's running total in paise, as the bill itself answers it (billView): their orders read 30 bills at a time. */
async function runningTotals(store: DocStore, bills: Array<WithId<BillDoc>>, settings: Settings): Promise<Map<string, number>> {
  const orders: Array<WithId<OrderDoc>> = [];
  for (let i = 0; i < bills.length; i += IN_LIMIT) {
    const ids = bills.slice(i, i + IN_LIMIT).map((b) => b.id);
    orders.push(...(await store.query<OrderDoc>(ORDERS, { where: [{ field: 'billId', op: 'in', value: ids }] })));
  }
  return new Map(
    bills.map((b) => [
      b.id,
      billView(
        b,
        orders.filter((o) => o.billId === b.id),
        settings,
      ).runningTotalCents,
    ]),
  );
}

/** The day's bills still open or invoiced and unpaid, for the Z report. */
export async function openBillsFor(deps: Pick<AppDeps, 'store'>, date: string): Promise<OpenBillView[]> {
  const [bills, settings] = await Promise.all([billsOfDay(deps.store, date), readSettings(deps.store)]);
  const open = bills.filter((b) => b.status === 'open');
  const totals = open.length > 0 ? await runningTotals(deps.store, open, settings) : new Map<string, number>();
  return openBillsOf(bills, (id) => totals.get(id) ?? 0);
}

/** The day's figures kept with its closing: what the Z report said when it was closed. */
export type ClosingFigures = DayClosingDoc['figures'];

/** Who closed the day, when and why; null while it is not closed. */
export async function dayClosingOf(deps: Pick<AppDeps, 'store'>, date: string): Promise<DayClosingDoc | null> {
  const doc = await deps.store.get<DayClosingDoc>(DAY_CLOSINGS, date);
  if (!doc) return null;
  const { id: _id, ...closing } = doc;
  return closing;
}

/**
 * POST /api/admin/reports/day-end/close: records the day closed, refusing while bills are open unless a reason is
 * given. A day closed already answers its first closing, unchanged.
 */
export async function closeDay(
  deps: Pick<AppDeps, 'store' | 'clock'>,
  input: CloseDayInput,
  actor: Actor,
  figures: ClosingFigures,
): Promise<{ closing: DayClosingDoc; alreadyClosed: boolean }> {
  const now = deps.clock.now();
  const settings = await readSettings(deps.store);
  if (input.date > restaurantDate(now, settings.locale.timeZone))
    throw new AppError('conflict', `${input.date} has not begun: a day can be closed from its own day on.`);
  const running = (await openBillsFor(deps, input.date)).filter((b) => b.status === 'open');
  const totals = new Map(running.map((b) => [b.billId, b.runningTotalCents]));
  return deps.store.transaction(async (tx) => {
    const existing = await tx.get<DayClosingDoc>(DAY_CLOSINGS, input.date);
    if (existing) {
      const { id: _id, ...closing } = existing;
      return { closing, alreadyClosed: true };
    }
    // The bills as they stand at the closing: one settled a moment ago no longer stops it, one seated since does.
    const openNow = openBillsOf(await billsOfDay(tx, input.date), (id) => totals.get(id) ?? 0);
    const problem = closingProblem(openNow, input.reason);
    if (problem) throw new AppError('conflict', problem, { openBills: openNow });
    const closing: DayClosingDoc = {
      date: input.date,
      closedAt: now.toISOString(),
      closedBy: { uid: actor.uid, name: actor.name },
      reason: input.reason ?? null,
      openBills: openNow.map((b) => ({ billId: b.billId, tableName: b.tableName, status: b.status, runningTotalCents: b.runningTotalCents })),
      figures,
    };
    tx.create(DAY_CLOSINGS, input.date, closing);
    auditIn(
      tx,
      deps.store,
      actor,
      {
        entity: 'day',
        entityId: input.date,
        action: 'close-day',
        summary: `Day ${input.date} closed${openNow.length > 0 ? ` with ${openNow.length} ${openNow.length === 1 ? 'bill' : 'bills'} open: ${input.reason}` : ''}`,
        from: null,
        to: { reason: closing.reason, openBills: openNow.length, orders: figures.orders, totalCents: figures.totalCents, covers: figures.covers },
      },
      now,
    );
    return { closing, alreadyClosed: false };
  });
}
