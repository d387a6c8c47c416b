import { Suspense, lazy, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { atText } from '@domain/booking-text';
import { localClock } from '@domain/settings';
import { Modal } from '@/components/Modal';
import { errorMessage, hasCode } from '@/lib/api-client';
import { time12h } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSettings } from '@/lib/settings';
import { cancelReservation } from '@/api/reservations';
import type { ManageSession } from '@/api/reservations';
import { bookingDateText } from '../booking-words';
import { BookingDetails } from './BookingDetails';
import { CallUs } from './CallUs';

/** The change form and its availability look-up load when the guest asks for it. */
const ChangeBooking = lazy(() => import('./ChangeBooking').then((m) => ({ default: m.ChangeBooking })));

interface Props {
  reference: string;
  session: ManageSession;
  onSession: (session: ManageSession) => void;
  /** The verification ran out: the guest proves the phone again, told why. */
  onExpired: (message: string) => void;
}

/** The manage page's last step: the booking, and Cancel while online cancelling is open. */
export function ManageBooking({ reference, session, onSession, onExpired }: Props) {
  const id = useId();
  const settings = useSettings();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState<string | null>(null);
  const r = session.reservation;

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      const reservation = await cancelReservation(reference, session.token);
      onSession({ ...session, reservation, canCancel: false });
      notify((toast) => toast.success('Reservation cancelled'));
    } catch (err) {
      const message = errorMessage(err, 'Failed to cancel reservation');
      notify((toast) => toast.error(message));
      setError(message);
      if (hasCode(err, 'verification_expired')) onExpired(message);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-booking`}>
      <h2 id={`${id}-booking`}>Booking details</h2>
      {session.closedNotice && r.status !== 'cancelled' && (
        <div className="notice notice-warn" role="alert">
          <p>
            {session.closedNotice} <Link to="/booktable">Book another day</Link>
          </p>
        </div>
      )}
      <BookingDetails reservation={r} closed={session.closedNotice !== null && r.status !== 'cancelled'} />
      {changed && r.status !== 'cancelled' && (
        <p className="notice notice-success" role="status">
          {changed}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {r.status === 'cancelled' ? (
        <div className="notice notice-success" role="status">
          <p>
            This reservation is cancelled and the table released. <Link to="/booktable">Book another table</Link>
          </p>
        </div>
      ) : session.canCancel ? (
        <>
          {session.cancelUntil && settings.booking.cancelCutoffMinutes > 0 && (
            <p className="hint">
              You can cancel online until{' '}
              {atText(localClock(new Date(session.cancelUntil), settings.locale.timeZone), new Date(), settings.locale.timeZone, time12h)}.
            </p>
          )}
          {changing ? (
            <Suspense
              fallback={
                <p className="loading-state" role="status">
                  Loading…
                </p>
              }
            >
              <ChangeBooking
                reference={reference}
                session={session}
                onClose={() => setChanging(false)}
                onExpired={onExpired}
                onChanged={(change, message) => {
                  const { changed: moved, ...state } = change;
                  onSession({ ...session, ...state });
                  setChanging(false);
                  const now = change.reservation;
                  setChanged(
                    moved
                      ? `Your table is now for ${now.partySize} on ${bookingDateText(now.date)} at ${time12h(now.time)}. We have texted you the change.`
                      : message,
                  );
                  notify((toast) => toast.success(moved ? 'Reservation changed' : message));
                }}
              />
            </Suspense>
          ) : (
            <div className="manage-actions">
              {session.canChange && (
                <button
                  type="button"
                  className="btn"
                  onClick={() => {
                    setChanged(null);
                    setChanging(true);
                  }}
                  disabled={busy}
                >
                  Change booking
                </button>
              )}
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)} disabled={busy}>
                Cancel reservation
              </button>
            </div>
          )}
        </>
      ) : (
        <p className="notice notice-warn" role="status">
          {session.cancelClosed ?? (
            <>
              This reservation can no longer be cancelled online. Please call us on <CallUs />.
            </>
          )}
        </p>
      )}
      {confirming && (
        <Modal titleId={`${id}-confirm`} onClose={() => setConfirming(false)} busy={busy}>
          <h2 id={`${id}-confirm`}>Cancel this reservation?</h2>
          <p>
            Your table for {r.partySize} on {bookingDateText(r.date)} at {time12h(r.time)} will be released. This cannot be undone.
          </p>
          <div className="manage-actions">
            <button type="button" className="btn btn-danger" onClick={() => void cancel()} disabled={busy}>
              {busy ? 'Cancelling…' : 'Yes, cancel it'}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)} disabled={busy}>
              Keep my reservation
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
