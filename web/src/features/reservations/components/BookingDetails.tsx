import type { ReservationView } from '@domain/booking';
import { reservationBadgeClass } from '@/lib/reservation-badge';
import { useT } from '@/i18n';
import { assignedTable } from '../booking-words';
import { STATUS_KEYS, useBookingFormat } from '../booking-i18n';

/** A booking as the guest sees it on the manage page: the date, time and status written out; the table only once staff gave one. */
export function BookingDetails({ reservation: r, closed = false }: { reservation: ReservationView; closed?: boolean }) {
  const table = assignedTable(r.tableNumber);
  const t = useT('booking');
  const f = useBookingFormat();
  return (
    <dl className="manage-details">
      <dt>{t('status')}</dt>
      <dd>
        {closed ? (
          <span className={reservationBadgeClass('cancelled')}>{t('dayClosed')}</span>
        ) : (
          <span className={reservationBadgeClass(r.status)}>{STATUS_KEYS[r.status] ? t(STATUS_KEYS[r.status]) : r.status}</span>
        )}
      </dd>
      <dt>{t('nameLabel')}</dt>
      <dd>{r.name}</dd>
      <dt>{t('dateLabel')}</dt>
      <dd>{f.longDate(r.date)}</dd>
      <dt>{t('timeLabel')}</dt>
      <dd>{f.time(r.time)}</dd>
      <dt>{t('guestsWord')}</dt>
      <dd>{r.partySize}</dd>
      {table && (
        <>
          <dt>{t('table')}</dt>
          <dd>{table}</dd>
        </>
      )}
      {r.notes && (
        <>
          <dt>{t('notesLabel')}</dt>
          <dd>{r.notes}</dd>
        </>
      )}
    </dl>
  );
}
