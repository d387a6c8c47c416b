import { useEffect, useId, useRef } from 'react';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action. Focus starts on the safe choice; Escape keeps things as they are. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel = 'Keep it', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const safe = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    safe.current?.focus();
    return () => previous?.focus?.();
  }, []);

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onCancel()}>
      <div
        className="modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !busy) onCancel();
          if (e.key === 'Tab') {
            // Two buttons: Tab moves between them and never leaves the dialog.
            const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
            const next = buttons[(buttons.indexOf(document.activeElement as HTMLButtonElement) + 1) % buttons.length];
            e.preventDefault();
            next?.focus();
          }
        }}
      >
        <h2 id={titleId}>{title}</h2>
        <p>{message}</p>
        <div className="confirm-actions">
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
            {busy ? 'Saving…' : confirmLabel}
          </button>
          <button type="button" className="btn btn-ghost" ref={safe} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
