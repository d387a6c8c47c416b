import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isStaff } from '@domain/staff-roles';
import { useSession } from '@/lib/session';

/** What the admin login page is told when the guard sends someone there. */
export interface AdminRedirectState {
  from: string;
  denied?: { name: string; role: string };
}

/**
 * Lets only a staff session through (DECISIONS 2, 30; each screen then checks the role's rights); everyone else goes to
 * /admin/adminlogin, a signed-in non-admin with the reason. The server checks
 * the role again on every call: this only keeps the screens honest.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  if (isLoading) {
    return (
      <main id="main" className="loading-state admin-guard-loading" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> Checking your session...
      </main>
    );
  }
  if (!user || !isStaff(user.role)) {
    const state: AdminRedirectState = { from: pathname, ...(user ? { denied: { name: user.name, role: user.role ?? 'user' } } : {}) };
    return <Navigate to="/admin/adminlogin" replace state={state} />;
  }
  return <>{children}</>;
}
