import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
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
import { OrderAlertsProvider } from './shell/order-alerts';
import { Sidebar } from './shell/Sidebar';
import { useSettings } from '@/lib/settings';
import './shell/shell.css';

// The Settings screen (and the schema it checks a save with) loads only when it is opened.
const SettingsSection = lazyPage(() => import('./settings/SettingsSection'));

/** What each screen of the table shows; the type asks for one entry per shell screen. */
const SECTIONS: Record<ShellPath, ComponentType> = {
  '/admindashboardpage': DashboardSection,
  '/adminorders': OrdersSection,
  '/adminreservations': ReservationsSection,
  '/admininventory': InventorySection,
  '/adminusers': UsersSection,
  '/adminmenu': MenuSection,
  '/adminaudit': AuditSection,
  '/adminsettings': SettingsSection,
};

/** New orders are watched while the dashboard or the orders screen is open. */
const ALERT_PATHS = new Set(['/admindashboardpage', '/adminorders']);

export default function AdminShell() {
  const { pathname } = useLocation();
  const { name } = useSettings().identity;
  const Section = SECTIONS[pathname as ShellPath] ?? DashboardSection;
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <AdminGuard>
      <OrderAlertsProvider active={ALERT_PATHS.has(pathname) || !(pathname in SECTIONS)}>
        <div className="admin-shell">
          <header className="admin-topbar">
            <button type="button" className="icon-btn" aria-expanded={drawerOpen} aria-controls="admin-sidebar" aria-label={drawerOpen ? 'Close menu' : 'Open menu'} onClick={() => setDrawerOpen((o) => !o)}>
              <Icon name={drawerOpen ? 'close' : 'burger'} />
            </button>
            <span className="admin-topbar-title">{name} admin</span>
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
      </OrderAlertsProvider>
    </AdminGuard>
  );
}
