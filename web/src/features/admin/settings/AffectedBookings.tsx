import type { Ref } from 'react';
import type { Settings } from '@domain/settings';
import { smsNumber } from '@domain/settings';
import type { AffectedBooking } from '@/api/settings';

const dateText = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const toldText = (b: AffectedBooking) =>
  !b.told ? 'Not texted' : b.told.state === 'sent' ? 'Texted' : b.told.state === 'failed' ? 'Text failed: call' : 'Text queued';

/** Confirmed bookings the saved hours or closures no longer allow: the owner calls each guest. */
export function AffectedBookings({
  bookings,
  locale,
  focusRef,
}: {
  bookings: readonly AffectedBooking[];
  locale: Pick<Settings, 'locale'>;
  focusRef?: Ref<HTMLElement>;
}) {
  if (bookings.length === 0) return null;
  const told = bookings.filter((b) => b.told).length;
  return (
    <section className="card settings-affected" aria-labelledby="settings-affected-title" ref={focusRef} tabIndex={-1}>
      <h2 id="settings-affected-title">
        {bookings.length} confirmed {bookings.length === 1 ? 'booking falls' : 'bookings fall'} outside the hours
      </h2>
      <p>
        {told > 0 && `${told} ${told === 1 ? 'guest was' : 'guests were'} texted an apology for the closure. `}
        {told < bookings.length ? 'Call the guests marked "Not texted".' : 'Nobody needs a call.'}
      </p>
      <ul className="settings-affected-list">
        {bookings.map((b) => (
          <li key={b.id}>
            <div className="settings-affected-who">
              <span className="admin-ref admin-strong">#{b.reference}</span> <span className="admin-strong">{b.name}</span>
              <a href={`tel:${smsNumber(locale, b.phone)}`}>
                {locale.locale.smsCountryCode} {b.phone}
              </a>
            </div>
            <div className="settings-affected-when">
              {dateText(b.date)} at {b.time} · party of {b.partySize}
            </div>
            <div className="settings-affected-reason">
              {b.reason} ·{' '}
              <span className={b.told?.state === 'failed' ? 'badge badge-red' : b.told ? 'badge badge-green' : 'badge badge-grey'}>{toldText(b)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
