import { useId, useState } from 'react';
import { VOID_REASON } from '@domain/order-status';
import type { OrderView } from '@domain/orders';
import { REFUND_MODE_LABEL, REFUND_MODES, REFUND_TEXTS, type RefundMode } from '@domain/refunds';
import { errorMessage, hasCode } from '@/lib/api-client';
import { useMoney } from '@/lib/prices';
import { Modal } from '../shell/Modal';

export type CloseKind = 'void' | 'cancel' | 'notCollected';

export interface CloseChoice {
  reason: string;
  refundMode?: RefundMode;
}

interface OrderCloseDialogProps {
  kind: CloseKind;
  order: OrderView;
  /** Cancelling: false when the guest is not to be texted. */
  notify?: boolean;
  /** Saves on the server; a rejection keeps the dialog open with the message. */
  onConfirm: (choice: CloseChoice) => Promise<unknown>;
  onClose: () => void;
}

/** Whether the kind needs a reason: always for a void and Not collected; for a cancel once the kitchen has started. */
const needsReason = (kind: CloseKind, order: OrderView) => kind !== 'cancel' || order.status !== 'Pending';

/** A cancel or void of a paid order gives back what is left of its payment (a paid takeaway never collected stays a sale). */
const givesBack = (kind: CloseKind, order: OrderView) => kind !== 'notCollected' && order.refundable > 0;

/**
 * Cancel, Not collected and Void: each asks to confirm, with the reason that is kept (required for a
 * void, Not collected, and a cancel once the kitchen has started), and how the money goes back when the
 * order was paid. An invoiced order gets a credit note; the dialog says so.
 */
export function OrderCloseDialog({ kind, order, notify = true, onConfirm, onClose }: OrderCloseDialogProps) {
  const id = useId();
  const money = useMoney();
  const [reason, setReason] = useState('');
  const [mode, setMode] = useState<RefundMode | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const required = needsReason(kind, order);
  const refund = givesBack(kind, order);
  const words = {
    void: { title: `Void order #${order.reference}`, confirm: 'Void order', failed: 'Failed to void the order' },
    cancel: { title: `Cancel order #${order.reference}`, confirm: 'Cancel order', failed: 'Failed to cancel the order' },
    notCollected: { title: `Not collected: order #${order.reference}`, confirm: 'Mark not collected', failed: 'Failed to mark the order not collected' },
  }[kind];
  const message = {
    void: 'The order stays on record as Voided, with your name and the reason, and leaves revenue. This cannot be undone.',
    cancel: `Are you sure you want to cancel order #${order.reference}?${notify ? '' : ' The guest will not be texted.'}`,
    notCollected: order.isPaid
      ? 'The guest never came for this takeaway. It was paid, so it stays a sale, shown as Not collected (paid).'
      : 'The guest never came for this takeaway. It leaves the sales, with your name and the reason.',
  }[kind];
  const leavesSales = kind !== 'notCollected' || !order.isPaid;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = reason.trim();
    if ((required || trimmed) && (trimmed.length < VOID_REASON.min || trimmed.length > VOID_REASON.max)) {
      setError(VOID_REASON.message);
      return;
    }
    if (refund && !mode) {
      setError(REFUND_TEXTS.modeNeeded);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm({ reason: trimmed, ...(refund && mode ? { refundMode: mode } : {}) });
      onClose();
    } catch (err) {
      const text = errorMessage(err, words.failed);
      setError(hasCode(err, 'forbidden_role') ? `${text} A manager can take over on this device with Switch person and their PIN.` : text);
      setBusy(false);
    }
  };
  return (
    <Modal title={words.title} onClose={onClose} role="alertdialog" size="sm" busy={busy}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="admin-confirm-message">{message}</p>
        {order.invoiceNumber && leavesSales && !order.creditNote && (
          <p className="admin-sub">Invoice {order.invoiceNumber} gets a credit note, which the GST summary takes off.</p>
        )}
        <div className="field">
          <label htmlFor={`${id}-reason`}>{required ? 'Reason' : 'Reason (optional)'}</label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            rows={3}
            maxLength={VOID_REASON.max + 50}
            aria-invalid={error === VOID_REASON.message ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            data-autofocus
          />
        </div>
        {refund && (
          <div className="field">
            <label htmlFor={`${id}-mode`}>Refund {money(order.refundable)} by</label>
            <select
              id={`${id}-mode`}
              value={mode}
              aria-invalid={error === REFUND_TEXTS.modeNeeded ? true : undefined}
              onChange={(e) => {
                setMode(e.target.value as RefundMode | '');
                setError(null);
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
        )}
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
            {busy ? 'Working...' : words.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
