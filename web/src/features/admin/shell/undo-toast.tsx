import { useState } from 'react';
import { toast, type ToastContentProps } from 'react-toastify';

export interface UndoableChange {
  /** What happened, e.g. "Order #AB12CD marked Ready". */
  message: string;
  /** The server's move: when it was made and until when it accepts the undo. */
  move: { at: string; until: string };
  /** Asks the server to undo; a rejection is reported by the caller. */
  onUndo: () => Promise<unknown>;
  /** The window passed without an undo: texts the change held may go now. */
  onSettled?: () => void;
}

function UndoBody({ message, onUndo, closeToast }: { message: string; onUndo: () => Promise<unknown> } & Partial<ToastContentProps>) {
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    setBusy(true);
    try {
      await onUndo();
    } finally {
      closeToast?.();
    }
  };
  return (
    <div className="admin-undo-toast">
      <span>{message}</span>
      <button type="button" className="btn btn-sm btn-secondary" disabled={busy} aria-busy={busy} onClick={() => void undo()}>
        {busy ? 'Undoing...' : 'Undo'}
      </button>
    </div>
  );
}

/**
 * The success toast of a change the server lets an admin undo: it offers "Undo" for as long
 * as the server accepts it (measured from the reply, so the device's clock does not matter),
 * and does not pause on hover, since the server's window does not either.
 */
export function showUndoToast(change: UndoableChange): void {
  const windowMs = Math.max(0, Date.parse(change.move.until) - Date.parse(change.move.at));
  let undone = false;
  const settle = setTimeout(() => {
    if (!undone) change.onSettled?.();
  }, windowMs + 500);
  const onUndo = async () => {
    undone = true;
    clearTimeout(settle);
    try {
      await change.onUndo();
    } catch (e) {
      undone = false;
      throw e;
    }
  };
  toast.success((props: ToastContentProps) => <UndoBody message={change.message} onUndo={onUndo} {...props} />, {
    autoClose: windowMs,
    closeOnClick: false,
    pauseOnHover: false,
    pauseOnFocusLoss: false,
  });
}
