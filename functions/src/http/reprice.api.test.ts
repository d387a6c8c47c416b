/**
 * Switching to rupees over real HTTP: the owner previews every price times a factor, then applies it in one audited
 * transaction. Dishes, the thalis of today and later and the library's usual prices change; offers are percent off
 * and follow; a past thali keeps its price. A bad factor, or a price that would be too high, changes nothing, and only
 * an owner may do it.
 */
import { describe, expect, it } from 'vitest';
import type { AuditView } from '../domain/audit';
import { MENU, THALI_DAYS, THALI_LIBRARY } from '../domain/collections';
import type { MenuItemDoc, MenuItemView } from '../domain/menu';
import type { RepricePreview } from '../domain/reprice';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';
import { thaliDocId, type ThaliDoc, type ThaliLibraryDoc } from '../domain/thali';
import { addDays, restaurantInstant } from '../domain/time';
import { apiForFile } from '../testing/api-file';

// A date no other API file uses.
const TODAY = '2037-02-10';
const SERVICE = 'all-day';

const { t, tokens } = apiForFile({
  at: restaurantInstant(TODAY, '12:00', DEFAULT_SETTINGS.locale.timeZone),
  sessions: { owner: 'admin', manager: 'manager', counter: 'counter' },
});

const menu = async () => (await t.call<MenuItemView[]>('GET', '/api/menu')).body.data!;
const allPrices = async () => {
  const dishes = await t.store.query<MenuItemDoc>(MENU);
  const thalis = await t.store.query<ThaliDoc>(THALI_DAYS);
  const library = await t.store.get<ThaliLibraryDoc>(THALI_LIBRARY, 'main');
  return { dishes: dishes.map((d) => [d.id, d.priceCents]), thalis: thalis.map((d) => [d.id, d.priceCents]), library };
};
const thali = (price: number) => ({
  name: 'Gujarati Thali',
  price,
  components: ['Dal', 'Rice'],
  variants: ['regular'],
  refill: { policy: 'unlimited', note: '' },
  platesTotal: 20,
});
const preview = (query: string, token = tokens.owner) => t.call<RepricePreview>('GET', `/api/admin/settings/reprice${query}`, { token });
const reprice = (body: unknown, token = tokens.owner) => t.call<RepricePreview & { changed: number }>('POST', '/api/admin/settings/reprice', { body, token });

async function arrange() {
  const lassi = (await menu()).find((d) => d.name === 'Punjabi Sweet Lassi')!;
  expect(lassi.price).toBe(4.5);
  const settings = (await t.call<Settings>('GET', '/api/settings')).body.data!;
  const now = t.clock.now().getTime();
  const offer = {
    id: 'lassi-days',
    title: 'Lassi Days',
    blurb: '',
    percentOff: 10,
    itemIds: [lassi._id],
    startsAt: new Date(now - 3600_000).toISOString(),
    endsAt: new Date(now + 7 * 86_400_000).toISOString(),
    showAsDeal: false,
  };
  expect((await t.call('PUT', '/api/admin/settings', { body: { ...settings, offers: [offer] }, token: tokens.owner })).status).toBe(200);
  expect((await t.call('PUT', `/api/admin/thali/${TODAY}/${SERVICE}`, { body: thali(12.5), token: tokens.owner })).status).toBe(200);
  const library = await t.call('PUT', '/api/admin/thali/library', { body: { components: ['Dal'], weekdayPrice: 12, weekendPrice: 14 }, token: tokens.owner });
  expect(library.status).toBe(200);
  // Yesterday's thali is a record of what was charged: it keeps its price.
  const yesterday = addDays(TODAY, -1);
  const past = (await t.store.get<ThaliDoc>(THALI_DAYS, thaliDocId(TODAY, SERVICE)))!;
  const { id: _id, ...fields } = past;
  await t.store.set(THALI_DAYS, thaliDocId(yesterday, SERVICE), { ...fields, date: yesterday });
  return { lassi, yesterday };
}

describe('repricing every price when the currency changes', () => {
  it('refuses a bad factor or rounding with a clear message, and a counter or manager account, changing nothing', async () => {
    const before = await allPrices();
    for (const [body, message] of [
      [{ factor: 0, roundTo: 5 }, 'The factor must be a number more than 0, like 80'],
      [{ factor: -80, roundTo: 5 }, 'The factor must be a number more than 0, like 80'],
      [{ factor: 'x', roundTo: 5 }, 'The factor must be a number more than 0, like 80'],
      [{ factor: 80, roundTo: 3 }, 'Round to one of 0.01, 0.05, 0.1, 0.5, 1, 5, 10'],
      [{ roundTo: 5 }, 'The factor must be a number more than 0, like 80'],
    ] as const) {
      const r = await reprice(body);
      expect([r.status, r.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await preview('?factor=0&roundTo=5')).status).toBe(400);
    for (const token of [tokens.counter, tokens.manager]) {
      const r = await reprice({ factor: 80, roundTo: 5 }, token);
      expect([r.status, r.body.code]).toEqual([403, 'forbidden_role']);
      expect((await preview('?factor=80&roundTo=5', token)).status).toBe(403);
    }
    expect(await allPrices()).toEqual(before);
  });

  it('previews, then multiplies dishes, thalis and usual prices by 80 to the nearest 5 in one audited change; offers follow', async () => {
    const { lassi, yesterday } = await arrange();
    const dishCount = (await menu()).length;

    const range = await preview('');
    expect(range.status).toBe(200);
    expect(range.body.data).toMatchObject({ before: { count: dishCount + 3 }, offers: 1 });
    expect(range.body.data!.after).toBeUndefined();

    const planned = await preview('?factor=80&roundTo=5');
    expect(planned.body.data).toMatchObject({ changing: dishCount + 3, after: { count: dishCount + 3 } });
    expect(planned.body.data!.examples!.length).toBe(5);
    expect(planned.body.data!.examples!.every((e) => e.kind === 'dish' && e.to === Math.round((e.from * 80) / 5) * 5)).toBe(true);
    // A preview writes nothing.
    expect((await menu()).find((d) => d._id === lassi._id)!.price).toBe(4.5);

    const done = await reprice({ factor: 80, roundTo: 5 });
    expect([done.status, done.body.message]).toEqual([200, `${dishCount + 3} prices changed`]);
    expect(done.body.data!.changed).toBe(dishCount + 3);

    expect((await menu()).find((d) => d._id === lassi._id)!.price).toBe(360);
    expect((await t.store.get<MenuItemDoc>(MENU, lassi._id))!.priceCents).toBe(36000);
    expect((await t.store.get<ThaliDoc>(THALI_DAYS, thaliDocId(TODAY, SERVICE)))!.priceCents).toBe(100000);
    expect((await t.store.get<ThaliDoc>(THALI_DAYS, thaliDocId(yesterday, SERVICE)))!.priceCents).toBe(1250);
    expect(await t.store.get<ThaliLibraryDoc>(THALI_LIBRARY, 'main')).toMatchObject({ weekdayPriceCents: 96000, weekendPriceCents: 112000 });

    // The offer is 10% off the new price, charged by the server.
    const order = await t.call<{ items: Array<{ price: number; originalPrice?: number }> }>('POST', '/api/orders/walk-in', {
      body: { orderType: 'takeaway', source: 'walk-in', items: [{ _id: lassi._id, quantity: 1 }] },
      token: tokens.counter,
    });
    expect(order.status, order.body.message).toBe(201);
    expect(order.body.data!.items[0]).toMatchObject({ price: 324, originalPrice: 360 });

    const audit = await t.call<{ entries: AuditView[] }>('GET', '/api/admin/audit?entity=menu', { token: tokens.owner });
    const entry = audit.body.data!.entries.find((e) => e.action === 'reprice');
    expect(entry?.summary).toBe(`Every price × 80, to the nearest 5: ${dishCount + 3} prices changed`);
    expect(entry?.to?.prices).toContain('Punjabi Sweet Lassi: 4.5 → 360');
  });

  it('refuses a factor that would take a price past the most a price may be, and changes none', async () => {
    const before = await allPrices();
    const r = await reprice({ factor: 1000, roundTo: 10 });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/would cost \d+, more than a price may be: choose a smaller factor\. No price was changed\.$/);
    expect(await allPrices()).toEqual(before);
  });
});
