import { useState } from 'react';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Resolves when done; a rejection keeps the dialog open so the admin can retry or cancel. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  cancelLabel?: string;
}

/** Every destructive action asks first, in the spec's words, and shows that it is working. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose, cancelLabel = 'Keep it' }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      setBusy(false);
    }
  };
  return (
    <Modal title={title} onClose={onClose} role="alertdialog" size="sm" busy={busy}>
      <p className="admin-confirm-message">{message}</p>
      <div className="admin-modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy} data-autofocus>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
          {busy ? 'Working...' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
