import { toDollars } from './money';
import type { OrderDoc } from './orders';
import { orderReference } from './references';
import { applyOrder, bucketOf, taxSummary, type DayRollup } from './reports';

/**
 * The GST return's two parts, as GSTR-1 asks for them: invoices to a registered business (B2B)
 * one by one with the customer's GSTIN, and sales to consumers (B2C) summed by rate.
 */

/** One B2B invoice as the report and gst.csv list it. */
export interface B2bInvoiceView {
  invoice: string | null;
  reference: string;
  date: string;
  customerGstin: string;
  customerName: string;
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  total: number;
}

const b2bView = (o: OrderDoc & { id: string }): B2bInvoiceView => {
  const taxed = o.rates?.taxApplied ?? o.gst;
  return {
    invoice: o.invoice?.number ?? null,
    reference: orderReference(o.id),
    date: o.reportDay ?? '',
    customerGstin: o.billing!.customerGstin,
    customerName: o.billing!.customerName,
    rate: taxed ? (o.rates?.taxBp ?? 900) / 100 : 0,
    taxable: toDollars(o.taxableCents ?? o.subtotalCents - (o.discountCents ?? 0) + o.chargeCents),
    cgst: toDollars(o.cgstCents ?? 0),
    sgst: toDollars(o.sgstCents ?? 0),
    igst: toDollars(o.igstCents ?? 0),
    tax: toDollars(o.taxCents),
    total: toDollars(o.totalCents),
  };
};

/**
 * The range's B2B invoices (the orders billed to a GSTIN that count as sales) and the B2C
 * summary: the days' tax figures with those invoices taken out.
 */
export function gstReturn(days: readonly DayRollup[], billedToBusinesses: ReadonlyArray<OrderDoc & { id: string }>) {
  const b2b = billedToBusinesses
    .filter((o) => o.billing && bucketOf(o) === 'sale')
    .sort(
      (a, b) =>
        (a.reportDay ?? '').localeCompare(b.reportDay ?? '') ||
        (a.invoice?.serial ?? Infinity) - (b.invoice?.serial ?? Infinity) ||
        a.createdAt.localeCompare(b.createdAt),
    );
  const byDay = new Map(days.map((d) => [d.date, d]));
  for (const o of b2b) {
    const day = byDay.get(o.reportDay!);
    if (day) byDay.set(day.date, applyOrder(day, o, -1));
  }
  const { rates, totals } = taxSummary([...byDay.values()]);
  return { b2b: b2b.map(b2bView), b2c: { rates, totals } };
}

/** gst.csv's B2B and B2C sections, after the summary: a blank record, then each part with its own header. */
export function gstCsvSections(r: ReturnType<typeof gstReturn>): Array<Array<string | number>> {
  const out: Array<Array<string | number>> = [
    [],
    ['B2B invoices'],
    [
      'invoice',
      'reference',
      'report_day',
      'customer_gstin',
      'customer_name',
      'rate_percent',
      'taxable_value',
      'cgst',
      'sgst',
      'igst',
      'total_tax',
      'invoice_value',
    ],
  ];
  for (const i of r.b2b)
    out.push([i.invoice ?? '', i.reference, i.date, i.customerGstin, i.customerName, i.rate, i.taxable, i.cgst, i.sgst, i.igst, i.tax, i.total]);
  out.push([], ['B2C summary'], ['tax', 'rate_percent', 'orders', 'taxable_value', 'cgst', 'sgst', 'igst', 'total_tax']);
  for (const x of r.b2c.rates) out.push([x.name, x.rate, x.orders, x.taxable, x.cgst, x.sgst, x.igst, x.tax]);
  const t = r.b2c.totals;
  out.push(['Total B2C', '', t.orders, t.taxable, t.cgst, t.sgst, t.igst, t.tax]);
  return out;
}
