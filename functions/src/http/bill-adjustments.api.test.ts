/**
 * What the counter changes on a bill before it is issued, over real HTTP: a discount within the
 * role's limit, the voluntary service charge, and the business a B2B invoice is billed to, with
 * the reports that total them.
 */
import { describe, expect, it } from 'vitest';
import { ORDERS } from '../domain/collections';
import { GSTIN_MESSAGES } from '../domain/gstin';
import type { OrderDoc, OrderView } from '../domain/orders';
import { parseCsv } from '../domain/reports';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import type { InvoiceView } from '../services/bill';
import { apiForFile, dineInOrder, guestSequence, orderableDish } from '../testing/api-file';

// A day no other API file orders on.
const TODAY = '2032-08-17';
const { t, tokens } = apiForFile({
  at: restaurantInstant(TODAY, '12:00', DEFAULT_SETTINGS.locale.timeZone),
  sessions: { owner: 'owner', manager: 'manager', counter: 'counter' },
  unlimitedTexts: true,
});
const fresh = guestSequence('78', '10.141');
const GSTIN = '27AAPFU0939F1ZV';
const cents = (n: number) => Math.round(n * 100);

const walkIn = async (extra: Record<string, unknown> = {}, token = tokens.counter) =>
  t.call<OrderView>('POST', '/api/orders/walk-in', {
    token,
    body: { orderType: 'dine-in', tableNumber: 4, items: [{ _id: await orderableDish(t), quantity: 3 }], ...extra },
  });
const placed = async (extra: Record<string, unknown> = {}) => {
  const r = await walkIn(extra);
  expect(r.status).toBe(201);
  return r.body.data!;
};
const discount = (id: string, body: object, token = tokens.counter) => t.call<OrderView>('PATCH', `/api/orders/${id}/discount`, { token, body });
const serviceCharge = (id: string, on: boolean, token = tokens.counter) =>
  t.call<OrderView>('PATCH', `/api/orders/${id}/service-charge`, { token, body: { serviceCharge: on } });
const billing = (id: string, body: object) => t.call<OrderView>('PATCH', `/api/orders/${id}/billing`, { token: tokens.counter, body });
const stored = async (id: string) => (await t.store.get<OrderDoc>(ORDERS, id))!;
const settingsNow = async () => (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: tokens.owner })).body.data!.settings;
const saveSettings = async (change: (s: Settings) => Settings) => {
  const r = await t.call('PUT', '/api/admin/settings', { body: change(await settingsNow()), token: tokens.owner });
  expect(r.status).toBe(200);
};
const range = `from=${TODAY}&to=${TODAY}`;

describe('a discount at the counter', () => {
  it('counter staff asking 15% with the default 10% limit get 403 discount_limit, and the order is unchanged', async () => {
    const order = await placed();
    const r = await discount(order._id, { percent: 15, reason: 'Regular guest' });
    expect([r.status, r.body.code]).toEqual([403, 'discount_limit']);
    expect(await stored(order._id)).toMatchObject({ totalCents: cents(order.total), chargeCents: cents(order.serviceOrParcelCharge) });
    expect((await stored(order._id)).discount ?? null).toBeNull();
  });

  it('counter staff giving 10% get 200: the discount comes off before the charge and tax, and the total drops', async () => {
    const order = await placed();
    const r = await discount(order._id, { percent: 10, reason: 'Regular guest' });
    expect(r.status).toBe(200);
    const after = r.body.data!;
    const net = cents(order.subtotal) - cents(after.discount);
    expect(cents(after.discount)).toBe(Math.round(cents(order.subtotal) / 10));
    expect(cents(after.serviceOrParcelCharge)).toBe(Math.round(net / 10));
    expect(cents(after.taxable)).toBe(net + cents(after.serviceOrParcelCharge));
    expect(after.total).toBeLessThan(order.total);
    expect(after.discountGiven).toMatchObject({ percent: 10, amount: null, reason: 'Regular guest', by: 'Test counter' });
    expect(await stored(order._id)).toMatchObject({ discountCents: cents(after.discount), totalCents: cents(after.total) });

    const audit = await t.call<{ entries: Array<{ action: string; actorName: string; summary: string }> }>('GET', '/api/admin/audit?entity=order', {
      token: tokens.owner,
    });
    expect(audit.body.data!.entries.find((e) => e.action === 'discount' && e.summary.includes(order.reference))).toMatchObject({
      actorName: 'Test counter',
      summary: expect.stringContaining('Regular guest'),
    });
  });

  it('a manager gives 50% (no limit), and an amount off works the same', async () => {
    const order = await placed();
    const r = await discount(order._id, { percent: 50, reason: 'Owner’s family' }, tokens.manager);
    expect(r.status).toBe(200);
    expect(cents(r.body.data!.discount)).toBe(Math.round(cents(order.subtotal) / 2));
    const amount = await discount(order._id, { amount: 1, reason: 'Late food' });
    expect([amount.status, amount.body.data!.discount]).toEqual([200, 1]);
  });

  it('a discount given with a walk-in order is held to the same limit', async () => {
    const refused = await walkIn({ discount: { percent: 15, reason: 'Regular guest' } });
    expect([refused.status, refused.body.code]).toEqual([403, 'discount_limit']);
    const given = await placed({ discount: { percent: 10, reason: 'Regular guest' } });
    expect(cents(given.discount)).toBe(Math.round(cents(given.subtotal) / 10));
  });

  it('a reason shorter than 3 characters is 400 and changes nothing; after the bill is issued it is 409', async () => {
    const order = await placed();
    const short = await discount(order._id, { percent: 5, reason: 'no' });
    expect(short.status).toBe(400);
    expect((await stored(order._id)).totalCents).toBe(cents(order.total));
    expect((await t.call('POST', `/api/orders/${order._id}/invoice`, { token: tokens.counter })).status).toBe(200);
    const late = await discount(order._id, { percent: 5, reason: 'Regular guest' });
    expect(late.status).toBe(409);
  });

  it('the counter limit follows the settings', async () => {
    await saveSettings((s) => ({ ...s, discounts: { counterMaxPercent: 20 } }));
    const order = await placed();
    expect((await discount(order._id, { percent: 15, reason: 'Regular guest' })).status).toBe(200);
    await saveSettings((s) => ({ ...s, discounts: { counterMaxPercent: 10 } }));
  });

  it("the sales report totals the counter's discounts", async () => {
    const before = (await t.call<{ totals: { counterDiscounts: number } }>('GET', `/api/admin/reports/sales?${range}`, { token: tokens.owner })).body.data!
      .totals;
    const order = await placed({ discount: { percent: 5, reason: 'Regular guest' } });
    const later = await discount(order._id, { percent: 8, reason: 'Regular guest, birthday' });
    expect(later.body.data!.discount).toBeGreaterThan(order.discount);
    const after = (await t.call<{ totals: { counterDiscounts: number } }>('GET', `/api/admin/reports/sales?${range}`, { token: tokens.owner })).body.data!
      .totals;
    // The walk-in counted its 5% when it was taken; the change to 8% replaced it in the day's figures.
    expect(cents(after.counterDiscounts) - cents(before.counterDiscounts)).toBe(cents(later.body.data!.discount));
  });
});

describe('the service charge by choice', () => {
  it('serviceCharge false on a walk-in: no service charge; the counter adds it back and removes it again', async () => {
    const order = await placed({ serviceCharge: false });
    expect([order.serviceOrParcelCharge, order.serviceCharge]).toEqual([0, false]);
    const on = await serviceCharge(order._id, true);
    expect(on.status).toBe(200);
    expect(cents(on.body.data!.serviceOrParcelCharge)).toBe(Math.round(cents(order.subtotal) / 10));
    expect(on.body.data!.total).toBeGreaterThan(order.total);
    const off = await serviceCharge(order._id, false);
    expect([off.body.data!.serviceOrParcelCharge, off.body.data!.total]).toEqual([0, order.total]);
  });

  it('a guest ordering online with serviceCharge false pays none', async () => {
    const guest = fresh();
    const r = await t.call<OrderView>('POST', '/api/orders', {
      body: dineInOrder(guest.phone, [{ _id: await orderableDish(t), quantity: 2 }], { serviceCharge: false }),
      ip: guest.ip,
    });
    expect(r.status).toBe(201);
    expect([r.body.data!.serviceOrParcelCharge, r.body.data!.serviceCharge]).toEqual([0, false]);
  });

  it('in rupees the service charge is voluntary: left out unless the guest asks for it, whatever the owner set', async () => {
    await saveSettings((s) => ({ ...s, locale: { ...s.locale, currencyCode: 'INR', currencySymbol: '₹' }, charges: { serviceChargeDefault: true } }));
    const unsaid = await placed();
    expect([unsaid.serviceOrParcelCharge, unsaid.serviceCharge]).toEqual([0, false]);
    const asked = await placed({ serviceCharge: true });
    expect(cents(asked.serviceOrParcelCharge)).toBe(Math.round(cents(asked.subtotal) / 10));
    await saveSettings((s) => ({ ...s, locale: { ...DEFAULT_SETTINGS.locale } }));
  });

  it('elsewhere the owner chooses whether it starts ticked', async () => {
    await saveSettings((s) => ({ ...s, charges: { serviceChargeDefault: false } }));
    expect((await placed()).serviceOrParcelCharge).toBe(0);
    await saveSettings((s) => ({ ...s, charges: { serviceChargeDefault: true } }));
    expect((await placed()).serviceOrParcelCharge).toBeGreaterThan(0);
  });

  it('a takeaway has no service charge to remove: 400', async () => {
    const order = await placed({ orderType: 'takeaway', tableNumber: null });
    expect((await serviceCharge(order._id, false)).status).toBe(400);
  });
});

describe('B2B invoices', () => {
  it('a GSTIN with a wrong check character is 400 with the GSTIN message, and nothing is stored', async () => {
    const order = await placed();
    const r = await billing(order._id, { customerGstin: '27AAPFU0939F1ZW', customerName: 'Acme Foods Pvt Ltd' });
    expect([r.status, r.body.message]).toEqual([400, GSTIN_MESSAGES.check]);
    expect((await stored(order._id)).billing ?? null).toBeNull();
  });

  it('an order billed to a GSTIN prints "Billed to" and is listed one by one in the GST report, out of the B2C summary', async () => {
    const gst = async () =>
      (
        await t.call<{ b2b: Array<{ reference: string; customerGstin: string; invoice: string | null; total: number }>; b2c: { totals: { orders: number } } }>(
          'GET',
          `/api/admin/reports/gst?${range}`,
          { token: tokens.owner },
        )
      ).body.data!;
    const before = await gst();
    const order = await placed();
    const r = await billing(order._id, { customerGstin: GSTIN.toLowerCase(), customerName: 'Acme Foods Pvt Ltd' });
    expect(r.status).toBe(200);
    expect(r.body.data!.billing).toEqual({ customerGstin: GSTIN, customerName: 'Acme Foods Pvt Ltd' });
    expect((await t.call('POST', `/api/orders/${order._id}/invoice`, { token: tokens.counter })).status).toBe(200);

    const inv = (await t.call<InvoiceView>('GET', `/api/orders/${order._id}/invoice`, { token: tokens.counter })).body.data!;
    expect(inv.billedTo).toEqual({ name: 'Acme Foods Pvt Ltd', gstin: GSTIN });
    const after = await gst();
    expect(after.b2b.find((i) => i.reference === order.reference)).toMatchObject({ customerGstin: GSTIN, invoice: inv.number, total: order.total });
    expect(after.b2b.length - before.b2b.length).toBe(1);
    expect(after.b2c.totals.orders).toBe(before.b2c.totals.orders);

    const res = await fetch(`${t.base}/api/admin/reports/gst.csv?${range}`, { headers: { authorization: `Bearer ${tokens.owner}` } });
    const rows = parseCsv(await res.text());
    expect(rows.find((row) => row[0] === inv.number)).toEqual(expect.arrayContaining([GSTIN, 'Acme Foods Pvt Ltd']));
    expect((await billing(order._id, { customerGstin: '', customerName: '' })).status).toBe(409);
  });
});
