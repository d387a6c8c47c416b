import { describe, expect, it } from 'vitest';
import type { KitchenBoardView } from '../domain/kitchen';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import { apiForFile, orderableDish } from '../testing/api-file';

/** What a poll may cost in document reads (docs/reads.md): the customer's record and one per query, whatever the history. */
const MY_ORDERS_QUIET_POLL_READS = 3;
/** The back office's user record and the change query. */
const KITCHEN_QUIET_POLL_READS = 2;
/** A scheduled run with nothing due (the reminders' query among its few): however many bookings are ahead. */
const SCHEDULED_QUIET_RUN_READS = 7;

interface View {
  _id: string;
  status: string;
  testOtp?: string;
}
interface ListReply {
  data: View[];
  full: boolean;
  cursor: string;
  asOf: string;
}

const { t, sessions, tokens } = apiForFile({
  at: restaurantInstant('2034-02-17', '12:00', 'Asia/Kolkata'),
  sessions: { admin: 'owner', customer: 'user', other: 'user' },
  unlimitedTexts: true,
});

let seq = 0;
/** An order placed and confirmed, as the customer (token) or as a guest with a phone, a second after the previous one. */
async function confirmedOrder(o: { token?: string; phone?: string }): Promise<View> {
  seq += 1;
  t.clock.advance(1000);
  const dish = await orderableDish(t);
  const phone = o.phone ?? `93000${String(seq).padStart(5, '0')}`;
  const placed = await t.call<View>('POST', '/api/orders', {
    body: { name: 'Poll Guest', phone, orderType: 'takeaway', tableNumber: null, items: [{ _id: dish, quantity: 1 }] },
    ip: `10.31.${Math.floor(seq / 250)}.${(seq % 250) + 1}`,
    token: o.token,
  });
  expect(placed.status).toBe(201);
  const verified = await t.call<View>('POST', `/api/orders/${placed.body.data!._id}/verify-otp`, { body: { otp: placed.body.data!.testOtp } });
  expect(verified.status).toBe(200);
  return verified.body.data!;
}

const move = async (id: string, status: string) => {
  t.clock.advance(1000);
  const r = await t.call('PATCH', `/api/orders/${id}/status`, { body: { status, undoable: false }, token: tokens.admin });
  expect(r.status).toBe(200);
};

/** Calls `fn` and gives back its answer with the documents it read. */
async function reading<T>(fn: () => Promise<T>): Promise<{ answer: T; reads: number }> {
  const before = t.store.meter.reads;
  const answer = await fn();
  return { answer, reads: t.store.meter.reads - before };
}

const myOrders = async (since: string | null) => {
  const r = await t.call<View[]>('GET', `/api/orders?customerId=${sessions.customer.uid}${since ? `&since=${encodeURIComponent(since)}` : ''}`, {
    token: tokens.customer,
  });
  expect(r.status).toBe(200);
  return r.body as unknown as ListReply;
};

describe('My Orders polls read only what changed', () => {
  it('a quiet poll costs 3 reads however many orders the customer has, and a changed order is read once', async () => {
    const own = [];
    for (let i = 0; i < 6; i++) own.push(await confirmedOrder({ token: tokens.customer }));
    // Placed as a guest with the customer's own phone: theirs too.
    const asGuest = await confirmedOrder({ phone: sessions.customer.phone });
    await confirmedOrder({ token: tokens.other });

    const first = await reading(() => myOrders(null));
    expect(first.answer.full).toBe(true);
    expect(first.answer.data).toHaveLength(7);
    expect(first.reads).toBe(1 + 7);

    t.clock.advance(10_000);
    const quiet = await reading(() => myOrders(first.answer.cursor));
    expect(quiet.answer).toMatchObject({ full: false, data: [] });
    expect(quiet.reads).toBeLessThanOrEqual(MY_ORDERS_QUIET_POLL_READS);

    await move(own[2]!._id, 'Preparing');
    await move(asGuest._id, 'Preparing');
    t.clock.advance(10_000);
    const changed = await reading(() => myOrders(quiet.answer.cursor));
    expect(changed.answer.data.map((o) => [o._id, o.status])).toEqual([
      [asGuest._id, 'Preparing'],
      [own[2]!._id, 'Preparing'],
    ]);
    // One read per changed order (each query is billed at least one read).
    expect(changed.reads).toBe(MY_ORDERS_QUIET_POLL_READS);

    t.clock.advance(10_000);
    const after = await reading(() => myOrders(changed.answer.cursor));
    expect(after.answer.data).toEqual([]);
    expect(after.reads).toBeLessThanOrEqual(MY_ORDERS_QUIET_POLL_READS);
  });

  it("another customer's changes never reach the poll, and a malformed since is a 400", async () => {
    const start = await myOrders(null);
    const theirs = await confirmedOrder({ token: tokens.other });
    await move(theirs._id, 'Preparing');
    expect((await myOrders(start.cursor)).data).toEqual([]);
    const bad = await t.call('GET', `/api/orders?customerId=${sessions.customer.uid}&since=yesterday`, { token: tokens.customer });
    expect([bad.status, bad.body.message]).toEqual([400, 'since must be an ISO date-time']);
  });
});

describe('the kitchen poll', () => {
  const board = async (since: string | null) => {
    const r = await t.call<KitchenBoardView>('GET', `/api/admin/kitchen${since ? `?since=${encodeURIComponent(since)}` : ''}`, { token: tokens.admin });
    expect(r.status).toBe(200);
    return r.body.data!;
  };

  it('with no change costs 2 reads, and reads a changed order once however many polls follow', async () => {
    const full = await board(null);
    t.clock.advance(4_000);
    const quiet = await reading(() => board(full.cursor));
    expect(quiet.answer.tickets).toEqual([]);
    expect(quiet.reads).toBeLessThanOrEqual(KITCHEN_QUIET_POLL_READS);

    const order = await confirmedOrder({});
    t.clock.advance(4_000);
    const arrived = await reading(() => board(quiet.answer.cursor));
    expect(arrived.answer.tickets.map((x) => x.id)).toEqual([order._id]);
    // Firestore bills a query at least one read, so a poll that finds one change costs what a quiet one does.
    expect(arrived.reads).toBe(KITCHEN_QUIET_POLL_READS);

    let cursor = arrived.answer.cursor;
    for (let poll = 0; poll < 8; poll++) {
      t.clock.advance(4_000);
      const next = await reading(() => board(cursor));
      expect([next.answer.tickets, next.reads]).toEqual([[], KITCHEN_QUIET_POLL_READS]);
      cursor = next.answer.cursor;
    }
  });
});

describe('booking reminders are found by remindBefore', () => {
  const TZ = DEFAULT_SETTINGS.locale.timeZone;
  const DAY = '2034-03-20';
  const runJob = async () => {
    const r = await t.call<{ reminders: number }>('POST', '/api/dev/run-scheduled');
    expect(r.status).toBe(200);
    return r.body.data!;
  };
  const reminders = async (phone: string) =>
    (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${phone}`)).body
      .data!.map((m) => m.text)
      .filter((x) => x.includes('a reminder of your table'));
  let guests = 0;
  async function booked(time: string) {
    guests += 1;
    const g = { phone: `94000${String(guests).padStart(5, '0')}`, ip: `10.32.0.${guests}` };
    const created = await t.call<{ reservationId: string; reference: string; testOtp: string }>('POST', '/api/reservations/create', {
      body: { name: 'Asha Patel', phone: g.phone, date: DAY, time, partySize: 2 },
      ip: g.ip,
    });
    expect(created.status, created.body.message).toBe(201);
    const { reservationId: id, reference, testOtp } = created.body.data!;
    const v = await t.call('POST', '/api/reservations/verify-otp', { body: { reservationId: id, otp: testOtp }, ip: g.ip });
    expect(v.status, v.body.message).toBe(200);
    return { id, reference, ...g };
  }

  it('a run reads the same few documents however many bookings are ahead, and reminds each guest once', async () => {
    t.clock.set(restaurantInstant(addDays(DAY, -1), '12:00', TZ));
    await runJob();
    const quietBefore = await reading(runJob);
    const ahead = [];
    for (const time of ['18:00', '19:00', '20:00', '21:00', '19:00', '20:00']) ahead.push(await booked(time));
    t.clock.set(restaurantInstant(addDays(DAY, -1), '19:00', TZ));
    const quiet = await reading(runJob);
    expect(quiet.answer.reminders).toBe(0);
    expect(quiet.reads).toBe(quietBefore.reads);
    expect(quiet.reads).toBeLessThanOrEqual(SCHEDULED_QUIET_RUN_READS);

    t.clock.set(restaurantInstant(DAY, '16:30', TZ));
    expect((await runJob()).reminders).toBe(1);
    t.clock.set(restaurantInstant(DAY, '17:30', TZ));
    expect((await runJob()).reminders).toBe(2);
    expect((await runJob()).reminders).toBe(0);
    for (const b of ahead.slice(0, 2)) expect(await reminders(b.phone)).toHaveLength(1);
  });

  it('a booking moved after its reminder is reminded again of its new time, and a cancelled one is not', async () => {
    t.clock.set(restaurantInstant(addDays(DAY, -2), '12:00', TZ));
    const moving = await booked('14:00');
    const cancelled = await booked('14:00');
    t.clock.set(restaurantInstant(DAY, '12:30', TZ));
    await runJob();
    expect(await reminders(moving.phone)).toHaveLength(1);

    const code = await t.call<{ testOtp: string }>('POST', '/api/reservations/manage/start', {
      body: { reference: moving.reference, phone: moving.phone },
      ip: moving.ip,
    });
    const session = await t.call<{ token: string }>('POST', '/api/reservations/manage/verify', {
      body: { reference: moving.reference, phone: moving.phone, otp: code.body.data!.testOtp },
      ip: moving.ip,
    });
    expect(session.status, session.body.message).toBe(200);
    const moved = await t.call('POST', '/api/reservations/manage/change', {
      body: { reference: moving.reference, token: session.body.data!.token, date: DAY, time: '16:00', partySize: 2 },
    });
    expect(moved.status, moved.body.message).toBe(200);
    expect((await t.call('PATCH', `/api/reservations/admin/${cancelled.id}/status`, { body: { status: 'cancelled' }, token: tokens.admin })).status).toBe(200);

    t.clock.set(restaurantInstant(DAY, '14:30', TZ));
    await runJob();
    const texts = await reminders(moving.phone);
    expect([texts.filter((x) => x.includes('2:00 PM')), texts.filter((x) => x.includes('4:00 PM'))].map((x) => x.length)).toEqual([1, 1]);
    expect(await reminders(cancelled.phone)).toHaveLength(1);
  });
});
