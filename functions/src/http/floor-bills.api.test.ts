import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationView } from '../domain/booking';
import { AUDIT_LOG, GUESTS, ORDERS, RESERVATIONS, REPORT_DAYS } from '../domain/collections';
import { BILLS, FLOOR_PLAN, FLOOR_PLAN_ID, type BillDoc, type FloorTable } from '../domain/floor';
import type { GuestDoc } from '../domain/guests';
import type { OrderAlertsView } from '../domain/dashboard';
import type { KitchenBoardView } from '../domain/kitchen';
import type { OrderDoc, OrderView } from '../domain/orders';
import type { DayRollup } from '../domain/reports';
import { BILL_TEXTS } from '../domain/running-bill';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import type { BillView } from '../services/running-bills';
import { apiForFile, orderableDish, RACE_TIMEOUT } from '../testing/api-file';
import { testStore } from '../testing/api-harness';

/**
 * A party's running bill on the floor: seated at a table of the plan, rounds sent to the kitchen (no sale each), one
 * invoice at the close, paid, cleared; moved and merged. Races on one table and one bill run on both stores.
 */

const TZ = DEFAULT_SETTINGS.locale.timeZone;
// Wednesday 14 May 2031, noon in Kolkata: the kitchen is open whatever the hour the file runs.
const DAY = '2031-05-14';
const { t, tokens } = apiForFile({
  at: restaurantInstant(DAY, '12:00', TZ),
  sessions: { owner: 'owner', counter: 'counter', kitchen: 'kitchen' },
  unlimitedTexts: true,
});

const TABLES: FloorTable[] = Array.from({ length: 24 }, (_, i) => ({
  id: `T${i + 1}`,
  name: String(i + 1),
  seats: 4,
  area: i < 8 ? 'Ground floor' : 'Terrace',
  x: (i % 4) * 25,
  y: Math.floor(i / 4) * 30,
  shape: 'square',
}));

let dish: string;
let n = 0;
const phone = () => `66${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;

interface Seated {
  billId: string;
  bill: BillView;
}
interface RoundAdded {
  round: number;
  orderId: string;
  bill: BillView;
}
interface Closed {
  invoice: { number: string; orderId: string; totalCents: number; total: number };
  orderIds: string[];
  bill: BillView;
}

const seat = (tableId: string, body: Record<string, unknown> = { guests: 4 }, token = tokens.counter) =>
  t.call<Seated>('POST', `/api/admin/tables/${tableId}/seat`, { body, token });
const addRound = (billId: string, items: object[], opts: { key?: string; token?: string } = {}) =>
  t.call<RoundAdded>('POST', `/api/admin/bills/${billId}/rounds`, {
    body: { items },
    token: opts.token ?? tokens.counter,
    ...(opts.key ? { headers: { 'Idempotency-Key': opts.key } } : {}),
  });
const getBill = (billId: string) => t.call<BillView>('GET', `/api/admin/bills/${billId}`, { token: tokens.counter });
const close = (billId: string, body: Record<string, unknown> = {}, token = tokens.counter) =>
  t.call<Closed>('POST', `/api/admin/bills/${billId}/close`, { body, token });
const pay = (orderId: string, amount: number) =>
  t.call('POST', `/api/orders/${orderId}/payment`, { body: { parts: [{ mode: 'cash', amount }] }, token: tokens.counter });

async function seated(tableId: string, body: Record<string, unknown> = { guests: 4 }): Promise<string> {
  const r = await seat(tableId, body);
  expect(r.status, r.body.message).toBe(201);
  return r.body.data!.billId;
}
async function round(billId: string, quantity = 1): Promise<RoundAdded> {
  const r = await addRound(billId, [{ id: dish, quantity }]);
  expect(r.status, r.body.message).toBe(201);
  return r.body.data!;
}

beforeAll(async () => {
  await t.store.set(FLOOR_PLAN, FLOOR_PLAN_ID, { tables: TABLES, updatedAt: new Date().toISOString(), updatedBy: null });
  dish = await orderableDish(t);
});

describe('POST /api/admin/tables/:id/seat', () => {
  it('opens a bill on a table of the plan, and a second party at the same table is told it is taken (409)', async () => {
    const r = await seat('T1', { guests: 4, name: 'Mehta family' });

    expect(r.status, r.body.message).toBe(201);
    const { billId, bill } = r.body.data!;
    expect(bill).toMatchObject({ id: billId, status: 'open', tableId: 'T1', tableName: '1', guests: 4, name: 'Mehta family', roundCount: 0, rounds: [] });
    expect(await t.store.get<BillDoc>(BILLS, billId)).toMatchObject({ status: 'open', tableId: 'T1', rounds: 0, day: DAY });
    const again = await seat('T1', { guests: 2 });
    expect([again.status, again.body.message]).toEqual([409, BILL_TEXTS.tableTaken]);
  });

  it('refuses an unknown table (404), no guests or a bad phone (400), and the kitchen role (403)', async () => {
    expect((await seat('T99')).status).toBe(404);
    const none = await seat('T2', { guests: 0 });
    expect([none.status, none.body.message]).toEqual([400, BILL_TEXTS.guests]);
    expect((await seat('T2', { guests: 2.5 })).status).toBe(400);
    expect((await seat('T2', { guests: 2, phone: '12345' })).status).toBe(400);
    expect((await seat('T2', { guests: 2 }, tokens.kitchen)).status).toBe(403);
    expect(await t.store.query(BILLS, { where: [{ field: 'tableId', op: '==', value: 'T2' }] })).toEqual([]);
  });

  it(
    'two staff seating one table at the same moment: exactly one wins, the others get 409',
    async () => {
      const tries = await Promise.all(Array.from({ length: 4 }, (_, i) => seat('T3', { guests: i + 1 })));

      expect(tries.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      const bills = await t.store.query<BillDoc>(BILLS, { where: [{ field: 'tableId', op: '==', value: 'T3' }] });
      expect(bills).toHaveLength(1);
    },
    RACE_TIMEOUT,
  );

  it("seats a booking: the booking is marked seated, the guest's record counts the visit once, even after the invoice", async () => {
    const guestPhone = phone();
    const booked = await t.call<ReservationView>('POST', '/api/reservations/admin', {
      body: { name: 'Kavya Desai', phone: guestPhone, date: DAY, time: '13:00', partySize: 3, notes: '', source: 'phone' },
      token: tokens.counter,
    });
    expect(booked.status, booked.body.message).toBe(201);
    const reservationId = booked.body.data!.id;

    const billId = await seated('T4', { guests: 3, reservationId });

    expect((await t.store.get<BillDoc>(BILLS, billId))!).toMatchObject({ reservationId, name: 'Kavya Desai', phone: guestPhone });
    expect((await t.store.get<{ seatedAt: string | null }>(RESERVATIONS, reservationId))!.seatedAt).not.toBeNull();
    expect((await t.store.get<GuestDoc>(GUESTS, guestPhone))!.visits).toBe(1);
    const twice = await seat('T5', { guests: 3, reservationId });
    expect([twice.status, twice.body.message]).toEqual([409, 'This party is already seated.']);

    await round(billId);
    const closed = await close(billId);
    expect(closed.status, closed.body.message).toBe(200);
    expect((await t.store.get<GuestDoc>(GUESTS, guestPhone))!).toMatchObject({ visits: 1, orders: 1, spendCents: closed.body.data!.invoice.totalCents });
  });
});

describe('POST /api/admin/bills/:billId/rounds', () => {
  it('sends a round to the kitchen at once with the table and its number, and it is no sale: no report day, token or invoice', async () => {
    const billId = await seated('T6');
    const salesBefore = await salesOrders();

    const first = await round(billId, 2);

    expect(first.round).toBe(1);
    const order = (await t.store.get<OrderDoc>(ORDERS, first.orderId))!;
    expect(order).toMatchObject({ billId, round: 1, tableNumber: '6', orderType: 'dine-in', source: 'walk-in', isVerified: true, status: 'Pending' });
    expect(order.reportDay).toBeUndefined();
    expect(order.tokenNumber ?? null).toBeNull();
    expect(order.invoice ?? null).toBeNull();
    const board = await t.call<KitchenBoardView>('GET', '/api/admin/kitchen', { token: tokens.kitchen });
    // One part per kitchen station of its lines, as a counter order has, with the round's number for the slip.
    const station = order.items[0]!.station!;
    expect(order.stations).toEqual([expect.objectContaining({ station, status: 'Pending' })]);
    expect(board.body.data!.tickets.find((x) => x.id === first.orderId)).toMatchObject({ tableNumber: '6', status: 'Pending', billId, round: 1 });
    expect((await getBill(billId)).body.data!.rounds[0]!.items).toEqual([expect.objectContaining({ quantity: 2, station })]);
    expect(await salesOrders()).toBe(salesBefore);
  });

  it('a round retried with its Idempotency-Key is not doubled', async () => {
    const billId = await seated('T7');
    const key = `round-${process.pid}-retry`;

    const a = await addRound(billId, [{ id: dish, quantity: 1 }], { key });
    const b = await addRound(billId, [{ id: dish, quantity: 1 }], { key });

    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.data!.orderId).toBe(a.body.data!.orderId);
    expect((await t.store.get<BillDoc>(BILLS, billId))!.rounds).toBe(1);
    expect(await t.store.query(ORDERS, { where: [{ field: 'billId', op: '==', value: billId }] })).toHaveLength(1);
  });

  it(
    'two rounds added to one bill at the same moment both land, numbered 1 and 2',
    async () => {
      const billId = await seated('T8');

      const [a, b] = await Promise.all([addRound(billId, [{ id: dish, quantity: 1 }]), addRound(billId, [{ id: dish, quantity: 3 }], { token: tokens.owner })]);

      expect([a.status, b.status]).toEqual([201, 201]);
      expect([a.body.data!.round, b.body.data!.round].sort()).toEqual([1, 2]);
      const view = (await getBill(billId)).body.data!;
      expect(view.roundCount).toBe(2);
      expect(view.rounds.map((r) => r.round)).toEqual([1, 2]);
      expect(view.rounds.map((r) => r.items[0]!.quantity).sort()).toEqual([1, 3]);
    },
    RACE_TIMEOUT,
  );

  it('refuses an unknown dish, no items, an unknown bill, and a bill already closed', async () => {
    const billId = await seated('T9');
    const unknown = await addRound(billId, [{ id: 'no-such-dish', quantity: 1 }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('no longer on the menu');
    expect((await addRound(billId, [])).status).toBe(400);
    expect((await addRound(billId, [{ id: dish, quantity: 0 }])).status).toBe(400);
    expect((await addRound('nosuchbill', [{ id: dish, quantity: 1 }])).status).toBe(404);
    expect((await t.store.get<BillDoc>(BILLS, billId))!.rounds).toBe(0);

    await round(billId);
    expect((await close(billId)).status).toBe(200);
    const late = await addRound(billId, [{ id: dish, quantity: 1 }]);
    expect([late.status, late.body.message]).toEqual([409, 'This bill is closed: rounds are added only on an open bill']);
  });
});

describe('GET /api/admin/bills/:billId', () => {
  it('answers the rounds, who took them, and the running total of every round priced together', async () => {
    const billId = await seated('T10', { guests: 2, name: 'Joshi' });
    const a = await round(billId, 2);
    await round(billId, 1);

    const r = await getBill(billId);

    expect(r.status).toBe(200);
    const view = r.body.data!;
    expect(view.rounds.map((x) => [x.round, x.orderId === a.orderId, x.status, x.by])).toEqual([
      [1, true, 'Pending', expect.any(String)],
      [2, false, 'Pending', expect.any(String)],
    ]);
    const price = view.rounds[0]!.items[0]!.priceCents;
    expect(view.runningSubtotalCents).toBe(price * 3);
    expect(view.runningTotalCents).toBeGreaterThanOrEqual(price * 3);
    expect(view.invoices).toEqual([]);
    expect((await t.call('GET', '/api/admin/bills/nosuchbill', { token: tokens.counter })).status).toBe(404);
  });
});

describe('a round is billed with its bill', () => {
  it("refuses the order routes' own invoice, payment and discount for a round (409), changing nothing", async () => {
    const billId = await seated('T11');
    const { orderId } = await round(billId);

    const invoice = await t.call('POST', `/api/orders/${orderId}/invoice`, { token: tokens.counter });
    const payment = await pay(orderId, 100);

    expect([invoice.status, invoice.body.message]).toEqual([409, BILL_TEXTS.roundIsBilled]);
    expect([payment.status, payment.body.message]).toEqual([409, BILL_TEXTS.roundIsBilled]);
    const discount = await t.call('PATCH', `/api/orders/${orderId}/discount`, { body: { percent: 5, reason: 'Regular guests' }, token: tokens.owner });
    expect([discount.status, discount.body.message]).toEqual([409, BILL_TEXTS.roundIsBilled]);
    expect((await t.store.get<OrderDoc>(ORDERS, orderId))!).toMatchObject({ isPaid: false, discountCents: 0 });
  });
});

const status = (orderId: string, to: string) =>
  t.call('PATCH', `/api/orders/${orderId}/status`, { body: { status: to, undoable: false }, token: tokens.owner });
const rollup = async () => (await t.store.get<DayRollup>(REPORT_DAYS, DAY))?.sales ?? { orders: 0, totalCents: 0 };
const auditOf = (billId: string) =>
  t.store.query<{ entity: string; action: string; actorName: string }>(AUDIT_LOG, { where: [{ field: 'entityId', op: '==', value: billId }] });

describe('POST /api/admin/bills/:billId/close', () => {
  it("makes ONE invoice of every round, counted once in the day's sales (never the rounds), and the bill is closed with its total", async () => {
    const billId = await seated('T12', { guests: 4, name: 'Patel' });
    const one = await round(billId, 2);
    const two = await round(billId, 1);
    const cancelled = await round(billId, 5);
    expect((await status(cancelled.orderId, 'Cancelled')).status).toBe(200);
    const before = await rollup();

    const r = await close(billId);

    expect(r.status, r.body.message).toBe(200);
    const { invoice, orderIds, bill } = r.body.data!;
    expect(invoice.number).toMatch(/\d/);
    expect(orderIds).toEqual([invoice.orderId]);
    const order = (await t.store.get<OrderDoc>(ORDERS, invoice.orderId))!;
    expect(order).toMatchObject({ billId, billPart: { n: 1, of: 1 }, status: 'Completed', isVerified: true, isPaid: false, reportDay: DAY, tableNumber: '12' });
    expect(order.invoice!.number).toBe(invoice.number);
    // Three of the dish over two rounds, on one line; the cancelled round is not billed.
    expect(order.items.map((l) => [l.menuItemId, l.quantity])).toEqual([[dish, 3]]);
    expect(bill).toMatchObject({ status: 'closed', totalCents: order.totalCents, invoiceOrderIds: [invoice.orderId] });
    expect(bill.invoices).toEqual([expect.objectContaining({ orderId: invoice.orderId, number: invoice.number, totalCents: order.totalCents, isPaid: false })]);
    const after = await rollup();
    expect([after.orders - before.orders, after.totalCents - before.totalCents]).toEqual([1, order.totalCents]);
    for (const id of [one.orderId, two.orderId]) expect((await t.store.get<OrderDoc>(ORDERS, id))!.billedAt).toBeTruthy();
    const again = await close(billId);
    expect([again.status, again.body.message]).toEqual([409, 'This bill is already closed']);
  });

  it("applies the money rules chosen at the close: the service charge declined, a discount within the role's limit, a business to bill", async () => {
    const billId = await seated('T13');
    await round(billId, 2);
    const overLimit = await close(billId, { discount: { percent: 20, reason: 'Regular guests' } });
    expect([overLimit.status, overLimit.body.code]).toEqual([403, 'discount_limit']);
    expect((await t.store.get<BillDoc>(BILLS, billId))!.status).toBe('open');

    const r = await close(billId, {
      serviceCharge: false,
      discount: { percent: 10, reason: 'Regular guests' },
      billing: { customerGstin: '27AAPFU0939F1ZV', customerName: 'Acme Foods Pvt Ltd' },
    });

    expect(r.status, r.body.message).toBe(200);
    const order = (await t.store.get<OrderDoc>(ORDERS, r.body.data!.invoice.orderId))!;
    expect(order.chargeCents).toBe(0);
    expect(order.discountCents).toBe(Math.round(order.subtotalCents / 10));
    expect(order.discount).toMatchObject({ reason: 'Regular guests' });
    expect(order).toMatchObject({ billing: { customerGstin: '27AAPFU0939F1ZV', customerName: 'Acme Foods Pvt Ltd' }, b2bDay: DAY });
    expect(r.body.data!.bill.totalCents).toBe(order.totalCents);
  });

  it('a bill with no rounds cannot be closed (409); a round still cooking can, and the kitchen keeps it without billing it again', async () => {
    const empty = await seated('T5');
    const refused = await close(empty);
    expect([refused.status, refused.body.message]).toEqual([409, BILL_TEXTS.noRounds]);

    const cooking = await round(empty);
    expect((await status(cooking.orderId, 'Preparing')).status).toBe(200);
    const closed = await close(empty);
    expect(closed.status, closed.body.message).toBe(200);
    const sales = await rollup();

    const board = await t.call<KitchenBoardView>('GET', '/api/admin/kitchen', { token: tokens.kitchen });
    expect(board.body.data!.tickets.find((x) => x.id === cooking.orderId)).toMatchObject({ status: 'Preparing' });
    expect((await status(cooking.orderId, 'Ready')).status).toBe(200);
    expect((await status(cooking.orderId, 'Completed')).status).toBe(200);
    const done = (await t.store.get<OrderDoc>(ORDERS, cooking.orderId))!;
    expect([done.status, done.invoice ?? null, done.reportDay]).toEqual(['Completed', null, undefined]);
    expect(await rollup()).toEqual(sales);
  });
});

describe('paying and clearing', () => {
  it('settling the invoice with the order payment route makes the bill paid; clearing the table makes it done and the table free', async () => {
    const billId = await seated('T2', { guests: 2 });
    await round(billId, 2);
    const notYet = await t.call('POST', '/api/admin/tables/T2/clear', { token: tokens.counter });
    expect([notYet.status, notYet.body.message]).toEqual([409, 'This table has rounds on its bill: close the bill and settle it before clearing the table']);
    const { invoice } = (await close(billId)).body.data!;
    const waiting = await t.call('POST', '/api/admin/tables/T2/clear', { token: tokens.counter });
    expect([waiting.status, waiting.body.message]).toEqual([409, 'This bill waits for its payment: settle it before clearing the table']);

    const paid = await pay(invoice.orderId, invoice.total);

    expect(paid.status, paid.body.message).toBe(200);
    expect((await t.store.get<BillDoc>(BILLS, billId))!).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    const cleared = await t.call<{ billIds: string[]; status: string }>('POST', '/api/admin/tables/T2/clear', { token: tokens.counter });
    expect(cleared.status, cleared.body.message).toBe(200);
    expect(cleared.body.data).toMatchObject({ billIds: [billId], status: 'free' });
    expect((await t.store.get<BillDoc>(BILLS, billId))!).toMatchObject({ status: 'done', doneAt: expect.any(String) });
    expect((await seat('T2', { guests: 3 })).status).toBe(201);
    expect((await auditOf(billId)).map((e) => e.action).sort()).toEqual(['clear', 'close', 'seat']);
  });

  it('an open bill with no rounds is cleared (the party left); a free table or an unknown one cannot be', async () => {
    const billId = await seated('T14', { guests: 2 });

    const cleared = await t.call('POST', '/api/admin/tables/T14/clear', { token: tokens.counter });

    expect(cleared.status, cleared.body.message).toBe(200);
    expect((await t.store.get<BillDoc>(BILLS, billId))!.status).toBe('done');
    const free = await t.call('POST', '/api/admin/tables/T15/clear', { token: tokens.counter });
    expect([free.status, free.body.message]).toEqual([409, 'This table is already free']);
    expect((await t.call('POST', '/api/admin/tables/T404/clear', { token: tokens.counter })).status).toBe(404);
  });
});

describe('moving and merging', () => {
  it('moves a party to a free table: its open tickets follow, the old table frees, and the move is kept and audited', async () => {
    const billId = await seated('T16');
    const { orderId } = await round(billId);

    const r = await t.call<{ bill: BillView }>('POST', `/api/admin/bills/${billId}/move`, { body: { tableId: 'T17' }, token: tokens.counter });

    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data!.bill).toMatchObject({ tableId: 'T17', tableName: '17', moves: [expect.objectContaining({ from: 'T16', to: 'T17' })] });
    expect((await t.store.get<OrderDoc>(ORDERS, orderId))!.tableNumber).toBe('17');
    const board = await t.call<KitchenBoardView>('GET', '/api/admin/kitchen', { token: tokens.kitchen });
    expect(board.body.data!.tickets.find((x) => x.id === orderId)?.tableNumber).toBe('17');
    expect((await seat('T16', { guests: 2 })).status).toBe(201);
    const taken = await t.call('POST', `/api/admin/bills/${billId}/move`, { body: { tableId: 'T16' }, token: tokens.counter });
    expect([taken.status, taken.body.message]).toEqual([409, BILL_TEXTS.tableTaken]);
    expect((await t.call('POST', `/api/admin/bills/${billId}/move`, { body: { tableId: 'T404' }, token: tokens.counter })).status).toBe(404);
    expect((await t.call('POST', `/api/admin/bills/${billId}/move`, { body: {}, token: tokens.counter })).status).toBe(400);
    const moved = (await auditOf(billId)).find((e) => e.action === 'move');
    expect(moved).toMatchObject({ entity: 'bill', actorName: expect.any(String) });
    expect(moved!.actorName).not.toBe('');
  });

  it("merges another open bill: its rounds join numbered after this bill's, its guests join, it is merged and its table frees", async () => {
    const billId = await seated('T18', { guests: 2 });
    const otherId = await seated('T19', { guests: 3 });
    await round(billId);
    await round(billId);
    const theirs = await round(otherId, 4);

    const r = await t.call<{ bill: BillView }>('POST', `/api/admin/bills/${billId}/merge`, { body: { billId: otherId }, token: tokens.counter });

    expect(r.status, r.body.message).toBe(200);
    const bill = r.body.data!.bill;
    expect([bill.roundCount, bill.guests, bill.rounds.map((x) => x.round)]).toEqual([3, 5, [1, 2, 3]]);
    expect((await t.store.get<OrderDoc>(ORDERS, theirs.orderId))!).toMatchObject({ billId, round: 3, tableNumber: '18' });
    expect((await t.store.get<BillDoc>(BILLS, otherId))!).toMatchObject({ status: 'merged', mergedInto: billId });
    expect((await seat('T19', { guests: 2 })).status).toBe(201);
    const next = await round(billId);
    expect(next.round).toBe(4);
    const intoMerged = await addRound(otherId, [{ id: dish, quantity: 1 }]);
    expect(intoMerged.status).toBe(409);
    const self = await t.call('POST', `/api/admin/bills/${billId}/merge`, { body: { billId }, token: tokens.counter });
    expect([self.status, self.body.message]).toEqual([409, 'A bill cannot be merged into itself']);
    const closedId = await seated('T20');
    await round(closedId);
    expect((await close(closedId)).status).toBe(200);
    const closedOne = await t.call('POST', `/api/admin/bills/${billId}/merge`, { body: { billId: closedId }, token: tokens.counter });
    expect([closedOne.status, closedOne.body.message]).toEqual([409, 'The other bill is closed: only two open bills can be merged']);
  });
});

/** The orders the day's report counts as sales. */
async function salesOrders(): Promise<number> {
  return (await t.store.get<DayRollup>(REPORT_DAYS, DAY))?.sales.orders ?? 0;
}

if (testStore() === 'firestore') console.log('[api] floor bills: races on one table and one bill run on the Firestore emulator');

describe('the new-order alert', () => {
  it("announces a walk-in order but never a table's rounds or its bill's invoice, which staff made at the table", async () => {
    // The file's clock stands still: a minute before it is before everything this test makes.
    const since = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const billId = await seated('T21');
    const { orderId: roundId } = await round(billId);
    const closed = await close(billId);
    expect(closed.status, closed.body.message).toBe(200);
    const walkIn = await t.call<OrderView>('POST', '/api/orders/walk-in', {
      token: tokens.counter,
      body: { orderType: 'takeaway', items: [{ _id: dish, quantity: 1 }] },
    });
    expect(walkIn.status, walkIn.body.message).toBe(201);

    const alerts = await t.call<OrderAlertsView>('GET', `/api/admin/order-alerts?since=${encodeURIComponent(since)}`, { token: tokens.counter });

    const ids = alerts.body.data!.orders.map((o) => o._id);
    expect(ids).toContain(walkIn.body.data!._id);
    expect(ids).not.toContain(roundId);
    expect(ids).not.toContain(closed.body.data!.invoice.orderId);
  });
});

describe("taking a round off its table's bill", () => {
  const cancel = (id: string) => t.call('PATCH', `/api/orders/${id}/status`, { token: tokens.counter, body: { status: 'Cancelled' } });

  it('cancels a round while the bill is open (the close leaves it out), and refuses once the invoice charges it', async () => {
    const billId = await seated('T22');
    const first = await round(billId, 1);
    const second = await round(billId, 2);
    const gone = await cancel(first.orderId);
    expect(gone.status, gone.body.message).toBe(200);
    const closed = await close(billId);
    expect(closed.status, closed.body.message).toBe(200);
    const invoice = (await t.store.get<OrderDoc>(ORDERS, closed.body.data!.invoice.orderId))!;
    expect(invoice.items.reduce((n, l) => n + l.quantity, 0)).toBe(2);

    const late = await cancel(second.orderId);
    expect([late.status, late.body.message]).toEqual([409, BILL_TEXTS.roundOnClosedBill]);
    const voided = await t.call('POST', `/api/orders/${second.orderId}/void`, { token: tokens.owner, body: { reason: 'Sent back' } });
    expect([voided.status, voided.body.message]).toEqual([409, BILL_TEXTS.roundIsNoSale]);
    const deleted = await t.call('DELETE', `/api/orders/${second.orderId}`, { token: tokens.owner });
    expect([deleted.status, deleted.body.message]).toEqual([409, BILL_TEXTS.roundOnClosedBill]);
    expect((await t.store.get<OrderDoc>(ORDERS, second.orderId))!.status).not.toBe('Cancelled');
  });
});
