import { useCallback, useId, useState } from 'react';
import { errorMessage, toastError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { useMoney } from '@/lib/prices';
import { useSettings } from '@/lib/settings';
import { useResource } from '@/lib/use-resource';
import { downloadCsv, getSalesReport, type CsvKind, type SalesView } from '@/api/reports-admin';
import { LoadFailed } from '../shell/LoadFailed';
import { SectionHead } from '../shell/SectionHead';
import { BarChart, peakOf, ShareBar } from './charts';
import { DishesTable } from './DishesTable';
import { DayEndReport } from './DayEndReport';
import { PRESET_LABELS, PRESETS, presetRange, rangeProblem, type DateRange, type Preset } from './report-range';
import { dayLabel, hourLabel, rangeText, SalesTables } from './report-parts';
import { B2bInvoices } from './B2bInvoices';
import { FloorFigures } from './FloorFigures';
import './reports.css';

const EXPORTS: Array<{ kind: CsvKind; label: string }> = [
  { kind: 'orders', label: 'Orders' },
  { kind: 'lines', label: 'Order lines' },
  { kind: 'bookings', label: 'Bookings' },
  { kind: 'gst', label: 'GST summary' },
  { kind: 'payments', label: 'Payments and refunds' },
  { kind: 'floor', label: 'Floor by service' },
];

function RangePicker({ preset, range, onChange }: { preset: Preset; range: DateRange; onChange: (p: Preset, r: DateRange) => void }) {
  const { timeZone } = useSettings().locale;
  const ids = useId();
  const [draft, setDraft] = useState<DateRange>(range);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (p: Preset) => {
    setProblem(null);
    if (p === 'custom') {
      setDraft(range);
      onChange('custom', range);
    } else onChange(p, presetRange(p, new Date(), timeZone));
  };
  const apply = () => {
    const why = rangeProblem(draft);
    setProblem(why);
    if (!why) onChange('custom', draft);
  };
  return (
    <div className="report-range">
      <div className="report-presets" role="group" aria-label="Range">
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className={`btn btn-sm ${p === preset ? 'btn-primary' : 'btn-secondary'}`}
            aria-pressed={p === preset}
            onClick={() => choose(p)}
          >
            {PRESET_LABELS[p]}
          </button>
        ))}
      </div>
      {preset === 'custom' && (
        <form
          className="report-custom"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <label htmlFor={`${ids}-from`}>From</label>
          <input
            id={`${ids}-from`}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            aria-invalid={problem !== null}
          />
          <label htmlFor={`${ids}-to`}>To</label>
          <input
            id={`${ids}-to`}
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${ids}-problem` : undefined}
          />
          <button type="submit" className="btn btn-primary btn-sm">
            Show
          </button>
          {problem && (
            <p id={`${ids}-problem`} className="field-error" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

function Exports({ range }: { range: DateRange }) {
  const [busy, setBusy] = useState<CsvKind | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = async (kind: CsvKind) => {
    setBusy(kind);
    setSaved(null);
    try {
      setSaved(await downloadCsv(kind, range));
    } catch (e) {
      toastError(e, 'The export could not be downloaded. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="report-exports">
      {EXPORTS.map((x) => (
        <button
          key={x.kind}
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => void save(x.kind)}
          disabled={busy !== null}
          aria-busy={busy === x.kind}
        >
          {busy === x.kind ? 'Preparing…' : `${x.label} (CSV)`}
        </button>
      ))}
      <p className="report-note" role="status">
        {saved ? `Saved ${saved}` : 'UTF-8 CSV files that Excel and Google Sheets open as they are; dates in the restaurant’s time.'}
      </p>
    </div>
  );
}

function Report({ data, range }: { data: SalesView; range: DateRange }) {
  const money = useMoney();
  const t = data.totals;
  const hoursPeak = peakOf(data.hours.map((h) => h.orders));
  const open = data.hours.filter((h, i) => h.orders > 0 || (i >= 8 && i <= 23));
  return (
    <>
      <div className="admin-stats report-stats">
        {[
          ['Orders', String(t.orders), `${t.cancelled} cancelled · ${t.voided} voided`],
          ['Total charged', money(t.total), `${money(t.items)} menu value`],
          [
            'Discounts',
            money(t.discounts),
            `${data.offers.length} ${data.offers.length === 1 ? 'offer' : 'offers'} · ${money(t.counterDiscounts)} at the counter`,
          ],
          ['Charges', money(t.charges), 'Service and parcel'],
          ['Tax', money(t.tax), `${data.tax.rates.length} ${data.tax.rates.length === 1 ? 'rate' : 'rates'}`],
          ['Covers booked', String(data.bookings.covers), `${data.bookings.noShows} no-shows`],
        ].map(([label, value, note]) => (
          <div key={label} className="admin-stat">
            <p className="admin-stat-label">{label}</p>
            <p className="admin-stat-value">{value}</p>
            <p className="admin-stat-note">{note}</p>
          </div>
        ))}
      </div>

      <section className="admin-panel report-panel" aria-labelledby="report-days">
        <h2 id="report-days">Sales by day</h2>
        {data.days.length > 1 && (
          <BarChart
            title="Total charged by day"
            summary={`${data.days.length} days from ${rangeText(range)}; ${money(t.total)} in all.`}
            highlight={peakOf(data.days.map((d) => d.total))}
            bars={data.days.map((d) => ({
              label: dayLabel(d.date, data.days.length),
              value: d.total,
              text: `${d.date}: ${money(d.total)} from ${d.orders} orders`,
            }))}
          />
        )}
        <SalesTables data={data} money={money} />
        <B2bInvoices range={range} />
      </section>

      <div className="report-grid">
        <section className="admin-panel report-panel" aria-labelledby="report-hours">
          <h2 id="report-hours">By hour of the day</h2>
          {t.orders === 0 ? (
            <p className="report-empty">No orders in this range.</p>
          ) : (
            <>
              <BarChart
                title="Orders by hour placed"
                summary={hoursPeak !== undefined ? `Busiest hour: ${hourLabel(hoursPeak)}, with ${data.hours[hoursPeak]!.orders} orders.` : 'No orders.'}
                highlight={open.findIndex((h) => h.hour === hoursPeak)}
                bars={open.map((h) => ({ label: String(h.hour), value: h.orders, text: `${hourLabel(h.hour)}: ${h.orders} orders, ${money(h.total)}` }))}
              />
              <details className="report-details">
                <summary>Orders and revenue by hour, as a table</summary>
                <table className="report-table">
                  <thead>
                    <tr>
                      <th scope="col">Hour</th>
                      <th scope="col" className="num">
                        Orders
                      </th>
                      <th scope="col" className="num">
                        Revenue
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.hours
                      .filter((h) => h.orders > 0)
                      .map((h) => (
                        <tr key={h.hour}>
                          <th scope="row">{hourLabel(h.hour)}</th>
                          <td className="num">{h.orders}</td>
                          <td className="num">{money(h.total)}</td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </details>
            </>
          )}
        </section>

        <section className="admin-panel report-panel" aria-labelledby="report-dishes">
          <h2 id="report-dishes">By dish</h2>
          <DishesTable dishes={data.dishes} money={money} />
        </section>

        <section className="admin-panel report-panel" aria-labelledby="report-types">
          <h2 id="report-types">By order type and by offer</h2>
          <ShareBar
            label="Orders by type"
            parts={[
              {
                name: 'dine-in',
                value: data.orderTypes['dine-in'].orders,
                text: `Dine-in: ${data.orderTypes['dine-in'].orders} orders, ${money(data.orderTypes['dine-in'].total)}`,
              },
              {
                name: 'takeaway',
                value: data.orderTypes.takeaway.orders,
                text: `Takeaway: ${data.orderTypes.takeaway.orders} orders, ${money(data.orderTypes.takeaway.total)}`,
              },
            ]}
          />
          {data.offers.length === 0 ? (
            <p className="report-empty">No offer was used in this range.</p>
          ) : (
            <table className="report-table">
              <thead>
                <tr>
                  <th scope="col">Offer</th>
                  <th scope="col" className="num">
                    Orders
                  </th>
                  <th scope="col" className="num">
                    Dishes
                  </th>
                  <th scope="col" className="num">
                    Discount
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.offers.map((o) => (
                  <tr key={o.offerId}>
                    <th scope="row">{o.title}</th>
                    <td className="num">{o.orders}</td>
                    <td className="num">{o.quantity}</td>
                    <td className="num">{money(o.discount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section className="admin-panel report-panel" aria-labelledby="report-bookings">
          <h2 id="report-bookings">Bookings</h2>
          <dl className="report-facts">
            <div>
              <dt>Bookings</dt>
              <dd>{data.bookings.bookings}</dd>
            </div>
            <div>
              <dt>Covers</dt>
              <dd>{data.bookings.covers}</dd>
            </div>
            <div>
              <dt>No-shows</dt>
              <dd>
                {data.bookings.noShows} <small>({data.bookings.noShowCovers} guests)</small>
              </dd>
            </div>
            <div>
              <dt>Cancelled</dt>
              <dd>
                {data.bookings.cancelled} <small>({data.bookings.lateCancels} late)</small>
              </dd>
            </div>
          </dl>
          {data.bookings.busiestSlots.length === 0 ? (
            <p className="report-empty">No bookings in this range.</p>
          ) : (
            <table className="report-table">
              <caption>Busiest table times</caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col" className="num">
                    Bookings
                  </th>
                  <th scope="col" className="num">
                    Covers
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.bookings.busiestSlots.map((s) => (
                  <tr key={s.time}>
                    <th scope="row">{s.time}</th>
                    <td className="num">{s.bookings}</td>
                    <td className="num">{s.covers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="report-note">A late cancellation came after the guest could no longer cancel online (Settings, Bookings).</p>
        </section>
      </div>
    </>
  );
}

/** Reports for the owner and the accountant: a range's sales, dishes, hours, tax, exceptions and bookings, the day-end report and CSV exports. */
export default function ReportsSection() {
  usePageMeta('Reports', 'Sales, dishes, hours, GST and bookings, the day-end report and CSV exports.');
  const { timeZone } = useSettings().locale;
  const [preset, setPreset] = useState<Preset>('today');
  const [range, setRange] = useState<DateRange>(() => presetRange('today', new Date(), timeZone));
  const [dayEnd, setDayEnd] = useState<string | null>(null);
  const load = useCallback((signal: AbortSignal) => getSalesReport(range, signal), [range]);
  const { data, error, loading, reload } = useResource(load);
  const ids = useId();
  const money = useMoney();
  const [zDate, setZDate] = useState(range.to);

  return (
    <section aria-labelledby="reports-heading" className="reports">
      <SectionHead id="reports-heading" title="Reports" lead={`Orders count on the day they were placed, once confirmed. Showing ${rangeText(range)}.`}>
        <button type="button" className="btn btn-secondary btn-sm" onClick={reload} disabled={loading}>
          Refresh
        </button>
      </SectionHead>
      <RangePicker
        preset={preset}
        range={range}
        onChange={(p, r) => {
          setPreset(p);
          setRange(r);
          setZDate(r.to);
        }}
      />
      {error !== null && (
        <LoadFailed className="admin-panel" title="Could not load the report" message={errorMessage(error, 'Please try again.')} onRetry={reload} />
      )}
      {loading && !data && (
        <p className="loading-state" role="status">
          <span className="spinner" aria-hidden="true" /> Loading the report...
        </p>
      )}
      {data && (
        <div aria-busy={loading}>
          <Report data={data} range={range} />
        </div>
      )}
      <FloorFigures range={range} money={money} />
      <div className="report-grid">
        <section className="admin-panel report-panel" aria-labelledby="report-dayend">
          <h2 id="report-dayend">Day-end report</h2>
          <p className="report-note">
            The day’s figures on A4 or an 80 mm receipt. Print it again any time: only a later void changes a day, and the reprint lists it.
          </p>
          <form
            className="report-custom"
            onSubmit={(e) => {
              e.preventDefault();
              if (zDate) setDayEnd(zDate);
            }}
          >
            <label htmlFor={`${ids}-z`}>Day</label>
            <input id={`${ids}-z`} type="date" value={zDate} required onChange={(e) => setZDate(e.target.value)} />
            <button type="submit" className="btn btn-primary btn-sm" disabled={!zDate}>
              Open day-end report
            </button>
          </form>
        </section>
        <section className="admin-panel report-panel" aria-labelledby="report-export">
          <h2 id="report-export">Export for the accountant</h2>
          <Exports range={range} />
        </section>
      </div>
      {dayEnd && <DayEndReport date={dayEnd} onClose={() => setDayEnd(null)} />}
    </section>
  );
}
