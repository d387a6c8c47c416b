import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './settings-defaults';
import { PlanInput, clashingBooking, heldTableChange, holdsTableNow, layOut, tableStatuses, type BookedTable } from './tables';
import type { FloorTable } from './floor';
import { restaurantInstant } from './time';

const TZ = 'Asia/Kolkata';
const rules = DEFAULT_SETTINGS.floor;
const table = (id: string, extra: Partial<FloorTable> = {}): FloorTable => ({
  id,
  name: id,
  seats: 4,
  area: 'Ground floor',
  x: 10,
  y: 10,
  shape: 'square',
  ...extra,
});
const at = (time: string) => restaurantInstant('2031-03-14', time, TZ);
const bill = (tableId: string, status: 'open' | 'closed' | 'paid' | 'done', rounds: number) => ({
  id: `b-${tableId}`,
  tableId,
  status,
  rounds,
  guests: 4,
  name: 'Mehta',
  seatedAt: '2031-03-14T13:00:00.000Z',
});
const booking = (tableId: string, time: string, extra: Partial<BookedTable> = {}): BookedTable => ({
  id: `r-${tableId}-${time}`,
  tableId,
  date: '2031-03-14',
  time,
  name: 'Shah',
  partySize: 4,
  status: 'confirmed',
  seatedAt: null,
  ...extra,
});
const issues = (input: unknown) => {
  const r = PlanInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the plan as the owner sends it', () => {
  it('when two tables share a name whatever its case, the second one is named in the message', () => {
    expect(issues({ tables: [table('T1', { name: 'Window' }), table('T2', { name: ' window ' })] })).toEqual([
      'tables.1.name: Two tables are named "window": each table needs its own name',
    ]);
  });

  it('when two tables share an id, it says so', () => {
    expect(issues({ tables: [table('T1', { name: 'A' }), table('T1', { name: 'B' })] })).toEqual(['tables.1.id: Two tables have the id "T1"']);
  });

  it('when seats are 0 or 21, or the area is blank or too long, each says what is wanted', () => {
    expect(issues({ tables: [table('T1', { seats: 0 })] })).toEqual(['tables.0.seats: Seats must be at least 1']);
    expect(issues({ tables: [table('T1', { seats: 21 })] })).toEqual(['tables.0.seats: Seats must be at most 20']);
    expect(issues({ tables: [table('T1', { seats: 2.5 })] })).toEqual(['tables.0.seats: Seats must be a whole number from 1 to 20']);
    expect(issues({ tables: [table('T1', { area: '  ' })] })).toEqual(['tables.0.area: Area is required']);
    expect(issues({ tables: [table('T1', { area: 'x'.repeat(41) })] })).toEqual(['tables.0.area: Area must be at most 40 characters']);
    expect(issues({ tables: [table('T1', { x: 101 })] })).toEqual(['tables.0.x: Across must be from 0 to 100']);
  });

  it('when there are more than 100 tables, it refuses the plan', () => {
    const tables = Array.from({ length: 101 }, (_, i) => table(`T${i}`));
    expect(issues({ tables })).toEqual(['tables: A plan holds at most 100 tables']);
  });

  it('tables sent without a place are laid out in a grid of their own area, and keep a given place', () => {
    const laid = layOut([
      { id: 'A', name: 'A', seats: 2, area: 'Terrace' },
      { id: 'B', name: 'B', seats: 2, area: 'Ground floor' },
      { id: 'C', name: 'C', seats: 2, area: 'Terrace', shape: 'round' },
      { id: 'D', name: 'D', seats: 2, area: 'Terrace', x: 40, y: 90 },
    ]);
    expect(laid.map((t) => [t.id, t.x, t.y, t.shape])).toEqual([
      ['A', 10, 12, 'square'],
      ['B', 10, 12, 'square'],
      ['C', 30, 12, 'round'],
      ['D', 40, 90, 'square'],
    ]);
  });
});

describe('each table’s state', () => {
  const tables = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'].map((id) => table(id));

  it('follows its bill: seated with no round, ordered after one, bill once closed, paid once settled; a done bill frees it', () => {
    const bills = [bill('T1', 'open', 0), bill('T2', 'open', 2), bill('T3', 'closed', 3), bill('T4', 'paid', 3), bill('T5', 'done', 1)];
    const views = tableStatuses(tables, bills, [], at('19:00'), rules, TZ);
    expect(views.map((v) => v.status)).toEqual(['seated', 'ordered', 'bill', 'paid', 'free', 'free']);
    expect(views[1]!.bill).toEqual({ id: 'b-T2', guests: 4, name: 'Mehta', seatedAt: '2031-03-14T13:00:00.000Z', rounds: 2, status: 'open' });
    expect(views[4]!.bill).toBeNull();
  });

  it('is reserved from 15 minutes before a booking given it until 30 minutes after, unless the party is seated', () => {
    const bookings = [booking('T6', '19:30')];
    const state = (time: string, b = bookings) => tableStatuses(tables, [], b, at(time), rules, TZ)[5]!;
    expect(state('19:14').status).toBe('free');
    expect(state('19:15')).toMatchObject({ status: 'reserved', reservation: { id: 'r-T6-19:30', name: 'Shah', time: '19:30', partySize: 4 } });
    expect(state('19:59').status).toBe('reserved');
    expect(state('20:00').status).toBe('free');
    expect(state('19:20', [booking('T6', '19:30', { seatedAt: '2031-03-14T13:48:00.000Z' })]).status).toBe('free');
    expect(state('19:20', [booking('T6', '19:30', { status: 'cancelled' })]).status).toBe('free');
  });

  it('a seated party’s bill wins over a booking coming up, which still shows on the table', () => {
    const [view] = tableStatuses([table('T1')], [bill('T1', 'open', 1)], [booking('T1', '19:30')], at('19:20'), rules, TZ);
    expect(view).toMatchObject({ status: 'ordered', reservation: { time: '19:30' } });
  });

  it('the owner’s settings move the window', () => {
    const wider = { ...rules, reserveAheadMinutes: 45 };
    expect(holdsTableNow(booking('T1', '19:30'), at('18:50'), wider, TZ)).toBe(true);
    expect(holdsTableNow(booking('T1', '19:30'), at('18:50'), rules, TZ)).toBe(false);
  });
});

describe('changing the plan under a seated party', () => {
  const before = [table('T1'), table('T2')];
  it('refuses to drop a table with a bill, or move it to another area, but lets it move on its canvas or be renamed', () => {
    const held = new Set(['T1']);
    expect(heldTableChange(before, [table('T2')], held)).toMatchObject({ table: { id: 'T1' }, why: 'removed' });
    expect(heldTableChange(before, [table('T1', { area: 'Terrace' }), table('T2')], held)).toMatchObject({ why: 'moved' });
    expect(heldTableChange(before, [table('T1', { x: 80, name: 'Window' })], held)).toBeNull();
  });
});

describe('two bookings on one table', () => {
  it('clash when they start within a sitting (90 minutes) of each other, and not otherwise', () => {
    const others = [booking('T1', '19:00'), booking('T1', '21:00'), booking('T1', '20:00', { status: 'cancelled', id: 'gone' })];
    expect(clashingBooking({ id: 'new', time: '20:40' }, others, rules)?.time).toBe('21:00');
    expect(clashingBooking({ id: 'new', time: '17:30' }, others, rules)).toBeNull();
    expect(clashingBooking({ id: 'r-T1-19:00', time: '19:00' }, others.slice(0, 1), rules)).toBeNull();
  });
});
