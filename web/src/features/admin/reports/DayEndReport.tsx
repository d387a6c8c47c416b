import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/prices';
import { useSettings } from '@/lib/settings';
import { useResource } from '@/lib/use-resource';
import { getDayEnd, type DayClosingDoc } from '@/api/reports-admin';
import { LoadFailed } from '../shell/LoadFailed';
import { dateText, ExceptionsTable, TaxTable, timeText } from './report-parts';
import { REFUND_MODE_LABEL } from '@domain/refunds';
import { CloseDayDialog, ClosingNote } from './CloseDay';
import { FloorTable } from './FloorFigures';

type Paper = 'a4' | '80mm';
const PX_PER_MM = 96 / 25.4;

/**
 * The day-end (Z) report of one day, as a sheet over the screen with its own print styles: A4, or an
 * 80 mm receipt roll. The figures come from the day's rollup as it stands, so a reprint shows the
 * same figures unless an order of that day was voided since, and then it lists that void.
 */
export function DayEndReport({ date, onClose }: { date: string; onClose: () => void }) {
  const money = useMoney();
  const settings = useSettings();
  const { timeZone } = settings.locale;
  const [paper, setPaper] = useState<Paper>(settings.printing.billPaper === 'a4' ? 'a4' : '80mm');
  const sheet = useRef<HTMLElement>(null);
  const [rollMm, setRollMm] = useState(200);
  const { data, error, loading, reload } = useResource(useCallback((signal: AbortSignal) => getDayEnd(date, signal), [date]));
  const titleId = useId();
  const [closingDay, setClosingDay] = useState(false);
  const [closedNow, setClosedNow] = useState<DayClosingDoc | null>(null);
  const closing = closedNow ?? data?.closing ?? null;

  useEffect(() => {
    // Escape in the closing dialog closes that dialog only.
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !closingDay && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, closingDay]);

  // A receipt roll gets one page exactly as long as the report ("size: 80mm auto" is not valid CSS), so no blank paper is fed after it.
  useLayoutEffect(() => {
    const height = sheet.current?.getBoundingClientRect().height ?? 0;
    setRollMm(Math.max(80, Math.ceil(height / PX_PER_MM) + 8));
  }, [data, paper]);

  const s = data?.sales;
  const p = data?.payments;
  return createPortal(
    <div className="zr-print" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      {paper === '80mm' && <style>{`@page { size: 80mm ${rollMm}mm; margin: 0 }`}</style>}
      {paper === 'a4' && <style>{'@page { size: A4; margin: 14mm }'}</style>}
      <div className="zr-toolbar">
        <fieldset className="zr-paper">
          <legend className="visually-hidden">Paper</legend>
          {(['a4', '80mm'] as const).map((p) => (
            <label key={p}>
              <input type="radio" name="zr-paper" checked={paper === p} onChange={() => setPaper(p)} /> {p === 'a4' ? 'A4' : '80 mm receipt'}
            </label>
          ))}
        </fieldset>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()} disabled={!data}>
          Print
        </button>
        {data && !closing && (
          <button type="button" className="btn btn-danger btn-sm" onClick={() => setClosingDay(true)}>
            Close the day
          </button>
        )}
        <button type="button" className="btn btn-secondary btn-sm" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
      <article ref={sheet} className={`zr-sheet zr-${paper}`}>
        <header className="zr-head">
          <p className="zr-name">{settings.identity.name}</p>
          <h2 id={titleId}>Day-end report (Z)</h2>
          <p>{dateText(date)}</p>
          {data && <p className="zr-small">Printed {timeText(data.printedAt, timeZone)}</p>}
          {data && !data.dayClosed && !closing && <p className="zr-warn">The day is not over: these figures will still change.</p>}
          {closing && <ClosingNote closing={closing} timeZone={timeZone} />}
        </header>
        {loading && !data && (
          <p className="loading-state" role="status">
            <span className="spinner" aria-hidden="true" /> Loading...
          </p>
        )}
        {error !== null && <LoadFailed title="Could not load the day-end report" message={errorMessage(error, 'Please try again.')} onRetry={reload} />}
        {data && s && p && (
          <>
            <section aria-label="Sales">
              <h3>Sales</h3>
              <dl className="zr-lines">
                <Line label="Orders" value={String(s.totals.orders)} />
                <Line label="Menu value" value={money(s.totals.items)} />
                <Line label="Discounts (offers and counter)" value={s.totals.discounts > 0 ? `−${money(s.totals.discounts)}` : money(0)} />
                {s.totals.counterDiscounts > 0 && <Line label="  of which at the counter" value={`−${money(s.totals.counterDiscounts)}`} />}
                <Line label="Service and parcel charges" value={money(s.totals.charges)} />
                <Line label="Tax" value={money(s.totals.tax)} />
                {s.totals.roundOff !== 0 && <Line label="Round-off" value={money(s.totals.roundOff)} />}
                <Line label="Total charged" value={money(s.totals.total)} strong />
                <Line label="Dine-in" value={`${s.orderTypes['dine-in'].orders} · ${money(s.orderTypes['dine-in'].total)}`} />
                <Line label="Takeaway" value={`${s.orderTypes.takeaway.orders} · ${money(s.orderTypes.takeaway.total)}`} />
              </dl>
            </section>
            <section aria-label="Open bills">
              <h3>Open bills</h3>
              {data.openBills.length === 0 ? (
                <p>None: every bill of the day is settled.</p>
              ) : (
                <ul className="zr-exceptions">
                  {data.openBills.map((b) => (
                    <li key={b.billId}>
                      <span className="zr-line">
                        <span>
                          Table {b.tableName} · {b.status === 'open' ? 'open' : 'closed, unpaid'}
                        </span>
                        <span>{money(b.runningTotalCents / 100)}</span>
                      </span>
                      <span className="zr-small">
                        {b.name ? `${b.name}, ` : ''}
                        {b.guests} {b.guests === 1 ? 'guest' : 'guests'} · seated {timeText(b.seatedAt, timeZone)} · {b.rounds}{' '}
                        {b.rounds === 1 ? 'round' : 'rounds'}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-label="Floor">
              <h3>The floor, by service</h3>
              <FloorTable floor={data.floor} money={money} />
            </section>
            <section aria-label="Payments">
              <h3>Takings by payment</h3>
              <dl className="zr-lines">
                <Line label="Cash" value={money(p.cash)} />
                <Line label="UPI" value={money(p.upi)} />
                <Line label="Card" value={money(p.card)} />
                <Line label="At the counter" value={money(p.counter)} strong />
                <Line label="Online (through the gateway)" value={money(p.online)} strong />
                {p.strays.count > 0 && <Line label={`  of which refunded automatically (${p.strays.count})`} value={money(p.strays.amount)} />}
                {p.onlineFees.known > 0 && (
                  <Line
                    label={`  Gateway fees${p.onlineFees.known < p.onlineFees.payments ? ` (${p.onlineFees.known} of ${p.onlineFees.payments} known)` : ''}`}
                    value={`−${money(p.onlineFees.amount)}`}
                  />
                )}
                <Line label={`Paid (${p.orders} orders)`} value={money(p.total)} strong />
                <Line label={`Refunds (${p.refunds.count})`} value={p.refunds.total > 0 ? `−${money(p.refunds.total)}` : money(0)} />
                {p.refunds.counter > 0 && p.refunds.online > 0 && (
                  <>
                    <Line label="  at the counter" value={`−${money(p.refunds.counter)}`} />
                    <Line label="  online" value={`−${money(p.refunds.online)}`} />
                  </>
                )}
                <Line label="Net takings" value={money(p.net)} strong />
                <Line label="  Counter (cash, UPI, card)" value={money(p.counterNet)} />
                <Line label="  Online, before gateway fees" value={money(p.onlineNet)} />
              </dl>
              {p.refunds.lines.length > 0 && (
                <ul className="zr-exceptions" aria-label="Refunds">
                  {p.refunds.lines.map((r) => (
                    <li key={r.id}>
                      <span className="zr-line">
                        <span>
                          #{r.reference} refund, {REFUND_MODE_LABEL[r.mode]}
                        </span>
                        <span>−{money(r.amount)}</span>
                      </span>
                      <span className="zr-small">
                        {timeText(r.at, timeZone)} · {r.by || '—'} · {r.reason || '—'}
                        {r.gateway && ` · ${gatewayRefundText(r.gateway)}`}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-label="Charged and paid">
              <h3>Charged and paid</h3>
              <dl className="zr-lines">
                <Line label="Charged (sales)" value={money(data.reconciliation.charged)} />
                <Line label="Net takings (paid less refunds)" value={money(data.reconciliation.net)} />
                <Line label="Difference" value={money(data.reconciliation.difference)} strong />
              </dl>
              {data.reconciliation.lines.length === 0 ? (
                <p>Charged and net takings agree.</p>
              ) : (
                <ul className="zr-exceptions" aria-label="What makes the difference">
                  {data.reconciliation.lines.map((l, i) => (
                    <li key={`${l.orderId ?? 'rest'}-${i}`}>
                      <span className="zr-line">
                        <span>{l.reference ? `#${l.reference} ${l.status}` : l.note}</span>
                        <span>{money(l.amount)}</span>
                      </span>
                      {l.reference && <span className="zr-small">{l.note}</span>}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-label="Tax">
              <h3>Tax</h3>
              {paper === 'a4' ? (
                <TaxTable data={s} money={money} />
              ) : (
                <dl className="zr-lines">
                  {s.tax.rates.map((r) => (
                    <div key={`${r.name}-${r.rate}`} className="zr-group">
                      <Line label={`${r.name} ${r.rate}% (${r.orders})`} value={money(r.tax)} />
                      <Line label="  Taxable value" value={money(r.taxable)} />
                      {(r.cgst !== 0 || r.sgst !== 0) && <Line label="  CGST / SGST" value={`${money(r.cgst)} / ${money(r.sgst)}`} />}
                      {r.igst !== 0 && <Line label="  IGST" value={money(r.igst)} />}
                    </div>
                  ))}
                  {s.tax.creditNotes.map((n) => (
                    <Line key={n.number} label={`Credit note ${n.number}`} value={`−${money(n.tax)}`} />
                  ))}
                  <Line label={s.tax.creditNotes.length > 0 ? 'Tax in all, net of credit notes' : 'Tax in all'} value={money(s.tax.totals.tax)} strong />
                </dl>
              )}
            </section>
            <section aria-label="Cancelled and voided">
              <h3>Cancelled and voided</h3>
              {paper === 'a4' ? (
                <ExceptionsTable data={s} money={money} timeZone={timeZone} />
              ) : s.exceptions.length === 0 ? (
                <p>None.</p>
              ) : (
                <ul className="zr-exceptions">
                  {s.exceptions.map((e) => (
                    <li key={e.orderId}>
                      <span className="zr-line">
                        <span>
                          #{e.reference} {e.status}
                        </span>
                        <span>{money(e.total)}</span>
                      </span>
                      <span className="zr-small">
                        {timeText(e.at, timeZone)} · {e.by || '—'} · {e.reason || '—'}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-label="Dishes">
              <h3>Dishes</h3>
              {s.dishes.length === 0 ? (
                <p className="report-empty">No dishes sold.</p>
              ) : (
                <dl className="zr-lines">
                  {s.dishes.map((d) => (
                    <Line key={d.itemId} label={`${d.quantity} × ${d.name}`} value={money(d.revenue)} />
                  ))}
                </dl>
              )}
            </section>
            <section aria-label="Bookings">
              <h3>Bookings</h3>
              <dl className="zr-lines">
                <Line label="Bookings" value={String(data.bookings.bookings)} />
                <Line label="Covers" value={String(data.bookings.covers)} />
                <Line label="No-shows" value={String(data.bookings.noShows)} />
                <Line label="Cancelled (late)" value={`${data.bookings.cancelled} (${data.bookings.lateCancels})`} />
              </dl>
            </section>
          </>
        )}
      </article>
      {closingDay && data && <CloseDayDialog date={date} openBills={data.openBills} onClosed={setClosedNow} onClose={() => setClosingDay(false)} />}
    </div>,
    document.body,
  );
}

/** A gateway refund's id and where it stands ("rfnd_Q1w2E3r4T5 processed"); one the gateway has not been asked for yet has no id. */
const gatewayRefundText = (g: { refundId: string; status: string }) => (g.refundId ? `${g.refundId} ${g.status}` : 'not yet sent to the gateway');

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'zr-line zr-strong' : 'zr-line'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
