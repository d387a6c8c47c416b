import type { AppDeps } from '../deps';
import { ORDERS, REFUNDS, REPORT_DAYS, RESERVATIONS } from '../domain/collections';
import { cancelDeadline } from '../domain/booking-rules';
import { toDollars } from '../domain/money';
import { COUNTED_STATUSES } from '../domain/order-status';
import { orderReference, type OrderDoc } from '../domain/orders';
import { reservationReference } from '../domain/references';
import {
  bookingsReport,
  bucketOf,
  CSV_BOM,
  csvRow,
  localDateTime,
  salesReport,
  taxSummary,
  type BookingFacts,
  type CsvKind,
  type DayRollup,
  type ReportRange,
} from '../domain/reports';
import { dayRange, restaurantDate } from '../domain/time';
import { DOC_ID, type DocData, type Query, type WithId } from '../ports';
import type { ReservationDoc } from './reservations';
import { moneyOfDay, strayPayments, takingsOf } from './bill';
import { channelOf, reconcileDay, type Channel } from '../domain/day-takings';
import type { RefundDoc } from '../domain/refunds';
import { readSettings } from './settings';
import { readB2bOrders } from './gst-b2b';
import { gstCsvSections, gstReturn } from '../domain/gst-b2b';
import type { CloseDayInput } from '../domain/floor-report';
import type { Actor } from './audit';
import { closeDay, dayClosingOf, floorFor, openBillsFor } from './floor-report';

/** One read per day that had orders, however many it had: the days' rollups, in one range query. */
async function readDays(deps: Pick<AppDeps, 'store'>, range: ReportRange): Promise<DayRollup[]> {
  return deps.store.query<DayRollup>(REPORT_DAYS, {
    where: [
      { field: 'date', op: '>=', value: range.from },
      { field: 'date', op: '<=', value: range.to },
    ],
    orderBy: [{ field: 'date' }],
  });
}

/** GET /api/admin/reports/sales */
export async function salesFor(deps: Pick<AppDeps, 'store'>, range: ReportRange) {
  return salesReport(range, await readDays(deps, range));
}

/** GET /api/admin/reports/gst */
export async function gstFor(deps: Pick<AppDeps, 'store'>, range: ReportRange) {
  const [days, billedToBusinesses] = await Promise.all([readDays(deps, range), readB2bOrders(deps, range)]);
  return { from: range.from, to: range.to, ...taxSummary(days), ...gstReturn(days, billedToBusinesses) };
}

/** Reads a large range a page at a time, ordered by the query's fields and the id, so a year never sits in memory. */
async function* pages<T extends DocData>(deps: Pick<AppDeps, 'store'>, collection: string, query: Query, cursorOf: (d: WithId<T>) => unknown[], size = 500) {
  let after: unknown[] | undefined;
  for (;;) {
    const page = await deps.store.query<T>(collection, { ...query, limit: size, ...(after ? { startAfter: after } : {}) });
    yield page;
    if (page.length < size) return;
    after = cursorOf(page.at(-1)!);
  }
}

const bookingsQuery = (range: ReportRange): Query => ({
  where: [
    { field: 'date', op: '>=', value: range.from },
    { field: 'date', op: '<=', value: range.to },
  ],
  orderBy: [{ field: 'date' }, { field: 'time' }, { field: DOC_ID }],
});

async function* bookingsOf(deps: Pick<AppDeps, 'store'>, range: ReportRange) {
  yield* pages<ReservationDoc>(deps, RESERVATIONS, bookingsQuery(range), (r) => [r.date, r.time, r.id]);
}

/** The bookings section: reads the range's bookings (a restaurant's bookings are far fewer than its orders). */
export async function bookingsFor(deps: Pick<AppDeps, 'store'>, range: ReportRange) {
  const settings = await readSettings(deps.store);
  const rows: BookingFacts[] = [];
  for await (const page of bookingsOf(deps, range))
    for (const r of page) rows.push({ date: r.date, time: r.time, partySize: r.partySize, status: r.status, isVerified: r.isVerified, updatedAt: r.updatedAt });
  return bookingsReport(rows, (b) => Date.parse(b.updatedAt) >= cancelDeadline(settings, b).getTime());
}

/** The day-end (Z) report: the day's figures, its bookings and its takings by payment mode, as of now. */
export async function dayEnd(deps: AppDeps, date: string) {
  const range = { from: date, to: date };
  const [sales, bookings, money, dayOrders, settings, floor, openBills, closing] = await Promise.all([
    salesFor(deps, range),
    bookingsFor(deps, range),
    moneyOfDay(deps, date),
    deps.store.query<OrderDoc>(ORDERS, { where: [{ field: 'reportDay', op: '==', value: date }] }),
    readSettings(deps.store),
    floorFor(deps, range),
    openBillsFor(deps, date),
    dayClosingOf(deps, date),
  ]);
  const now = deps.clock.now();
  const paidToday = new Set(money.paid.map((o) => o.id));
  const isSaleOfDay = (o: OrderDoc) => o.reportDay === date && bucketOf(o) === 'sale';
  // Charged (the day's sales) against the net takings (payments less refunds): any difference is listed order by order.
  const reconciliation = reconcileDay(
    Math.round(sales.totals.total * 100),
    dayOrders.filter(isSaleOfDay).map((o) => ({ ...facts(o), totalCents: o.totalCents, paidToday: paidToday.has(o.id) })),
    [
      ...money.paid.map((o) => ({ ...facts(o), paidCents: o.payment!.parts.reduce((sum, p) => sum + p.amountCents, 0), saleOfDay: isSaleOfDay(o) })),
      // A stray payment, taken and refunded automatically, nets out against its refund.
      ...money.strays.map((p) => ({
        orderId: p.orderId,
        reference: p.reference,
        name: p.name,
        status: 'Refunded',
        paidCents: p.amountCents,
        saleOfDay: false,
      })),
    ],
    money.refunds.map((r) => ({ orderId: r.orderId, reference: r.reference, name: r.name, status: 'Refunded', refundCents: r.amountCents })),
  );
  return {
    date,
    printedAt: now.toISOString(),
    /** A day still running gives figures that will grow: the screen says so. */
    dayClosed: date < restaurantDate(now, settings.locale.timeZone),
    sales,
    bookings,
    payments: takingsOf(date, money),
    reconciliation,
    /** The floor's covers, spend per cover, turns and time seated per service. */
    floor,
    /** The day's bills not yet settled: a day closes over them only with a reason. */
    openBills,
    /** Who closed the day, when and why; null while it is not closed. */
    closing,
  };
}

/** POST /api/admin/reports/day-end/close: the day closed, with its Z report's figures as they stand now. */
export async function closeTheDay(deps: AppDeps, input: CloseDayInput, actor: Actor) {
  const before = await dayClosingOf(deps, input.date);
  if (before) return { closing: before, alreadyClosed: true };
  const z = await dayEnd(deps, input.date);
  return closeDay(deps, input, actor, {
    orders: z.sales.totals.orders,
    totalCents: Math.round(z.sales.totals.total * 100),
    netTakingsCents: Math.round(z.payments.net * 100),
    bills: z.floor.totals.bills,
    covers: z.floor.totals.covers,
    spendCents: z.floor.totals.spendCents,
  });
}

const facts = (o: WithId<OrderDoc>) => ({ orderId: o.id, reference: orderReference(o.id), name: o.name, status: statusText(o) });

/** The status as screens show it: a paid takeaway never collected stays a sale, and says so. */
const statusText = (o: OrderDoc) => (o.status === 'Not collected' && o.isPaid ? 'Not collected (paid)' : o.status);

const HEADERS: Record<CsvKind, string[]> = {
  orders: [
    'reference',
    'order_id',
    'placed_at',
    'report_day',
    'status',
    'counted',
    'order_type',
    'source',
    'table',
    'token',
    'customer_name',
    'invoice',
    'items',
    'discount',
    'subtotal',
    'charge',
    'taxable',
    'tax_rate',
    'cgst',
    'sgst',
    'igst',
    'tax',
    'round_off',
    'total',
    'paid',
    'payment_modes',
    'paid_counter',
    'paid_online',
    'gateway_payment_id',
    'gateway_fee',
    'refunded',
    'refund_modes',
    'void_reason',
    'voided_by',
  ],
  lines: ['reference', 'order_id', 'placed_at', 'status', 'counted', 'item_id', 'dish', 'quantity', 'list_price', 'price', 'discount', 'line_total', 'offer'],
  bookings: ['reference', 'date', 'time', 'party_size', 'status', 'confirmed', 'customer_name', 'table', 'booked_at', 'updated_at'],
  gst: ['tax', 'rate_percent', 'orders', 'taxable_value', 'cgst', 'sgst', 'igst', 'total_tax'],
  payments: [
    'at',
    'kind',
    'reference',
    'order_id',
    'customer_name',
    'channel',
    'mode',
    'amount',
    'gateway_id',
    'gateway_fee',
    'gateway_status',
    'by',
    'reason',
  ],
  floor: [
    'service',
    'services_run',
    'bills',
    'covers',
    'spend',
    'spend_per_cover',
    'tables_cleared',
    'average_turns',
    'bills_timed',
    'average_minutes_seated',
    'median_minutes_seated',
  ],
};

const counted = (o: OrderDoc) => (COUNTED_STATUSES.includes(o.status) || bucketOf(o) === 'sale' ? 'yes' : 'no');

/**
 * A CSV export, as an async sequence of chunks the route writes as they come: the BOM and
 * header first, then a page of rows at a time. Orders are the confirmed ones placed in the range.
 */
export async function* csvExport(deps: Pick<AppDeps, 'store'>, kind: CsvKind, range: ReportRange): AsyncGenerator<string> {
  const { timeZone } = (await readSettings(deps.store)).locale;
  yield CSV_BOM + csvRow(HEADERS[kind]);
  const at = (iso: string | null | undefined) => localDateTime(iso, timeZone);
  if (kind === 'gst') {
    const gst = await gstFor(deps, range);
    const { rates, totals, creditNotes, invoiced } = gst;
    for (const r of rates) yield csvRow([r.name, r.rate, r.orders, r.taxable, r.cgst, r.sgst, r.igst, r.tax]);
    yield csvRow(['Total', '', totals.orders, totals.taxable, totals.cgst, totals.sgst, totals.igst, totals.tax]);
    // The total is net of credit notes: the invoices issued, then each credit note taken off them.
    if (creditNotes.length > 0) {
      yield csvRow(['Invoiced before credit notes', '', invoiced.orders, invoiced.taxable, invoiced.cgst, invoiced.sgst, invoiced.igst, invoiced.tax]);
      for (const n of creditNotes)
        yield csvRow([`Less credit note ${n.number} (invoice ${n.invoiceNumber})`, n.rate, 1, 0 - n.taxable, 0 - n.cgst, 0 - n.sgst, 0 - n.igst, 0 - n.tax]);
    }
    yield gstCsvSections(gst).map(csvRow).join('');
    return;
  }
  if (kind === 'floor') {
    const floor = await floorFor(deps, range);
    for (const f of floor.services)
      yield csvRow([
        f.service,
        f.sessions,
        f.bills,
        f.covers,
        d(f.spendCents),
        f.spendPerCoverCents === null ? '' : d(f.spendPerCoverCents),
        f.turns.done,
        f.turns.average,
        f.seated.bills,
        f.seated.averageMinutes ?? '',
        f.seated.medianMinutes ?? '',
      ]);
    const all = floor.totals;
    yield csvRow([
      'Total',
      '',
      all.bills,
      all.covers,
      d(all.spendCents),
      all.spendPerCoverCents === null ? '' : d(all.spendPerCoverCents),
      all.turns.done,
      '',
      all.seated.bills,
      all.seated.averageMinutes ?? '',
      all.seated.medianMinutes ?? '',
    ]);
    return;
  }
  if (kind === 'bookings') {
    for await (const page of bookingsOf(deps, range))
      yield page
        .map((r) =>
          csvRow([
            r.reference ?? reservationReference(r.id),
            r.date,
            r.time,
            r.partySize,
            r.status,
            r.isVerified ? 'yes' : 'no',
            r.name,
            r.tableNumber,
            at(r.createdAt),
            at(r.updatedAt),
          ]),
        )
        .join('');
    return;
  }
  const start = dayRange(range.from, timeZone).start;
  const end = dayRange(range.to, timeZone).end;
  if (kind === 'payments') {
    yield* paymentRows(deps, start, end, at);
    return;
  }
  const query: Query = {
    where: [
      { field: 'isVerified', op: '==', value: true },
      { field: 'createdAt', op: '>=', value: start },
      { field: 'createdAt', op: '<', value: end },
    ],
    orderBy: [{ field: 'createdAt' }, { field: DOC_ID }],
  };
  for await (const page of pages<OrderDoc>(deps, ORDERS, query, (o) => [o.createdAt, o.id])) {
    yield page.map((o) => (kind === 'orders' ? orderRow(o, at) : lineRows(o, at))).join('');
  }
}

const d = toDollars;

function orderRow(o: WithId<OrderDoc>, at: (iso: string | null | undefined) => string): string {
  const items = o.items.reduce((s, l) => s + (l.listPriceCents ?? l.priceCents) * l.quantity, 0);
  const taxApplied = o.rates?.taxApplied ?? o.gst;
  const online = (o.payment?.parts ?? []).filter((p) => p.mode === 'online');
  const fees = online.flatMap((p) => (typeof p.feeCents === 'number' ? [p.feeCents] : []));
  return csvRow([
    orderReference(o.id),
    o.id,
    at(o.createdAt),
    o.reportDay ?? '',
    o.status,
    counted(o),
    o.orderType,
    o.source,
    o.tableNumber ?? '',
    o.tokenNumber ?? '',
    o.name,
    o.invoice?.number ?? '',
    d(items),
    d(items - o.subtotalCents + (o.discountCents ?? 0)),
    d(o.subtotalCents),
    d(o.chargeCents),
    d(o.taxableCents ?? o.subtotalCents + o.chargeCents),
    taxApplied ? (o.rates?.taxBp ?? 900) / 100 : 0,
    d(o.cgstCents ?? 0),
    d(o.sgstCents ?? 0),
    d(o.igstCents ?? 0),
    d(o.taxCents),
    d(o.roundOffCents ?? 0),
    d(o.totalCents),
    o.isPaid ? 'yes' : 'no',
    o.payment?.modes.join('+') ?? '',
    d(paidBy(o, 'counter')),
    d(paidBy(o, 'online')),
    online.flatMap((p) => (p.gatewayPaymentId ? [p.gatewayPaymentId] : [])).join('+'),
    fees.length > 0 ? d(fees.reduce((s, f) => s + f, 0)) : '',
    d(o.refundedCents ?? 0),
    [...new Set((o.refunds ?? []).map((r) => r.mode))].join('+'),
    o.voided?.reason ?? '',
    o.voided?.by.name ?? '',
  ]);
}

const paidBy = (o: OrderDoc, channel: Channel) => (o.payment?.parts ?? []).filter((p) => channelOf(p.mode) === channel).reduce((s, p) => s + p.amountCents, 0);

type Ledger = { at: string; row: string };

/** Each part of each payment taken in the range: one row a part, with its channel, and online the gateway's payment id and fee. */
async function* paymentLines(deps: Pick<AppDeps, 'store'>, start: string, end: string, at: (iso: string) => string): AsyncGenerator<Ledger> {
  for await (const page of pages<OrderDoc>(deps, ORDERS, inRange('paidAt', start, end), (o) => [o.paidAt, o.id]))
    for (const o of page) {
      if (!o.payment || !o.paidAt) continue;
      for (const p of o.payment.parts)
        yield {
          at: o.paidAt,
          row: csvRow([
            at(o.paidAt),
            'payment',
            orderReference(o.id),
            o.id,
            o.name,
            channelOf(p.mode),
            p.mode,
            d(p.amountCents),
            p.gatewayPaymentId ?? '',
            typeof p.feeCents === 'number' ? d(p.feeCents) : '',
            p.mode === 'online' ? 'captured' : '',
            o.payment.by.name,
            '',
          ]),
        };
    }
}

/**
 * Each refund given in the range, as money out (a negative amount), online with the gateway's refund id and where it
 * stands; a stray payment it gives back is listed as taken just before it.
 */
async function* refundLines(deps: Pick<AppDeps, 'store'>, start: string, end: string, at: (iso: string) => string): AsyncGenerator<Ledger> {
  for await (const page of pages<RefundDoc>(deps, REFUNDS, inRange('at', start, end), (r) => [r.at, r.id])) {
    const strays = new Map((await strayPayments(deps.store, page)).map((p) => [`${p.orderId}/${p.gatewayPaymentId}`, p]));
    for (const r of page) {
      const stray = strays.get(`${r.orderId}/${r.gatewayPaymentId}`);
      if (stray)
        yield {
          at: r.at,
          row: csvRow([
            at(stray.at),
            'payment',
            stray.reference,
            stray.orderId,
            stray.name,
            'online',
            'online',
            d(stray.amountCents),
            stray.gatewayPaymentId,
            '',
            'captured',
            '',
            'Stray payment, refunded automatically',
          ]),
        };
      yield {
        at: r.at,
        row: csvRow([
          at(r.at),
          'refund',
          r.reference,
          r.orderId,
          r.name,
          channelOf(r.mode),
          r.mode,
          0 - d(r.amountCents),
          r.gateway?.refundId ?? '',
          '',
          r.gateway?.status ?? '',
          r.by.name,
          r.reason,
        ]),
      };
    }
  }
}

const inRange = (field: string, start: string, end: string): Query => ({
  where: [
    { field, op: '>=', value: start },
    { field, op: '<', value: end },
  ],
  orderBy: [{ field }, { field: DOC_ID }],
});

/** payments.csv: the range's money in and out, payments and refunds merged in time order, a page of each read at a time. */
async function* paymentRows(deps: Pick<AppDeps, 'store'>, start: string, end: string, at: (iso: string) => string): AsyncGenerator<string> {
  const ins = paymentLines(deps, start, end, at);
  const outs = refundLines(deps, start, end, at);
  let a = await ins.next();
  let b = await outs.next();
  let chunk = '';
  let rows = 0;
  while (!a.done || !b.done) {
    if (!a.done && (b.done || a.value.at <= b.value.at)) {
      chunk += a.value.row;
      a = await ins.next();
    } else if (!b.done) {
      chunk += b.value.row;
      b = await outs.next();
    }
    if (++rows % 500 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

function lineRows(o: WithId<OrderDoc>, at: (iso: string | null | undefined) => string): string {
  return o.items
    .map((l) => {
      const list = l.listPriceCents ?? l.priceCents;
      return csvRow([
        orderReference(o.id),
        o.id,
        at(o.createdAt),
        o.status,
        counted(o),
        l.menuItemId,
        l.name,
        l.quantity,
        d(list),
        d(l.priceCents),
        d((list - l.priceCents) * l.quantity),
        d(l.priceCents * l.quantity),
        l.offerTitle ?? '',
      ]);
    })
    .join('');
}
