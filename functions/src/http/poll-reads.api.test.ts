import { describe, expect, it } from 'vitest';
import type { KitchenBoardView } from '../domain/kitchen';
import { restaurantInstant } from '../domain/time';
import { apiForFile, orderableDish } from '../testing/api-file';

/** What a poll may cost in document reads (docs/reads.md): the customer's record and one per query, whatever the history. */
const MY_ORDERS_QUIET_POLL_READS = 3;
/** The back office's user record and the change query. */
const KITCHEN_QUIET_POLL_READS = 2;

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
