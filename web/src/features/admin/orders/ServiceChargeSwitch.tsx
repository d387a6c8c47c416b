import { useState } from 'react';
import type { OrderView } from '@domain/orders';
import { percentText } from '@domain/pricing';
import { setOrderServiceCharge } from '@/api/order-adjust';
import { errorMessage } from '@/lib/api-client';

/** The voluntary service charge of a dine-in order (DECISIONS 32): the counter removes it, or adds it back, before the bill. */
export function ServiceChargeSwitch({ order, onChanged }: { order: OrderView; onChanged: (o: OrderView) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (order.orderType !== 'dine-in' || order.rates.chargeBp === 0) return null;
  const change = async (on: boolean) => {
    setBusy(true);
    setError('');
    try {
      onChanged(await setOrderServiceCharge(order._id, on));
    } catch (e) {
      setError(errorMessage(e, 'Could not change the service charge. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-adjust">
      <label className="admin-switch">
        <input type="checkbox" role="switch" checked={order.serviceCharge} disabled={busy} aria-busy={busy} onChange={(e) => void change(e.target.checked)} />
        <span>
          Service charge ({percentText(order.rates.chargeBp)}){busy ? ' · saving...' : ''}
        </span>
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
