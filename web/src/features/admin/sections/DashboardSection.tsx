import { useCallback, useEffect, useRef } from 'react';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { NotificationsButton, SettingsButton } from '../dashboard/AlertButtons';
import { getDashboard } from '../dashboard/api/get-dashboard';
import { RecentOrders } from '../dashboard/RecentOrders';
import { StatCards } from '../dashboard/StatCards';
import { TodayReservations } from '../reservations/TodayReservations';
import { useOrderAlerts } from '../shell/order-alerts';
import { useResource } from '../shell/use-resource';
import '../dashboard/dashboard.css';

/** Figures refresh on their own this often, and at once when a new order arrives. */
const FIGURES_REFRESH_MS = 60_000;

export default function DashboardSection() {
  usePageMeta('Dashboard', "Today's orders, revenue and reservations.");
  const figures = useResource(useCallback((signal: AbortSignal) => getDashboard(signal), []));
  const { reload } = figures;
  const { arrivals, soundBlocked, muted } = useOrderAlerts();

  const firstArrival = useRef(arrivals);
  useEffect(() => {
    if (arrivals !== firstArrival.current) reload();
  }, [arrivals, reload]);
  useEffect(() => {
    const timer = setInterval(reload, FIGURES_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  return (
    <section aria-labelledby="dashboard-heading">
      <div className="admin-head">
        <div>
          <h1 id="dashboard-heading">Dashboard Overview</h1>
          <p>Welcome back! Here&apos;s what&apos;s happening today.</p>
        </div>
        <div className="admin-head-actions">
          <NotificationsButton />
          <SettingsButton />
        </div>
      </div>
      {soundBlocked && !muted && (
        <p className="admin-notice" role="status">
          A new order came in, but the browser blocked the alert sound. Click anywhere on the page once to allow it.
        </p>
      )}

      {figures.error !== null && (
        <div className="admin-error admin-panel admin-figures-error" role="alert">
          <h3>Could not load today&apos;s figures</h3>
          <p>{errorMessage(figures.error, 'Please try again.')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={reload}>
            Try Again
          </button>
        </div>
      )}
      <StatCards data={figures.data} loading={figures.loading} />

      <div className="admin-dash-grid">
        <RecentOrders />
        <TodayReservations />
      </div>
    </section>
  );
}
