import type { ReservationView } from '@domain/booking';
import { time12h } from '@/lib/format';
import { reservationBadgeClass } from '@/lib/reservation-badge';
import { STATUS_WORDS, assignedTable, bookingDateText } from '../booking-words';

/** A booking as the guest sees it on the manage page: the date, time and status written out; the table only once staff gave one. */
export function BookingDetails({ reservation: r, closed = false }: { reservation: ReservationView; closed?: boolean }) {
  const table = assignedTable(r.tableNumber);
  return (
    <dl className="manage-details">
      <dt>Status</dt>
      <dd>
        {closed ? (
          <span className={reservationBadgeClass('cancelled')}>Day closed</span>
        ) : (
          <span className={reservationBadgeClass(r.status)}>{STATUS_WORDS[r.status] ?? r.status}</span>
        )}
      </dd>
      <dt>Name</dt>
      <dd>{r.name}</dd>
      <dt>Date</dt>
      <dd>{bookingDateText(r.date)}</dd>
      <dt>Time</dt>
      <dd>{time12h(r.time)}</dd>
      <dt>Guests</dt>
      <dd>{r.partySize}</dd>
      {table && (
        <>
          <dt>Table</dt>
          <dd>{table}</dd>
        </>
      )}
      {r.notes && (
        <>
          <dt>Notes</dt>
          <dd>{r.notes}</dd>
        </>
      )}
    </dl>
  );
}
