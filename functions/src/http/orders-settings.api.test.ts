import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX } from '../adapters/sms-log';
import { ORDERS, SETTINGS } from '../domain/collections';
import type { OrderDoc, OrderView } from '../domain/orders';
import { restaurantInstant } from '../domain/time';
import type { Offer, Settings } from '../domain/settings';
import { RESTAURANT_SETTINGS_ID } from '../services/settings';
import { dineInOrder, guestSequence } from '../testing/api-file';
import { startApi, type TestApi } from '../testing/api-harness';

/** Online and walk-in orders follow the owner's settings (rates, tax, offers, ordering rules, hours). */

interface MenuItem {
  _id: string;
  name: string;
  price: number;
  category: string;
  soldOut: boolean;
}
type Placed = OrderView & { priceChanged: boolean };

let t: TestApi;
let admin: { idToken: string };
let thali: MenuItem;
let lassi: MenuItem;
let original: Settings;

const fresh = guestSequence('91100', '10.14');
const dineIn = (phone: string, extra: Record<string, unknown> = {}) =>
  dineInOrder(
    phone,
    [
      { _id: thali._id, quantity: 2 },
      { _id: lassi._id, quantity: 1 },
    ],
    extra,
  );

function place(api: TestApi, body: unknown) {
  const { ip } = fresh();
  return api.call<Placed>('POST', '/api/orders', { body, ip });
}
const walkIn = (api: TestApi, token: string, body: Record<string, unknown>) =>
  api.call<OrderView>('POST', '/api/orders/walk-in', { token, body: { name: 'Counter Guest', phone: '', tableNumber: 3, source: 'walk-in', ...body } });

const settingsNow = async (api: TestApi, token: string) =>
  (await api.call<{ settings: Settings }>('GET', '/api/admin/settings', { token })).body.data!.settings;
async function saveSettings(api: TestApi, token: string, change: (s: Settings) => Settings) {
  const r = await api.call('PUT', '/api/admin/settings', { body: change(await settingsNow(api, token)), token });
  expect([r.status, r.body.message]).toEqual([200, expect.any(String)]);
}
const cents = (dollars: number) => Math.round(dollars * 100);
const orderCount = () => t.store.count(ORDERS);
const outboxFor = (api: TestApi, phone: string) => api.deps.outbox!.query(OUTBOX, { where: [{ field: 'phone', op: '==', value: phone }] });

const offer = (o: Partial<Offer>): Offer => ({
  id: 'thali-week',
  title: 'Thali Week',
  blurb: '',
  percentOff: 20,
  itemIds: [thali._id],
  startsAt: new Date(t.clock.now().getTime() - 3600_000).toISOString(),
  endsAt: new Date(t.clock.now().getTime() + 3600_000).toISOString(),
  showAsDeal: true,
  ...o,
});

beforeAll(async () => {
  t = await startApi();
  admin = await t.sessionFor('admin');
  const menu = (await t.call<MenuItem[]>('GET', '/api/menu')).body.data!;
  thali = menu.find((m) => m.name === 'Gujarati Thali')!;
  lassi = menu.find((m) => m.category !== 'Thali' && !m.soldOut)!;
  original = await settingsNow(t, admin.idToken);
});
afterEach(async () => {
  t.clock.set(new Date());
  await t.call('PUT', '/api/admin/settings', { body: original, token: admin.idToken });
});
afterAll(async () => {
  await t?.close();
});

describe('rates come from the settings', () => {
  it('a changed tax rate changes the total the server charges; the earlier order keeps its own rates', async () => {
    const before = (await place(t, dineIn(fresh().phone))).body.data!;
    expect(before.rates).toMatchObject({ chargeBp: 1000, taxName: 'GST', taxBp: 900, taxApplied: true });

    await saveSettings(t, admin.idToken, (s) => ({ ...s, tax: { ...s.tax, name: 'VAT', rateBp: 1250, applies: true } }));
    const r = await place(t, dineIn(fresh().phone));
    expect(r.status).toBe(201);
    const d = r.body.data!;
    const subtotal = cents(thali.price) * 2 + cents(lassi.price);
    const charge = Math.round(subtotal / 10);
    const tax = Math.round(((subtotal + charge) * 1250) / 10_000);
    expect([d.subtotal, d.serviceOrParcelCharge, d.tax, d.total].map(cents)).toEqual([subtotal, charge, tax, subtotal + charge + tax]);
    expect(d.total).not.toBe(before.total);
    expect(d.rates).toMatchObject({ chargeBp: 1000, taxName: 'VAT', taxBp: 1250, taxApplied: true });
    expect((await t.store.get<OrderDoc>(ORDERS, d._id))!.rates).toEqual(d.rates);

    const old = await t.call<OrderView>('GET', `/api/orders/${before._id}`, { token: admin.idToken });
    expect(old.body.data).toMatchObject({ rates: { taxName: 'GST', taxBp: 900 }, tax: before.tax, total: before.total });
  });

  it('an order placed before the rates were settings shows the old fixed rates it was priced with', async () => {
    const at = t.clock.now().toISOString();
    const old: OrderDoc = {
      name: 'Earlier Guest',
      phone: '9800000001',
      customerId: null,
      tableNumber: null,
      orderType: 'takeaway',
      items: [{ menuItemId: thali._id, name: thali.name, priceCents: 1200, quantity: 1, image: '' }],
      gst: false,
      subtotalCents: 1200,
      chargeCents: 60,
      taxCents: 0,
      totalCents: 1260,
      status: 'Completed',
      isVerified: true,
      isPaid: true,
      source: 'walk-in',
      otp: null,
      createdAt: at,
      updatedAt: at,
      verifiedAt: at,
      readyAt: at,
      prepSeconds: 60,
      completedAt: at,
      cancelledAt: null,
    };
    await t.store.set(ORDERS, 'legacyorder000000001', old);
    await saveSettings(t, admin.idToken, (s) => ({
      ...s,
      ordering: { ...s.ordering, parcelChargeBp: 900 },
      tax: { ...s.tax, name: 'VAT', rateBp: 1500, applies: true },
    }));
    const r = await t.call<OrderView>('GET', '/api/orders/legacyorder000000001', { token: admin.idToken });
    expect(r.body.data).toMatchObject({
      rates: { chargeBp: 500, taxName: 'GST', taxBp: 900, taxApplied: false },
      serviceOrParcelCharge: 0.6,
      tax: 0,
      total: 12.6,
    });
  });

  it('service and parcel charges follow their rates', async () => {
    await saveSettings(t, admin.idToken, (s) => ({ ...s, ordering: { ...s.ordering, serviceChargeBp: 1250, parcelChargeBp: 0 } }));
    const dine = (await place(t, dineIn(fresh().phone, { items: [{ _id: thali._id, quantity: 1 }] }))).body.data!;
    expect(cents(dine.serviceOrParcelCharge)).toBe(Math.round(cents(thali.price) * 0.125));
    expect(dine.rates.chargeBp).toBe(1250);
    const away = (await place(t, { ...dineIn(fresh().phone, { items: [{ _id: thali._id, quantity: 1 }] }), orderType: 'takeaway', tableNumber: null })).body
      .data!;
    expect([away.serviceOrParcelCharge, away.rates.chargeBp]).toEqual([0, 0]);
  });

  it('when the restaurant does not apply tax there is no tax, and a guest cannot turn it on', async () => {
    await saveSettings(t, admin.idToken, (s) => ({ ...s, tax: { ...s.tax, applies: false } }));
    const r = await place(t, dineIn(fresh().phone, { gst: true }));
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ tax: 0, gst: false, rates: { taxApplied: false } });
    expect(cents(r.body.data!.total)).toBe(cents(r.body.data!.subtotal) + cents(r.body.data!.serviceOrParcelCharge));
    const counter = await walkIn(t, admin.idToken, { orderType: 'dine-in', items: [{ _id: thali._id, quantity: 1 }], gst: true });
    expect(counter.body.data).toMatchObject({ tax: 0, gst: false });
  });

  it('a gst:false from a guest is ignored when the restaurant applies tax', async () => {
    const r = await place(t, dineIn(fresh().phone, { gst: false }));
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ gst: true, rates: { taxApplied: true } });
    expect(r.body.data!.tax).toBeGreaterThan(0);
  });
});

describe('offers are charged by the server', () => {
  it('a live offer lowers the price of its items only, and the line keeps the original price and the offer', async () => {
    await saveSettings(t, admin.idToken, (s) => ({ ...s, offers: [offer({})] }));
    const discounted = Math.round(cents(thali.price) * 0.8) / 100;
    // The client sends the price its cart showed: the discounted one, which the server agrees with.
    const body = dineIn(fresh().phone, {
      items: [
        { _id: thali._id, quantity: 2, price: discounted },
        { _id: lassi._id, quantity: 1, price: lassi.price },
      ],
    });
    const r = await place(t, body);
    expect(r.status).toBe(201);
    const d = r.body.data!;
    expect(d.priceChanged).toBe(false);
    expect(d.items[0]).toMatchObject({
      _id: thali._id,
      price: discounted,
      originalPrice: thali.price,
      offer: { id: 'thali-week', title: 'Thali Week' },
      lineTotal: discounted * 2,
    });
    expect(d.items[1]).toMatchObject({ _id: lassi._id, price: lassi.price });
    expect(d.items[1]).not.toHaveProperty('offer');
    expect(cents(d.subtotal)).toBe(cents(discounted) * 2 + cents(lassi.price));
    const stored = (await t.store.get<OrderDoc>(ORDERS, d._id))!;
    expect(stored.items[0]).toMatchObject({
      priceCents: cents(discounted),
      listPriceCents: cents(thali.price),
      offerId: 'thali-week',
      offerTitle: 'Thali Week',
    });
  });

  it('an expired offer, or one not started yet, does not lower the price', async () => {
    await saveSettings(t, admin.idToken, (s) => ({ ...s, offers: [offer({})] }));
    const end = Date.parse((await settingsNow(t, admin.idToken)).offers[0]!.endsAt);
    t.clock.set(new Date(end));
    const after = (await place(t, dineIn(fresh().phone))).body.data!;
    expect(after.items[0]).toMatchObject({ price: thali.price });
    expect(after.items[0]).not.toHaveProperty('offer');

    t.clock.set(new Date());
    await saveSettings(t, admin.idToken, (s) => ({
      ...s,
      offers: [offer({ startsAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: new Date(Date.now() + 7200_000).toISOString() })],
    }));
    const before = (await place(t, dineIn(fresh().phone))).body.data!;
    expect(before.items[0]!.price).toBe(thali.price);
  });

  it('the walk-in order at the counter gets the same offer', async () => {
    await saveSettings(t, admin.idToken, (s) => ({ ...s, offers: [offer({ percentOff: 50 })] }));
    const r = await walkIn(t, admin.idToken, { orderType: 'takeaway', tableNumber: null, items: [{ _id: thali._id, quantity: 1 }] });
    expect(r.status).toBe(201);
    expect(r.body.data!.items[0]).toMatchObject({ price: Math.round(cents(thali.price) / 2) / 100, originalPrice: thali.price });
  });
});

describe('ordering rules', () => {
  it("while ordering is paused, an online order is refused with 409 and the owner's message, and nothing is written or sent", async () => {
    await saveSettings(t, admin.idToken, (s) => ({
      ...s,
      ordering: { ...s.ordering, accepting: false, pausedMessage: 'Kitchen closed for a private event tonight.' },
    }));
    const { phone } = fresh();
    const before = await orderCount();
    const r = await place(t, dineIn(phone));
    expect([r.status, r.body.success, r.body.message]).toEqual([409, false, 'Kitchen closed for a private event tonight.']);
    expect(r.body.data).toEqual({ reason: 'paused' });
    expect(await orderCount()).toBe(before);
    expect(await outboxFor(t, phone)).toHaveLength(0);
    // Staff at the counter still take orders.
    expect((await walkIn(t, admin.idToken, { orderType: 'dine-in', items: [{ _id: thali._id, quantity: 1 }] })).status).toBe(201);
  });

  it('an order type the restaurant does not offer is refused with 400, online and at the counter', async () => {
    await saveSettings(t, admin.idToken, (s) => ({ ...s, ordering: { ...s.ordering, orderTypes: ['takeaway'] } }));
    const before = await orderCount();
    const r = await place(t, dineIn(fresh().phone));
    expect([r.status, r.body.message]).toEqual([400, 'Dine-in orders are not offered right now. Please choose takeaway.']);
    const counter = await walkIn(t, admin.idToken, { orderType: 'dine-in', items: [{ _id: thali._id, quantity: 1 }] });
    expect(counter.status).toBe(400);
    expect(await orderCount()).toBe(before);
    const takeaway = await place(t, { ...dineIn(fresh().phone), orderType: 'takeaway', tableNumber: null });
    expect(takeaway.status).toBe(201);
  });
});

describe('open hours (the seeded hours: every day 08:00–23:00, Asia/Kolkata)', () => {
  let h: TestApi;
  let hAdmin: { idToken: string };
  beforeAll(async () => {
    h = await startApi({ hours: 'seeded' });
    hAdmin = await h.sessionFor('admin');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('refuses an online order at 02:00 naming the next opening, takes one at the counter, and takes online orders again at 08:00', async () => {
    const day = '2026-12-03';
    h.clock.set(restaurantInstant(day, '02:00', 'Asia/Kolkata'));
    const { phone } = fresh();
    const r = await place(h, dineIn(phone));
    expect([r.status, r.body.message]).toEqual([409, 'We are closed right now. We open again today at 08:00.']);
    expect(r.body.data).toEqual({ reason: 'closed', nextOpening: { date: day, time: '08:00' } });
    expect(await outboxFor(h, phone)).toHaveLength(0);

    expect((await walkIn(h, hAdmin.idToken, { orderType: 'dine-in', items: [{ _id: thali._id, quantity: 1 }] })).status).toBe(201);

    h.clock.set(restaurantInstant(day, '23:30', 'Asia/Kolkata'));
    expect((await place(h, dineIn(fresh().phone))).body.message).toBe('We are closed right now. We open again tomorrow at 08:00.');

    h.clock.set(restaurantInstant(day, '08:00', 'Asia/Kolkata'));
    expect((await place(h, dineIn(fresh().phone))).status).toBe(201);
  });

  it('on a closure, names it and the day it opens again', async () => {
    await saveSettings(h, hAdmin.idToken, (s) => ({ ...s, closures: [{ from: '2026-12-25', to: '2026-12-26', note: 'Christmas' }] }));
    h.clock.set(restaurantInstant('2026-12-25', '12:00', 'Asia/Kolkata'));
    const r = await place(h, dineIn(fresh().phone));
    expect([r.status, r.body.message]).toEqual([409, 'We are closed today (Christmas). We open again on Sunday 27 December at 08:00.']);
  });
});

describe('the seeded offers', () => {
  let s: TestApi;
  beforeAll(async () => {
    s = await startApi({ offers: 'seeded' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('name real dishes for the top offers and trending, and run a deal the server charges until its end on Saturday 23:00', async () => {
    const menu = (await s.call<MenuItem[]>('GET', '/api/menu')).body.data!;
    const byId = new Map(menu.map((m) => [m._id, m]));
    const settings = (await s.call<Settings>('GET', '/api/settings')).body.data!;
    expect(settings.home.topOfferItemIds.map((id) => byId.get(id)?.name)).toEqual([
      'Gujarati Thali',
      'Panjabi Thali',
      'Gujarati Mini',
      'Rajasthani Thali',
      'Sp. Govardhan Thali',
    ]);
    expect(settings.home.trendingItemIds.length).toBeGreaterThan(0);
    for (const id of settings.home.trendingItemIds) expect(byId.has(id)).toBe(true);

    const feast = settings.offers.find((o) => o.id === 'family-feast')!;
    expect(feast).toMatchObject({ title: 'Family Feast', percentOff: 20, showAsDeal: true });
    expect(Date.parse(feast.startsAt)).toBeLessThanOrEqual(s.clock.now().getTime());
    const end = new Date(feast.endsAt);
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      end,
    );
    expect(local).toBe('Saturday 23:00');
    expect(end.getTime() - s.clock.now().getTime()).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(end.getTime() - s.clock.now().getTime()).toBeLessThanOrEqual(8 * 24 * 3600_000);

    const gujarati = menu.find((m) => m.name === 'Gujarati Thali')!;
    expect(feast.itemIds).toContain(gujarati._id);
    const r = await s.call<Placed>('POST', '/api/orders', { body: { ...dineIn(fresh().phone), items: [{ _id: gujarati._id, quantity: 1 }] }, ip: fresh().ip });
    expect(r.body.data!.items[0]).toMatchObject({
      price: Math.round(cents(gujarati.price) * 0.8) / 100,
      originalPrice: gujarati.price,
      offer: { id: 'family-feast' },
    });
  });

  it('seeding again does not overwrite settings the owner saved', async () => {
    const owner = await s.sessionFor('admin');
    await saveSettings(s, owner.idToken, (x) => ({ ...x, offers: [], home: { topOfferItemIds: [], trendingItemIds: [] }, tax: { ...x.tax, rateBp: 500 } }));
    const { seed } = await import('../services/seed');
    const { ART_DIR } = await import('../testing/api-harness');
    const report = await seed(s.deps, { artDir: ART_DIR, localAdmin: true });
    expect(report.offers).toBe(false);
    const saved = (await s.store.get<Settings & Record<string, unknown>>(SETTINGS, RESTAURANT_SETTINGS_ID))!;
    expect(saved).toMatchObject({ offers: [], home: { topOfferItemIds: [], trendingItemIds: [] }, tax: { rateBp: 500 } });
  });
});
