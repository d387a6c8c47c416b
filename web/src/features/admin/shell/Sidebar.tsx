import { NavLink } from 'react-router-dom';
import { useState } from 'react';
import { useAdminLogout } from '../use-admin-logout';
import { Icon } from './icons';
import { ADMIN_LINKS } from '../admin-routes';
import { useOrderAlerts } from './order-alerts';
import { ConfirmDialog } from './ConfirmDialog';
import { SwitchPersonButton } from './SwitchPerson';
import { signOutEverywhere } from '@/api/users-admin';
import { toastError } from '@/lib/api-client';
import { useSettings } from '@/lib/settings';
import { canUseScreen } from '@domain/staff-roles';
import { useStaffRole } from './acting';

/** The back office's sections that the signed-in role can use (DECISIONS 30), and the Adminlogout action (spec §2). */
export function Sidebar({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const logout = useAdminLogout();
  const { name } = useSettings().identity;
  const { count } = useOrderAlerts();
  const role = useStaffRole();
  const [leaving, setLeaving] = useState(false);
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  return (
    <aside id={id} className={`admin-sidebar${open ? ' is-open' : ''}`} aria-label="Back office">
      <div className="admin-brand">
        <span className="admin-brand-name">{name}</span>
        <span className="admin-brand-sub">Back office</span>
      </div>
      <SwitchPersonButton className="admin-sidebar-switch" />
      <nav aria-label="Admin sections">
        <ul className="admin-nav">
          {ADMIN_LINKS.filter((link) => canUseScreen(role, link.path)).map((link) => (
            <li key={link.path}>
              <NavLink
                to={link.path}
                // Exact: the table plan (/admin/floor/plan) is not also the floor.
                end
                className={({ isActive }) => `admin-nav-link${isActive ? ' is-active' : ''}`}
                onClick={onNavigate}
              >
                <Icon name={link.icon} />
                <span>{link.label}</span>
                {link.path === '/adminorders' && count > 0 && (
                  <span className="admin-nav-badge" aria-label={`${count} new`}>
                    {count}
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="admin-nav-link admin-logout"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void logout().finally(() => setLeaving(false));
        }}
      >
        <Icon name="logout" />
        <span>{leaving ? 'Logging out...' : 'Logout'}</span>
      </button>
      <button type="button" className="admin-nav-link admin-logout" onClick={() => setConfirmEverywhere(true)}>
        <Icon name="logout" />
        <span>Sign out everywhere</span>
      </button>
      {confirmEverywhere && (
        <ConfirmDialog
          title="Sign out everywhere"
          message="End your back office sessions on every device, this one included?"
          confirmLabel="Sign out everywhere"
          cancelLabel="Cancel"
          onConfirm={async () => {
            try {
              await signOutEverywhere();
            } catch (e) {
              toastError(e, 'Could not sign out everywhere. Please try again.');
              throw e;
            }
            await logout();
          }}
          onClose={() => setConfirmEverywhere(false)}
        />
      )}
    </aside>
  );
}
