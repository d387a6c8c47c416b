import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RACE_TIMEOUT, RACE_WIDTH, wideRace } from '../testing/api-file';
import { LIMITS } from '../services/limits';
import { startApi, type TestApi } from '../testing/api-harness';
import { restaurantInstant } from '../domain/time';

// Noon on a day of its own: takeaway is taken then whatever the hour the suite runs (after the last order, late in the
// evening, a takeaway for as soon as possible has no time left and is refused).
const AT_NOON = restaurantInstant('2031-09-01', '12:00', 'Asia/Kolkata');

let t: TestApi;
let second: TestApi;
let dish: string;
let n = 0;
const phone = () => `73${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
const forged = () => `${(n * 7) % 250}.${n % 250}.${(n * 3) % 250}.${++n % 250}`;
const order = (api: TestApi, ip: string, headers: Record<string, string> = {}) =>
  api.call<{ _id: string }>('POST', '/api/orders', {
    body: { name: 'Guest', phone: phone(), orderType: 'takeaway', tableNumber: null, items: [{ _id: dish, quantity: 1 }] },
    headers,
    ip,
  });
const login = (api: TestApi, ip: string, headers: Record<string, string> = {}) =>
  api.call('POST', '/api/users/login', { body: { phone: phone(), password: 'guess-123' }, headers, ip });

beforeAll(async () => {
  t = await startApi({ at: AT_NOON });
  second = await startApi({ sameStoreAs: t });
  dish = (await t.call<Array<{ _id: string; soldOut?: boolean }>>('GET', '/api/menu')).body.data!.find((m) => !m.soldOut)!._id;
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('a client that forges X-Forwarded-For', () => {
  it(`gets no extra OTP sends: ${LIMITS.otpSendsPerIp.max} in 10 minutes, whatever address it claims`, async () => {
    const ip = '198.51.100.10';
    for (let i = 0; i < LIMITS.otpSendsPerIp.max; i++) expect((await order(t, ip, { 'x-forwarded-for': forged() })).status).toBe(201);
    const refused = await order(t, ip, { 'x-forwarded-for': forged() });
    expect([refused.status, refused.body.message]).toEqual([429, 'Too many OTP requests from this network. Please try again later.']);
    expect((await order(t, '198.51.100.11')).status).toBe(201);
  });

  it(`gets no extra login tries: ${LIMITS.loginPerIp.max} wrong ones, then 429`, async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < LIMITS.loginPerIp.max; i++) expect((await login(t, ip, { 'x-forwarded-for': forged() })).status).toBe(401);
    expect((await login(t, ip, { 'x-forwarded-for': forged() })).status).toBe(429);
  });

  it('gets no extra admin password tries', async () => {
    const ip = '198.51.100.30';
    const tries = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call('POST', '/api/users/admin/login', { body: { password: `guess-${i}` }, headers: { 'x-forwarded-for': forged() }, ip }),
      ),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});

describe("the local stack clears a network's limits for the next journey", () => {
  it("POST /api/dev/limits/clear gives the caller's own address its texts back, and no other address's", async () => {
    const mine = '198.51.100.70';
    const other = '198.51.100.71';
    for (let i = 0; i < LIMITS.otpSendsPerIp.max; i++) {
      expect((await order(t, mine)).status).toBe(201);
      expect((await order(t, other)).status).toBe(201);
    }
    expect((await order(t, mine)).status).toBe(429);
    const cleared = await t.call<{ cleared: string[] }>('POST', '/api/dev/limits/clear', { ip: mine });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data!.cleared).toEqual(expect.arrayContaining(['otp-ip', 'register-ip', 'login-ip']));
    expect((await order(t, mine)).status).toBe(201);
    expect((await order(t, other)).status).toBe(429);
  });
});

describe('limits are checked atomically and held in the store', () => {
  // The limit's count plus a race's width: every try past the limit must be refused, however many arrive at once.
  const tries = LIMITS.loginPerIp.max + RACE_WIDTH;
  it(
    `${tries} parallel wrong logins from one address are judged as ${tries}: ${LIMITS.loginPerIp.max} answered 401, the rest 429`,
    async () => {
      const ip = '198.51.100.40';
      const replies = await Promise.all(Array.from({ length: tries }, () => login(t, ip)));
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.loginPerIp.max);
      expect(statuses.filter((s) => s === 429)).toHaveLength(tries - LIMITS.loginPerIp.max);
    },
    RACE_TIMEOUT,
  );

  it('two app instances over one store share one limit', async () => {
    const ip = '198.51.100.50';
    const signUp = (api: TestApi, i: number) => api.call('POST', '/api/newsletter', { body: { email: `guest${i}@example.com` }, ip });
    for (let i = 0; i < LIMITS.newsletterPerIp.max; i++) expect((await signUp(i % 2 ? second : t, i)).status).toBe(201);
    expect((await signUp(t, 100)).status).toBe(429);
    expect((await signUp(second, 101)).status).toBe(429);
  });

  wideRace('OTP sends from one address across two instances count once each, in parallel too', async () => {
    const ip = '198.51.100.60';
    const replies = await Promise.all(Array.from({ length: LIMITS.otpSendsPerIp.max + 6 }, (_, i) => order(i % 2 ? second : t, ip)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(LIMITS.otpSendsPerIp.max);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(6);
  });
});
