import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { FirebaseAppCheck } from '../adapters/firebase-app-check';
import { DEV_OUTBOX, ORDERS } from '../domain/collections';
import { startApi, PROJECT_ID, type TestApi } from '../testing/api-harness';
import { APP_CHECK_INVALID, APP_CHECK_MISSING } from './app-check';
import { restaurantInstant } from '../domain/time';

// Noon on a day of its own: takeaway is taken then whatever the hour the suite runs (after the last order, late in the
// evening, a takeaway for as soon as possible has no time left and is refused).
const AT_NOON = restaurantInstant('2031-09-02', '12:00', 'Asia/Kolkata');

let t: TestApi;
let dish: string;
let n = 0;
const phone = () => `74${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;

beforeAll(async () => {
  t = await startApi({ at: AT_NOON });
  dish = (await t.call<Array<{ _id: string; soldOut?: boolean }>>('GET', '/api/menu')).body.data!.find((m) => !m.soldOut)!._id;
});
afterAll(async () => {
  await t?.close();
});

const texted = async (to: string) => (await t.deps.outbox!.query(DEV_OUTBOX, { where: [{ field: 'phone', op: '==', value: to }] })).length;
const orderBody = (to: string) => ({ name: 'Guest', phone: to, orderType: 'takeaway', tableNumber: null, items: [{ _id: dish, quantity: 1 }] });

/** Every route that texts a code, with a body it would otherwise accept. */
const textingRoutes = (to: string): Array<[string, string, unknown]> => [
  ['POST', '/api/orders', orderBody(to)],
  ['POST', '/api/orders/walk-test-order/resend-otp', {}],
  ['POST', '/api/reservations/create', { name: 'Guest', phone: to, date: '2099-01-01', time: '19:00', guests: 2 }],
  ['POST', '/api/reservations/resend-otp', { reference: 'ABC123' }],
  ['POST', '/api/reservations/manage/start', { reference: 'ABC123', phone: to }],
  ['POST', '/api/users/register/start', { name: 'Guest', phone: to, password: 'secret-pass' }],
  ['POST', '/api/users/register/resend', { phone: to }],
  ['POST', '/api/users/login/code', { phone: to }],
  ['POST', '/api/users/password/reset', { phone: to }],
];

describe('App Check on the routes that text a code', () => {
  it('refuses every texting route without an App Check token, says why, and texts nothing', async () => {
    const to = phone();
    const ordersBefore = (await t.store.query(ORDERS)).length;
    for (const [method, path, body] of textingRoutes(to)) {
      const reply = await t.call(method, path, { body, appCheck: null });
      expect([path, reply.status, reply.body.message]).toEqual([path, 403, APP_CHECK_MISSING]);
    }
    expect(await texted(to)).toBe(0);
    expect((await t.store.query(ORDERS)).length).toBe(ordersBefore);
  });

  it('refuses a token that is not the one the local web build sends', async () => {
    const to = phone();
    const reply = await t.call('POST', '/api/orders', { body: orderBody(to), appCheck: 'forged-token' });
    expect([reply.status, reply.body.message]).toEqual([403, APP_CHECK_INVALID]);
    expect(await texted(to)).toBe(0);
  });

  it('accepts the local debug token, and the order is placed and texted', async () => {
    const to = phone();
    const reply = await t.call<{ _id: string }>('POST', '/api/orders', { body: orderBody(to) });
    expect(reply.status).toBe(201);
    expect(await texted(to)).toBe(1);
  });

  it('leaves routes that send no text alone: the menu and login need no token', async () => {
    expect((await t.call('GET', '/api/menu', { appCheck: null })).status).toBe(200);
    expect((await t.call('POST', '/api/users/login', { body: { phone: phone(), password: 'guess-123' }, appCheck: null })).status).toBe(401);
  });
});

describe('the deployed App Check adapter', () => {
  it('answers false, without throwing, for a token that is not an App Check JWT', async () => {
    const app = initializeApp({ projectId: PROJECT_ID }, `app-check-test-${process.pid}`);
    const verifier = new FirebaseAppCheck(() => getAppCheck(app));
    expect(await verifier.verify('not-a-jwt')).toBe(false);
  });

  it('consumes each limited-use token, and refuses one already consumed: a lifted token buys one text', async () => {
    const consumed = new Set<string>();
    const calls: unknown[] = [];
    const sdk = {
      verifyToken: async (token: string, options?: { consume?: boolean }) => {
        calls.push(options);
        const alreadyConsumed = consumed.has(token);
        if (options?.consume) consumed.add(token);
        return { appId: 'web-app', token: {}, alreadyConsumed };
      },
    };
    const verifier = new FirebaseAppCheck(() => sdk as unknown as ReturnType<typeof getAppCheck>);

    expect(await verifier.verify('limited-use-1')).toBe(true);
    expect(await verifier.verify('limited-use-1')).toBe(false);
    expect(calls).toEqual([{ consume: true }, { consume: true }]);
  });
});
