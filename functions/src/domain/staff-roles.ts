export { LEGACY_ADMIN_ROLE, ROLES, STAFF_ROLES, isStaff, roleOf, type Role, type StaffRole, type StoredRole } from './roles';
import type { Role, StaffRole } from './roles';

/** The rows of the table: what each kind of back-office work needs. */
export const PERMISSIONS = {
  settings: { roles: ['owner'], what: 'change settings, staff roles and the SMS budget' },
  menu: { roles: ['owner', 'manager'], what: 'edit the menu, prices, offers and inventory' },
  soldOut: { roles: ['owner', 'manager', 'counter', 'kitchen'], what: 'mark a dish sold out' },
  reports: { roles: ['owner', 'manager'], what: 'see reports, the audit log and registered users' },
  orders: { roles: ['owner', 'manager', 'counter'], what: 'take and move orders' },
  voidOrder: { roles: ['owner', 'manager'], what: 'void, refund or delete an order, or mark one not collected' },
  reservations: { roles: ['owner', 'manager', 'counter'], what: 'manage reservations' },
  kitchen: { roles: ['owner', 'manager', 'counter', 'kitchen'], what: 'use the kitchen display' },
  floorPlan: { roles: ['owner', 'manager'], what: 'lay out the table plan' },
  // Shared devices, named people.
  sharedDevice: { roles: ['owner', 'manager', 'counter', 'kitchen'], what: 'switch person on a shared device' },
} as const satisfies Record<string, { roles: readonly StaffRole[]; what: string }>;
export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly Role[]).includes(role);
}

const ARTICLE: Record<StaffRole, string> = { owner: 'an owner', manager: 'a manager', counter: 'counter staff', kitchen: 'the kitchen' };

/** The refusal's words, naming the roles that can: "Only an owner or a manager can edit the menu, ...". */
export function refusalMessage(permission: Permission): string {
  const names = PERMISSIONS[permission].roles.map((r) => ARTICLE[r]);
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
  return `Only ${who} can ${PERMISSIONS[permission].what}.`;
}

type Rule = Permission | ((body: Record<string, unknown>) => Permission);

/** The kitchen moves tickets to Preparing or Ready; Not collected writes off a sale, like a void; any other move is the counter's. */
const orderMove: Rule = (body) =>
  body.status === 'Preparing' || body.status === 'Ready' ? 'kitchen' : body.status === 'Not collected' ? 'voidOrder' : 'orders';

/**
 * Every back-office route and what it needs: the one map the server enforces (http/auth.ts
 * requireAdmin) and the API tests walk. A back-office route missing here is the owner's alone.
 */
export const ROUTE_PERMISSIONS: Record<string, Rule> = {
  'GET /api/admin/settings': 'settings',
  'PUT /api/admin/settings': 'settings',
  // Switching currency: every price times a factor, previewed first.
  'GET /api/admin/settings/reprice': 'settings',
  'POST /api/admin/settings/reprice': 'settings',
  'GET /api/admin/sms-budget': 'settings',
  'PUT /api/admin/sms-budget': 'settings',
  'PATCH /api/users/admin/users/:id/role': 'settings',
  'GET /api/users/admin/staff': 'settings',
  // Every dish, hidden categories' too: the menu editor and the sold-out panel read it.
  'GET /api/menu/admin': 'soldOut',
  'POST /api/menu/admin': 'menu',
  'PUT /api/menu/admin/:id': 'menu',
  'DELETE /api/menu/admin/:id': 'menu',
  'PATCH /api/menu/admin/:id/sold-out': 'soldOut',
  'GET /api/inventory': 'menu',
  'POST /api/inventory': 'menu',
  'PUT /api/inventory/:id': 'menu',
  'DELETE /api/inventory/:id': 'menu',
  'GET /api/admin/dashboard': 'reports',
  'GET /api/admin/audit': 'reports',
  'GET /api/users/admin/users': 'reports',
  'GET /api/orders': 'orders',
  'POST /api/orders/walk-in': 'orders',
  'PATCH /api/orders/:id/status': orderMove,
  'POST /api/orders/:id/undo': 'orders',
  'POST /api/orders/:id/send-due-texts': 'orders',
  'POST /api/orders/:id/void': 'voidOrder',
  'POST /api/orders/:id/refund': 'voidOrder',
  'DELETE /api/orders/:id': 'voidOrder',
  'GET /api/admin/order-alerts': 'orders',
  'GET /api/admin/messages/:subjectId': 'orders',
  'GET /api/reservations/admin/all': 'reservations',
  'GET /api/reservations/admin/:id': 'reservations',
  'PATCH /api/reservations/admin/:id/status': 'reservations',
  'POST /api/reservations/admin/:id/undo': 'reservations',
  'POST /api/reservations/admin/:id/send-due-texts': 'reservations',
  'GET /api/reservations/today': 'reservations',
  'GET /api/admin/kitchen': 'kitchen',
  // The Indian bill at the counter: printing the invoice, settling it, the day's takings by mode.
  'POST /api/orders/:id/invoice': 'orders',
  'POST /api/orders/:id/payment': 'orders',
  'GET /api/orders/payments/day': 'orders',
  // Before the bill: a discount (within the role's limit), the service charge, the business billed.
  'PATCH /api/orders/:id/discount': 'orders',
  'PATCH /api/orders/:id/service-charge': 'orders',
  'PATCH /api/orders/:id/billing': 'orders',
  'POST /api/users/admin/users/:id/sign-out': 'settings',
  'POST /api/reservations/admin': 'reservations',
  'POST /api/reservations/admin/:id/seat': 'reservations',
  // The table plan: everyone on the floor reads it (the kitchen too), owners and managers lay it out; a booking given a table ahead.
  'GET /api/admin/tables': 'kitchen',
  'PUT /api/admin/tables': 'floorPlan',
  'PATCH /api/reservations/admin/:id/table': 'reservations',
  'PUT /api/admin/admin-password': 'settings',
  // Reports
  'GET /api/admin/reports/sales': 'reports',
  'GET /api/admin/reports/gst': 'reports',
  'GET /api/admin/reports/day-end': 'reports',
  'GET /api/admin/reports/orders.csv': 'reports',
  'GET /api/admin/reports/lines.csv': 'reports',
  'GET /api/admin/reports/bookings.csv': 'reports',
  'GET /api/admin/reports/gst.csv': 'reports',
  'GET /api/admin/reports/payments.csv': 'reports',
  // The floor per service, and closing a day on the Z report (owner or manager).
  'GET /api/admin/reports/floor': 'reports',
  'GET /api/admin/reports/floor.csv': 'reports',
  'POST /api/admin/reports/day-end/close': 'reports',
  // Today's Thali and the menu's categories.
  'GET /api/admin/thali/library': 'menu',
  'PUT /api/admin/thali/library': 'menu',
  'GET /api/admin/thali/:date': 'menu',
  'PUT /api/admin/thali/:date/:service': 'menu',
  'DELETE /api/admin/thali/:date/:service': 'menu',
  'POST /api/admin/thali/:date/copy-from-yesterday': 'menu',
  'POST /api/admin/thali/:date/copy-to-week': 'menu',
  'GET /api/admin/thali/:date/copy-to-week': 'menu',
  'GET /api/admin/categories': 'menu',
  'POST /api/admin/categories': 'menu',
  'PUT /api/admin/categories/order': 'menu',
  'PATCH /api/admin/categories/:id': 'menu',
  'DELETE /api/admin/categories/:id': 'menu',
  // Takeaway pickups: the pause and running late are the counter's; the kitchen display reads the pause.
  'GET /api/admin/takeaway': 'kitchen',
  'POST /api/admin/takeaway/pause': 'orders',
  'DELETE /api/admin/takeaway/pause': 'orders',
  'POST /api/admin/takeaway/running-late': 'orders',
  // The guest's record, reliability and privacy.
  'GET /api/admin/guests': 'reservations',
  'GET /api/admin/guests/badges': 'reservations',
  'GET /api/admin/guests/:phone': 'reservations',
  'PATCH /api/admin/guests/:phone': 'reservations',
  'POST /api/admin/guests/:phone/clear-no-show': 'reservations',
  'DELETE /api/admin/guests/:phone': 'reports',
  'POST /api/orders/:id/called-back': 'orders',
  // Inviting staff by phone.
  'GET /api/users/admin/invites': 'settings',
  'POST /api/users/admin/invites': 'settings',
  'POST /api/users/admin/invites/:phone/resend': 'settings',
  'DELETE /api/users/admin/invites/:phone': 'settings',
  // Shared devices, named people: PINs and switching person.
  'GET /api/admin/pins/people': 'sharedDevice',
  'PUT /api/admin/pins/me': 'sharedDevice',
  'DELETE /api/admin/pins/me': 'sharedDevice',
  'DELETE /api/admin/pins/:uid': 'settings',
  'POST /api/admin/pins/switch': 'sharedDevice',
  'POST /api/admin/pins/switch-back': 'sharedDevice',
  // The waitlist at the door: the counter's, as seating is.
  'GET /api/admin/waitlist': 'orders',
  'POST /api/admin/waitlist': 'orders',
  'POST /api/admin/waitlist/:id/notify': 'orders',
  'POST /api/admin/waitlist/:id/seat': 'orders',
  'POST /api/admin/waitlist/:id/no-show': 'orders',
  'POST /api/admin/waitlist/:id/left': 'orders',
  // The floor's running bills: seating, rounds, closing, moving, merging and clearing are the counter's.
  'POST /api/admin/tables/:id/seat': 'orders',
  'POST /api/admin/tables/:id/clear': 'orders',
  'GET /api/admin/bills/:billId': 'orders',
  'POST /api/admin/bills/:billId/rounds': 'orders',
  'POST /api/admin/bills/:billId/close': 'orders',
  'POST /api/admin/bills/:billId/move': 'orders',
  'POST /api/admin/bills/:billId/merge': 'orders',
  // Splitting a closed bill into parts, evenly or by lines.
  'POST /api/admin/bills/:billId/split': 'orders',
};

const segments = (path: string) => path.replace(/\/+$/, '').split('/');

function matches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const got = segments(path);
  return want.length === got.length && want.every((w, i) => (w.startsWith(':') ? got[i] !== '' : w === got[i]));
}

/** What a request needs, from the map; null for a route not in it (the owner's alone). Literal paths win over patterns. */
export function permissionFor(method: string, path: string, body: unknown): Permission | null {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const entries = Object.entries(ROUTE_PERMISSIONS).filter(([key]) => key.startsWith(`${m} `));
  const hit = entries.find(([key]) => key.slice(m.length + 1) === path.replace(/\/+$/, '')) ?? entries.find(([key]) => matches(key.slice(m.length + 1), path));
  if (!hit) return null;
  const rule = hit[1];
  return typeof rule === 'function' ? rule(body && typeof body === 'object' ? (body as Record<string, unknown>) : {}) : rule;
}

/** The back office's screens and what each needs; the sidebar shows a screen only to the roles that can use it. */
export const SCREEN_PERMISSIONS = {
  '/admindashboardpage': 'reports',
  // The floor: tables and their running bills.
  '/admin/floor': 'orders',
  '/adminorders': 'orders',
  '/adminreservations': 'reservations',
  '/admininventory': 'menu',
  '/adminusers': 'reports',
  '/adminstaff': 'settings',
  '/adminmenu': 'menu',
  '/adminaudit': 'reports',
  '/adminkitchen': 'kitchen',
  '/adminsettings': 'settings',
  // Reports
  '/admin/reports': 'reports',
  // Today's Thali and the menu's categories.
  '/admin/thali': 'menu',
  // The guest's record.
  '/admin/guests': 'reservations',
  // The table plan's editor.
  '/admin/floor/plan': 'floorPlan',
} as const satisfies Record<string, Permission>;
export type ScreenPath = keyof typeof SCREEN_PERMISSIONS;

export const canUseScreen = (role: Role, path: ScreenPath): boolean => can(role, SCREEN_PERMISSIONS[path]);

/** Where a role lands in the back office: its first screen (the counter's is the floor). */
export function homeScreen(role: StaffRole): ScreenPath {
  const order: ScreenPath[] = ['/admindashboardpage', '/admin/floor', '/adminorders', '/adminkitchen'];
  return order.find((p) => canUseScreen(role, p)) ?? '/adminkitchen';
}

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', manager: 'Manager', counter: 'Counter', kitchen: 'Kitchen', user: 'Customer' };
