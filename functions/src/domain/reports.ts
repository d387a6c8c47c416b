import { z } from 'zod';
import { CalendarDate } from './dates';
import { toDollars } from './money';
import { orderReference } from './references';
import { addDays } from './time';
import type { OrderDoc, OrderStatus, OrderType } from './orders';
import { creditNoteTotals, creditNoteView, type OrderCreditNote } from './credit-notes';

/** The longest range a report or export covers. */
export const MAX_REPORT_DAYS = 366;
/** A day's list of cancelled and voided orders keeps at most this many (the rollup stays far below Firestore's 1 MiB). */
export const MAX_EXCEPTIONS_PER_DAY = 400;

/** Whole days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const ReportDate = CalendarDate;

/** ?from=&to=: restaurant-local days, both included. */
export const ReportRange = z
  .object({ from: ReportDate('from'), to: ReportDate('to') })
  .refine((r) => r.to >= r.from, { message: 'The range ends before it starts: to must be on or after from', path: ['to'] })
  .refine((r) => r.to < r.from || daysBetween(r.from, r.to) <= MAX_REPORT_DAYS, {
    message: `A report covers at most ${MAX_REPORT_DAYS} days: choose a shorter range`,
    path: ['to'],
  });
export type ReportRange = z.infer<typeof ReportRange>;

/** ?date=: one restaurant-local day (the day-end report). */
export const ReportDay = z.object({ date: ReportDate('date') });

/** The days of a range, in order. */
export function rangeDays({ from, to }: ReportRange): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/* ---------- the daily rollup ---------- */

export interface Figures {
  [key: string]: unknown;
  orders: number;
  /** The menu value before offers. */
  itemsCents: number;
  /** Offers' and the counter's discounts together: items - discounts is what charges and tax were figured on. */
  discountCents: number;
  /** Of which given at the counter (absent on days before counter discounts). */
  counterDiscountCents?: number;
  /** Service (dine-in) and parcel (takeaway) charges. */
  chargeCents: number;
  taxCents: number;
  roundOffCents: number;
  /** What the guests were charged: the sum of the orders' totals. */
  totalCents: number;
}

export interface Tally {
  [key: string]: unknown;
  orders: number;
  totalCents: number;
}

export interface DishTally {
  [key: string]: unknown;
  name: string;
  quantity: number;
  /** After offers, before charges and tax. */
  revenueCents: number;
}

export interface OfferTally {
  [key: string]: unknown;
  title: string;
  orders: number;
  quantity: number;
  discountCents: number;
}

export interface TaxTally {
  [key: string]: unknown;
  /** Basis points; 0 for orders without tax. */
  rateBp: number;
  name: string;
  orders: number;
  taxableCents: number;
  cgstCents: number;
  sgstCents: number;
  igstCents: number;
  taxCents: number;
}

export type ExceptionStatus = 'Cancelled' | 'Not collected' | 'Voided';

/** A cancelled, uncollected or voided order as the day's list shows it. */
export interface ExceptionEntry {
  [key: string]: unknown;
  orderId: string;
  reference: string;
  name: string;
  status: ExceptionStatus;
  totalCents: number;
  placedAt: string;
  at: string;
  by: string;
  reason: string;
  /** For a void: the status it had. */
  from: OrderStatus | null;
  /** The credit note that reversed its invoice, if it had one: the tax summary nets it out. */
  creditNote?: OrderCreditNote | null;
}

/**
 * report_days/{YYYY-MM-DD}: one restaurant-local day's figures, kept up to date in the
 * transaction of every order change that moves an order in or out of them, so a report
 * reads one document a day however many orders there were.
 */
export interface DayRollup {
  [key: string]: unknown;
  date: string;
  sales: Figures;
  cancelled: Tally;
  notCollected: Tally;
  voided: Tally;
  dishes: Record<string, DishTally>;
  /** Keyed by the hour of placing, "0" to "23". */
  hours: Record<string, Tally>;
  orderTypes: Record<OrderType, Tally>;
  offers: Record<string, OfferTally>;
  /** Keyed by rate and split ("900-cgst-sgst"). */
  tax: Record<string, TaxTally>;
  exceptions: ExceptionEntry[];
  updatedAt: string;
}

const zeroFigures = (): Figures => ({
  orders: 0,
  itemsCents: 0,
  discountCents: 0,
  counterDiscountCents: 0,
  chargeCents: 0,
  taxCents: 0,
  roundOffCents: 0,
  totalCents: 0,
});
const zeroTally = (): Tally => ({ orders: 0, totalCents: 0 });

export const emptyDay = (date: string): DayRollup => ({
  date,
  sales: zeroFigures(),
  cancelled: zeroTally(),
  notCollected: zeroTally(),
  voided: zeroTally(),
  dishes: {},
  hours: {},
  orderTypes: { 'dine-in': zeroTally(), takeaway: zeroTally() },
  offers: {},
  tax: {},
  exceptions: [],
  updatedAt: '',
});

/** Where an order stands in the figures: a sale, one of the three kept apart, or outside them (unconfirmed, or confirmed before reports existed). */
export type Bucket = 'sale' | 'cancelled' | 'notCollected' | 'voided';
export function bucketOf(o: Pick<OrderDoc, 'isVerified' | 'status' | 'reportDay' | 'isPaid'>): Bucket | null {
  if (!o.isVerified || typeof o.reportDay !== 'string') return null;
  if (o.status === 'Voided') return 'voided';
  if (o.status === 'Cancelled') return 'cancelled';
  // A takeaway paid for and never collected stays a sale: the money was received.
  if (o.status === 'Not collected') return o.isPaid ? 'sale' : 'notCollected';
  return 'sale';
}

const listValue = (o: Pick<OrderDoc, 'items'>) => o.items.reduce((s, l) => s + (l.listPriceCents ?? l.priceCents) * l.quantity, 0);

/** An order's tax row key and its figures; an order without tax falls in the 0% row. */
function taxOf(o: OrderDoc): { key: string; row: TaxTally } {
  const applied = o.rates?.taxApplied ?? o.gst;
  const rateBp = applied ? (o.rates?.taxBp ?? 900) : 0;
  const split = applied ? (o.rates?.split ?? 'none') : 'none';
  const taxable = o.taxableCents ?? o.subtotalCents + o.chargeCents;
  return {
    key: `${rateBp}-${split}`,
    row: {
      rateBp,
      name: applied ? (o.rates?.taxName ?? 'GST') : 'No tax',
      taxableCents: taxable,
      cgstCents: o.cgstCents ?? 0,
      sgstCents: o.sgstCents ?? 0,
      igstCents: o.igstCents ?? 0,
      taxCents: o.taxCents,
      orders: 1,
    },
  };
}

const add = <T extends Record<string, unknown>>(into: T, from: Record<string, number>, sign: number): T => {
  const out: Record<string, unknown> = { ...into };
  for (const [k, v] of Object.entries(from)) out[k] = ((out[k] as number | undefined) ?? 0) + sign * (v as number);
  return out as T;
};

const numbers = (f: Figures): Record<string, number> => ({
  orders: f.orders,
  itemsCents: f.itemsCents,
  discountCents: f.discountCents,
  counterDiscountCents: f.counterDiscountCents ?? 0,
  chargeCents: f.chargeCents,
  taxCents: f.taxCents,
  roundOffCents: f.roundOffCents,
  totalCents: f.totalCents,
});

/** Drops map entries a removal brought back to nothing, so a day's document holds only what happened. */
const prune = <T extends { orders?: number; quantity?: number }>(map: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(map).filter(([, t]) => (t.orders ?? 0) !== 0 || (t.quantity ?? 0) !== 0));

export interface ExceptionFacts {
  at: string;
  by: string;
  reason: string;
}

/** The day with one order's share added (sign 1) or taken away (sign -1), as its bucket says. */
export function applyOrder(day: DayRollup, order: OrderDoc & { id: string }, sign: 1 | -1, facts?: ExceptionFacts): DayRollup {
  const bucket = bucketOf(order);
  if (!bucket) return day;
  if (bucket !== 'sale') {
    const exceptions = day.exceptions.filter((e) => e.orderId !== order.id);
    if (sign === 1) {
      const voided = order.voided ?? null;
      exceptions.push({
        orderId: order.id,
        reference: orderReference(order.id),
        name: order.name,
        status: order.status as ExceptionStatus,
        totalCents: order.totalCents,
        placedAt: order.createdAt,
        at: voided?.at ?? facts?.at ?? order.updatedAt,
        by: voided?.by.name ?? facts?.by ?? '',
        reason: voided?.reason ?? facts?.reason ?? '',
        from: voided?.from ?? null,
        creditNote: order.creditNote ?? null,
      });
    }
    return {
      ...day,
      [bucket]: add(day[bucket], { orders: 1, totalCents: order.totalCents }, sign),
      exceptions: exceptions.slice(-MAX_EXCEPTIONS_PER_DAY),
    };
  }
  const items = listValue(order);
  const sales = add(
    day.sales,
    {
      orders: 1,
      itemsCents: items,
      discountCents: items - order.subtotalCents + (order.discountCents ?? 0),
      counterDiscountCents: order.discountCents ?? 0,
      chargeCents: order.chargeCents,
      taxCents: order.taxCents,
      roundOffCents: order.roundOffCents ?? 0,
      totalCents: order.totalCents,
    },
    sign,
  );
  const dishes = { ...day.dishes };
  const offers = { ...day.offers };
  for (const line of order.items) {
    const dish = dishes[line.menuItemId] ?? { name: line.name, quantity: 0, revenueCents: 0 };
    dishes[line.menuItemId] = { ...add(dish, { quantity: line.quantity, revenueCents: line.priceCents * line.quantity }, sign), name: line.name };
    if (line.offerId) {
      const offer = offers[line.offerId] ?? { title: line.offerTitle ?? line.offerId, orders: 0, quantity: 0, discountCents: 0 };
      const discount = ((line.listPriceCents ?? line.priceCents) - line.priceCents) * line.quantity;
      offers[line.offerId] = add(offer, { quantity: line.quantity, discountCents: discount }, sign);
    }
  }
  for (const offerId of new Set(order.items.flatMap((l) => (l.offerId ? [l.offerId] : [])))) offers[offerId] = add(offers[offerId]!, { orders: 1 }, sign);
  const hourKey = String(order.reportHour ?? 0);
  const hours = { ...day.hours, [hourKey]: add(day.hours[hourKey] ?? zeroTally(), { orders: 1, totalCents: order.totalCents }, sign) };
  const orderTypes = {
    ...day.orderTypes,
    [order.orderType]: add(day.orderTypes[order.orderType] ?? zeroTally(), { orders: 1, totalCents: order.totalCents }, sign),
  };
  const { key, row } = taxOf(order);
  const taxRow: TaxTally = day.tax[key] ?? { ...row, orders: 0, taxableCents: 0, cgstCents: 0, sgstCents: 0, igstCents: 0, taxCents: 0 };
  const tax = {
    ...day.tax,
    [key]: add(
      taxRow,
      { orders: 1, taxableCents: row.taxableCents, cgstCents: row.cgstCents, sgstCents: row.sgstCents, igstCents: row.igstCents, taxCents: row.taxCents },
      sign,
    ),
  };
  return { ...day, sales, dishes: prune(dishes), offers: prune(offers), hours: prune(hours), orderTypes, tax: prune(tax) };
}

/**
 * The day after an order changed: its old share out, its new share in. Null when the
 * change leaves the figures as they were (the same bucket), so nothing is written.
 */
export function rollupChange(
  day: DayRollup,
  before: (OrderDoc & { id: string }) | null,
  after: OrderDoc & { id: string },
  facts: ExceptionFacts,
): DayRollup | null {
  const was = before ? bucketOf(before) : null;
  const now = bucketOf(after);
  if (was === now) return null;
  const without = before && was ? applyOrder(day, before, -1) : day;
  return { ...applyOrder(without, after, 1, facts), updatedAt: facts.at };
}

/** Why a cancellation or a Not collected entered the list, when staff give no reason. */
export const exceptionReason = (status: OrderStatus): string =>
  status === 'Not collected' ? 'Not collected' : status === 'Cancelled' ? 'Cancelled by staff' : '';

/* ---------- the report, from the days ---------- */

const sumTally = (a: Tally, b: Tally): Tally => ({ orders: a.orders + b.orders, totalCents: a.totalCents + b.totalCents });

function mergeMaps<T extends Record<string, unknown>>(maps: Record<string, T>[], combine: (a: T, b: T) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const m of maps) for (const [k, v] of Object.entries(m)) out[k] = out[k] ? combine(out[k], v) : v;
  return out;
}

const money = (cents: number) => toDollars(cents);
const figuresView = (f: Figures) => ({
  orders: f.orders,
  items: money(f.itemsCents),
  discounts: money(f.discountCents),
  counterDiscounts: money(f.counterDiscountCents ?? 0),
  charges: money(f.chargeCents),
  tax: money(f.taxCents),
  roundOff: money(f.roundOffCents),
  total: money(f.totalCents),
});
const tallyView = (t: Tally) => ({ orders: t.orders, total: money(t.totalCents) });

export interface TaxRowView {
  rate: number;
  name: string;
  orders: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
}

/** The tax summary for the return: one row per rate and split, with a total row's figures. */
export function taxSummary(days: DayRollup[]) {
  const merged = mergeMaps<TaxTally>(
    days.map((d) => d.tax),
    (a, b) =>
      add(
        a,
        { orders: b.orders, taxableCents: b.taxableCents, cgstCents: b.cgstCents, sgstCents: b.sgstCents, igstCents: b.igstCents, taxCents: b.taxCents },
        1,
      ),
  );
  const rows = Object.values(merged)
    .filter((r) => r.orders > 0)
    .sort((a, b) => b.rateBp - a.rateBp);
  const cents = (pick: (r: TaxTally) => number) => rows.reduce((s, r) => s + pick(r), 0);
  // The rows are the invoices that stand; the credit notes reversed the others, so invoiced = rows + credit notes.
  const notes = days.flatMap((d) => d.exceptions.flatMap((e) => (e.creditNote ? [e.creditNote] : []))).sort((a, b) => a.issuedAt.localeCompare(b.issuedAt));
  const noted = (pick: (n: OrderCreditNote) => number) => notes.reduce((s, n) => s + pick(n), 0);
  return {
    creditNotes: notes.map(creditNoteView),
    creditNoteTotals: creditNoteTotals(notes),
    invoiced: {
      orders: cents((r) => r.orders) + notes.length,
      taxable: money(cents((r) => r.taxableCents) + noted((n) => n.taxableCents)),
      cgst: money(cents((r) => r.cgstCents) + noted((n) => n.cgstCents)),
      sgst: money(cents((r) => r.sgstCents) + noted((n) => n.sgstCents)),
      igst: money(cents((r) => r.igstCents) + noted((n) => n.igstCents)),
      tax: money(cents((r) => r.taxCents) + noted((n) => n.taxCents)),
    },
    rates: rows.map((r) => ({
      rate: r.rateBp / 100,
      name: r.name,
      orders: r.orders,
      taxable: money(r.taxableCents),
      cgst: money(r.cgstCents),
      sgst: money(r.sgstCents),
      igst: money(r.igstCents),
      tax: money(r.taxCents),
    })),
    totals: {
      orders: cents((r) => r.orders),
      taxable: money(cents((r) => r.taxableCents)),
      cgst: money(cents((r) => r.cgstCents)),
      sgst: money(cents((r) => r.sgstCents)),
      igst: money(cents((r) => r.igstCents)),
      tax: money(cents((r) => r.taxCents)),
    },
  };
}

/** A dish's count to the thousandth: the parts of a bill split evenly take a sixth of a line each, whose sums are off by a hair in floating point. */
const dishQuantity = (q: number) => Math.round(q * 1000) / 1000;

/** A day's taxable value: food after offers plus charges, before tax (on tax-inclusive prices, the tax is taken out). */
const taxableOf = (d: DayRollup) => Object.values(d.tax).reduce((s, r) => s + r.taxableCents, 0);

/** GET /api/admin/reports/sales: the range's figures, from its days' rollups (a day without one had no orders). */
export function salesReport(range: ReportRange, stored: DayRollup[]) {
  const byDate = new Map(stored.map((d) => [d.date, d]));
  const days = rangeDays(range).map((date) => byDate.get(date) ?? emptyDay(date));
  const totals = days.reduce((a, d) => add(a, numbers(d.sales), 1), zeroFigures());
  const count = (k: 'cancelled' | 'notCollected' | 'voided') => days.reduce((a, d) => sumTally(a, d[k]), zeroTally());
  const cancelled = count('cancelled');
  const notCollected = count('notCollected');
  const voided = count('voided');
  const dishes = mergeMaps(
    days.map((d) => d.dishes),
    (a, b) => ({ name: b.name, quantity: a.quantity + b.quantity, revenueCents: a.revenueCents + b.revenueCents }),
  );
  const hours = mergeMaps(
    days.map((d) => d.hours),
    sumTally,
  );
  const offers = mergeMaps(
    days.map((d) => d.offers),
    (a, b) => ({ title: b.title, orders: a.orders + b.orders, quantity: a.quantity + b.quantity, discountCents: a.discountCents + b.discountCents }),
  );
  const types = days.reduce((a, d) => ({ 'dine-in': sumTally(a['dine-in'], d.orderTypes['dine-in']), takeaway: sumTally(a.takeaway, d.orderTypes.takeaway) }), {
    'dine-in': zeroTally(),
    takeaway: zeroTally(),
  });
  return {
    from: range.from,
    to: range.to,
    totals: {
      ...figuresView(totals),
      taxable: money(days.reduce((sum, d) => sum + taxableOf(d), 0)),
      cancelled: cancelled.orders,
      notCollected: notCollected.orders,
      voided: voided.orders,
      cancelledTotal: money(cancelled.totalCents),
      notCollectedTotal: money(notCollected.totalCents),
      voidedTotal: money(voided.totalCents),
    },
    days: days.map((d) => ({ date: d.date, ...figuresView(d.sales), taxable: money(taxableOf(d)), cancelled: d.cancelled.orders, voided: d.voided.orders })),
    dishes: Object.entries(dishes)
      .filter(([, d]) => dishQuantity(d.quantity) > 0)
      .map(([itemId, d]) => ({ itemId, name: d.name, quantity: dishQuantity(d.quantity), revenue: money(d.revenueCents) }))
      .sort((a, b) => b.revenue - a.revenue || b.quantity - a.quantity || a.name.localeCompare(b.name)),
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, ...tallyView(hours[String(hour)] ?? zeroTally()) })),
    orderTypes: { 'dine-in': tallyView(types['dine-in']), takeaway: tallyView(types.takeaway) },
    offers: Object.entries(offers)
      .filter(([, o]) => o.orders > 0)
      .map(([offerId, o]) => ({ offerId, title: o.title, orders: o.orders, quantity: o.quantity, discount: money(o.discountCents) }))
      .sort((a, b) => b.discount - a.discount),
    exceptions: days
      .flatMap((d) => d.exceptions)
      .sort((a, b) => a.at.localeCompare(b.at))
      .map((e) => ({
        orderId: e.orderId,
        reference: e.reference,
        name: e.name,
        status: e.status,
        total: money(e.totalCents),
        placedAt: e.placedAt,
        at: e.at,
        by: e.by,
        reason: e.reason,
        from: e.from,
        creditNote: e.creditNote?.number ?? null,
      })),
    tax: taxSummary(days),
  };
}
export type SalesReport = ReturnType<typeof salesReport>;

/* ---------- bookings ---------- */

export interface BookingFacts {
  date: string;
  time: string;
  partySize: number;
  status: string;
  isVerified: boolean;
  updatedAt: string;
}

/**
 * Bookings of a range by their own date: covers (guests booked, not cancelled, not
 * no-shows), no-shows, cancellations, late ones (after the guest's own cutoff), and the
 * busiest table times by covers.
 */
export function bookingsReport(rows: BookingFacts[], lateCutoff: (b: BookingFacts) => boolean) {
  const live = rows.filter((b) => b.isVerified);
  const seated = live.filter((b) => b.status !== 'cancelled' && b.status !== 'no-show');
  const cancelled = live.filter((b) => b.status === 'cancelled');
  const noShows = live.filter((b) => b.status === 'no-show');
  const slots = new Map<string, { bookings: number; covers: number }>();
  for (const b of seated) {
    const s = slots.get(b.time) ?? { bookings: 0, covers: 0 };
    slots.set(b.time, { bookings: s.bookings + 1, covers: s.covers + b.partySize });
  }
  return {
    bookings: live.length,
    covers: seated.reduce((s, b) => s + b.partySize, 0),
    completed: live.filter((b) => b.status === 'completed').length,
    noShows: noShows.length,
    noShowCovers: noShows.reduce((s, b) => s + b.partySize, 0),
    cancelled: cancelled.length,
    lateCancels: cancelled.filter(lateCutoff).length,
    busiestSlots: [...slots.entries()]
      .map(([time, s]) => ({ time, ...s }))
      .sort((a, b) => b.covers - a.covers || a.time.localeCompare(b.time))
      .slice(0, 5),
  };
}
export type BookingsReport = ReturnType<typeof bookingsReport>;

/* ---------- CSV (RFC 4180) ---------- */

/** Excel reads a UTF-8 file as UTF-8 only when it starts with this mark. */
export const CSV_BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (OWASP, CSV injection): it starts with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field, the only place a CSV cell is written: text that could run as a formula gets a leading ' (numbers stay
 * numbers, so -12.5 is still -12.5); quoted when it holds a comma, a quote, a line break or leading/trailing space; quotes doubled.
 */
export function csvField(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'number' ? String(v) : FORMULA_START.test(v) ? `'${v}` : v;
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One record, ended with CRLF as RFC 4180 says. */
export const csvRow = (fields: readonly (string | number | null | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** Parses RFC 4180 text (the tests' round trip, and anyone checking an export). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && s[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

export const CSV_KINDS = ['orders', 'lines', 'bookings', 'gst', 'payments', 'floor'] as const;
export type CsvKind = (typeof CSV_KINDS)[number];

/** "orders-2026-11-01-to-2026-11-30.csv" */
export const csvFileName = (kind: CsvKind, r: ReportRange) => `${kind}-${r.from}-to-${r.to}.csv`;

/** "2026-11-30 19:05" in the restaurant's time zone. */
export function localDateTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** The hour (0–23) of an instant in the restaurant's time zone. */
export function localHour(instant: Date, timeZone: string): number {
  const h = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit' }).format(instant);
  return Number(h) % 24;
}
