import { Router } from 'express';
import type { AppDeps } from '../deps';
import { notFound } from '../lib/errors';
import { ok } from '../lib/http';
import { uploadedFile } from '../services/image-pipeline';
import { addMenuItem, deleteMenuItem, updateMenuItem } from '../services/menu-admin';
import { requireAdmin } from './auth';

/** Ids are server-made (20 letters and digits, or seed-<slug>): anything else cannot name a document. */
const documentId = (raw: string): string => {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(raw)) throw notFound('Menu item not found');
  return raw;
};

/** Multipart fields (or a JSON object); anything else is an empty form. */
const fields = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

/** Menu writes for admins: multipart bodies with the fields name, description, price, category, soldOut and the file `image`. */
export function menuAdminRouter(deps: AppDeps): Router {
  const r = Router();
  r.use(requireAdmin(deps));
  r.post('/', async (req, res) => {
    const item = await addMenuItem(deps, fields(req.body), uploadedFile(req.files, 'image'));
    ok(res, item, 'Item added', 201);
  });
  r.put('/:id', async (req, res) => {
    const item = await updateMenuItem(deps, documentId(req.params.id), fields(req.body), uploadedFile(req.files, 'image'));
    ok(res, item, 'Item updated');
  });
  r.delete('/:id', async (req, res) => {
    await deleteMenuItem(deps, documentId(req.params.id));
    ok(res, null, 'Item deleted');
  });
  return r;
}
