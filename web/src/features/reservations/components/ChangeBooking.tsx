import { useId, useMemo, useState, type FormEvent } from 'react';
import { partySizes } from '@domain/booking-text';
import { bookingWindow } from '@domain/settings';
import { hasCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSettings } from '@/lib/settings';
import { changeReservation, type ManageChange, type ManageSession } from '@/api/reservations';
import { useAvailability } from '../hooks/use-availability';
import { useT } from '@/i18n';
import { useErrorText } from '@/i18n/errors';
import { useBookingFormat, validationText } from '../booking-i18n';

interface Props {
  reference: string;
  session: ManageSession;
  onChanged: (change: ManageChange, message: string) => void;
  /** The verification ran out: the guest proves the phone again, told why. */
  onExpired: (message: string) => void;
  onClose: () => void;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const CHOOSE_TIME = 'Please choose one of the listed times';

/** The manage page's change form: another date, time or party size for a confirmed booking, from the times the date offers. */
export function ChangeBooking({ reference, session, onChanged, onExpired, onClose }: Props) {
  const id = useId();
  const settings = useSettings();
  const t = useT('booking');
  const errorText = useErrorText();
  const f = useBookingFormat();
  const r = session.reservation;
  const [date, setDate] = useState(r.date);
  const [time, setTime] = useState(r.time);
  const [partySize, setPartySize] = useState(r.partySize);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sizes = useMemo(() => partySizes(settings), [settings]);
  const range = useMemo(() => bookingWindow(settings, new Date()), [settings]);
  const availability = useAvailability(date, partySize);
  const view = availability.view;
  // A new choice answers the last complaint: it is not shown beside a field already put right.
  const choose =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setError(null);
      set(v);
    };
  const own = (t: string) => date === r.date && t === r.time;
  // Its own seats count as taken in the answer: the booking's own time stays open for a size the server will check.
  const offered = (view?.slots ?? []).filter((s) => s.available || (own(s.time) && !s.past && !s.tooSoon));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!CALENDAR_DATE.test(date)) return setError(t('vDate'));
    if (!offered.some((s) => s.time === time)) return setError(validationText(t, CHOOSE_TIME));
    setBusy(true);
    setError(null);
    try {
      const result = await changeReservation(reference, session.token, { date, time, partySize });
      onChanged(result.data, result.message);
    } catch (err) {
      const message = errorText(err, t('changeFailed'));
      notify((toast) => toast.error(message));
      setError(message);
      if (hasCode(err, 'verification_expired')) onExpired(message);
      else if (hasCode(err, 'slot_full')) availability.reload();
    } finally {
      setBusy(false);
    }
  };

  const timeHint = availability.loading
    ? t('loadingTimes')
    : view?.closed
      ? view.closed.message
      : view && offered.length === 0
        ? t('noTableFor', { count: partySize, date: f.longDate(date) })
        : null;

  return (
    <form className="change-booking" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('changeBooking')}</h3>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-date`}>{t('dateField')}</label>
          <input id={`${id}-date`} type="date" min={range.min} max={range.max} value={date} onChange={(e) => choose(setDate)(e.target.value)} disabled={busy} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-party`}>{t('guestsWord')}</label>
          <select id={`${id}-party`} value={partySize} onChange={(e) => choose(setPartySize)(Number(e.target.value))} disabled={busy}>
            {sizes.map((n) => (
              <option key={n} value={n}>
                {t.count('guests', n)}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-wide">
          <label htmlFor={`${id}-time`}>{t('timeField')}</label>
          <select
            id={`${id}-time`}
            value={offered.some((s) => s.time === time) ? time : ''}
            onChange={(e) => choose(setTime)(e.target.value)}
            disabled={busy || availability.loading}
            aria-describedby={`${id}-time-hint`}
          >
            <option value="">{availability.loading ? t('loadingTimes') : t('selectTime')}</option>
            {offered.map((s) => (
              <option key={s.time} value={s.time}>
                {f.time(s.time)}
              </option>
            ))}
          </select>
          <span id={`${id}-time-hint`} className="hint" role="status" aria-live="polite">
            {timeHint}
            {availability.error && (
              <span className="time-problem">
                {availability.error}
                {availability.refused ? '' : '.'}{' '}
                {!availability.refused && (
                  <button type="button" className="link-button" onClick={availability.reload}>
                    {t('tryAgain')}
                  </button>
                )}
              </span>
            )}
          </span>
        </div>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="manage-actions">
        <button type="submit" className="btn" disabled={busy || availability.loading}>
          {busy ? t('saving') : t('saveChange')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
          {t('keepAsIs')}
        </button>
      </div>
    </form>
  );
}
