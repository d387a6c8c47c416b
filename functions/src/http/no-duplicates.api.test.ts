import { describe, expect, it } from 'vitest';
import { ORDERS, RESERVATIONS, SLOTS } from '../domain/collections';
import { slotId, type SlotDoc } from '../domain/booking';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantDate } from '../domain/time';
import { apiForFile, dineInOrder, guestSequence, orderableDish } from '../testing/api-file';

/**
 * Back, Forward and submit again, or Cancel in the code dialog and Reserve again, make
 * one order or booking and one text; unconfirmed attempts hold no seats and count toward nothing.
 */

const { t } = apiForFile({ unlimitedTexts: true });
const fresh = guestSequence('73250', '10.26');
const outbox = async (phone: string) => (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${phone}`)).body.data!;
const codes = async (phone: string) => (await outbox(phone)).filter((m) => /^\d{6} is your/.test(m.text));
const later = (n: number) => addDays(restaurantDate(t.clock.now(), DEFAULT_SETTINGS.locale.timeZone), n);

interface Placed {
  _id: string;
  testOtp?: string;
  reused?: boolean;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
}
interface Booked {
  reservationId: string;
  testOtp?: string;
  reused?: boolean;
  otpExpiresInSeconds: number;
}

describe('an order submitted again', () => {
  it('with the same details while its code is good, answers the same order and texts no second code; confirming it makes one order', async () => {
    const dish = await orderableDish(t);
    const g = fresh();
    const body = dineInOrder(g.phone, [{ _id: dish, quantity: 2 }]);
    const first = await t.call<Placed>('POST', '/api/orders', { body, ip: g.ip });
    expect(first.status, first.body.message).toBe(201);
    t.clock.advance(30_000);
    const again = await t.call<Placed>('POST', '/api/orders', { body, ip: g.ip });
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.message).toBe('This order is already placed: enter the code we sent to your phone.');
    expect(again.body.data).toMatchObject({ _id: first.body.data!._id, reused: true, otpExpiresInSeconds: 570, resendInSeconds: 30 });
    expect(again.body.data!.testOtp).toBeUndefined();
    expect(await codes(g.phone)).toHaveLength(1);
    expect(await t.store.count(ORDERS, [{ field: 'phone', op: '==', value: g.phone }])).toBe(1);

    const ok = await t.call('POST', `/api/orders/${first.body.data!._id}/verify-otp`, { body: { otp: first.body.data!.testOtp }, ip: g.ip });
    expect(ok.status, ok.body.message).toBe(200);
    // Once confirmed, the same cart again is a new order, as a guest ordering a second round means.
    const next = await t.call<Placed>('POST', '/api/orders', { body, ip: g.ip });
    expect(next.status).toBe(201);
    expect(next.body.data!._id).not.toBe(first.body.data!._id);
  });

  it('with other details, or after its code expired, is a new order with its own code', async () => {
    const dish = await orderableDish(t);
    const g = fresh();
    const first = await t.call<Placed>('POST', '/api/orders', { body: dineInOrder(g.phone, [{ _id: dish, quantity: 1 }]), ip: g.ip });
    const more = await t.call<Placed>('POST', '/api/orders', { body: dineInOrder(g.phone, [{ _id: dish, quantity: 3 }]), ip: g.ip });
    expect([first.status, more.status]).toEqual([201, 201]);
    t.clock.advance(601_000);
    const expired = await t.call<Placed>('POST', '/api/orders', { body: dineInOrder(g.phone, [{ _id: dish, quantity: 1 }]), ip: g.ip });
    expect(expired.status).toBe(201);
    expect(new Set([first.body.data!._id, more.body.data!._id, expired.body.data!._id]).size).toBe(3);
    expect(await codes(g.phone)).toHaveLength(3);
  });
});

describe('a booking made again', () => {
  const booking = (phone: string, fields: Record<string, unknown> = {}) => ({
    name: 'Meera Shah',
    phone,
    date: later(3),
    time: '19:00',
    partySize: 4,
    notes: 'Window please',
    ...fields,
  });

  it('after Cancel in the code dialog, with the same details, is the same booking: one hold, one code', async () => {
    const g = fresh();
    const first = await t.call<Booked>('POST', '/api/reservations/create', { body: booking(g.phone), ip: g.ip });
    expect(first.status, first.body.message).toBe(201);
    const again = await t.call<Booked>('POST', '/api/reservations/create', { body: booking(g.phone), ip: g.ip });
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.data).toMatchObject({ reservationId: first.body.data!.reservationId, reused: true });
    expect(await codes(g.phone)).toHaveLength(1);
    expect(await t.store.count(RESERVATIONS, [{ field: 'phone', op: '==', value: g.phone }])).toBe(1);
    const ok = await t.call('POST', '/api/reservations/verify-otp', {
      body: { reservationId: first.body.data!.reservationId, otp: first.body.data!.testOtp },
      ip: g.ip,
    });
    expect(ok.status, ok.body.message).toBe(200);
  });

  it('five unconfirmed attempts with changed details hold the seats of the last only and count as no booking toward the daily limit', async () => {
    const g = fresh();
    const date = later(4);
    let last: Booked | undefined;
    for (const [i, time] of ['18:00', '19:00', '19:00', '20:00', '20:00'].entries()) {
      const r = await t.call<Booked>('POST', '/api/reservations/create', { body: booking(g.phone, { date, time, partySize: 2 + i }), ip: g.ip });
      expect(r.status, r.body.message).toBe(201);
      last = r.body.data!;
    }
    const held = async (time: string) => {
      const slot = await t.store.get<SlotDoc>(SLOTS, slotId(date, time));
      return Object.values(slot?.holds ?? {}).reduce((n, h) => n + h.partySize, 0);
    };
    expect([await held('18:00'), await held('19:00'), await held('20:00')]).toEqual([0, 0, 6]);
    // The seeded limit is 5 bookings a phone a day: the attempts took none of it.
    const ok = await t.call('POST', '/api/reservations/verify-otp', { body: { reservationId: last!.reservationId, otp: last!.testOtp }, ip: g.ip });
    expect(ok.status, ok.body.message).toBe(200);
    // An hour on, past the limit of codes one phone gets in an hour.
    t.clock.advance(3600_000);
    for (const time of ['09:00', '10:00', '11:00', '12:00']) {
      const r = await t.call<Booked>('POST', '/api/reservations/create', { body: booking(g.phone, { date, time, partySize: 2 }), ip: g.ip });
      expect(r.status, r.body.message).toBe(201);
      const v = await t.call('POST', '/api/reservations/verify-otp', {
        body: { reservationId: r.body.data!.reservationId, otp: r.body.data!.testOtp },
        ip: g.ip,
      });
      expect(v.status, v.body.message).toBe(200);
    }
    const sixth = await t.call('POST', '/api/reservations/create', { body: booking(g.phone, { date, time: '13:00', partySize: 2 }), ip: g.ip });
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toContain('already has 5 table bookings');
  });
});
