import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReservationView } from '@domain/booking';
import { displayPhone } from '@/lib/format';
import { useSettings } from '@/lib/settings';
import { pathInLang, useLang, useT } from '@/i18n';
import { useBookingFormat } from '../booking-i18n';

/**
 * After the OTP: the booking's confirmation stays on screen with the
 * reference, the details, the manage link and an "Add to calendar" file, until
 * the guest moves on.
 */
export function BookingConfirmed({ reservation, onBookAnother }: { reservation: ReservationView; onBookAnother: () => void }) {
  const settings = useSettings();
  const t = useT('booking');
  const f = useBookingFormat();
  const lang = useLang();
  const heading = useRef<HTMLHeadingElement>(null);
  const [calendarError, setCalendarError] = useState('');
  useEffect(() => heading.current?.focus(), []);
  const manage = pathInLang(`/reservation/${reservation.reference}`, lang);
  const requested = reservation.status === 'requested';

  async function addToCalendar() {
    setCalendarError('');
    try {
      const { bookingIcs } = await import('@domain/calendar');
      const ics = bookingIcs(settings, reservation, new Date());
      const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `table-${reservation.reference}.ics`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setCalendarError(t('calendarFailed'));
    }
  }

  return (
    <section className="card booking-confirmed" aria-labelledby="booking-confirmed-title" data-testid="booking-confirmed">
      <h2 id="booking-confirmed-title" tabIndex={-1} ref={heading}>
        {requested ? t('requestedTitle') : t('confirmedTitle')}
      </h2>
      <p>
        {requested
          ? t('requestedText', { phone: displayPhone(reservation.phone, settings) })
          : t('confirmedText', { phone: displayPhone(reservation.phone, settings) })}
      </p>
      <dl>
        <dt>{t('reference')}</dt>
        <dd data-testid="booking-reference">{reservation.reference}</dd>
        <dt>{t('dateLabel')}</dt>
        <dd>{f.day(reservation.date)}</dd>
        <dt>{t('timeLabel')}</dt>
        <dd>{f.time(reservation.time)}</dd>
        <dt>{t('guestsWord')}</dt>
        <dd>{reservation.partySize}</dd>
        <dt>{t('nameLabel')}</dt>
        <dd>{reservation.name}</dd>
      </dl>
      <div className="actions">
        <button type="button" className="btn" onClick={() => void addToCalendar()}>
          {t('addToCalendar')}
        </button>
        <Link className="btn btn-secondary" to={manage}>
          {t('viewOrCancel')}
        </Link>
        <button type="button" className="btn btn-ghost" onClick={onBookAnother}>
          {t('bookAnother')}
        </button>
      </div>
      {calendarError && (
        <p className="form-error" role="alert">
          {calendarError}
        </p>
      )}
    </section>
  );
}
