import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReservationView } from '@domain/booking';
import { dayText } from '@domain/booking-text';
import { displayPhone, time12h } from '@/lib/format';
import { useSettings } from '@/lib/settings';

/**
 * After the OTP: the booking's confirmation stays on screen with the
 * reference, the details, the manage link and an "Add to calendar" file, until
 * the guest moves on.
 */
export function BookingConfirmed({ reservation, onBookAnother }: { reservation: ReservationView; onBookAnother: () => void }) {
  const settings = useSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  const [calendarError, setCalendarError] = useState('');
  useEffect(() => heading.current?.focus(), []);
  const manage = `/reservation/${reservation.reference}`;
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
      setCalendarError('Could not make the calendar file. Please note the details above.');
    }
  }

  return (
    <section className="card booking-confirmed" aria-labelledby="booking-confirmed-title" data-testid="booking-confirmed">
      <h2 id="booking-confirmed-title" tabIndex={-1} ref={heading}>
        {requested ? 'Your table is requested' : 'Your table is confirmed'}
      </h2>
      <p>
        {requested
          ? `This phone missed recent bookings, so we will call ${displayPhone(reservation.phone, settings)} to confirm this one, and text you once it is confirmed. Your seats are held meanwhile.`
          : `We have texted the details to ${displayPhone(reservation.phone, settings)}. Keep the reference to view or cancel your booking.`}
      </p>
      <dl>
        <dt>Reference</dt>
        <dd data-testid="booking-reference">{reservation.reference}</dd>
        <dt>Date</dt>
        <dd>{dayText(reservation.date)}</dd>
        <dt>Time</dt>
        <dd>{time12h(reservation.time)}</dd>
        <dt>Guests</dt>
        <dd>{reservation.partySize}</dd>
        <dt>Name</dt>
        <dd>{reservation.name}</dd>
      </dl>
      <div className="actions">
        <button type="button" className="btn" onClick={() => void addToCalendar()}>
          Add to calendar
        </button>
        <Link className="btn btn-secondary" to={manage}>
          View or cancel
        </Link>
        <button type="button" className="btn btn-ghost" onClick={onBookAnother}>
          Book another table
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
