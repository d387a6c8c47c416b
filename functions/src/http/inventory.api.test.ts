import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INVENTORY } from '../domain/collections';
import { INVENTORY_MESSAGES } from '../domain/inventory';
import { apiForFile } from '../testing/api-file';

const { t, tokens } = apiForFile({ sessions: { admin: 'admin', customer: 'user' } });

interface Item {
  _id: string;
  id: string;
  name: string;
  kg: number;
  img: string;
  lowStockKg: number;
  isLow: boolean;
}

const jpeg = () =>
  sharp({ create: { width: 500, height: 400, channels: 3, background: { r: 240, g: 220, b: 120 } } })
    .jpeg()
    .toBuffer();

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append('img', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return f;
}
const mediaFiles = () => {
  try {
    return readdirSync(join(t.dir, 'media', 'published', 'inventory')).sort();
  } catch {
    return [];
  }
};
const list = () => t.call<Item[]>('GET', '/api/inventory', { token: tokens.admin });

describe('inventory: who may see and change it', () => {
  it('answers 401 to anonymous callers and 403 to customers on every route, writing nothing', async () => {
    const writes = t.store.meter.writes;
    const id = (await list()).body.data![0]!._id;
    for (const [method, path, hasBody] of [
      ['GET', '/api/inventory', false],
      ['POST', '/api/inventory', true],
      ['PUT', `/api/inventory/${id}`, true],
      ['DELETE', `/api/inventory/${id}`, false],
    ] as const) {
      const body = async () => (hasBody ? form({ name: 'Salt', kg: '2' }, { bytes: await jpeg(), name: 's.jpg', type: 'image/jpeg' }) : undefined);
      expect((await t.call(method, path, { form: await body() })).status).toBe(401);
      expect((await t.call(method, path, { form: await body(), token: tokens.customer })).status).toBe(403);
    }
    expect(t.store.meter.writes).toBe(writes);
  });
});

describe('inventory: the list', () => {
  it('GET answers the items as an array in data, with kg, img, the threshold and isLow', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(Array.isArray(r.body.data)).toBe(true);
    const paneer = r.body.data!.find((i) => i.name === 'Paneer')!;
    expect(paneer).toMatchObject({ kg: 3.5, lowStockKg: 5, isLow: true });
    expect(paneer._id).toBe(paneer.id);
    expect(paneer.img).toMatch(/^\/api\/media\/published\/inventory\/.+\.webp$/);
    expect(r.body.data!.find((i) => i.name === 'Basmati Rice')!.isLow).toBe(false);
  });

  it('costs one read per item and one for the admin check', async () => {
    const before = t.store.meter.reads;
    const r = await list();
    expect(t.store.meter.reads - before).toBe(r.body.data!.length + 1);
  });
});

describe('inventory: bad input changes nothing', () => {
  it('a missing name, kg or image is a 400 with a clear message', async () => {
    const count = await t.store.count(INVENTORY);
    const cases: Array<[Record<string, string>, boolean, string]> = [
      [{ kg: '2' }, true, INVENTORY_MESSAGES.name],
      [{ name: 'Salt' }, true, INVENTORY_MESSAGES.kg],
      [{ name: 'Salt', kg: 'plenty' }, true, INVENTORY_MESSAGES.kg],
      [{ name: 'Salt', kg: '-3' }, true, INVENTORY_MESSAGES.kg],
      [{ name: 'Salt', kg: '1e3' }, true, INVENTORY_MESSAGES.kg],
      [{ name: 'Salt', kg: '2.0005' }, true, INVENTORY_MESSAGES.kg],
      [{ name: 'Salt', kg: '100000.001' }, true, INVENTORY_MESSAGES.kg],
      [{ name: 'Salt', kg: '2', lowStockKg: '0.0001' }, true, INVENTORY_MESSAGES.lowStock],
      [{ name: 'Salt', kg: '2' }, false, INVENTORY_MESSAGES.image],
    ];
    for (const [fields, withImage, message] of cases) {
      const r = await t.call('POST', '/api/inventory', {
        form: form(fields, withImage ? { bytes: await jpeg(), name: 's.jpg', type: 'image/jpeg' } : undefined),
        token: tokens.admin,
      });
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
    expect(await t.store.count(INVENTORY)).toBe(count);
    expect(mediaFiles().filter((f) => !f.startsWith('seed-'))).toEqual([]);
  });

  const bad: Array<[string, () => Promise<{ bytes: Buffer; name: string; type: string }>, number]> = [
    ['a 20 MB upload', async () => ({ bytes: Buffer.concat([await jpeg(), Buffer.alloc(20 * 1024 * 1024, 7)]), name: 'big.jpg', type: 'image/jpeg' }), 413],
    ['a script renamed .png', async () => ({ bytes: Buffer.from('<?php system($_GET["c"]); ?>'), name: 'shell.png', type: 'image/png' }), 415],
    [
      'an SVG',
      async () => ({ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'a.svg', type: 'image/svg+xml' }),
      415,
    ],
    ['an HTML file', async () => ({ bytes: Buffer.from('<html><body onload="alert(1)"></body></html>'), name: 'a.webp', type: 'image/webp' }), 415],
  ];
  for (const [label, file, status] of bad) {
    it(`${label} gets ${status} and stores nothing`, async () => {
      const before = { files: mediaFiles(), count: await t.store.count(INVENTORY), writes: t.store.meter.writes };
      const r = await t.call('POST', '/api/inventory', { form: form({ name: 'Salt', kg: '2' }, await file()), token: tokens.admin });
      expect(r.status).toBe(status);
      expect(mediaFiles()).toEqual(before.files);
      expect(await t.store.count(INVENTORY)).toBe(before.count);
      expect(t.store.meter.writes).toBe(before.writes);
    });
  }
});

describe('inventory: add, edit and delete', () => {
  let item: Item;

  it('POST adds an item with a server-named WebP picture and the default threshold', async () => {
    const r = await t.call<Item>('POST', '/api/inventory', {
      form: form({ name: 'Rock Salt', kg: '2.5' }, { bytes: await jpeg(), name: 'My Salt Photo.jpg', type: 'image/jpeg' }),
      token: tokens.admin,
    });
    expect(r.status).toBe(201);
    item = r.body.data!;
    expect(item).toMatchObject({ name: 'Rock Salt', kg: 2.5, lowStockKg: 5, isLow: true });
    expect(item.img).toMatch(new RegExp(`^/api/media/published/inventory/${item._id.toLowerCase()}-[0-9a-f]{12}\\.webp$`));
    expect((await fetch(t.base + item.img)).headers.get('content-type')).toBe('image/webp');
    expect((await list()).body.data!.some((i) => i._id === item._id)).toBe(true);
  });

  it('PUT without an image edits name, kg and threshold and keeps the picture', async () => {
    const r = await t.call<Item>('PUT', `/api/inventory/${item._id}`, {
      form: form({ name: 'Rock Salt (Sendha)', kg: '12', lowStockKg: '3' }),
      token: tokens.admin,
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'Rock Salt (Sendha)', kg: 12, lowStockKg: 3, isLow: false, img: item.img });
    item = r.body.data!;
  });

  it('PUT with an image replaces the picture and deletes the old file', async () => {
    const old = item.img.split('/').pop()!;
    expect(mediaFiles()).toContain(old);
    const r = await t.call<Item>('PUT', `/api/inventory/${item._id}`, {
      form: form({ name: item.name, kg: '1' }, { bytes: await jpeg(), name: 'n.jpg', type: 'image/jpeg' }),
      token: tokens.admin,
    });
    expect(r.status).toBe(200);
    expect(r.body.data!.img).not.toBe(item.img);
    expect(r.body.data).toMatchObject({ kg: 1, lowStockKg: 3, isLow: true });
    expect(mediaFiles()).not.toContain(old);
    item = r.body.data!;
  });

  it('PUT with a bad kg changes nothing', async () => {
    const r = await t.call('PUT', `/api/inventory/${item._id}`, { form: form({ name: item.name, kg: '' }), token: tokens.admin });
    expect([r.status, r.body.message]).toEqual([400, INVENTORY_MESSAGES.kg]);
    expect((await t.store.get(INVENTORY, item._id))!.kg).toBe(1);
  });

  it('PUT on a missing item is a 404 and deletes the image it uploaded', async () => {
    const before = mediaFiles();
    const r = await t.call('PUT', '/api/inventory/NoSuchThing000000000', {
      form: form({ name: 'X', kg: '1' }, { bytes: await jpeg(), name: 'n.jpg', type: 'image/jpeg' }),
      token: tokens.admin,
    });
    expect(r.status).toBe(404);
    expect(mediaFiles()).toEqual(before);
  });

  it('DELETE removes the item and its picture', async () => {
    const file = item.img.split('/').pop()!;
    const r = await t.call('DELETE', `/api/inventory/${item._id}`, { token: tokens.admin });
    expect([r.status, r.body.message]).toEqual([200, 'Item deleted']);
    expect(await t.store.get(INVENTORY, item._id)).toBeNull();
    expect(mediaFiles()).not.toContain(file);
    expect((await t.call('DELETE', `/api/inventory/${item._id}`, { token: tokens.admin })).status).toBe(404);
  });
});
