import { useState, type FormEvent } from 'react';
import { BillingInput } from '@domain/b2b';
import type { OrderView } from '@domain/orders';
import { setOrderBilling } from '@/api/order-adjust';
import { errorMessage } from '@/lib/api-client';

/** A B2B invoice: the customer's GSTIN and legal name, printed as "Billed to"; checked as the server checks them. */
export function BillingForm({ order, onChanged }: { order: OrderView; onChanged: (o: OrderView) => void }) {
  const [gstin, setGstin] = useState(order.billing?.customerGstin ?? '');
  const [name, setName] = useState(order.billing?.customerName ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const send = async (body: { customerGstin: string; customerName: string }) => {
    const parsed = BillingInput.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setBusy(true);
    setError('');
    try {
      onChanged(await setOrderBilling(order._id, body));
      if (!parsed.data) {
        setGstin('');
        setName('');
      }
    } catch (e) {
      setError(errorMessage(e, 'Could not save the billing details. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!gstin.trim()) return setError("Enter the customer's GSTIN");
    void send({ customerGstin: gstin.trim().toUpperCase(), customerName: name.trim() });
  };

  return (
    <form className="admin-adjust" onSubmit={submit} aria-label="Business billing" noValidate>
      <fieldset disabled={busy}>
        <legend>Bill to a business (B2B)</legend>
        {order.billing && (
          <p className="admin-sub" data-testid="order-billed-to">
            Billed to {order.billing.customerName} · GSTIN {order.billing.customerGstin}
          </p>
        )}
        <div className="admin-adjust-row">
          <label>
            Customer GSTIN
            <input autoComplete="off" value={gstin} maxLength={15} onChange={(e) => setGstin(e.target.value.toUpperCase())} placeholder="24AAACT1234A1Z5" />
          </label>
          <label className="admin-adjust-grow">
            Legal name
            <input autoComplete="organization" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
          </label>
        </div>
        <p className="form-error" role="alert">
          {error}
        </p>
        <div className="admin-adjust-row">
          <button type="submit" className="btn btn-sm">
            {busy ? 'Saving...' : 'Save billing details'}
          </button>
          {order.billing && (
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => void send({ customerGstin: '', customerName: '' })}>
              Bill to a consumer
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
