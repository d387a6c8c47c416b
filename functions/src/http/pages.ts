import { Router, type Request, type Response } from 'express';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib';
import type { AppDeps } from '../deps';
import { menuItemView } from '../domain/menu';
import { MENU_SNAPSHOT_ID, PAGE_RENDERED_AT_ID, PAGE_SETTINGS_ID, PAGE_THALI_ID, type MenuSnapshot } from '../domain/menu-snapshot';
import { liveOffers } from '../domain/offers';
import type { ThaliNow } from '../domain/thali-view';
import type { Settings } from '../domain/settings';
import { log } from '../lib/log';
import { catalogItems, readCatalog } from '../services/catalog';
import { readSettings } from '../services/settings';
import { thaliNow } from '../services/thali';
import { etagOf, fresh } from './menu';
import { categoryTranslations, publicCategories } from '../services/categories';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/languages';
import { inLanguage, type Translations } from '../domain/translations';

/**
 * Deployed, the web build's renderer and page templates sit beside the compiled code (the functions predeploy copies
 * them there); locally, `npm start` names the folder its build wrote (THALI_PAGES_DIR).
 */
export const DEFAULT_PAGES_DIR = join(__dirname, '..', '..', 'pages');

/**
 * What web/scripts/build.mjs leaves for the function: the renderer, and the templates of the pages it renders, around
 * their markers, one per language (pages/menu.html, pages/gu/menu.html, pages/hi/menu.html; index.html likewise).
 */
interface PageKit {
  menuTemplates: Record<Language, string>;
  homeTemplates: Record<Language, string>;
  /** Names the templates, so that a new build never answers with an old ETag. */
  templateTag: string;
  /** `now` is the server's clock: what depends on the time (an offer's price) is drawn at it. `lang` the page's language. */
  renderMenuPage: (menu: MenuSnapshot, search: string, settings: Settings, now: Date, lang: Language) => Promise<string>;
  renderHomePage: (thali: ThaliNow, settings: Settings, now: Date, lang: Language) => Promise<string>;
}

/** A language's page file: English at the top of pages/, the others in their folder (pages/gu/menu.html). */
const pageFile = (dir: string, lang: Language, file: string) => join(dir, 'pages', ...(lang === DEFAULT_LANGUAGE ? [] : [lang]), file);

function loadKit(dir: string): PageKit {
  const read = (file: string) => Object.fromEntries(LANGUAGES.map((l) => [l, readFileSync(pageFile(dir, l, file), 'utf8')])) as Record<Language, string>;
  const menuTemplates = read('menu.html');
  const homeTemplates = read('index.html');
  const renderer = createRequire(__filename)(join(dir, 'render.cjs')) as Pick<PageKit, 'renderMenuPage' | 'renderHomePage'>;
  const tag = createHash('sha256');
  for (const l of LANGUAGES) tag.update(menuTemplates[l]).update(homeTemplates[l]);
  const templateTag = tag.digest('hex').slice(0, 12);
  return { menuTemplates, homeTemplates, templateTag, renderMenuPage: renderer.renderMenuPage, renderHomePage: renderer.renderHomePage };
}

/** The path a page has in a language, as the router names it (web/src/i18n/languages.ts): /menu, /gu/menu; /, /gu/. */
const pathIn = (lang: Language, path: '/' | '/menu') => (lang === DEFAULT_LANGUAGE ? path : `/${lang}${path === '/' ? '/' : path}`);

/** A JSON data block's text: `<` escaped, so no dish name can close the element. */
const dataBlock = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The query a menu page is rendered at: the address's own when it only picks one of the categories and a page (the
 * browser then hydrates what it shows), else none (the browser renders the rest, the open cart drawer say, over the
 * first page). So there are only so many pages to render per menu version, whatever addresses are asked for.
 */
export function renderedSearch(url: string, categories: readonly string[]): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const params = new URLSearchParams(query);
  const keys = [...params.keys()];
  const category = params.get('category');
  const page = params.get('page');
  const valid =
    keys.length > 0 &&
    keys.every((k) => k === 'category' || k === 'page') &&
    new Set(keys).size === keys.length &&
    (category === null || categories.includes(category)) &&
    (page === null || /^[1-9]\d?$/.test(page));
  return valid ? query : '';
}

/** The template with the page's own HTML and data blocks in place of its prerendered, empty-handed ones. Replacers are functions: prices hold `$`. */
function fillTemplate(template: string, html: string, blocks: string, root?: { from: string; to: string }): string {
  return (root ? template.replace(root.from, () => root.to) : template)
    .replace(/<!--page-html-->[\s\S]*?<!--\/page-html-->/, () => html)
    .replace(/<!--page-data-preload-->[\s\S]*?<!--\/page-data-preload-->/, () => '')
    .replace('<!--page-data-->', () => blocks);
}

/** The instant a page was rendered at, for the browser's first render (web/src/lib/page-clock.ts). */
const renderedAtBlock = (now?: Date) => (now ? dataBlock(PAGE_RENDERED_AT_ID, now.toISOString()) : '');

/** The menu page's template filled, its root marked with the query it was rendered at. */
export function fillMenuTemplate(
  template: string,
  html: string,
  menu: MenuSnapshot,
  search = '',
  settings?: Settings,
  now?: Date,
  lang: Language = DEFAULT_LANGUAGE,
): string {
  const route = ` data-route="${pathIn(lang, '/menu')}"`;
  const blocks = dataBlock(MENU_SNAPSHOT_ID, menu) + (settings ? dataBlock(PAGE_SETTINGS_ID, settings) : '') + renderedAtBlock(now);
  return fillTemplate(template, html, blocks, {
    from: route,
    to: search ? `${route} data-search="${escapeAttr(search)}"` : route,
  });
}

/** The home page's template filled with the thali, the saved settings and the instant it was rendered with. */
export function fillHomeTemplate(template: string, html: string, thali: ThaliNow, settings: Settings, now?: Date): string {
  return fillTemplate(template, html, dataBlock(PAGE_THALI_ID, thali) + dataBlock(PAGE_SETTINGS_ID, settings) + renderedAtBlock(now));
}

/**
 * The offers running at an instant, as part of a page's version: a kept page is rendered again once an offer starts or
 * ends, so its HTML never shows a price the server no longer charges.
 */
const liveOfferIds = (settings: Settings, now: Date) => liveOffers(settings, now).map((o) => o.id);

const sendHtml = (res: Response, body: string | Buffer) => res.status(200).type('html').send(body);

/**
 * A rendered page, kept per menu version and query: its bytes, compressed once in each encoding a browser may take.
 * Brotli, which every browser takes over HTTPS, makes the home page and the menu about 12.5 KB instead of gzip's 14.4:
 * with its headers the page then fits the first round trip of a new connection (ten TCP segments, about 14.6 KB), so
 * a phone on a slow network has the whole page one round trip sooner.
 */
interface RenderedPage {
  etag: string;
  body: Buffer;
  brotli: Buffer;
  gzipped: Buffer;
}

/** Pages kept for one menu version: the plain /menu and the category pages asked for most recently. */
const KEPT_PAGES = 64;

/**
 * Each page is compressed once per version, off the event loop. Quality 10 takes about 25 ms for the home page and comes
 * within 0.3 KB of the best quality (11), which takes three times as long; the home page's version changes with every
 * plate of today's thali sold.
 */
const brotli = promisify(brotliCompress);
const BROTLI_QUALITY = 10;
const compressPage = (body: Buffer) =>
  brotli(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/** A page's bytes for one version of what it shows; made again when the version changes. */
export function pageCache(prefix: string, kept: number) {
  let version = '';
  const pages = new Map<string, RenderedPage>();
  return async (current: string, key: string, make: () => Promise<string>): Promise<RenderedPage> => {
    if (current !== version) {
      version = current;
      pages.clear();
    }
    let page = pages.get(key);
    if (!page) {
      const body = Buffer.from(await make());
      const etag = `"${prefix}-${createHash('sha256').update(`${current}\n${key}`).digest('hex').slice(0, 20)}"`;
      page = { etag, body, brotli: await compressPage(body), gzipped: gzipSync(body) };
      // Another request may have seen a newer version while this page was made: it is served, but not kept for that one.
      if (version !== current) return page;
      if (pages.size >= kept) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
    }
    return page;
  };
}

/**
 * How long Hosting's CDN may answer for the function (seconds). The first visitor after a quiet hour then gets the page
 * from the edge instead of waiting for a cold function, and a burst costs one render per minute per edge. A minute is
 * as late as an owner's change (a price, the hours, the thali's name) should show; what changes faster, the plates left,
 * the page asks for once it has painted (web/src/components/TodaysThali.tsx).
 */
export const PAGE_EDGE_SECONDS = 60;
/**
 * Once that minute is up, the edge may still answer with its copy for this long while it asks the function for a new
 * one in the background (where the CDN honours stale-while-revalidate), so a guest waits for a render only after a
 * quiet spell longer than both.
 */
export const PAGE_STALE_SECONDS = 300;
/**
 * Browsers revalidate every time (max-age=0), so a release or a change shows on the next view once the edge has it;
 * the page holds nothing per visitor (no cookie, no nonce: the one inline script is allowed by its hash), so one copy
 * serves everyone.
 */
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_EDGE_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;

/** Kept at the edge for a minute (see PAGE_EDGE_SECONDS), revalidated by browsers (the ETag makes an unchanged page a 304), in the best encoding the browser takes. */
function sendPage(req: Request, res: Response, page: RenderedPage): void {
  res.set('cache-control', PAGE_CACHE_CONTROL);
  res.set('etag', page.etag);
  res.set('vary', 'accept-encoding');
  if (fresh(req, page.etag)) return void res.status(304).end();
  // Brotli whenever the browser takes it, whatever order it lists its encodings in (Chrome says "gzip, deflate, br").
  const encoding = (['br', 'gzip'] as const).find((e) => req.acceptsEncodings(e) === e);
  if (!encoding) return void sendHtml(res, page.body);
  res.set('content-encoding', encoding);
  sendHtml(res, encoding === 'br' ? page.brotli : page.gzipped);
}

const tagOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);

/**
 * GET /menu (Hosting rewrites it here): the menu page with the dishes and categories the server has now, rendered by
 * the same React code the browser hydrates it with. The first screen, its images included, paints from the HTML
 * alone. Hosting's CDN keeps it for a minute (PAGE_CACHE_CONTROL); browsers revalidate every time, and the ETag (the
 * catalog's version, the categories, the saved settings and the template) makes an unchanged menu a 304. Should reading or rendering fail, the template goes
 * out as it was prerendered, and the page loads its menu in the browser as before.
 *
 * GET / (rewritten here too): the home page, rendered the same way with Today's Thali as it is now (plates left, or sold
 * out and the next service's) and the saved settings; its ETag names them and the template. Should it fail, its
 * prerendered template goes out, and the card loads once the page is live.
 */
export function pagesRouter(deps: AppDeps, pagesDir = DEFAULT_PAGES_DIR): Router {
  const r = Router();
  let kit: PageKit | null = null;
  // One cache per language: a page in one language never answers for another (its ETag names the language too).
  const menuPages = Object.fromEntries(LANGUAGES.map((l) => [l, pageCache(`menu-page${l === 'en' ? '' : `-${l}`}`, KEPT_PAGES)]));
  const homePages = Object.fromEntries(LANGUAGES.map((l) => [l, pageCache(`home-page${l === 'en' ? '' : `-${l}`}`, 1)]));

  const kitOr503 = (res: Response, what: string): PageKit | null => {
    try {
      kit ??= loadKit(pagesDir);
      return kit;
    } catch (error) {
      log.error('the function-rendered pages are not built', { pagesDir, error: error instanceof Error ? error.message : String(error) });
      res.status(503).type('text').send(`The ${what} is not available right now. Please try again in a minute.`);
      return null;
    }
  };

  const menuPage = (lang: Language) => async (req: Request, res: Response) => {
    const k = kitOr503(res, 'menu page');
    if (!k) return;
    try {
      const [catalog, { shown: categories, hidden }, settings, thali, translations] = await Promise.all([
        readCatalog(deps.store),
        publicCategories(deps.store),
        readSettings(deps.store),
        thaliNow(deps),
        lang === DEFAULT_LANGUAGE ? ({} as Record<string, Translations>) : categoryTranslations(deps.store),
      ]);
      // The saved settings (prices' currency, offers, the restaurant's name), the offers running now and the thali's
      // plates are part of the page, so of its ETag.
      const now = deps.clock.now();
      const current = `${etagOf(catalog)}\n${categories.join('\n')}\n${hidden.join('\n')}\n${tagOf([settings, thali, liveOfferIds(settings, now), translations])}\n${k.templateTag}`;
      const search = renderedSearch(req.originalUrl, categories);
      const page = await menuPages[lang]!(current, search, async () => {
        // A hidden category's dishes stay off the guests' menu.
        const off = new Set(hidden);
        const items = catalogItems(catalog).filter((i) => !off.has(i.category));
        // In Gujarati or Hindi, each dish as GET /api/menu?lang= answers it: its name in the language where the owner gave one.
        const view = (i: (typeof items)[number]) =>
          lang === DEFAULT_LANGUAGE ? menuItemView(i) : { ...menuItemView(i, lang), categoryName: inLanguage(i.category, translations[i.category], lang) };
        const menu: MenuSnapshot = { items: items.map(view), categories, hidden, thali };
        return fillMenuTemplate(k.menuTemplates[lang], await k.renderMenuPage(menu, search, settings, now, lang), menu, search, settings, now, lang);
      });
      sendPage(req, res, page);
    } catch (error) {
      log.error('the menu page could not be rendered; sent without its dishes', { lang, error: error instanceof Error ? error.stack : String(error) });
      sendHtml(res, k.menuTemplates[lang]);
    }
  };

  const homePage = (lang: Language) => async (req: Request, res: Response) => {
    const k = kitOr503(res, 'home page');
    if (!k) return;
    try {
      const [settings, thali] = await Promise.all([readSettings(deps.store), thaliNow(deps)]);
      const now = deps.clock.now();
      const page = await homePages[lang]!(`${tagOf([settings, thali, liveOfferIds(settings, now)])}\n${k.templateTag}`, '', async () =>
        fillHomeTemplate(k.homeTemplates[lang], await k.renderHomePage(thali, settings, now, lang), thali, settings, now),
      );
      sendPage(req, res, page);
    } catch (error) {
      log.error('the home page could not be rendered; sent without its thali', { lang, error: error instanceof Error ? error.stack : String(error) });
      sendHtml(res, k.homeTemplates[lang]);
    }
  };

  // Each language's home and menu: the same pages, rendered in it, cached alike. Written out, one line each, so that the
  // API reference reads them from this file: a new language adds its two lines here (and its rewrites in firebase.json).
  r.get('/menu', menuPage('en'));
  r.get('/', homePage('en'));
  r.get('/gu/menu', menuPage('gu'));
  r.get('/gu/', homePage('gu'));
  r.get('/hi/menu', menuPage('hi'));
  r.get('/hi/', homePage('hi'));
  // firebase.json sends /index.html here rather than to a Hosting redirect rule (see firebase-config.test.ts).
  r.get('/index.html', (req, res) => {
    const query = req.originalUrl.indexOf('?');
    res.redirect(301, query >= 0 ? `/${req.originalUrl.slice(query)}` : '/');
  });
  return r;
}
