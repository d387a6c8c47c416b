import type { ReservationView } from '@domain/booking';
import { time12h } from '@/lib/format';
import { reservationBadgeClass } from '@/lib/reservation-badge';

/** A booking as the guest sees it on the manage page. */
export function BookingDetails({ reservation: r, closed = false }: { reservation: ReservationView; closed?: boolean }) {
  return (
    <dl className="manage-details">
      <dt>Status</dt>
      <dd>
        {closed ? <span className={reservationBadgeClass('cancelled')}>day closed</span> : <span className={reservationBadgeClass(r.status)}>{r.status}</span>}
      </dd>
      <dt>Name</dt>
      <dd>{r.name}</dd>
      <dt>Date</dt>
      <dd>{r.date}</dd>
      <dt>Time</dt>
      <dd>{time12h(r.time)}</dd>
      <dt>Guests</dt>
      <dd>{r.partySize}</dd>
      <dt>Table</dt>
      <dd>{r.tableNumber}</dd>
      {r.notes && (
        <>
          <dt>Notes</dt>
          <dd>{r.notes}</dd>
        </>
      )}
    </dl>
  );
}
