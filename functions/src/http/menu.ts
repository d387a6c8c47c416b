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

function send(req: Request, res: Response, rendered: Rendered): void {
  res.set('etag', rendered.etag);
  res.set('cache-control', MENU_CACHE_CONTROL);
  if (fresh(req, rendered.etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).type('application/json; charset=utf-8').send(rendered.body);
}

export function menuRouter(deps: AppDeps): Router {
  const r = Router();
  // The rendered reply is kept per catalog version: each request still reads the catalog (one read), but
  // serialises the menu only when it changed.
  let cached: Rendered | null = null;
  r.get('/', async (req, res) => {
    const catalog = await readCatalog(deps.store);
    if (!cached || cached.etag !== etagOf(catalog)) cached = render(catalog);
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
