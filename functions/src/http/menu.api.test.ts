import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putInCatalog, readCatalog } from '../services/catalog';
import { startApi, type TestApi } from '../testing/api-harness';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/menu and its ETag', () => {
  it('sends an ETag and must-revalidate, and answers 304 with no body when the ETag still matches', async () => {
    const first = await fetch(`${t.base}/api/menu`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"menu-v\d+-[a-z0-9]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const body = (await first.json()) as { success: boolean; ok: boolean; message: string; data: unknown[] };
    expect(body).toMatchObject({ success: true, ok: true, message: 'Menu loaded' });

    const again = await fetch(`${t.base}/api/menu`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await fetch(`${t.base}/api/menu`, { headers: { 'if-none-match': `W/${etag}, "other"` } })).status).toBe(304);
    expect((await fetch(`${t.base}/api/menu`, { headers: { 'if-none-match': '"menu-v0-0"' } })).status).toBe(200);
  });

  it('changes the ETag, and answers 200 with the change, once the menu changes', async () => {
    const before = await fetch(`${t.base}/api/menu`);
    const etag = before.headers.get('etag')!;
    const { data } = (await before.json()) as { data: Array<{ _id: string; soldOut: boolean }> };
    const id = data[0]!._id;
    t.clock.advance(1000);
    await t.store.transaction(async (tx) => {
      const c = await readCatalog(tx);
      putInCatalog(tx, c, id, { ...c.items[id]!, soldOut: true }, t.clock.now());
    });
    const after = await fetch(`${t.base}/api/menu`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const changed = (await after.json()) as { data: Array<{ _id: string; soldOut: boolean }> };
    expect(changed.data.find((d) => d._id === id)!.soldOut).toBe(true);
  });

  it('costs one document read per request at most', async () => {
    const before = t.store.meter.reads;
    await fetch(`${t.base}/api/menu`);
    expect(t.store.meter.reads - before).toBe(1);
    const start = t.store.meter.reads;
    const replies = await Promise.all(Array.from({ length: 20 }, () => fetch(`${t.base}/api/menu`)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(t.store.meter.reads - start).toBeLessThanOrEqual(20);
  });

  it('a request sent after a menu change sees it, even while other requests are in flight', async () => {
    const soldOutOf = async (id: string) => {
      const body = (await (await fetch(`${t.base}/api/menu`)).json()) as { data: Array<{ _id: string; soldOut: boolean }> };
      return body.data.find((d) => d._id === id)!.soldOut;
    };
    const id = ((await (await fetch(`${t.base}/api/menu`)).json()) as { data: Array<{ _id: string }> }).data[1]!._id;
    const inFlight = Array.from({ length: 30 }, () => fetch(`${t.base}/api/menu`).then((r) => r.text()));
    await t.store.transaction(async (tx) => {
      const c = await readCatalog(tx);
      putInCatalog(tx, c, id, { ...c.items[id]!, soldOut: true }, t.clock.now());
    });
    const after = await Promise.all(Array.from({ length: 30 }, () => soldOutOf(id)));
    expect(after).toEqual(Array(30).fill(true));
    await Promise.all(inFlight);
  });

  it('answers before Express with the headers every reply gets, and leaves other requests to Express', async () => {
    const fast = await fetch(`${t.base}/api/menu`, { headers: { 'x-request-id': 'trace-menu-1' } });
    expect(fast.headers.get('x-request-id')).toBe('trace-menu-1');
    expect(fast.headers.get('x-content-type-options')).toBe('nosniff');
    const viaExpress = await fetch(`${t.base}/api/menu?lang=en`);
    expect(viaExpress.status).toBe(200);
    expect(viaExpress.headers.get('etag')).toBe(fast.headers.get('etag'));
    expect(await viaExpress.text()).toBe(await fast.text());
    const post = await fetch(`${t.base}/api/menu`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
