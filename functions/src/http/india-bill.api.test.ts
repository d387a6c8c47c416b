/**
 * The Indian bill over real HTTP. GST settings with their checks, the tax invoice
 * (numbered gapless per financial year, in the order's transaction), daily tokens, settling
 * the bill by payment mode, line notes and dish diets.
 */
import { describe, expect, it } from 'vitest';
import { COUNTERS, MENU, ORDERS } from '../domain/collections';
import { GSTIN_MESSAGES } from '../domain/gstin';
import type { OrderDoc, OrderView } from '../domain/orders';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import type { InvoiceView } from '../services/bill';
import { CATALOG, CATALOG_ID } from '../services/catalog';
import { apiForFile, guestOrder, guestSequence, orderableDish, RACE_TIMEOUT, RACE_WIDTH } from '../testing/api-file';

// A day no other API file orders on: its tokens and its financial year's serials are this file's own on a shared store.
const TODAY = '2032-05-11';
const { t, tokens } = apiForFile({
  at: restaurantInstant(TODAY, '12:00', DEFAULT_SETTINGS.locale.timeZone),
  sessions: { admin: 'admin' },
  unlimitedTexts: true,
});
const fresh = guestSequence('79', '10.126');
const GSTIN = '27AAPFU0939F1ZV';

const settingsNow = async () => (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: tokens.admin })).body.data!.settings;
const saveSettings = async (change: (s: Settings) => Settings) =>
  t.call<{ settings: Settings }>('PUT', '/api/admin/settings', { body: change(await settingsNow()), token: tokens.admin });
const rupeesGst5 = (s: Settings): Settings => ({
  ...s,
  identity: { ...s.identity, gstin: GSTIN, fssaiLicence: '10019022008521' },
  locale: { ...s.locale, currencyCode: 'INR', currencySymbol: '₹' },
  ordering: { ...s.ordering, parcelChargeBp: 0 },
  tax: { ...s.tax, rateBp: 500, applies: true, inclusive: true, split: 'cgst-sgst', invoicePrefix: 'TH' },
});
const walkIn = async (items: object[], orderType = 'takeaway') => {
  const r = await t.call<OrderView>('POST', '/api/orders/walk-in', {
    token: tokens.admin,
    body: { orderType, tableNumber: orderType === 'dine-in' ? 4 : null, items },
  });
  expect(r.status).toBe(201);
  return r.body.data!;
};
const setStatus = (id: string, status: string) =>
  t.call<OrderView>('PATCH', `/api/orders/${id}/status`, { token: tokens.admin, body: { status, undoable: false } });
/** Pending → Preparing → Ready, so that the next move can complete it. */
const readyUp = async (id: string) => {
  for (const s of ['Preparing', 'Ready']) expect((await setStatus(id, s)).status).toBe(200);
};
const invoice = (id: string, query = '') => t.call<InvoiceView>('GET', `/api/orders/${id}/invoice${query}`, { token: query ? undefined : tokens.admin });

describe('GST settings', () => {
  it('a GSTIN with a wrong check character, an FSSAI number of the wrong length or an unknown split gets 400 and changes nothing', async () => {
    const before = await settingsNow();
    for (const [change, message] of [
      [(s: Settings) => ({ ...s, identity: { ...s.identity, gstin: '27AAPFU0939F1ZW' } }), GSTIN_MESSAGES.check],
      [(s: Settings) => ({ ...s, identity: { ...s.identity, fssaiLicence: '1001902200852' } }), 'FSSAI licence number must be exactly 14 digits'],
      [(s: Settings) => ({ ...s, tax: { ...s.tax, split: 'half' as never } }), 'Tax split must be cgst-sgst, igst or none'],
    ] as const) {
      const r = await saveSettings(change);
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
    expect(await settingsNow()).toEqual(before);
  });

  it('a valid GSTIN, rupees and GST included at 5% with the CGST/SGST split are saved under the names the issue gives', async () => {
    const r = await saveSettings(rupeesGst5);
    expect(r.status).toBe(200);
    expect(r.body.data!.settings).toMatchObject({
      identity: { gstin: GSTIN, fssaiLicence: '10019022008521' },
      tax: { inclusive: true, split: 'cgst-sgst', sac: '996331' },
    });
  });
});

describe('tokens, the tax invoice and settling the bill', () => {
  it('an order of ₹1,23,450 with GST included: the invoice shows taxable + CGST + SGST = total to the paisa, and amounts in words', async () => {
    const dish = await orderableDish(t);
    // A dish at ₹2,469 (set in the store: the admin form needs an image upload, tested elsewhere).
    const stored = (await t.store.get<Record<string, unknown>>(MENU, dish))!;
    const { id: _id, ...rest } = stored;
    await t.store.set(MENU, dish, { ...rest, priceCents: 246_900 });
    const catalog = (await t.store.get<{ items: Record<string, { priceCents: number }>; version: number; updatedAt: string }>(CATALOG, CATALOG_ID))!;
    await t.store.set(CATALOG, CATALOG_ID, {
      version: catalog.version + 1,
      updatedAt: catalog.updatedAt,
      items: { ...catalog.items, [dish]: { ...catalog.items[dish]!, priceCents: 246_900 } },
    });

    const order = await walkIn([{ _id: dish, quantity: 50, note: 'less spicy' }]);
    expect(order).toMatchObject({ total: 123_450, taxable: 117_571.43, cgst: 2939.29, sgst: 2939.29, roundOff: -0.01, items: [{ note: 'less spicy' }] });
    expect(typeof order.tokenNumber).toBe('number');
    expect((await invoice(order._id)).status).toBe(409);

    await readyUp(order._id);
    expect((await setStatus(order._id, 'Completed')).status).toBe(200);
    const inv = (await invoice(order._id)).body.data!;
    expect(inv).toMatchObject({
      gstin: GSTIN,
      sac: '996331',
      taxable: 117_571.43,
      cgst: 2939.29,
      sgst: 2939.29,
      igst: 0,
      roundOff: -0.01,
      total: 123_450,
      void: false,
    });
    expect(inv.number).toMatch(/^TH\/2032-33\/\d{6}$/);
    expect(Math.round(inv.taxable * 100) + Math.round(inv.cgst * 100) + Math.round(inv.sgst * 100) + Math.round(inv.roundOff * 100)).toBe(
      Math.round(inv.total * 100),
    );
    expect(inv.amountInWords).toBe('Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Only');
    expect(inv.lines).toEqual([{ name: expect.any(String), quantity: 50, price: 2469, amount: 123_450, note: 'less spicy' }]);
    const doc = (await t.store.get<OrderDoc>(ORDERS, order._id))!;
    expect(doc).toMatchObject({ taxableCents: 11_757_143, cgstCents: 293_929, sgstCents: 293_929, igstCents: 0, roundOffCents: -1, totalCents: 12_345_000 });

    const words = await t.call('GET', `/api/orders/${order._id}/invoice`);
    expect(words.status).toBe(404);
  });

  it('two orders of the same day get different tokens, and the ready text names the token', async () => {
    const dish = await orderableDish(t);
    const guest = fresh();
    const placed = await guestOrder(t, { ...guest, dish });
    expect(placed.status).toBe(201);
    const verified = await t.call<OrderView>('POST', `/api/orders/${placed.body.data!._id}/verify-otp`, {
      body: { otp: placed.body.data!.testOtp },
      ip: guest.ip,
    });
    const other = await walkIn([{ _id: dish, quantity: 1 }]);
    const a = verified.body.data!.tokenNumber!;
    expect([typeof a, other.tokenNumber! > a]).toEqual(['number', true]);

    await setStatus(verified.body.data!._id, 'Preparing');
    await setStatus(verified.body.data!._id, 'Ready');
    const outbox = (await t.call<Array<{ text: string }>>('GET', `/api/dev/outbox?phone=${guest.phone}`)).body.data!;
    expect(outbox.some((m) => m.text.includes(`Token ${a} is ready. Order #${placed.body.data!.reference} is ready for pickup`))).toBe(true);

    // The guest reads the bill with the phone, once it is numbered (printing it numbers it).
    const id = verified.body.data!._id;
    expect((await invoice(id, `?phone=${guest.phone}`)).status).toBe(409);
    const printed = await t.call<OrderView>('POST', `/api/orders/${id}/invoice`, { token: tokens.admin });
    expect(printed.body.data!.invoiceNumber).toMatch(/^TH\/2032-33\//);
    const guestInv = await invoice(id, `?phone=${guest.phone}`);
    expect([guestInv.status, guestInv.body.data!.number]).toEqual([200, printed.body.data!.invoiceNumber]);
    expect((await invoice(id, `?phone=9000000000`)).status).toBe(404);
    // Completing later keeps the number the bill was printed with.
    await setStatus(id, 'Completed');
    expect((await invoice(id)).body.data!.number).toBe(printed.body.data!.invoiceNumber);
  });

  it(
    `${RACE_WIDTH} orders completed at once get ${RACE_WIDTH} consecutive invoice numbers; voiding one keeps its number, marked void`,
    async () => {
      // Ready orders, copies of one taken at the counter: the race is the point, not 60 status moves to set it up.
      const first = await walkIn([{ _id: await orderableDish(t), quantity: 1 }]);
      const { id: _id, ...template } = (await t.store.get<OrderDoc>(ORDERS, first._id))!;
      const orders = Array.from({ length: RACE_WIDTH }, () => ({ _id: t.store.newId() }));
      await Promise.all(orders.map((o) => t.store.set(ORDERS, o._id, { ...template, status: 'Ready', readyAt: template.createdAt })));
      const replies = await Promise.all(orders.map((o) => setStatus(o._id, 'Completed')));
      expect(replies.map((r) => r.status)).toEqual(Array(RACE_WIDTH).fill(200));
      const serials = replies.map((r) => Number(r.body.data!.invoiceNumber!.split('/')[2])).sort((x, y) => x - y);
      expect(new Set(serials).size).toBe(RACE_WIDTH);
      expect(serials.at(-1)! - serials[0]!).toBe(RACE_WIDTH - 1);
      const counter = await t.store.get<{ last: number }>(COUNTERS, 'invoice-2032-33');
      expect(counter!.last).toBe(serials.at(-1));

      const voided = await t.call('POST', `/api/orders/${orders[0]!._id}/void`, { token: tokens.admin, body: { reason: 'Entered twice by mistake' } });
      expect(voided.status).toBe(200);
      const inv = (await invoice(orders[0]!._id)).body.data!;
      expect([inv.number, inv.void]).toEqual([replies[0]!.body.data!.invoiceNumber, true]);
    },
    RACE_TIMEOUT,
  );

  it('settling: a split must add up to the bill (400 otherwise, nothing recorded); Paid is not Completed; the day-end splits by mode', async () => {
    const dish = await orderableDish(t);
    const order = await walkIn([{ _id: dish, quantity: 2 }]);
    const pay = (parts: object[]) => t.call<OrderView>('POST', `/api/orders/${order._id}/payment`, { token: tokens.admin, body: { parts } });
    const before = await t.call<{ cash: number; upi: number; card: number; total: number }>('GET', `/api/orders/payments/day?date=${TODAY}`, {
      token: tokens.admin,
    });

    const short = await pay([{ mode: 'cash', amount: 1 }]);
    expect(short.status).toBe(400);
    expect((await pay([{ mode: 'cheque', amount: order.total }])).body.message).toBe('Payment mode must be cash, upi or card');
    expect((await t.store.get<OrderDoc>(ORDERS, order._id))!.payment ?? null).toBeNull();

    const cash = Math.floor(order.total / 2);
    const upi = Math.round((order.total - cash) * 100) / 100;
    const paid = await pay([
      { mode: 'cash', amount: cash },
      { mode: 'upi', amount: upi },
    ]);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ isPaid: true, status: 'Pending', payment: { modes: ['cash', 'upi'] } });
    expect((await pay([{ mode: 'card', amount: order.total }])).status).toBe(409);

    const after = (
      await t.call<{ cash: number; upi: number; card: number; total: number }>('GET', `/api/orders/payments/day?date=${TODAY}`, { token: tokens.admin })
    ).body.data!;
    expect([after.cash - before.body.data!.cash, Math.round((after.upi - before.body.data!.upi) * 100) / 100, after.card - before.body.data!.card]).toEqual([
      cash,
      upi,
      0,
    ]);
    expect((await t.call('GET', `/api/orders/payments/day?date=${TODAY}`)).status).toBe(401);
  });

  it('a note over 80 characters is refused with 400 and no order', async () => {
    const dish = await orderableDish(t);
    const count = await t.store.count(ORDERS);
    const r = await t.call('POST', '/api/orders/walk-in', {
      token: tokens.admin,
      body: { orderType: 'takeaway', items: [{ _id: dish, quantity: 1, note: 'x'.repeat(81) }] },
    });
    expect([r.status, r.body.message]).toEqual([400, 'A note for the kitchen must be at most 80 characters']);
    expect(await t.store.count(ORDERS)).toBe(count);
  });
});

describe('dish diets', () => {
  it('seeded dishes are veg, Jain or vegan; an unknown diet gets 400 and changes nothing', async () => {
    const menu = (await t.call<Array<{ _id: string; diet: string; name: string; category: string; price: number }>>('GET', '/api/menu')).body.data!;
    expect(new Set(menu.map((m) => m.diet))).toEqual(new Set(['veg', 'jain', 'vegan']));
    const dish = menu[0]!;
    const r = await t.call('PUT', `/api/menu/admin/${dish._id}`, {
      token: tokens.admin,
      body: { name: dish.name, category: dish.category, price: String(dish.price), diet: 'pescatarian' },
    });
    expect([r.status, r.body.message]).toEqual([400, 'Diet must be veg, vegan, jain, egg or non-veg']);
    const ok = await t.call<{ diet: string; spiceLevel: number; allergens: string[] }>('PUT', `/api/menu/admin/${dish._id}`, {
      token: tokens.admin,
      body: { name: dish.name, category: dish.category, price: String(dish.price), diet: 'jain', spiceLevel: '2', allergens: 'Milk, nuts' },
    });
    expect(ok.body.data).toMatchObject({ diet: 'jain', spiceLevel: 2, allergens: ['milk', 'nuts'] });
  });
});
