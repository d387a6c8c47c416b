import { toDollars } from './money';

/**
 * GST credit notes: a cancelled, voided or uncollected order that had an invoice number gets a
 * credit note for its whole bill, numbered gapless per financial year in its own series.
 */

/** "TH/CN/2026-27/000012", beside the invoices' "TH/2026-27/000123". */
export const creditNoteNumber = (prefix: string, fy: string, serial: number) => `${prefix}/CN/${fy}/${String(serial).padStart(6, '0')}`;

/** counters/{id}: one per financial year, read and written inside the order's transaction. */
export const creditNoteCounterId = (fy: string) => `credit-note-${fy}`;

/** The credit note an order was given: it reverses the whole invoice, tax included. */
export interface OrderCreditNote {
  [key: string]: unknown;
  number: string;
  fy: string;
  serial: number;
  issuedAt: string;
  /** The invoice it reverses. */
  invoiceNumber: string;
  amountCents: number;
  taxableCents: number;
  cgstCents: number;
  sgstCents: number;
  igstCents: number;
  taxCents: number;
  /** The invoice's tax rate in basis points (0 without tax) and the tax's name. */
  rateBp: number;
  taxName: string;
  reason: string;
}

/** What a credit note needs of its order (structural, so this file imports nothing above it). */
export interface CreditableOrder {
  invoice?: { number: string } | null;
  gst: boolean;
  rates?: { taxApplied?: boolean; taxBp?: number; taxName?: string } | undefined;
  subtotalCents: number;
  chargeCents: number;
  taxCents: number;
  totalCents: number;
  taxableCents?: number;
  cgstCents?: number;
  sgstCents?: number;
  igstCents?: number;
}

/** The credit note reversing an invoiced order in full. */
export function creditNoteFor(
  order: CreditableOrder & { invoice: { number: string } },
  facts: { prefix: string; fy: string; serial: number; at: string; reason: string },
): OrderCreditNote {
  const applied = order.rates?.taxApplied ?? order.gst;
  return {
    number: creditNoteNumber(facts.prefix, facts.fy, facts.serial),
    fy: facts.fy,
    serial: facts.serial,
    issuedAt: facts.at,
    invoiceNumber: order.invoice.number,
    amountCents: order.totalCents,
    taxableCents: order.taxableCents ?? order.subtotalCents + order.chargeCents,
    cgstCents: order.cgstCents ?? 0,
    sgstCents: order.sgstCents ?? 0,
    igstCents: order.igstCents ?? 0,
    taxCents: order.taxCents,
    rateBp: applied ? (order.rates?.taxBp ?? 900) : 0,
    taxName: applied ? (order.rates?.taxName ?? 'GST') : 'No tax',
    reason: facts.reason,
  };
}

/** Whether leaving the sales needs a credit note: the order had an invoice and has none yet. */
export const needsCreditNote = (o: { invoice?: unknown; creditNote?: unknown }) => Boolean(o.invoice) && !o.creditNote;

/** A credit note in the API's units. */
export function creditNoteView(n: OrderCreditNote) {
  return {
    number: n.number,
    date: n.issuedAt,
    invoiceNumber: n.invoiceNumber,
    amount: toDollars(n.amountCents),
    taxable: toDollars(n.taxableCents),
    cgst: toDollars(n.cgstCents),
    sgst: toDollars(n.sgstCents),
    igst: toDollars(n.igstCents),
    tax: toDollars(n.taxCents),
    rate: n.rateBp / 100,
    reason: n.reason,
  };
}
export type CreditNoteView = ReturnType<typeof creditNoteView>;

type Sums = Pick<OrderCreditNote, 'amountCents' | 'taxableCents' | 'cgstCents' | 'sgstCents' | 'igstCents' | 'taxCents'>;

/** The credit notes' totals, in the API's units. */
export function creditNoteTotals(notes: readonly Sums[]) {
  const sum = (pick: (n: Sums) => number) => toDollars(notes.reduce((s, n) => s + pick(n), 0));
  return {
    count: notes.length,
    amount: sum((n) => n.amountCents),
    taxable: sum((n) => n.taxableCents),
    cgst: sum((n) => n.cgstCents),
    sgst: sum((n) => n.sgstCents),
    igst: sum((n) => n.igstCents),
    tax: sum((n) => n.taxCents),
  };
}
