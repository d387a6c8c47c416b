import { Suspense, lazy, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { localClock } from '@domain/settings';
import { Modal } from '@/components/Modal';
import { hasCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSettings } from '@/lib/settings';
import { cancelReservation } from '@/api/reservations';
import type { ManageSession } from '@/api/reservations';
import { pathInLang, useLang, useT } from '@/i18n';
import { useErrorText } from '@/i18n/errors';
import { useBookingFormat, validationText } from '../booking-i18n';
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
  const t = useT('booking');
  const errorText = useErrorText();
  const f = useBookingFormat();
  const lang = useLang();
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
      notify((toast) => toast.success(t('reservationCancelled')));
    } catch (err) {
      const message = errorText(err, t('cancelFailed'));
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
      <h2 id={`${id}-booking`}>{t('bookingDetails')}</h2>
      {session.closedNotice && r.status !== 'cancelled' && (
        <div className="notice notice-warn" role="alert">
          <p>
            {session.closedNotice} <Link to={pathInLang('/booktable', lang)}>{t('bookAnotherDay')}</Link>
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
            {t('cancelledReleased')} <Link to={pathInLang('/booktable', lang)}>{t('bookAnother')}</Link>
          </p>
        </div>
      ) : session.canCancel ? (
        <>
          {session.cancelUntil && settings.booking.cancelCutoffMinutes > 0 && (
            <p className="hint">
              {t('cancelOnlineUntil', { at: f.at(localClock(new Date(session.cancelUntil), settings.locale.timeZone), new Date(), settings.locale.timeZone) })}
            </p>
          )}
          {changing ? (
            <Suspense
              fallback={
                <p className="loading-state" role="status">
                  {t('loading')}
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
                  setChanged(moved ? t('changedTo', { count: now.partySize, date: f.longDate(now.date), time: f.time(now.time) }) : validationText(t, message));
                  notify((toast) => toast.success(moved ? t('reservationChanged') : validationText(t, message)));
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
                  {t('changeBooking')}
                </button>
              )}
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)} disabled={busy}>
                {t('cancelReservation')}
              </button>
            </div>
          )}
        </>
      ) : (
        <p className="notice notice-warn" role="status">
          {session.cancelClosed ?? (
            <>
              {t('cannotCancel')} <CallUs />.
            </>
          )}
        </p>
      )}
      {confirming && (
        <Modal titleId={`${id}-confirm`} onClose={() => setConfirming(false)} busy={busy}>
          <h2 id={`${id}-confirm`}>{t('cancelConfirmTitle')}</h2>
          <p>{t('cancelConfirmText', { count: r.partySize, date: f.longDate(r.date), time: f.time(r.time) })}</p>
          <div className="manage-actions">
            <button type="button" className="btn btn-danger" onClick={() => void cancel()} disabled={busy}>
              {busy ? t('cancelling') : t('yesCancel')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)} disabled={busy}>
              {t('keepReservation')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
