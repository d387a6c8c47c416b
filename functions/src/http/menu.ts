import { Router, type Express, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDeps } from '../deps';
import { menuItemView } from '../domain/menu';
import { isLanguage, type Language } from '../domain/languages';
import { badRequest } from '../lib/errors';
import { inLanguage, type Translations } from '../domain/translations';
import { categoryTranslations, publicCategories } from '../services/categories';
import { catalogItems, onMenu, readCatalog, type CatalogDoc } from '../services/catalog';
import { publicDish } from '../services/dish';
import { ok } from '../lib/http';

interface Rendered {
  etag: string;
  body: Buffer;
}

/** Browsers and the Hosting CDN must revalidate, so a sold-out change shows at once; the ETag makes that cheap. */
export const MENU_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The ETag names the catalog version (any menu change bumps it) and its time, so a re-seeded store never repeats one. */
export const etagOf = (catalog: CatalogDoc) => `"menu-v${catalog.version}-${(Date.parse(catalog.updatedAt) || 0).toString(36)}"`;

/** The ETag of the menu in one language: English keeps the one it always had. */
const etagIn = (catalog: CatalogDoc, lang: Language) => (lang === 'en' ? etagOf(catalog) : etagOf(catalog).replace(/"$/, `-${lang}"`));

/**
 * The menu in one language. In Gujarati or Hindi each dish also carries its category's name in that language
 * (categoryName; `category` stays the English name every filter and order uses).
 */
function render(catalog: CatalogDoc, lang: Language, categories: Record<string, Translations>): Rendered {
  const items = catalogItems(catalog).filter((i) => onMenu(catalog, i));
  const data = items.map((i) => {
    const view = menuItemView(i, lang);
    return lang === 'en' ? view : { ...view, categoryName: inLanguage(i.category, categories[i.category], lang) };
  });
  const json = JSON.stringify({ success: true, ok: true, message: 'Menu loaded', data });
  return { etag: etagIn(catalog, lang), body: Buffer.from(json) };
}

/** The `lang` of a public read: absent is English; an unknown one is refused (400), so a typo never looks like a missing translation. */
export function queryLang(url: string | undefined): Language {
  const lang = new URL(url ?? '/', 'http://x').searchParams.get('lang');
  if (lang === null || lang === '') return 'en';
  if (!isLanguage(lang)) throw badRequest("lang must be 'en', 'gu' or 'hi'", { field: 'lang' });
  return lang;
}

/** True when the request's If-None-Match names this ETag (or *). */
export function fresh(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/** Writes the prepared bytes with node's own calls: the hottest public route skips res.send's extra work. */
function send(req: IncomingMessage, res: ServerResponse, rendered: Rendered): void {
  res.setHeader('etag', rendered.etag);
  res.setHeader('cache-control', MENU_CACHE_CONTROL);
  if (fresh(req, rendered.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', rendered.body.length);
  res.end(rendered.body);
}

/**
 * Requests that arrive together share one catalog read. The read starts on the
 * next turn of the event loop, after every request that joined it arrived, so
 * each still sees every write committed before it came in. Under load this
 * turns N reads into a few (cheaper on Firestore too, where reads are billed).
 */
function coalescedReader(read: () => Promise<CatalogDoc>): () => Promise<CatalogDoc> {
  let next: Promise<CatalogDoc> | null = null;
  return () => {
    next ??= new Promise<CatalogDoc>((resolve, reject) => {
      setImmediate(() => {
        next = null;
        read().then(resolve, reject);
      });
    });
    return next;
  };
}

/** GET /api/menu for one app: the coalesced catalog read and the reply rendered per catalog version. */
class MenuEndpoint {
  private readonly cached = new Map<Language, Rendered>();
  private readonly catalog: () => Promise<CatalogDoc>;

  constructor(private readonly deps: AppDeps) {
    this.catalog = coalescedReader(() => readCatalog(deps.store));
  }

  async serve(req: IncomingMessage, res: ServerResponse, lang: Language = 'en'): Promise<void> {
    const current = await this.catalog();
    let rendered = this.cached.get(lang);
    if (!rendered || rendered.etag !== etagIn(current, lang)) {
      // Every category change writes the catalog, so its version also names the categories' translations.
      const categories = lang === 'en' ? {} : await categoryTranslations(this.deps.store);
      rendered = render(await this.withHidden(current), lang, categories);
      this.cached.set(lang, rendered);
    }
    send(req, res, rendered);
  }

  /** A catalog written before it kept the hidden categories: they are read from the categories (the next category change writes them in). */
  private async withHidden(catalog: CatalogDoc): Promise<CatalogDoc> {
    return catalog.hiddenCategories ? catalog : { ...catalog, hiddenCategories: (await publicCategories(this.deps.store)).hidden };
  }
}

const endpoints = new WeakMap<AppDeps, MenuEndpoint>();
function endpointFor(deps: AppDeps): MenuEndpoint {
  let endpoint = endpoints.get(deps);
  if (!endpoint) endpoints.set(deps, (endpoint = new MenuEndpoint(deps)));
  return endpoint;
}

export function menuRouter(deps: AppDeps): Router {
  const r = Router();
  r.get('/', (req, res) => endpointFor(deps).serve(req, res, queryLang(req.url)));
  // One dish with its allergens, as the menu's dish details show it; 404 for an unknown dish or one of a hidden category.
  r.get('/:id', async (req, res) => {
    const dish = await publicDish(deps.store, req.params.id, queryLang(req.url));
    res.set('cache-control', MENU_CACHE_CONTROL);
    ok(res, dish, 'Dish loaded');
  });
  return r;
}

/**
 * The public menu is the hottest read, and Express's own dispatch costs more
 * than serving its prepared bytes (measured by `npm run bench:menu`): a plain
 * GET /api/menu is answered before Express, with the headers every reply gets.
 * Anything else, and any failure here, goes through the Express app as usual.
 */
export function withMenuFastLane(app: Express, deps: AppDeps): (req: IncomingMessage, res: ServerResponse) => void {
  const endpoint = endpointFor(deps);
  return (req, res) => {
    if (req.method !== 'GET' || (req.url !== '/api/menu' && req.url !== '/api/menu/')) return void app(req as Request, res as Response);
    const incoming = req.headers['x-request-id'];
    res.setHeader('x-request-id', typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID());
    res.setHeader('x-content-type-options', 'nosniff');
    endpoint.serve(req, res).catch(() => app(req as Request, res as Response));
  };
}

/** The categories GET /api/categories answers: the owner's shown ones, in their order. */
export async function readCategories(store: AppDeps['store']): Promise<string[]> {
  return (await publicCategories(store)).shown;
}

/** GET /api/categories: the shown categories (data and categories), and the hidden ones, whose dishes guests don't see. */
export function categoriesRouter(deps: AppDeps): Router {
  const r = Router();
  r.get('/', async (req, res) => {
    const lang = queryLang(req.url);
    const { shown, hidden } = await publicCategories(deps.store);
    res.set('cache-control', MENU_CACHE_CONTROL);
    if (lang === 'en') return void ok(res, shown, 'Categories loaded', 200, { categories: shown, hidden });
    // The names stay the English keys dishes are filed under; `names` gives each one in the asked language.
    const translations = await categoryTranslations(deps.store);
    const names = Object.fromEntries(shown.map((n) => [n, inLanguage(n, translations[n], lang)]));
    ok(res, shown, 'Categories loaded', 200, { categories: shown, hidden, names });
  });
  return r;
}
