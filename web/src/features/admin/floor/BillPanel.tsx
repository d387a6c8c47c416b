import { useCallback, useState } from 'react';
import { toDollars } from '@domain/money';
import { clearTable, getBill, type BillInvoice, mergeBill, moveBill, type BillView, type FloorTableView, type FloorView } from '@/api/floor';
import { errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/prices';
import { useSettings } from '@/lib/settings';
import { useResource } from '@/lib/use-resource';
import { LoadFailed } from '../shell/LoadFailed';
import { Modal } from '../shell/Modal';
import { AddRound } from './AddRound';
import { CloseBill } from './CloseBill';
import { PayInvoice } from './PayInvoice';
import { SplitBill } from './SplitBill';
import { STATUS_LABEL } from './floor-status';

type Mode = 'view' | 'round' | 'close' | 'split' | 'move' | 'merge' | 'clear' | { pay: string };

/** What the bill comes to, in paise: the whole once closed, else the running total (else its lines'). */
export function runningTotalCents(bill: BillView): number {
  if (bill.status !== 'open' && typeof bill.totalCents === 'number') return bill.totalCents;
  if (typeof bill.runningTotalCents === 'number') return bill.runningTotalCents;
  return bill.rounds.reduce((s, r) => s + r.items.reduce((t, l) => t + (l.priceCents ?? 0) * l.quantity, 0), 0);
}

const byName = (by: BillView['rounds'][number]['by']) => (typeof by === 'string' ? by : by.name);

interface BillPanelProps {
  billId: string;
  table: FloorTableView;
  floor: FloorView;
  onClose: () => void;
  /** After every action: the plan asks again at once. */
  onChanged: () => void;
  onMoved: (tableId: string) => void;
  onCleared: () => void;
}

/**
 * A busy table's bill: its rounds with their status and lines, the running total, and what the counter does next (add a
 * round, close, split, pay each invoice, move, merge, clear). Every action shows that it is working and the API's answer
 * when it is refused.
 */
export function BillPanel({ billId, table, floor, onClose, onChanged, onMoved, onCleared }: BillPanelProps) {
  const money = useMoney();
  const cents = (c: number) => money(toDollars(c));
  const { timeZone } = useSettings().locale;
  // The restaurant's clock, whatever the tablet's time zone.
  const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone });
  const bill = useResource(
    useCallback((signal: AbortSignal) => getBill(billId, signal), [billId]),
    { refreshEvery: 10_000 },
  );
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const b = bill.data;
  const done = (message: string) => {
    setNotice(message);
    setMode('view');
    bill.reload();
    onChanged();
  };
  const run = async (what: string, action: () => Promise<unknown>, fallback: string): Promise<boolean> => {
    setBusy(what);
    setError(null);
    try {
      await action();
      return true;
    } catch (err) {
      setError(errorMessage(err, fallback));
      return false;
    } finally {
      setBusy(null);
    }
  };
  const go = (m: Mode) => {
    setError(null);
    setNotice(null);
    setMode(m);
  };

  const invoices = (b?.invoices ?? []).filter((i) => !i.cancelled);
  const anyPaid = invoices.some((i) => i.isPaid);
  const freeTables = floor.tables.filter((t) => t.status === 'free' && t.id !== table.id);
  const otherBills = floor.tables.filter((t) => t.id !== table.id && t.bill && t.bill.id !== billId && t.bill.status === 'open');
  const title = `Table ${b?.tableName ?? table.name}`;

  return (
    <Modal title={title} onClose={onClose} size="lg" busy={busy !== null}>
      <div className="floor-bill" aria-busy={bill.loading}>
        {!b && bill.loading && (
          <p className="loading-state" role="status">
            <span className="spinner" aria-hidden="true" /> Loading the bill...
          </p>
        )}
        {!b && bill.error !== null && <LoadFailed message={errorMessage(bill.error, 'Could not load the bill')} onRetry={bill.reload} />}
        {b && (
          <>
            <p className="floor-bill-party">
              <span className={`floor-status-chip is-${table.status}`}>{STATUS_LABEL[table.status]}</span>
              {b.name ? `${b.name} · ` : ''}
              {b.guests} {b.guests === 1 ? 'guest' : 'guests'} · seated {clock(b.seatedAt)}
            </p>
            {bill.error !== null && (
              <p className="form-error" role="alert">
                Can't refresh the bill: {errorMessage(bill.error, 'network error')}
              </p>
            )}
            {notice && (
              <p className="floor-notice" role="status">
                {notice}
              </p>
            )}

            {mode === 'view' && (
              <>
                {/* Once closed, the invoices and their Pay come first: the rounds are history then. */}
                {invoices.length > 0 && (
                  <div className="floor-invoices">
                    <h3 className="admin-details-heading">{invoices.length === 1 ? 'Invoice' : 'Invoices'}</h3>
                    <ul>
                      {invoices.map((inv) => (
                        <li key={inv.orderId}>
                          <span>
                            Invoice <strong>{inv.number ?? '—'}</strong> · {cents(inv.totalCents)} · {inv.isPaid ? 'Paid' : 'Not paid'}
                          </span>
                          {!inv.isPaid && (
                            <button type="button" className="btn btn-sm floor-touch" onClick={() => go({ pay: inv.orderId })}>
                              Pay {inv.number ?? ''}
                            </button>
                          )}
                        </li>
                      ))}
                    </ul>
                    {invoices.length > 1 && <AddsUp invoices={invoices} whole={b.totalCents ?? null} cents={cents} />}
                  </div>
                )}

                <p className="floor-bill-total">
                  <span>{b.status === 'open' ? 'Running total' : 'Bill total'}</span>
                  <strong data-testid="bill-total">{cents(runningTotalCents(b))}</strong>
                </p>

                {error && (
                  <p className="form-error" role="alert">
                    {error}
                  </p>
                )}
                <div className="floor-actions">
                  {b.status === 'open' && (
                    <>
                      <button type="button" className="btn floor-touch" onClick={() => go('round')}>
                        Add round
                      </button>
                      <button type="button" className="btn btn-secondary floor-touch" disabled={b.rounds.length === 0} onClick={() => go('close')}>
                        Close bill
                      </button>
                      <button type="button" className="btn btn-secondary floor-touch" onClick={() => go('merge')}>
                        Merge
                      </button>
                    </>
                  )}
                  {b.status === 'closed' && invoices.length > 0 && !anyPaid && (
                    <button type="button" className="btn btn-secondary floor-touch" onClick={() => go('split')}>
                      Split
                    </button>
                  )}
                  {(b.status === 'open' || b.status === 'closed') && (
                    <button type="button" className="btn btn-secondary floor-touch" onClick={() => go('move')}>
                      Move
                    </button>
                  )}
                  {(b.status === 'paid' || (b.status === 'open' && b.rounds.length === 0)) && (
                    <button type="button" className="btn btn-danger floor-touch" onClick={() => go('clear')}>
                      Clear table
                    </button>
                  )}
                </div>
                {b.rounds.length === 0 ? (
                  <p className="admin-sub">No rounds yet.</p>
                ) : (
                  <ol className="floor-rounds" aria-label="Rounds">
                    {b.rounds.map((r) => (
                      <li key={r.orderId || r.round} className="floor-round-card">
                        <p className="floor-round-head">
                          <strong>Round {r.round}</strong> · {clock(r.at)} · {byName(r.by)} <span className="badge">{r.status}</span>
                        </p>
                        <ul className="admin-line-list">
                          {r.items.map((l, i) => (
                            <li key={i}>
                              <span>
                                {l.quantity} × {l.name}
                                {l.note ? <span className="admin-sub"> · {l.note}</span> : null}
                              </span>
                              {l.priceCents !== undefined && <span>{cents(l.priceCents * l.quantity)}</span>}
                            </li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  </ol>
                )}
              </>
            )}

            {mode === 'round' && <AddRound billId={billId} onAdded={(round) => done(`Round ${round} sent to the kitchen.`)} onCancel={() => go('view')} />}
            {mode === 'close' && (
              <CloseBill billId={billId} onClosed={(number) => done(`Invoice ${number} issued. The table waits for payment.`)} onCancel={() => go('view')} />
            )}
            {mode === 'split' && invoices[0] && (
              <SplitBill
                billId={billId}
                invoice={{ ...invoices[0], totalCents: invoices.reduce((s, i) => s + i.totalCents, 0) }}
                onSplit={(a) =>
                  done(
                    `Split into ${a.invoices.map((i) => `${i.number ?? 'invoice'} ${cents(i.totalCents)}`).join(' + ')} = ${cents(a.invoices.reduce((s, i) => s + i.totalCents, 0))}` +
                      (a.creditNote ? `; credit note ${a.creditNote.number} cancels the whole.` : '.'),
                  )
                }
                onCancel={() => go('view')}
              />
            )}
            {typeof mode === 'object' && <PayInvoice orderId={mode.pay} onPaid={() => done('Payment recorded.')} onCancel={() => go('view')} />}

            {mode === 'move' && (
              <TablePicker
                heading="Move the party to"
                empty="No free table to move to."
                tables={freeTables}
                busy={busy}
                error={error}
                onPick={(t) =>
                  void run('move', () => moveBill(billId, t.id), 'Could not move the party').then((ok) => {
                    if (!ok) return;
                    setNotice(`Moved to table ${t.name}.`);
                    setMode('view');
                    bill.reload();
                    onMoved(t.id);
                  })
                }
                onCancel={() => go('view')}
              />
            )}
            {mode === 'merge' && (
              <TablePicker
                heading={`Merge into table ${table.name}'s bill`}
                empty="No other seated table to merge."
                tables={otherBills}
                busy={busy}
                error={error}
                confirm={(t) => `Merge table ${t.name}'s bill into this one? Its rounds join this bill and table ${t.name} becomes free.`}
                onPick={(t) =>
                  void run('merge', () => mergeBill(billId, t.bill!.id), 'Could not merge the bills').then(
                    (ok) => ok && done(`Table ${t.name}'s rounds joined this bill.`),
                  )
                }
                onCancel={() => go('view')}
              />
            )}
            {mode === 'clear' && (
              <div className="floor-confirm" role="alertdialog" aria-label="Clear the table">
                <p>
                  Clear table {table.name}? {b.status === 'paid' ? 'The bill is paid and' : 'The party left without ordering;'} the table becomes free.
                </p>
                {error && (
                  <p className="form-error" role="alert">
                    {error}
                  </p>
                )}
                <div className="admin-modal-actions">
                  <button type="button" className="btn btn-ghost floor-touch" onClick={() => go('view')} disabled={busy !== null}>
                    Keep it
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger floor-touch"
                    disabled={busy !== null}
                    onClick={() => void run('clear', () => clearTable(b.tableId || table.id), 'Could not clear the table').then((ok) => ok && onCleared())}
                  >
                    {busy === 'clear' ? 'Clearing...' : 'Clear table'}
                  </button>
                </div>
              </div>
            )}
            {b.closedAt && <p className="admin-sub">Closed {clock(b.closedAt)}</p>}
          </>
        )}
      </div>
    </Modal>
  );
}

/** After a split: each part and their sum against the whole bill. */
function AddsUp({ invoices, whole, cents }: { invoices: BillInvoice[]; whole: number | null; cents: (c: number) => string }) {
  const sum = invoices.reduce((s, i) => s + i.totalCents, 0);
  return (
    <p className={`floor-adds-up${whole === null || whole === sum ? '' : ' is-off'}`} data-testid="adds-up">
      {invoices.map((i) => cents(i.totalCents)).join(' + ')} = {cents(sum)}
      {whole === null ? '' : whole === sum ? ' · adds up to the whole bill' : ` · the whole bill is ${cents(whole)}`}
    </p>
  );
}

function TablePicker({
  heading,
  empty,
  tables,
  busy,
  error,
  confirm,
  onPick,
  onCancel,
}: {
  heading: string;
  empty: string;
  tables: FloorTableView[];
  busy: string | null;
  error: string | null;
  confirm?: (t: FloorTableView) => string;
  onPick: (t: FloorTableView) => void;
  onCancel: () => void;
}) {
  const [asking, setAsking] = useState<FloorTableView | null>(null);
  return (
    <div className="floor-form">
      <h3 className="admin-details-heading">{heading}</h3>
      {tables.length === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : asking && confirm ? (
        <div className="floor-confirm" role="alertdialog" aria-label="Confirm">
          <p>{confirm(asking)}</p>
          <div className="admin-modal-actions">
            <button type="button" className="btn btn-ghost floor-touch" disabled={busy !== null} onClick={() => setAsking(null)}>
              Keep them apart
            </button>
            <button type="button" className="btn btn-danger floor-touch" disabled={busy !== null} onClick={() => onPick(asking)}>
              {busy ? 'Working...' : `Merge table ${asking.name}`}
            </button>
          </div>
        </div>
      ) : (
        <ul className="floor-pick" aria-label={heading}>
          {tables.map((t) => (
            <li key={t.id}>
              <button type="button" className="btn btn-secondary floor-touch" disabled={busy !== null} onClick={() => (confirm ? setAsking(t) : onPick(t))}>
                Table {t.name}
                <span className="admin-sub"> · {t.bill ? `${t.bill.name ?? ''} ${t.bill.guests} guests` : `${t.seats} seats`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-modal-actions">
        <button type="button" className="btn btn-ghost floor-touch" onClick={onCancel} disabled={busy !== null}>
          Back
        </button>
      </div>
    </div>
  );
}
