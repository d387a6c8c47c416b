import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '../domain/collections';
import type { OrderDoc } from '../domain/orders';
import { OUTBOX } from '../adapters/sms-log';
import { putInCatalog, readCatalog } from '../services/catalog';
import { dineInOrder, guestSequence, RACE_TIMEOUT, RACE_WIDTH, wideRace } from '../testing/api-file';
import { startApi, type Reply, type TestApi } from '../testing/api-harness';
import { restaurantInstant } from '../domain/time';

// Noon on a day of its own: takeaway is taken then whatever the hour the suite runs (after the last order, late in the
// evening, a takeaway for as soon as possible has no time left and is refused).
const AT_NOON = restaurantInstant('2031-09-04', '12:00', 'Asia/Kolkata');

interface MenuItem {
  _id: string;
  name: string;
  price: number;
  soldOut: boolean;
}
interface Placed {
  _id: string;
  reference: string;
  name: string;
  customerName: string;
  phone: string;
  tableNumber: string | null;
  orderType: string;
  items: Array<{ _id: string; name: string; price: number; quantity: number; image: string; lineTotal: number }>;
  gst: boolean;
  subtotal: number;
  serviceOrParcelCharge: number;
  tax: number;
  total: number;
  status: string;
  isVerified: boolean;
  isPaid: boolean;
  source: string;
  verifiedAt: string | null;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  priceChanged: boolean;
  testOtp?: string;
}

let t: TestApi;
let menu: MenuItem[];
let thali: MenuItem;
let lassi: MenuItem;

/** Each test gets its own phone and client IP, so the per-phone and per-IP send limits never leak between tests. */
const fresh = guestSequence('90000', '10.1');

/** Two thalis and a lassi, with the names and prices the cart shows. */
const dineIn = (phone: string, extra: Record<string, unknown> = {}) =>
  dineInOrder(
    phone,
    [
      { _id: thali._id, name: thali.name, price: thali.price, quantity: 2, image: '' },
      { _id: lassi._id, name: lassi.name, price: lassi.price, quantity: 1, image: '' },
    ],
    extra,
  );

function place(body: unknown, o: { ip?: string; key?: string; token?: string } = {}): Promise<Reply<Placed>> {
  const headers: Record<string, string> = {};
  if (o.key) headers['idempotency-key'] = o.key;
  return t.call<Placed>('POST', '/api/orders', { body, headers, token: o.token, ip: o.ip ?? fresh().ip });
}

const orderCount = () => t.store.count(ORDERS);
const outboxFor = (phone: string) => t.deps.outbox!.query<{ text: string }>(OUTBOX, { where: [{ field: 'phone', op: '==', value: phone }] });

beforeAll(async () => {
  t = await startApi({ at: AT_NOON });
  menu = (await t.call<MenuItem[]>('GET', '/api/menu')).body.data!;
  thali = menu.find((m) => m.name === 'Gujarati Thali')!;
  lassi = menu.find((m) => m.price !== thali.price && !m.soldOut)!;
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/orders places an order priced by the server', () => {
  it('answers 201 "Order placed" with the order view, Pending and unverified, and texts the OTP to the phone', async () => {
    const { phone } = fresh();
    const r = await place(dineIn(phone));
    expect(r.status).toBe(201);
    expect(r.body.success).toBe(true);
    expect(r.body.message).toBe('Order placed');
    const d = r.body.data!;
    expect(d).toMatchObject({
      name: 'Asha Patel',
      customerName: 'Asha Patel',
      phone,
      tableNumber: '7',
      orderType: 'dine-in',
      status: 'Pending',
      isVerified: false,
      isPaid: false,
      source: 'online',
      gst: true,
    });
    expect(d.reference).toBe(d._id.slice(-6).toUpperCase());
    expect(d.items[0]).toMatchObject({ _id: thali._id, name: thali.name, price: thali.price, quantity: 2, lineTotal: thali.price * 2 });
    const subtotal = Math.round((thali.price * 2 + lassi.price) * 100);
    const charge = Math.round(subtotal / 10);
    const tax = Math.round(((subtotal + charge) * 9) / 100);
    expect([d.subtotal, d.serviceOrParcelCharge, d.tax, d.total]).toEqual([subtotal / 100, charge / 100, tax / 100, (subtotal + charge + tax) / 100]);
    expect(d.otpExpiresInSeconds).toBe(600);
    expect(d.resendInSeconds).toBe(60);
    expect(d.priceChanged).toBe(false);
    expect(d.testOtp).toMatch(/^\d{6}$/);

    const sms = await outboxFor(phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(d.testOtp);
    const stored = (await t.store.get<OrderDoc>(ORDERS, d._id))!;
    expect(stored.otp?.hash).toBeTruthy();
    expect(JSON.stringify(stored)).not.toContain(d.testOtp);
  });

  it('a takeaway order has no table and a 5% parcel charge', async () => {
    const { phone } = fresh();
    const r = await place({ ...dineIn(phone), orderType: 'takeaway', tableNumber: null, items: [{ _id: thali._id, quantity: 1 }] });
    expect(r.status).toBe(201);
    const cents = Math.round(thali.price * 100);
    expect(r.body.data).toMatchObject({
      orderType: 'takeaway',
      tableNumber: null,
      subtotal: thali.price,
      serviceOrParcelCharge: Math.round(cents * 0.05) / 100,
    });
  });

  it("ignores a gst sent by an old client: whether tax applies is the restaurant's setting", async () => {
    const honest = (await place(dineIn(fresh().phone))).body.data!;
    for (const gst of [false, 'yes']) {
      const r = await place(dineIn(fresh().phone, { gst }));
      expect(r.status).toBe(201);
      expect(r.body.data).toMatchObject({ gst: true, tax: honest.tax, total: honest.total });
      expect(r.body.data!.tax).toBeGreaterThan(0);
    }
  });

  it('replaces tampered prices and totals with the server figures, and says so', async () => {
    const honest = (await place(dineIn(fresh().phone))).body.data!;
    const body = dineIn(fresh().phone, { subtotal: 0.01, serviceOrParcelCharge: 0, tax: 0, total: 0.01 });
    body.items = body.items.map((l) => ({ ...l, price: 0.01 }));
    const r = await place(body);
    expect(r.status).toBe(201);
    expect(r.body.data!.priceChanged).toBe(true);
    expect(r.body.data!.items.map((l) => l.price)).toEqual([thali.price, lassi.price]);
    expect([r.body.data!.subtotal, r.body.data!.total]).toEqual([honest.subtotal, honest.total]);
    const stored = (await t.store.get<OrderDoc>(ORDERS, r.body.data!._id))!;
    expect(stored.totalCents).toBe(Math.round(honest.total * 100));
  });

  it('takes the customer from the bearer token, never from the body', async () => {
    const customer = await t.sessionFor('user');
    const r = await place(dineIn(fresh().phone, { customerId: 'someone-else' }), { token: customer.idToken });
    expect(r.status).toBe(201);
    expect((await t.store.get<OrderDoc>(ORDERS, r.body.data!._id))!.customerId).toBe(customer.uid);
    const guest = await place(dineIn(fresh().phone, { customerId: customer.uid }));
    expect((await t.store.get<OrderDoc>(ORDERS, guest.body.data!._id))!.customerId).toBeNull();
  });

  it('accepts id instead of _id, and merges repeated lines of one dish', async () => {
    const r = await place({
      ...dineIn(fresh().phone),
      items: [
        { id: thali._id, quantity: 1 },
        { _id: thali._id, quantity: 2 },
      ],
    });
    expect(r.status).toBe(201);
    expect(r.body.data!.items).toHaveLength(1);
    expect(r.body.data!.items[0]!.quantity).toBe(3);
  });

  it('refuses a sold-out item with a clear message and writes nothing', async () => {
    await t.store.transaction(async (tx) => {
      const catalog = await readCatalog(tx);
      putInCatalog(tx, catalog, lassi._id, { ...catalog.items[lassi._id]!, soldOut: true }, t.clock.now());
    });
    try {
      const before = { orders: await orderCount(), writes: t.store.meter.writes };
      const r = await place(dineIn(fresh().phone));
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(`Sold out: ${lassi.name}. Please remove it from your cart.`);
      expect(r.body.data).toEqual({ soldOutItems: [lassi._id] });
      expect(t.store.meter.writes).toBe(before.writes);
      expect(await orderCount()).toBe(before.orders);
    } finally {
      await t.store.transaction(async (tx) => {
        const catalog = await readCatalog(tx);
        putInCatalog(tx, catalog, lassi._id, { ...catalog.items[lassi._id]!, soldOut: false }, t.clock.now());
      });
    }
  });

  it('refuses an item that is not on the menu', async () => {
    const r = await place({ ...dineIn(fresh().phone), items: [{ _id: 'no-such-dish', quantity: 1 }] });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Some items in your order are no longer on the menu. Please review your cart.');
    expect(r.body.data).toEqual({ unknownItems: ['no-such-dish'] });
  });

  // Three reads and two writes of those guard the text: the caller's IP bucket, the SMS budget's settings and today's count.
  // One read is the restaurant's settings: its hours, order types, rates and offers price the order, and its country code addresses the text.
  it('costs at most 8 document reads and 6 writes, with an Idempotency-Key (the SMS outbox is not billed)', async () => {
    const before = { ...t.store.meter };
    const r = await place(dineIn(fresh().phone), { key: 'cost-check-0001' });
    expect(r.status).toBe(201);
    const reads = t.store.meter.reads - before.reads;
    const writes = t.store.meter.writes - before.writes;
    // The 8th read is the look-up of the phone's unconfirmed orders, so that the same order sent again is not doubled.
    expect(reads).toBeLessThanOrEqual(8);
    expect(writes).toBeLessThanOrEqual(6);
    expect(reads).toBeGreaterThan(0);
    expect(writes).toBeGreaterThan(0);
  });
});

describe('POST /api/orders refuses bad input with 400 and writes nothing', () => {
  const big = 'x'.repeat(100 * 1024);
  const cases: Array<[string, (phone: string) => unknown, string?]> = [
    ['an empty body', () => ({}), 'Cannot place an empty order'],
    ['an empty cart', (p) => ({ ...dineIn(p), items: [] }), 'Cannot place an empty order'],
    ['items that are not a list', (p) => ({ ...dineIn(p), items: 'thali' }), 'Cannot place an empty order'],
    ['a blank name', (p) => ({ ...dineIn(p), name: '   ' }), 'Please fill in all required fields'],
    ['a missing phone', (p) => ({ ...dineIn(p), phone: '' }), 'Please fill in all required fields'],
    ['a dine-in order without a table', (p) => ({ ...dineIn(p), tableNumber: '' }), 'Please fill in all required fields'],
    ['a 9-digit phone', () => dineIn('987654321'), 'Please enter a valid 10-digit phone number'],
    ['a phone with letters', () => dineIn('98765abcde'), 'Please enter a valid 10-digit phone number'],
    ['a phone as a number', () => ({ ...dineIn('x'), phone: 9876543210 })],
    ['a name of 100 KB', (p) => ({ ...dineIn(p), name: big })],
    ['an image of 100 KB', (p) => ({ ...dineIn(p), items: [{ _id: thali._id, quantity: 1, image: big, name: big }], name: 'ok' }), undefined],
    ['an id of 100 KB', (p) => ({ ...dineIn(p), items: [{ _id: big, quantity: 1 }] })],
    ['a table number of 21 characters', (p) => ({ ...dineIn(p), tableNumber: 'T'.repeat(21) })],
    ['a table number that is an object', (p) => ({ ...dineIn(p), tableNumber: { n: 1 } })],
    ['an unknown order type', (p) => ({ ...dineIn(p), orderType: 'delivery' })],
    ['a quantity of 0', (p) => ({ ...dineIn(p), items: [{ _id: thali._id, quantity: 0 }] })],
    ['a negative quantity', (p) => ({ ...dineIn(p), items: [{ _id: thali._id, quantity: -3 }] })],
    ['a fractional quantity', (p) => ({ ...dineIn(p), items: [{ _id: thali._id, quantity: 1.5 }] })],
    ['a huge quantity', (p) => ({ ...dineIn(p), items: [{ _id: thali._id, quantity: 1e12 }] })],
    ['a quantity as text', (p) => ({ ...dineIn(p), items: [{ _id: thali._id, quantity: '2' }] })],
    [
      'two lines of one dish adding up to 51',
      (p) => ({
        ...dineIn(p),
        items: [
          { _id: thali._id, quantity: 50 },
          { id: thali._id, quantity: 1 },
        ],
      }),
    ],
    ['51 lines', (p) => ({ ...dineIn(p), items: Array.from({ length: 51 }, () => ({ _id: thali._id, quantity: 1 })) })],
    ['a line without an id', (p) => ({ ...dineIn(p), items: [{ quantity: 1 }] })],
    ['an unknown dish', (p) => ({ ...dineIn(p), items: [{ _id: 'nope', quantity: 1 }] })],
    ['a price as text', (p) => ({ ...dineIn(p), total: 'free' })],
    ['a negative total', (p) => ({ ...dineIn(p), total: -1 })],
    ['a list as the body', () => [1, 2, 3]],
    ['null as the body', () => null],
  ];

  it.each(cases)('%s', async (_label, body, message) => {
    const { phone } = fresh();
    const before = { orders: await orderCount(), writes: t.store.meter.writes, sms: (await outboxFor(phone)).length };
    const r = await place(body(phone));
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    if (message) expect(r.body.message).toBe(message);
    else expect(r.body.message.length).toBeGreaterThan(0);
    expect(t.store.meter.writes).toBe(before.writes);
    expect(await orderCount()).toBe(before.orders);
    expect((await outboxFor(phone)).length).toBe(before.sms);
  });

  it('a malformed Idempotency-Key is a 400', async () => {
    const r = await place(dineIn(fresh().phone), { key: 'bad key!' });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/Idempotency-Key/);
  });
});

describe('Idempotency-Key', () => {
  it('the same key and body get the same reply, one order and one SMS', async () => {
    const { phone, ip } = fresh();
    const body = dineIn(phone);
    const before = await orderCount();
    const first = await place(body, { key: 'retry-same-0001', ip });
    const second = await place(body, { key: 'retry-same-0001', ip });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await orderCount()).toBe(before + 1);
    expect(await outboxFor(phone)).toHaveLength(1);
  });

  it('the same key with another body is a 409, and places nothing', async () => {
    const { phone } = fresh();
    await place(dineIn(phone), { key: 'retry-diff-0001' });
    const before = await orderCount();
    const r = await place(dineIn(phone, { name: 'Someone Else' }), { key: 'retry-diff-0001' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This Idempotency-Key was already used with a different request');
    expect(await orderCount()).toBe(before);
  });

  wideRace('50 parallel POSTs with one key give exactly 1 order and 50 identical replies', async () => {
    const { phone, ip } = fresh();
    const body = dineIn(phone);
    const before = await orderCount();
    const replies = await Promise.all(Array.from({ length: 50 }, () => place(body, { key: 'parallel-0000001', ip })));
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(201));
    const distinct = new Set(replies.map((r) => JSON.stringify(r.body)));
    expect(distinct.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect(await outboxFor(phone)).toHaveLength(1);
  });
});

describe('OTP send limits', () => {
  it('a phone gets at most 8 codes an hour: the 9th order is a 429 with Retry-After', async () => {
    const { phone } = fresh();
    // Each a different order: the same one again would be answered again, with no new code.
    for (let i = 0; i < 8; i++) expect((await place(dineIn(phone, { tableNumber: i + 1 }))).status).toBe(201);
    const before = await orderCount();
    const r = await place(dineIn(phone, { tableNumber: 9 }));
    expect(r.status).toBe(429);
    expect(r.body.message).toBe('Too many codes were sent to this phone. Please try again later.');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await orderCount()).toBe(before);
  });

  it('one IP gets at most 30 order codes in 10 minutes', async () => {
    const { ip } = fresh();
    for (let i = 0; i < 30; i++) expect((await place(dineIn(fresh().phone), { ip })).status).toBe(201);
    const r = await place(dineIn(fresh().phone), { ip });
    expect(r.status).toBe(429);
    expect(r.body.message).toBe('Too many OTP requests from this network. Please try again later.');
    t.clock.advance(10 * 60_000);
    expect((await place(dineIn(fresh().phone), { ip })).status).toBe(201);
  });
});

describe('POST /api/orders/:id/verify-otp', () => {
  async function placed() {
    const r = await place(dineIn(fresh().phone));
    return { id: r.body.data!._id, code: r.body.data!.testOtp! };
  }
  const verify = (id: string, otp: unknown) => t.call<Placed>('POST', `/api/orders/${id}/verify-otp`, { body: { otp } });
  const wrong = (code: string) => String(((Number(code) - 100000 + 1) % 900000) + 100000);

  it('the right code confirms the order: 200 "OTP verified! Order confirmed."', async () => {
    const { id, code } = await placed();
    const r = await verify(id, code);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('OTP verified! Order confirmed.');
    expect(r.body.data).toMatchObject({ _id: id, isVerified: true, status: 'Pending' });
    expect(r.body.data!.verifiedAt).toBe(t.clock.now().toISOString());
  });

  it('a wrong code is 400 "Invalid OTP" and leaves the order unverified', async () => {
    const { id, code } = await placed();
    const r = await verify(id, wrong(code));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Invalid OTP');
    expect((await t.store.get<OrderDoc>(ORDERS, id))!.isVerified).toBe(false);
  });

  it('a code used once is refused the second time', async () => {
    const { id, code } = await placed();
    expect((await verify(id, code)).status).toBe(200);
    const again = await verify(id, code);
    expect([again.status, again.body.code]).toEqual([409, 'otp_used']);
    expect(again.body.message).toBe('This OTP was already used. The order is confirmed.');
  });

  it('after 600 s the code is expired: 400 "OTP expired. Please request a new one."', async () => {
    const { id, code } = await placed();
    t.clock.advance(601_000);
    const r = await verify(id, code);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('OTP expired. Please request a new one.');
  });

  it('after 5 wrong tries the code is locked: even the right code gets 429', async () => {
    const { id, code } = await placed();
    for (let i = 0; i < 5; i++) expect((await verify(id, wrong(code))).status).toBe(400);
    const r = await verify(id, code);
    expect(r.status).toBe(429);
    expect(r.body.message).toBe('Too many wrong tries. Please request a new OTP.');
  });

  it(
    `${RACE_WIDTH} parallel wrong guesses: at most 5 are judged, the rest are locked out`,
    async () => {
      const { id, code } = await placed();
      const replies = await Promise.all(Array.from({ length: RACE_WIDTH }, () => verify(id, wrong(code))));
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(RACE_WIDTH - 5);
      expect((await t.store.get<OrderDoc>(ORDERS, id))!.otp!.attempts).toBe(5);
    },
    RACE_TIMEOUT,
  );

  it('a code that is not 6 digits is 400 "Please enter a 6-digit OTP", and an unknown order is 404', async () => {
    const { id } = await placed();
    const r = await verify(id, '12ab56');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Please enter a 6-digit OTP');
    const missing = await verify('nosuchorder0000000000', '123456');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Order not found');
  });
});

describe('POST /api/orders/:id/resend-otp', () => {
  const resend = (id: string, ip = fresh().ip) =>
    t.call<{ otpExpiresInSeconds: number; resendInSeconds: number; testOtp?: string }>('POST', `/api/orders/${id}/resend-otp`, { ip });

  it('within 60 s of the last send it is a 429 that says how long to wait', async () => {
    const r0 = await place(dineIn(fresh().phone));
    t.clock.advance(20_000);
    const r = await resend(r0.body.data!._id);
    expect(r.status).toBe(429);
    expect(r.body.message).toBe('Please wait 40 seconds before requesting a new OTP');
    expect(r.headers.get('retry-after')).toBe('40');
  });

  it('after 60 s it sends a new code that replaces the old one and resets the tries', async () => {
    const { phone } = fresh();
    const r0 = await place(dineIn(phone));
    const id = r0.body.data!._id;
    const old = r0.body.data!.testOtp!;
    for (let i = 0; i < 5; i++) await t.call('POST', `/api/orders/${id}/verify-otp`, { body: { otp: old === '999999' ? '100000' : String(Number(old) + 1) } });
    expect((await t.call('POST', `/api/orders/${id}/verify-otp`, { body: { otp: old } })).status).toBe(429);

    t.clock.advance(60_000);
    const r = await resend(id);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ otpExpiresInSeconds: 600, resendInSeconds: 60 });
    const code = r.body.data!.testOtp!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await outboxFor(phone)).length).toBe(2);
    if (code !== old) expect((await t.call('POST', `/api/orders/${id}/verify-otp`, { body: { otp: old } })).body.message).toBe('Invalid OTP');
    const ok = await t.call('POST', `/api/orders/${id}/verify-otp`, { body: { otp: code } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('OTP verified! Order confirmed.');
  });

  it('a confirmed order gets no new code (409), and an unknown one is 404', async () => {
    const r0 = await place(dineIn(fresh().phone));
    await t.call('POST', `/api/orders/${r0.body.data!._id}/verify-otp`, { body: { otp: r0.body.data!.testOtp } });
    t.clock.advance(60_000);
    const r = await resend(r0.body.data!._id);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This order is already confirmed');
    expect((await resend('nosuchorder0000000000')).status).toBe(404);
  });
});
