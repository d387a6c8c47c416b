import { useState, type FormEvent } from 'react';
import { DiscountInput } from '@domain/discounts';
import type { OrderView } from '@domain/orders';
import { setOrderDiscount } from '@/api/order-adjust';
import { errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/prices';
import { useSettings } from '@/lib/settings';

type Kind = 'percent' | 'amount';

/** A discount on the order before its bill: a percent or an amount off, with a reason; the server holds it to the role's limit. */
export function DiscountForm({ order, onChanged }: { order: OrderView; onChanged: (o: OrderView) => void }) {
  const money = useMoney();
  const limit = useSettings().discounts.counterMaxPercent;
  const given = order.discountGiven;
  const [kind, setKind] = useState<Kind>(given?.amount != null ? 'amount' : 'percent');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const send = async (body: Record<string, unknown>) => {
    const parsed = DiscountInput.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setBusy(true);
    setError('');
    try {
      onChanged(await setOrderDiscount(order._id, body as never));
      setValue('');
      setReason('');
    } catch (e) {
      setError(errorMessage(e, 'Could not save the discount. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(value.replace(',', '.'));
    if (value.trim() === '' || !Number.isFinite(n) || n <= 0)
      return setError(kind === 'percent' ? 'Enter the percent off, like 10' : 'Enter the amount off, like 50');
    void send({ [kind]: n, reason: reason.trim() });
  };

  return (
    <form className="admin-adjust" onSubmit={submit} aria-label="Discount" noValidate>
      <fieldset disabled={busy}>
        <legend>Discount</legend>
        <p className="admin-sub">Taken off before the service charge and tax. Counter staff may give up to {limit}%; owners and managers any.</p>
        {given && (
          <p className="admin-sub" data-testid="order-discount">
            {given.percent !== null ? `${given.percent}% off` : `${money(given.amount ?? 0)} off`} ({money(order.discount)}) · {given.reason}
            {given.by && ` · by ${given.by}`}
          </p>
        )}
        <div className="admin-adjust-row">
          <label>
            <input type="radio" name="discount-kind" checked={kind === 'percent'} onChange={() => setKind('percent')} /> Percent
          </label>
          <label>
            <input type="radio" name="discount-kind" checked={kind === 'amount'} onChange={() => setKind('amount')} /> Amount
          </label>
        </div>
        <div className="admin-adjust-row">
          <label>
            {kind === 'percent' ? 'Percent off' : 'Amount off'}
            <input inputMode="decimal" autoComplete="off" value={value} onChange={(e) => setValue(e.target.value.replace(/[^\d.,]/g, ''))} maxLength={10} />
          </label>
          <label className="admin-adjust-grow">
            Reason
            <input autoComplete="off" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} placeholder="Regular guest, late food..." />
          </label>
        </div>
        <p className="form-error" role="alert">
          {error}
        </p>
        <div className="admin-adjust-row">
          <button type="submit" className="btn btn-sm">
            {busy ? 'Saving...' : given ? 'Change discount' : 'Give discount'}
          </button>
          {given && (
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => void send({ percent: 0, reason: reason.trim() })}>
              Remove discount
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
