/**
 * The back office's paths, once: the router, the shell's sections and the sidebar's links
 * (admin-routes.ts) all key on them. Only paths: the router, and so every public page's first
 * load, imports this file; the labels load with the back office.
 */
export const SHELL_PATHS = [
  '/admindashboardpage',
  // The floor: the counter's home on a tablet.
  '/admin/floor',
  // The table plan's editor (owner or manager).
  '/admin/floor/plan',
  '/adminorders',
  '/adminreservations',
  '/admininventory',
  '/adminusers',
  '/adminstaff',
  '/adminmenu',
  '/adminaudit',
  '/adminsettings',
  // Reports
  '/admin/reports',
  // Today's Thali.
  '/admin/thali',
  // The guest's record.
  '/admin/guests',
] as const;
/** The screens the back office shell shows beside its sidebar. */
export type ShellPath = (typeof SHELL_PATHS)[number];
/** Back office screens that are pages of their own, without the sidebar. */
export const KITCHEN_PATH = '/adminkitchen';
export type AdminPath = ShellPath | typeof KITCHEN_PATH;
