import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { CategoryInput, CategoryOrder, CategoryPatch } from '../domain/categories';
import { ok, parse } from '../lib/http';
import { addCategory, changeCategory, deleteCategory, listCategories, reorderCategories } from '../services/categories';
import { requireAdmin } from './auth';

export const CategoryId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a category id');

/** The owner's menu categories: add, rename, hide, reorder, and delete an empty one. */
export function categoriesAdminRouter(deps: AppDeps): Router {
  const r = Router();
  r.use(requireAdmin(deps));
  r.get('/', async (_req, res) => {
    ok(res, await listCategories(deps), 'Categories loaded');
  });
  r.post('/', async (req, res) => {
    const { name, nameI18n } = parse(CategoryInput, req.body ?? {});
    ok(res, await addCategory(deps, name, req.admin!, nameI18n), 'Category added', 201);
  });
  r.put('/order', async (req, res) => {
    await reorderCategories(deps, parse(CategoryOrder, req.body ?? {}).ids, req.admin!);
    ok(res, await listCategories(deps), 'Categories reordered');
  });
  r.patch('/:id', async (req, res) => {
    ok(res, await changeCategory(deps, parse(CategoryId, req.params.id), parse(CategoryPatch, req.body ?? {}), req.admin!), 'Category saved');
  });
  r.delete('/:id', async (req, res) => {
    await deleteCategory(deps, parse(CategoryId, req.params.id), req.admin!);
    ok(res, null, 'Category deleted');
  });
  return r;
}
