import { z } from 'zod';
import { CalendarDate } from './dates';
export { DAY_CLOSINGS } from './collections';
import type { BillDoc, BillStatus, FloorTable } from './floor';
import { openServiceAt, servicesOn, type Settings } from './settings';
import { addDays } from './time';

/**
 * The floor's figures per service (covers, spend per cover, table turns, time seated) and the closing of a day,
 * from the running bills (domain/floor.ts). A bill belongs to the service its seating fell in, else to "Other".
 */

/**
 * The bills that count: invoiced (closed), settled (paid) or cleared (done) after an invoice. Open bills are not yet a
 * sale; a merged bill's party is counted on the bill it joined; a party that left before ordering (cleared, never
 * invoiced) ate nothing.
 */
export const COUNTED_BILL_STATUSES = ['closed', 'paid', 'done'] as const satisfies readonly BillStatus[];
/** The bills a day can't be closed over without a reason: still running, or invoiced and unpaid. */
export const UNSETTLED_BILL_STATUSES = ['open', 'closed'] as const satisfies readonly BillStatus[];

/** The group for bills seated outside every service of the day's opening hours. */
export const OTHER_SERVICE = 'Other';

export type BillFacts = Pick<BillDoc, 'status' | 'tableId' | 'tableName' | 'guests' | 'seatedAt' | 'closedAt' | 'paidAt' | 'doneAt' | 'totalCents'> & {
  id: string;
};

/** Whether a bill's party counts in the covers, the spend, the turns and the time seated. */
export const countsOnTheFloor = (b: Pick<BillDoc, 'status' | 'closedAt'>): boolean =>
  (COUNTED_BILL_STATUSES as readonly string[]).includes(b.status) && !!b.closedAt;

export interface TableTurns {
  tableId: string;
  tableName: string;
  /** Bills cleared at the table in the service. */
  bills: number;
  /** Bills cleared per running of the service, two decimals. */
  turns: number;
}

export interface ServiceFigures {
  /** "Lunch", "Dinner", or "Other". */
  service: string;
  /** How often the service ran in the range (its days); for "Other", the days that had such bills. */
  sessions: number;
  bills: number;
  covers: number;
  /** The bills' invoice totals, in paise. */
  spendCents: number;
  /** spendCents ÷ covers, rounded to the paisa; null without covers. */
  spendPerCoverCents: number | null;
  turns: {
    /** Bills cleared (done) in the service. */
    done: number;
    /** Cleared bills per table per running of the service, over every table of the plan; two decimals. */
    average: number;
    tables: TableTurns[];
  };
  seated: {
    /** Bills with an end to their time seated (cleared, or paid). */
    bills: number;
    averageMinutes: number | null;
    medianMinutes: number | null;
  };
}

export interface FloorReport {
  from: string;
  to: string;
  services: ServiceFigures[];
  totals: Omit<ServiceFigures, 'service' | 'sessions' | 'turns'> & { turns: { done: number } };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The middle value (the mean of the two middle ones for an even count), rounded to the minute. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return Math.round(s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2);
}

/** Minutes seated: from seating to the table's clearing, or to payment while not yet cleared; null when neither happened. */
export function minutesSeated(b: Pick<BillDoc, 'seatedAt' | 'doneAt' | 'paidAt'>): number | null {
  const end = b.doneAt ?? b.paidAt;
  if (!end) return null;
  return Math.max(0, (Date.parse(end) - Date.parse(b.seatedAt)) / 60_000);
}

/** The service a bill was seated in (today's, or last night's running past midnight), by name; "Other" outside them. */
export function serviceOfBill(settings: Settings, seatedAt: string): string {
  return openServiceAt(settings, new Date(seatedAt))?.service.name ?? OTHER_SERVICE;
}

/** How often each service ran over the range: the days whose opening hours list it. */
function sessionsOf(settings: Settings, from: string, to: string): Map<string, number> {
  const out = new Map<string, number>();
  for (let d = from; d <= to; d = addDays(d, 1)) for (const svc of servicesOn(settings, d)) out.set(svc.name, (out.get(svc.name) ?? 0) + 1);
  return out;
}

/** The services in the order the day runs them (by opening time, the week's names in turn). */
function serviceOrder(settings: Settings): string[] {
  const byOpening = Object.values(settings.hours)
    .flat()
    .sort((a, b) => a.opens.localeCompare(b.opens));
  return [...new Set(byOpening.map((s) => s.name))];
}

interface Tally {
  bills: number;
  covers: number;
  spendCents: number;
  seated: number[];
  done: Map<string, { tableName: string; bills: number }>;
  days: Set<string>;
}
const emptyTally = (): Tally => ({ bills: 0, covers: 0, spendCents: 0, seated: [], done: new Map(), days: new Set() });

function add(t: Tally, b: BillFacts, day: string): void {
  t.bills += 1;
  t.covers += b.guests;
  t.spendCents += b.totalCents ?? 0;
  const minutes = minutesSeated(b);
  if (minutes !== null) t.seated.push(minutes);
  if (b.status === 'done') {
    const at = t.done.get(b.tableId) ?? { tableName: b.tableName, bills: 0 };
    t.done.set(b.tableId, { tableName: b.tableName, bills: at.bills + 1 });
  }
  t.days.add(day);
}

const money = (t: Tally) => ({ spendCents: t.spendCents, spendPerCoverCents: t.covers > 0 ? Math.round(t.spendCents / t.covers) : null });
const seatedView = (t: Tally) => ({
  bills: t.seated.length,
  averageMinutes: t.seated.length > 0 ? Math.round(t.seated.reduce((s, m) => s + m, 0) / t.seated.length) : null,
  medianMinutes: median(t.seated),
});

/**
 * The range's floor figures per service: covers (guests of the closed, paid and cleared bills seated in the range),
 * spend per cover (their invoice totals ÷ covers), table turns (bills cleared per table per service) and time seated.
 * `tables` is the plan: turns average over all its tables, the idle ones too.
 */
export function floorReport(
  range: { from: string; to: string },
  bills: Array<BillFacts & { day: string }>,
  settings: Settings,
  tables: FloorTable[] = [],
): FloorReport {
  const counted = bills.filter(countsOnTheFloor);
  const byService = new Map<string, Tally>();
  const all = emptyTally();
  for (const b of counted) {
    const service = serviceOfBill(settings, b.seatedAt);
    const t = byService.get(service) ?? emptyTally();
    add(t, b, b.day);
    add(all, b, b.day);
    byService.set(service, t);
  }
  const sessions = sessionsOf(settings, range.from, range.to);
  const names = [...serviceOrder(settings).filter((n) => sessions.has(n) || byService.has(n)), ...(byService.has(OTHER_SERVICE) ? [OTHER_SERVICE] : [])];
  const services = names.map((service): ServiceFigures => {
    const t = byService.get(service) ?? emptyTally();
    const runs = Math.max(1, service === OTHER_SERVICE ? t.days.size : (sessions.get(service) ?? t.days.size));
    const planned = new Map(tables.map((x) => [x.id, x.name]));
    const tableIds = [...new Set([...planned.keys(), ...t.done.keys()])];
    const done = [...t.done.values()].reduce((s, x) => s + x.bills, 0);
    return {
      service,
      sessions: runs,
      bills: t.bills,
      covers: t.covers,
      ...money(t),
      turns: {
        done,
        average: tableIds.length > 0 ? round2(done / (tableIds.length * runs)) : 0,
        tables: tableIds
          .map((id) => {
            const at = t.done.get(id);
            return { tableId: id, tableName: planned.get(id) ?? at?.tableName ?? id, bills: at?.bills ?? 0, turns: round2((at?.bills ?? 0) / runs) };
          })
          .sort((a, b) => a.tableName.localeCompare(b.tableName, 'en', { numeric: true })),
      },
      seated: seatedView(t),
    };
  });
  return {
    from: range.from,
    to: range.to,
    services,
    totals: { bills: all.bills, covers: all.covers, ...money(all), turns: { done: services.reduce((s, x) => s + x.turns.done, 0) }, seated: seatedView(all) },
  };
}

/* ---------- the Z report's open bills, and closing a day ---------- */

export interface OpenBillView {
  billId: string;
  tableId: string;
  tableName: string;
  guests: number;
  name: string | null;
  seatedAt: string;
  rounds: number;
  /** What the bill comes to so far, in paise: the rounds' totals while open, the invoice total once closed. */
  runningTotalCents: number;
  /** `closed-unpaid`: invoiced, waiting for payment. */
  status: 'open' | 'closed-unpaid';
}

/** The day's bills not yet settled, as the Z report lists them (by table, then seating). */
export function openBillsOf(bills: Array<BillFacts & Pick<BillDoc, 'name' | 'rounds'>>, runningCents: (billId: string) => number): OpenBillView[] {
  return bills
    .filter((b) => (UNSETTLED_BILL_STATUSES as readonly string[]).includes(b.status))
    .map((b) => ({
      billId: b.id,
      tableId: b.tableId,
      tableName: b.tableName,
      guests: b.guests,
      name: b.name,
      seatedAt: b.seatedAt,
      rounds: b.rounds,
      runningTotalCents: b.status === 'closed' ? (b.totalCents ?? runningCents(b.id)) : runningCents(b.id),
      status: b.status === 'closed' ? ('closed-unpaid' as const) : ('open' as const),
    }))
    .sort((a, b) => a.tableName.localeCompare(b.tableName, 'en', { numeric: true }) || a.seatedAt.localeCompare(b.seatedAt));
}

/** What closing a day writes: who, when, why, and the day's figures as they stood. */
export interface DayClosingDoc {
  [key: string]: unknown;
  date: string;
  closedAt: string;
  closedBy: { uid: string; name: string };
  /** Required when bills were still open: why the day was closed over them. */
  reason: string | null;
  /** The bills still open then. */
  openBills: Array<Pick<OpenBillView, 'billId' | 'tableName' | 'status' | 'runningTotalCents'>>;
  figures: {
    orders: number;
    totalCents: number;
    netTakingsCents: number;
    bills: number;
    covers: number;
    spendCents: number;
  };
}

/** POST /api/admin/reports/day-end/close: the day, and a reason (needed only when bills are still open). */
export const CloseDayInput = z.object({
  date: CalendarDate('date'),
  // An empty field is no reason: the day then closes only when no bill is open.
  reason: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: 'The reason must be text' })
      .trim()
      .min(3, 'The reason must be at least 3 characters')
      .max(200, 'The reason must be at most 200 characters')
      .optional(),
  ),
});
export type CloseDayInput = z.infer<typeof CloseDayInput>;

/** "Table 5 (open), table 3 (closed, unpaid)": the open bills as the refusal names them. */
export function openBillsText(bills: ReadonlyArray<Pick<OpenBillView, 'tableName' | 'status'>>): string {
  return bills.map((b, i) => `${i === 0 ? 'Table' : 'table'} ${b.tableName} (${b.status === 'open' ? 'open' : 'closed, unpaid'})`).join(', ');
}

/** Why a day can't be closed as asked, or null when it can. */
export function closingProblem(openBills: ReadonlyArray<Pick<OpenBillView, 'tableName' | 'status'>>, reason: string | undefined): string | null {
  if (openBills.length === 0 || reason) return null;
  const n = openBills.length;
  return `${n} ${n === 1 ? 'bill is' : 'bills are'} still open: ${openBillsText(openBills)}. Settle ${n === 1 ? 'it' : 'them'}, or give a reason to close the day anyway.`;
}
