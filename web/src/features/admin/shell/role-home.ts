import { homeScreen, isStaff } from '@domain/staff-roles';
import { useSession } from '@/lib/session';
import { KITCHEN_PATH } from '../admin-paths';

/** The signed-in role's first back-office screen beside the Kitchen display, or null for a kitchen account, which has none. */
export function useBackOfficeHome(): string | null {
  const role = useSession().user?.role ?? 'user';
  if (!isStaff(role)) return null;
  const home = homeScreen(role);
  return home === KITCHEN_PATH ? null : home;
}
