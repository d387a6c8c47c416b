import { Router, type Express, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDeps } from '../deps';
import { menuItemView } from '../domain/menu';
import { publicCategories } from '../services/categories';
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

function render(catalog: CatalogDoc): Rendered {
  const items = catalogItems(catalog).filter((i) => onMenu(catalog, i));
  const json = JSON.stringify({ success: true, ok: true, message: 'Menu loaded', data: items.map(menuItemView) });
  return { etag: etagOf(catalog), body: Buffer.from(json) };
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
  private cached: Rendered | null = null;
  private readonly catalog: () => Promise<CatalogDoc>;

  constructor(private readonly deps: AppDeps) {
    this.catalog = coalescedReader(() => readCatalog(deps.store));
  }

  async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const current = await this.catalog();
    if (!this.cached || this.cached.etag !== etagOf(current)) this.cached = render(await this.withHidden(current));
    send(req, res, this.cached);
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
  r.get('/', (req, res) => endpointFor(deps).serve(req, res));
  // One dish with its allergens, as the menu's dish details show it; 404 for an unknown dish or one of a hidden category.
  r.get('/:id', async (req, res) => {
    const dish = await publicDish(deps.store, req.params.id);
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
  r.get('/', async (_req, res) => {
    const { shown, hidden } = await publicCategories(deps.store);
    res.set('cache-control', MENU_CACHE_CONTROL);
    ok(res, shown, 'Categories loaded', 200, { categories: shown, hidden });
  });
  return r;
}
