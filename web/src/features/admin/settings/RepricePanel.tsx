import { useCallback, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { formatMoney } from '@domain/money';
import { RepriceInput, ROUND_TO } from '@domain/reprice';
import { errorMessage } from '@/lib/api-client';
import { useSettings } from '@/lib/settings';
import { useResource } from '@/lib/use-resource';
import { getRepricePreview, repriceAll, type RepricePreview } from '@/api/reprice';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { LoadFailed } from '../shell/LoadFailed';
import { useDraftAt } from './settings-store';

/** A usual first guess for the factor between two currencies; the owner types their own. */
const usualFactor = (from: string, to: string) => (from === 'USD' && to === 'INR' ? '80' : from === 'INR' && to === 'USD' ? '0.0125' : '');

type Range = RepricePreview['before'];

/**
 * Menu prices, under the currency: their range, and every dish, thali and usual thali price times a factor with
 * rounding, previewed (a few examples and how many change) and applied on the server in one change.
 */
export function RepricePanel() {
  const id = useId();
  const saved = useSettings().locale;
  const draftCode = useDraftAt<string>('locale.currencyCode');
  const draftSymbol = useDraftAt<string>('locale.currencySymbol');
  const switching = draftCode !== saved.currencyCode;
  const before = (n: number) => formatMoney(n, saved.currencySymbol, saved.currencyCode);
  const after = (n: number) => formatMoney(n, draftSymbol || saved.currencySymbol, draftCode || saved.currencyCode);
  const rangeText = (r: Range, money: (n: number) => string) =>
    r.count === 0 || r.min === null || r.max === null
      ? 'no prices yet'
      : `${money(r.min)} to ${money(r.max)} (${r.count} ${r.count === 1 ? 'price' : 'prices'})`;

  const range = useResource(useCallback((signal: AbortSignal) => getRepricePreview(null, signal), []));
  const [factor, setFactor] = useState(() => usualFactor(saved.currencyCode, draftCode));
  const [roundTo, setRoundTo] = useState(() => (draftCode === 'INR' ? '5' : '0.01'));
  const [problem, setProblem] = useState<string | null>(null);
  const [plan, setPlan] = useState<{ input: RepriceInput; preview: RepricePreview } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const applied = useRef(false);

  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPlan(null);
    setProblem(null);
  };

  const preview = async () => {
    const parsed = RepriceInput.safeParse({ factor: factor.trim() === '' ? Number.NaN : factor.trim(), roundTo });
    if (!parsed.success) {
      setPlan(null);
      return setProblem(parsed.error.issues[0]?.message ?? 'Check the factor');
    }
    setProblem(null);
    setPreviewing(true);
    try {
      setPlan({ input: parsed.data, preview: await getRepricePreview(parsed.data) });
    } catch (e) {
      setProblem(errorMessage(e, 'Could not work out the new prices. Please try again.'));
    } finally {
      setPreviewing(false);
    }
  };

  const apply = async () => {
    if (!plan) return;
    try {
      const done = await repriceAll(plan.input);
      toast.success(done.message);
      applied.current = true;
      range.reload();
    } catch (e) {
      const message = errorMessage(e, 'Could not change the prices. No price was changed.');
      setProblem(message);
      toast.error(message);
      throw e;
    }
  };

  const changing = plan?.preview.changing ?? 0;
  const roundLabel = (r: number) => after(r).replace(/\.00$/, '');
  return (
    <div className="settings-reprice" aria-labelledby={`${id}-title`} role="group">
      <h3 className="settings-subhead" id={`${id}-title`}>
        Menu prices
      </h3>
      {switching && (
        <p className="settings-reprice-note" role="status">
          The currency changes from {saved.currencyCode} to {draftCode || '…'}, but the prices stay the same numbers. Multiply them below if they should change
          too.
        </p>
      )}
      {range.loading && !range.data && <p className="loading-state">Loading the menu&apos;s prices...</p>}
      {range.error !== null && !range.data && (
        <LoadFailed title="Could not load the menu's prices" message={errorMessage(range.error, 'Please try again.')} onRetry={range.reload} />
      )}
      {range.data && <p>Now: {rangeText(range.data.before, before)}.</p>}

      <div className="settings-grid">
        <div className="field">
          <label htmlFor={`${id}-factor`}>Multiply every price by</label>
          <input
            id={`${id}-factor`}
            inputMode="decimal"
            autoComplete="off"
            value={factor}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-factor-hint${problem ? ` ${id}-problem` : ''}`}
            onChange={(e) => edit(setFactor)(e.target.value)}
            onKeyDown={(e) => {
              // Inside the settings form: Enter previews, it does not save the settings.
              if (e.key === 'Enter') {
                e.preventDefault();
                void preview();
              }
            }}
          />
          <span className="hint" id={`${id}-factor-hint`}>
            Like 80 for dollars to rupees
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-round`}>Round to the nearest</label>
          <select id={`${id}-round`} value={roundTo} onChange={(e) => edit(setRoundTo)(e.target.value)}>
            {ROUND_TO.map((r) => (
              <option key={r} value={String(r)}>
                {roundLabel(r)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {problem && (
        <p className="form-error" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => void preview()} disabled={previewing} aria-busy={previewing}>
        {previewing ? 'Working out...' : 'Preview new prices'}
      </button>

      {plan && (
        <div className="settings-reprice-plan" aria-live="polite">
          <p>
            <strong>
              {changing} of {plan.preview.before.count} prices change
            </strong>
            {plan.preview.after && <> · after: {rangeText(plan.preview.after, after)}</>}.
            {plan.preview.offers > 0 && ` ${plan.preview.offers} ${plan.preview.offers === 1 ? 'offer is' : 'offers are'} percent off: their prices follow.`}
          </p>
          {(plan.preview.examples ?? []).length > 0 && (
            <div className="settings-reprice-scroll">
              <table className="settings-reprice-table">
                <caption className="visually-hidden">Examples of the new prices</caption>
                <thead>
                  <tr>
                    <th scope="col">Example</th>
                    <th scope="col" className="num">
                      Now
                    </th>
                    <th scope="col" className="num">
                      After
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {plan.preview.examples!.map((e) => (
                    <tr key={`${e.kind}-${e.name}`}>
                      <th scope="row">{e.name}</th>
                      <td className="num">{before(e.from)}</td>
                      <td className="num">{after(e.to)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <button type="button" className="btn btn-danger btn-sm" disabled={changing === 0} onClick={() => setConfirming(true)}>
            Change {changing} {changing === 1 ? 'price' : 'prices'}
          </button>
        </div>
      )}
      {confirming && plan && (
        <ConfirmDialog
          title="Change every price?"
          message={`Multiply ${changing} prices by ${plan.input.factor}, rounded to the nearest ${roundLabel(plan.input.roundTo)}? The menu, today's and later thalis and the usual thali prices change at once; orders already placed keep their prices.`}
          confirmLabel={`Change ${changing} prices`}
          cancelLabel="Keep the prices"
          onConfirm={apply}
          onClose={() => {
            setConfirming(false);
            // Applied: the preview is spent (the dialog closes first, then the plan goes).
            if (applied.current) setPlan(null);
            applied.current = false;
          }}
        />
      )}
    </div>
  );
}
