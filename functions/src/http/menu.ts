import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../deps';
import { CATEGORIES } from '../domain/collections';
import { mergeCategories, menuItemView } from '../domain/menu';
import { catalogItems, readCatalog, type CatalogDoc } from '../services/catalog';
import { ok } from '../lib/http';

interface Rendered {
  etag: string;
  body: Buffer;
}

/** Browsers and the Hosting CDN must revalidate, so a sold-out change shows at once; the ETag makes that cheap. */
const MENU_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The ETag names the catalog version (any menu change bumps it) and its time, so a re-seeded store never repeats one. */
const etagOf = (catalog: CatalogDoc) => `"menu-v${catalog.version}-${(Date.parse(catalog.updatedAt) || 0).toString(36)}"`;

function render(catalog: CatalogDoc): Rendered {
  const json = JSON.stringify({ success: true, ok: true, message: 'Menu loaded', data: catalogItems(catalog).map(menuItemView) });
  return { etag: etagOf(catalog), body: Buffer.from(json) };
}

/** True when the request's If-None-Match names this ETag (or *). */
function fresh(req: Request, etag: string): boolean {
  const header = req.get('if-none-match');
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/** Writes the prepared bytes with node's own calls: the hottest public route skips res.send's extra work. */
function send(req: Request, res: Response, rendered: Rendered): void {
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

export function menuRouter(deps: AppDeps): Router {
  const r = Router();
  const catalog = coalescedReader(() => readCatalog(deps.store));
  // The rendered reply is kept per catalog version, so the menu is serialised only when it changed.
  let cached: Rendered | null = null;
  r.get('/', async (req, res) => {
    const current = await catalog();
    if (!cached || cached.etag !== etagOf(current)) cached = render(current);
    send(req, res, cached);
  });
  return r;
}

export function categoriesRouter(deps: AppDeps): Router {
  const r = Router();
  r.get('/', async (_req, res) => {
    const docs = await deps.store.query<{ name: string; position: number }>(CATEGORIES, { orderBy: [{ field: 'position' }] });
    const categories = mergeCategories(docs.map((d) => d.name));
    ok(res, categories, 'Categories loaded', 200, { categories });
  });
  return r;
}
