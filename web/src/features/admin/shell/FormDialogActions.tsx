import { SubmitButton } from '@/components/SubmitButton';

interface FormDialogActionsProps {
  error: string | null;
  /** The error line's id, for a form that is described by it. */
  errorId?: string;
  busy: boolean;
  onCancel: () => void;
  /** The way out: "Cancel", or "Back" in a step of a dialog. */
  cancelLabel?: string;
  submitLabel: string;
  /** Shown on the submit button while the request runs: "Saving...". */
  busyLabel: string;
}

/** The foot of a back office form dialog: what went wrong, Cancel, and a submit button that shows it is working. */
export function FormDialogActions({ error, errorId, busy, onCancel, cancelLabel = 'Cancel', submitLabel, busyLabel }: FormDialogActionsProps) {
  return (
    <>
      {error && (
        <p className="form-error" id={errorId} role="alert">
          {error}
        </p>
      )}
      <div className="admin-modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </>
  );
}
