import { useCallback, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/prices';
import { useResource } from '@/lib/use-resource';
import { previewCopyToWeek } from '@/api/thali-admin';
import { LoadFailed } from '../shell/LoadFailed';
import { Modal } from '../shell/Modal';

const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayText = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

interface Props {
  date: string;
  /** Copies; a rejection keeps the dialog open with the error. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Copy to the rest of the week", asked first: each day and service it will write, with the thali and its price. */
export function CopyWeekDialog({ date, onConfirm, onClose }: Props) {
  const money = useMoney();
  const preview = useResource(useCallback((signal: AbortSignal) => previewCopyToWeek(date, signal), [date]));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const copies = preview.data?.copies ?? [];

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'Copy failed'));
      setBusy(false);
    }
  };

  return (
    <Modal title="Copy to the rest of the week" onClose={onClose} role="alertdialog" busy={busy}>
      {preview.loading && !preview.data && (
        <p className="loading-state" role="status">
          <span className="spinner" aria-hidden="true" /> Working out what will be copied...
        </p>
      )}
      {preview.error !== null && !preview.data && (
        <LoadFailed title="Could not prepare the copy" message={errorMessage(preview.error, 'Please try again.')} onRetry={preview.reload} />
      )}
      {preview.data && copies.length === 0 && <p className="empty-state">{dayText(date)} has no thali to copy.</p>}
      {copies.length > 0 && (
        <>
          <p className="admin-sub">
            Each thali keeps its own name and price. {copies.length} {copies.length === 1 ? 'service' : 'services'} will be set:
          </p>
          <ul className="thali-copy-list" aria-label="Days the thali is copied to">
            {copies.map((c) => (
              <li key={`${c.date}-${c.service}`}>
                <span>
                  <strong>{dayText(c.date)}</strong> · {c.serviceName}: {c.name}
                  {c.replaces && (
                    <span className="thali-copy-replaces">
                      {' '}
                      (replaces {c.replaces.name} at {money(c.replaces.price)})
                    </span>
                  )}
                </span>
                <span className="thali-copy-price">{money(c.price)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy} data-autofocus>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={busy || copies.length === 0} aria-busy={busy}>
          {busy ? 'Copying...' : `Copy to ${copies.length} ${copies.length === 1 ? 'service' : 'services'}`}
        </button>
      </div>
    </Modal>
  );
}
