import type { AdminPath } from './admin-paths';
import type { IconName } from './shell/icons';

/** The sidebar's links, in the order they show: every path above, each once (the type refuses a missing or unknown one). */
const LINKS: { [P in AdminPath]: { label: string; icon: IconName } } = {
  '/admindashboardpage': { label: 'Dashboard', icon: 'dashboard' },
  '/admin/floor': { label: 'Floor', icon: 'floor' },
  '/admin/floor/plan': { label: 'Table plan', icon: 'floor' },
  '/adminorders': { label: 'Orders', icon: 'orders' },
  '/adminreservations': { label: 'Reservations', icon: 'reservations' },
  '/admininventory': { label: 'Inventory', icon: 'inventory' },
  '/adminusers': { label: 'User', icon: 'users' },
  '/adminstaff': { label: 'Staff', icon: 'users' },
  '/adminmenu': { label: 'Menu', icon: 'menu' },
  '/adminaudit': { label: 'Audit log', icon: 'audit' },
  '/adminkitchen': { label: 'Kitchen display', icon: 'kitchen' },
  '/adminsettings': { label: 'Settings', icon: 'settings' },
  // Reports
  '/admin/reports': { label: 'Reports', icon: 'reports' },
  // Today's Thali.
  '/admin/thali': { label: "Today's Thali", icon: 'menu' },
  // The guest's record.
  '/admin/guests': { label: 'Guests', icon: 'users' },
};

export const ADMIN_LINKS = (Object.entries(LINKS) as [AdminPath, (typeof LINKS)[AdminPath]][]).map(([path, link]) => ({ path, ...link }));
