import { useId, useState } from 'react';
import { CloseDayInput, openBillsText } from '@domain/floor-report';
import { closeDay, type DayClosingDoc, type OpenBillView } from '@/api/reports-admin';
import { errorMessage } from '@/lib/api-client';
import { Modal } from '../shell/Modal';

/** "23:40", and "23:40 on 16 Jul" when the closing came on a later day than the one closed. */
function closedAtText(closing: DayClosingDoc, timeZone: string): string {
  const at = new Date(closing.closedAt);
  const clock = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  const day = at.toLocaleDateString('en-CA', { timeZone });
  return day === closing.date ? clock : `${clock} on ${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone })}`;
}

/** "Closed by Asha at 23:40", and why when bills were still open. */
export function ClosingNote({ closing, timeZone }: { closing: DayClosingDoc; timeZone: string }) {
  return (
    <div className="zr-closed" role="status">
      <p>
        <strong>
          Closed by {closing.closedBy.name} at {closedAtText(closing, timeZone)}
        </strong>
      </p>
      {closing.reason && (
        <p className="zr-small">
          With {closing.openBills.length === 1 ? 'a bill' : `${closing.openBills.length} bills`} open: {closing.reason}
        </p>
      )}
    </div>
  );
}

/**
 * Closing the day from its Z report: a confirmation, and while bills are still open a reason (3 to 200 characters),
 * checked with the server's own schema before it is sent.
 */
export function CloseDayDialog({
  date,
  openBills,
  onClosed,
  onClose,
}: {
  date: string;
  openBills: OpenBillView[];
  onClosed: (closing: DayClosingDoc) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsReason = openBills.length > 0;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = CloseDayInput.safeParse({ date, ...(needsReason ? { reason } : {}) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    if (needsReason && !parsed.data.reason) {
      setError('Give a reason to close the day with bills still open (3 to 200 characters)');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onClosed((await closeDay(parsed.data)).closing);
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'The day could not be closed. Please try again.'));
      setBusy(false);
    }
  };
  return (
    <Modal title="Close the day" onClose={onClose} role="alertdialog" size="sm" busy={busy}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="admin-confirm-message">
          Closing the day keeps its figures as they stand now, with your name and the time. It can be done once.
          {needsReason && ` ${openBills.length === 1 ? 'A bill is' : `${openBills.length} bills are`} still open: ${openBillsText(openBills)}.`}
        </p>
        {needsReason && (
          <div className="field">
            <label htmlFor={`${id}-reason`}>Why close with bills open?</label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={240}
              value={reason}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              data-autofocus
            />
          </div>
        )}
        {error && (
          <p id={`${id}-error`} className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="admin-modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy} data-autofocus={needsReason ? undefined : true}>
            Not yet
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy} aria-busy={busy}>
            {busy ? 'Closing...' : 'Close the day'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
