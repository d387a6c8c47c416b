/**
 * The menu's categories are the owner's: added, renamed with their dishes, reordered, hidden from guests,
 * and deleted only once empty. The file leaves the shared store's categories as it found them.
 */
import { describe, expect, it } from 'vitest';
import { categoryInUse } from '../domain/categories';
import { apiForFile } from '../testing/api-file';

const { t, tokens } = apiForFile({ sessions: { admin: 'admin', kitchen: 'kitchen' } });

interface Category {
  id: string;
  name: string;
  hidden: boolean;
  dishes: number;
}
const list = async () => {
  const r = await t.call<Category[]>('GET', '/api/admin/categories', { token: tokens.admin });
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!;
};
const shown = async () => {
  const r = await t.call<string[]>('GET', '/api/categories');
  return { shown: r.body.categories as string[], hidden: r.body.hidden as string[] };
};
const call = (method: string, path: string, body?: unknown) => t.call<Category>(method, `/api/admin/categories${path}`, { body, token: tokens.admin });

describe('the owner’s categories', () => {
  it('adds one at the end, refuses a twin, renames it, hides and shows it, reorders, and deletes it once empty', async () => {
    const before = await list();
    const added = await call('POST', '', { name: 'Farsan Corner' });
    expect(added.status, added.body.message).toBe(201);
    const id = added.body.data!.id;
    expect((await list()).at(-1)).toMatchObject({ id, name: 'Farsan Corner', hidden: false, dishes: 0 });
    expect((await shown()).shown.at(-1)).toBe('Farsan Corner');

    const twin = await call('POST', '', { name: ' farsan corner ' });
    expect([twin.status, twin.body.message]).toEqual([409, 'There is already a category named "farsan corner"']);
    expect((await call('POST', '', { name: '' })).status).toBe(400);

    expect((await call('PATCH', `/${id}`, { name: 'Jain Specials' })).status).toBe(200);
    expect((await call('PATCH', `/${id}`, { hidden: true })).status).toBe(200);
    const hiddenNow = await shown();
    expect(hiddenNow.shown).not.toContain('Jain Specials');
    expect(hiddenNow.hidden).toContain('Jain Specials');
    expect((await call('PATCH', `/${id}`, { hidden: false })).status).toBe(200);

    // Moved to the front, then back: the order is the owner's.
    const ids = (await list()).map((c) => c.id);
    const front = [id, ...ids.filter((x) => x !== id)];
    expect((await call('PUT', '/order', { ids: front })).status).toBe(200);
    expect((await shown()).shown[0]).toBe('Jain Specials');
    expect((await call('PUT', '/order', { ids: front.slice(1) })).status).toBe(400);
    expect((await call('PUT', '/order', { ids })).status).toBe(200);

    expect((await call('DELETE', `/${id}`)).status).toBe(200);
    expect((await list()).map((c) => c.name)).toEqual(before.map((c) => c.name));
  });

  it('refuses to delete a category with dishes, and a rename moves its dishes with it', async () => {
    const withDishes = (await list()).find((c) => c.dishes > 0)!;
    const refused = await call('DELETE', `/${withDishes.id}`);
    expect([refused.status, refused.body.message]).toEqual([409, categoryInUse(withDishes.name, withDishes.dishes)]);

    const renamed = await call('PATCH', `/${withDishes.id}`, { name: `${withDishes.name} Plates` });
    expect(renamed.status, renamed.body.message).toBe(200);
    const menu = (await t.call<Array<{ category: string }>>('GET', '/api/menu')).body.data!;
    expect(menu.filter((d) => d.category === `${withDishes.name} Plates`)).toHaveLength(withDishes.dishes);
    expect(menu.filter((d) => d.category === withDishes.name)).toHaveLength(0);
    expect((await call('PATCH', `/${withDishes.id}`, { name: withDishes.name })).status).toBe(200);
  });

  it('is for staff with the menu permission', async () => {
    expect((await t.call('POST', '/api/admin/categories', { body: { name: 'Chaat' }, token: tokens.kitchen })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/categories')).status).toBe(401);
  });
});
