/**
 * The floor's reports over real HTTP: covers, spend per cover, table turns and time seated per service from the
 * running bills; the Z report's open bills; closing a day (refused over open bills without a reason, audited,
 * answered the same the second time).
 */
import { describe, expect, it } from 'vitest';
import type { AuditView } from '../domain/audit';
import type { DayClosingDoc, FloorReport, OpenBillView } from '../domain/floor-report';
import { parseCsv } from '../domain/reports';
import { DEFAULT_SETTINGS, WEEKDAYS, type Settings } from '../domain/settings';
import { toDollars } from '../domain/money';
import { addDays, restaurantInstant } from '../domain/time';
import type { BillView } from '../services/running-bills';
import { apiForFile, orderableDish } from '../testing/api-file';

// Days no other API file uses, so the bills and closings are this file's own on a shared store.
const DAY = '2036-07-14';
const QUIET_DAY = '2036-07-15';
const TZ = DEFAULT_SETTINGS.locale.timeZone;
const at = (time: string, date = DAY) => restaurantInstant(date, time, TZ).toISOString();

const { t, tokens } = apiForFile({
  at: restaurantInstant(DAY, '12:00', TZ),
  sessions: { owner: 'owner', manager: 'manager', counter: 'counter' },
});

const TABLES = [
  { id: 'T1', name: '1', seats: 4, area: 'Ground floor', x: 10, y: 10, shape: 'square' },
  { id: 'T2', name: '2', seats: 6, area: 'Ground floor', x: 30, y: 10, shape: 'square' },
  { id: 'T5', name: '5', seats: 6, area: 'Terrace', x: 10, y: 40, shape: 'long' },
  { id: 'T7', name: '7', seats: 2, area: 'Terrace', x: 40, y: 40, shape: 'round' },
];

interface BillAnswer {
  billId: string;
  bill: BillView;
}
interface Closed {
  invoice: { orderId: string; totalCents: number; total: number };
}

let dish: string;
const clock = (time: string) => t.clock.set(restaurantInstant(DAY, time, TZ));
async function seat(tableId: string, time: string, body: Record<string, unknown>): Promise<string> {
  clock(time);
  const r = await t.call<BillAnswer>('POST', `/api/admin/tables/${tableId}/seat`, { body, token: tokens.counter });
  expect(r.status, r.body.message).toBe(201);
  return r.body.data!.billId;
}
async function addRound(billId: string, time: string, quantity: number): Promise<void> {
  clock(time);
  const r = await t.call('POST', `/api/admin/bills/${billId}/rounds`, { body: { items: [{ id: dish, quantity }] }, token: tokens.counter });
  expect(r.status, r.body.message).toBe(201);
}
async function closeBill(billId: string, time: string): Promise<Closed['invoice']> {
  clock(time);
  const r = await t.call<Closed>('POST', `/api/admin/bills/${billId}/close`, { body: {}, token: tokens.counter });
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!.invoice;
}
async function pay(invoice: Closed['invoice'], time: string): Promise<void> {
  clock(time);
  const r = await t.call('POST', `/api/orders/${invoice.orderId}/payment`, {
    body: { parts: [{ mode: 'cash', amount: invoice.total }] },
    token: tokens.counter,
  });
  expect(r.status, r.body.message).toBe(200);
}
async function clear(tableId: string, time: string): Promise<void> {
  clock(time);
  const r = await t.call('POST', `/api/admin/tables/${tableId}/clear`, { token: tokens.counter });
  expect(r.status, r.body.message).toBe(200);
}

/** The invoice totals of the day's bills, by the service each was seated in. */
const spend = { lunch: 0, dinner: 0, other: 0 };
let openBillId: string;
let unpaidBillId: string;

/**
 * The day on the floor, through the running bills' own routes. Lunch: table 1 seated and cleared twice (50 and 70
 * minutes), table 2 paid and not cleared (45 minutes) with table 5's party merged into it; between the services
 * table 5 for 30 minutes; dinner: table 1 invoiced and unpaid, table 5 still open with two rounds, and a party at
 * table 7 that left before ordering.
 */
async function theDay(): Promise<void> {
  const plan = await t.call('PUT', '/api/admin/tables', { body: { tables: TABLES }, token: tokens.owner });
  expect(plan.status, plan.body.message).toBe(200);
  dish = await orderableDish(t);

  const a = await seat('T1', '12:10', { guests: 3 });
  await addRound(a, '12:15', 3);
  const c = await seat('T2', '12:30', { guests: 4 });
  await addRound(c, '12:32', 2);
  const d = await seat('T5', '12:35', { guests: 2 });
  await addRound(d, '12:36', 1);
  clock('12:40');
  const merged = await t.call('POST', `/api/admin/bills/${c}/merge`, { body: { billId: d }, token: tokens.counter });
  expect(merged.status, merged.body.message).toBe(200);
  const aInvoice = await closeBill(a, '12:50');
  await pay(aInvoice, '12:55');
  await clear('T1', '13:00');
  const cInvoice = await closeBill(c, '13:05');
  await pay(cInvoice, '13:15');
  const b = await seat('T1', '13:20', { guests: 2 });
  await addRound(b, '13:25', 2);
  const bInvoice = await closeBill(b, '14:20');
  await pay(bInvoice, '14:25');
  await clear('T1', '14:30');
  spend.lunch = aInvoice.totalCents + bInvoice.totalCents + cInvoice.totalCents;

  const e = await seat('T5', '16:30', { guests: 2 });
  await addRound(e, '16:35', 1);
  const eInvoice = await closeBill(e, '16:50');
  await pay(eInvoice, '16:55');
  await clear('T5', '17:00');
  spend.other = eInvoice.totalCents;

  unpaidBillId = await seat('T1', '19:30', { guests: 4 });
  await addRound(unpaidBillId, '19:35', 4);
  openBillId = await seat('T5', '20:05', { guests: 6, name: 'Mehta' });
  await addRound(openBillId, '20:10', 2);
  spend.dinner = (await closeBill(unpaidBillId, '20:30')).totalCents;
  await addRound(openBillId, '20:40', 1);
  await seat('T7', '20:45', { guests: 2 });
  await clear('T7', '20:50');
}

interface DayEnd {
  floor: FloorReport;
  openBills: OpenBillView[];
  closing: DayClosingDoc | null;
}
const dayEnd = async (date: string) => {
  const r = await t.call<DayEnd>('GET', `/api/admin/reports/day-end?date=${date}`, { token: tokens.owner });
  expect(r.status).toBe(200);
  return r.body.data!;
};
const close = (body: Record<string, unknown>, token = tokens.manager) =>
  t.call<{ closing: DayClosingDoc; alreadyClosed: boolean }>('POST', '/api/admin/reports/day-end/close', { token, body });

describe('the floor figures per service', () => {
  it('the day’s parties are seated, served, billed, paid and cleared, and the restaurant serves lunch and dinner', async () => {
    await theDay();
    const s = (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: tokens.owner })).body.data!.settings;
    const hours = Object.fromEntries(
      WEEKDAYS.map((d) => [
        d,
        [
          { name: 'Lunch', opens: '12:00', closes: '15:30', lastBooking: '14:30', lastOrder: '15:00' },
          { name: 'Dinner', opens: '19:00', closes: '23:30', lastBooking: '22:00', lastOrder: '23:00' },
        ],
      ]),
    );
    const saved = await t.call('PUT', '/api/admin/settings', { token: tokens.owner, body: { ...s, hours } });
    expect(saved.status).toBe(200);
  });

  it('answers covers, spend per cover, table turns and time seated for lunch, dinner and the bills between them', async () => {
    const r = await t.call<FloorReport>('GET', `/api/admin/reports/floor?from=${DAY}&to=${DAY}`, { token: tokens.manager });
    expect(r.status).toBe(200);
    const by = Object.fromEntries(r.body.data!.services.map((x) => [x.service, x]));
    expect(Object.keys(by)).toEqual(['Lunch', 'Dinner', 'Other']);
    // Lunch: 3 + 2 + 6 guests (table 5's party of 2 merged into table 2's 4), spend the three invoices.
    expect(by.Lunch).toMatchObject({ bills: 3, covers: 11, spendCents: spend.lunch, spendPerCoverCents: Math.round(spend.lunch / 11) });
    // Two cleared at table 1, none at the other three: two turns over four tables.
    expect(by.Lunch!.turns.done).toBe(2);
    expect(by.Lunch!.turns.average).toBe(0.5);
    expect(by.Lunch!.turns.tables.map((x) => [x.tableName, x.bills])).toEqual([
      ['1', 2],
      ['2', 0],
      ['5', 0],
      ['7', 0],
    ]);
    // Seated 50 and 70 minutes (cleared), and 45 (paid, not yet cleared).
    expect(by.Lunch!.seated).toEqual({ bills: 3, averageMinutes: 55, medianMinutes: 50 });
    // Dinner: the invoiced bill counts, the open one not yet, the party that left never; nothing paid, so no time seated.
    expect(by.Dinner).toMatchObject({ bills: 1, covers: 4, spendCents: spend.dinner, spendPerCoverCents: Math.round(spend.dinner / 4) });
    expect(by.Dinner!.seated).toEqual({ bills: 0, averageMinutes: null, medianMinutes: null });
    expect(by.Other).toMatchObject({ bills: 1, covers: 2, spendCents: spend.other, seated: { bills: 1, averageMinutes: 30, medianMinutes: 30 } });
    const all = spend.lunch + spend.dinner + spend.other;
    expect(r.body.data!.totals).toMatchObject({ bills: 5, covers: 17, spendCents: all, spendPerCoverCents: Math.round(all / 17) });
  });

  it('exports the same figures as floor.csv, a row a service and a total', async () => {
    const res = await fetch(`${t.base}/api/admin/reports/floor.csv?from=${DAY}&to=${DAY}`, { headers: { authorization: `Bearer ${tokens.owner}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`floor-${DAY}-to-${DAY}.csv`);
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(expect.arrayContaining(['service', 'covers', 'spend', 'spend_per_cover', 'average_turns', 'median_minutes_seated']));
    const col = (name: string) => rows[0]!.indexOf(name);
    const money = (cents: number) => String(toDollars(cents));
    const all = spend.lunch + spend.dinner + spend.other;
    expect(rows.slice(1).map((row) => [row[0], row[col('covers')], row[col('spend')], row[col('spend_per_cover')]])).toEqual([
      ['Lunch', '11', money(spend.lunch), money(Math.round(spend.lunch / 11))],
      ['Dinner', '4', money(spend.dinner), money(Math.round(spend.dinner / 4))],
      ['Other', '2', money(spend.other), money(spend.other / 2)],
      ['Total', '17', money(all), money(Math.round(all / 17))],
    ]);
  });

  it('is the owner’s and the manager’s: counter staff are refused', async () => {
    const r = await t.call('GET', `/api/admin/reports/floor?from=${DAY}&to=${DAY}`, { token: tokens.counter });
    expect(r.status).toBe(403);
    const bad = await t.call('GET', `/api/admin/reports/floor?from=${DAY}&to=${addDays(DAY, -1)}`, { token: tokens.owner });
    expect(bad.status).toBe(400);
  });
});

describe('the Z report’s open bills and closing the day', () => {
  it('lists the day’s bills not yet settled: table, party, seated at, rounds, running total and status', async () => {
    const z = await dayEnd(DAY);
    expect(z.closing).toBeNull();
    // The open bill's running total is the one the bill itself answers.
    const open = await t.call<BillView>('GET', `/api/admin/bills/${openBillId}`, { token: tokens.counter });
    expect(open.body.data!.runningTotalCents).toBeGreaterThan(0);
    expect(z.openBills.map((b) => [b.billId, b.tableName, b.guests, b.name, b.seatedAt, b.rounds, b.runningTotalCents, b.status])).toEqual([
      [unpaidBillId, '1', 4, null, at('19:30'), 1, spend.dinner, 'closed-unpaid'],
      [openBillId, '5', 6, 'Mehta', at('20:05'), 2, open.body.data!.runningTotalCents, 'open'],
    ]);
    expect(z.floor.totals.covers).toBe(17);
  });

  it('refuses to close the day over open bills without a reason, naming them, and closes nothing', async () => {
    const r = await close({ date: DAY });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('2 bills are still open: Table 1 (closed, unpaid), table 5 (open). Settle them, or give a reason to close the day anyway.');
    expect((r.body.data as unknown as { openBills: OpenBillView[] }).openBills.map((b) => b.billId)).toEqual([unpaidBillId, openBillId]);
    expect((await dayEnd(DAY)).closing).toBeNull();
  });

  it('refuses a reason shorter than 3 characters or longer than 200, and counter staff', async () => {
    const short = await close({ date: DAY, reason: 'ok' });
    expect([short.status, short.body.message]).toEqual([400, 'The reason must be at least 3 characters']);
    const long = await close({ date: DAY, reason: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    const counter = await close({ date: DAY, reason: 'Table 5 stays on' }, tokens.counter);
    expect(counter.status).toBe(403);
    expect((await dayEnd(DAY)).closing).toBeNull();
  });

  it('closes with a reason: who, when, why and the figures are kept, the Z report says so, and the audit log has it', async () => {
    t.clock.set(new Date(restaurantInstant(QUIET_DAY, '12:05', TZ)));
    const r = await close({ date: DAY, reason: 'Mehta party stays for a late dessert' });
    expect(r.status).toBe(200);
    const closing = r.body.data!.closing;
    expect(r.body.data!.alreadyClosed).toBe(false);
    expect(closing).toMatchObject({
      date: DAY,
      closedAt: t.clock.now().toISOString(),
      reason: 'Mehta party stays for a late dessert',
      figures: { bills: 5, covers: 17, spendCents: spend.lunch + spend.dinner + spend.other },
    });
    expect(closing.closedBy.uid).toBeTruthy();
    expect(closing.openBills.map((b) => [b.tableName, b.status])).toEqual([
      ['1', 'closed-unpaid'],
      ['5', 'open'],
    ]);
    expect((await dayEnd(DAY)).closing).toEqual(closing);
    const log = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=day', { token: tokens.owner });
    expect(log.body.data!.entries.filter((e) => e.entityId === DAY).map((e) => [e.action, e.summary])).toEqual([
      ['close-day', `Day ${DAY} closed with 2 bills open: Mehta party stays for a late dessert`],
    ]);
  });

  it('closing again answers the first closing, unchanged, and writes nothing more', async () => {
    t.clock.set(new Date(restaurantInstant(QUIET_DAY, '12:30', TZ)));
    const first = (await dayEnd(DAY)).closing!;
    const again = await close({ date: DAY }, tokens.owner);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ closing: first, alreadyClosed: true });
    const log = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=day', { token: tokens.owner });
    expect(log.body.data!.entries.filter((e) => e.entityId === DAY)).toHaveLength(1);
  });

  it('a day with no open bill closes without a reason; a day not yet begun can’t be closed', async () => {
    const quiet = await close({ date: QUIET_DAY });
    expect(quiet.status).toBe(200);
    expect(quiet.body.data!.closing).toMatchObject({ date: QUIET_DAY, reason: null, openBills: [] });
    const ahead = await close({ date: addDays(QUIET_DAY, 1) });
    expect(ahead.status).toBe(409);
    expect(ahead.body.message).toBe(`${addDays(QUIET_DAY, 1)} has not begun: a day can be closed from its own day on.`);
  });
});
