import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS } from '../domain/collections';
import { PAGE_THALI_ID } from '../domain/menu-snapshot';
import type { ThaliNow } from '../domain/thali-view';
import { restaurantInstant } from '../domain/time';
import { MENU_SNAPSHOT_ID, PAGE_RENDERED_AT_ID, PAGE_SETTINGS_ID, type MenuSnapshot } from '../domain/menu-snapshot';
import type { Settings } from '../domain/settings';
import { putInCatalog, readCatalog } from '../services/catalog';
import { RESTAURANT_SETTINGS_ID, readSettings } from '../services/settings';
import { startApi, type TestApi } from '../testing/api-harness';
import { PAGE_CACHE_CONTROL } from './pages';

/**
 * A kit shaped like the one web/scripts/build.mjs writes: a template with the build's markers, and a CommonJS renderer.
 * This renderer lists the dishes it is given (the real one, React's, is tried by the end-to-end suite); it refuses a
 * dish named "Broken", as a render that throws.
 */
function writeKit(): string {
  const dir = mkdtempSync(join(tmpdir(), 'thali-pages-'));
  mkdirSync(join(dir, 'pages'));
  writeFileSync(
    join(dir, 'pages', 'menu.html'),
    '<!doctype html><html><head><!--page-data-preload--><link rel="preload" as="fetch" href="/api/menu" crossorigin><!--/page-data-preload--></head>' +
      '<body><div id="root" data-route="/menu"><!--page-html--><main><h1>Our Menu</h1><p>Loading menu...</p></main><!--/page-html--></div>' +
      '<!--page-data--><script data-entry="/assets/index.js">boot()</script></body></html>',
  );
  writeFileSync(
    join(dir, 'pages', 'index.html'),
    '<!doctype html><html><head></head>' +
      '<body><div id="root" data-route="/"><!--page-html--><main><h1>Thalis</h1></main><!--/page-html--></div>' +
      '<!--page-data--><script data-entry="/assets/index.js">boot()</script></body></html>',
  );
  // Each language's templates, as the build writes them: its <html lang>, its title and the page's hreflang alternates.
  const titles = { gu: { menu: 'મેનુ', home: 'થાળી' }, hi: { menu: 'मेनू', home: 'थाली' } } as const;
  for (const lang of ['gu', 'hi'] as const) {
    mkdirSync(join(dir, 'pages', lang));
    const head = (path: string, title: string) =>
      `<title>${title} | Thali House</title>` +
      ['en', 'gu', 'hi']
        .map((l) => `<link rel="alternate" hreflang="${l}" href="https://thalihouse.example${l === 'en' ? path || '/' : `/${l}${path}`}" />`)
        .join('');
    writeFileSync(
      join(dir, 'pages', lang, 'menu.html'),
      `<!doctype html><html lang="${lang}"><head>${head('/menu', titles[lang].menu)}</head>` +
        `<body><div id="root" data-route="/${lang}/menu"><!--page-html--><main><h1>${titles[lang].menu}</h1></main><!--/page-html--></div>` +
        '<!--page-data--><script data-entry="/assets/index.js">boot()</script></body></html>',
    );
    writeFileSync(
      join(dir, 'pages', lang, 'index.html'),
      `<!doctype html><html lang="${lang}"><head>${head('', titles[lang].home)}</head>` +
        `<body><div id="root" data-route="/${lang}/"><!--page-html--><main><h1>${titles[lang].home}</h1></main><!--/page-html--></div>` +
        '<!--page-data--><script data-entry="/assets/index.js">boot()</script></body></html>',
    );
  }
  writeFileSync(
    join(dir, 'render.cjs'),
    `exports.renderHomePage = async (thali, settings, now, lang) => {
      if (settings.identity.name === 'Broken') throw new Error('cannot render');
      const c = thali.current;
      return '<main><h1>Thalis</h1>' + (lang === 'en' ? '' : '<p>in ' + lang + '</p>') + (c ? '<p>' + c.name + ': ' + c.platesLeft + ' plates left</p>' : '') + '</main>';
    };
    exports.renderMenuPage = async (menu, search, settings, now, lang) => {
      if (menu.items.some((i) => i.name === 'Broken')) throw new Error('cannot render');
      return '<main><h1>Our Menu</h1><p>in ' + lang + '</p><p>at [' + search + ']</p><p>by ' + settings.identity.name + '</p><p>drawn at ' + now.toISOString() + '</p><ul>' + menu.items.map((i) => '<li>' + i.name + ' $' + i.price + '</li>').join('') + '</ul></main>';
    };`,
  );
  return dir;
}

/** A GET with exactly these headers, its body as sent (fetch would ask for gzip itself, and unzip it). */
function request(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const snapshotIn = (html: string): MenuSnapshot => {
  const m = html.match(new RegExp(`<script type="application/json" id="${MENU_SNAPSHOT_ID}">([^<]*)</script>`));
  if (!m) throw new Error('the page carries no menu snapshot');
  return JSON.parse(m[1]!) as MenuSnapshot;
};

let t: TestApi;
let missing: TestApi;
beforeAll(async () => {
  t = await startApi({ overrides: { pagesDir: writeKit() } });
  missing = await startApi({ seed: false, overrides: { pagesDir: join(tmpdir(), 'thali-pages-never-built') } });
});
afterAll(async () => {
  await t?.close();
  await missing?.close();
});

async function renameFirstDish(name: string): Promise<void> {
  t.clock.advance(1000);
  await t.store.transaction(async (tx) => {
    const c = await readCatalog(tx);
    const id = Object.keys(c.items)[0]!;
    putInCatalog(tx, c, id, { ...c.items[id]!, name }, t.clock.now());
  });
}

describe('GET /menu: the menu page rendered with the dishes of the moment', () => {
  it('puts every dish of GET /api/menu, and its categories, into the HTML and its data block, with no request left for them', async () => {
    const res = await fetch(`${t.base}/menu`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    const html = await res.text();
    const api = (await (await fetch(`${t.base}/api/menu`)).json()) as { data: Array<{ name: string; price: number }> };
    const categories = (await (await fetch(`${t.base}/api/categories`)).json()) as { categories: string[]; hidden: string[] };
    const thali = ((await (await fetch(`${t.base}/api/thali`)).json()) as { data: unknown }).data;
    expect(api.data.length).toBeGreaterThan(5);
    for (const dish of api.data) expect(html).toContain(`<li>${dish.name} $${dish.price}</li>`);
    expect(snapshotIn(html)).toEqual({ items: api.data, categories: categories.categories, hidden: categories.hidden, thali });
    expect(html).not.toContain('Loading menu...');
    expect(html).not.toContain('rel="preload" as="fetch"');
    // The page's own script still runs after it.
    expect(html.indexOf(MENU_SNAPSHOT_ID)).toBeLessThan(html.indexOf('data-entry'));
  });

  it('sends the page in brotli to a browser that takes it, gzipped to one that takes only gzip, and plain to one that takes neither', async () => {
    const plain = await request(`${t.base}/menu`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();

    // Chrome lists gzip first; brotli is still the one it gets, as it is the smaller.
    const br = await request(`${t.base}/menu`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain.body.toString('utf8'));

    const zipped = await request(`${t.base}/menu`, { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(br.body.length).toBeLessThan(zipped.body.length);

    // A browser that refuses brotli (q=0) gets gzip.
    const noBr = await request(`${t.base}/menu`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
  });

  it("renders the category and page the address picks, and marks the root with that query for the browser's hydration", async () => {
    const html = await (await fetch(`${t.base}/menu?category=Desserts&page=2`)).text();
    expect(html).toContain('<p>at [?category=Desserts&page=2]</p>');
    expect(html).toContain('<div id="root" data-route="/menu" data-search="?category=Desserts&amp;page=2">');
    const plain = await (await fetch(`${t.base}/menu`)).text();
    expect(plain).toContain('<p>at []</p>');
    expect(plain).toContain('<div id="root" data-route="/menu">');
  });

  it('renders the first page for any other query, which the browser then draws itself', async () => {
    for (const query of [
      '?cart=open',
      '?category=Desserts&cart=open',
      '?category=No+such+category',
      '?page=0',
      '?page=1000',
      '?category=Desserts&category=Sweets',
    ]) {
      const html = await (await fetch(`${t.base}/menu${query}`)).text();
      expect(html, query).toContain('<p>at []</p>');
      expect(html, query).not.toContain('data-search');
    }
  });

  it('answers 304 while the menu is unchanged, and the new menu once it changes', async () => {
    const first = await fetch(`${t.base}/menu`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"menu-page-[0-9a-f]{20}"$/);
    const again = await fetch(`${t.base}/menu`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await renameFirstDish('Kesar Shrikhand Deluxe');
    const changed = await fetch(`${t.base}/menu`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('<li>Kesar Shrikhand Deluxe $');
  });

  it("renders with the saved settings, carries them for the browser's first render, and a settings change is a new page", async () => {
    const saved = await readSettings(t.store);
    const first = await fetch(`${t.base}/menu`);
    const etag = first.headers.get('etag')!;
    expect(await first.text()).toContain(`<p>by ${saved.identity.name}</p>`);

    await t.store.set(SETTINGS, RESTAURANT_SETTINGS_ID, { ...saved, identity: { ...saved.identity, name: 'Rasoi Ghar' } } as Record<string, unknown>);
    const changed = await fetch(`${t.base}/menu`, { headers: { 'if-none-match': etag } });

    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const page = await changed.text();
    expect(page).toContain('<p>by Rasoi Ghar</p>');
    const block = page.match(new RegExp(`<script type="application/json" id="${PAGE_SETTINGS_ID}">([^<]*)</script>`));
    expect((JSON.parse(block![1]!) as Settings).identity.name).toBe('Rasoi Ghar');
    await t.store.set(SETTINGS, RESTAURANT_SETTINGS_ID, { ...saved } as Record<string, unknown>);
  });

  it("renders at the server's clock and carries that instant for the browser's first render; an offer starting or ending is a new page", async () => {
    const saved = await readSettings(t.store);
    const renderedAt = (html: string) =>
      JSON.parse(html.match(new RegExp(`<script type="application/json" id="${PAGE_RENDERED_AT_ID}">([^<]*)</script>`))![1]!) as string;
    const start = t.clock.now();
    const endsAt = new Date(start.getTime() + 3600_000);
    const offer = {
      id: 'hour-deal',
      title: 'Hour deal',
      blurb: '',
      percentOff: 10,
      itemIds: [],
      startsAt: start.toISOString(),
      endsAt: endsAt.toISOString(),
      showAsDeal: false,
    };
    await t.store.set(SETTINGS, RESTAURANT_SETTINGS_ID, { ...saved, offers: [...saved.offers, offer] } as Record<string, unknown>);
    try {
      const first = await fetch(`${t.base}/menu`);
      const html = await first.text();
      // The server's clock, not the machine's: the page and its data block name the same instant.
      expect(renderedAt(html)).toBe(start.toISOString());
      expect(html).toContain(`<p>drawn at ${start.toISOString()}</p>`);

      // A minute on, nothing has changed: the page kept is the one sent, drawn (and carrying) its own instant.
      t.clock.advance(60_000);
      const kept = await fetch(`${t.base}/menu`, { headers: { 'if-none-match': first.headers.get('etag')! } });
      expect(kept.status).toBe(304);

      // The offer ends: a new page, drawn at the new instant.
      t.clock.set(endsAt);
      const after = await fetch(`${t.base}/menu`, { headers: { 'if-none-match': first.headers.get('etag')! } });
      expect(after.status).toBe(200);
      expect(renderedAt(await after.text())).toBe(endsAt.toISOString());
    } finally {
      await t.store.set(SETTINGS, RESTAURANT_SETTINGS_ID, { ...saved } as Record<string, unknown>);
    }
  });

  it('escapes a dish name that would close the data block', async () => {
    await renameFirstDish('Chaas </script><script>alert(1)</script>');
    const html = await (await fetch(`${t.base}/menu`)).text();
    expect(html).not.toContain('"Chaas </script>');
    expect(snapshotIn(html).items.map((i) => i.name)).toContain('Chaas </script><script>alert(1)</script>');
  });

  it('sends the template as it was prerendered, never cached, when rendering fails: the page then loads its menu itself', async () => {
    await renameFirstDish('Broken');
    const res = await fetch(`${t.base}/menu`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Loading menu...');
    expect(html).toContain('rel="preload" as="fetch" href="/api/menu"');
    expect(html).not.toContain(MENU_SNAPSHOT_ID);
    await renameFirstDish('Gujarati Thali');
    expect(await (await fetch(`${t.base}/menu`)).text()).toContain('<li>Gujarati Thali $');
  });

  it('answers 503 in words when the web build left no renderer', async () => {
    const res = await fetch(`${missing.base}/menu`);
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/menu page is not available/);
  });
});

const blockIn = <T>(html: string, id: string): T => {
  const m = html.match(new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`));
  if (!m) throw new Error(`the page carries no ${id} block`);
  return JSON.parse(m[1]!) as T;
};

describe("GET /: the home page rendered with Today's Thali as it is now", () => {
  // A date of this file's own, so that its thali is alone on a shared store.
  const DAY = '2034-06-20';
  const thali = {
    name: 'Kathiyawadi Thali',
    price: 14,
    components: ['Sev tameta', 'Bajra rotla'],
    variants: ['regular'],
    refill: { policy: 'unlimited', note: '' },
  };

  it('shows nothing of a thali when none is set, then its plates left, and a plate taken is a new page', async () => {
    t.clock.set(restaurantInstant(DAY, '12:00', (await readSettings(t.store)).locale.timeZone));
    const none = await fetch(`${t.base}/`);
    expect(none.status).toBe(200);
    expect(none.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    const empty = await none.text();
    expect(empty).toContain('<main><h1>Thalis</h1></main>');
    expect(blockIn<ThaliNow>(empty, PAGE_THALI_ID)).toEqual({ current: null, next: null, orderable: null });

    const admin = await t.sessionFor('admin');
    const put = await fetch(`${t.base}/api/admin/thali/${DAY}/all-day`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.idToken}` },
      body: JSON.stringify({ ...thali, platesTotal: 5 }),
    });
    expect(put.status).toBe(200);
    const res = await fetch(`${t.base}/`, { headers: { 'if-none-match': none.headers.get('etag')! } });
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"home-page-[0-9a-f]{20}"$/);
    const html = await res.text();
    expect(html).toContain('<p>Kathiyawadi Thali: 5 plates left</p>');
    const api = ((await (await fetch(`${t.base}/api/thali`)).json()) as { data: ThaliNow }).data;
    expect(blockIn<ThaliNow>(html, PAGE_THALI_ID)).toEqual(api);
    expect(blockIn<Settings>(html, PAGE_SETTINGS_ID).identity.name).toBe((await readSettings(t.store)).identity.name);
    expect(html.indexOf(PAGE_THALI_ID)).toBeLessThan(html.indexOf('data-entry'));

    expect((await fetch(`${t.base}/`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const zipped = await request(`${t.base}/`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(html);

    const order = await fetch(`${t.base}/api/orders/walk-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.idToken}` },
      body: JSON.stringify({ orderType: 'takeaway', items: [{ _id: api.current!.itemId, quantity: 1 }] }),
    });
    expect(order.status).toBe(201);
    const after = await fetch(`${t.base}/`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('<p>Kathiyawadi Thali: 4 plates left</p>');
  });

  it('sends its prerendered template, never cached, when rendering fails: the card then loads in the browser', async () => {
    const saved = await readSettings(t.store);
    await t.store.set(SETTINGS, RESTAURANT_SETTINGS_ID, { ...saved, identity: { ...saved.identity, name: 'Broken' } } as Record<string, unknown>);
    const res = await fetch(`${t.base}/`);
    await t.store.set(SETTINGS, RESTAURANT_SETTINGS_ID, { ...saved } as Record<string, unknown>);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<!--page-data-->');
    expect(html).not.toContain(PAGE_THALI_ID);
  });

  it("is one page for every visitor, so Hosting's CDN may keep it for 30 to 60 s: no cookie, no per-request nonce, the same bytes whoever asks", async () => {
    const anonymous = await request(`${t.base}/`, { 'accept-encoding': 'identity' });
    const admin = await t.sessionFor('admin');
    const signedIn = await request(`${t.base}/`, { 'accept-encoding': 'identity', cookie: '__session=abc', authorization: `Bearer ${admin.idToken}` });

    const cacheControl = String(anonymous.headers['cache-control']);
    expect(cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const edge = Number(/s-maxage=(\d+)/.exec(cacheControl)![1]);
    expect(edge).toBeGreaterThanOrEqual(30);
    expect(edge).toBeLessThanOrEqual(60);
    for (const res of [anonymous, signedIn]) {
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['vary']).toBe('accept-encoding');
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
    expect(signedIn.body.equals(anonymous.body)).toBe(true);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
    expect(anonymous.body.toString('utf8')).not.toMatch(/nonce=/);
  });

  it('answers 503 in words when the web build left no renderer', async () => {
    const res = await fetch(`${missing.base}/`);
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/home page is not available/);
  });
});

describe('GET /gu/menu, /hi/menu, /gu/ and /hi/: the same pages in Gujarati and Hindi', () => {
  const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

  it('renders /gu/menu in Gujarati from its own template, with the dishes as GET /api/menu?lang=gu names them', async () => {
    const res = await fetch(`${t.base}/gu/menu`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    const html = await res.text();
    expect(html).toContain('<html lang="gu">');
    expect(html).toContain('<title>મેનુ | Thali House</title>');
    expect(alternates(html)).toEqual(['en https://thalihouse.example/menu', 'gu https://thalihouse.example/gu/menu', 'hi https://thalihouse.example/hi/menu']);
    expect(html).toContain('<div id="root" data-route="/gu/menu">');
    expect(html).toContain('<p>in gu</p>');
    const api = (await (await fetch(`${t.base}/api/menu?lang=gu`)).json()) as { data: Array<{ id: string; name: string }> };
    const snapshot = snapshotIn(html);
    expect(snapshot.items.map((i) => [i.id, i.name])).toEqual(api.data.map((i) => [i.id, i.name]));
    // Each dish keeps its English name beside the Gujarati, as the API answers it in Gujarati.
    expect(snapshot.items.every((i) => typeof (i as { nameEn?: unknown }).nameEn === 'string')).toBe(true);
  });

  it("keeps each language's page apart: its own ETag, and the English /menu as it was", async () => {
    const [en, gu, hi] = await Promise.all(['/menu', '/gu/menu', '/hi/menu'].map((p) => fetch(`${t.base}${p}`)));
    const tags = [en!, gu!, hi!].map((r) => r.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    const english = await en!.text();
    expect(english).toContain('<div id="root" data-route="/menu">');
    expect(english).toContain('<p>in en</p>');
    expect((await hi!.text()).startsWith('<!doctype html><html lang="hi">')).toBe(true);
    // A revalidation of the Gujarati page with its own ETag is a 304; with the English one's, the page.
    const again = await request(`${t.base}/gu/menu`, { 'if-none-match': tags[1]! });
    expect(again.body.length).toBe(0);
    const other = await request(`${t.base}/gu/menu`, { 'if-none-match': tags[0]! });
    expect(other.body.toString()).toContain('<html lang="gu">');
  });

  it('renders /hi/ and /gu/ (with or without the slash) as the home page in that language, cached like /', async () => {
    for (const path of ['/hi/', '/hi', '/gu/']) {
      const lang = path.slice(1, 3);
      const res = await fetch(`${t.base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(PAGE_CACHE_CONTROL);
      const html = await res.text();
      expect(html, path).toContain(`<html lang="${lang}">`);
      expect(html, path).toContain(`<div id="root" data-route="/${lang}/">`);
      expect(html, path).toContain(`<p>in ${lang}</p>`);
      expect(html, path).toContain(`id="${PAGE_THALI_ID}"`);
    }
    const hindi = await (await fetch(`${t.base}/hi/`)).text();
    expect(hindi).toContain('<title>थाली | Thali House</title>');
    expect(alternates(hindi)).toContain('hi https://thalihouse.example/hi');
  });

  it('does not render a language the site does not speak', async () => {
    const res = await fetch(`${t.base}/fr/menu`);
    expect(res.status).toBe(404);
  });
});
