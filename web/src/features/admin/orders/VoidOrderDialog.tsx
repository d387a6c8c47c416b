import { useId, useState } from 'react';
import { VOID_REASON } from '@domain/order-status';
import type { OrderView } from '@domain/orders';
import { errorMessage } from '@/lib/api-client';
import { Modal } from '../shell/Modal';

interface VoidOrderDialogProps {
  order: OrderView;
  /** Voids on the server; a rejection keeps the dialog open with the message. */
  onVoid: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Voiding keeps the order on record, out of revenue: it asks to confirm, with the reason that is kept. */
export function VoidOrderDialog({ order, onVoid, onClose }: VoidOrderDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < VOID_REASON.min || trimmed.length > VOID_REASON.max) {
      setError(VOID_REASON.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onVoid(trimmed);
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'Failed to void the order'));
      setBusy(false);
    }
  };
  return (
    <Modal title={`Void order #${order.reference}`} onClose={onClose} role="alertdialog" size="sm" busy={busy}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="admin-confirm-message">The order stays on record as Voided, with your name and the reason, and leaves revenue. This cannot be undone.</p>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason</label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            rows={3}
            maxLength={VOID_REASON.max + 50}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            data-autofocus
          />
        </div>
        {error && (
          <p className="form-error" role="alert" id={`${id}-error`}>
            {error}
          </p>
        )}
        <div className="admin-modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            Keep it
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy} aria-busy={busy}>
            {busy ? 'Working...' : 'Void order'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
