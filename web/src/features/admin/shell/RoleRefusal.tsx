import { Link, Navigate, useLocation } from 'react-router-dom';
import { ROLE_LABELS, SCREEN_PERMISSIONS, homeScreen, isStaff, refusalMessage, type ScreenPath } from '@domain/staff-roles';
import { ADMIN_LINKS } from '../admin-routes';
import { useStaffRole } from './acting';

/** What a screen opened by its address says to a role that can't use it (the sidebar never offers it). */
export function RoleRefusal() {
  const { pathname } = useLocation();
  const role = useStaffRole();
  const screen = ADMIN_LINKS.find((l) => l.path === pathname);
  const permission = SCREEN_PERMISSIONS[pathname as ScreenPath] ?? 'settings';
  const home = isStaff(role) ? homeScreen(role) : null;
  // The dashboard is where the back office opens by default: a role without it goes to its own first screen.
  if (pathname === '/admindashboardpage' && home && home !== pathname) return <Navigate to={home} replace />;
  return (
    <section className="empty-state card admin-denied admin-role-refusal" role="alert" aria-labelledby="role-refusal-heading">
      <h1 id="role-refusal-heading" className="admin-denied-title">
        {ROLE_LABELS[role]} accounts can't use {screen?.label ?? 'this screen'}
      </h1>
      <p>{refusalMessage(permission)}</p>
      {home && (
        <Link className="btn" to={home}>
          Go to {ADMIN_LINKS.find((l) => l.path === home)?.label ?? 'your screen'}
        </Link>
      )}
    </section>
  );
}
