import { describe, expect, it } from 'vitest';
import { restaurantDate } from '../functions/src/domain/time';
import { BASE_URL, PHONE, adminIdToken, api, launchBrowser, openPage, screenshot, serverNow } from './support/browser';
import { openAroundTheClock } from './support/ordering-hours';

// The Hosting emulator applies firebase.json's rewrites and headers as Hosting does, so these are
// the caching rules a release relies on: HTML files always revalidated, the pages the function renders (/ and /menu)
// kept by Hosting's CDN for a minute, hashed assets kept for a year and never answered with index.html, API replies
// marked by the function itself.
const get = (path: string, init?: RequestInit) => fetch(new URL(path, BASE_URL), { redirect: 'manual', ...init });

/** What the function answers for the pages it renders: kept at the edge, never by the browser. */
const EDGE_CACHED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;
const edgeSeconds = (res: Response) => Number(/s-maxage=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1]);

async function firstAsset(): Promise<string> {
  const html = await (await get('/')).text();
  // A prerendered page names its entry on its one inline script, which adds it once the page has painted.
  const src = /(?:src|href|data-entry)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html names no /assets/*.js file');
  return src;
}

describe('caching that survives a release', () => {
  it.each(['/about', '/booktable', '/admin/adminlogin', '/reservation/ABCD2345'])('%s is HTML that browsers revalidate every time (no-cache)', async (path) => {
    const res = await get(path);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/', '/menu'])(
    "%s, rendered by the function, is kept by Hosting's CDN for 30 to 60 s (s-maxage) and revalidated by browsers every time",
    async (path) => {
      const res = await get(path);

      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toMatch(EDGE_CACHED);
      expect(edgeSeconds(res)).toBeGreaterThanOrEqual(30);
      expect(edgeSeconds(res)).toBeLessThanOrEqual(60);
      expect(res.headers.get('set-cookie')).toBeNull();
    },
  );

  it('a hashed asset is cached for a year, immutable', async () => {
    const res = await get(await firstAsset());

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('a page file named with .html redirects to its clean URL, and an unknown path is the 404 page, revalidated too', async () => {
    const named = await get('/index.html');
    expect(named.status).toBe(301);
    expect(named.headers.get('location')).toBe('/');

    const unknown = await get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-cache');
    expect(await unknown.text()).toContain('Page not found');
  });

  it('a chunk a previous release had gets a real 404 (the not-found page), never a page that would load as the chunk', async () => {
    const res = await get('/assets/missing-old-chunk-Bq1x2y3z.js');

    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/javascript/);
  });

  it('the public menu must be revalidated, and answers 304 to its own ETag', async () => {
    const res = await get('/api/menu');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();

    const again = await get('/api/menu', { headers: { 'if-none-match': etag! } });

    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('categories are public but revalidated', async () => {
    const res = await get('/api/categories');

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it.each([
    ['an unknown API route', '/api/no-such-route', 404],
    ['a private route without a session', '/api/users/me', 401],
    ['a missing image', '/api/media/menu/none.webp', 404],
  ])('%s is never stored (no-store)', async (_label, path, status) => {
    const res = await get(path);

    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe("the home page's HTML carries Today's Thali", () => {
  it('fetched without scripts, / names the thali and its plates left, and answers 304 to its own ETag', async () => {
    const restoreHours = await openAroundTheClock();
    const token = await adminIdToken();
    const today = restaurantDate(new Date(serverNow()), 'Asia/Kolkata');
    const path = `/api/admin/thali/${today}/all-day`;
    try {
      const set = await api(
        'PUT',
        path,
        {
          name: 'Kathiyawadi Thali',
          price: 14,
          components: ['Sev tameta', 'Bajra rotla', 'Khichdi', 'Chaas'],
          variants: ['regular', 'jain'],
          refill: { policy: 'fixed', note: 'One refill of dal and rotla' },
          platesTotal: 5,
        },
        token,
      );
      expect(set.status, set.body.message).toBe(200);

      const res = await get('/');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(EDGE_CACHED);
      const html = await res.text();
      const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('id="page-thali"'));
      expect(root).toContain('Kathiyawadi Thali');
      expect(root).toContain('5 plates left');
      expect(root).toContain('One refill of dal and rotla');
      const again = await get('/', { headers: { 'if-none-match': res.headers.get('etag')! } });
      expect(again.status).toBe(304);
    } finally {
      const removed = await api('DELETE', path, undefined, token);
      await restoreHours();
      expect(removed.status, removed.body.message).toBe(200);
    }
    // With no thali the page shows none again.
    expect(await (await get('/')).text()).not.toContain('Kathiyawadi Thali');
  });
});

describe("a copy of / that Hosting's CDN kept from before a change", () => {
  it('paints what it was rendered with, then shows the thali as it is now once the page has asked, without moving the card', async () => {
    const restoreHours = await openAroundTheClock();
    const token = await adminIdToken();
    const today = restaurantDate(new Date(serverNow()), 'Asia/Kolkata');
    const path = `/api/admin/thali/${today}/all-day`;
    const thali = {
      name: 'Kathiyawadi Thali',
      price: 14,
      components: ['Sev tameta', 'Bajra rotla', 'Khichdi', 'Chaas'],
      variants: ['regular', 'jain'],
      refill: { policy: 'unlimited', note: '' },
    };
    const browser = await launchBrowser();
    try {
      const set = await api('PUT', path, { ...thali, platesTotal: 5 }, token);
      expect(set.status, set.body.message).toBe(200);
      // The edge's copy: the page as the function rendered it then, with the headers it was sent with.
      const kept = await get('/');
      expect(kept.headers.get('cache-control')).toMatch(EDGE_CACHED);
      const keptHtml = await kept.text();
      expect(keptHtml).toContain('5 plates left');
      const keptHeaders = Object.fromEntries([...kept.headers].filter(([k]) => !['content-encoding', 'content-length'].includes(k)));

      // Within the copy's minute at the edge, the owner renames the thali and sets 3 plates.
      const changed = await api('PUT', path, { ...thali, name: 'Kutchi Thali', platesTotal: 3 }, token);
      expect(changed.status, changed.body.message).toBe(200);

      const { page, context } = await openPage(browser, PHONE);
      await page.route(`${BASE_URL}/`, (route) => route.fulfill({ status: 200, headers: keptHeaders, body: keptHtml }));
      // The page's own read of the thali is held until the card has been seen as the copy drew it.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = 0;
      await page.route(`${BASE_URL}/api/thali`, async (route) => {
        asked++;
        await held;
        await route.continue();
      });
      await page.goto('/');
      const card = page.getByRole('region', { name: "Today's Thali" });
      await card.getByText('5 plates left').waitFor();
      await expect(card.getByRole('heading', { level: 2 }).innerText()).resolves.toBe('Kathiyawadi Thali');
      const before = await card.boundingBox();
      await expect.poll(() => asked).toBe(1);

      release();
      await card.getByText('3 plates left').waitFor();
      await expect(card.getByRole('heading', { level: 2 }).innerText()).resolves.toBe('Kutchi Thali');
      expect(await card.boundingBox()).toEqual(before);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'home-edge-copy-shows-thali-now-390', { fullPage: false });
      await context.close();
    } finally {
      await browser.close();
      const removed = await api('DELETE', path, undefined, token);
      await restoreHours();
      expect(removed.status, removed.body.message).toBe(200);
    }
  });
});
