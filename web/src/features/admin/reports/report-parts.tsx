import type { SalesReport } from '@/api/reports-admin';
import { useSettings } from '@/lib/settings';
import type { DateRange } from './report-range';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const asDate = (d: string) => new Date(`${d}T00:00:00Z`);

/** "2 Nov 2026", of a calendar date (no time zone: it is already the restaurant's day). */
export const dateText = (d: string) => DAY.format(asDate(d));
export const rangeText = (r: DateRange) => (r.from === r.to ? dateText(r.from) : `${dateText(r.from)} to ${dateText(r.to)}`);
/** A bar's label: the day of the month, or "2 Nov" for a short range. */
export const dayLabel = (d: string, days: number) => (days <= 10 ? SHORT.format(asDate(d)) : String(Number(d.slice(8))));
export const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00–${String((h + 1) % 24).padStart(2, '0')}:00`;
export const timeText = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  });

type Money = (n: number) => string;

type DayFigures = SalesReport['days'][number];
const NUMBER_COLUMNS: Array<{
  label: string;
  cell: (d: Pick<DayFigures, 'items' | 'discounts' | 'charges' | 'taxable' | 'tax' | 'roundOff' | 'total'>, money: Money) => string;
  roundOff?: boolean;
}> = [
  { label: 'Menu value', cell: (d, money) => money(d.items) },
  { label: 'Discounts', cell: (d, money) => (d.discounts > 0 ? `−${money(d.discounts)}` : money(0)) },
  { label: 'Charges', cell: (d, money) => money(d.charges) },
  { label: 'Taxable value', cell: (d, money) => money(d.taxable) },
  { label: 'Tax', cell: (d, money) => money(d.tax) },
  { label: 'Round-off', cell: (d, money) => money(d.roundOff), roundOff: true },
  { label: 'Total', cell: (d, money) => money(d.total) },
];

/**
 * Sales by day with their totals: the figures the day chart draws. Each row adds up as a GST bill does: taxable value
 * + tax + round-off = total, whether the menu prices include the tax or not.
 */
export function DaysTable({ data, money }: { data: SalesReport; money: Money }) {
  const t = data.totals;
  const rows = data.days.filter((d) => d.orders > 0 || d.cancelled > 0 || d.voided > 0);
  // The round-off column only where a total was rounded (Settings, round-off).
  const columns = NUMBER_COLUMNS.filter((c) => !c.roundOff || data.days.some((d) => d.roundOff !== 0));
  return (
    <div className="report-scroll">
      <table className="report-table report-days">
        <caption className="report-caption">
          Taxable value + tax{columns.some((c) => c.roundOff) ? ' + round-off' : ''} = total. The taxable value is the menu value after discounts, plus charges,
          before tax; where prices include tax, the tax is taken out of it.
        </caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className="num">
              Orders
            </th>
            {columns.map((c) => (
              <th key={c.label} scope="col" className="num">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + 2} className="report-empty">
                No confirmed orders in this range.
              </td>
            </tr>
          )}
          {rows.map((d) => (
            <tr key={d.date}>
              <th scope="row">{dateText(d.date)}</th>
              <td className="num">{d.orders}</td>
              {columns.map((c) => (
                <td key={c.label} className="num">
                  {c.cell(d, money)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="num">{t.orders}</td>
            {columns.map((c) => (
              <td key={c.label} className="num">
                {c.cell(t, money)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Cancelled, not collected and voided orders: counted apart from the sales, with why and who. */
export function ExceptionsTable({ data, money, timeZone }: { data: SalesReport; money: Money; timeZone?: string }) {
  const t = data.totals;
  return (
    <>
      <p className="report-note">
        Cancelled: {t.cancelled} ({money(t.cancelledTotal)}) · Not collected: {t.notCollected} ({money(t.notCollectedTotal)}) · Voided: {t.voided} (
        {money(t.voidedTotal)})
      </p>
      {data.exceptions.length === 0 ? (
        <p className="report-empty">Nothing was cancelled or voided.</p>
      ) : (
        <div className="report-scroll">
          <table className="report-table report-exceptions">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Status</th>
                <th scope="col">When</th>
                <th scope="col">By</th>
                <th scope="col">Reason</th>
                <th scope="col" className="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {data.exceptions.map((e) => (
                <tr key={e.orderId}>
                  <th scope="row">
                    #{e.reference} <span className="report-sub">{e.name}</span>
                  </th>
                  <td>{e.status === 'Voided' && e.from ? `Voided (was ${e.from})` : e.status}</td>
                  <td>{timeText(e.at, timeZone)}</td>
                  <td>{e.by || '—'}</td>
                  <td>{e.reason || '—'}</td>
                  <td className="num">{money(e.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** The GST summary for the return: per rate, the taxable value and the tax, in CGST and SGST halves where it is split. */
export function TaxTable({ data, money }: { data: SalesReport; money: Money }) {
  const { rates, totals } = data.tax;
  const igst = rates.some((r) => r.igst !== 0);
  // CGST and SGST columns only where the tax is split in halves (Settings, tax split).
  const halves = rates.some((r) => r.cgst !== 0 || r.sgst !== 0);
  if (rates.length === 0 && data.tax.creditNotes.length === 0) return <p className="report-empty">No taxable sales in this range.</p>;
  return (
    <>
      <div className="report-scroll">
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">Rate</th>
              <th scope="col" className="num">
                Orders
              </th>
              <th scope="col" className="num">
                Taxable value
              </th>
              {halves && (
                <th scope="col" className="num">
                  CGST
                </th>
              )}
              {halves && (
                <th scope="col" className="num">
                  SGST
                </th>
              )}
              {igst && (
                <th scope="col" className="num">
                  IGST
                </th>
              )}
              <th scope="col" className="num">
                Tax
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.map((r) => (
              <tr key={`${r.name}-${r.rate}`}>
                <th scope="row">
                  {r.name} {r.rate}%
                </th>
                <td className="num">{r.orders}</td>
                <td className="num">{money(r.taxable)}</td>
                {halves && <td className="num">{money(r.cgst)}</td>}
                {halves && <td className="num">{money(r.sgst)}</td>}
                {igst && <td className="num">{money(r.igst)}</td>}
                <td className="num">{money(r.tax)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="num">{totals.orders}</td>
              <td className="num">{money(totals.taxable)}</td>
              {halves && <td className="num">{money(totals.cgst)}</td>}
              {halves && <td className="num">{money(totals.sgst)}</td>}
              {igst && <td className="num">{money(totals.igst)}</td>}
              <td className="num">{money(totals.tax)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <CreditNotes data={data} money={money} />
    </>
  );
}

/** The credit notes of the range: the total above is net of them; invoiced = net + credit notes. */
export function CreditNotes({ data, money }: { data: SalesReport; money: Money }) {
  const { creditNotes, creditNoteTotals, invoiced, totals } = data.tax;
  if (creditNotes.length === 0) return <p className="report-note">No credit notes in this range.</p>;
  return (
    <section aria-label="Credit notes">
      <p className="report-note">
        Tax on invoices issued {money(invoiced.tax)} · less {creditNoteTotals.count} credit {creditNoteTotals.count === 1 ? 'note' : 'notes'}{' '}
        {money(creditNoteTotals.tax)} · net tax {money(totals.tax)}
      </p>
      <div className="report-scroll">
        <table className="report-table">
          <caption className="visually-hidden">Credit notes</caption>
          <thead>
            <tr>
              <th scope="col">Credit note</th>
              <th scope="col">Invoice</th>
              <th scope="col">Reason</th>
              <th scope="col" className="num">
                Taxable value
              </th>
              <th scope="col" className="num">
                Tax
              </th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {creditNotes.map((n) => (
              <tr key={n.number}>
                <th scope="row">{n.number}</th>
                <td>{n.invoiceNumber}</td>
                <td>{n.reason}</td>
                <td className="num">−{money(n.taxable)}</td>
                <td className="num">−{money(n.tax)}</td>
                <td className="num">−{money(n.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The day table, then what was kept apart, then the tax: the screen's first panel. */
export function SalesTables({ data, money }: { data: SalesReport; money: Money }) {
  const { timeZone } = useSettings().locale;
  return (
    <>
      <DaysTable data={data} money={money} />
      <h3 className="report-h3">Cancelled and voided</h3>
      <ExceptionsTable data={data} money={money} timeZone={timeZone} />
      <h3 className="report-h3">Tax (GST summary)</h3>
      <TaxTable data={data} money={money} />
    </>
  );
}
