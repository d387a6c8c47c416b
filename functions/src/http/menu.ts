import { Router } from 'express';
import type { AppDeps } from '../deps';
import { CATEGORIES } from '../domain/collections';
import { mergeCategories, menuItemView } from '../domain/menu';
import { catalogItems, readCatalog } from '../services/catalog';
import { ok } from '../lib/http';

export function menuRouter(deps: AppDeps): Router {
  const r = Router();
  r.get('/', async (_req, res) => {
    const catalog = await readCatalog(deps.store);
    res.status(200).json({ success: true, ok: true, message: 'Menu loaded', data: catalogItems(catalog).map(menuItemView) });
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
