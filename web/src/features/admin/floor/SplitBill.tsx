import { useCallback, useId, useState, type FormEvent } from 'react';
import { toCents, toDollars } from '@domain/money';
import { getInvoiceOrder, splitBill, type BillInvoice, type SplitAnswer, type SplitRequest } from '@/api/floor';
import { errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/prices';
import { useResource } from '@/lib/use-resource';
import { FormDialogActions } from '../shell/FormDialogActions';
import { LoadFailed } from '../shell/LoadFailed';

export const MAX_WAYS = 20;

/** An even split's parts in paise, as a preview: the whole divided, the odd paise on the first parts, adding up exactly. */
export function evenParts(totalCents: number, ways: number): number[] {
  const base = Math.floor(totalCents / ways);
  const left = totalCents - base * ways;
  return Array.from({ length: ways }, (_, i) => base + (i < left ? 1 : 0));
}

interface Line {
  name: string;
  quantity: number;
  priceCents: number;
}

/** Which part each unit of each line goes to: counts[line][part]. */
type Counts = number[][];

/** What is wrong with a split by lines, or null: every unit in some part, and no part empty. */
export function linesProblem(lines: Line[], counts: Counts, parts: number): string | null {
  for (let i = 0; i < lines.length; i++) {
    const sum = counts[i]!.reduce((s, n) => s + n, 0);
    if (sum !== lines[i]!.quantity) return `${lines[i]!.name}: ${sum} of ${lines[i]!.quantity} placed`;
  }
  for (let p = 0; p < parts; p++) if (counts.every((c) => (c[p] ?? 0) === 0)) return `Part ${p + 1} has no lines`;
  return null;
}

/**
 * "Split": evenly into N, or by lines (each unit of a line to a part). The server issues the parts, cancelling the
 * invoice with a credit note; their totals add up to the whole to the paisa, and the panel shows that they do.
 */
export function SplitBill({
  billId,
  invoice,
  onSplit,
  onCancel,
}: {
  billId: string;
  invoice: BillInvoice;
  onSplit: (a: SplitAnswer) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const money = useMoney();
  const cents = (c: number) => money(toDollars(c));
  const [how, setHow] = useState<'even' | 'lines'>('even');
  const [ways, setWays] = useState('2');
  const [parts, setParts] = useState(2);
  // The invoice's lines are read only for a split by lines.
  const loadLines = useCallback((signal: AbortSignal) => getInvoiceOrder(invoice.orderId, signal), [invoice.orderId]);
  const order = useResource(how === 'lines' ? loadLines : null);
  const lines: Line[] = (order.data?.items ?? []).map((l) => ({ name: l.name, quantity: l.quantity, priceCents: toCents(l.price) }));
  const [counts, setCounts] = useState<Counts | null>(null);
  const shown: Counts = counts ?? lines.map((l) => Array.from({ length: parts }, (_, p) => (p === 0 ? l.quantity : 0)));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const n = Number(ways);
  const waysOk = Number.isInteger(n) && n >= 2 && n <= MAX_WAYS;
  const setCount = (line: number, part: number, value: number) =>
    setCounts(shown.map((row, i) => (i === line ? row.map((c, p) => (p === part ? Math.max(0, Math.min(lines[i]!.quantity, value)) : c)) : row)));
  const setPartCount = (k: number) => {
    setParts(k);
    setCounts(
      shown.map((row, i) =>
        Array.from({ length: k }, (_, p) => (p < row.length ? row[p]! : 0)).map((c, p, all) =>
          p === 0 ? c + lines[i]!.quantity - all.reduce((s, x) => s + x, 0) : c,
        ),
      ),
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    let body: SplitRequest;
    if (how === 'even') {
      if (!waysOk) return setError(`Split into 2 to ${MAX_WAYS} parts`);
      body = { ways: n };
    } else {
      const problem = linesProblem(lines, shown, parts);
      if (problem) return setError(problem);
      body = {
        parts: Array.from({ length: parts }, (_, p) => shown.flatMap((row, line) => (row[p]! > 0 ? [{ line, quantity: row[p]! }] : []))),
      };
    }
    setBusy(true);
    setError(null);
    try {
      onSplit(await splitBill(billId, body));
    } catch (err) {
      setError(errorMessage(err, 'Could not split the bill'));
      setBusy(false);
    }
  };

  return (
    <form className="floor-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Split the bill">
      <h3 className="admin-details-heading">Split the bill · {cents(invoice.totalCents)}</h3>
      <fieldset className="floor-choice">
        <legend>How</legend>
        <label className="floor-touch-row">
          <input type="radio" name={`${id}-how`} checked={how === 'even'} onChange={() => setHow('even')} /> Evenly
        </label>
        <label className="floor-touch-row">
          <input type="radio" name={`${id}-how`} checked={how === 'lines'} onChange={() => setHow('lines')} /> By lines
        </label>
      </fieldset>
      {how === 'even' ? (
        <>
          <div className="floor-field">
            <label htmlFor={`${id}-ways`}>Parts</label>
            <input id={`${id}-ways`} inputMode="numeric" maxLength={2} value={ways} onChange={(e) => setWays(e.target.value.replace(/[^\d]/g, ''))} />
          </div>
          {waysOk && (
            <p className="admin-sub" data-testid="split-preview">
              About {evenParts(invoice.totalCents, n).map(cents).join(' + ')} = {cents(invoice.totalCents)}
            </p>
          )}
        </>
      ) : (
        <>
          {order.error !== null && !order.data && <LoadFailed message={errorMessage(order.error, 'Could not load the invoice lines')} onRetry={order.reload} />}
          {order.loading && !order.data && <p className="loading-state">Loading the lines...</p>}
          {order.data && (
            <>
              <div className="floor-field">
                <label htmlFor={`${id}-parts`}>Parts</label>
                <select id={`${id}-parts`} value={parts} onChange={(e) => setPartCount(Number(e.target.value))}>
                  {Array.from({ length: 5 }, (_, i) => i + 2).map((k) => (
                    <option key={k} value={k}>
                      {k}
                    </option>
                  ))}
                </select>
              </div>
              <div className="floor-split-table" role="table" aria-label="Lines per part">
                <div role="row" className="floor-split-row">
                  <span role="columnheader">Line</span>
                  {Array.from({ length: parts }, (_, p) => (
                    <span role="columnheader" key={p}>
                      Part {p + 1}
                    </span>
                  ))}
                </div>
                {lines.map((l, i) => (
                  <div role="row" className="floor-split-row" key={i}>
                    <span role="rowheader">
                      {l.quantity} × {l.name}
                    </span>
                    {Array.from({ length: parts }, (_, p) => (
                      <span role="cell" key={p}>
                        <input
                          inputMode="numeric"
                          aria-label={`${l.name} in part ${p + 1}`}
                          value={String(shown[i]?.[p] ?? 0)}
                          onChange={(e) => setCount(i, p, Number(e.target.value.replace(/[^\d]/g, '')) || 0)}
                        />
                      </span>
                    ))}
                  </div>
                ))}
                <div role="row" className="floor-split-row floor-split-sum">
                  <span role="rowheader">Lines (before charges and tax)</span>
                  {Array.from({ length: parts }, (_, p) => (
                    <span role="cell" key={p}>
                      {cents(lines.reduce((s, l, i) => s + l.priceCents * (shown[i]?.[p] ?? 0), 0))}
                    </span>
                  ))}
                </div>
              </div>
            </>
          )}
        </>
      )}
      <FormDialogActions error={error} busy={busy} onCancel={onCancel} cancelLabel="Back" submitLabel="Split" busyLabel="Splitting..." />
    </form>
  );
}
