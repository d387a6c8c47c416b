/**
 * Today's Thali over real HTTP: an admin sets a service's thali, guests read it from GET /api/thali and
 * order it like a dish, and its plates are taken in the order's transaction: 20 guests at once for the last 5 plates,
 * exactly 5 get one. A cancel or a void gives the plates back, once. Only the HTTP API and the DocStore port are used,
 * so the file runs unchanged on whichever store the harness picks.
 */
import { describe, expect, it } from 'vitest';
import { THALI_DAYS } from '../domain/collections';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { soldOutText, thaliDocId, type ThaliDoc, type ThaliNow, type ThaliView } from '../domain/thali';
import { addDays, restaurantInstant } from '../domain/time';
import { apiForFile, guestSequence, RACE_TIMEOUT, RACE_WIDTH } from '../testing/api-file';
import type { Reply } from '../testing/api-harness';

// A date no other API file uses, so that its thalis are this file's own on a shared store.
const TODAY = '2033-03-15';
// The seeded hours have one service, "All day".
const SERVICE = 'all-day';
/**
 * 20 guests at once on SQLite. On the Java Firestore emulator, run beside the other API files, 20 transactions on one
 * document queue on its locks for minutes (alone they take 35 s), so there 10 guests race for the 5 plates.
 */
const PARALLEL = RACE_WIDTH;

const { t, tokens } = apiForFile({
  at: restaurantInstant(TODAY, '12:00', DEFAULT_SETTINGS.locale.timeZone),
  sessions: { admin: 'admin', kitchen: 'kitchen', counter: 'counter' },
  unlimitedTexts: true,
});
const fresh = guestSequence('76', '10.76');

const thali = (fields: Record<string, unknown> = {}) => ({
  name: 'Gujarati Thali',
  price: 12.5,
  components: ['Dal', 'Two sabzis', 'Rice', 'Rotli', 'Farsan', 'Sweet'],
  variants: ['regular', 'jain'],
  refill: { policy: 'unlimited', note: '' },
  platesTotal: 5,
  ...fields,
});
const put = (date: string, service: string, body: unknown, token = tokens.admin) =>
  t.call<ThaliView>('PUT', `/api/admin/thali/${date}/${service}`, { body, token });
const now = async () => {
  const r = await t.call<ThaliNow>('GET', '/api/thali');
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!;
};
interface Placed {
  _id: string;
  testOtp: string;
  items: Array<{ name: string; variant?: string; quantity: number }>;
}
const order = (itemId: string, variant?: string) => {
  const who = fresh();
  return t.call<Placed>('POST', '/api/orders', {
    body: { name: 'Ravi Shah', phone: who.phone, orderType: 'takeaway', items: [{ _id: itemId, quantity: 1, ...(variant ? { variant } : {}) }] },
    ip: who.ip,
  });
};
/**
 * A guest who is told "busy" (503, after the client's own two retries) taps Place order again a moment later;
 * the busy reply changed nothing. Every guest ends with a real answer: placed, or sold out.
 */
async function orderUntilAnswered(itemId: string, variant?: string) {
  let reply = await order(itemId, variant);
  for (let tap = 1; reply.status === 503 && tap < 10; tap++) {
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
    reply = await order(itemId, variant);
  }
  return reply;
}
const statuses = (replies: Array<Reply<unknown>>) => replies.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
const stored = async (date: string) => (await t.store.get<ThaliDoc>(THALI_DAYS, thaliDocId(date, SERVICE)))!;

describe('PUT /api/admin/thali/{date}/{service}', () => {
  it.each([
    ['a price of 0', TODAY, SERVICE, thali({ price: 0 }), 'Price must be more than 0'],
    ['a negative price', TODAY, SERVICE, thali({ price: -5 }), 'Price must be more than 0'],
    ['negative plates', TODAY, SERVICE, thali({ platesTotal: -1 }), "Plates available can't be negative"],
    ['a service the day does not have', TODAY, 'brunch', thali(), `${TODAY} has no service "brunch": its services are all-day`],
    ['a date in the past', addDays(TODAY, -1), SERVICE, thali(), `${addDays(TODAY, -1)} has passed: a thali can be set for today or a later date`],
    ['fixed refills without a note', TODAY, SERVICE, thali({ refill: { policy: 'fixed', note: '' } }), 'Say what fixed refills include'],
  ])('refuses %s with a clear message, and stores nothing', async (_what, date, service, body, message) => {
    const r = await put(date, service, body);
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(message);
    expect(await t.store.get(THALI_DAYS, thaliDocId(date, service))).toBeNull();
  });

  it('is for staff with the menu permission: the kitchen is refused, and guests see no thali', async () => {
    expect((await put(addDays(TODAY, 3), SERVICE, thali(), tokens.kitchen)).status).toBe(403);
    expect((await t.call('PUT', `/api/admin/thali/${addDays(TODAY, 3)}/${SERVICE}`, { body: thali() })).status).toBe(401);
  });
});

describe('ordering the thali: plates taken in the order transaction', () => {
  it(
    `${PARALLEL} guests at once for 5 plates: exactly 5 succeed, the rest are told it is sold out; a cancel and a void give one plate back each, once`,
    async () => {
      // Nothing set: nothing shown.
      expect(await now()).toEqual({ current: null, next: null, orderable: null });

      const saved = await put(TODAY, SERVICE, thali());
      expect(saved.status, saved.body.message).toBe(200);
      const tomorrow = await put(addDays(TODAY, 1), SERVICE, thali({ name: 'Kathiyawadi Thali', platesTotal: 40, variants: ['regular', 'vrat'] }));
      expect(tomorrow.status).toBe(200);

      const shown = await now();
      expect(shown.current).toMatchObject({
        date: TODAY,
        service: SERVICE,
        name: 'Gujarati Thali',
        price: 12.5,
        platesTotal: 5,
        platesLeft: 5,
        soldOut: false,
      });
      expect(shown.current!.refill).toEqual({ policy: 'unlimited', note: '' });
      expect(shown.next).toMatchObject({ date: addDays(TODAY, 1), name: 'Kathiyawadi Thali', platesLeft: 40 });
      expect(shown.orderable).toBe(shown.current!.itemId);
      const itemId = shown.current!.itemId;

      // A variant the day does not offer, and tomorrow's thali, are refused and take nothing.
      const vrat = await order(itemId, 'vrat');
      expect([vrat.status, vrat.body.message]).toEqual([400, "Today's thali has no Vrat variant"]);
      expect((await order(shown.next!.itemId)).status).toBe(400);
      expect((await stored(TODAY)).platesTaken).toBe(0);

      const replies = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => orderUntilAnswered(itemId, i % 2 ? 'jain' : undefined)));
      expect(statuses(replies)).toEqual({ 201: 5, 409: PARALLEL - 5 });
      for (const r of replies.filter((x) => x.status === 409)) expect([r.body.code, r.body.message]).toEqual(['sold_out', soldOutText('All day')]);
      expect((await stored(TODAY)).platesTaken).toBe(5);
      expect(await now()).toMatchObject({ current: { platesLeft: 0, soldOut: true }, next: { name: 'Kathiyawadi Thali' } });

      // The kitchen reads the variant on the line.
      const won = replies.filter((r) => r.status === 201).map((r) => r.body.data!);
      const jain = won.find((o) => o.items[0]!.variant === 'jain');
      if (jain) expect(jain.items[0]!.name).toBe('Gujarati Thali (Jain)');
      expect(won.every((o) => o.items[0]!.variant === 'regular' || o.items[0]!.variant === 'jain')).toBe(true);

      // Confirm one, cancel it: one plate back. Voiding the cancelled order gives nothing twice.
      const first = won[0]!;
      expect((await t.call('POST', `/api/orders/${first._id}/verify-otp`, { body: { otp: first.testOtp }, ip: fresh().ip })).status).toBe(200);
      const cancel = await t.call('PATCH', `/api/orders/${first._id}/status`, { body: { status: 'Cancelled', undoable: false }, token: tokens.admin });
      expect(cancel.status, cancel.body.message).toBe(200);
      expect((await now()).current).toMatchObject({ platesLeft: 1, soldOut: false });
      const voided = await t.call('POST', `/api/orders/${first._id}/void`, { body: { reason: 'Guest left' }, token: tokens.admin });
      expect(voided.status, voided.body.message).toBe(200);
      expect((await stored(TODAY)).platesTaken).toBe(4);

      // A completed order voided gives its plate back too.
      const second = won[1]!;
      expect((await t.call('POST', `/api/orders/${second._id}/verify-otp`, { body: { otp: second.testOtp }, ip: fresh().ip })).status).toBe(200);
      for (const status of ['Preparing', 'Ready', 'Completed']) {
        const r = await t.call('PATCH', `/api/orders/${second._id}/status`, { body: { status, undoable: false }, token: tokens.admin });
        expect(r.status, r.body.message).toBe(200);
      }
      expect((await t.call('POST', `/api/orders/${second._id}/void`, { body: { reason: 'Wrong table' }, token: tokens.admin })).status).toBe(200);
      expect((await now()).current!.platesLeft).toBe(2);

      // Plates can't be set below those ordered; each service keeps its own count.
      const fewer = await put(TODAY, SERVICE, thali({ platesTotal: 2 }));
      expect([fewer.status, fewer.body.message]).toEqual([400, "3 plates are already ordered: plates available can't be fewer"]);
      expect((await stored(addDays(TODAY, 1))).platesTaken).toBe(0);
      // On the Firestore emulator 20 transactions on one document queue behind its lock: minutes on a busy machine.
    },
    RACE_TIMEOUT,
  );
});

describe('a walk-in order at the counter takes thali plates in its transaction', () => {
  // A later date of its own, so that the race above leaves its plates alone.
  const DAY = addDays(TODAY, 7);
  const walkIn = (items: unknown[]) =>
    t.call<Placed>('POST', '/api/orders/walk-in', { body: { orderType: 'takeaway', source: 'walk-in', items }, token: tokens.counter });

  it('takes the plates asked for, refuses more than are left and then "Sold out", and bad lines take nothing', async () => {
    t.clock.set(restaurantInstant(DAY, '12:00', DEFAULT_SETTINGS.locale.timeZone));
    expect((await put(DAY, SERVICE, thali({ platesTotal: 3 }))).status).toBe(200);
    const itemId = (await now()).current!.itemId;

    const two = await walkIn([{ _id: itemId, quantity: 2, variant: 'jain' }]);
    expect(two.status, two.body.message).toBe(201);
    expect(two.body.data!.items[0]).toMatchObject({ name: 'Gujarati Thali (Jain)', variant: 'jain', quantity: 2 });
    expect((await stored(DAY)).platesTaken).toBe(2);

    // Bad input: a variant the day lacks, no plates, a thali of another day. Nothing is taken.
    for (const [items, status] of [
      [[{ _id: itemId, quantity: 1, variant: 'vrat' }], 400],
      [[{ _id: itemId, quantity: 0 }], 400],
      [[{ _id: `thali_${addDays(DAY, 1)}_${SERVICE}`, quantity: 1 }], 400],
    ] as const) {
      const r = await walkIn([...items]);
      expect(r.status, JSON.stringify(items)).toBe(status);
    }
    expect((await stored(DAY)).platesTaken).toBe(2);

    const tooMany = await walkIn([{ _id: itemId, quantity: 2 }]);
    expect([tooMany.status, tooMany.body.code, tooMany.body.message]).toEqual([409, 'sold_out', 'Only 1 plate left for all day']);
    const lastTakeaway = await walkIn([{ _id: itemId, quantity: 1 }]);
    expect(lastTakeaway.status, lastTakeaway.body.message).toBe(201);
    expect((await stored(DAY)).platesTaken).toBe(3);

    // At zero the counter is told what a guest is told, and a guest online too.
    const none = await walkIn([{ _id: itemId, quantity: 1 }]);
    expect([none.status, none.body.code, none.body.message]).toEqual([409, 'sold_out', soldOutText('All day')]);
    const guest = await order(itemId);
    expect([guest.status, guest.body.message]).toEqual([409, soldOutText('All day')]);
    expect(await now()).toMatchObject({ current: { platesLeft: 0, soldOut: true } });

    // Cancelled at the counter, its plates come back for the next guest.
    const cancel = await t.call('PATCH', `/api/orders/${two.body.data!._id}/status`, { body: { status: 'Cancelled', undoable: false }, token: tokens.counter });
    expect(cancel.status, cancel.body.message).toBe(200);
    expect((await stored(DAY)).platesTaken).toBe(1);
  });
});
