import { describe, expect, it } from 'vitest';
import type { BillDoc, FloorTable } from './floor';
import { CloseDayInput, closingProblem, floorReport, median, minutesSeated, openBillsOf, OTHER_SERVICE, serviceOfBill, type BillFacts } from './floor-report';
import { DEFAULT_SETTINGS, WEEKDAYS, type Service, type Settings } from './settings';
import { restaurantInstant } from './time';

const TZ = DEFAULT_SETTINGS.locale.timeZone;
const svc = (name: string, opens: string, closes: string): Service => ({ name, opens, closes, lastBooking: opens, lastOrder: closes });
const TWO_SERVICES: Settings = {
  ...DEFAULT_SETTINGS,
  hours: Object.fromEntries(WEEKDAYS.map((d) => [d, [svc('Lunch', '12:00', '15:30'), svc('Dinner', '19:00', '01:00')]])) as Settings['hours'],
};
const DAY = '2031-05-06';
const at = (time: string, date = DAY) => restaurantInstant(date, time, TZ).toISOString();
const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

let seq = 0;
type TestBill = BillFacts & Pick<BillDoc, 'day' | 'name' | 'rounds'>;
function bill(seated: string, extra: Partial<BillDoc> = {}): TestBill {
  seq += 1;
  return {
    id: `b${seq}`,
    status: 'done',
    tableId: 'T1',
    tableName: '1',
    guests: 2,
    seatedAt: seated,
    closedAt: plus(seated, 45),
    paidAt: plus(seated, 50),
    doneAt: plus(seated, 60),
    totalCents: 100_000,
    day: DAY,
    name: null,
    rounds: 1,
    ...extra,
  } as TestBill;
}
const table = (id: string, name: string): FloorTable => ({ id, name, seats: 4, area: 'Ground floor', x: 0, y: 0, shape: 'square' });

describe('which service a bill belongs to', () => {
  it('is the service its seating fell in, last night’s dinner after midnight, and Other between services', () => {
    expect(serviceOfBill(TWO_SERVICES, at('12:00'))).toBe('Lunch');
    expect(serviceOfBill(TWO_SERVICES, at('15:29'))).toBe('Lunch');
    expect(serviceOfBill(TWO_SERVICES, at('15:30'))).toBe(OTHER_SERVICE);
    expect(serviceOfBill(TWO_SERVICES, at('20:15'))).toBe('Dinner');
    expect(serviceOfBill(TWO_SERVICES, at('00:40', '2031-05-07'))).toBe('Dinner');
    expect(serviceOfBill(TWO_SERVICES, at('11:55'))).toBe(OTHER_SERVICE);
  });
});

describe('time seated', () => {
  it('runs from seating to clearing, or to payment while the table is not cleared, and has no end for an unpaid bill', () => {
    const seated = at('13:00');
    expect(minutesSeated({ seatedAt: seated, paidAt: plus(seated, 40), doneAt: plus(seated, 55) })).toBe(55);
    expect(minutesSeated({ seatedAt: seated, paidAt: plus(seated, 40), doneAt: null })).toBe(40);
    expect(minutesSeated({ seatedAt: seated, paidAt: null, doneAt: null })).toBeNull();
  });

  it('has a median that is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([50, 10, 30])).toBe(30);
    expect(median([10, 20, 30, 41])).toBe(25);
  });
});

describe('the floor figures per service', () => {
  it('counts covers and spend of closed, paid and cleared bills only, never open or merged ones nor a party that left before ordering, with spend per cover rounded to the paisa', () => {
    const bills = [
      bill(at('12:30'), { guests: 3, totalCents: 100_000 }),
      bill(at('13:00'), { status: 'paid', guests: 4, totalCents: 200_001, doneAt: null }),
      bill(at('13:10'), { status: 'closed', guests: 2, totalCents: 50_000, paidAt: null, doneAt: null }),
      bill(at('13:20'), { status: 'open', guests: 6, totalCents: null, paidAt: null, doneAt: null }),
      bill(at('13:25'), { status: 'merged', guests: 2, totalCents: null, paidAt: null, doneAt: null }),
      // Cleared without an invoice: the party left before ordering.
      bill(at('13:30'), { status: 'done', guests: 5, totalCents: null, closedAt: null, paidAt: null }),
    ];
    const r = floorReport({ from: DAY, to: DAY }, bills, TWO_SERVICES);
    const lunch = r.services.find((s) => s.service === 'Lunch')!;
    expect([lunch.bills, lunch.covers, lunch.spendCents]).toEqual([3, 9, 350_001]);
    // 350001 / 9 = 38889.0 paise
    expect(lunch.spendPerCoverCents).toBe(Math.round(350_001 / 9));
    expect(r.totals.covers).toBe(9);
  });

  it('splits the day into Lunch, Dinner (past midnight too) and Other, in the day’s order', () => {
    const bills = [
      bill(at('20:00'), { guests: 4, totalCents: 400_000 }),
      bill(at('00:30', '2031-05-07'), { guests: 2, totalCents: 100_000 }),
      bill(at('12:15'), { guests: 2, totalCents: 80_000 }),
      bill(at('17:00'), { guests: 5, totalCents: 50_000 }),
    ];
    const r = floorReport({ from: DAY, to: DAY }, bills, TWO_SERVICES);
    expect(r.services.map((s) => [s.service, s.covers, s.spendCents, s.spendPerCoverCents])).toEqual([
      ['Lunch', 2, 80_000, 40_000],
      ['Dinner', 6, 500_000, 83_333],
      ['Other', 5, 50_000, 10_000],
    ]);
    expect(r.totals.spendCents).toBe(630_000);
  });

  it('shows a service with no bills as empty, without dividing by nothing', () => {
    const r = floorReport({ from: DAY, to: DAY }, [bill(at('12:15'))], TWO_SERVICES);
    const dinner = r.services.find((s) => s.service === 'Dinner')!;
    expect([dinner.bills, dinner.covers, dinner.spendPerCoverCents, dinner.seated.averageMinutes, dinner.turns.average]).toEqual([0, 0, null, null, 0]);
  });

  it('counts table turns as cleared bills per table per service, averaged over every table of the plan and every day the service ran', () => {
    const plan = [table('T1', '1'), table('T2', '2'), table('T10', '10'), table('T3', '3')];
    const day2 = '2031-05-07';
    const bills = [
      bill(at('12:00'), { tableId: 'T1', tableName: '1' }),
      bill(at('13:30'), { tableId: 'T1', tableName: '1' }),
      bill(at('12:10'), { tableId: 'T2', tableName: '2' }),
      bill(at('12:20', day2), { tableId: 'T1', tableName: '1', day: day2 }),
      // Paid, not yet cleared: a cover, not a turn.
      bill(at('14:00', day2), { tableId: 'T3', tableName: '3', status: 'paid', doneAt: null, day: day2 }),
    ];
    const lunch = floorReport({ from: DAY, to: day2 }, bills, TWO_SERVICES, plan).services.find((s) => s.service === 'Lunch')!;
    expect(lunch.sessions).toBe(2);
    expect(lunch.turns.done).toBe(4);
    // 4 cleared bills over 4 tables and 2 lunches.
    expect(lunch.turns.average).toBe(0.5);
    expect(lunch.turns.tables.map((t) => [t.tableName, t.bills, t.turns])).toEqual([
      ['1', 3, 1.5],
      ['2', 1, 0.5],
      ['3', 0, 0],
      ['10', 0, 0],
    ]);
  });

  it('gives the average and the median time seated of the bills that ended', () => {
    const bills = [
      bill(at('12:00'), { doneAt: plus(at('12:00'), 30) }),
      bill(at('12:30'), { doneAt: plus(at('12:30'), 45) }),
      bill(at('13:00'), { status: 'paid', paidAt: plus(at('13:00'), 105), doneAt: null }),
      bill(at('13:10'), { status: 'closed', paidAt: null, doneAt: null }),
    ];
    const lunch = floorReport({ from: DAY, to: DAY }, bills, TWO_SERVICES).services[0]!;
    expect(lunch.seated).toEqual({ bills: 3, averageMinutes: 60, medianMinutes: 45 });
  });
});

describe('the Z report’s open bills and closing a day', () => {
  const open = bill(at('20:00'), { status: 'open', tableName: '5', rounds: 2, name: 'Mehta', paidAt: null, doneAt: null, totalCents: null });
  const unpaid = bill(at('19:30'), { status: 'closed', tableName: '3', rounds: 1, name: null, totalCents: 45_000, paidAt: null, doneAt: null });
  const settled = bill(at('19:00'), { status: 'paid', tableName: '1', rounds: 1, name: null });
  const list = openBillsOf([open, unpaid, settled], (id) => (id === open.id ? 12_300 : 0));

  it('lists the bills still open or invoiced and unpaid, with their running totals, by table', () => {
    expect(list.map((b) => [b.tableName, b.status, b.runningTotalCents, b.rounds])).toEqual([
      ['3', 'closed-unpaid', 45_000, 1],
      ['5', 'open', 12_300, 2],
    ]);
  });

  it('refuses to close over open bills without a reason, naming them, and closes with one', () => {
    expect(closingProblem(list, undefined)).toBe(
      '2 bills are still open: Table 3 (closed, unpaid), table 5 (open). Settle them, or give a reason to close the day anyway.',
    );
    expect(closingProblem(list, 'Table 5 stays for a private party')).toBeNull();
    expect(closingProblem([], undefined)).toBeNull();
  });

  it('takes a reason of 3 to 200 characters, an empty one as none', () => {
    expect(CloseDayInput.safeParse({ date: DAY, reason: 'ok' }).error?.issues[0]?.message).toBe('The reason must be at least 3 characters');
    expect(CloseDayInput.safeParse({ date: DAY, reason: 'x'.repeat(201) }).error?.issues[0]?.message).toBe('The reason must be at most 200 characters');
    expect(CloseDayInput.parse({ date: DAY, reason: '   ' })).toEqual({ date: DAY });
    expect(CloseDayInput.parse({ date: DAY, reason: ' Party at 5 ' })).toEqual({ date: DAY, reason: 'Party at 5' });
    expect(CloseDayInput.safeParse({ date: '2031-02-30' }).success).toBe(false);
  });
});
