import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { ReservationView } from '@domain/booking';
import { restaurantDate } from '@domain/time';
import { errorMessage } from '@/lib/api-client';
import { useSettings } from '@/lib/settings';
import { useResource } from '@/lib/use-resource';
import { displayPhone, time12h, truncate } from '@/lib/format';
import { LoadFailed } from '../shell/LoadFailed';
import { getTodayReservations } from '@/api/reservations-admin';
import { StatusBadge } from './components/StatusBadge';
import './admin-reservations.css';

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; reservations: ReservationView[]; total: number };

/** The dashboard's "Today's Reservations" card (spec §2 Dashboard). */
export function TodayReservations() {
  const { timeZone } = useSettings().locale;
  const today = useResource(useCallback((signal: AbortSignal) => getTodayReservations(restaurantDate(new Date(), timeZone), 5, signal), [timeZone]));
  const load: Load =
    today.error !== null && !today.loading
      ? { state: 'error', message: errorMessage(today.error, 'Failed to fetch reservations') }
      : today.loading || !today.data
        ? { state: 'loading' }
        : { state: 'ready', reservations: today.data.reservations, total: today.data.total };
  const refresh = today.reload;

  return (
    <section className="card today-res" aria-labelledby="today-res-title">
      <header className="today-res-header">
        <h2 id="today-res-title">Today&apos;s Reservations</h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={refresh} disabled={load.state === 'loading'}>
          Refresh
        </button>
      </header>
      <div className="today-res-body" tabIndex={0} aria-label="Today's reservations list">
        {load.state === 'loading' && <p className="loading-state">Loading reservations...</p>}
        {load.state === 'error' && <LoadFailed title="Error loading reservations" message={load.message} onRetry={refresh} />}
        {load.state === 'ready' && load.reservations.length === 0 && <p className="empty-state">No reservations for today</p>}
        {load.state === 'ready' && load.reservations.length > 0 && (
          <ul className="today-res-list">
            {load.reservations.map((r) => (
              <li key={r.id} className="today-res-item">
                <div className="today-res-top">
                  <strong>{r.name}</strong>
                  <StatusBadge status={r.status} />
                  <span className="res-sub">#{r.reference}</span>
                </div>
                <div className="today-res-meta">
                  <span>{time12h(r.time)}</span>
                  <span>
                    {r.partySize} {r.partySize === 1 ? 'guest' : 'guests'}
                  </span>
                  <span>{displayPhone(r.phone)}</span>
                  <span>{r.date}</span>
                </div>
                {r.notes && <p className="today-res-notes">{truncate(r.notes, 50)}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <footer className="today-res-footer">
        {load.state === 'ready' && load.total > load.reservations.length && (
          <span className="res-sub">
            Showing {load.reservations.length} of {load.total}
          </span>
        )}
        <Link className="btn btn-secondary btn-sm" to="/adminreservations">
          View All Reservations
        </Link>
      </footer>
    </section>
  );
}

export default TodayReservations;
