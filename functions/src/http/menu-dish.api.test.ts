/**
 * GET /api/menu/{id}: one dish with its allergens, for the menu's dish details. Public; a dish the guests can't see
 * (unknown, or in a hidden category) is not there. The file adds its own category and dish, and removes them after.
 */
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { MenuItemView } from '../domain/menu';
import { apiForFile } from '../testing/api-file';

const { t, tokens } = apiForFile({ sessions: { admin: 'admin' } });

const CATEGORY = 'Dish Details Corner';
const created: { categoryId?: string; dishId?: string } = {};

async function form(fields: Record<string, string>): Promise<FormData> {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 160, b: 40 } } })
    .png()
    .toBuffer();
  f.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'khandvi.png');
  return f;
}
const dish = (id: string) => t.call<MenuItemView>('GET', `/api/menu/${encodeURIComponent(id)}`);
const setHidden = async (hidden: boolean) => {
  const r = await t.call('PATCH', `/api/admin/categories/${created.categoryId!}`, { body: { hidden }, token: tokens.admin });
  expect(r.status, r.body.message).toBe(200);
};

afterAll(async () => {
  if (created.dishId) await t.call('DELETE', `/api/menu/admin/${created.dishId}`, { token: tokens.admin });
  if (created.categoryId) await t.call('DELETE', `/api/admin/categories/${created.categoryId}`, { token: tokens.admin });
});

describe('GET /api/menu/{id}', () => {
  it('answers a dish with its whole description, diet mark, spice level, allergens and price, to anyone', async () => {
    const category = await t.call<{ id: string }>('POST', '/api/admin/categories', { body: { name: CATEGORY }, token: tokens.admin });
    expect(category.status, category.body.message).toBe(201);
    created.categoryId = category.body.data!.id;
    const description = 'Gram-flour rolls with yoghurt, tempered with mustard seeds, sesame and coconut. '.repeat(4).trim();
    const added = await t.call<MenuItemView>('POST', '/api/menu/admin', {
      form: await form({ name: 'Jain Khandvi', description, price: '4.25', category: CATEGORY, diet: 'jain', spiceLevel: '2', allergens: 'Milk, sesame' }),
      token: tokens.admin,
    });
    expect(added.status, added.body.message).toBe(201);
    created.dishId = added.body.data!._id;

    const r = await dish(created.dishId);

    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data).toMatchObject({
      _id: created.dishId,
      id: created.dishId,
      name: 'Jain Khandvi',
      description,
      category: CATEGORY,
      price: 4.25,
      soldOut: false,
      diet: 'jain',
      spiceLevel: 2,
      allergens: ['milk', 'sesame'],
    });
    expect(r.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('answers each dish as the menu lists it, in one document read', async () => {
    const menu = (await t.call<MenuItemView[]>('GET', '/api/menu')).body.data!;
    expect(menu.some((d) => d.allergens.length > 0)).toBe(true);
    for (const listed of menu.slice(0, 5)) {
      const reads = t.store.meter.reads;
      const r = await dish(listed._id);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual(listed);
      expect(t.store.meter.reads - reads).toBe(1);
    }
  });

  it('answers 404 not_found for a dish that is not on the menu', async () => {
    for (const id of ['no-such-dish', 'constructor', '__proto__', 'seed-' + 'x'.repeat(60)]) {
      const r = await dish(id);
      expect([id, r.status, r.body.code, r.body.message]).toEqual([id, 404, 'not_found', 'Dish not found']);
    }
  });

  it('answers 404 for a dish of a hidden category, and the dish again once the category is shown', async () => {
    await setHidden(true);
    try {
      const hidden = await dish(created.dishId!);
      expect([hidden.status, hidden.body.code]).toEqual([404, 'not_found']);
      expect((await t.call<MenuItemView[]>('GET', '/api/menu')).body.data!.map((d) => d._id)).not.toContain(created.dishId);
    } finally {
      await setHidden(false);
    }
    expect((await dish(created.dishId!)).status).toBe(200);
  });
});
