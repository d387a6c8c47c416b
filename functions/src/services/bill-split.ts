import type { AppDeps } from '../deps';
import { COUNTERS, ORDERS, REPORT_DAYS } from '../domain/collections';
import {
  maxWays,
  partsRefusal,
  SPLIT_COLUMNS,
  splitByLines,
  splitEvenly,
  splitReason,
  type SplitFigures,
  type SplitInput,
  type SplitPart,
} from '../domain/bill-split';
import { creditNoteCounterId, creditNoteFor, needsCreditNote, type OrderCreditNote } from '../domain/credit-notes';
import { BILLS, type BillDoc } from '../domain/floor';
import { financialYearAt, invoiceCounterId, invoiceNumber, type CounterDoc } from '../domain/invoice';
import { toDollars } from '../domain/money';
import { orderReference, type OrderDoc, type OrderLine } from '../domain/orders';
import { storedPrice } from '../domain/pricing';
import { applyOrder, emptyDay, rollupChange, type DayRollup } from '../domain/reports';
import { BILL_TEXTS, isBillInvoice } from '../domain/running-bill';
import { badRequest, conflict, notFound } from '../lib/errors';
import type { WithId } from '../ports';
import type { Actor } from './audit';
import { counterTransaction } from './contended';
import { changeBill, getBill } from './running-bills';
import { readSettings } from './settings';

/**
 * Splitting a closed, unpaid bill (issue 44): in one transaction its invoice (or the parts of an earlier split) is
 * voided with a GST credit note "Split into N bills", and N invoice orders are issued, numbered from the year's
 * counter, whose every money column adds up to the whole to the paisa (domain/bill-split.ts). The parts count in the
 * sales of the day the bill was closed and the reversed invoice leaves them, so the day's sales do not change; the
 * guest's record keeps the one order and its spend.
 */

export const SPLIT_REFUSALS = {
  notClosed: (status: BillDoc['status']) =>
    status === 'open' ? 'Close the bill before splitting it' : `This bill is ${status}: only a closed bill waiting for payment can be split`,
  partPaid: 'A part of this bill is paid: a bill can be split only before anything is paid',
  missing: "This bill's invoice was not found",
  nothingToPay: 'A part would come to nothing: split into fewer parts',
  tooManyWays: (max: number, guests: number) => `A bill of ${guests} ${guests === 1 ? 'guest' : 'guests'} splits into at most ${max} parts`,
} as const;

/** The whole the parts share: the figures of the bill's invoice orders as they stand, added up. */
const wholeOf = (orders: readonly OrderDoc[]): SplitFigures =>
  Object.fromEntries(SPLIT_COLUMNS.map((c) => [c, orders.reduce((s, o) => s + storedPrice(o)[c], 0)])) as SplitFigures;

const paidAny = (o: OrderDoc) => o.isPaid || Boolean(o.payment) || (o.refundedCents ?? 0) > 0;

/** A part's lines as an order keeps them: the whole's line with the part's quantity (one line per line of the bill). */
function partItems(lines: readonly OrderLine[], part: SplitPart): OrderLine[] {
  const quantities = new Map<number, number>();
  for (const pl of part.lines) quantities.set(pl.line, (quantities.get(pl.line) ?? 0) + pl.quantity);
  return [...quantities].sort(([a], [b]) => a - b).map(([line, quantity]) => ({ ...lines[line]!, quantity }));
}

/** POST /api/admin/bills/:billId/split: `{ ways }` evenly, or `{ parts }` by lines. */
export async function splitBill(deps: AppDeps, billId: string, input: SplitInput, actor: Actor) {
  const now = deps.clock.now();
  const at = now.toISOString();
  const count = input.ways ?? input.parts?.length ?? 0;
  const partIds = Array.from({ length: count }, () => deps.store.newId());
  const done = await counterTransaction(deps.store, async (tx) => {
    const bill = await tx.get<BillDoc>(BILLS, billId);
    if (!bill) throw notFound(BILL_TEXTS.unknownBill);
    if (bill.status !== 'closed') throw conflict(SPLIT_REFUSALS.notClosed(bill.status), { status: bill.status });
    if (input.ways !== undefined && input.ways > maxWays(bill.guests))
      throw badRequest(SPLIT_REFUSALS.tooManyWays(maxWays(bill.guests), bill.guests), { field: 'ways' });
    const current = await Promise.all(bill.invoiceOrderIds.map((id) => tx.get<OrderDoc>(ORDERS, id)));
    if (current.length === 0 || current.some((o) => !o)) throw conflict(SPLIT_REFUSALS.missing);
    const invoices = current as Array<WithId<OrderDoc>>;
    if (invoices.some(paidAny)) throw conflict(SPLIT_REFUSALS.partPaid, { status: bill.status });
    // The bill's lines are those of the invoice made at the close (one part of one); an earlier split's parts share them.
    const first =
      invoices.length === 1 && invoices[0]!.billPart?.of === 1
        ? invoices[0]!
        : (await tx.query<OrderDoc>(ORDERS, { where: [{ field: 'billId', op: '==', value: billId }] })).find((o) => isBillInvoice(o) && o.billPart?.of === 1);
    if (!first) throw conflict(SPLIT_REFUSALS.missing);
    const lines = first.items;
    const whole = { ...wholeOf(invoices), lines };
    const roundOff = first.rates?.roundOff === true;
    let parts: SplitPart[];
    if (input.parts) {
      const refused = partsRefusal(lines, input.parts);
      if (refused) throw badRequest(refused, { field: 'parts' });
      parts = splitByLines(whole, input.parts, { roundOff });
    } else parts = splitEvenly(whole, input.ways!, { roundOff });
    if (parts.some((p) => p.totalCents <= 0)) throw badRequest(SPLIT_REFUSALS.nothingToPay, { field: input.parts ? 'parts' : 'ways' });

    const settings = await readSettings(tx);
    const fy = financialYearAt(now, settings.locale.timeZone);
    const invoiceCounter = await tx.get<CounterDoc>(COUNTERS, invoiceCounterId(fy));
    const reversed = invoices.filter(needsCreditNote);
    const noteCounter = reversed.length ? await tx.get<CounterDoc>(COUNTERS, creditNoteCounterId(fy)) : null;
    const reason = splitReason(parts.length);
    const notes = new Map<string, OrderCreditNote>(
      reversed.map((o, k) => [
        o.id,
        creditNoteFor({ ...o, invoice: o.invoice! }, { prefix: settings.tax.invoicePrefix, fy, serial: (noteCounter?.last ?? 0) + k + 1, at, reason }),
      ]),
    );
    const voided = invoices.map((o): WithId<OrderDoc> => ({
      ...o,
      status: 'Voided',
      voided: { at, by: { uid: actor.uid, name: actor.name }, reason, from: o.status },
      ...(notes.has(o.id) ? { creditNote: notes.get(o.id)! } : {}),
      updatedAt: at,
      lastMove: null,
    }));
    const serial0 = invoiceCounter?.last ?? 0;
    const issued = parts.map((p, i): WithId<OrderDoc> => {
      const { lines: _lines, ...figures } = p;
      const serial = serial0 + i + 1;
      const id = partIds[i]!;
      const discount = first.discount ? { ...first.discount, amountCents: first.discount.amountCents === null ? null : p.discountCents } : null;
      return {
        ...first,
        id,
        reference: orderReference(id),
        items: partItems(lines, p),
        ...figures,
        ...(discount ? { discount } : {}),
        status: 'Completed',
        isPaid: false,
        createdAt: at,
        updatedAt: at,
        verifiedAt: at,
        completedAt: at,
        // The parts are the sales of the day and hour the bill was closed, in place of its invoice.
        reportDay: first.reportDay,
        reportHour: first.reportHour,
        billPart: { n: i + 1, of: parts.length },
        invoice: { number: invoiceNumber(settings.tax.invoicePrefix, fy, serial), fy, serial, issuedAt: at },
        voided: null,
        creditNote: null,
        lastMove: null,
        payment: null,
        paidAt: null,
      };
    });
    // The report days, read once each: the invoices reversed out of their sales, the parts in.
    const days = new Map<string, DayRollup>();
    for (const day of new Set([...invoices, ...issued].flatMap((o) => (typeof o.reportDay === 'string' ? [o.reportDay] : [])))) {
      const stored = await tx.get<DayRollup>(REPORT_DAYS, day);
      const { id: _id, ...rollup } = stored ?? { ...emptyDay(day), id: day };
      days.set(day, rollup);
    }
    const facts = { at, by: actor.name, reason };
    invoices.forEach((o, k) => {
      const day = o.reportDay ? days.get(o.reportDay) : undefined;
      const next = day ? rollupChange(day, o, voided[k]!, facts) : null;
      if (next) days.set(o.reportDay!, next);
    });
    for (const o of issued) {
      const day = o.reportDay ? days.get(o.reportDay) : undefined;
      if (day) days.set(o.reportDay!, { ...applyOrder(day, o, 1, facts), updatedAt: at });
    }

    // Writes.
    tx.set(COUNTERS, invoiceCounterId(fy), { last: serial0 + parts.length, updatedAt: at } satisfies CounterDoc);
    if (reversed.length) tx.set(COUNTERS, creditNoteCounterId(fy), { last: (noteCounter?.last ?? 0) + reversed.length, updatedAt: at } satisfies CounterDoc);
    for (const v of voided) {
      const { id, ...doc } = v;
      tx.update(ORDERS, id, {
        status: doc.status,
        voided: doc.voided,
        updatedAt: at,
        lastMove: null,
        ...(doc.creditNote ? { creditNote: doc.creditNote } : {}),
      });
    }
    for (const o of issued) {
      const { id, ...doc } = o;
      tx.create(ORDERS, id, doc);
    }
    for (const [day, rollup] of days) tx.set(REPORT_DAYS, day, rollup);
    const patch: Partial<BillDoc> = { invoiceOrderIds: partIds, totalCents: whole.totalCents, updatedAt: at };
    const noteNumbers = [...notes.values()].map((n) => n.number);
    const how = input.parts ? 'by lines' : 'evenly';
    changeBill(tx, deps, actor, now, billId, patch, {
      action: 'split',
      summary: `Table ${bill.tableName}: bill split ${how} into ${parts.length} (${issued.map((o) => `${o.invoice!.number} ${toDollars(o.totalCents).toFixed(2)}`).join(', ')}); credit note ${noteNumbers.join(', ')}`,
      from: { invoices: invoices.map((o) => o.invoice?.number ?? o.id) },
      to: { invoices: issued.map((o) => o.invoice!.number), creditNotes: noteNumbers, total: toDollars(whole.totalCents) },
    });
    return { issued, notes: [...notes.values()] };
  });
  return {
    invoices: done.issued.map((o) => ({
      orderId: o.id,
      number: o.invoice!.number,
      part: o.billPart!,
      totalCents: o.totalCents,
      total: toDollars(o.totalCents),
    })),
    creditNote: done.notes[0] ? { number: done.notes[0].number } : null,
    creditNotes: done.notes.map((n) => ({ number: n.number, invoiceNumber: n.invoiceNumber, amount: toDollars(n.amountCents), reason: n.reason })),
    bill: await getBill(deps, billId),
  };
}
