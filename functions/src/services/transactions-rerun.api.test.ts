/**
 * Every transactional service, with each transaction callback run twice (as Firestore
 * reruns a callback under contention; the API harness store always does): a rerun must
 * leave one record, one text, and a texted code that is the one stored. A callback that
 * sent, counted or kept a value from an earlier run would fail here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX } from '../adapters/sms-log';
import { ORDERS, RESERVATIONS } from '../domain/collections';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import { startApi, type TestApi } from '../testing/api-harness';

const TODAY = '2030-01-14';
let t: TestApi;
let seq = 0;
const guest = () => {
  seq += 1;
  return { phone: `70${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(5, '0')}`, ip: `10.9.${seq >> 8}.${seq & 255}` };
};

/** The codes texted to a phone, newest first (other texts, such as a booking's confirmation, carry none). */
async function textedCodes(phone: string): Promise<string[]> {
  const r = await t.call<Array<{ otp: string | null }>>('GET', `/api/dev/outbox?phone=${phone}`);
  expect(r.status).toBe(200);
  return r.body.data!.flatMap((m) => (m.otp ? [m.otp] : []));
}

beforeAll(async () => {
  t = await startApi();
  t.clock.set(restaurantInstant(TODAY, '10:30', DEFAULT_SETTINGS.locale.timeZone));
});
afterAll(async () => {
  await t?.close();
});

describe('under forced transaction reruns', () => {
  it('placing an order stores one order, texts once, and the texted code confirms it; a resend does the same', async () => {
    const who = guest();
    const menu = (await t.call<Array<{ _id: string; name: string; price: number; soldOut?: boolean }>>('GET', '/api/menu')).body.data!;
    const dish = menu.find((m) => !m.soldOut)!;
    const before = await t.store.count(ORDERS);
    const placed = await t.call<{ _id: string }>('POST', '/api/orders', {
      body: {
        name: 'Asha Patel',
        phone: who.phone,
        tableNumber: 3,
        orderType: 'dine-in',
        items: [{ _id: dish._id, name: dish.name, price: dish.price, quantity: 1, image: '' }],
      },
      ip: who.ip,
    });
    expect(placed.status, placed.body.message).toBe(201);
    expect(await t.store.count(ORDERS)).toBe(before + 1);
    const [first, ...older] = await textedCodes(who.phone);
    expect(older).toEqual([]);

    t.clock.advance(61_000);
    const resent = await t.call('POST', `/api/orders/${placed.body.data!._id}/resend-otp`, { ip: who.ip });
    expect(resent.status, resent.body.message).toBe(200);
    const codes = await textedCodes(who.phone);
    expect(codes).toHaveLength(2);
    expect((await t.call('POST', `/api/orders/${placed.body.data!._id}/verify-otp`, { body: { otp: first }, ip: who.ip })).status).toBe(400);
    const verified = await t.call('POST', `/api/orders/${placed.body.data!._id}/verify-otp`, { body: { otp: codes[0] }, ip: who.ip });
    expect(verified.status, verified.body.message).toBe(200);
  });

  it('booking, resending and self-cancelling text the code that was stored, once each', async () => {
    const who = guest();
    const created = await t.call<{ reservationId: string; reference: string }>('POST', '/api/reservations/create', {
      body: { name: 'Ravi Shah', phone: who.phone, email: 'ravi@example.com', date: addDays(TODAY, 3), time: '19:00', partySize: 2, notes: '' },
      ip: who.ip,
    });
    expect(created.status, created.body.message).toBe(201);
    const id = created.body.data!.reservationId;
    expect(await textedCodes(who.phone)).toHaveLength(1);

    t.clock.advance(61_000);
    expect((await t.call('POST', '/api/reservations/resend-otp', { body: { reservationId: id }, ip: who.ip })).status).toBe(200);
    const codes = await textedCodes(who.phone);
    expect(codes).toHaveLength(2);
    const confirmed = await t.call('POST', '/api/reservations/verify-otp', { body: { reservationId: id, otp: codes[0] }, ip: who.ip });
    expect(confirmed.status, confirmed.body.message).toBe(200);

    const reference = created.body.data!.reference;
    expect((await t.call('POST', '/api/reservations/manage/start', { body: { reference, phone: who.phone }, ip: who.ip })).status).toBe(200);
    const manageCodes = await textedCodes(who.phone);
    expect(manageCodes).toHaveLength(3);
    const managed = await t.call<{ token: string }>('POST', '/api/reservations/manage/verify', {
      body: { reference, phone: who.phone, otp: manageCodes[0] },
      ip: who.ip,
    });
    expect(managed.status, managed.body.message).toBe(200);
    const cancelled = await t.call('POST', '/api/reservations/manage/cancel', { body: { reference, token: managed.body.data!.token }, ip: who.ip });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect((await t.store.get<{ status: string }>(RESERVATIONS, id))!.status).toBe('cancelled');
  });

  it('registering texts one code, and that code creates the account', async () => {
    const who = guest();
    const started = await t.call('POST', '/api/users/register/start', {
      body: { name: 'Meera Joshi', phone: who.phone, email: 'meera@example.com', password: 'secret12' },
      ip: who.ip,
    });
    expect(started.status, started.body.message).toBe(200);
    const [code, ...older] = await textedCodes(who.phone);
    expect(older).toEqual([]);
    const verified = await t.call<{ token: string }>('POST', '/api/users/register/verify', { body: { phone: who.phone, otp: code }, ip: who.ip });
    expect(verified.status, verified.body.message).toBe(201);
    expect(verified.body.data!.token).toBeTruthy();
    expect(await t.deps.outbox!.count(OUTBOX, [{ field: 'phone', op: '==', value: who.phone }])).toBe(1);
  });
});
