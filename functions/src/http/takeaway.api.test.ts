import { beforeEach, describe, expect, it } from 'vitest';
import { ORDERS } from '../domain/collections';
import type { OrderDoc } from '../domain/orders';
import type { PickupTimesView } from '../services/pickup';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import { apiForFile, guestSequence, orderableDish } from '../testing/api-file';

/**
 * Takeaway with an honest pickup time. The kitchen's plates per 15 minutes are held in the
 * order's transaction, given back on cancel; a paused kitchen refuses takeaway; running late moves the
 * promise and texts each guest once; a guest may order for later while the restaurant is closed now.
 */

const TZ = DEFAULT_SETTINGS.locale.timeZone;
// Monday 14 January 2030 in Kolkata; the seeded hours are every day 08:00–23:00, last order 22:30.
const TODAY = '2030-01-14';
const at = (date: string, time: string) => restaurantInstant(date, time, TZ);
const iso = (date: string, time: string) => at(date, time).toISOString();

const { t, tokens } = apiForFile({
  start: { hours: 'seeded', takeaway: 'seeded' },
  sessions: { owner: 'owner', counter: 'counter', kitchen: 'kitchen' },
  unlimitedTexts: true,
});
const fresh = guestSequence('74280', '10.28');
const { updatedAt: _seeded, ...SEEDED } = DEFAULT_SETTINGS;
let dish: string;

interface Placed {
  _id: string;
  reference: string;
  testOtp: string;
  pickupAt: string | null;
  plates: number | null;
}

async function settle(change: (s: Omit<Settings, 'updatedAt'>) => Omit<Settings, 'updatedAt'>) {
  const r = await t.call('PUT', '/api/admin/settings', { body: change(structuredClone(SEEDED)), token: tokens.owner });
  expect(r.status, r.body.message).toBe(200);
}

const times = async (plates: number) => {
  const r = await t.call<PickupTimesView>('GET', `/api/ordering/pickup-times?plates=${plates}`);
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!;
};

function takeaway(quantity: number, pickupAt?: string, orderType: 'takeaway' | 'dine-in' = 'takeaway') {
  const g = fresh();
  return t.call<Placed>('POST', '/api/orders', {
    body: {
      name: 'Asha Patel',
      phone: g.phone,
      orderType,
      tableNumber: orderType === 'dine-in' ? '4' : null,
      items: [{ _id: dish, quantity }],
      ...(pickupAt ? { pickupAt } : {}),
    },
    ip: g.ip,
  });
}

async function confirmed(quantity: number, pickupAt?: string) {
  const r = await takeaway(quantity, pickupAt);
  expect(r.status, r.body.message).toBe(201);
  const v = await t.call('POST', `/api/orders/${r.body.data!._id}/verify-otp`, { body: { otp: r.body.data!.testOtp } });
  expect(v.status, v.body.message).toBe(200);
  return r.body.data!;
}

const leftAt = (view: PickupTimesView, time: string, date = TODAY) => view.times.find((x) => x.date === date && x.time === time)?.platesLeft;

beforeEach(async () => {
  t.clock.set(at(TODAY, '10:30'));
  await settle((s) => ({ ...s, takeaway: { platesPerSlot: 5, leadMinutes: 20 } }));
  await t.call('DELETE', '/api/admin/takeaway/pause', { token: tokens.owner });
  dish ??= await orderableDish(t);
});

describe('GET /api/ordering/pickup-times (public)', () => {
  it('answers the times with room from the lead time on, today and the next open day, with ASAP the first of them', async () => {
    const view = await times(1);
    // 10:30 plus 20 minutes is 10:50: the next time on the 15-minute grid from the 08:00 opening is 11:00.
    expect(view.times[0]).toEqual({ at: iso(TODAY, '11:00'), date: TODAY, time: '11:00', platesLeft: 5 });
    expect(view.asap).toEqual({ at: iso(TODAY, '11:00'), date: TODAY, time: '11:00' });
    expect(view.times.at(-1)).toMatchObject({ date: addDays(TODAY, 1), time: '22:30' });
    expect(new Set(view.times.map((x) => x.date))).toEqual(new Set([TODAY, addDays(TODAY, 1)]));
    expect((await t.call('GET', '/api/ordering/pickup-times?plates=0')).status).toBe(400);
  });
});

describe('a takeaway order holds its plates in its pickup slot', () => {
  it('takes the plates in the order transaction, refuses a full slot naming the earliest that fits, and gives them back on cancel', async () => {
    const first = await confirmed(3, iso(TODAY, '11:00'));
    expect(first).toMatchObject({ pickupAt: iso(TODAY, '11:00'), plates: 3 });
    expect(leftAt(await times(2), '11:00')).toBe(2);
    expect(leftAt(await times(3), '11:00')).toBeUndefined();

    const full = await takeaway(3, iso(TODAY, '11:00'));
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'pickup_full', message: '11:00 has no room for 3 plates. The earliest pickup with room is 11:15.' });
    expect(full.body.data).toEqual({ earliest: { at: iso(TODAY, '11:15'), date: TODAY, time: '11:15' } });

    // ASAP takes the first time with room for the order: 11:15 for 3 plates, 11:00 for 2.
    expect((await confirmed(3)).pickupAt).toBe(iso(TODAY, '11:15'));
    expect((await confirmed(2)).pickupAt).toBe(iso(TODAY, '11:00'));

    const tooBig = await takeaway(6);
    expect(tooBig.status).toBe(409);
    expect(tooBig.body).toMatchObject({ code: 'pickup_full', message: 'No pickup time has room for 6 plates right now. Please call us to order.' });

    const cancel = await t.call('PATCH', `/api/orders/${first._id}/status`, { body: { status: 'Cancelled' }, token: tokens.owner });
    expect(cancel.status, cancel.body.message).toBe(200);
    expect(leftAt(await times(1), '11:00')).toBe(3);
    const voided = await t.call('POST', `/api/orders/${first._id}/void`, { body: { reason: 'Guest called to cancel' }, token: tokens.owner });
    expect(voided.status, voided.body.message).toBe(200);
    // Given back once: voiding the cancelled order frees nothing more.
    expect(leftAt(await times(1), '11:00')).toBe(3);
  });

  it('refuses a pickup inside the lead time, or after the last takeaway time, on the server', async () => {
    const before = (await times(1)).times;
    for (const pickupAt of [iso(TODAY, '10:45'), iso(TODAY, '22:45'), iso(TODAY, '11:05')]) {
      const r = await takeaway(1, pickupAt);
      expect(r.status, pickupAt).toBe(400);
      expect(r.body.message).toBe('That pickup time is no longer offered. Please choose another.');
    }
    expect((await times(1)).times).toEqual(before);
  });

  it('takes a takeaway for later while the restaurant is closed now, and confirms it; ASAP is refused then', async () => {
    t.clock.set(at(TODAY, '02:00'));
    const asap = await takeaway(1);
    expect(asap.status).toBe(409);
    expect(asap.body.code).toBe('ordering_closed');
    const view = await times(1);
    expect(view.asap).toBeNull();
    expect(view.times[0]).toMatchObject({ date: TODAY, time: '08:00' });
    const later = await confirmed(2, iso(TODAY, '08:00'));
    expect(later.pickupAt).toBe(iso(TODAY, '08:00'));
  });
});

describe('pause and running late', () => {
  it('a paused kitchen refuses takeaway with a clear message until it resumes; dine-in goes on', async () => {
    expect((await t.call('POST', '/api/admin/takeaway/pause', { body: { minutes: 7 }, token: tokens.counter })).status).toBe(400);
    expect((await t.call('POST', '/api/admin/takeaway/pause', { body: { minutes: 15 }, token: tokens.kitchen })).status).toBe(403);
    const paused = await t.call<{ pausedUntil: string }>('POST', '/api/admin/takeaway/pause', { body: { minutes: 15 }, token: tokens.counter });
    expect(paused.status, paused.body.message).toBe(200);
    expect(paused.body.data!.pausedUntil).toBe(iso(TODAY, '10:45'));

    const refused = await takeaway(1);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'takeaway_paused',
      message: 'The kitchen has paused takeaway orders until 10:45 to catch up. Please try again then, or order dine-in.',
    });
    expect((await takeaway(1, undefined, 'dine-in')).status).toBe(201);
    expect((await times(1)).pausedUntil).toBe(iso(TODAY, '10:45'));
    expect((await t.call<{ pausedUntil: string }>('GET', '/api/admin/takeaway', { token: tokens.kitchen })).body.data!.pausedUntil).toBe(iso(TODAY, '10:45'));

    // It ends on its own at its time, or when resumed.
    t.clock.set(at(TODAY, '10:46'));
    expect((await takeaway(1)).status).toBe(201);
    t.clock.set(at(TODAY, '10:30'));
    expect((await takeaway(1)).status).toBe(409);
    expect((await t.call('DELETE', '/api/admin/takeaway/pause', { token: tokens.counter })).status).toBe(200);
    expect((await takeaway(1)).status).toBe(201);
  });

  it('running late moves the promise of the open takeaway orders and texts each guest once', async () => {
    const order = await confirmed(1, iso(TODAY, '12:00'));
    const phone = (await t.store.get<OrderDoc>(ORDERS, order._id))!.phone;
    expect((await t.call('POST', '/api/admin/takeaway/running-late', { body: { minutes: 15 }, token: tokens.counter })).status).toBe(400);
    for (const minutes of [10, 20]) {
      const r = await t.call<{ moved: number }>('POST', '/api/admin/takeaway/running-late', { body: { minutes }, token: tokens.counter });
      expect(r.status, r.body.message).toBe(200);
      expect(r.body.data!.moved).toBeGreaterThanOrEqual(1);
    }
    expect((await t.store.get<OrderDoc>(ORDERS, order._id))!.pickupAt).toBe(iso(TODAY, '12:30'));
    const texts = (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${phone}`)).body.data!.map((m) => m.text);
    expect(texts.filter((x) => x.includes('running late'))).toEqual([
      `${SEEDED.identity.name}: sorry, we're running late. Order #${order.reference} will be ready for pickup at about 12:10 PM.`,
    ]);
  });

  it('running late moves the plates promised to the pickup slot of the new time, in the same transaction; bad input moves nothing', async () => {
    // A day of its own: the orders of the tests above are moved too, in their own slots.
    const day = addDays(TODAY, 1);
    t.clock.set(at(day, '10:30'));
    const late = (body: unknown) => t.call<{ moved: number }>('POST', '/api/admin/takeaway/running-late', { body, token: tokens.counter });
    const left = async () => {
      const view = await times(1);
      return ['11:00', '11:15', '11:30'].map((time) => leftAt(view, time, day));
    };
    const mine = await confirmed(3, iso(day, '11:00'));
    await confirmed(1, iso(day, '11:15'));
    expect(await left()).toEqual([2, 4, 5]);

    for (const body of [{ minutes: 15 }, { minutes: '10' }, { minutes: -10 }, {}]) {
      const r = await late(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toBe('Running late must be 10, 20 minutes');
    }
    expect((await t.call('POST', '/api/admin/takeaway/running-late', { body: { minutes: 10 }, token: tokens.kitchen })).status).toBe(403);
    expect(await left()).toEqual([2, 4, 5]);

    // +10: 11:10 and 11:25 are still inside their 15-minute slots.
    expect((await late({ minutes: 10 })).status).toBe(200);
    expect(await left()).toEqual([2, 4, 5]);
    // +10 more: 11:20 is in the 11:15 slot and 11:35 in the 11:30 one; the plates went with them.
    expect((await late({ minutes: 10 })).status).toBe(200);
    expect(await left()).toEqual([5, 2, 4]);
    const stored = (await t.store.get<OrderDoc>(ORDERS, mine._id))!;
    expect([stored.pickupAt, stored.pickupSlot]).toEqual([iso(day, '11:20'), { date: day, time: '11:15' }]);

    // Cancelled, the order gives its plates back where they are now.
    const cancel = await t.call('PATCH', `/api/orders/${mine._id}/status`, { body: { status: 'Cancelled' }, token: tokens.owner });
    expect(cancel.status, cancel.body.message).toBe(200);
    expect(await left()).toEqual([5, 5, 4]);
  });
});
