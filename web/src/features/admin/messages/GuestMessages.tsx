import { useCallback } from 'react';
import type { NotificationView } from '@domain/notifications';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useResource } from '@/lib/use-resource';
import { getGuestMessages } from '@/api/messages';
import './messages.css';

const STATE_TEXT: Record<NotificationView['state'], string> = {
  pending: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not texted',
};

/** The texts an order or a reservation sent the guest, with their state: the admin can answer "did I get it?". */
export function GuestMessages({ subjectId }: { subjectId: string }) {
  const load = useResource(useCallback((signal: AbortSignal) => getGuestMessages(subjectId, signal), [subjectId]));
  const error = load.error !== null && !load.loading ? errorMessage(load.error, 'Could not load the messages.') : '';
  const messages = load.data;

  return (
    <section className="guest-messages" aria-label="Texts to the guest">
      <h3>Texts to the guest</h3>
      {error ? (
        <p className="form-error" role="alert">
          {error}{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={load.reload}>
            Retry
          </button>
        </p>
      ) : messages === null ? (
        <p className="hint">Loading messages…</p>
      ) : messages.length === 0 ? (
        <p className="hint">No texts sent yet.</p>
      ) : (
        <ul>
          {messages.map((m) => (
            <li key={m.id} className={`guest-message state-${m.state}`}>
              <div className="guest-message-head">
                <strong>{m.label}</strong>
                <span className={`badge badge-${m.state === 'sent' ? 'green' : m.state === 'failed' ? 'red' : m.state === 'skipped' ? 'grey' : 'yellow'}`}>
                  {STATE_TEXT[m.state]}
                </span>
              </div>
              <p className="guest-message-text">{m.text}</p>
              <p className="hint">
                {m.sentAt ? `Sent ${formatDateTime(m.sentAt)}` : m.state === 'skipped' ? formatDateTime(m.createdAt) : `Queued ${formatDateTime(m.createdAt)}`}
                {m.attempts > 1 ? ` · ${m.attempts} attempts` : ''}
                {m.lastError ? ` · ${m.lastError}` : ''}
                {m.nextAttemptAt ? ` · next try ${formatDateTime(m.nextAttemptAt)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
