/**
 * The table plan over HTTP: every table's state for the floor, the owner's or manager's layout (refused under a
 * seated party), and a booking given a table ahead, reserved on the plan from 15 minutes before its time.
 * Bills are written straight into the store here, in the running bills' stored shape (domain/floor.ts).
 */
import { describe, expect, it } from 'vitest';
import type { AuditView } from '../domain/audit';
import type { ReservationView } from '../domain/booking';
import { RESERVATIONS } from '../domain/collections';
import { BILLS, FLOOR_PLAN, FLOOR_PLAN_ID, type BillDoc, type FloorPlanDoc, type FloorTable } from '../domain/floor';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { TableView } from '../domain/tables';
import { restaurantInstant } from '../domain/time';
import { SEED_FLOOR_PLAN } from '../seed/floor-plan';
import { apiForFile } from '../testing/api-file';

const TZ = DEFAULT_SETTINGS.locale.timeZone;
const TODAY = '2031-06-17';
const { t, sessions, tokens } = apiForFile({
  at: restaurantInstant(TODAY, '12:00', TZ),
  sessions: { owner: 'owner', manager: 'manager', counter: 'counter', kitchen: 'kitchen' },
  unlimitedTexts: true,
});

interface Floor {
  asOf: string;
  areas: string[];
  tables: TableView[];
}
const floor = async (token = tokens.counter) => {
  const r = await t.call<Floor>('GET', '/api/admin/tables', { token });
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!;
};
const save = (tables: unknown[], token = tokens.owner) => t.call<Floor>('PUT', '/api/admin/tables', { body: { tables }, token });
const plain = (tables: FloorTable[]) => tables.map(({ id, name, seats, area, x, y, shape }) => ({ id, name, seats, area, x, y, shape }));
const at = (time: string) => t.clock.set(restaurantInstant(TODAY, time, TZ));
let phones = 0;
const book = async (time: string, name = 'Ravi Shah') => {
  const r = await t.call<ReservationView>('POST', '/api/reservations/admin', {
    body: {
      name,
      phone: `64${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(5, '0')}`,
      date: TODAY,
      time,
      partySize: 4,
      notes: '',
      source: 'phone',
    },
    token: tokens.counter,
  });
  expect(r.status, r.body.message).toBe(201);
  return r.body.data!;
};
const giveTable = (id: string, tableId: string | null, token = tokens.counter) =>
  t.call<ReservationView>('PATCH', `/api/reservations/admin/${id}/table`, { body: { tableId }, token });
const seatBill = async (tableId: string, extra: Partial<BillDoc> = {}) => {
  const id = t.store.newId();
  const now = t.clock.now().toISOString();
  const bill: BillDoc = {
    status: 'open',
    tableId,
    tableName: tableId.slice(1),
    guests: 3,
    name: 'Mehta',
    phone: null,
    reservationId: null,
    waitlistId: null,
    rounds: 0,
    day: TODAY,
    seatedAt: now,
    seatedBy: { uid: sessions.counter.uid, name: 'Counter' },
    updatedAt: now,
    closedAt: null,
    invoiceOrderIds: [],
    totalCents: null,
    paidAt: null,
    doneAt: null,
    ...extra,
  };
  await t.store.create(BILLS, id, bill);
  return id;
};

describe('the seeded plan', () => {
  it('has 12 free tables in two areas, and every role on the floor reads it, the kitchen too', async () => {
    at('12:00');
    const plan = await floor();
    expect(plan.areas).toEqual(['Ground floor', 'Terrace']);
    expect(plan.tables).toHaveLength(12);
    expect(plan.tables.filter((x) => x.area === 'Ground floor').map((x) => x.id)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8']);
    expect(plan.tables.every((x) => x.status === 'free' && x.bill === null && x.reservation === null)).toBe(true);
    expect(plan.asOf).toBe(t.clock.now().toISOString());
    for (const token of [tokens.kitchen, tokens.manager, tokens.owner]) expect((await floor(token)).tables).toHaveLength(12);
    expect((await t.call('GET', '/api/admin/tables')).status).toBe(401);
  });
});

describe('laying out the plan', () => {
  it('an owner or a manager saves it, tables without a place are laid out, and the save is audited; the counter is refused', async () => {
    const tables = [...plain(SEED_FLOOR_PLAN), { id: 'T13', name: '13', seats: 8, area: 'Private room' }];
    const saved = await save(tables, tokens.manager);
    expect([saved.status, saved.body.message]).toEqual([200, 'Table plan saved']);
    expect(saved.body.data!.areas).toEqual(['Ground floor', 'Terrace', 'Private room']);
    expect(saved.body.data!.tables.at(-1)).toMatchObject({ id: 'T13', x: 10, y: 12, shape: 'square', status: 'free' });
    const stored = await t.store.get<FloorPlanDoc>(FLOOR_PLAN, FLOOR_PLAN_ID);
    expect(stored?.tables).toHaveLength(13);
    expect(stored?.updatedBy).toEqual({ uid: sessions.manager.uid, name: expect.any(String) });

    const refused = await save(tables, tokens.counter);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      403,
      'forbidden_role',
      'Only an owner or a manager can lay out the table plan.',
    ]);

    const log = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=setting', { token: tokens.owner });
    expect(log.body.data!.entries.find((e) => e.entityId === FLOOR_PLAN)).toMatchObject({
      actorUid: sessions.manager.uid,
      summary: 'Table plan saved: 13 tables in Ground floor, Terrace, Private room',
    });
    expect((await save(plain(SEED_FLOOR_PLAN))).status).toBe(200);
  });

  it('bad input is refused with a message naming the field: a twin name, 0 seats, a blank area, too many tables', async () => {
    const twin = await save([...plain(SEED_FLOOR_PLAN), { id: 'T13', name: ' 5 ', seats: 2, area: 'Terrace' }]);
    expect([twin.status, twin.body.message]).toEqual([400, 'Two tables are named "5": each table needs its own name']);
    expect((twin.body.data as unknown as { issues: Array<{ path: string }> }).issues[0]!.path).toBe('tables.12.name');
    const noSeats = await save([{ id: 'T1', name: '1', seats: 0, area: 'Terrace' }]);
    expect([noSeats.status, noSeats.body.message]).toEqual([400, 'Seats must be at least 1']);
    const noArea = await save([{ id: 'T1', name: '1', seats: 2, area: '' }]);
    expect([noArea.status, noArea.body.message]).toEqual([400, 'Area is required']);
    const many = await save(Array.from({ length: 101 }, (_, i) => ({ id: `X${i}`, name: `${i}`, seats: 2, area: 'Hall' })));
    expect([many.status, many.body.message]).toEqual([400, 'A plan holds at most 100 tables']);
    expect((await floor()).tables).toHaveLength(12);
  });

  it('a table with a party seated may move on its canvas but is not removed or moved to another area (409 naming it)', async () => {
    const bill = await seatBill('T5');
    const without = plain(SEED_FLOOR_PLAN).filter((x) => x.id !== 'T5');
    const removed = await save(without);
    expect([removed.status, removed.body.message]).toEqual([409, 'Table 5 has a party seated: clear its bill before removing it from the plan']);
    const moved = await save(plain(SEED_FLOOR_PLAN).map((x) => (x.id === 'T5' ? { ...x, area: 'Terrace' } : x)));
    expect([moved.status, moved.body.message]).toEqual([409, 'Table 5 has a party seated: clear its bill before moving it out of Ground floor']);
    const nudged = await save(plain(SEED_FLOOR_PLAN).map((x) => (x.id === 'T5' ? { ...x, x: 20, y: 55 } : x)));
    expect(nudged.status, nudged.body.message).toBe(200);
    await t.store.update(BILLS, bill, { status: 'done', doneAt: t.clock.now().toISOString() });
    expect((await save(without)).status).toBe(200);
    expect((await save(plain(SEED_FLOOR_PLAN))).status).toBe(200);
  });
});

describe('each table’s state', () => {
  it('follows its bill: seated, ordered, bill, paid, then free once cleared', async () => {
    at('13:00');
    const bill = await seatBill('T3', { guests: 2, name: 'Joshi' });
    const state = async () => (await floor()).tables.find((x) => x.id === 'T3')!;
    expect(await state()).toMatchObject({ status: 'seated', bill: { id: bill, guests: 2, name: 'Joshi', rounds: 0, status: 'open' } });
    await t.store.update(BILLS, bill, { rounds: 2 });
    expect((await state()).status).toBe('ordered');
    await t.store.update(BILLS, bill, { status: 'closed' });
    expect((await state()).status).toBe('bill');
    await t.store.update(BILLS, bill, { status: 'paid' });
    expect((await state()).status).toBe('paid');
    await t.store.update(BILLS, bill, { status: 'done' });
    expect(await state()).toMatchObject({ status: 'free', bill: null });
  });
});

describe('a booking given a table ahead', () => {
  it('shows the table’s name on the booking, and the table reserved from 15 minutes before until it is seated', async () => {
    at('12:00');
    const booking = await book('19:00', 'Nisha Desai');
    expect(booking.tableNumber).toBe('TBD');
    const given = await giveTable(booking.id, 'T7');
    expect([given.status, given.body.message]).toEqual([200, 'Table 7 given']);
    expect(given.body.data).toMatchObject({ tableId: 'T7', tableNumber: '7' });
    const stored = await t.store.get<{ tableId: string; tableNumber: string }>(RESERVATIONS, booking.id);
    expect(stored).toMatchObject({ tableId: 'T7', tableNumber: '7' });

    const t7 = async () => (await floor()).tables.find((x) => x.id === 'T7')!;
    at('18:44');
    expect((await t7()).status).toBe('free');
    at('18:45');
    expect(await t7()).toMatchObject({ status: 'reserved', reservation: { id: booking.id, name: 'Nisha Desai', time: '19:00', partySize: 4 } });
    at('19:05');
    expect((await t.call('POST', `/api/reservations/admin/${booking.id}/seat`, { token: tokens.counter })).status).toBe(200);
    expect((await t7()).status).toBe('free');

    const log = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=reservation', { token: tokens.owner });
    expect(log.body.data!.entries.find((e) => e.entityId === booking.id && e.action === 'table')).toMatchObject({ to: { tableId: 'T7', tableNumber: '7' } });
  });

  it('refuses a table given to an overlapping booking, and a table not on the plan; null takes it back', async () => {
    at('12:00');
    const first = await book('20:00', 'Kiran Patel');
    const second = await book('21:00', 'Meera Iyer');
    const later = await book('23:00', 'Dev Rao');
    expect((await giveTable(first.id, 'T2')).status).toBe(200);
    const clash = await giveTable(second.id, 'T2');
    expect([clash.status, clash.body.message]).toEqual([409, 'Table 2 is given to Kiran Patel’s booking at 20:00']);
    expect((await giveTable(later.id, 'T2')).status).toBe(200);
    const nowhere = await giveTable(second.id, 'T99');
    expect([nowhere.status, nowhere.body.message]).toEqual([404, 'There is no table T99 on the plan']);
    const bad = await giveTable(second.id, 'T 2');
    expect(bad.status).toBe(400);

    const back = await giveTable(first.id, null);
    expect([back.status, back.body.message]).toEqual([200, 'Table taken back']);
    expect(back.body.data).toMatchObject({ tableId: null, tableNumber: 'TBD' });
    expect((await giveTable(second.id, 'T2')).status).toBe(200);
    expect((await giveTable(first.id, 'T2', tokens.kitchen)).status).toBe(403);
  });
});
