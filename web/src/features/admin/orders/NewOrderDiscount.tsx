import { useId } from 'react';
import type { NewOrderDiscountDraft } from './use-new-order';

/** New Order's optional discount: a percent or an amount off, with the reason the audit log keeps. */
export function NewOrderDiscount({ draft, set }: { draft: NewOrderDiscountDraft; set: (d: NewOrderDiscountDraft) => void }) {
  const ids = useId();
  return (
    <fieldset className="admin-adjust-plain">
      <legend>
        Discount <span className="hint">(optional)</span>
      </legend>
      <div className="admin-adjust-row">
        {(['percent', 'amount'] as const).map((k) => (
          <label key={k}>
            <input type="radio" name={`${ids}-kind`} checked={draft.kind === k} onChange={() => set({ ...draft, kind: k })} />
            {k === 'percent' ? 'Percent' : 'Amount'}
          </label>
        ))}
        <label>
          {draft.kind === 'percent' ? 'Percent off' : 'Amount off'}
          <input
            inputMode="decimal"
            autoComplete="off"
            maxLength={10}
            value={draft.value}
            onChange={(e) => set({ ...draft, value: e.target.value.replace(/[^\d.,]/g, '') })}
          />
        </label>
        <label className="admin-adjust-grow">
          Reason for the discount
          <input autoComplete="off" maxLength={200} value={draft.reason} onChange={(e) => set({ ...draft, reason: e.target.value })} />
        </label>
      </div>
    </fieldset>
  );
}
