/**
 * Holds that expire, over real HTTP (docs/holds.md): an order confirmed by code holds its thali and pickup plates only
 * while its code is good; the scheduled work gives them back once, without deleting the order, and the kitchen and
 * the reports never see it. A guest whose hold was released gets the plates again with a new code while enough are
 * left, or 409 sold_out without a text. One online order takes at most Settings' thalis per online order; the counter
 * is not limited. Runs on whichever store the harness picks.
 */
import { describe, expect, it } from 'vitest';
import { DEV_OUTBOX, ORDERS } from '../domain/collections';
import type { KitchenBoardView } from '../domain/kitchen';
import type { OrderDoc, OrderView } from '../domain/orders';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { thaliItemId, type ThaliNow } from '../domain/thali';
import { restaurantInstant } from '../domain/time';
import type { PickupTimesView } from '../services/pickup';
import { apiForFile, guestSequence } from '../testing/api-file';

// A day no other API file uses; the test restaurant is open all day, so every minute below takes orders.
const DAY = '2035-08-14';
const SERVICE = 'all-day';
const TZ = DEFAULT_SETTINGS.locale.timeZone;
const at = (time: string) => restaurantInstant(DAY, time, TZ);
const THALI = thaliItemId(DAY, SERVICE);
const PICKUP = at('15:00').toISOString();

const { t, tokens } = apiForFile({ at: at('12:00'), sessions: { owner: 'owner', counter: 'counter' }, unlimitedTexts: true });
const fresh = guestSequence('74430', '10.143');

type Placed = OrderView & { testOtp: string };

async function putThali(platesTotal: number) {
  const r = await t.call('PUT', `/api/admin/thali/${DAY}/${SERVICE}`, {
    body: {
      name: 'Kathiyawadi Thali',
      price: 280,
      components: ['Sev tameta', 'Bajra rotla', 'Kadhi', 'Khichdi', 'Chaas'],
      variants: ['regular'],
      refill: { policy: 'unlimited', note: '' },
      platesTotal,
    },
    token: tokens.owner,
  });
  expect(r.status, r.body.message).toBe(200);
}

const platesLeft = async () => {
  const r = await t.call<ThaliNow>('GET', '/api/thali');
  expect(r.status, r.body.message).toBe(200);
  expect(r.body.data!.current?.itemId).toBe(THALI);
  return r.body.data!.current!.platesLeft;
};

const pickupLeft = async () => {
  const r = await t.call<PickupTimesView>('GET', '/api/ordering/pickup-times?plates=1');
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!.times.find((x) => x.at === PICKUP)!.platesLeft;
};

/** A guest's order of thalis: a takeaway at PICKUP when asked, else dine-in at table 7. */
function placeOnline(quantity: number, who = fresh(), takeaway = false) {
  const type = takeaway ? { orderType: 'takeaway', pickupAt: PICKUP } : { orderType: 'dine-in', tableNumber: '7' };
  return t.call<Placed>('POST', '/api/orders', { body: { name: 'Kiran Joshi', phone: who.phone, ...type, items: [{ _id: THALI, quantity }] }, ip: who.ip });
}

async function placed(quantity: number, takeaway = false) {
  const who = fresh();
  const r = await placeOnline(quantity, who, takeaway);
  expect(r.status, r.body.message).toBe(201);
  return { order: r.body.data!, who };
}

const atCounter = (quantity: number) =>
  t.call<OrderView>('POST', '/api/orders/walk-in', {
    body: { name: 'Counter guest', orderType: 'dine-in', tableNumber: '3', items: [{ _id: THALI, quantity }] },
    token: tokens.counter,
  });

const runScheduled = async () => {
  const r = await t.call<{ holdsReleased: number }>('POST', '/api/dev/run-scheduled');
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!.holdsReleased;
};

const stored = async (id: string) => (await t.store.get<OrderDoc>(ORDERS, id))!;
const texts = async (phone: string) => (await t.deps.outbox!.query(DEV_OUTBOX, { where: [{ field: 'phone', op: '==', value: phone }] })).length;

async function setMaxThalis(maxThaliPlates: unknown) {
  const current = (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: tokens.owner })).body.data!.settings;
  const { updatedAt: _u, ...rest } = current;
  return t.call('PUT', '/api/admin/settings', { body: { ...rest, ordering: { ...rest.ordering, maxThaliPlates } }, token: tokens.owner });
}

describe('a hold lapses with its code', () => {
  it('an order for 5 plates left unconfirmed past its code gives them back within the scheduled run, and stays stored', async () => {
    await putThali(40);
    const before = { thali: await platesLeft(), pickup: await pickupLeft() };
    const { order } = await placed(5, true);
    expect(await platesLeft()).toBe(before.thali - 5);
    expect(await pickupLeft()).toBe(before.pickup - 5);

    // A minute before the code expires, the run leaves the hold alone.
    t.clock.set(at('12:09'));
    expect(await runScheduled()).toBe(0);
    expect(await platesLeft()).toBe(before.thali - 5);

    // The run after the code expired (every 5 minutes: at most 5 minutes later) releases it.
    t.clock.set(at('12:14'));
    expect(await runScheduled()).toBe(1);
    expect(await platesLeft()).toBe(before.thali);
    expect(await pickupLeft()).toBe(before.pickup);
    const doc = await stored(order._id);
    expect(doc).toMatchObject({ status: 'Pending', isVerified: false, heldUntil: null, holdReleasedAt: at('12:14').toISOString(), platesReturned: true });
  });

  it('is released once: runs at once, and runs after, give nothing more back', async () => {
    t.clock.set(at('12:30'));
    const confirmedOne = await atCounter(3);
    expect(confirmedOne.status, confirmedOne.body.message).toBe(201);
    const total = await platesLeft();
    await placed(5);
    t.clock.set(at('12:45'));
    const runs = await Promise.all([runScheduled(), runScheduled()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await runScheduled()).toBe(0);
    // A second give-back would have taken the counter's 3 plates off the count too.
    expect(await platesLeft()).toBe(total);
  });

  it('never reaches the kitchen or the reports', async () => {
    t.clock.set(at('13:00'));
    const sales = async () =>
      (await t.call<{ days: Array<{ date: string; orders: number }> }>('GET', `/api/admin/reports/sales?from=${DAY}&to=${DAY}`, { token: tokens.owner })).body
        .data!.days[0]!.orders;
    const counted = await sales();
    const { order } = await placed(2);
    t.clock.set(at('13:15'));
    expect(await runScheduled()).toBe(1);
    const board = await t.call<KitchenBoardView>('GET', '/api/admin/kitchen', { token: tokens.owner });
    expect(board.status, board.body.message).toBe(200);
    expect(JSON.stringify(board.body.data)).not.toContain(order._id);
    expect(await sales()).toBe(counted);
  });
});

describe('a guest whose hold was released', () => {
  it('asks for a new code: the plates are taken again, and the code confirms the order for good', async () => {
    t.clock.set(at('14:00'));
    const total = await platesLeft();
    const { order, who } = await placed(4);
    t.clock.set(at('14:15'));
    expect(await runScheduled()).toBe(1);
    expect(await platesLeft()).toBe(total);

    const resent = await t.call<{ testOtp: string }>('POST', `/api/orders/${order._id}/resend-otp`, { ip: who.ip });
    expect(resent.status, resent.body.message).toBe(200);
    expect(await platesLeft()).toBe(total - 4);
    const verified = await t.call<OrderView>('POST', `/api/orders/${order._id}/verify-otp`, { body: { otp: resent.body.data!.testOtp }, ip: who.ip });
    expect(verified.status, verified.body.message).toBe(200);
    expect(verified.body.data!.isVerified).toBe(true);

    // Confirmed, the plates are held for good: later runs leave them taken.
    t.clock.set(at('15:30'));
    await runScheduled();
    expect(await platesLeft()).toBe(total - 4);
    expect(await stored(order._id)).toMatchObject({ heldUntil: null, holdReleasedAt: null, platesReturned: false });
  });

  it('gets 409 sold_out with the plates left, and no text, when they have gone to other guests', async () => {
    t.clock.set(at('16:00'));
    const { order, who } = await placed(5);
    t.clock.set(at('16:15'));
    expect(await runScheduled()).toBe(1);
    // The owner lowers the plates to 2 more than are taken: the released 5 no longer fit.
    const taken = 40 - (await platesLeft());
    await putThali(taken + 2);
    const sent = await texts(who.phone);

    const resent = await t.call('POST', `/api/orders/${order._id}/resend-otp`, { ip: who.ip });
    expect(resent.status).toBe(409);
    expect(resent.body).toMatchObject({
      code: 'sold_out',
      message: 'Your order was not confirmed in time, and only 2 plates are left now. Please order again.',
      data: { itemId: THALI, platesLeft: 2 },
    });
    expect(await texts(who.phone)).toBe(sent);
    expect(await platesLeft()).toBe(2);
    expect(await stored(order._id)).toMatchObject({ isVerified: false, platesReturned: true });
    await putThali(200);
  });
});

describe('thalis per online order', () => {
  it('an online order for 50 thalis is refused with 400 and the limit; 8, the default, are taken', async () => {
    t.clock.set(at('17:00'));
    const left = await platesLeft();
    const fifty = await placeOnline(50);
    expect(fifty.status).toBe(400);
    expect(fifty.body).toMatchObject({
      code: 'validation_failed',
      message: 'An online order can have at most 8 thalis. For a larger order, please call us or order at the counter.',
      data: { field: 'items', maxThaliPlates: 8 },
    });
    expect((await placeOnline(9)).status).toBe(400);
    expect(await platesLeft()).toBe(left);
    expect((await placeOnline(8)).status).toBe(201);
  });

  it('the counter takes an order of 50 thalis', async () => {
    const left = await platesLeft();
    const r = await atCounter(50);
    expect(r.status, r.body.message).toBe(201);
    expect(await platesLeft()).toBe(left - 50);
  });

  it('the owner sets the limit in Settings: a whole number from 1 to 200', async () => {
    for (const bad of [0, 201, 2.5, 'ten']) {
      const r = await setMaxThalis(bad);
      expect(r.status, String(bad)).toBe(400);
      expect(r.body.message).toMatch(/Thalis per online order must be/);
    }
    expect((await setMaxThalis(12)).status).toBe(200);
    expect((await placeOnline(13)).body.message).toBe(
      'An online order can have at most 12 thalis. For a larger order, please call us or order at the counter.',
    );
    expect((await placeOnline(12)).status).toBe(201);
    expect((await setMaxThalis(8)).status).toBe(200);
  });
});
