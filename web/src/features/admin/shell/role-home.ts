import { homeScreen, isStaff } from '@domain/staff-roles';
import { KITCHEN_PATH } from '../admin-paths';
import { useStaffRole } from './acting';

/** The signed-in role's first back-office screen beside the Kitchen display, or null for a kitchen account, which has none. */
export function useBackOfficeHome(): string | null {
  const role = useStaffRole();
  if (!isStaff(role)) return null;
  const home = homeScreen(role);
  return home === KITCHEN_PATH ? null : home;
}
