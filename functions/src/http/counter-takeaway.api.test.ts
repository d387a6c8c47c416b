import { beforeEach, describe, expect, it } from 'vitest';
import { ORDERS, PICKUP_SLOTS } from '../domain/collections';
import type { KitchenBoardView } from '../domain/kitchen';
import type { OrderDoc } from '../domain/orders';
import type { PickupSlotDoc } from '../domain/pickup';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import type { PickupTimesView } from '../services/pickup';
import { apiForFile, guestSequence, orderableDish } from '../testing/api-file';

/**
 * A takeaway taken at the counter gets a pickup time like an online one: ASAP by default or a time chosen
 * from those offered, its plates booked in the pickup slot in the order's transaction, moved by "running late".
 */

const TZ = DEFAULT_SETTINGS.locale.timeZone;
// Tuesday 12 February 2030 in Kolkata; the seeded hours are every day 08:00–23:00, last order 22:30.
const DAY = '2030-02-12';
const at = (date: string, time: string) => restaurantInstant(date, time, TZ);
const iso = (date: string, time: string) => at(date, time).toISOString();

const { t, tokens } = apiForFile({
  start: { hours: 'seeded', takeaway: 'seeded' },
  at: at(DAY, '10:30'),
  sessions: { owner: 'owner', counter: 'counter' },
  unlimitedTexts: true,
});
const fresh = guestSequence('74390', '10.39');
const { updatedAt: _seeded, ...SEEDED } = DEFAULT_SETTINGS;
let dish: string;

interface Placed {
  _id: string;
  pickupAt: string | null;
  plates: number | null;
}

function counter(quantity: number, extra: Record<string, unknown> = {}) {
  return t.call<Placed>('POST', '/api/orders/walk-in', {
    body: { name: 'Counter guest', orderType: 'takeaway', items: [{ _id: dish, quantity }], ...extra },
    token: tokens.counter,
  });
}

async function taken(quantity: number, extra: Record<string, unknown> = {}) {
  const r = await counter(quantity, extra);
  expect(r.status, r.body.message).toBe(201);
  return r.body.data!;
}

const leftAt = async (date: string, time: string) => {
  const r = await t.call<PickupTimesView>('GET', '/api/ordering/pickup-times?plates=1');
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!.times.find((x) => x.date === date && x.time === time)?.platesLeft;
};

beforeEach(async () => {
  const settings: Omit<Settings, 'updatedAt'> = { ...structuredClone(SEEDED), takeaway: { platesPerSlot: 5, leadMinutes: 20 } };
  expect((await t.call('PUT', '/api/admin/settings', { body: settings, token: tokens.owner })).status).toBe(200);
  dish ??= await orderableDish(t);
});

describe('POST /api/orders/walk-in: a counter takeaway has a pickup time', () => {
  it('gets the ASAP pickup, books a plate of its slot (an online guest sees one fewer), and shows on the kitchen board', async () => {
    t.clock.set(at(DAY, '10:30'));
    expect(await leftAt(DAY, '11:00')).toBe(5);

    const order = await taken(2);

    // 10:30 plus the 20-minute lead is 10:50: the first time on the 15-minute grid is 11:00.
    expect(order).toMatchObject({ pickupAt: iso(DAY, '11:00'), plates: 2 });
    expect(await leftAt(DAY, '11:00')).toBe(3);
    const slot = await t.store.get<PickupSlotDoc>(PICKUP_SLOTS, `${DAY}_11:00`);
    expect(slot?.booked[order._id]).toBe(2);
    const board = await t.call<KitchenBoardView>('GET', '/api/admin/kitchen', { token: tokens.owner });
    expect(board.body.data!.tickets.find((x) => x.id === order._id)).toMatchObject({ pickupAt: iso(DAY, '11:00'), plates: 2 });
  });

  it('keeps a chosen pickup time, and a full slot answers 409 naming the earliest with room', async () => {
    const day = addDays(DAY, 1);
    t.clock.set(at(day, '10:30'));

    expect(await taken(4, { pickupAt: iso(day, '12:15') })).toMatchObject({ pickupAt: iso(day, '12:15'), plates: 4 });
    expect(await leftAt(day, '12:15')).toBe(1);

    const full = await counter(2, { pickupAt: iso(day, '12:15') });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'pickup_full', message: '12:15 has no room for 2 plates. The earliest pickup with room is 12:30.' });
    const offMenu = await counter(1, { pickupAt: iso(day, '12:20') });
    expect(offMenu.status).toBe(400);
    expect(await leftAt(day, '12:15')).toBe(1);
  });

  it('late in the evening there is no ASAP: 409 names the earliest time, and the counter takes it', async () => {
    const day = addDays(DAY, 2);
    t.clock.set(at(day, '22:50'));

    const asap = await counter(1);
    expect(asap.status).toBe(409);
    expect(asap.body).toMatchObject({ code: 'pickup_full', data: { earliest: { at: iso(addDays(day, 1), '08:00') } } });

    expect(await taken(1, { pickupAt: iso(addDays(day, 1), '08:00') })).toMatchObject({ pickupAt: iso(addDays(day, 1), '08:00') });
  });

  it('moves with running late, its plates with it', async () => {
    const day = addDays(DAY, 4);
    t.clock.set(at(day, '10:30'));
    const order = await taken(3, { pickupAt: iso(day, '11:00') });

    for (const minutes of [10, 10]) {
      const r = await t.call('POST', '/api/admin/takeaway/running-late', { body: { minutes }, token: tokens.counter });
      expect(r.status, r.body.message).toBe(200);
    }

    const stored = (await t.store.get<OrderDoc>(ORDERS, order._id))!;
    expect([stored.pickupAt, stored.pickupSlot]).toEqual([iso(day, '11:20'), { date: day, time: '11:15' }]);
    expect([await leftAt(day, '11:00'), await leftAt(day, '11:15')]).toEqual([5, 2]);
  });

  it('a dine-in has no pickup time and books no plates', async () => {
    const day = addDays(DAY, 6);
    t.clock.set(at(day, '10:30'));
    const r = await t.call<Placed>('POST', '/api/orders/walk-in', {
      body: { orderType: 'dine-in', tableNumber: '3', items: [{ _id: dish, quantity: 2 }], pickupAt: iso(day, '11:00'), phone: fresh().phone },
      token: tokens.counter,
    });
    expect(r.status, r.body.message).toBe(201);
    expect(r.body.data).toMatchObject({ pickupAt: null });
    expect((await t.store.get<OrderDoc>(ORDERS, r.body.data!._id))!.pickupSlot ?? null).toBeNull();
    expect(await leftAt(day, '11:00')).toBe(5);
  });
});
