/**
 * Records that stay true, over real HTTP: a hidden category's dishes are off GET /api/menu and can't be
 * ordered; a booking staff take counts in the guest's record; deleting a guest takes their phone out of
 * the texts too (and a text still waiting is never sent). The file leaves the shared store's menu as it found it.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { GuestView } from '../domain/guests';
import type { OrderView } from '../domain/orders';
import { DEV_OUTBOX, NOTIFICATIONS, ORDERS } from '../domain/collections';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { addDays, restaurantInstant } from '../domain/time';
import { CATALOG, CATALOG_ID, type CatalogDoc } from '../services/catalog';
import { ERASED_TEXT } from '../services/guests';
import type { NotificationDoc } from '../services/notifications';
import { apiForFile, guestOrder, guestSequence } from '../testing/api-file';

const TZ = DEFAULT_SETTINGS.locale.timeZone;
const TODAY = '2034-09-12';
const { t, tokens } = apiForFile({
  at: restaurantInstant(TODAY, '12:15', TZ),
  sessions: { owner: 'owner' },
  unlimitedTexts: true,
});
const fresh = guestSequence('64', '10.143');

interface MenuItem {
  _id: string;
  name: string;
  category: string;
}
const menuIds = async () => (await t.call<MenuItem[]>('GET', '/api/menu')).body.data!.map((m) => m._id);
const category = (method: string, path: string, body?: unknown) =>
  t.call<{ id: string; hidden: boolean }>(method, `/api/admin/categories${path}`, { body, token: tokens.owner });

async function addDish(name: string, categoryName: string): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ name, description: 'Only some days', price: '9', category: categoryName })) form.append(k, v);
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 30, b: 160 } } })
    .png()
    .toBuffer();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dish.png');
  const r = await t.call<{ _id: string }>('POST', '/api/menu/admin', { form, token: tokens.owner });
  expect(r.status, r.body.message).toBe(201);
  return r.body.data!._id;
}

describe('a hidden category', () => {
  it('its dishes leave GET /api/menu (staff still list them), ordering one answers 400 items_unavailable, and shown again they come back', async () => {
    const added = await category('POST', '', { name: 'Monsoon Specials' });
    expect(added.status).toBe(201);
    const categoryId = added.body.data!.id;
    const dish = await addDish('Bhutta Masala', 'Monsoon Specials');
    try {
      expect(await menuIds()).toContain(dish);
      const etag = (await t.call('GET', '/api/menu')).headers.get('etag');

      expect((await category('PATCH', `/${categoryId}`, { hidden: true })).status).toBe(200);
      const hidden = await t.call<MenuItem[]>('GET', '/api/menu', { headers: { 'if-none-match': etag ?? '' } });
      expect(hidden.status).toBe(200);
      expect(hidden.body.data!.map((m) => m._id)).not.toContain(dish);
      expect(hidden.body.data!.length).toBeGreaterThan(0);

      const g = fresh();
      const orders = await t.store.count(ORDERS);
      const refused = await guestOrder(t, { ...g, dish });
      expect([refused.status, refused.body.code]).toEqual([400, 'items_unavailable']);
      expect(refused.body.data).toEqual({ unknownItems: [dish] });
      expect(await t.store.count(ORDERS)).toBe(orders);

      const staffList = await t.call<MenuItem[]>('GET', '/api/menu/admin', { token: tokens.owner });
      expect([staffList.status, staffList.body.data!.find((m) => m._id === dish)?.category]).toEqual([200, 'Monsoon Specials']);
      expect((await t.call('GET', '/api/menu/admin')).status).toBe(401);

      expect((await category('PATCH', `/${categoryId}`, { hidden: false })).status).toBe(200);
      expect(await menuIds()).toContain(dish);
      expect((await guestOrder(t, { ...fresh(), dish })).status).toBe(201);
    } finally {
      expect((await t.call('DELETE', `/api/menu/admin/${dish}`, { token: tokens.owner })).status).toBe(200);
      expect((await category('DELETE', `/${categoryId}`)).status).toBe(200);
    }
  });

  it('a catalog written before it kept the hidden categories still leaves their dishes off the menu', async () => {
    const added = await category('POST', '', { name: 'Old Specials' });
    const categoryId = added.body.data!.id;
    const dish = await addDish('Dal Dhokli', 'Old Specials');
    try {
      expect((await category('PATCH', `/${categoryId}`, { hidden: true })).status).toBe(200);
      const { id: _id, hiddenCategories, ...older } = (await t.store.get<CatalogDoc>(CATALOG, CATALOG_ID))!;
      expect(hiddenCategories).toContain('Old Specials');
      await t.store.set(CATALOG, CATALOG_ID, { ...older, version: older.version + 1 });
      expect(await menuIds()).not.toContain(dish);
    } finally {
      expect((await category('PATCH', `/${categoryId}`, { hidden: false })).status).toBe(200);
      expect((await t.call('DELETE', `/api/menu/admin/${dish}`, { token: tokens.owner })).status).toBe(200);
      expect((await category('DELETE', `/${categoryId}`)).status).toBe(200);
    }
  });
});

describe('a booking staff take', () => {
  it('counts in the guest’s record, as a booking made online does', async () => {
    const { phone } = fresh();
    const take = (time: string) =>
      t.call('POST', '/api/reservations/admin', {
        token: tokens.owner,
        body: { name: 'Ravi Shah', phone, date: addDays(TODAY, 2), time, partySize: 3, notes: '', source: 'phone' },
      });
    expect((await t.call('GET', `/api/admin/guests/${phone}`, { token: tokens.owner })).status).toBe(404);
    expect((await take('19:00')).status).toBe(201);
    const first = await t.call<GuestView>('GET', `/api/admin/guests/${phone}`, { token: tokens.owner });
    expect([first.status, first.body.data?.name, first.body.data?.bookings]).toEqual([200, 'Ravi Shah', 1]);
    expect((await take('20:00')).status).toBe(201);
    const second = await t.call<GuestView & { recentBookings: unknown[] }>('GET', `/api/admin/guests/${phone}`, { token: tokens.owner });
    expect([second.body.data!.bookings, second.body.data!.recentBookings.length]).toEqual([2, 2]);
  });
});

describe('deleting a guest', () => {
  it('takes their phone out of the texts sent to them and the outbox, and a text still waiting is never sent', async () => {
    const g = fresh();
    const dish = (await t.call<MenuItem[]>('GET', '/api/menu')).body.data![0]!._id;
    const placed = await guestOrder(t, { ...g, dish });
    expect(placed.status).toBe(201);
    const id = placed.body.data!._id;
    expect((await t.call('POST', `/api/orders/${id}/verify-otp`, { body: { otp: placed.body.data!.testOtp }, ip: g.ip })).status).toBe(200);
    expect((await t.call('PATCH', `/api/orders/${id}/status`, { token: tokens.owner, body: { status: 'Preparing', undoable: false } })).status).toBe(200);
    const ready = await t.call<OrderView & { lastMove: { textHeld: boolean } }>('PATCH', `/api/orders/${id}/status`, {
      token: tokens.owner,
      body: { status: 'Ready' },
    });
    expect(ready.body.data!.lastMove.textHeld).toBe(true);
    const byPhone = { where: [{ field: 'phone', op: '==' as const, value: g.phone }] };
    const texts = await t.store.query<NotificationDoc>(NOTIFICATIONS, byPhone);
    expect(texts.map((n) => n.state).sort()).toEqual(['pending', 'sent']);
    expect((await t.store.query(DEV_OUTBOX, byPhone)).length).toBeGreaterThanOrEqual(2);

    const gone = await t.call('DELETE', `/api/admin/guests/${g.phone}`, { body: { confirm: g.phone }, token: tokens.owner });
    expect([gone.status, gone.body.data]).toEqual([200, { orders: 1, bookings: 0 }]);

    expect(await t.store.query(NOTIFICATIONS, byPhone)).toEqual([]);
    expect(await t.store.query(DEV_OUTBOX, byPhone)).toEqual([]);
    const after = await Promise.all(texts.map((n) => t.store.get<NotificationDoc>(NOTIFICATIONS, n.id)));
    expect(after.map((n) => [n!.phone, n!.text, n!.state]).sort()).toEqual([
      ['', ERASED_TEXT, 'sent'],
      ['', ERASED_TEXT, 'skipped'],
    ]);
    const outbox = await t.store.query<{ text: string }>(DEV_OUTBOX, { where: [{ field: 'phone', op: '==', value: '' }] });
    expect(outbox.some((m) => m.text.includes(g.phone))).toBe(false);

    t.clock.advance(60_000);
    await t.call('POST', '/api/dev/run-scheduled');
    expect((await t.call<unknown[]>('GET', `/api/dev/outbox?phone=${g.phone}`)).body.data).toEqual([]);
  });
});
