import express from 'express';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAdmin } from './http/auth';
import { authenticate } from './http/auth';
import { JSON_LIMIT_BYTES } from './app';
import { startApi, type TestApi } from './testing/api-harness';
import { DEFAULT_CATEGORIES } from './domain/restaurant';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => {
  await t?.close();
});

describe('the API envelope and bad input', () => {
  it('when the JSON is malformed, answers 400 {success:false, message} and writes nothing', async () => {
    const before = { ...t.store.meter };
    const r = await t.call('POST', '/api/newsletter', { raw: '{"email": "a@b.c",' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, code: 'validation_failed', message: 'Malformed JSON body' });
    expect(t.store.meter.writes).toBe(before.writes);
  });

  it('when the body is over the limit, answers 413 and writes nothing', async () => {
    const before = t.store.meter.writes;
    const r = await t.call('POST', '/api/newsletter', { raw: JSON.stringify({ email: 'x'.repeat(JSON_LIMIT_BYTES + 10) }) });
    expect(r.status).toBe(413);
    expect(r.body.success).toBe(false);
    expect(t.store.meter.writes).toBe(before);
  });

  it('when the /api route is unknown, answers a JSON 404', async () => {
    const r = await t.call('GET', '/api/no-such-thing');
    expect(r.status).toBe(404);
    expect(r.body.success).toBe(false);
    expect(r.body.message).toMatch(/No such API route/);
  });

  it('puts a request id on every reply', async () => {
    const r = await t.call('GET', '/api/menu');
    expect(r.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });
});

describe('menu and categories on the seed', () => {
  it('GET /api/menu answers ok, success and the seeded dishes with prices in dollars and images', async () => {
    const r = await t.call<Array<{ _id: string; name: string; price: number; image: string; category: string }>>('GET', '/api/menu');
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.ok).toBe(true);
    expect(r.body.data!.length).toBeGreaterThanOrEqual(24);
    const thali = r.body.data!.find((d) => d.name === 'Gujarati Thali')!;
    expect(thali.price).toBe(12);
    expect(thali.image).toMatch(/^\/api\/media\/published\/menu\/.+\.webp$/);
    const img = await fetch(t.base + thali.image);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
  });

  it('GET /api/categories answers success and categories, the default list first', async () => {
    const r = await t.call<string[]>('GET', '/api/categories');
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect((r.body.categories as string[]).slice(0, DEFAULT_CATEGORIES.length)).toEqual([...DEFAULT_CATEGORIES]);
  });

  it('seeding twice adds nothing twice', async () => {
    const { seed } = await import('./services/seed');
    const { ART_DIR } = await import('./testing/api-harness');
    const before = await t.store.count('menu');
    const report = await seed(t.deps, { artDir: ART_DIR, localAdmin: true });
    expect(report).toEqual({ categories: 0, menu: 0, inventory: 0, admin: false, offers: false, owners: 0, floorPlan: false });
    expect(await t.store.count('menu')).toBe(before);
    expect(await t.store.count('users')).toBe(1);
  });

  it('a media key that tries to leave the folder is a 404', async () => {
    const r = await fetch(`${t.base}/api/media/..%2F..%2Fthali.db`);
    expect(r.status).toBe(404);
  });
});

describe('Cache-Control on every reply', () => {
  it('the public menu and categories must be revalidated, and the menu answers 304 to its ETag', async () => {
    const menu = await t.call('GET', '/api/menu');
    const again = await fetch(`${t.base}/api/menu`, { headers: { 'if-none-match': menu.headers.get('etag')! } });
    const categories = await t.call('GET', '/api/categories');

    expect(menu.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(categories.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it("a signed-in customer's own data is never stored", async () => {
    const { idToken } = await t.sessionFor('user');

    const r = await t.call('GET', '/api/users/me', { token: idToken });

    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['an unknown route', 'GET', '/api/no-such-thing', 404],
    ['a private route without a session', 'GET', '/api/users/me', 401],
    ['a malformed body', 'POST', '/api/newsletter', 400],
    ['a missing image', 'GET', '/api/media/published/menu/none.webp', 404],
  ] as const)('an error (%s) is never stored', async (_label, method, path, status) => {
    const r = await t.call(method, path, method === 'POST' ? { raw: '{' } : {});

    expect(r.status).toBe(status);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('a stored image is cached for good: its key changes with every upload', async () => {
    const menu = await t.call<Array<{ image: string }>>('GET', '/api/menu');

    const img = await fetch(t.base + menu.body.data![0]!.image);

    expect(img.status).toBe(200);
    expect(img.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('dev outbox (local mode only)', () => {
  it('lists messages for a phone, newest first, and rejects a malformed phone', async () => {
    await t.deps.sms.send({ phone: '9876543210', number: '+919876543210' }, 'Your code is 111111', 'order-code');
    t.clock.advance(1000);
    await t.deps.sms.send({ phone: '9876543210', number: '+919876543210' }, 'Your code is 222222', 'order-code');
    const r = await t.call<Array<{ otp: string }>>('GET', '/api/dev/outbox?phone=9876543210');
    expect(r.status).toBe(200);
    expect(r.body.data!.map((m) => m.otp)).toEqual(['222222', '111111']);
    expect((await t.call('GET', '/api/dev/outbox?phone=123')).status).toBe(400);
  });

  it('does not exist when deployed', async () => {
    const deployed = await startApiDeployed();
    try {
      expect((await deployed.call('GET', '/api/dev/outbox?phone=9876543210')).status).toBe(404);
    } finally {
      await deployed.close();
    }
  });
});

async function startApiDeployed() {
  return startApi({ seed: false, overrides: { mode: 'deployed' } });
}

describe('requireAdmin', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.use(authenticate(t.deps));
    app.get('/admin-only', requireAdmin(t.deps), (_req, res) => {
      res.json({ success: true });
    });
    app.use((err: { status?: number; message: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(err.status ?? 500).json({ success: false, message: err.message });
    });
    server = await new Promise((r) => {
      const s = app.listen(0, '127.0.0.1', () => r(s));
    });
    const a = server.address();
    base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const get = (token?: string) => fetch(`${base}/admin-only`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers 401 without a session, and 401 for a forged token', async () => {
    expect((await get()).status).toBe(401);
    expect((await get('not-a-token')).status).toBe(401);
  });

  it('answers 403 to a customer, and 200 to an admin', async () => {
    const customer = await t.sessionFor('user');
    const admin = await t.sessionFor('admin');
    expect((await get(customer.idToken)).status).toBe(403);
    expect((await get(admin.idToken)).status).toBe(200);
  });

  it('answers 403 at once when an admin is demoted in the user store', async () => {
    const admin = await t.sessionFor('admin');
    await t.store.update('users', admin.uid, { role: 'user' });
    expect((await get(admin.idToken)).status).toBe(403);
  });
});
