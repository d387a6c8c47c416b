interface FormDialogActionsProps {
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
  /** Shown on the submit button while the request runs: "Saving...". */
  busyLabel: string;
}

/** The foot of a back office form dialog: what went wrong, Cancel, and a submit button that shows it is working. */
export function FormDialogActions({ error, busy, onCancel, submitLabel, busyLabel }: FormDialogActionsProps) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
