import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS, RESERVATIONS } from '../domain/collections';
import { ERROR_CODES } from '../domain/errors';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantDate, restaurantInstant } from '../domain/time';
import { PENDING_REGISTRATIONS } from '../domain/users';
import { StoreError } from '../ports';
import { SMS_NOT_SENT } from '../services/otp-policy';
import { startApi, type Reply, type TestApi } from '../testing/api-harness';

// Noon on a day of its own: takeaway is taken then whatever the hour the suite runs (after the last order, late in the
// evening, a takeaway for as soon as possible has no time left and is refused).
const AT_NOON = restaurantInstant('2031-09-03', '12:00', 'Asia/Kolkata');

// The harness checks every error reply of every API test against the closed set (assertErrorShape);
// this file walks the kinds of failure once, and the one rule for a code that can't be texted.

let t: TestApi;
let item: { _id: string; name: string; price: number };
let gatewayDown = false;
let seq = 0;
const who = () => {
  seq += 1;
  return { phone: `70${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(5, '0')}`, ip: `10.9.${Math.floor(seq / 250)}.${(seq % 250) + 1}` };
};
const codeOf = (r: Reply<unknown>) => [r.status, r.body.code];

beforeAll(async () => {
  t = await startApi({ at: AT_NOON });
  const sms = t.deps.sms;
  const send = sms.send.bind(sms);
  sms.send = (to, text, kind) => (gatewayDown ? Promise.reject(new Error('gateway down')) : send(to, text, kind));
  item = (await t.call<Array<typeof item>>('GET', '/api/menu')).body.data![0]!;
});
afterAll(async () => t?.close());

const order = (g = who()) =>
  t.call<{ _id: string; testOtp?: string; resendInSeconds: number }>('POST', '/api/orders', {
    body: { name: 'Asha Patel', phone: g.phone, orderType: 'takeaway', items: [{ _id: item._id, name: item.name, price: item.price, quantity: 1, image: '' }] },
    ip: g.ip,
  });
const bookingDate = () => addDays(restaurantDate(t.clock.now(), DEFAULT_SETTINGS.locale.timeZone), 5);
const book = (g = who()) =>
  t.call<{ reservationId: string; reference: string; testOtp?: string }>('POST', '/api/reservations/create', {
    body: { name: 'Asha Patel', phone: g.phone, date: bookingDate(), time: '19:00', partySize: 2 },
    ip: g.ip,
  });
const laterBy = (seconds: number) => t.clock.advance(seconds * 1000);

describe('every error reply names its code', () => {
  it('walks the kinds of failure: each answers { success: false, code, message } with the code the case means', async () => {
    const customer = (await t.sessionFor('user')).idToken;
    const cases: Array<[string, Promise<Reply<unknown>>, string]> = [
      ['unknown API route', t.call('GET', '/api/nowhere'), 'not_found'],
      ['malformed JSON', t.call('POST', '/api/orders', { raw: '{"a":' }), 'validation_failed'],
      ['a body that fails its schema', t.call('POST', '/api/reservations/create', { body: { name: '' } }), 'validation_failed'],
      ['no session', t.call('GET', '/api/users/me'), 'unauthenticated'],
      ['a customer on an admin route', t.call('GET', '/api/admin/settings', { token: customer }), 'forbidden'],
      ['no App Check token on a texting route', t.call('POST', '/api/orders', { body: {}, appCheck: null }), 'app_check_failed'],
      ['an unknown order', t.call('GET', '/api/orders/nope?phone=9876543210'), 'not_found'],
      ['a wrong login', t.call('POST', '/api/users/login', { body: { phone: who().phone, password: 'wrong-password' }, ip: who().ip }), 'invalid_credentials'],
      ['a body too large', t.call('POST', '/api/orders', { raw: JSON.stringify({ pad: 'x'.repeat(300 * 1024) }) }), 'payload_too_large'],
      [
        'a registration code with nothing pending',
        t.call('POST', '/api/users/register/verify', { body: { phone: who().phone, otp: '123456' } }),
        'otp_not_pending',
      ],
    ];
    for (const [what, call, code] of cases) {
      const r = await call;
      expect([what, r.body.code], r.body.message).toEqual([what, code]);
      expect(ERROR_CODES).toContain(r.body.code);
    }
  });

  it('an OTP verdict answers the same code and status in orders, bookings and registration', async () => {
    const placed = (await order()).body.data!;
    const booking = (await book()).body.data!;
    const g = who();
    const started = await t.call<{ testOtp: string }>('POST', '/api/users/register/start', {
      body: { name: 'Asha Patel', phone: g.phone, password: 'masala-chai' },
      ip: g.ip,
    });
    const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
    const verifyOrder = (otp: string) => t.call('POST', `/api/orders/${placed._id}/verify-otp`, { body: { otp } });
    const verifyBooking = (otp: string) => t.call('POST', '/api/reservations/verify-otp', { body: { reservationId: booking.reservationId, otp } });
    const verifyRegistration = (otp: string) => t.call('POST', '/api/users/register/verify', { body: { phone: g.phone, otp } });

    for (const [verify, code] of [
      [verifyOrder, placed.testOtp!],
      [verifyBooking, booking.testOtp!],
      [verifyRegistration, started.body.data!.testOtp],
    ] as const) {
      const r = await verify(wrong(code));
      expect(codeOf(r)).toEqual([400, 'otp_invalid']);
      expect(r.body.data).toEqual({ triesLeft: 4 });
    }
    expect(codeOf(await verifyOrder(placed.testOtp!))).toEqual([200, undefined]);
    expect(codeOf(await verifyOrder(placed.testOtp!))).toEqual([409, 'otp_used']);
    expect(codeOf(await verifyBooking(booking.testOtp!))).toEqual([200, undefined]);
    // A confirmed booking is refused before its code is judged.
    expect(codeOf(await verifyBooking(booking.testOtp!))).toEqual([409, 'conflict']);
  });
});

describe('a transaction that gives up under contention (Firestore: ABORTED after its retries)', () => {
  it('answers 503 busy with Retry-After, and nothing was written', async () => {
    const g = who();
    const before = await t.store.count(ORDERS);
    const transaction = t.store.transaction.bind(t.store);
    t.store.transaction = () => Promise.reject(new StoreError('aborted', 'transaction met too much contention'));
    const r = await order(g).finally(() => (t.store.transaction = transaction));
    expect(codeOf(r)).toEqual([503, 'busy']);
    expect(r.body.message).toBe('Many people are doing this at the same moment. Nothing was changed: please try again.');
    expect(r.headers.get('retry-after')).toBe('1');
    expect(await t.store.count(ORDERS)).toBe(before);
    // The same request, sent again, goes through.
    expect((await order(g)).status).toBe(201);
  });
});

describe("when a code can't be texted: the record stays, the reply is 503 sms_not_sent with what the screen needs, and Resend works", () => {
  it('a new order: kept, its code still confirms it, and the reply carries its id and timers', async () => {
    gatewayDown = true;
    const r = await order().finally(() => (gatewayDown = false));
    expect(codeOf(r)).toEqual([503, 'sms_not_sent']);
    expect(r.body.message).toBe(SMS_NOT_SENT);
    const kept = r.body.data!;
    expect(kept.resendInSeconds).toBe(60);
    expect(await t.store.get(ORDERS, kept._id)).toMatchObject({ isVerified: false });
    expect(codeOf(await t.call('POST', `/api/orders/${kept._id}/verify-otp`, { body: { otp: kept.testOtp } }))).toEqual([200, undefined]);
  });

  it('an order resend: the new code stays, 503 with the timers', async () => {
    const placed = (await order()).body.data!;
    laterBy(61);
    gatewayDown = true;
    const r = await t.call<{ resendInSeconds: number; testOtp: string }>('POST', `/api/orders/${placed._id}/resend-otp`).finally(() => (gatewayDown = false));
    expect(codeOf(r)).toEqual([503, 'sms_not_sent']);
    expect(r.body.data!.resendInSeconds).toBe(60);
    expect(codeOf(await t.call('POST', `/api/orders/${placed._id}/verify-otp`, { body: { otp: r.body.data!.testOtp } }))).toEqual([200, undefined]);
  });

  it('a booking and its resend: the booking holds its seats, 503 with its id and reference', async () => {
    gatewayDown = true;
    const r = await book().finally(() => (gatewayDown = false));
    expect(codeOf(r)).toEqual([503, 'sms_not_sent']);
    const { reservationId, reference } = r.body.data!;
    expect(reference).toMatch(/^[A-Z0-9]{8}$/);
    expect(await t.store.get(RESERVATIONS, reservationId)).toMatchObject({ status: 'pending' });
    laterBy(61);
    gatewayDown = true;
    const again = await t
      .call<{ reservationId: string }>('POST', '/api/reservations/resend-otp', { body: { reservationId } })
      .finally(() => (gatewayDown = false));
    expect(codeOf(again)).toEqual([503, 'sms_not_sent']);
    expect(again.body.data!.reservationId).toBe(reservationId);
  });

  it('a registration: the pending details stay, 503 with the phone and timers, and the code registers', async () => {
    const g = who();
    gatewayDown = true;
    const r = await t
      .call<{ phone: string; resendInSeconds: number; testOtp: string }>('POST', '/api/users/register/start', {
        body: { name: 'Asha Patel', phone: g.phone, password: 'masala-chai' },
        ip: g.ip,
      })
      .finally(() => (gatewayDown = false));
    expect(codeOf(r)).toEqual([503, 'sms_not_sent']);
    expect(r.body.data).toMatchObject({ phone: g.phone, resendInSeconds: 60 });
    expect(await t.store.get(PENDING_REGISTRATIONS, g.phone)).not.toBeNull();
    expect(codeOf(await t.call('POST', '/api/users/register/verify', { body: { phone: g.phone, otp: r.body.data!.testOtp } }))).toEqual([201, undefined]);
  });
});
