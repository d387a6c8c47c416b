import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { startApi, type TestApi } from './testing/api-harness';

/**
 * Walks the Express app's own route table, so that a route added tomorrow is
 * checked without anyone remembering to list it: every route is public only if
 * it is on the allow-list below, signed-in only if it is on SIGNED_IN, and
 * otherwise must answer 401 to an anonymous caller and 403 to a customer.
 */

/** Routes anyone may call (spec §7 and DECISIONS: login, registration, menu, placing and confirming orders and bookings...). */
const PUBLIC = [
  'POST /api/users/register/start',
  'POST /api/users/register/resend',
  'POST /api/users/register/verify',
  'POST /api/users/login',
  'POST /api/users/admin/login',
  // Sign in with a code, and forgot password: a guest without a session asks for a code and gives it back (the same reply with or without an account; limited like every code).
  'POST /api/users/login/code',
  'POST /api/users/login/verify',
  'POST /api/users/password/reset',
  'POST /api/users/password/reset/verify',
  // An invited person joins with the code texted to the invited phone (checked inside, limited like registration).
  'POST /api/users/staff/join',
  'GET /api/menu',
  // One dish of the public menu with its allergens (a hidden category's answer 404): the menu's dish details.
  'GET /api/menu/:id',
  'GET /api/categories',
  // The menu page, rendered with the dishes of the moment (http/pages.ts): what GET /api/menu and /api/categories answer.
  'GET /menu',
  // The home page, rendered with the thali of the moment (http/pages.ts): what GET /api/thali and /api/settings answer.
  'GET /',
  // The home and the menu in Gujarati and Hindi (http/pages.ts): the same pages, rendered in the guest's language.
  'GET /gu/',
  'GET /gu/menu',
  'GET /hi/',
  'GET /hi/menu',
  // The old address of the home page: a redirect to / (firebase.json sends it here, not to a Hosting redirect rule).
  'GET /index.html',
  // A text's short link (/t?r=<reference>, within a DLT variable's 30 characters): a redirect to the page anyone may open with the reference.
  'GET /t',
  // A hashed file of the web build the live site lacks (firebase.json sends a missing /assets/ file here): the function's own copy.
  'GET /assets/:file',
  'POST /api/orders',
  'POST /api/orders/:id/verify-otp',
  'POST /api/orders/:id/resend-otp',
  // An order waiting for its online payment switches to paying at the counter (a code texted, as for a new order).
  'POST /api/orders/:id/pay-at-counter',
  // The payment gateway's word, proven by its signature over the raw body (a wrong one answers 400 and changes nothing).
  'POST /api/payments/webhook',
  // One order by id: its owner's session or the phone it was placed with (checked inside); the thank-you page reads it.
  'GET /api/orders/:id',
  // One order's tax invoice, on the same terms: the staff, or the guest with the phone the order was placed with.
  'GET /api/orders/:id/invoice',
  'GET /api/reservations/availability',
  // Takeaway pickup times with room for N plates, and whether takeaway is paused: what checkout offers.
  'GET /api/ordering/pickup-times',
  // The thali of the service now and the next, with its plates left: shown on the home page and the menu.
  'GET /api/thali',
  'POST /api/reservations/create',
  'POST /api/reservations/verify-otp',
  'POST /api/reservations/resend-otp',
  'POST /api/reservations/manage/start',
  'POST /api/reservations/manage/verify',
  'POST /api/reservations/manage/cancel',
  // The manage token (a code texted to the booking's phone, 15 minutes) guards it, as it guards the cancel.
  'POST /api/reservations/manage/change',
  'POST /api/newsletter',
  'GET /api/media/*key',
  // What every page shows (hours, identity, rates, offers): public by design.
  'GET /api/settings',
  // Order tracking proves the phone inside (its last 4 digits, limited per IP and per reference); the estimate is a figure.
  'POST /api/track',
  'GET /api/track/estimate',
  // A waitlist place's page: the reference texted to the guest is the key; it answers a first name, a place, a quote and a status, limited per network.
  'GET /api/waitlist/:reference',
  // What open-check asks before the first evening: whether the SMS gateway answers (probed at most once a minute) and how App Check is verified.
  'GET /api/health',
  // Local and emulator mode only: never mounted when deployed (checked below).
  'GET /api/dev/outbox',
  'POST /api/dev/whatsapp',
  'GET /api/dev/clock',
  'POST /api/dev/clock',
  'POST /api/dev/run-scheduled',
  'POST /api/dev/limits/clear',
  'POST /api/dev/login-as-admin',
  'POST /api/dev/payments/:gatewayOrderId/complete',
];

/** Routes for any signed-in user: 401 without a session, and a customer is let in. */
const SIGNED_IN = [
  'GET /api/users/me',
  'POST /api/users/me/sign-out-everywhere',
  'GET /api/users/me/export',
  'DELETE /api/users/me',
  'POST /api/users/me/password',
  'POST /api/users/me/delete-code',
];

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}
interface RouteEntry {
  method: string;
  path: string;
}

const key = (r: RouteEntry) => `${r.method} ${r.path}`;

const asPaths = (raw: unknown): string[] => {
  const list = Array.isArray(raw) ? raw.flat(Infinity) : [raw];
  return list.map((p) => {
    if (typeof p !== 'string') throw new Error(`a route is mounted on a non-string path (${String(p)}): list it by hand in security.api.test.ts`);
    return p === '/' ? '' : p;
  });
};

/** Every (method, path) the app routes, with mount paths joined (Express 5: app.router.stack, nested handle.stack). */
function routeTable(app: ReturnType<typeof createApp>): RouteEntry[] {
  const out: RouteEntry[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of asPaths(layer.route.path)) {
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== '_all') out.push({ method: method.toUpperCase(), path: prefix + path || '/' });
          }
        }
      } else if (Array.isArray(layer.handle?.stack)) {
        for (const path of asPaths(layer.rawPath ?? '/')) walk(layer.handle.stack, prefix + path);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return out.filter((r, i) => out.findIndex((o) => key(o) === key(r)) === i);
}

/** A concrete URL for a route pattern: ids and wildcards filled in with values that exist nowhere. */
const concrete = (path: string) => path.replace(/[{}]/g, '').replace(/:\w+/g, 'walk-test-id').replace(/\*\w*/g, 'walk/test');

let t: TestApi;
let routes: RouteEntry[];
let customer: string;
let admin: string;

beforeAll(async () => {
  t = await startApi();
  routes = routeTable(createApp(t.deps));
  customer = (await t.sessionFor('user')).idToken;
  admin = (await t.sessionFor('admin')).idToken;
});
afterAll(async () => {
  await t?.close();
});

const send = (r: RouteEntry, token?: string) =>
  t.call(r.method, concrete(r.path), { token, ...(['POST', 'PUT', 'PATCH'].includes(r.method) ? { body: {} } : {}) });

describe('the route walk', () => {
  it('finds the routes of every router, including nested mounts and parameters', () => {
    const keys = routes.map(key);
    expect(keys).toContain('GET /api/users/admin/users');
    expect(keys).toContain('POST /api/users/login');
    expect(keys).toContain('GET /api/menu');
    expect(routes.length).toBeGreaterThanOrEqual(PUBLIC.length / 2);
  });

  it('every admin route answers 401 without a session and 403 to a customer, and lets an admin through', async () => {
    const adminRoutes = routes.filter((r) => !PUBLIC.includes(key(r)) && !SIGNED_IN.includes(key(r)));
    expect(adminRoutes.map(key)).toContain('GET /api/users/admin/users');
    const wrong: string[] = [];
    for (const r of adminRoutes) {
      const anon = await send(r);
      const cust = await send(r, customer);
      const adm = await send(r, admin);
      if (anon.status !== 401)
        wrong.push(`${key(r)} answered ${anon.status} to an anonymous caller (if it is public, add it to PUBLIC in security.api.test.ts)`);
      if (cust.status !== 403) wrong.push(`${key(r)} answered ${cust.status} to a customer`);
      if ([401, 403].includes(adm.status) || adm.status >= 500) wrong.push(`${key(r)} answered ${adm.status} to an admin`);
    }
    expect(wrong).toEqual([]);
    console.info(`route walk: ${adminRoutes.length} admin routes checked: ${adminRoutes.map(key).join(', ')}`);
  });

  it('every admin route the spec and DECISIONS name is admin-only, if it exists yet', () => {
    const adminOnly = [
      /^GET \/api\/orders$/,
      /^DELETE \/api\/orders\/:id$/,
      /^PATCH \/api\/orders\/:id\/status$/,
      /^POST \/api\/orders\/:id\/(undo|void|send-due-texts)$/,
      /^POST \/api\/orders\/walk-in$/,
      /^\w+ \/api\/inventory/,
      /^\w+ \/api\/menu\/admin/,
      /^\w+ \/api\/reservations\/admin\//,
      /^GET \/api\/reservations\/today$/,
      /^\w+ \/api\/admin\//,
      /\/admin(\/|$)/,
    ];
    const exempt = new Set(['POST /api/users/admin/login', 'POST /api/dev/login-as-admin']);
    const leaks = routes.map(key).filter((k) => adminOnly.some((re) => re.test(k)) && !exempt.has(k) && (PUBLIC.includes(k) || SIGNED_IN.includes(k)));
    expect(leaks).toEqual([]);
  });

  it('signed-in routes answer 401 without a session and let a customer in', async () => {
    // Signing out everywhere ends the customer's sessions, so it is walked last.
    const endsSessions = (r: RouteEntry) => Number(key(r) === 'POST /api/users/me/sign-out-everywhere');
    for (const r of routes.filter((x) => SIGNED_IN.includes(key(x))).sort((a, b) => endsSessions(a) - endsSessions(b))) {
      expect((await send(r)).status, key(r)).toBe(401);
      expect([401, 403]).not.toContain((await send(r, customer)).status);
    }
  });

  it('a forged bearer token is a 401 on an admin route', async () => {
    expect((await t.call('GET', '/api/users/admin/users', { token: 'forged.token.value' })).status).toBe(401);
  });

  it('a deployed app has no /api/dev routes at all', () => {
    const deployed = routeTable(createApp({ ...t.deps, mode: 'deployed' }));
    expect(deployed.filter((r) => r.path.startsWith('/api/dev'))).toEqual([]);
    expect(deployed.length).toBeGreaterThan(0);
  });
});
