import { useCallback, useEffect, useRef } from 'react';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { NotificationsButton, SettingsButton } from '../dashboard/AlertButtons';
import { getDashboard } from '@/api/dashboard';
import { RecentOrders } from '../dashboard/RecentOrders';
import { StatCards } from '../dashboard/StatCards';
import { SmsBudgetCard } from '../dashboard/SmsBudgetCard';
import { DayPaymentsCard } from '../dashboard/DayPaymentsCard';
import { TakeawayControls } from '../takeaway/TakeawayControls';
import { TodayReservations } from '../reservations/TodayReservations';
import { LoadFailed } from '../shell/LoadFailed';
import { useOrderAlerts } from '../shell/order-alerts';
import { SectionHead } from '../shell/SectionHead';
import { useResource } from '@/lib/use-resource';
import { can } from '@domain/staff-roles';
import '../dashboard/dashboard.css';
import { useStaffRole } from '../shell/acting';

/** Figures refresh on their own this often, and at once when a new order arrives. */
const FIGURES_REFRESH_MS = 60_000;

export default function DashboardSection() {
  usePageMeta('Dashboard', "Today's orders, revenue and reservations.");
  const role = useStaffRole();
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
      <SectionHead id="dashboard-heading" title="Dashboard Overview" lead="Welcome back! Here's what's happening today.">
        <NotificationsButton />
        <SettingsButton />
      </SectionHead>
      {soundBlocked && !muted && (
        <p className="admin-notice" role="status">
          A new order came in, but the browser blocked the alert sound. Click anywhere on the page once to allow it.
        </p>
      )}

      {figures.error !== null && (
        <LoadFailed
          className="admin-panel admin-figures-error"
          title="Could not load today's figures"
          message={errorMessage(figures.error, 'Please try again.')}
          onRetry={reload}
        />
      )}
      {can(role, 'orders') && <TakeawayControls />}
      <StatCards data={figures.data} loading={figures.loading} />
      {can(role, 'settings') && <SmsBudgetCard />}
      <DayPaymentsCard />

      <div className="admin-dash-grid">
        <RecentOrders />
        <TodayReservations />
      </div>
    </section>
  );
}
