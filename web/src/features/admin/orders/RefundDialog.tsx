import { useId, useState } from 'react';
import { toCents } from '@domain/money';
import type { OrderView } from '@domain/orders';
import { REFUND_MODE_LABEL, REFUND_MODES, RefundInput, type RefundMode } from '@domain/refunds';
import { refundOrder } from '@/api/orders-admin';
import { errorMessage, hasCode } from '@/lib/api-client';
import { useMoney } from '@/lib/prices';
import { Modal } from '../shell/Modal';

/**
 * A partial refund of a paid order (owner or manager): the amount, how it goes back and why. Never more
 * than was paid less what was already refunded; the server checks the same and answers 409 otherwise.
 */
export function RefundDialog({ order, onRefunded, onClose }: { order: OrderView; onRefunded: (o: OrderView) => void; onClose: () => void }) {
  const id = useId();
  const money = useMoney();
  const [amount, setAmount] = useState('');
  const [mode, setMode] = useState<RefundMode | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = RefundInput.safeParse({ amount: amount.trim() === '' ? NaN : Number(amount), mode: mode || undefined, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    if (toCents(parsed.data.amount) > toCents(order.refundable)) {
      setError(`A refund can be at most ${money(order.refundable)}: what was paid less what was already refunded`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onRefunded(await refundOrder(order._id, parsed.data));
      onClose();
    } catch (err) {
      const text = errorMessage(err, 'Failed to record the refund');
      setError(hasCode(err, 'forbidden_role') ? `${text} A manager can take over on this device with Switch person and their PIN.` : text);
      setBusy(false);
    }
  };
  const clear = () => setError(null);
  return (
    <Modal title={`Refund order #${order.reference}`} onClose={onClose} role="alertdialog" size="sm" busy={busy}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="admin-confirm-message">
          Paid {money(order.total)}
          {order.refunded > 0 ? `, refunded ${money(order.refunded)} so far` : ''}. Up to {money(order.refundable)} can be refunded. The refund is kept with
          your name and the reason.
        </p>
        <div className="field">
          <label htmlFor={`${id}-amount`}>Amount</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              clear();
            }}
            data-autofocus
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-mode`}>Refund by</label>
          <select
            id={`${id}-mode`}
            value={mode}
            onChange={(e) => {
              setMode(e.target.value as RefundMode | '');
              clear();
            }}
          >
            <option value="">Choose how the money goes back</option>
            {REFUND_MODES.map((m) => (
              <option key={m} value={m}>
                {REFUND_MODE_LABEL[m]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason</label>
          <textarea
            id={`${id}-reason`}
            rows={2}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              clear();
            }}
          />
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="admin-modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            Keep it
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy} aria-busy={busy}>
            {busy ? 'Working...' : 'Record refund'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
