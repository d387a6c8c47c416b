import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INVENTORY, MENU } from '../domain/collections';
import { apiForFile } from '../testing/api-file';

const { t, tokens } = apiForFile({ sessions: { admin: 'admin', otherAdmin: 'admin' } });

const jpeg = () =>
  sharp({ create: { width: 500, height: 400, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

async function form(fields: Record<string, string>, fileField?: string): Promise<FormData> {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (fileField) f.append(fileField, new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'x.jpg');
  return f;
}

interface Saved {
  _id: string;
  name: string;
}
interface Refusal {
  field?: string;
  duplicate?: boolean;
}

describe('menu: one name per category', () => {
  it('refuses a new dish named like another in its category (any case and spacing), storing nothing', async () => {
    // The seeded menu has Masala Chaas in Welcome Drinks.
    const dishes = await t.store.count(MENU);

    const twin = await t.call<Refusal>('POST', '/api/menu/admin', {
      token: tokens.otherAdmin,
      form: await form({ name: '  masala   CHAAS ', price: '4', category: 'Welcome Drinks' }, 'image'),
    });

    expect(twin.status).toBe(409);
    expect(twin.body.message).toBe('A dish named Masala Chaas is already in Welcome Drinks');
    expect(twin.body.data).toMatchObject({ field: 'name', duplicate: true });
    expect(await t.store.count(MENU)).toBe(dishes);
  });

  it('accepts the same name in another category', async () => {
    const r = await t.call<Saved>('POST', '/api/menu/admin', {
      token: tokens.admin,
      form: await form({ name: 'Masala Chaas', price: '3', category: 'Desserts' }, 'image'),
    });
    expect(r.status).toBe(201);
  });

  it('refuses renaming a dish to the name of another in its category, and keeps the old name', async () => {
    const other = await t.call<Saved>('POST', '/api/menu/admin', {
      token: tokens.admin,
      form: await form({ name: 'Sattu Sharbat', price: '3', category: 'Welcome Drinks' }, 'image'),
    });
    const id = other.body.data!._id;

    const rename = await t.call<Refusal>('PUT', `/api/menu/admin/${id}`, {
      token: tokens.admin,
      form: await form({ name: 'MASALA CHAAS', price: '3', category: 'Welcome Drinks' }),
    });

    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe('A dish named Masala Chaas is already in Welcome Drinks');
    expect((await t.store.get<{ name: string }>(MENU, id))!.name).toBe('Sattu Sharbat');
  });

  it('lets a dish be saved under its own name (a price change)', async () => {
    const mine = await t.call<Saved>('POST', '/api/menu/admin', {
      token: tokens.admin,
      form: await form({ name: 'Jaljeera', price: '3', category: 'Welcome Drinks' }, 'image'),
    });
    const r = await t.call<Saved>('PUT', `/api/menu/admin/${mine.body.data!._id}`, {
      token: tokens.admin,
      form: await form({ name: 'jaljeera', price: '3.5', category: 'Welcome Drinks' }),
    });
    expect(r.status).toBe(200);
  });
});

describe('inventory: a second item of one name only when confirmed', () => {
  it('warns with 409 about a name that exists, and stores it only with allowDuplicate', async () => {
    const first = await t.call<Saved>('POST', '/api/inventory', { token: tokens.admin, form: await form({ name: 'Jaggery', kg: '4' }, 'img') });
    expect(first.status).toBe(201);
    const items = await t.store.count(INVENTORY);

    const warned = await t.call<Refusal>('POST', '/api/inventory', { token: tokens.otherAdmin, form: await form({ name: ' JAGGERY', kg: '2' }, 'img') });
    expect(warned.status).toBe(409);
    expect(warned.body.message).toBe('An item named Jaggery already exists');
    expect(warned.body.data).toMatchObject({ field: 'name', duplicate: true });
    expect(await t.store.count(INVENTORY)).toBe(items);

    const confirmed = await t.call<Saved>('POST', '/api/inventory', {
      token: tokens.otherAdmin,
      form: await form({ name: ' JAGGERY', kg: '2', allowDuplicate: 'true' }, 'img'),
    });
    expect(confirmed.status).toBe(201);
    expect(await t.store.count(INVENTORY)).toBe(items + 1);
  });

  it('warns when an item is renamed to a seeded item name, and saves its own name freely', async () => {
    const mine = await t.call<Saved>('POST', '/api/inventory', { token: tokens.admin, form: await form({ name: 'Kokum', kg: '1' }, 'img') });
    const id = mine.body.data!._id;

    const renamed = await t.call<Refusal>('PUT', `/api/inventory/${id}`, { token: tokens.admin, form: await form({ name: 'paneer', kg: '1' }) });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe('An item named Paneer already exists');
    expect((await t.store.get<{ name: string }>(INVENTORY, id))!.name).toBe('Kokum');

    const same = await t.call<Saved>('PUT', `/api/inventory/${id}`, { token: tokens.admin, form: await form({ name: 'KOKUM', kg: '2' }) });
    expect(same.status).toBe(200);
  });
});
