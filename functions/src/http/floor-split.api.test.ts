import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '../domain/collections';
import { BILLS, FLOOR_PLAN, FLOOR_PLAN_ID, type BillDoc, type FloorTable } from '../domain/floor';
import type { InvoiceView } from '../domain/invoice-view';
import type { OrderDoc } from '../domain/orders';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import { SPLIT_REFUSALS } from '../services/bill-split';
import type { BillView } from '../services/running-bills';
import { apiForFile } from '../testing/api-file';

/**
 * Splitting a table's closed bill over real HTTP: seated, rounds, closed, split evenly and by lines (and split again),
 * each part paid with the order payment route; the day's sales and GST summary stay as they were, to the paisa, with
 * the credit note listed. Runs on SQLite and on the Firestore emulator.
 */

const TZ = DEFAULT_SETTINGS.locale.timeZone;
// Wednesday 18 June 2031, noon in Kolkata: the kitchen is open whatever the hour the file runs.
const DAY = '2031-06-18';
const { t, tokens } = apiForFile({
  at: restaurantInstant(DAY, '12:00', TZ),
  sessions: { owner: 'owner', counter: 'counter', kitchen: 'kitchen' },
  unlimitedTexts: true,
});

const TABLES: FloorTable[] = Array.from({ length: 6 }, (_, i) => ({
  id: `S${i + 1}`,
  name: `S${i + 1}`,
  seats: 4,
  area: 'Ground floor',
  x: i * 15,
  y: 10,
  shape: 'square',
}));

interface Split {
  invoices: Array<{ orderId: string; number: string; part: { n: number; of: number }; totalCents: number; total: number }>;
  creditNote: { number: string } | null;
  creditNotes: Array<{ number: string; invoiceNumber: string; amount: number; reason: string }>;
  bill: BillView;
}
interface Closed {
  invoice: { number: string; orderId: string; totalCents: number };
  bill: BillView;
}
interface Sales {
  totals: Record<string, number>;
  dishes: Array<{ itemId: string; quantity: number; revenue: number }>;
  exceptions: Array<{ orderId: string; status: string; reason: string; creditNote: string | null }>;
}
interface Gst {
  totals: Record<string, number>;
  invoiced: Record<string, number>;
  creditNotes: Array<{ number: string; invoiceNumber: string; amount: number; reason: string; taxable: number; cgst: number; sgst: number }>;
}

let dishes: Array<{ _id: string; price: number }>;

const split = (billId: string, body: object, token = tokens.counter) => t.call<Split>('POST', `/api/admin/bills/${billId}/split`, { body, token });
const pay = (orderId: string, amount: number) =>
  t.call('POST', `/api/orders/${orderId}/payment`, { body: { parts: [{ mode: 'cash', amount }] }, token: tokens.counter });
const sales = async () => (await t.call<Sales>('GET', `/api/admin/reports/sales?from=${DAY}&to=${DAY}`, { token: tokens.owner })).body.data!;
const gst = async () => (await t.call<Gst>('GET', `/api/admin/reports/gst?from=${DAY}&to=${DAY}`, { token: tokens.owner })).body.data!;

/** The day's money as the reports give it: what a split must leave as it was (the order count and the voided list change). */
const counts = async () => {
  const s = await sales();
  return { orders: s.totals.orders!, voided: s.totals.voided! };
};
const money = (s: Sales, g: Gst) => {
  const { orders: _o, voided: _v, voidedTotal: _vt, ...totals } = s.totals;
  return { totals, dishes: [...s.dishes].sort((a, b) => a.itemId.localeCompare(b.itemId)), gst: g.totals.taxable, tax: { ...g.totals, orders: 0 } };
};

/** A party of `guests` at a table: two rounds (2 of the first dish, then 3 of the second), closed with the service charge. */
async function closedBill(tableId: string, guests: number): Promise<{ billId: string; closed: Closed }> {
  const seated = await t.call<{ billId: string }>('POST', `/api/admin/tables/${tableId}/seat`, { body: { guests }, token: tokens.counter });
  expect(seated.status, seated.body.message).toBe(201);
  const billId = seated.body.data!.billId;
  for (const [dish, quantity] of [
    [dishes[0]!, 2],
    [dishes[1]!, 3],
  ] as const) {
    const r = await t.call('POST', `/api/admin/bills/${billId}/rounds`, { body: { items: [{ id: dish._id, quantity }] }, token: tokens.counter });
    expect(r.status, r.body.message).toBe(201);
  }
  const closed = await t.call<Closed>('POST', `/api/admin/bills/${billId}/close`, { body: { serviceCharge: true }, token: tokens.counter });
  expect(closed.status, closed.body.message).toBe(200);
  return { billId, closed: closed.body.data! };
}

const cents = (x: number) => Math.round(x * 100);

beforeAll(async () => {
  const now = (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: tokens.owner })).body.data!.settings;
  // Rupees, GST 5% on top split into CGST and SGST, 10% service, totals rounded to the rupee.
  const india: Settings = {
    ...now,
    locale: { ...now.locale, currencyCode: 'INR', currencySymbol: '₹' },
    ordering: { ...now.ordering, serviceChargeBp: 1000 },
    tax: { ...now.tax, rateBp: 500, applies: true, inclusive: false, split: 'cgst-sgst', roundOff: true, invoicePrefix: 'TH' },
  };
  const saved = await t.call('PUT', '/api/admin/settings', { body: india, token: tokens.owner });
  expect(saved.status, saved.body.message).toBe(200);
  await t.store.set(FLOOR_PLAN, FLOOR_PLAN_ID, { tables: TABLES, updatedAt: new Date().toISOString(), updatedBy: null });
  const menu = (await t.call<Array<{ _id: string; price: number; soldOut?: boolean }>>('GET', '/api/menu')).body.data!.filter((m) => !m.soldOut);
  const byPrice = [...new Map(menu.map((m) => [m.price, m])).values()];
  dishes = byPrice.slice(0, 2);
  expect(dishes).toHaveLength(2);
});

describe('POST /api/admin/bills/:billId/split', () => {
  it('evenly in 2: two invoices adding up to the whole, the invoice reversed by a credit note, both parts paid, the day unchanged', async () => {
    const { billId, closed } = await closedBill('S1', 2);
    const original = closed.invoice;
    const before = money(await sales(), await gst());
    const counted = await counts();

    const r = await split(billId, { ways: 2 });

    expect(r.status, r.body.message).toBe(200);
    const { invoices, creditNote, bill } = r.body.data!;
    expect(invoices.map((i) => i.part)).toEqual([
      { n: 1, of: 2 },
      { n: 2, of: 2 },
    ]);
    expect(invoices[0]!.totalCents + invoices[1]!.totalCents).toBe(original.totalCents);
    // Rounded to the rupee, the parts differ by at most a rupee.
    for (const i of invoices) expect(i.totalCents % 100).toBe(0);
    expect(Math.abs(invoices[0]!.totalCents - invoices[1]!.totalCents)).toBeLessThanOrEqual(100);
    expect(new Set([original.number, ...invoices.map((i) => i.number)]).size).toBe(3);
    expect(creditNote!.number).toMatch(/^TH\/CN\//);
    expect(bill).toMatchObject({ status: 'closed', invoiceOrderIds: invoices.map((i) => i.orderId), totalCents: original.totalCents });

    const reversed = (await t.store.get<OrderDoc>(ORDERS, original.orderId))!;
    expect(reversed).toMatchObject({ status: 'Voided', voided: { reason: 'Split into 2 bills', by: { name: expect.any(String) } } });
    expect(reversed.creditNote).toMatchObject({
      number: creditNote!.number,
      invoiceNumber: original.number,
      amountCents: original.totalCents,
      reason: 'Split into 2 bills',
    });
    // Each part is an invoice of its own: its figures add up, with equal halves of GST.
    const parts = await Promise.all(invoices.map(async (i) => (await t.store.get<OrderDoc>(ORDERS, i.orderId))!));
    for (const p of parts) {
      expect(p).toMatchObject({ billId, status: 'Completed', isPaid: false, reportDay: reversed.reportDay });
      expect(p.totalCents).toBe(p.taxableCents! + p.taxCents + p.roundOffCents!);
      expect(p.taxableCents).toBe(p.subtotalCents - (p.discountCents ?? 0) + p.chargeCents);
      expect(p.cgstCents).toBe(p.sgstCents);
      expect(p.items.map((l) => l.quantity)).toEqual([1, 1.5]);
    }
    for (const c of ['subtotalCents', 'chargeCents', 'taxableCents', 'cgstCents', 'sgstCents', 'taxCents', 'roundOffCents', 'totalCents'] as const)
      expect(
        parts.reduce((s, p) => s + (p[c] ?? 0), 0),
        c,
      ).toBe(reversed[c]);
    const printed = await t.call<InvoiceView>('GET', `/api/orders/${invoices[1]!.orderId}/invoice`, { token: tokens.counter });
    expect(printed.status, printed.body.message).toBe(200);
    expect(printed.body.data).toMatchObject({ number: invoices[1]!.number, total: invoices[1]!.total, void: false });

    const after = money(await sales(), await gst());
    expect(after).toEqual(before);
    // Counted: the two parts in the sales in place of the invoice, which is among the voided.
    expect(await counts()).toEqual({ orders: counted.orders + 1, voided: counted.voided + 1 });
    const g = await gst();
    const note = g.creditNotes.find((n) => n.number === creditNote!.number);
    expect(note).toMatchObject({ invoiceNumber: original.number, amount: original.totalCents / 100, reason: 'Split into 2 bills' });
    // Invoiced before credit notes = what stands + the credit notes, to the paisa.
    const noted = g.creditNotes.reduce((s, n) => s + cents(n.taxable), 0);
    expect(cents(g.invoiced.taxable!)).toBe(cents(g.totals.taxable!) + noted);
    expect((await sales()).exceptions.find((e) => e.orderId === original.orderId)).toMatchObject({
      status: 'Voided',
      reason: 'Split into 2 bills',
      creditNote: creditNote!.number,
    });

    const first = await pay(invoices[0]!.orderId, invoices[0]!.total);
    expect(first.status, first.body.message).toBe(200);
    expect((await t.store.get<BillDoc>(BILLS, billId))!.status).toBe('closed');
    const again = await split(billId, { ways: 3 });
    expect([again.status, again.body.message]).toEqual([409, SPLIT_REFUSALS.partPaid]);
    const second = await pay(invoices[1]!.orderId, invoices[1]!.total);
    expect(second.status, second.body.message).toBe(200);
    expect((await t.store.get<BillDoc>(BILLS, billId))!.status).toBe('paid');
  });

  it('by lines, after an even split: the parts are credit-noted and split again, each paying its own lines; the day unchanged', async () => {
    const { billId, closed } = await closedBill('S2', 3);
    const before = money(await sales(), await gst());
    const counted = await counts();
    const even = await split(billId, { ways: 3 });
    expect(even.status, even.body.message).toBe(200);
    expect(await counts()).toEqual({ orders: counted.orders + 2, voided: counted.voided + 1 });

    // The thalis to one guest; the three rotli shared, 2 and 1.
    const r = await split(billId, {
      parts: [
        [
          { line: 0, quantity: 2 },
          { line: 1, quantity: 2 },
        ],
        [{ line: 1, quantity: 1 }],
      ],
    });

    expect(r.status, r.body.message).toBe(200);
    const { invoices, creditNotes } = r.body.data!;
    expect(invoices).toHaveLength(2);
    expect(invoices.reduce((s, i) => s + i.totalCents, 0)).toBe(closed.invoice.totalCents);
    expect(creditNotes.map((n) => n.invoiceNumber).sort()).toEqual(even.body.data!.invoices.map((i) => i.number).sort());
    expect(creditNotes.every((n) => n.reason === 'Split into 2 bills')).toBe(true);
    const small = (await t.store.get<OrderDoc>(ORDERS, invoices[1]!.orderId))!;
    expect(small.items).toEqual([expect.objectContaining({ menuItemId: dishes[1]!._id, quantity: 1 })]);
    expect(small.subtotalCents).toBe(cents(dishes[1]!.price));
    expect((await t.store.get<BillDoc>(BILLS, billId))!.invoiceOrderIds).toEqual(invoices.map((i) => i.orderId));
    const view = await t.call<BillView>('GET', `/api/admin/bills/${billId}`, { token: tokens.counter });
    expect(view.body.data!.invoices.filter((i) => !i.cancelled).map((i) => i.number)).toEqual(invoices.map((i) => i.number));

    expect(money(await sales(), await gst())).toEqual(before);
    expect(await counts()).toEqual({ orders: counted.orders + 1, voided: counted.voided + 4 });
    for (const i of invoices) expect((await pay(i.orderId, i.total)).status).toBe(200);
    expect((await t.store.get<BillDoc>(BILLS, billId))!.status).toBe('paid');
  });

  it('refuses an open bill (409), 1 way or more than two per guest (400), parts that miss a line (400), an unknown bill (404) and the kitchen (403)', async () => {
    const seated = await t.call<{ billId: string }>('POST', '/api/admin/tables/S3/seat', { body: { guests: 1 }, token: tokens.counter });
    const open = await split(seated.body.data!.billId, { ways: 2 });
    expect([open.status, open.body.message]).toEqual([409, SPLIT_REFUSALS.notClosed('open')]);

    const { billId } = await closedBill('S4', 2);
    const one = await split(billId, { ways: 1 });
    expect([one.status, one.body.message]).toEqual([400, 'A bill splits into 2 to 20 parts']);
    const five = await split(billId, { ways: 5 });
    expect([five.status, five.body.message]).toEqual([400, SPLIT_REFUSALS.tooManyWays(4, 2)]);
    const missing = await split(billId, { parts: [[{ line: 0, quantity: 2 }], [{ line: 1, quantity: 2 }]] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/the parts take 2 of 3; give every line to the parts exactly$/);
    expect((await split(billId, { ways: 2, parts: [] })).status).toBe(400);
    expect((await split('no-such-bill', { ways: 2 })).status).toBe(404);
    expect((await split(billId, { ways: 2 }, tokens.kitchen)).status).toBe(403);
    // Nothing was split by the refusals.
    expect((await t.store.get<BillDoc>(BILLS, billId))!.invoiceOrderIds).toHaveLength(1);
  });
});
