import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { lazyPage } from '@/lib/stale-chunk';
import { AdminGuard } from './AdminGuard';
import type { ShellPath } from './admin-paths';
import DashboardSection from './dashboard/DashboardSection';
import OrdersSection from './orders/OrdersSection';
import ReservationsSection from './reservations/ReservationsSection';
import InventorySection from './inventory/InventorySection';
import UsersSection from './users/UsersSection';
import MenuSection from './menu/MenuSection';
import AuditSection from './audit/AuditSection';
import { Icon } from './shell/icons';
import { OrderAlertsProvider, useOrderAlerts } from './shell/order-alerts';
import { SessionExpiry } from './shell/SessionExpiry';
import { Sidebar } from './shell/Sidebar';
import { SwitchPersonButton } from './shell/SwitchPerson';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { can, canUseScreen } from '@domain/staff-roles';
import { RoleRefusal } from './shell/RoleRefusal';
import './shell/shell.css';
import { useStaffRole } from './shell/acting';

// The Settings screen (and the schema it checks a save with) loads only when it is opened.
const SettingsSection = lazyPage(() => import('./settings/SettingsSection'));
const StaffSection = lazyPage(() => import('./staff/StaffSection'));
// Reports and their charts load only when opened.
const ReportsSection = lazyPage(() => import('./reports/ReportsSection'));
// Today's Thali.
const ThaliSection = lazyPage(() => import('./thali/ThaliSection'));
const GuestsSection = lazyPage(() => import('./guests/GuestsSection'));
// The floor: tables, running bills.
const FloorSection = lazyPage(() => import('./floor/FloorSection'));
const FloorPlanEditor = lazyPage(() => import('./floor/plan/FloorPlanEditor'));

/** What each screen of the table shows; the type asks for one entry per shell screen. */
const SECTIONS: Record<ShellPath, ComponentType> = {
  '/admindashboardpage': DashboardSection,
  '/adminorders': OrdersSection,
  '/adminreservations': ReservationsSection,
  '/admininventory': InventorySection,
  '/adminusers': UsersSection,
  '/adminstaff': StaffSection,
  '/adminmenu': MenuSection,
  '/adminaudit': AuditSection,
  '/adminsettings': SettingsSection,
  '/admin/reports': ReportsSection,
  '/admin/thali': ThaliSection,
  '/admin/guests': GuestsSection,
  '/admin/floor': FloorSection,
  '/admin/floor/plan': FloorPlanEditor,
};

/** On a phone the sidebar is folded away: the top bar shows the new orders. */
function TopbarOrdersBadge() {
  const { count } = useOrderAlerts();
  if (count === 0) return null;
  return (
    <Link to="/adminorders" className="admin-topbar-orders" aria-label={`${count} new ${count === 1 ? 'order' : 'orders'}: open Orders`}>
      <Icon name="bell" size={18} />
      <span className="admin-nav-badge">{count > 99 ? '99+' : count}</span>
    </Link>
  );
}

export default function AdminShell() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const { name } = useSettings().identity;
  const role = useStaffRole();
  const path = (pathname in SECTIONS ? pathname : '/admindashboardpage') as ShellPath;
  const Section = canUseScreen(role, path) ? SECTIONS[path] : RoleRefusal;
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <AdminGuard>
      <OrderAlertsProvider account={user?.id ?? ''} onOrdersScreen={pathname === '/adminorders'} active={can(role, 'orders')}>
        <div className="admin-shell">
          <header className="admin-topbar">
            <button
              type="button"
              className="icon-btn"
              aria-expanded={drawerOpen}
              aria-controls="admin-sidebar"
              aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setDrawerOpen((o) => !o)}
            >
              <Icon name={drawerOpen ? 'close' : 'burger'} />
            </button>
            <span className="admin-topbar-title">
              {name}
              <span className="admin-topbar-suffix"> admin</span>
            </span>
            <TopbarOrdersBadge />
            <SwitchPersonButton className="admin-topbar-switch" />
          </header>
          <Sidebar id="admin-sidebar" open={drawerOpen} onNavigate={() => setDrawerOpen(false)} />
          {drawerOpen && <div className="admin-scrim" aria-hidden="true" onClick={() => setDrawerOpen(false)} />}
          <main id="main" className="admin-main">
            <Suspense
              fallback={
                <p className="loading-state" role="status">
                  <span className="spinner" aria-hidden="true" /> Loading...
                </p>
              }
            >
              <Section />
            </Suspense>
          </main>
        </div>
        <SessionExpiry />
      </OrderAlertsProvider>
    </AdminGuard>
  );
}
