import type { AppDeps } from '../deps';
import { ORDERS } from '../domain/collections';
import { ACTIVE_BILL_STATUSES, BILLS, FLOOR_PLAN, FLOOR_PLAN_ID, type BillDoc, type FloorPlanDoc, type FloorTable } from '../domain/floor';
import { visitDelta } from '../domain/guests';
import { stampStations } from '../domain/kitchen-stations';
import { toDollars } from '../domain/money';
import { orderReference, type OrderDoc, type OrderLine } from '../domain/orders';
import { orderRates, priceOrder } from '../domain/pricing';
import {
  BILL_TEXTS,
  billLines,
  chargedRound,
  clearOutcome,
  closeRefusal,
  isBillInvoice,
  isRound,
  mergeRefusal,
  newBill,
  notOpenText,
  renumberAfter,
  ticketOpen,
  type CloseInput,
  type RoundInput,
  type SeatInput,
} from '../domain/running-bill';
import { ratesOf, type Settings } from '../domain/settings';
import type { StaffRole } from '../domain/staff-roles';
import { orderableService } from '../domain/thali';
import { restaurantDate } from '../domain/time';
import { conflict, notFound } from '../lib/errors';
import type { TxStore, WithId } from '../ports';
import { auditIn, type Actor, type AuditEntry } from './audit';
import { readInvoiceCounter } from './bill';
import { readCatalog } from './catalog';
import { counterTransaction, retryContended } from './contended';
import { readGuest, writeGuestDelta } from './guest-record';
import { remember, replayed } from './idempotency';
import { linesFromCatalog } from './order-lines';
import { counterDiscount, priced } from './place-order';
import { readRollupChange, reportStamp } from './report-rollup';
import { readSettings } from './settings';
import { readSeatBooking } from './staff-bookings';
import { refuseNonMobile } from './texting';
import { readOrderThalis, takePlates } from './thali';

/**
 * A party's running bill (domain/floor.ts): seated on a table of the plan, rounds sent to the kitchen as they are
 * ordered, one invoice at the close, then paid and cleared. Each step is one transaction, so two staff acting on one
 * table or one bill at once never overwrite each other: one seating wins, and both rounds land numbered.
 */

type Staff = Actor & { role: StaffRole };

/** A table of the owner's plan, read in a transaction; null when the plan has no such table. */
export async function readFloorTable(tx: Pick<TxStore, 'get'>, tableId: string): Promise<FloorTable | null> {
  const plan = await tx.get<FloorPlanDoc>(FLOOR_PLAN, FLOOR_PLAN_ID);
  return plan?.tables.find((t) => t.id === tableId) ?? null;
}

/** The bills holding a table now (open, closed or paid): at most one, unless something went wrong. */
export function activeBillsOn(tx: Pick<TxStore, 'query'>, tableId: string): Promise<Array<WithId<BillDoc>>> {
  return tx.query<BillDoc>(BILLS, {
    where: [
      { field: 'tableId', op: '==', value: tableId },
      { field: 'status', op: 'in', value: [...ACTIVE_BILL_STATUSES] },
    ],
  });
}

/** A bill's rounds and invoice orders: every order carrying its id. */
function ordersOfBill(tx: Pick<TxStore, 'query'>, billId: string): Promise<Array<WithId<OrderDoc>>> {
  return tx.query<OrderDoc>(ORDERS, { where: [{ field: 'billId', op: '==', value: billId }] });
}

async function readBill(tx: Pick<TxStore, 'get'>, billId: string): Promise<WithId<BillDoc>> {
  const bill = await tx.get<BillDoc>(BILLS, billId);
  if (!bill) throw notFound(BILL_TEXTS.unknownBill);
  return bill;
}

const by = (actor: Actor) => ({ uid: actor.uid, name: actor.name });

/** How a round or the invoice names the party for the kitchen and the bill. */
const partyName = (bill: Pick<BillDoc, 'name' | 'tableName'>) => bill.name || `Table ${bill.tableName}`;

/** A table of the plan that no party holds, read in a transaction: not found when the plan has no such table, taken when a bill holds it. */
async function readFreeTable(tx: Pick<TxStore, 'get' | 'query'>, tableId: string): Promise<FloorTable> {
  const table = await readFloorTable(tx, tableId);
  if (!table) throw notFound(BILL_TEXTS.unknownTable);
  if ((await activeBillsOn(tx, tableId)).length) throw conflict(BILL_TEXTS.tableTaken, { tableId });
  return table;
}

/** What every order of a bill carries, a round or its invoice: the party and its table, dine-in, taken by staff and confirmed as it is made. */
function billOrder(
  orderId: string,
  bill: WithId<Pick<BillDoc, 'name' | 'tableName'>>,
  at: string,
): Pick<
  OrderDoc,
  | 'reference'
  | 'name'
  | 'customerId'
  | 'tableNumber'
  | 'orderType'
  | 'isVerified'
  | 'isPaid'
  | 'source'
  | 'otp'
  | 'createdAt'
  | 'updatedAt'
  | 'verifiedAt'
  | 'readyAt'
  | 'prepSeconds'
  | 'cancelledAt'
  | 'billId'
> {
  return {
    reference: orderReference(orderId),
    name: partyName(bill),
    customerId: null,
    tableNumber: bill.tableName,
    orderType: 'dine-in',
    isVerified: true,
    isPaid: false,
    source: 'walk-in',
    otp: null,
    createdAt: at,
    updatedAt: at,
    verifiedAt: at,
    readyAt: null,
    prepSeconds: null,
    cancelledAt: null,
    billId: bill.id,
  };
}

/** Writes a bill's audit entry in the transaction that changes it. */
function auditBill(tx: TxStore, deps: Pick<AppDeps, 'store'>, actor: Actor, now: Date, billId: string, entry: Omit<AuditEntry, 'entity' | 'entityId'>): void {
  auditIn(tx, deps.store, actor, { entity: 'bill', entityId: billId, ...entry }, now);
}

/** Writes a change to a bill and its audit entry, in the transaction that decided it. */
export function changeBill(
  tx: TxStore,
  deps: Pick<AppDeps, 'store'>,
  actor: Actor,
  now: Date,
  billId: string,
  patch: Partial<BillDoc>,
  entry: Omit<AuditEntry, 'entity' | 'entityId'>,
): void {
  tx.update(BILLS, billId, patch);
  auditBill(tx, deps, actor, now, billId, entry);
}

/**
 * Extra reads and writes a caller joins to the seating's transaction (the waitlist marks its entry seated): called
 * after the seating's reads, it reads what it needs and answers the writes, given the new bill's id.
 */
export type SeatAlso = (tx: TxStore, now: Date) => Promise<(billId: string) => void>;

/**
 * Seats a party on a table of the plan, opening its bill. The table's active bills are read by a query inside the
 * transaction, so of two staff seating one table at once exactly one wins and the other is told it is taken (409).
 * From a booking: the booking is marked seated in the same transaction. A known phone counts the visit on the
 * guest's record, once a day (the invoice does not count it again).
 */
export async function seatParty(deps: AppDeps, tableId: string, input: SeatInput, actor: Actor, also?: SeatAlso): Promise<{ billId: string; bill: BillView }> {
  const now = deps.clock.now();
  const billId = deps.store.newId();
  const bill = await deps.store.transaction(async (tx) => {
    const settings = await readSettings(tx);
    if (input.phone) refuseNonMobile(settings, input.phone);
    const table = await readFreeTable(tx, tableId);
    const booking = input.reservationId ? await readSeatBooking(tx, deps.store, input.reservationId, settings, now) : null;
    const phone = input.phone ?? booking?.booking.phone ?? null;
    const name = input.name ?? booking?.booking.name ?? null;
    const guest = phone ? await readGuest(tx, phone) : null;
    const joined = also ? await also(tx, now) : null;
    const at = now.toISOString();
    const day = restaurantDate(now, settings.locale.timeZone);
    const doc = newBill(
      table,
      { guests: input.guests, name, phone, reservationId: input.reservationId ?? null, waitlistId: input.waitlistId ?? null },
      by(actor),
      at,
      day,
    );
    tx.create(BILLS, billId, doc);
    booking?.seat(actor, table.name);
    if (phone) writeGuestDelta(tx, guest, { phone, name: name ?? '' }, visitDelta(guest, day), now);
    joined?.(billId);
    auditBill(tx, deps, actor, now, billId, {
      action: 'seat',
      summary: `Table ${table.name}: ${input.guests} seated${name ? ` (${name})` : ''}`,
      to: { tableId, guests: input.guests, ...(input.reservationId ? { reservationId: input.reservationId } : {}) },
    });
    return { ...doc, id: billId };
  });
  return { billId, bill: billView(bill, [], null) };
}

/**
 * Adds a round to an open bill: an order (dine-in, confirmed at once, the table's name) priced like one taken at
 * the counter and sent to the kitchen at once, but no sale: no report day, no token, no invoice. Its number is the
 * bill's rounds + 1, taken in the bill's transaction, so rounds added at the same instant are numbered 1, 2, ...
 * A retry with the same Idempotency-Key answers the first round again.
 */
export async function addRound(
  deps: AppDeps,
  billId: string,
  input: RoundInput,
  idempotency: { key: string; hash: string } | null,
  actor: Staff,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const now = deps.clock.now();
  const orderId = deps.store.newId();
  const outcome = await retryContended(() =>
    deps.store.transaction(async (tx) => {
      if (idempotency) {
        const earlier = await replayed(tx, 'round', idempotency.key, idempotency.hash);
        if (earlier) return { status: earlier.status, body: earlier.reply as Record<string, unknown> };
      }
      const bill = await readBill(tx, billId);
      if (bill.status !== 'open') throw conflict(notOpenText(bill.status, 'rounds are added'), { status: bill.status });
      const settings = await readSettings(tx);
      const catalog = await readCatalog(tx);
      const items = input.items.map((i) => ({ id: i.id, quantity: i.quantity, price: undefined, note: i.note ?? '', variant: i.variant }));
      const thalis = {
        docs: await readOrderThalis(
          tx,
          items.map((i) => i.id),
        ),
        orderable: orderableService(settings, now, true),
      };
      const { lines, rates, price } = priced(catalog, settings, { items, orderType: 'dine-in' }, now, thalis);
      const round = bill.rounds + 1;
      const at = now.toISOString();
      const order: OrderDoc = {
        ...billOrder(orderId, bill, at),
        // The party's phone stays on the bill: a round texts nobody ("ready" is the waiter's, not a pickup).
        phone: '',
        // Confirmed as it is taken: each station cooks its own lines of the round at once.
        ...stampStations(settings.kitchen, lines),
        gst: rates.taxApplied,
        rates,
        ...price,
        status: 'Pending',
        completedAt: null,
        round,
        roundBy: by(actor),
        billedAt: null,
      };
      takePlates(tx, thalis.docs, lines);
      tx.create(ORDERS, orderId, order);
      tx.update(BILLS, billId, { rounds: round, updatedAt: at });
      const after: WithId<BillDoc> = { ...bill, rounds: round, updatedAt: at };
      const reply = {
        status: 201,
        body: {
          success: true,
          message: `Round ${round} sent to the kitchen`,
          data: { round, orderId, bill: billView(after, [{ ...order, id: orderId }], null) },
        },
      };
      if (idempotency) remember(tx, 'round', idempotency.key, { bodyHash: idempotency.hash, status: reply.status, reply: reply.body, createdAt: at });
      return reply;
    }),
  );
  return outcome;
}

export interface BillRoundView {
  round: number;
  orderId: string;
  at: string;
  by: string;
  status: OrderDoc['status'];
  billed: boolean;
  items: Array<{ name: string; quantity: number; priceCents: number; note?: string; station?: string }>;
  totalCents: number;
}

export interface BillInvoiceView {
  orderId: string;
  number: string | null;
  part: { n: number; of: number };
  totalCents: number;
  total: number;
  isPaid: boolean;
  cancelled: boolean;
}

/** A bill as the floor reads it: its rounds, the running total (every charged round's lines priced together) and its invoices. */
export function billView(bill: WithId<BillDoc>, orders: ReadonlyArray<WithId<OrderDoc>>, settings: Pick<Settings, 'tax' | 'charges'> | null) {
  const rounds = orders.filter(isRound).sort((a, b) => a.round! - b.round!);
  const invoices = orders.filter(isBillInvoice).sort((a, b) => a.billPart!.n - b.billPart!.n || a.createdAt.localeCompare(b.createdAt));
  const lines = billLines(rounds);
  const running = settings ? priceOrder(lines, orderRates('dine-in', ratesOf(settings as Settings))) : null;
  const roundViews: BillRoundView[] = rounds.map((r) => ({
    round: r.round!,
    orderId: r.id,
    at: r.createdAt,
    by: r.roundBy?.name ?? '',
    status: r.status,
    billed: !!r.billedAt,
    items: r.items.map(itemView),
    totalCents: r.totalCents,
  }));
  const invoiceViews: BillInvoiceView[] = invoices.map((o) => ({
    orderId: o.id,
    number: o.invoice?.number ?? null,
    part: o.billPart!,
    totalCents: o.totalCents,
    total: toDollars(o.totalCents),
    isPaid: o.isPaid,
    cancelled: o.status === 'Cancelled' || o.status === 'Voided',
  }));
  const { rounds: roundCount, ...rest } = bill;
  return {
    ...rest,
    roundCount,
    rounds: roundViews,
    /** What the bill comes to now, before any discount or a declined service charge chosen at the close. */
    runningTotalCents: running?.totalCents ?? rounds.filter(chargedRound).reduce((s, r) => s + r.totalCents, 0),
    runningSubtotalCents: lines.reduce((s, l) => s + l.priceCents * l.quantity, 0),
    invoices: invoiceViews,
  };
}
export type BillView = ReturnType<typeof billView>;

const itemView = (l: OrderLine) => ({
  name: l.name,
  quantity: l.quantity,
  priceCents: l.priceCents,
  ...(l.note ? { note: l.note } : {}),
  ...(typeof l.station === 'string' && l.station ? { station: l.station } : {}),
});

/** GET /api/admin/bills/:billId: the bill, its rounds, its running total and, once closed, its invoices. */
export async function getBill(deps: Pick<AppDeps, 'store'>, billId: string): Promise<BillView> {
  const [bill, orders, settings] = await Promise.all([deps.store.get<BillDoc>(BILLS, billId), ordersOfBill(deps.store, billId), readSettings(deps.store)]);
  if (!bill) throw notFound(BILL_TEXTS.unknownBill);
  return billView(bill, orders, settings);
}

/**
 * Closes an open bill: in one transaction, every charged round's lines become ONE invoice order (Completed,
 * confirmed, counted in the reports on the day and hour of the close, numbered from the year's invoice counter),
 * with the money rules of any order: a discount within the role's limit, the service charge by choice, a business
 * to bill. The rounds are marked billed (a round still cooking is billed too: the kitchen keeps it) and never
 * counted; the bill is closed with its total. The guest's record gets the order and its spend, not another visit.
 */
export async function closeBill(deps: AppDeps, billId: string, input: CloseInput, actor: Staff) {
  const now = deps.clock.now();
  const invoiceId = deps.store.newId();
  const closed = await counterTransaction(deps.store, async (tx) => {
    const bill = await readBill(tx, billId);
    const orders = await ordersOfBill(tx, billId);
    const rounds = orders.filter(isRound);
    const refused = closeRefusal(bill, rounds);
    if (refused) throw conflict(refused, { status: bill.status });
    const settings = await readSettings(tx);
    const at = now.toISOString();
    const lines = billLines(rounds);
    const catalogFree = {
      items: lines.map((l) => ({ id: l.menuItemId, quantity: l.quantity })),
      orderType: 'dine-in' as const,
      serviceCharge: input.serviceCharge,
    };
    const rates = priced(EMPTY_CATALOG, settings, { ...catalogFree, items: [] }, now, NO_THALIS).rates;
    const undiscounted = priceOrder(lines, rates);
    const discount = counterDiscount(input.discount, undiscounted.subtotalCents, settings, actor, at);
    const price = discount ? priceOrder(lines, rates, discount) : undiscounted;
    const stamp = reportStamp(at, settings.locale.timeZone);
    const unnumbered: OrderDoc = {
      ...billOrder(invoiceId, bill, at),
      phone: bill.phone ?? '',
      items: lines,
      gst: rates.taxApplied,
      rates,
      ...price,
      ...(discount ? { discount } : {}),
      ...(input.billing ? { billing: input.billing, b2bDay: stamp.reportDay } : {}),
      status: 'Completed',
      completedAt: at,
      ...stamp,
      billPart: { n: 1, of: 1 },
    };
    const counter = await readInvoiceCounter(tx, unnumbered, settings, now);
    const guest = bill.phone ? await readGuest(tx, bill.phone) : null;
    const rollup = await readRollupChange(tx, null, { ...unnumbered, id: invoiceId }, { at, by: actor.name });
    const invoice: OrderDoc = { ...unnumbered, ...counter.take() };
    tx.create(ORDERS, invoiceId, invoice);
    rollup();
    for (const r of rounds) if (!r.billedAt) tx.update(ORDERS, r.id, { billedAt: at });
    if (bill.phone)
      writeGuestDelta(
        tx,
        guest,
        { phone: bill.phone, name: bill.name ?? '' },
        { orders: 1, spendCents: price.totalCents, ...visitDelta(guest, bill.day) },
        now,
      );
    const patch: Partial<BillDoc> = { status: 'closed', closedAt: at, updatedAt: at, invoiceOrderIds: [invoiceId], totalCents: price.totalCents };
    changeBill(tx, deps, actor, now, billId, patch, {
      action: 'close',
      summary: `Table ${bill.tableName}: bill closed, invoice ${invoice.invoice!.number} for ${toDollars(price.totalCents)} (${rounds.filter(chargedRound).length} rounds)${discount ? `, discount: ${discount.reason}` : ''}`,
      from: { status: 'open' },
      to: { status: 'closed', invoice: invoice.invoice!.number, total: toDollars(price.totalCents) },
    });
    return {
      invoice,
      bill: { ...bill, ...patch },
      orders: [...orders.map((o) => (isRound(o) && !o.billedAt ? { ...o, billedAt: at } : o)), { ...invoice, id: invoiceId }],
      settings,
    };
  });
  return {
    invoice: { number: closed.invoice.invoice!.number, orderId: invoiceId, totalCents: closed.invoice.totalCents, total: toDollars(closed.invoice.totalCents) },
    orderIds: [invoiceId],
    bill: billView(closed.bill, closed.orders, closed.settings),
  };
}

const EMPTY_CATALOG = { items: {}, categories: {} } as unknown as Parameters<typeof priced>[0];
const NO_THALIS = { docs: new Map(), orderable: null };

/**
 * Moves a party to another table, which must be free. The kitchen's tickets still open follow it (their table's
 * name changes); the move is kept on the bill and audited.
 */
export async function moveBill(deps: AppDeps, billId: string, tableId: string, actor: Actor) {
  const now = deps.clock.now();
  const moved = await deps.store.transaction(async (tx) => {
    const bill = await readBill(tx, billId);
    if (bill.status === 'done' || bill.status === 'merged')
      throw conflict(`This bill is ${bill.status}: it holds no table to move from`, { status: bill.status });
    if (bill.tableId === tableId) throw conflict('The party is already at this table');
    const table = await readFreeTable(tx, tableId);
    const orders = await ordersOfBill(tx, billId);
    const at = now.toISOString();
    for (const o of orders) if (isRound(o) && ticketOpen(o)) tx.update(ORDERS, o.id, { tableNumber: table.name, updatedAt: at });
    const patch: Partial<BillDoc> = {
      tableId: table.id,
      tableName: table.name,
      moves: [...(bill.moves ?? []), { from: bill.tableId, to: table.id, at, by: actor.name }],
      updatedAt: at,
    };
    changeBill(tx, deps, actor, now, billId, patch, {
      action: 'move',
      summary: `Party moved from table ${bill.tableName} to table ${table.name}`,
      from: { tableId: bill.tableId },
      to: { tableId: table.id },
    });
    return {
      bill: { ...bill, ...patch },
      orders: orders.map((o) => (isRound(o) && ticketOpen(o) ? { ...o, tableNumber: table.name, updatedAt: at } : o)),
    };
  });
  return billView(moved.bill, moved.orders, null);
}

/**
 * Merges another open bill into this one: its rounds join this bill, numbered after this bill's, and its tickets
 * still open carry this table's name; its guests join too. The other bill is `merged` (mergedInto set) and its
 * table is free.
 */
export async function mergeBills(deps: AppDeps, billId: string, otherId: string, actor: Actor) {
  const now = deps.clock.now();
  const merged = await retryContended(() =>
    deps.store.transaction(async (tx) => {
      const bill = await readBill(tx, billId);
      const other = await tx.get<BillDoc>(BILLS, otherId);
      if (!other) throw notFound('The other bill was not found');
      const refused = mergeRefusal(bill, other);
      if (refused) throw conflict(refused);
      const theirs = (await ordersOfBill(tx, otherId)).filter(isRound);
      const ours = await ordersOfBill(tx, billId);
      const at = now.toISOString();
      const numbers = renumberAfter(bill.rounds, theirs);
      const joined = theirs.map((o) => {
        const round = numbers.find((n) => n.id === o.id)!.round;
        const patch: Partial<OrderDoc> = { billId, round, updatedAt: at, ...(ticketOpen(o) ? { tableNumber: bill.tableName, name: partyName(bill) } : {}) };
        tx.update(ORDERS, o.id, patch);
        return { ...o, ...patch };
      });
      const patch: Partial<BillDoc> = {
        rounds: bill.rounds + theirs.length,
        guests: bill.guests + other.guests,
        mergedFrom: [...(bill.mergedFrom ?? []), otherId],
        updatedAt: at,
      };
      tx.update(BILLS, otherId, { status: 'merged', mergedInto: billId, doneAt: at, updatedAt: at } satisfies Partial<BillDoc>);
      changeBill(tx, deps, actor, now, billId, patch, {
        action: 'merge',
        summary: `Table ${other.tableName}'s bill merged into table ${bill.tableName}'s (${theirs.length} rounds joined)`,
        from: { billId: otherId, tableId: other.tableId },
        to: { billId, tableId: bill.tableId },
      });
      return { bill: { ...bill, ...patch }, orders: [...ours, ...joined] };
    }),
  );
  return billView(merged.bill, merged.orders, null);
}

/**
 * Clears a table: its paid bill is done, or its open bill with no rounds (the party left before ordering). A bill
 * with rounds waits for its close and payment.
 */
export async function clearTable(deps: AppDeps, tableId: string, actor: Actor) {
  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    const table = await readFloorTable(tx, tableId);
    const bills = await activeBillsOn(tx, tableId);
    if (!table && !bills.length) throw notFound(BILL_TEXTS.unknownTable);
    if (!bills.length) throw conflict('This table is already free');
    const at = now.toISOString();
    const cleared = bills.map((bill) => {
      const outcome = clearOutcome(bill);
      if (!outcome.done) throw conflict(outcome.reason, { billId: bill.id, status: bill.status });
      return bill;
    });
    const done: Partial<BillDoc> = { status: 'done', doneAt: at, updatedAt: at };
    for (const bill of cleared) {
      changeBill(tx, deps, actor, now, bill.id, done, {
        action: 'clear',
        summary: `Table ${bill.tableName} cleared${bill.status === 'open' ? ': the party left without ordering' : ''}`,
        from: { status: bill.status },
        to: { status: 'done' },
      });
    }
    return { tableId, billIds: cleared.map((b) => b.id), status: 'free' as const };
  });
}

export { linesFromCatalog };
