import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import { NO_PHONE_TEXT } from './notifications';
import { smsBudgetView } from './sms-budget';
import { apiForFile, guestOrder, orderableDish } from '../testing/api-file';
import type { TrackedOrder } from '../domain/track';

/**
 * An order's texts through the dev outbox, following the guest without an account
 * at /track/{reference}, and earlier guest orders in My Orders once the phone registers.
 */
// Noon on a day of its own: takeaway is taken then whatever the hour the suite runs (late in the evening the kitchen's
// last takeaway time has passed, and the orders here would be refused).
const { t, sessions } = apiForFile({ at: restaurantInstant('2032-07-14', '12:00', DEFAULT_SETTINGS.locale.timeZone), sessions: { admin: 'admin' } });
let dish: string;
let n = 0;
const phone = () => `76${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
const ip = () => `198.51.100.${(n % 200) + 20}`;
const outboxFor = async (p: string) => (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${p}`)).body.data!.map((m) => m.text);

async function placeAndConfirm(p: string, orderType: 'takeaway' | 'dine-in' = 'takeaway') {
  const placed = await guestOrder(t, { phone: p, ip: ip(), dish, quantity: 2, orderType });
  expect(placed.status).toBe(201);
  const { _id: id, testOtp } = placed.body.data!;
  expect((await t.call('POST', `/api/orders/${id}/verify-otp`, { body: { otp: testOtp } })).status).toBe(200);
  return { id, reference: id.slice(-6).toUpperCase() };
}
const setStatus = (id: string, status: string) => t.call('PATCH', `/api/orders/${id}/status`, { body: { status }, token: sessions.admin.idToken });
/** An admin's change can be undone for 10 seconds, so its text waits that long; then the back office sends what is due. */
async function afterUndoWindow(id: string) {
  t.clock.advance(10_001);
  expect((await t.call('POST', `/api/orders/${id}/send-due-texts`, { token: sessions.admin.idToken })).status).toBe(200);
}
const track = (reference: string, phoneLast4: string, from = '203.0.113.9') =>
  t.call<TrackedOrder>('POST', '/api/track', { body: { reference, phoneLast4 }, ip: from });

beforeAll(async () => {
  dish = await orderableDish(t);
});

describe('texts about an order', () => {
  it("confirmation carries the reference and a short tracking link on the site's domain; Ready is texted once even when set twice", async () => {
    const p = phone();
    const { id, reference } = await placeAndConfirm(p);
    let texts = await outboxFor(p);
    expect(texts.filter((x) => x.includes('is confirmed'))).toEqual([
      `${DEFAULT_SETTINGS.identity.name}: order #${reference} is confirmed. Follow it here: thalihouse.example/t?r=${reference}`,
    ]);

    expect((await setStatus(id, 'Preparing')).status).toBe(200);
    const [first, second] = await Promise.all([setStatus(id, 'Ready'), setStatus(id, 'Ready')]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await setStatus(id, 'Ready')).status).toBe(409);
    await afterUndoWindow(id);
    texts = await outboxFor(p);
    expect(texts.filter((x) => x.includes('ready for pickup'))).toHaveLength(1);
    const messages = await t.call<Array<{ kind: string; state: string }>>('GET', `/api/admin/messages/${id}`, { token: sessions.admin.idToken });
    expect(messages.body.data!.map((m) => [m.kind, m.state])).toEqual([
      ['order-confirmed', 'sent'],
      ['order-ready', 'sent'],
    ]);
  });

  it("a walk-in order without a phone texts no one: its Ready text is recorded as not sent, and the day's SMS count does not move", async () => {
    const walkIn = await t.call<{ _id: string }>('POST', '/api/orders/walk-in', {
      token: sessions.admin.idToken,
      body: { phone: '', source: 'walk-in', orderType: 'dine-in', tableNumber: '4', items: [{ _id: dish, quantity: 1 }] },
    });
    expect(walkIn.status).toBe(201);
    const id = walkIn.body.data!._id;
    const smsToday = async () => (await smsBudgetView({ store: t.store, clock: t.clock })).sentToday;
    const before = await smsToday();
    expect((await setStatus(id, 'Preparing')).status).toBe(200);
    expect((await setStatus(id, 'Ready')).status).toBe(200);
    await afterUndoWindow(id);
    const messages = await t.call<Array<{ kind: string; state: string; lastError: string | null }>>('GET', `/api/admin/messages/${id}`, {
      token: sessions.admin.idToken,
    });
    expect(messages.body.data!.map((m) => [m.kind, m.state, m.lastError])).toEqual([['order-ready', 'skipped', NO_PHONE_TEXT]]);
    expect(await smsToday()).toBe(before);
  });

  it('dine-in Ready says it is on its way to the table; a cancellation by the restaurant is texted', async () => {
    const p = phone();
    const a = await placeAndConfirm(p, 'dine-in');
    await setStatus(a.id, 'Preparing');
    await setStatus(a.id, 'Ready');
    await afterUndoWindow(a.id);
    expect((await outboxFor(p)).some((x) => x.includes(`Order #${a.reference} is on its way to your table (table 7)`))).toBe(true);
    const b = await placeAndConfirm(p);
    expect((await setStatus(b.id, 'Cancelled')).status).toBe(200);
    await afterUndoWindow(b.id);
    expect((await outboxFor(p)).filter((x) => x.includes(`order #${b.reference} was cancelled by the restaurant`))).toHaveLength(1);
  });
});

describe('tracking an order without an account', () => {
  it('shows the live status to the right last 4 digits, and the same refusal to a wrong reference or wrong digits', async () => {
    const p = phone();
    const { id, reference } = await placeAndConfirm(p);
    const seen = await track(reference, p.slice(-4));
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ reference, status: 'Pending', orderType: 'takeaway', items: [{ quantity: 2 }] });
    expect(JSON.stringify(seen.body.data)).not.toContain(p);
    await setStatus(id, 'Preparing');
    await setStatus(id, 'Ready');
    expect((await track(reference, p.slice(-4))).body.data!.status).toBe('Ready');
    const wrongDigits = await track(reference, '0000');
    const wrongRef = await track('ZZZZZZ', p.slice(-4));
    expect([wrongDigits.status, wrongDigits.body.message]).toEqual([404, 'No order matches that reference and phone number.']);
    expect([wrongRef.status, wrongRef.body.message]).toEqual([404, wrongDigits.body.message]);
    expect((await track('abc', '12')).status).toBe(400);
  });

  it('locks a reference after 5 wrong tries in an hour, whatever the IP, while right answers cost nothing', async () => {
    const p = phone();
    const { reference } = await placeAndConfirm(p);
    for (let i = 0; i < 10; i += 1) expect((await track(reference, p.slice(-4), `203.0.113.${50 + i}`)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await track(reference, String(1000 + i), `203.0.113.${60 + i}`)).status).toBe(404);
    const locked = await track(reference, p.slice(-4), '203.0.113.99');
    expect(locked.status).toBe(429);
    t.clock.advance(3600_000);
    expect((await track(reference, p.slice(-4), '203.0.113.99')).status).toBe(200);
  });

  it('costs a poll with the right digits two reads (the order, the wrong-tries count) and no write; the estimate is kept for the minute', async () => {
    const p = phone();
    const { reference } = await placeAndConfirm(p);
    await track(reference, p.slice(-4));
    const before = { ...t.store.meter };

    const seen = await track(reference, p.slice(-4));

    expect(seen.status).toBe(200);
    expect(t.store.meter.reads - before.reads).toBe(2);
    expect(t.store.meter.writes - before.writes).toBe(0);
  });

  it('estimates "ready in about N min" from recent preparation times', async () => {
    const p = phone();
    const done = await placeAndConfirm(p);
    await setStatus(done.id, 'Preparing');
    t.clock.advance(20 * 60_000);
    await setStatus(done.id, 'Ready');
    const waiting = await placeAndConfirm(p);
    const seen = (await track(waiting.reference, p.slice(-4))).body.data!;
    expect(seen.readyInMinutes).toBeGreaterThanOrEqual(1);
    expect(seen.readyInMinutes).toBeLessThanOrEqual(20);
  });
});

describe('My Orders after registering', () => {
  it('shows the orders placed earlier as a guest with the same phone', async () => {
    const p = phone();
    const earlier = await placeAndConfirm(p);
    const customer = await t.sessionFor('user', p);
    const mine = await t.call<Array<{ _id: string }>>('GET', `/api/orders?customerId=${customer.uid}`, { token: customer.idToken });
    expect(mine.status).toBe(200);
    expect(mine.body.data!.map((o) => o._id)).toContain(earlier.id);
    const other = await t.sessionFor('user');
    const theirs = await t.call<Array<{ _id: string }>>('GET', `/api/orders?customerId=${other.uid}`, { token: other.idToken });
    expect(theirs.body.data!.map((o) => o._id)).not.toContain(earlier.id);
  });
});
